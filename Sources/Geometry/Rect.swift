/// An axis-aligned rectangle: origin at its top-left corner (y grows downwards), never a negative size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle; a negative width or height is normalised so that the rectangle covers the same area.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = width < 0 ? x + width : x
        self.y = height < 0 ? y + height : y
        self.width = abs(width)
        self.height = abs(height)
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rectangle between two edges on each axis.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var origin: Point { Point(x, y) }
    public var size: Size { Size(width: width, height: height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ o: Rect) -> Rect? {
        let l = max(minX, o.minX), t = max(minY, o.minY)
        let r = min(maxX, o.maxX), b = min(maxY, o.maxY)
        guard r > l, b > t else { return nil }
        return Rect(left: l, top: t, right: r, bottom: b)
    }

    /// The smallest rectangle that holds both.
    public func union(_ o: Rect) -> Rect {
        Rect(left: min(minX, o.minX), top: min(minY, o.minY),
             right: max(maxX, o.maxX), bottom: max(maxY, o.maxY))
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public func inset(by i: EdgeInsets) -> Rect {
        Rect(x: x + i.left, y: y + i.top,
             width: max(0, width - i.left - i.right), height: max(0, height - i.top - i.bottom))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public func scaled(by s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
