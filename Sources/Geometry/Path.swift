/// One drawing instruction of a path.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A quadratic Bézier: control point, end point.
    case quad(Point, Point)
    /// A cubic Bézier: two control points, end point.
    case cubic(Point, Point, Point)
    case close
}

/// A vector path made of sub-paths of lines and quadratic and cubic Bézier curves,
/// with builder methods in the style of Core Graphics (`move`, `line`, `quad`, `cubic`, `close`).
///
/// A drawing command before any `move` starts a sub-path at (0, 0), like Skia.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// Where the current sub-path started (for `close`) and where the pen is.
    private var start: Point = .zero
    public private(set) var currentPoint: Point? = nil

    public init() {}

    public init(elements: [PathElement]) {
        for e in elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    public var isEmpty: Bool { elements.isEmpty }

    private mutating func ensureStarted() {
        if currentPoint == nil { move(to: .zero) }
    }

    public mutating func move(to p: Point) {
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(p))
        start = p
        currentPoint = p
    }

    public mutating func line(to p: Point) {
        ensureStarted()
        elements.append(.line(p))
        currentPoint = p
    }

    public mutating func quad(to p: Point, control c: Point) {
        ensureStarted()
        elements.append(.quad(c, p))
        currentPoint = p
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureStarted()
        elements.append(.cubic(c1, c2, p))
        currentPoint = p
    }

    public mutating func close() {
        guard currentPoint != nil else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        currentPoint = start
    }

    public mutating func append(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The path with every point mapped through `t`.
    public func transformed(by t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p):
                out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// The bounds of all points, control points included (a superset of the curve's bounds),
    /// or nil for an empty path.
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return Rect(left: minX, top: minY, right: maxX, bottom: maxY)
    }

    /// True when every coordinate is finite (a NaN or infinity would make the rasterizer's work unbounded).
    public var isFinite: Bool {
        for e in elements {
            switch e {
            case .move(let p), .line(let p): if !p.isFinite { return false }
            case .quad(let c, let p): if !c.isFinite || !p.isFinite { return false }
            case .cubic(let c1, let c2, let p):
                if !c1.isFinite || !c2.isFinite || !p.isFinite { return false }
            case .close: break
            }
        }
        return true
    }
}
