import Geometry

/// Which points a path with self-overlaps or holes covers.
public enum FillRule: Hashable, Sendable {
    /// Covered where the winding number is not zero (the default of Core Graphics, Skia, SVG).
    case nonZero
    /// Covered where the path crosses an odd number of times.
    case evenOdd
}

/// One colour of a gradient at a position from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(_ offset: Double, _ color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient between two points (in the canvas's user space), padded beyond its ends.
/// Colours are interpolated per channel in straight alpha, then premultiplied (as Skia does by
/// default); two stops at one offset make a hard step. At least one stop.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public private(set) var stops: [GradientStop]

    /// Stops are sorted by offset (stable, so equal offsets keep their order); nil without stops.
    public init?(start: Point, end: Point, stops: [GradientStop]) {
        guard !stops.isEmpty, start.isFinite, end.isFinite,
              stops.allSatisfy({ $0.offset.isFinite }) else { return nil }
        self.start = start
        self.end = end
        self.stops = stops.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
    }

    /// Two stops in order between finite end points, as `vertical` makes them.
    private init(from top: Color, to bottom: Color, start: Point, end: Point) {
        self.start = start
        self.end = end
        stops = [GradientStop(0, top), GradientStop(1, bottom)]
    }

    /// A top-to-bottom gradient over a box, from `top` at `y0` to `bottom` at `y1` (a bound that
    /// is not a finite number is taken as the other, or 0).
    public static func vertical(from top: Color, to bottom: Color, y0: Double, y1: Double) -> LinearGradient {
        let a = y0.isFinite ? y0 : (y1.isFinite ? y1 : 0), b = y1.isFinite ? y1 : a
        return LinearGradient(from: top, to: bottom, start: Point(0, a), end: Point(0, b))
    }

    /// The straight-alpha colour at parameter t (clamped to the stops).
    public func color(at t: Double) -> Color {
        let first = stops[0], last = stops[stops.count - 1]
        if !(t > first.offset) { return first.color }
        if t >= last.offset { return last.color }
        var i = 1
        while i < stops.count && stops[i].offset <= t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.offset - a.offset
        let f = span > 0 ? (t - a.offset) / span : 1
        @inline(__always) func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            // Rounded to nearest, then clamped to 0…255 (NaN gives 255, as min/max would).
            let v = LinearGradient.rounded(Double(x) + (Double(y) - Double(x)) * f)
            if !(v < 255) { return 255 }
            return v <= 0 ? 0 : UInt8(truncatingIfNeeded: Int(v))
        }
        return Color(r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g),
                     b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a))
    }
}

extension LinearGradient {
    /// `v.rounded()` (to nearest, ties away from zero) without the libm call that baseline x86-64
    /// makes for it: the integer part by truncation, then the exact fraction decides. Equal to
    /// `rounded()` for every value; NaN, infinities and huge values take `rounded()` itself.
    @inline(__always)
    static func rounded(_ v: Double) -> Double {
        guard abs(v) < 0x1p52 else { return v.rounded() }
        let whole = Double(Int64(v))
        let fraction = v - whole  // exact below 2^52
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }
}

/// What fills a shape.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)

    public static func color(_ c: Color) -> Paint { .solid(c) }

    public static func verticalGradient(_ top: Color, _ bottom: Color, y0: Double, y1: Double) -> Paint {
        .linearGradient(.vertical(from: top, to: bottom, y0: y0, y1: y1))
    }
}

public enum LineCap: Hashable, Sendable { case butt, round, square }
public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

/// How a path is stroked: width in user units, centred on the path.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// A miter whose length divided by the stroke width exceeds this ratio is drawn as a bevel
    /// (as SVG and Core Graphics).
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
