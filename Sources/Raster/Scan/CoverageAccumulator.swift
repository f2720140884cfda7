import Geometry

/// Exact-area anti-aliased scan conversion by signed-area accumulation.
///
/// Follows the approach of font-rs and stb_truetype 2 (and the cell idea of FreeType's `ftgrays`):
/// every line segment adds, to each pixel it crosses, the signed area it sweeps to its right within
/// that pixel row; a running sum along the row then gives each pixel's winding-weighted coverage.
/// Unlike Skia's supersampling this is exact area coverage, so an axis-aligned edge at x = 10.25
/// gives 75 % coverage and a 1-px line on a half-pixel centre covers whole pixels.
///
/// Non-zero coverage is min(1, |sum|); even-odd folds the sum (|sum| mod 2, mirrored above 1),
/// as `ftgrays` does. Segments are clipped to the region's rows; parts left of the region are
/// moved onto its left edge (they still add their winding) and parts right of it onto its right
/// edge (where nothing is read).
///
/// The cell buffer is kept between fills and zeroed as rows are read, so a fill costs only the
/// rows and columns it touches.
struct CoverageAccumulator {
    private var cells: [Float] = []
    /// One bit per cell that a segment touched, `words` 64-bit words a row: the row sweep visits
    /// only these cells and treats the runs between them as constant (the spans of `ftgrays`).
    private var touched: [UInt64] = []
    private var words = 0
    private(set) var region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var stride = 0

