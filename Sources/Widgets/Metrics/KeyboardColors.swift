import Raster

/// The keyboard's colours (docs/figures.md §Keyboard): measured on the five real 1x keyboards of the
/// fidelity references (rows counted from the keyboard's top, columns inside a key clear of its
/// label), except where marked chosen.
enum KeyboardColors {
    // MARK: Background (measured down the keyboard's edge columns)

    /// Row 0, a dark line; row 1 a light one; then one ramp to the bottom.
    static let topLine = Color(r: 58, g: 61, b: 66)
    static let topHighlight = Color(r: 178, g: 184, b: 191)
    static let rampTop = Color(r: 145, g: 153, b: 164)
    static let rampBottom = Color(r: 69, g: 79, b: 92)

    // MARK: Key faces, per row of keys (measured)

    /// A face's rows: its top row (a highlight), then the ramp from its second row to its last.
    struct Face: Hashable, Sendable {
        var highlight: Color
        var top: Color
        var bottom: Color
    }

    /// White keys in rows 1–3 (row 4 has none; it repeats row 3's).
    static let character: [Face] = [
        Face(highlight: Color(r: 254, g: 254, b: 254), top: Color(r: 249, g: 249, b: 250),
             bottom: Color(r: 222, g: 224, b: 226)),
        Face(highlight: Color(r: 253, g: 253, b: 253), top: Color(r: 244, g: 245, b: 246),
             bottom: Color(r: 218, g: 220, b: 222)),
        Face(highlight: Color(r: 253, g: 253, b: 253), top: Color(r: 236, g: 237, b: 239),
             bottom: Color(r: 213, g: 215, b: 219)),
    ]
    /// Blue-grey keys in row 3 (shift, delete) and row 4 (the plane key, return); rows 1–2 have
    /// none and take row 3's. The ramps are the least-squares lines through the faces' rows 1–37,
    /// down columns clear of the glyphs and titles (the second rows alone had left every face 1–3
    /// levels too light: shift 2.41 → 1.64 MAE, delete 1.59 → 0.93, return 2.37 → 1.74).
    static let function: [Face] = [
        Face(highlight: Color(r: 201, g: 206, b: 210), top: Color(r: 147, g: 155, b: 166),
             bottom: Color(r: 103, g: 112, b: 127)),
        Face(highlight: Color(r: 168, g: 174, b: 182), top: Color(r: 128, g: 136, b: 147),
             bottom: Color(r: 81, g: 90, b: 103)),
    ]
    /// Space and its kin in row 4.
    static let light = Face(highlight: .white, top: Color(r: 223, g: 224, b: 227),
                            bottom: Color(r: 180, g: 184, b: 191))
    /// The blue return key (chosen: UIKit's blue action key as recalled; no blue key in the
    /// references).
    static let blue = Face(highlight: Color(r: 160, g: 190, b: 245), top: Color(r: 98, g: 143, b: 234),
                           bottom: Color(r: 34, g: 94, b: 212))

    // MARK: Shadows (measured round the keys: see KeyboardArt.drawShadow)

    static let edgeAlpha = 0.06
    static let haloAlpha = 0.05
    /// The three rows under a face: 1, 2 and 3 rows below it.
    static let underAlphas = [0.517, 0.144, 0.09]

    // MARK: Labels

    static let letter = Color.black
    /// A white line a point under the letters (measured: 255 under the stems of `M` and `G`, on a
    /// face of 221–226: opaque white).
    static let letterShadow = Color.white
    static let functionTitle = Color.white
    /// A dark line a point above the white titles and glyphs (measured above the shift arrow).
    static let functionShadow = Color.black.withAlpha(0.2)
    /// `space`'s grey (measured: the darkest of its ink) and a white shadow under it.
    static let lightTitle = Color(r: 76, g: 80, b: 88)
    /// A greyed return key's title (chosen).
    static let disabledTitle = Color.white.withAlpha(0.45)

    // MARK: Pads (measured on the number and phone pads)

    static let padLine = Color(r: 64, g: 64, b: 64)
    static let padHighlight = Color(r: 147, g: 152, b: 162)
    static let padTop = Color(r: 111, g: 118, b: 131)
    static let padBottom = Color(r: 77, g: 84, b: 98)
    static let padLightHighlight = Color(r: 231, g: 231, b: 234)
    static let padLightTop = Color(r: 223, g: 224, b: 227)
    static let padLightBottom = Color(r: 179, g: 183, b: 190)
    /// The pad's letters under the digits (measured: a light grey).
    static let padLetters = Color(r: 217, g: 219, b: 221)
    /// The glyphs on the pads' light cells (delete, `+*#`; measured).
    static let padGlyph = Color(r: 77, g: 84, b: 98)

    // MARK: The alert keyboard (chosen: no reference; the phone's darker, near-black keyboard)

    /// The background and the function keys darkened by this factor.
    static let alertDarkening = 0.45
}
