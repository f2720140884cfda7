import Raster

/// The tint formula (docs/DESIGN.md §Tint): a tinted bar is computed per row from each tint channel
/// c as c + k·(255 − c), clipped to 0…255.
///
/// The first fit gives row 0 k = 0.59; rows 1–21 k = 0.405 − 0.0165·y; rows 22–42
/// k = −0.0079·(y − 22); row 43 = 0.40 × row 42. Those numbers fit the default bar (tint #8195af)
/// but miss the measured orange bar (#ff8000: rows 0 / 1 / 21 / 22 / 42 / 43 = #ffc994 / #ffb163 /
/// #ff8913 / #ff8000 / #ff6c00 / #612800) by up to 5 levels on rows 0, 21 and 43. Refitted to both
/// measured bars: row 0 k = 0.585, rows 1–21 k = 0.3885 − 0.0158·(y − 1), row 43 = 0.38 × row 42;
/// rows 22–42 as the first fit. Every pinned orange row is then within 2 levels, and the default bar through the
/// formula within 3 (the default bar itself is drawn from its own measured rows).
enum BarTint {
    static func k(row y: Int) -> Double {
        switch y {
        case ...0: return 0.585
        case 1...21: return 0.3885 - 0.0158 * Double(y - 1)
        default: return -0.0079 * Double(min(y, 42) - 22)
        }
    }

    /// c + k·(255 − c) on each channel, clipped; alpha kept.
    static func push(_ c: Color, k: Double) -> Color {
        func ch(_ v: UInt8) -> UInt8 {
            let x = Double(v) + k * (255 - Double(v))
            return UInt8(max(0, min(255, x.rounded())))
        }
        return Color(r: ch(c.r), g: ch(c.g), b: ch(c.b), a: c.a)
    }

    /// A row of a tinted navigation bar, 0…43.
    static func navigationBarRow(_ tint: Color, row y: Int) -> Color {
        if y >= 43 { return scale(navigationBarRow(tint, row: 42), 0.38) }
        return push(tint, k: k(row: y))
    }

    static func scale(_ c: Color, _ f: Double) -> Color {
        func ch(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(v) * f).rounded()))) }
        return Color(r: ch(c.r), g: ch(c.g), b: ch(c.b), a: c.a)
    }
}
