import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shape builders for the vector glyphs (system icons, status-bar glyphs).
///
/// Every glyph is one path filled with the non-zero rule, so that its shadow and glow are single
/// fills too. The convention that makes this work: solid parts run clockwise on screen (y down,
/// the direction of `Path.addRect`), holes run counter-clockwise. Overlapping solid parts then
/// merge, and a hole punches through exactly one solid part. Strokes are never used: a line of a
/// glyph is built as its outline here (bands, capsules), as the canvas's stroker is internal.
enum GlyphGeometry {
    /// Twice the signed area of a polygon; positive when it runs clockwise on screen (y down).
    static func doubleSignedArea(_ points: [Point]) -> Double {
        guard points.count > 2 else { return 0 }
        var sum = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    /// A closed polygon, turned to run clockwise on screen (solid) or counter-clockwise (a hole).
    static func polygon(_ points: [Point], hole: Bool = false) -> Path {
        let clockwise = doubleSignedArea(points) >= 0
        return Path.polygon(clockwise != hole ? points : points.reversed())
    }

    /// A closed polygon whose corners are rounded: each corner `radius` back along both of its
    /// edges, joined by a quadratic curve with the corner as its control point (a circular arc's
    /// near twin at right angles). A radius of 0 keeps the corner sharp. Turned to run clockwise on
    /// screen, or counter-clockwise for a hole.
    static func roundedPolygon(_ corners: [(Point, Double)], hole: Bool = false) -> Path {
        let points = corners.map(\.0)
        let clockwise = doubleSignedArea(points) >= 0
        let list = clockwise != hole ? corners : corners.reversed()
        var p = Path()
        let n = list.count
        guard n > 2 else { return p }
        for i in 0...n {
            let (v, r) = list[i % n]
            let prev = list[(i + n - 1) % n].0, next = list[(i + 1) % n].0
            guard r > 0, let toPrev = (prev - v).normalized, let toNext = (next - v).normalized else {
                if i == 0 { p.move(to: v) } else if i < n { p.line(to: v) }
                continue
            }
            let a = v + toPrev * r, b = v + toNext * r
            if i == 0 { p.move(to: b); continue }
            p.line(to: a)
            p.quad(to: b, control: v)
        }
        p.close()
        return p
    }

    /// A full circle: clockwise on screen when solid, counter-clockwise for a hole.
    static func circle(center: Point, radius: Double, hole: Bool = false) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: 0, endAngle: hole ? -2 * Double.pi : 2 * Double.pi,
                 clockwise: !hole)
        p.close()
        return p
    }

    /// A rounded rectangle: clockwise (as `addRoundedRect` builds it) or reversed for a hole.
    static func roundedRect(_ r: Rect, radius: Double, hole: Bool = false) -> Path {
        let p = Path.roundedRect(r, radius: radius)
        return hole ? reversed(p) : p
    }

    /// The annular sector between radii `inner` and `outer`, swept clockwise on screen from
    /// `start` to `end` (radians, y-down angles as `Path.addArc`), with radial ends: an arc of a
    /// line, as a fillable outline. `inner` may be 0 for a pie slice.
    static func band(center: Point, inner: Double, outer: Double, start: Double, end: Double) -> Path {
        var p = Path()
        p.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
        if inner > 0 {
            p.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
        } else {
            p.line(to: center)
        }
        p.close()
        return p
    }

    /// A straight bar of `width` along the segment `a`–`b`, clockwise, with square (butt) ends or
    /// round caps at either end.
    static func bar(from a: Point, to b: Point, width: Double, roundStart: Bool = false,
                    roundEnd: Bool = false) -> Path {
        guard let d = (b - a).normalized else { return Path() }
        let h = width / 2
        // n points to the left of the direction of travel on screen, so a → b on the n side and
        // back on the −n side runs clockwise.
        let n = Point(d.y, -d.x)
        let angle = atan2(n.y, n.x)
        var p = Path()
        p.move(to: a + n * h)
        p.line(to: b + n * h)
        if roundEnd {
            p.addArc(center: b, radius: h, startAngle: angle, endAngle: angle + Double.pi, clockwise: true)
        } else {
            p.line(to: b - n * h)
        }
        p.line(to: a - n * h)
        if roundStart {
            p.addArc(center: a, radius: h, startAngle: angle + Double.pi, endAngle: angle + 2 * Double.pi,
                     clockwise: true)
        }
        p.close()
        return p
    }

    /// The same sub-paths traced backwards (a solid part turned into a hole and back).
    static func reversed(_ path: Path) -> Path {
        var out = Path()
        var sub: [PathElement] = []
        func flush(closed: Bool) {
            defer { sub = [] }
            guard case .move(let first)? = sub.first, sub.count > 1 else { return }
            // The end point of each element, so that element i runs from points[i - 1] to points[i].
            var points: [Point] = [first]
            for e in sub.dropFirst() {
                switch e {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): points.append(p)
                case .move, .close: break
                }
            }
            guard let last = points.last else { return }
            out.move(to: last)
            var i = sub.count - 1
            while i >= 1 {
                let to = points[i - 1]
                switch sub[i] {
                case .line: out.line(to: to)
                case .quad(let c, _): out.quad(to: to, control: c)
                case .cubic(let c1, let c2, _): out.cubic(to: to, control1: c2, control2: c1)
                case .move, .close: break
                }
                i -= 1
            }
            if closed { out.close() }
        }
        for e in path.elements {
            switch e {
            case .move:
                flush(closed: false)
                sub = [e]
            case .close:
                flush(closed: true)
            default:
                sub.append(e)
            }
        }
        flush(closed: false)
        return out
    }

    /// The two pages of an open book, mirrored about x = `width` / 2: the left page's top edge is
    /// `top` (left to right, up to the spine), its foot the same curve `height` lower, and its
    /// inside a hole `side` thick at the outer edge and `edge` thick along the top and the foot.
    /// The toolbar's and the tab bar's bookmarks glyphs; each adds its own spine.
    static func openBookPages(top: CubicSegment, height: Double, side: Double, edge: Double, width: Double) -> Path {
        var left = Path()
        left.move(to: top.p0)
        left.cubic(along: top)
        left.line(to: top.p1 + Point(0, height))
        left.cubic(along: top.offsetBy(dy: height).reversed)
        left.close()
        // The inside of the page, right of its outer side: counter-clockwise, a hole.
        let inner = top.tail(from: top.parameter(atX: top.p0.x + side))
        var hole = Path()
        hole.move(to: inner.p0 + Point(0, edge))
        hole.line(to: inner.p0 + Point(0, height - edge))
        hole.cubic(along: inner.offsetBy(dy: height - edge))
        hole.line(to: inner.p1 + Point(0, edge))
        hole.cubic(along: inner.offsetBy(dy: edge).reversed)
        hole.close()
        left.append(hole)
        var pages = left
        pages.append(mirrored(left, width: width))
        return pages
    }

    /// The path mirrored left to right inside a box `width` wide, re-oriented so that solid parts
    /// stay clockwise (a mirror image runs the other way).
    static func mirrored(_ path: Path, width: Double) -> Path {
        reversed(path.transformed(by: Transform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)))
    }

    /// The transform that fits a design of `natural` size (origin at 0, 0) into `rect`, keeping its
    /// proportions and centring it on the free axis.
    static func fit(_ natural: Size, into rect: Rect) -> Transform {
        guard natural.width > 0, natural.height > 0 else { return .translation(rect.minX, rect.minY) }
        let s = min(rect.width / natural.width, rect.height / natural.height)
        return Transform.scale(s, s).concatenating(
            .translation(rect.midX - natural.width * s / 2, rect.midY - natural.height * s / 2))
    }

    /// The bounds of the ink: the path flattened finely, so arcs do not count their control points.
    static func inkBounds(_ path: Path) -> Rect? {
        var r: Rect?
        for poly in path.flattened(tolerance: 0.01) {
            for p in poly.points {
                let q = Rect(x: p.x, y: p.y, width: 0, height: 0)
                r = r.map { $0.union(q) } ?? q
            }
        }
        return r
    }
}

