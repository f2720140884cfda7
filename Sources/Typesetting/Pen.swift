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
/// - pen advances are the fonts' design advances scaled to the size, unhinted and unrounded, plus
///   pair kerning between adjacent glyphs of the same face (`Face.kerning`);
/// - tab, line and paragraph breaks set a space (a run is one line); other control characters and
///   default-ignorable code points (ZWJ, variation selectors, bidi controls, soft hyphen) set
///   nothing;
/// - combining marks are glyphs of their own at the pen (the fonts give them zero advance and place
///   them over the previous letter); there is no mark positioning and no normalisation;
/// - emoji and CJK have no glyphs in either face and draw as boxes; right-to-left scripts
///   (Hebrew, Arabic in DejaVu) draw their glyphs in logical order, left to right: no bidi
///   reordering and no Arabic joining.
struct Pen {
    private let faces: [Face]
    private let bold: Bool
    private let size: Double
    /// The pen position in points after the glyphs placed so far: their advance with kerning.
    private(set) var x = 0.0
    private var previous: (slot: FaceSlot, glyph: UInt32)?

    init(faces: [Face], font: Font) {
        self.faces = faces
        bold = font.isBold
        size = font.isUsable ? font.size : 0
    }

    /// Places the glyph for `scalar` at the pen and advances the pen; nil when the scalar sets
    /// nothing.
    mutating func place(_ scalar: Unicode.Scalar) -> PlacedGlyph? {
        guard let (slot, glyph) = glyph(for: scalar) else { return nil }
        let face = faces[slot.rawValue]
        let pointsPerUnit = size / Double(face.unitsPerEm)
        if let previous, previous.slot == slot {
            x += Double(face.kerning(previous.glyph, glyph)) * pointsPerUnit
        }
        let placed = PlacedGlyph(slot: slot, glyph: glyph, x: x)
        x += Double(face.advance(of: glyph)) * pointsPerUnit
        previous = (slot, glyph)
        return placed
    }

    /// The face and glyph a scalar is drawn with, nil when it draws nothing.
    private func glyph(for scalar: Unicode.Scalar) -> (FaceSlot, UInt32)? {
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
        if glyph != 0 { return (primary, glyph) }
        return (fallback, faces[fallback.rawValue].glyph(for: scalar))
    }

    private enum Role {
        case glyph, space, nothing
    }

    private static func role(of scalar: Unicode.Scalar) -> Role {
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
