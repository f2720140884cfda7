/// A rectangle of whole device pixels: columns x0..<x1, rows y0..<y1.
struct IntRect: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: IntRect) -> IntRect? {
        let r = IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? nil : r
    }

    /// The pixels a real-valued box touches (rounded outwards), clamped to ±2^30 so that
    /// conversion to Int can never trap.
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        func clampInt(_ v: Double) -> Int {
            let limit = Double(1 << 30)
            return Int(max(-limit, min(limit, v)))
        }
        x0 = clampInt(minX.rounded(.down))
        y0 = clampInt(minY.rounded(.down))
        x1 = clampInt(maxX.rounded(.up))
        y1 = clampInt(maxY.rounded(.up))
    }

    /// The pixels wholly inside a real-valued box (rounded inwards; empty when none is, or when
    /// a coordinate is not finite), clamped as `init(covering:)` is.
    init(inside minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        self.init(covering: minX.rounded(.up), minY.rounded(.up), maxX.rounded(.down), maxY.rounded(.down))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
}
