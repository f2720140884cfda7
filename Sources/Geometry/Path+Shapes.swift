#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The four corner radii of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    public init(_ all: Double) {
        self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all)
    }
}

/// The cubic control-point distance that approximates a quarter circle of radius 1
/// (4/3 · (√2 − 1); the error is below 0.03 % of the radius).
package let circleKappa = 0.5522847498

extension Path {
    /// A closed rectangle, clockwise on screen (y down) from the top-left corner.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    /// A rounded rectangle with its own radius at each corner, clockwise on screen. Radii are
    /// clamped so that two corners on one side never overlap (scaled down together, as CSS does).
    public mutating func addRoundedRect(_ r: Rect, radii: CornerRadii) {
        var tl = max(0, radii.topLeft), tr = max(0, radii.topRight)
        var br = max(0, radii.bottomRight), bl = max(0, radii.bottomLeft)
        var f = 1.0
        if tl + tr > r.width { f = min(f, r.width / (tl + tr)) }
        if bl + br > r.width { f = min(f, r.width / (bl + br)) }
        if tl + bl > r.height { f = min(f, r.height / (tl + bl)) }
        if tr + br > r.height { f = min(f, r.height / (tr + br)) }
        if f < 1 { tl *= f; tr *= f; br *= f; bl *= f }
        let k = circleKappa
        let (l, t, rr, b) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(l + tl, t))
        line(to: Point(rr - tr, t))
        if tr > 0 {
            cubic(to: Point(rr, t + tr), control1: Point(rr - tr + k * tr, t), control2: Point(rr, t + tr - k * tr))
        }
        line(to: Point(rr, b - br))
        if br > 0 {
            cubic(to: Point(rr - br, b), control1: Point(rr, b - br + k * br), control2: Point(rr - br + k * br, b))
        }
        line(to: Point(l + bl, b))
        if bl > 0 {
            cubic(to: Point(l, b - bl), control1: Point(l + bl - k * bl, b), control2: Point(l, b - bl + k * bl))
        }
        line(to: Point(l, t + tl))
        if tl > 0 {
            cubic(to: Point(l + tl, t), control1: Point(l, t + tl - k * tl), control2: Point(l + tl - k * tl, t))
        }
        close()
    }

    public mutating func addRoundedRect(_ r: Rect, radius: Double) {
        addRoundedRect(r, radii: CornerRadii(radius))
    }

    /// An ellipse inscribed in `r`, as four cubics.
    public mutating func addEllipse(in r: Rect) {
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = circleKappa * rx, ky = circleKappa * ry
        move(to: Point(cx + rx, cy))
        cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        close()
    }

    public mutating func addCircle(center: Point, radius: Double) {
        addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A circular arc, as Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)` on a
    /// y-down canvas: angles in radians from the +x axis, growing clockwise on screen; `clockwise`
    /// false sweeps the other way. Starts a line from the current point, or a new sub-path.
    /// Split into cubics of at most 90°.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool = true) {
        var sweep = endAngle - startAngle
        let twoPi = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let startPoint = Point(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: startPoint) } else { line(to: startPoint) }
        guard sweep != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(cos(a0), sin(a0)), p1 = Point(cos(a1), sin(a1))
            let c1 = Point(p0.x - k * p0.y, p0.y + k * p0.x)
            let c2 = Point(p1.x + k * p1.y, p1.y - k * p1.x)
            func place(_ p: Point) -> Point { Point(center.x + radius * p.x, center.y + radius * p.y) }
            cubic(to: place(p1), control1: place(c1), control2: place(c2))
            a0 = a1
        }
    }

    public static func rect(_ r: Rect) -> Path {
        var p = Path(); p.addRect(r); return p
    }

    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        var p = Path(); p.addRoundedRect(r, radius: radius); return p
    }

    public static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        var p = Path(); p.addRoundedRect(r, radii: radii); return p
    }

    public static func ellipse(in r: Rect) -> Path {
        var p = Path(); p.addEllipse(in: r); return p
    }

    public static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }
}