    /// Prepares for a fill whose coverage is wanted in `region` (device pixels).
    mutating func begin(_ region: IntRect) {
        self.region = region
        stride = region.width + 2
        words = (stride + 63) / 64
        let needed = stride * region.height
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }
        if touched.count < words * region.height { touched = [UInt64](repeating: 0, count: words * region.height) }
    }

    /// Adds every polyline as a closed polygon (device pixels): each point joined to the next and
    /// the last to the first. The cell buffers are opened once for all of them.
    mutating func addPolygons(_ polylines: [Polyline]) {
        let ox = Double(region.x0), oy = Double(region.y0)
        let w = Double(region.width), h = Double(region.height)
        let stride = self.stride, words = self.words, height = region.height
        cells.withUnsafeMutableBufferPointer { cellBuf in
            touched.withUnsafeMutableBufferPointer { bits in
                guard let cellBase = cellBuf.baseAddress, let bitBase = bits.baseAddress else { return }
                let sink = Sink(cells: cellBase, bits: bitBase, stride: stride, words: words,
                                height: height, width: w, rowsHeight: h)
                for poly in polylines {
                    let pts = poly.points
                    guard pts.count > 1 else { continue }
                    var prev = pts[pts.count - 1]
                    for p in pts {
                        sink.line(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy)
                        prev = p
                    }
                }
            }
        }
    }

    /// Adds one segment p0 → p1 (device pixels).
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        addPolygons([Polyline(points: [Point(x0, y0), Point(x1, y1)], isClosed: false)])
    }

    /// Writes segments into the open cell buffers.
    private struct Sink {
        let cells: UnsafeMutablePointer<Float>
        let bits: UnsafeMutablePointer<UInt64>
        let stride: Int, words: Int, height: Int
        let width: Double, rowsHeight: Double

        /// Clips a segment (region coordinates) to the rows, splits it at the left and right edges
        /// and accumulates each piece. Horizontal segments add nothing.
        @inline(__always)
        func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            var ax = x0, ay = y0, bx = x1, by = y1
            if ay == by || !(ay.isFinite && by.isFinite && ax.isFinite && bx.isFinite) { return }
            let dir: Float
            if ay < by { dir = 1 } else { dir = -1; swap(&ax, &bx); swap(&ay, &by) }
            let h = rowsHeight, w = width
            if by <= 0 || ay >= h { return }
            let dxdy = (bx - ax) / (by - ay)
            if ay < 0 { ax -= ay * dxdy; ay = 0 }
            if by > h { bx -= (by - h) * dxdy; by = h }
            if ay >= by { return }
            if min(ax, bx) >= 0 && max(ax, bx) <= w {
                accumulate(ax, ay, bx, by, dir)
                return
            }
            // Split where the segment crosses the left and right edges of the region.
            var t0 = 2.0, t1 = 2.0
            if bx != ax {
                let c0 = (0 - ax) / (bx - ax), c1 = (w - ax) / (bx - ax)
                if c0 > 0 && c0 < 1 { t0 = c0 }
                if c1 > 0 && c1 < 1 { t1 = c1 }
                if t1 < t0 { swap(&t0, &t1) }
            }
            var sx = ax, sy = ay
            for i in 0..<3 {
                let t = i == 0 ? t0 : (i == 1 ? t1 : 1.0)
                if t > 1 { continue }
                let ex = t == 1 ? bx : ax + (bx - ax) * t
                let ey = t == 1 ? by : ay + (by - ay) * t
                if ey > sy { accumulate(min(max(sx, 0), w), sy, min(max(ex, 0), w), ey, dir) }
                sx = ex
                sy = ey
            }
        }

        /// Adds a segment already inside the region, top to bottom (ay < by), with its winding direction.
        func accumulate(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ dir: Float) {
            let dxdy = (bx - ax) / (by - ay)
            var x = ax
            var y = Int(ay)
            let yEnd = min(height, Int(by.rounded(.up)))
            let cell = cells
            if bx == ax {
                // A vertical segment (the sides of every rounded rectangle): every row splits its
                // area between the same two cells, as the loop below would compute it each time.
                let c = min(max(ax + dxdy * 0, 0), width)
                let xaFloor = c.rounded(.down)
                let xai = Int(xaFloor)
                let xmf = Float(0.5 * (c + c) - xaFloor)
                while y < yEnd {
                    let top = max(Double(y), ay), bottom = min(Double(y + 1), by)
                    let d = Float(bottom - top) * dir
                    let row = cell + y * stride
                    row[xai] += d * (1 - xmf)
                    row[xai + 1] += d * xmf
                    CoverageAccumulator.markTouched(bits + y * words, from: xai, through: xai + 1)
                    y += 1
                }
                return
            }
                while y < yEnd {
                    let top = max(Double(y), ay), bottom = min(Double(y + 1), by)
                    let dy = bottom - top
                    // Analytically inside [0, width]; clamped so that rounding (x ≈ −1e-17 where a
                    // curve touches the region's left edge) can never reach column −1.
                    let xNext = min(max(x + dxdy * dy, 0), width)
                    let d = Float(dy) * dir
                    let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
                    let xaFloor = xa.rounded(.down)
                    let xai = Int(xaFloor)
                    let xbCeil = xb.rounded(.up)
                    var xbi = Int(xbCeil)
                    let row = cell + y * stride
                    if xbi <= xai + 1 {
                        // Within one pixel column: the area right of the segment's midpoint.
                        let xmf = Float(0.5 * (x + xNext) - xaFloor)
                        row[xai] += d * (1 - xmf)
                        row[xai + 1] += d * xmf
                        xbi = xai + 1
                    } else {
                        let s = 1 / (xb - xa)
                        let xaFrac = xa - xaFloor
                        let a0 = 0.5 * s * (1 - xaFrac) * (1 - xaFrac)
                        let xbFrac = xb - xbCeil + 1
                        let am = 0.5 * s * xbFrac * xbFrac
                        row[xai] += d * Float(a0)
                        if xbi == xai + 2 {
                            row[xai + 1] += d * Float(1 - a0 - am)
                        } else {
                            let a1 = s * (1.5 - xaFrac)
                            row[xai + 1] += d * Float(a1 - a0)
                            let ds = d * Float(s)
                            var xi = xai + 2
                            while xi < xbi - 1 {
                                row[xi] += ds
                                xi += 1
                            }
                            let a2 = a1 + Double(xbi - xai - 3) * s
                            row[xbi - 1] += d * Float(1 - a2 - am)
                        }
                        row[xbi] += d * Float(am)
                    }
                    CoverageAccumulator.markTouched(bits + y * words, from: xai, through: xbi)
                    x = xNext
                    y += 1
                }
        }
    }

    /// Sets the touched bits of cells `a...b` of a row.
    @inline(__always)
    fileprivate static func markTouched(_ bits: UnsafeMutablePointer<UInt64>, from a: Int, through b: Int) {
        var w = a >> 6
        let last = b >> 6
        while w <= last {
            let lo = w == a >> 6 ? a & 63 : 0
            let hi = w == last ? b & 63 : 63
            let mask = (hi == 63 ? ~UInt64(0) : (UInt64(1) << UInt64(hi + 1)) &- 1) & ~((UInt64(1) << UInt64(lo)) &- 1)
            bits[w] |= mask
            w += 1
        }
    }

    /// A run of pixels in one row with one coverage.
    struct Span {
        var x: Int32
        var count: Int32
        var coverage: UInt8
    }

    /// Calls `body` for every row with coverage, top to bottom, with its spans (device pixels,
    /// left to right, zero-coverage runs left out), then leaves the accumulator empty for the next
    /// fill. Only the touched cells are visited; between them the coverage is constant.
    mutating func finish(rule: FillRule, spans: inout [Span],
                         _ body: (_ y: Int, _ spans: UnsafeBufferPointer<Span>) -> Void) {
        let width = region.width, stride = self.stride, words = self.words, x0 = region.x0
        let evenOdd = rule == .evenOdd
        @inline(__always) func coverage(_ acc: Float) -> UInt8 {
            var a = abs(acc)
            if evenOdd {
                a = a.truncatingRemainder(dividingBy: 2)
                if a > 1 { a = 2 - a }
            } else if a > 1 {
                a = 1
            }
            return UInt8(a * 255 + 0.5)
        }
        // A row has at most one span a column (and one for the run before the first touched
        // cell): the spans are written into room made once, not appended one by one.
        if spans.count < width + 1 { spans = [Span](repeating: Span(x: 0, count: 0, coverage: 0), count: width + 1) }
        cells.withUnsafeMutableBufferPointer { cellBuf in
            touched.withUnsafeMutableBufferPointer { bits in
                spans.withUnsafeMutableBufferPointer { spanBuf in
                    guard let cellBase = cellBuf.baseAddress, let bitBase = bits.baseAddress,
                          let out = spanBuf.baseAddress else { return }
                    for y in 0..<region.height {
                        let row = cellBase + y * stride
                        let rowBits = bitBase + y * words
                        var n = 0
                        var acc: Float = 0
                        var x = 0  // the first column not yet emitted
                        for w in 0..<words {
                            var word = rowBits[w]
                            guard word != 0 else { continue }
                            rowBits[w] = 0
                            while word != 0 {
                                let c = w << 6 + word.trailingZeroBitCount
                                word &= word &- 1
                                if c > x && x < width {
                                    let cov = coverage(acc)
                                    if cov != 0 {
                                        out[n] = Span(x: Int32(x0 + x), count: Int32(min(c, width) - x), coverage: cov)
                                        n += 1
                                    }
                                }
                                acc += row[c]
                                row[c] = 0
                                if c < width {
                                    let cov = coverage(acc)
                                    if cov != 0 {
                                        if n > 0, out[n - 1].coverage == cov, Int(out[n - 1].x + out[n - 1].count) == x0 + c {
                                            out[n - 1].count += 1
                                        } else {
                                            out[n] = Span(x: Int32(x0 + c), count: 1, coverage: cov)
                                            n += 1
                                        }
                                    }
                                }
                                x = c + 1
                            }
                        }
                        if x < width {
                            let cov = coverage(acc)
                            if cov != 0 {
                                out[n] = Span(x: Int32(x0 + x), count: Int32(width - x), coverage: cov)
                                n += 1
                            }
                        }
                        if n > 0 { body(region.y0 + y, UnsafeBufferPointer(start: out, count: n)) }
                    }
                }
            }
        }
    }
}
