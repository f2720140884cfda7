/// A sub-path turned into straight segments.
package struct Polyline: Hashable, Sendable {
    package var points: [Point]
    package var isClosed: Bool

    package init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// Every sub-path as a polyline whose segments stay within `tolerance` of the curves
    /// (in the path's own units). Curves are split uniformly into a number of pieces computed from
    /// their control polygon, as tiny-skia's and font-rs' flatteners do: the error of a quadratic
    /// split into n pieces is at most |p0 − 2·p1 + p2| / (4·n²).
    package func flattened(tolerance: Double = 0.1) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var closed = false
        let tol = Swift.max(tolerance, 1e-4)
        func flush() {
            if current.count > 1 || (current.count == 1 && closed) {
                result.append(Polyline(points: current, isClosed: closed))
            }
            current = []
            closed = false
        }
        var pen = Point.zero
        var subpathStart = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                flush()
                current = [p]
                pen = p
                subpathStart = p
            case .line(let p):
                if current.isEmpty { current = [pen] }
                current.append(p)
                pen = p
            case .quad(let c, let p):
                if current.isEmpty { current = [pen] }
                let dd = (pen - c * 2 + p).length
                let n = Swift.min(1000, Swift.max(1, Int((dd / (4 * tol)).squareRoot().rounded(.up))))
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    let q = pen * (mt * mt) + c * (2 * mt * t) + p * (t * t)
                    current.append(i == n ? p : q)
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [pen] }
                let d1 = (pen - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p).length
                let dd = Swift.max(d1, d2)
                let n = Swift.min(1000, Swift.max(1, Int((3 * dd / (4 * tol)).squareRoot().rounded(.up))))
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    let a = mt * mt * mt, b = 3 * mt * mt * t, cc = 3 * mt * t * t, d = t * t * t
                    let q = Point(pen.x * a + c1.x * b + c2.x * cc + p.x * d,
                                  pen.y * a + c1.y * b + c2.y * cc + p.y * d)
                    current.append(i == n ? p : q)
                }
                pen = p
            case .close:
                if !current.isEmpty {
                    closed = true
                    flush()
                }
                pen = subpathStart
            }
        }
        flush()
        return result
    }
}
