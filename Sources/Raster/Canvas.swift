import Geometry

/// Draws into a `Bitmap` in points: the canvas maps points to device pixels by its scale (1, 2 or
/// 3 for @1x/@2x/@3x) and any transform added on top, clips, and composites source-over with a
/// global alpha, in the manner of a Core Graphics context.
///
/// All work is done in device pixels, premultiplied RGBA8. Scratch buffers (coverage cells,
/// coverage and colour rows) live in the canvas and are reused by every fill, so a frame allocates
/// no memory per pixel or per row.
public final class Canvas {
    // The canvas's state is unchecked for exclusive access at run time (SE-0176's dynamic checks
    // cost a thread-local lookup per row on the fill paths, about a tenth of the standard scene);
    // a canvas is used by one thread at a time and never hands out these properties inout.
    @exclusivity(unchecked) public private(set) var bitmap: Bitmap
    public let scale: Double

    struct State {
        var transform: Transform
        var clip: IntRect
        var clipMask: AlphaMask?
        var alpha: Double
    }

    @exclusivity(unchecked) private var state: State
    @exclusivity(unchecked) private var stack: [State] = []
    @exclusivity(unchecked) private var accumulator = CoverageAccumulator()
    @exclusivity(unchecked) private var coverageRow: [UInt8] = []
    @exclusivity(unchecked) private var colorRow: [UInt32] = []

    /// Curves are flattened to within this many device pixels (a polygon inscribed in a curve loses
    /// area: at 0.1 px a 20-px circle comes out 0.5 % too small, at 0.025 px about 0.1 %).
    static let tolerance = 0.025

    public init(bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        state = State(transform: .scale(self.scale, self.scale),
                      clip: IntRect(x0: 0, y0: 0, x1: bitmap.width, y1: bitmap.height),
                      clipMask: nil, alpha: 1)
    }

    /// A canvas over a new bitmap of `width` x `height` points at `scale`, filled with `background`.
    public convenience init(width: Double, height: Double, scale: Double = 1, background: Color = .clear,
                            limits: ImageLimits = .standard) throws {
        let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(Int32.max), h <= Double(Int32.max) else {
            throw RasterError.tooLarge("a canvas of \(width) x \(height) pt at @\(scale)x has no valid pixel size")
        }
        self.init(bitmap: try Bitmap(width: Int(w), height: Int(h), fill: background.premultiplied, limits: limits),
                  scale: scale)
    }

    /// Takes the drawing out of the canvas (the canvas keeps drawing into its own copy).
    public func makeBitmap() -> Bitmap { bitmap }

    // MARK: - State

    /// The current transform from user space (points) to device pixels.
    public var transform: Transform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Multiplies every paint's alpha (0…1).
    public var globalAlpha: Double {
        get { state.alpha }
        set { state.alpha = max(0, min(1, newValue.isFinite ? newValue : 1)) }
    }

    public func save() { stack.append(state) }

    public func restore() {
        if let s = stack.popLast() { state = s }
    }

    /// Runs `body` between `save()` and `restore()`.
    public func withState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    public func translate(_ dx: Double, _ dy: Double) {
        state.transform = state.transform.translatedBy(dx, dy)
    }

    public func scale(by sx: Double, _ sy: Double) {
        state.transform = state.transform.scaledBy(sx, sy)
    }

    /// Applies `t` in user space before the current transform.
    public func concatenate(_ t: Transform) {
        state.transform = t.concatenating(state.transform)
    }

    // MARK: - Clipping

    /// Restricts drawing to a rectangle (user space). An axis-aligned rectangle on whole device
    /// pixels clips exactly; anything else clips through a coverage mask with soft edges.
    public func clip(to rect: Rect) {
        if state.transform.isAxisAligned {
            let d = state.transform.apply(rect)
            let snapped = d.minX == d.minX.rounded() && d.minY == d.minY.rounded()
                && d.maxX == d.maxX.rounded() && d.maxY == d.maxY.rounded()
            if snapped {
                let r = IntRect(covering: d.minX, d.minY, d.maxX, d.maxY)
                state.clip = state.clip.intersection(r) ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
                return
            }
        }
        clip(to: Path.rect(rect))
    }