/// A cubic Bézier segment, for designs that need part of a curve (the bookmarks' arches).
struct CubicSegment {
    var p0, c1, c2, p1: Point

    func point(at t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
    }

    /// The part of the curve from `t` to its end (de Casteljau).
    func tail(from t: Double) -> CubicSegment {
        let a = p0.lerp(to: c1, t), b = c1.lerp(to: c2, t), c = c2.lerp(to: p1, t)
        let d = a.lerp(to: b, t), e = b.lerp(to: c, t)
        return CubicSegment(p0: d.lerp(to: e, t), c1: e, c2: c, p1: p1)
    }

    /// The parameter at which a curve whose x only grows reaches `x`, by bisection.
    func parameter(atX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if point(at: mid).x < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    func offsetBy(dy: Double) -> CubicSegment {
        let d = Point(0, dy)
        return CubicSegment(p0: p0 + d, c1: c1 + d, c2: c2 + d, p1: p1 + d)
    }

    var reversed: CubicSegment { CubicSegment(p0: p1, c1: c2, c2: c1, p1: p0) }
}

extension Path {
    /// Continues the current sub-path along `segment` (which should start where the path is).
    mutating func cubic(along segment: CubicSegment) {
        cubic(to: segment.p1, control1: segment.c1, control2: segment.c2)
    }
}
