import Geometry

extension Path {
    /// The path of a convex shape moved inwards by `distance` on every side (a border's inner edge).
    ///
    /// The shape is flattened (to `tolerance`) and every vertex moves along its corner's bisector,
    /// by the miter formula v + d·(n₁ + n₂)/(1 + n₁·n₂) with the inward unit normals of its two edges,
    /// which stays stable where a flattened curve makes nearly straight corners. Only the first
    /// sub-path counts; a shape too small for the inset gives an empty path.
    func insetConvex(by distance: Double, tolerance: Double = 0.01) -> Path {
        guard let poly = flattened(tolerance: tolerance).first else { return Path() }
        var pts: [Point] = []
        for p in poly.points where pts.last.map({ $0.distance(to: p) > 1e-6 }) ?? true { pts.append(p) }
        if let f = pts.first, let l = pts.last, pts.count > 1, f.distance(to: l) <= 1e-6 { pts.removeLast() }
        let n = pts.count
        guard n >= 3 else { return Path() }
        // Orientation from the signed area (y down: positive = clockwise on screen).
        var area = 0.0
        for i in 0..<n { area += pts[i].cross(pts[(i + 1) % n]) }
        let sign: Double = area > 0 ? 1 : -1
        func inward(_ a: Point, _ b: Point) -> Point {
            guard let d = (b - a).normalized else { return .zero }
            return Point(-d.y, d.x) * sign
        }
        var out: [Point] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            let prev = pts[(i + n - 1) % n], cur = pts[i], next = pts[(i + 1) % n]
            let n1 = inward(prev, cur), n2 = inward(cur, next)
            let denom = 1 + n1.dot(n2)
            guard denom > 1e-6 else { continue }
            out.append(cur + (n1 + n2) * (distance / denom))
        }
        // A shape narrower than twice the inset turns inside out: its orientation flips.
        var insetArea = 0.0
        for i in 0..<out.count { insetArea += out[i].cross(out[(i + 1) % out.count]) }
        guard insetArea * area > 0 else { return Path() }
        return Path.polygon(out)
    }
}
