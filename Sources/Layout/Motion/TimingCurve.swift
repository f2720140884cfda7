/// A CSS timing function `cubic-bezier(x1, y1, x2, y2)`: the curve from (0, 0) to (1, 1) with those
/// two control points, read as progress (y) against time (x). UIKit's and PastryKit's navigation
/// transitions use `ease`.
public struct TimingCurve: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let ease = TimingCurve(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in-out`, cubic-bezier(0.42, 0, 0.58, 1): UIKit's `UIViewAnimationCurveEaseInOut`,
    /// the curve of a UIView animation unless it says otherwise.
    package static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Time itself.
    package static let linear = TimingCurve(0, 0, 1, 1)

    /// Progress at `time` (both 0…1; outside, clamped): solves x(s) = time for the curve's
    /// parameter s — Newton's method, then bisection where the slope is too flat — and returns y(s).
    public func progress(_ time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        var s = time
        for _ in 0..<8 {
            let error = TimingCurve.bezier(s, x1, x2) - time
            if abs(error) < 1e-9 { return TimingCurve.bezier(s, y1, y2) }
            let slope = TimingCurve.slope(s, x1, x2)
            guard abs(slope) > 1e-6 else { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = time
        for _ in 0..<60 {
            let x = TimingCurve.bezier(s, x1, x2)
            if abs(x - time) < 1e-9 { break }
            if x < time { low = s } else { high = s }
            s = (low + high) / 2
        }
        return TimingCurve.bezier(s, y1, y2)
    }

    /// One coordinate of the curve at parameter s, its control values p1 and p2 (ends 0 and 1).
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
