/// An affine transform, as Core Graphics' `CGAffineTransform`:
/// x' = a·x + c·y + tx,  y' = b·x + d·y + ty.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func rotation(_ radians: Double) -> Transform {
        let s = sin(radians), co = cos(radians)
        return Transform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ o: Transform) -> Transform {
        Transform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public func translatedBy(_ dx: Double, _ dy: Double) -> Transform {
        Transform.translation(dx, dy).concatenating(self)
    }

    public func scaledBy(_ sx: Double, _ sy: Double) -> Transform {
        Transform.scale(sx, sy).concatenating(self)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// True when the transform only scales and translates (no rotation or skew).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    public var isIdentity: Bool { self == .identity }

    /// The largest factor by which the transform stretches a length (for curve tolerances).
    public var maxScale: Double {
        max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }

    public func apply(_ r: Rect) -> Rect {
        let p = [apply(Point(r.minX, r.minY)), apply(Point(r.maxX, r.minY)),
                 apply(Point(r.minX, r.maxY)), apply(Point(r.maxX, r.maxY))]
        return Rect(left: min(p[0].x, p[1].x, p[2].x, p[3].x), top: min(p[0].y, p[1].y, p[2].y, p[3].y),
                    right: max(p[0].x, p[1].x, p[2].x, p[3].x), bottom: max(p[0].y, p[1].y, p[2].y, p[3].y))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
