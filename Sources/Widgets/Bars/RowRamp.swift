import Geometry
import Raster

/// A table of row colours at 1x (docs/DESIGN.md §Bar rows is written row by row) turned into a
/// vertical gradient in points, so that the same chrome draws at @1x (each row its exact colour at
/// the row's centre), @2x and @3x (smooth ramps, 1-pt lines `scale` pixels thick).
struct RowRamp: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        /// One row of one colour.
        case row(Color)
        /// `count` rows whose colours run linearly from `first` (first row) to `last` (last row).
        case ramp(count: Int, first: Color, last: Color)
        /// `count` rows of one colour.
        case rows(count: Int, Color)

        var rowCount: Int {
            switch self {
            case .row: return 1
            case .ramp(let n, _, _), .rows(let n, _): return n
            }
        }
    }

    var segments: [Segment]

    var rowCount: Int { segments.reduce(0) { $0 + $1.rowCount } }

    /// The colour the table gives row `y` at 1x.
    func color(row y: Int) -> Color {
        var start = 0
        for s in segments {
            if y < start + s.rowCount {
                switch s {
                case .row(let c), .rows(_, let c): return c
                case .ramp(let n, let a, let b):
                    let t = n > 1 ? Double(y - start) / Double(n - 1) : 0
                    return Self.mix(a, b, t)
                }
            }
            start += s.rowCount
        }
        return segments.last.map { s -> Color in
            switch s {
            case .row(let c), .rows(_, let c): return c
            case .ramp(_, _, let b): return b
            }
        } ?? .clear
    }

    /// The gradient over a box whose top is at `top` (points) and that is `rowCount` points tall.
    func gradient(top: Double) -> LinearGradient {
        gradient(top: top, height: Double(rowCount))
    }

    /// The rows spread over `height` points from `top` (a table of 58 pixel rows of @2x art over a
    /// 29-pt box: one row a pixel).
    func gradient(top: Double, height: Double) -> LinearGradient {
        let h = Double(rowCount), k = height / h
        var stops: [GradientStop] = []
        var y = 0.0
        for s in segments {
            let n = Double(s.rowCount)
            switch s {
            case .row(let c), .rows(_, let c):
                stops.append(GradientStop(y / h, c))
                stops.append(GradientStop((y + n) / h, c))
            case .ramp(_, let a, let b):
                stops.append(GradientStop(y / h, a))
                stops.append(GradientStop((y + 0.5) / h, a))
                stops.append(GradientStop((y + n - 0.5) / h, b))
                stops.append(GradientStop((y + n) / h, b))
            }
            y += n
        }
        // Stops are never empty: a ramp has at least one segment by construction.
        return LinearGradient(start: Point(0, top), end: Point(0, top + h * k), stops: stops)
            ?? LinearGradient.vertical(from: .clear, to: .clear, y0: top, y1: top + h * k)
    }

    /// Linear mix of two colours per channel, rounded.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * t).rounded())))
        }
        return Color(r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: m(a.a, b.a))
    }
}
