/// Which of the bundled faces a glyph comes from (indexes `Typesetter.faces`, in `FontFile` order).
enum FaceSlot: Int, Sendable {
    case primaryRegular, primaryBold, fallbackRegular, fallbackBold

    static func primary(bold: Bool) -> FaceSlot { bold ? .primaryBold : .primaryRegular }
    static func fallback(bold: Bool) -> FaceSlot { bold ? .fallbackBold : .fallbackRegular }
}

/// A glyph of a run: which face, which glyph, and its pen position in points from the run's start.
struct PlacedGlyph: Sendable {
    var slot: FaceSlot
    var glyph: UInt32
    var x: Double
}

/// Sets characters one after another on a baseline, left to right: the whole of Chevron's text
/// "shaping", which is deliberately minimal (bar labels are short Latin text; the phone's own
/// labels of the time did no more for them):
///
/// - one glyph per Unicode scalar, from the character map, no ligatures or contextual forms;
/// - a scalar the primary face (TeX Gyre Heros) lacks comes from the fallback face (DejaVu Sans) of
///   the same weight; one that both lack draws the fallback face's missing-glyph box (glyph 0 —
///   Heros's own glyph 0 is blank, so it would hide the gap);
/// - pen advances are the fonts' design advances scaled to the size, unhinted and with no kerning:
///   UIKit of iPhone OS 2–3 set its labels with WebKit's simple text path, which did not kern;
/// - with `roundsWords` (the phone's text: docs/DESIGN.md §Text), WebKit's word rounding on top:
///   a word-breaking character — space, hyphen, question mark, no-break space, and a tab or line
///   break, which set a space — starts on a whole point and advances by its width rounded up, so
///   every word after one starts on a whole point, and the run's width is rounded up to a whole
///   point. "Basic Launcher Demo" in bold 20 is 54 + 6 + 91 + 6 + 56 = 213 pt where its design
///   advances sum to 210.06, as the phone set it;
/// - tab, line and paragraph breaks set a space (a run is one line); other control characters and
///   default-ignorable code points (ZWJ, variation selectors, bidi controls, soft hyphen) set
///   nothing;
/// - combining marks are glyphs of their own at the pen (the fonts give them zero advance and place
///   them over the previous letter); there is no mark positioning and no normalisation;
/// - text with a character neither face has, or one that must be shaped (right-to-left and
///   joining scripts, emoji sequences), never comes here: `ComplexText` sets it.
struct Pen {
    private let faces: [Face]
    private let bold: Bool
    private let size: Double
    private let roundsWords: Bool
    /// The pen position in points after the glyphs placed so far.
    private var x = 0.0

    init(faces: [Face], font: Font, roundsWords: Bool) {
        self.faces = faces
        bold = font.isBold
        size = font.isUsable ? font.size : 0
        self.roundsWords = roundsWords
    }

    /// The advance of the glyphs placed so far: the pen position, rounded up to a whole point when
    /// words are rounded.
    var width: Double { roundsWords ? Pen.roundedUp(x) : x }

    /// Places the glyph for `scalar` at the pen and advances the pen; nil when the scalar sets
    /// nothing.
    mutating func place(_ scalar: Unicode.Scalar) -> PlacedGlyph? {
        guard let (slot, glyph, set) = glyph(for: scalar) else { return nil }
        let face = faces[slot.rawValue]
        var advance = Double(face.advance(of: glyph)) * size / Double(face.unitsPerEm)
        if roundsWords && Pen.breaksWord(set) {
            x = Pen.roundedUp(x)
            advance = Pen.roundedUp(advance)
        }
        let placed = PlacedGlyph(slot: slot, glyph: glyph, x: x)
        x += advance
        return placed
    }

    /// WebKit's word-rounding characters, as set (a tab or line break has become a space).
    private static func breaksWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x2D, 0x3F, 0xA0: return true
        default: return false
        }
    }

    /// `value` rounded up to a whole point, forgiving the last bits of the sums of scaled advances
    /// (53.999999999 is 54, not 55; a real fraction is never that small).
    private static func roundedUp(_ value: Double) -> Double {
        (value - 1e-9).rounded(.up)
    }

    /// The face and glyph a scalar is drawn with, and the scalar it sets (a space for a tab or line
    /// break); nil when it draws nothing.
    private func glyph(for scalar: Unicode.Scalar) -> (FaceSlot, UInt32, Unicode.Scalar)? {
        var scalar = scalar
        // Printable ASCII, nearly every character of a bar, skips the property lookups.
        if scalar.value < 0x20 || scalar.value >= 0x7F {
            switch Pen.role(of: scalar) {
            case .nothing: return nil
            case .space: scalar = " "
            case .glyph: break
            }
        }
        let primary = FaceSlot.primary(bold: bold), fallback = FaceSlot.fallback(bold: bold)
        let glyph = faces[primary.rawValue].glyph(for: scalar)
        if glyph != 0 { return (primary, glyph, scalar) }
        return (fallback, faces[fallback.rawValue].glyph(for: scalar), scalar)
    }

    enum Role {
        case glyph, space, nothing
    }

    static func role(of scalar: Unicode.Scalar) -> Role {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            return .space
        default:
            let properties = scalar.properties
            if properties.generalCategory == .control || properties.isDefaultIgnorableCodePoint {
                return .nothing
            }
            return .glyph
        }
    }
}
