import Geometry
import Glibc
import Raster

/// Coverage over the device pixels of one box of a canvas, for art whose edges are softer than a
/// path fill's anti-aliasing: a disc whose edge fades across a band (a linear ramp, or a blurred
/// disc's shadow), a path's coverage cut out of it, drawn in one colour through
/// `Canvas.fillMask`. The info and contact add buttons' discs and shadows (docs/DESIGN.md
/// §Standard controls) are drawn this way, where stacked discs only approximated them.
///
/// Each pixel's coverage is sampled once, at its centre, in user space (the canvas's transform
/// inverted), so a mask follows the canvas's scale and any transform of an animation. The clip
/// and the global alpha apply as to any fill.
package struct SoftMask {
    /// How a disc's edge fades.
    package enum Edge: Hashable, Sendable {
        /// Linearly across `width` points centred on the radius (the pixel's own anti-aliasing
        /// included).
        case ramp(width: Double)
        /// As an edge blurred by a Gaussian of deviation `sigma` points: Φ((r − d) / s), where
        /// s² = σ² + 1/12 px² adds a pixel's box filter (Core Graphics' shadow blur; for a disc
        /// of radius r ≫ σ its blurred edge).
        case gaussian(sigma: Double)
    }

    /// The device pixels covered: columns x0..<x0+width, rows y0..<y0+height.
    let x0: Int, y0: Int, width: Int, height: Int
    /// 0…1 per pixel, top row first.
    private(set) var values: [Double]
    private let transform: Transform

    /// An empty mask over the device pixels `rect` (user space) touches, within the canvas.
    init(covering rect: Rect, on canvas: Canvas) {
        let t = canvas.transform
        let d = t.apply(rect)
        let lo = (x: max(0, Int(d.minX.rounded(.down))), y: max(0, Int(d.minY.rounded(.down))))
        let hi = (x: min(canvas.bitmap.width, Int(d.maxX.rounded(.up))), y: min(canvas.bitmap.height, Int(d.maxY.rounded(.up))))
        x0 = lo.x
        y0 = lo.y
        width = max(0, hi.x - lo.x)
        height = max(0, hi.y - lo.y)
        values = [Double](repeating: 0, count: width * height)
        transform = t
    }

    /// A disc about `center` of `radius` (points) with a soft `edge`, over the pixels of `rect`.
    init(disc center: Point, radius: Double, edge: Edge, covering rect: Rect, on canvas: Canvas) {
        self.init(covering: rect, on: canvas)
        let t = transform
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return }
        // Device pixels per point, for the box filter's share of the Gaussian's width.
        let pixelsPerPoint = abs(det).squareRoot()
        for row in 0..<height {
            for column in 0..<width {
                // The pixel's centre in user space.
                let dx = Double(x0 + column) + 0.5 - t.tx, dy = Double(y0 + row) + 0.5 - t.ty
                let ux = (t.d * dx - t.c * dy) / det, uy = (t.a * dy - t.b * dx) / det
                let inside = radius - ((ux - center.x) * (ux - center.x) + (uy - center.y) * (uy - center.y)).squareRoot()
                let value: Double
                switch edge {
                case .ramp(let w):
                    value = w > 0 ? inside / w + 0.5 : (inside >= 0 ? 1 : 0)
                case .gaussian(let sigma):
                    let s = (sigma * sigma + 1 / (12 * pixelsPerPoint * pixelsPerPoint)).squareRoot()
                    value = 0.5 * (1 + erf(inside / (s * 2.0.squareRoot())))
                }
                values[row * width + column] = min(1, max(0, value))
            }
        }
    }

    /// This mask where `path` (user space, filled by `rule`, anti-aliased as any fill) does not
    /// cover: the path cut out.
    func cutting(_ path: Path, rule: FillRule = .nonZero) -> SoftMask {
        guard width > 0, height > 0,
              let bitmap = try? Bitmap(width: width, height: height)
        else { return self }
        let scratch = Canvas(bitmap: bitmap)
        scratch.transform = transform.concatenating(.translation(Double(-x0), Double(-y0)))
        scratch.fill(path, with: .solid(.white), rule: rule)
        var cut = self
        for row in 0..<height {
            for column in 0..<width {
                let a = Double(scratch.bitmap[column, row].a) / 255
                cut.values[row * width + column] *= 1 - a
            }
        }
        return cut
    }

    /// Each pixel's coverage times `other`'s (the two over the same pixels).
    func times(_ other: SoftMask) -> SoftMask {
        precondition(other.x0 == x0 && other.y0 == y0 && other.width == width && other.height == height,
                     "masks over one box")
        var product = self
        for i in values.indices { product.values[i] *= other.values[i] }
        return product
    }

    /// One minus each pixel's coverage.
    var inverted: SoftMask {
        var inverse = self
        for i in values.indices { inverse.values[i] = 1 - values[i] }
        return inverse
    }

    /// Composites `color` (any alpha) through the mask, source-over.
    func fill(_ color: Color, on canvas: Canvas) {
        guard width > 0, height > 0 else { return }
        let coverage = values.map { UInt8(($0 * 255).rounded()) }
        canvas.fillMask(AlphaMask(width: width, height: height, coverage: coverage), deviceX: x0, deviceY: y0, color: color)
    }
}
