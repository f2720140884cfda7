/// A rectangle in points in a bar's own coordinates (origin at the bar's top-left corner), or on
/// the canvas for `ScreenLayout`. Layout's output; the widgets layer draws into these.
public struct BarFrame: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = BarFrame(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }

    public func offsetBy(dx: Double, dy: Double = 0) -> BarFrame {
        BarFrame(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String {
        "x \(BarFrame.format(x)) y \(BarFrame.format(y)) w \(BarFrame.format(width)) h \(BarFrame.format(height))"
    }

    /// A number of points as people write it: `49`, `12.5`.
    public static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// A width and height in points.
public struct BarSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
