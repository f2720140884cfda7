import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a path into the outline of its stroke, to be filled with the non-zero rule.
///
/// Follows Skia's stroker (and tiny-skia's `stroker.rs`) in spirit, on flattened sub-paths: each
/// open sub-path becomes one contour (left offsets forward, end cap, right offsets backward,
/// start cap); each closed sub-path becomes two contours of opposite direction (outer and inner
/// ring). At a corner the outer side gets the join (miter, round or bevel) and the inner side
/// passes through the corner point itself, so the overlaps are resolved by the non-zero rule.
/// Unlike Skia, curves are flattened first rather than offset as curves: the outline is a polygon
/// within the flattening tolerance.
enum Stroker {
    /// One piece of an outline: a closed polygon (most of every stroke), or a path with curves
    /// (the cap of a sub-path that is a single point).
    enum Piece {
        case ring([Point])
        case shape(Path)
    }

    /// The outline as one path (the pieces in order, each polygon closed).
    static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        var out = Path()
        for piece in pieces(of: path, style: style, tolerance: tolerance) {
            switch piece {
            case .ring(let points): out.append(Path.polygon(points))
            case .shape(let shape): out.append(shape)
            }
        }
        return out
    }

    /// The outline's pieces in order. `Canvas.stroke` rasterises the polygons as they are — what
    /// flattening `outline(of:)` would give back, point for point — without building the path.
    static func pieces(of path: Path, style: StrokeStyle, tolerance: Double) -> [Piece] {
        var out: [Piece] = []
        let hw = style.width / 2
        guard hw > 0, hw.isFinite else { return out }
        for poly in path.flattened(tolerance: tolerance) {
            var pts: [Point] = []
            pts.reserveCapacity(poly.points.count)
            for p in poly.points where pts.last.map({ $0.distance(to: p) > 1e-9 }) ?? true {
                pts.append(p)
            }
            if poly.isClosed, pts.count > 2, let f = pts.first, let l = pts.last, f.distance(to: l) <= 1e-9 {
                pts.removeLast()
            }
            if pts.count == 1 {
                var dot = Path()
                addDot(at: pts[0], hw: hw, cap: style.cap, tolerance: tolerance, into: &dot)
                if !dot.isEmpty { out.append(.shape(dot)) }
                continue
            }
            if poly.isClosed && pts.count >= 3 {
                addClosed(pts, hw: hw, style: style, tolerance: tolerance, into: &out)
            } else if pts.count >= 2 {
                addOpen(pts, hw: hw, style: style, tolerance: tolerance, into: &out)
            }
        }
        return out
    }

    /// The unit normal of a → b, pointing to the right of the direction of travel on a y-down screen.
    private static func normal(_ a: Point, _ b: Point) -> Point {
        let d = (b - a).normalized ?? Point(1, 0)
        return Point(-d.y, d.x)
    }

    /// The offset points of one side at a corner from the segment with normal `nIn` to the one
    /// with normal `nOut`, `side` +1 or −1.
    private static func join(at p: Point, nIn: Point, nOut: Point, side: Double, hw: Double,
                             style: StrokeStyle, tolerance: Double, into pts: inout [Point]) {
        let a = p + nIn * (side * hw), b = p + nOut * (side * hw)
        let dOut = Point(nOut.y, -nOut.x)  // direction of the outgoing segment
        let turnsTowardSide = dOut.dot(nIn * side) > 1e-12
        let straight = nIn.dot(nOut) > 1 - 1e-12
        if straight {
            pts.append(a)
            return
        }
        if turnsTowardSide {
            // Inner side: through the corner itself.
            pts.append(a)
            pts.append(p)
            pts.append(b)
            return
        }
        switch style.join {
        case .bevel:
            pts.append(a)
            pts.append(b)
        case .miter:
            let cosTheta = nIn.dot(nOut)  // angle between the normals
            let cosHalf = ((1 + cosTheta) / 2).squareRoot()
            // Miter length / stroke width = 1 / sin(φ/2) where φ is the corner's inner angle; that
            // equals 1 / cos(θ/2) for the angle θ between the segments' directions.
            if cosHalf > 1e-9, 1 / cosHalf <= style.miterLimit {
                let bisector = (nIn + nOut).normalized ?? nIn
                pts.append(a)
                pts.append(p + bisector * (side * hw / cosHalf))
                pts.append(b)
            } else {
                pts.append(a)
                pts.append(b)
            }
        case .round:
            pts.append(a)
            appendArc(center: p, from: a, to: b, radius: hw, tolerance: tolerance, into: &pts)
        }
    }

    /// Points along the shorter circular arc from a to b (both at `radius` from the centre), b included.
    private static func appendArc(center: Point, from a: Point, to b: Point, radius: Double,
                                  tolerance: Double, into pts: inout [Point], sweepSign: Double? = nil) {
        let a0 = atan2(a.y - center.y, a.x - center.x)
        var sweep = atan2(b.y - center.y, b.x - center.x) - a0
        if let sign = sweepSign {
            if sign > 0 && sweep < 0 { sweep += 2 * .pi }
            if sign < 0 && sweep > 0 { sweep -= 2 * .pi }
        } else {
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
        }
        let step = 2 * acos(max(-1, min(1, 1 - tolerance / max(radius, tolerance))))
        let n = max(1, min(256, Int((abs(sweep) / max(step, 1e-3)).rounded(.up))))
        for i in 1...n {
            let t = a0 + sweep * Double(i) / Double(n)
            pts.append(i == n ? b : Point(center.x + radius * cos(t), center.y + radius * sin(t)))
        }
    }

    /// A cap at the end p of a run whose direction of travel is d, with n = d turned 90° to the
    /// right: called after the point p + n·hw, ends at p − n·hw, bulging along d.
    private static func addCap(at p: Point, normal n: Point, hw: Double, cap: LineCap,
                               tolerance: Double, into pts: inout [Point]) {
        let d = Point(n.y, -n.x)
        switch cap {
        case .butt:
            pts.append(p - n * hw)
        case .square:
            pts.append(p + n * hw + d * hw)
            pts.append(p - n * hw + d * hw)
            pts.append(p - n * hw)
        case .round:
            appendArc(center: p, from: p + n * hw, to: p - n * hw, radius: hw, tolerance: tolerance,
                      into: &pts, sweepSign: -1)
        }
    }

    private static func addOpen(_ p: [Point], hw: Double, style: StrokeStyle, tolerance: Double,
                                into out: inout [Piece]) {
        let n = p.count
        var normals: [Point] = []
        normals.reserveCapacity(n - 1)
        for i in 0..<(n - 1) { normals.append(normal(p[i], p[i + 1])) }
        var pts: [Point] = [p[0] + normals[0] * hw]
        for i in 1..<(n - 1) {
            join(at: p[i], nIn: normals[i - 1], nOut: normals[i], side: 1, hw: hw, style: style,
                 tolerance: tolerance, into: &pts)
        }
        pts.append(p[n - 1] + normals[n - 2] * hw)
        addCap(at: p[n - 1], normal: normals[n - 2], hw: hw, cap: style.cap,
               tolerance: tolerance, into: &pts)
        for i in stride(from: n - 2, through: 1, by: -1) {
            // Travelling backwards, the right side's normals are the reversed segment's left normals.
            join(at: p[i], nIn: -normals[i], nOut: -normals[i - 1], side: 1, hw: hw, style: style,
                 tolerance: tolerance, into: &pts)
        }
        pts.append(p[0] - normals[0] * hw)
        addCap(at: p[0], normal: -normals[0], hw: hw, cap: style.cap,
               tolerance: tolerance, into: &pts)
        out.append(.ring(pts))
    }

    private static func addClosed(_ p: [Point], hw: Double, style: StrokeStyle, tolerance: Double,
                                  into out: inout [Piece]) {
        let n = p.count
        var normals: [Point] = []
        normals.reserveCapacity(n)
        for i in 0..<n { normals.append(normal(p[i], p[(i + 1) % n])) }
        var left: [Point] = []
        for i in 0..<n {
            join(at: p[i], nIn: normals[(i + n - 1) % n], nOut: normals[i], side: 1, hw: hw,
                 style: style, tolerance: tolerance, into: &left)
        }
        var right: [Point] = []
        for i in stride(from: n - 1, through: 0, by: -1) {
            join(at: p[i], nIn: -normals[i], nOut: -normals[(i + n - 1) % n], side: 1, hw: hw,
                 style: style, tolerance: tolerance, into: &right)
        }
        out.append(.ring(left))
        out.append(.ring(right))
    }

    private static func addDot(at p: Point, hw: Double, cap: LineCap, tolerance: Double, into out: inout Path) {
        switch cap {
        case .butt: return
        case .square: out.addRect(Rect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
        case .round: out.addCircle(center: p, radius: hw)
        }
    }
}