    /// Restricts drawing to the inside of a path (user space), anti-aliased.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        var mask = AlphaMask(width: bitmap.width, height: bitmap.height)
        var bounds: IntRect?
        rasterize(path.transformed(by: state.transform), rule: rule) { y, spans in
            let row = y * mask.width
            for span in spans {
                let x = Int(span.x), n = Int(span.count)
                for i in 0..<n { mask.coverage[row + x + i] = span.coverage }
            }
            let lo = Int(spans[0].x), hi = Int(spans[spans.count - 1].x + spans[spans.count - 1].count)
            bounds = bounds.map { IntRect(x0: min($0.x0, lo), y0: $0.y0, x1: max($0.x1, hi), y1: y + 1) }
                ?? IntRect(x0: lo, y0: y, x1: hi, y1: y + 1)
        }
        if let old = state.clipMask {
            for i in 0..<mask.coverage.count {
                mask.coverage[i] = mulDiv255(mask.coverage[i], old.coverage[i])
            }
        }
        state.clip = bounds.flatMap { state.clip.intersection($0) } ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        state.clipMask = mask
    }

    // MARK: - Filling

    /// Fills the whole clip area with a paint (source-over).
    public func fillAll(with paint: Paint) {
        fillDeviceRect(state.clip, shader: Shader(paint: paint, transform: state.transform, alpha: state.alpha))
    }

    /// Replaces every pixel in the clip area with a colour (no blending).
    public func clear(_ color: Color = .clear) {
        let c = color.premultiplied.packed, clip = state.clip
        guard !clip.isEmpty else { return }
        let w = bitmap.width
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            guard let start = px.baseAddress else { return }
            for y in clip.y0..<clip.y1 {
                (start + y * w + clip.x0).update(repeating: c, count: clip.width)
            }
        }
    }

    public func fill(_ rect: Rect, with paint: Paint) {
        let shader = Shader(paint: paint, transform: state.transform, alpha: state.alpha)
        if state.transform.isAxisAligned {
            let d = state.transform.apply(rect)
            if d.minX == d.minX.rounded() && d.minY == d.minY.rounded()
                && d.maxX == d.maxX.rounded() && d.maxY == d.maxY.rounded() {
                fillDeviceRect(IntRect(covering: d.minX, d.minY, d.maxX, d.maxY), shader: shader)
                return
            }
        }
        fill(Path.rect(rect), with: paint)
    }

    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        let shader = Shader(paint: paint, transform: state.transform, alpha: state.alpha)
        fillDevicePath(path.transformed(by: state.transform), shader: shader, rule: rule)
    }

    /// Fills a path as `fill(_:with:rule:)` does, but leaves alone the device pixels wholly
    /// inside `spared` (user space), which the caller covers next with an opaque fill under the
    /// same state: a keyboard key's shadow under its face. The coverage is computed for the whole
    /// path, so every other pixel comes out exactly as `fill` leaves it. Nothing is spared when
    /// that later fill would not replace those pixels (a clip through a mask, a global alpha
    /// below 1) or when the transform is not axis-aligned.
    package func fill(_ path: Path, with paint: Paint, sparing spared: Rect) {
        let shader = Shader(paint: paint, transform: state.transform, alpha: state.alpha)
        let device = path.transformed(by: state.transform)
        let d = state.transform.apply(spared)
        let inner = IntRect(inside: d.minX, d.minY, d.maxX, d.maxY)
        guard state.transform.isAxisAligned, state.clipMask == nil, state.alpha == 1, !inner.isEmpty else {
            fillDevicePath(device, shader: shader, rule: .nonZero)
            return
        }
        var kept: [CoverageAccumulator.Span] = []
        swap(&kept, &sparedScratch)
        defer { swap(&kept, &sparedScratch) }
        rasterize(device, rule: .nonZero) { y, spans in
            guard y >= inner.y0 && y < inner.y1 else {
                blendSpans(y: y, spans: spans, shader: shader)
                return
            }
            kept.removeAll(keepingCapacity: true)
            for span in spans {
                let a = Int(span.x), b = a + Int(span.count)
                if b <= inner.x0 || a >= inner.x1 {
                    kept.append(span)
                    continue
                }
                if a < inner.x0 { kept.append(.init(x: span.x, count: Int32(inner.x0 - a), coverage: span.coverage)) }
                if b > inner.x1 { kept.append(.init(x: Int32(inner.x1), count: Int32(b - inner.x1), coverage: span.coverage)) }
            }
            if !kept.isEmpty { kept.withUnsafeBufferPointer { blendSpans(y: y, spans: $0, shader: shader) } }
        }
    }

    @exclusivity(unchecked) private var sparedScratch: [CoverageAccumulator.Span] = []

    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) {
        let scale = state.transform.maxScale
        guard scale > 0, scale.isFinite else { return }
        // Filling `Stroker.outline(of:)` would transform its polygons and flatten them back into
        // the same points; the pieces go to the scan converter directly, in the same order, so the
        // coverage is the same to the bit.
        let t = state.transform
        var polylines: [Polyline] = []
        var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        var finite = true
        func add(_ p: Point) {
            finite = finite && p.isFinite
            bounds = (Swift.min(bounds.minX, p.x), Swift.min(bounds.minY, p.y),
                      Swift.max(bounds.maxX, p.x), Swift.max(bounds.maxY, p.y))
        }
        for piece in Stroker.pieces(of: path, style: style, tolerance: Canvas.tolerance / scale) {
            switch piece {
            case .ring(var points):
                guard !points.isEmpty else { continue }
                if !t.isIdentity { for i in points.indices { points[i] = t.apply(points[i]) } }
                for p in points { add(p) }
                polylines.append(Polyline(points: points, isClosed: true))
            case .shape(let shape):
                let device = shape.transformed(by: t)
                finite = finite && device.isFinite
                if let b = device.controlBounds {
                    add(Point(b.minX, b.minY))
                    add(Point(b.maxX, b.maxY))
                }
                polylines.append(contentsOf: device.flattened(tolerance: Canvas.tolerance))
            }
        }
        guard finite, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return }
        let shader = Shader(paint: paint, transform: t, alpha: state.alpha)
        rasterize(polylines, bounds: IntRect(covering: bounds.minX, bounds.minY, bounds.maxX, bounds.maxY),
                  rule: .nonZero) { y, spans in
            blendSpans(y: y, spans: spans, shader: shader)
        }
    }

    /// Composites `color` through an 8-bit mask whose top-left pixel lands on device pixel (x, y)
    /// (glyph images), honouring the clip and the global alpha.
    public func fillMask(_ mask: AlphaMask, deviceX: Int, deviceY: Int, color: Color) {
        let c = Blend.scale(color.premultiplied.packed, UInt32(Color.unit(state.alpha)))
        let target = IntRect(x0: deviceX, y0: deviceY, x1: deviceX + mask.width, y1: deviceY + mask.height)
        guard c >> 24 != 0, let r = target.intersection(state.clip) else { return }
        let count = r.width
        if state.clipMask == nil {
            // Straight from the mask's rows, no copy.
            let w = bitmap.width, mw = mask.width
            let table = maskTable(for: c)
            mask.coverage.withUnsafeBufferPointer { m in
                table.withUnsafeBufferPointer { t in
                    bitmap.pixels.withUnsafeMutableBufferPointer { px in
                        guard let pixels = px.baseAddress, let scaled = t.baseAddress, let coverage = m.baseAddress
                        else { return }
                        for y in r.y0..<r.y1 {
                            Blend.row(pixels + y * w + r.x0, count, scaledColors: scaled,
                                      coverage: coverage + (y - deviceY) * mw + (r.x0 - deviceX))
                        }
                    }
                }
            }
            return
        }
        if coverageRow.count < count { coverageRow = [UInt8](repeating: 0, count: count) }
        for y in r.y0..<r.y1 {
            let start = (y - deviceY) * mask.width + (r.x0 - deviceX)
            mask.coverage.withUnsafeBufferPointer { m in
                coverageRow.withUnsafeMutableBufferPointer { row in
                    for i in 0..<count { row[i] = m[start + i] }
                }
            }
            blendCoverageRow(y: y, x: r.x0, count: count, shader: nil, solid: c)
        }
    }

    // MARK: - Internals

    var clipRect: IntRect { state.clip }
    var clipMask: AlphaMask? { state.clipMask }

    func withPixels(_ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        let w = bitmap.width
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            if let start = px.baseAddress { body(start, w) }
        }
    }

    func fillDeviceRect(_ rect: IntRect, shader: Shader) {
        guard let r = rect.intersection(state.clip) else { return }
        if state.clipMask != nil {
            if coverageRow.count < r.width { coverageRow = [UInt8](repeating: 0, count: r.width) }
            for y in r.y0..<r.y1 {
                coverageRow.withUnsafeMutableBufferPointer { $0.update(repeating: 255) }
                blendCoverageRow(y: y, x: r.x0, count: r.width, shader: shader, solid: nil)
            }
            return
        }
        let w = bitmap.width
        if colorRow.count < r.width { colorRow = [UInt32](repeating: 0, count: r.width) }
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            guard let pixels = px.baseAddress else { return }
            for y in r.y0..<r.y1 {
                let dst = pixels + y * w + r.x0
                if let c = shader.rowColor(y) {
                    Blend.row(dst, r.width, color: c)
                } else {
                    colorRow.withUnsafeMutableBufferPointer { colors in
                        guard let out = colors.baseAddress else { return }
                        shader.shade(x: r.x0, y: y, count: r.width, into: out)
                        Blend.row(dst, r.width, colors: out, coverage: nil)
                    }
                }
            }
        }
    }

    func fillDevicePath(_ path: Path, shader: Shader, rule: FillRule) {
        rasterize(path, rule: rule) { y, spans in
            blendSpans(y: y, spans: spans, shader: shader)
        }
    }

    /// Scan-converts a device-space path within the clip rectangle, row by row.
    private func rasterize(_ path: Path, rule: FillRule,
                           _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageAccumulator.Span>) -> Void) {
        guard path.isFinite, let b = path.controlBounds else { return }
        rasterize(path.flattened(tolerance: Canvas.tolerance), bounds: IntRect(covering: b.minX, b.minY, b.maxX, b.maxY),
                  rule: rule, body)
    }

    /// Scan-converts device-space polygons whose points lie within `bounds`.
    private func rasterize(_ polylines: [Polyline], bounds: IntRect, rule: FillRule,
                           _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageAccumulator.Span>) -> Void) {
        guard let region = bounds.intersection(state.clip) else { return }
        accumulator.begin(region)
        accumulator.addPolygons(polylines)
        var spans: [CoverageAccumulator.Span] = []
        swap(&spans, &spanScratch)
        accumulator.finish(rule: rule, spans: &spans, body)
        swap(&spans, &spanScratch)
    }

    @exclusivity(unchecked) private var spanScratch: [CoverageAccumulator.Span] = []

    /// `Blend.scale(color, c)` for every coverage c, for the last few colours drawn through masks
    /// (text and its shadow take turns, label after label), so that a glyph pixel costs one
    /// lookup and one blend.
    @exclusivity(unchecked) private var maskTables: [(color: UInt32, table: [UInt32])] = []

    private func maskTable(for color: UInt32) -> [UInt32] {
        if let hit = maskTables.first(where: { $0.color == color }) { return hit.table }
        let table = (0..<256).map { Blend.scale(color, UInt32($0)) }
        if maskTables.count == 4 { maskTables.removeFirst() }
        maskTables.append((color, table))
        return table
    }

    /// Blends one row of coverage spans with the shader, through the clip mask if there is one.
    private func blendSpans(y: Int, spans: UnsafeBufferPointer<CoverageAccumulator.Span>, shader: Shader) {
        let rowColor = shader.rowColor(y)
        if state.clipMask != nil || rowColor == nil {
            // Per-pixel work: expand the spans into a coverage row.
            let x0 = Int(spans[0].x)
            let last = spans[spans.count - 1]
            let count = Int(last.x + last.count) - x0
            if coverageRow.count < count { coverageRow = [UInt8](repeating: 0, count: count) }
            coverageRow.withUnsafeMutableBufferPointer { row in
                guard let start = row.baseAddress else { return }
                start.update(repeating: 0, count: count)
                for span in spans {
                    (start + (Int(span.x) - x0)).update(repeating: span.coverage, count: Int(span.count))
                }
            }
            blendCoverageRow(y: y, x: x0, count: count, shader: shader, solid: nil)
            return
        }
        let color = rowColor ?? 0
        let w = bitmap.width
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            guard let pixels = px.baseAddress else { return }
            let row = pixels + y * w
            for span in spans {
                let c = span.coverage == 255 ? color : Blend.scale(color, UInt32(span.coverage))
                if span.count == 1 {
                    row[Int(span.x)] = Blend.over(c, row[Int(span.x)])
                } else {
                    Blend.row(row + Int(span.x), Int(span.count), color: c)
                }
            }
        }
    }

    /// Blends `coverageRow[0..<count]` at (x, y): through the clip mask, with the shader's colours
    /// (or one premultiplied `solid` colour).
    private func blendCoverageRow(y: Int, x: Int, count: Int, shader: Shader?, solid: UInt32?) {
        if let mask = state.clipMask {
            mask.coverage.withUnsafeBufferPointer { m in
                coverageRow.withUnsafeMutableBufferPointer { row in
                    let base = y * mask.width + x
                    for i in 0..<count { row[i] = mulDiv255(row[i], m[base + i]) }
                }
            }
        }
        let w = bitmap.width
        if colorRow.count < count { colorRow = [UInt32](repeating: 0, count: count) }
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            coverageRow.withUnsafeBufferPointer { cov in
                guard let pixels = px.baseAddress, let coverage = cov.baseAddress else { return }
                let dst = pixels + y * w + x
                if let c = solid ?? shader?.rowColor(y) {
                    Blend.row(dst, count, color: c, coverage: coverage)
                } else if let shader {
                    colorRow.withUnsafeMutableBufferPointer { colors in
                        guard let out = colors.baseAddress else { return }
                        shader.shade(x: x, y: y, count: count, into: out)
                        Blend.row(dst, count, colors: out, coverage: coverage)
                    }
                }
            }
        }
    }
}
