import ChevronSupport

/// Sets bar text in the bundled fonts: measures it for layout and lays it out as a `TextRun` to
/// draw on a `Canvas` (`Canvas.drawText`). Truncation is the layout layer's one rule
/// (`TailTruncation`), applied to these measurements.
///
/// Every title, button label, back-button label, segment title, prompt and status-bar string goes
/// through one of these. Load the bundled fonts once with `Typesetter.bundled()`; the typesetter is
/// safe to share between threads (measuring reads immutable tables, rendering locks per face), and
/// what it draws depends only on the text, font, position and scale — never on the thread, the
/// cache or the machine's fonts. See `Pen` for what is and is not shaped.
public final class Typesetter: Sendable {
    /// The four bundled faces, indexed by `FaceSlot`.
    let faces: [Face]
    /// Words are rounded to whole points as the phone's text was (`Pen`).
    let roundsWords: Bool

    /// Loads the bundled fonts from a folder holding the `Fonts/` files (see `FontDirectory`), to
    /// set text as the phone did, words rounded to whole points (`Pen`).
    public init(fontsDirectory: String) throws {
        faces = try FontFile.allCases.map { try Face(path: FontDirectory.joined(fontsDirectory, $0.fileName)) }
        roundsWords = true
    }

    /// A typesetter that sets every character, regular or bold, in the one font file at `path`,
    /// with no fallback face and the design advances alone (no word rounding): for reproducing a
    /// reference that names its font file, such as the peer benchmark's scene (docs/DESIGN.md
    /// §Benchmark: DejaVu Sans Bold, unhinted advances, no kerning). Chevron's own drawing uses the
    /// bundled fonts (`bundled()`), never this.
    public init(faceFile path: String) throws {
        let face = try Face(path: path)
        faces = [Face](repeating: face, count: FontFile.allCases.count)
        roundsWords = false
    }

    /// The typesetter over the bundled fonts found by `FontDirectory.locate()`, loaded on the first
    /// call and shared afterwards. Throws `TypesettingError` when the fonts cannot be found or read
    /// (and tries again on the next call).
    public static func bundled() throws -> Typesetter {
        try shared.withLock { shared in
            if let shared { return shared }
            let loaded = try Typesetter(fontsDirectory: FontDirectory.locate())
            shared = loaded
            return loaded
        }
    }

    private static let shared = Locked<Typesetter?>(nil)

    /// The bundled fonts' families and revisions, read from the files: "TeX Gyre Heros 2.004,
    /// DejaVu Sans 2.37" (a folder diff's JSON says what set the text of the images it compared).
    package var fontVersions: String {
        var seen: [String] = []
        for face in faces where !seen.contains(face.familyAndVersion) { seen.append(face.familyAndVersion) }
        return seen.joined(separator: ", ")
    }

    // MARK: - Measuring

    /// The width of `text` set in `font`, in points: its advances, with words rounded (`Pen`); for
    /// text in other scripts its shaped advances (`ComplexText`), rounded up to a whole point.
    public func width(of text: String, font: Font) -> Double {
        if let line = shaped(text, font: font) { return roundedWidth(line.width) }
        return penWidth(of: text, font: font)
    }

    private func penWidth(of text: String, font: Font) -> Double {
        var pen = Pen(faces: faces, font: font, roundsWords: roundsWords)
        for scalar in text.unicodeScalars { _ = pen.place(scalar) }
        return pen.width
    }

    /// `width(of:font:)` and `missingCharacters(in:font:)` from one shaping.
    public func measured(_ text: String, font: Font) -> (width: Double, missing: [Unicode.Scalar]) {
        if let line = shaped(text, font: font) { return (roundedWidth(line.width), line.missing) }
        return (penWidth(of: text, font: font), [])
    }

    /// The characters of `text` that no face has (drawn as the missing-glyph box), each once.
    package func missingCharacters(in text: String, font: Font) -> [Unicode.Scalar] {
        shaped(text, font: font)?.missing ?? []
    }

    /// Offsets (in Unicode scalars) of the characters of `text` that a cut must not come before,
    /// because shaping joined them to the character before into one glyph (a ligature such as
    /// Arabic lam-alef). Empty for Latin text.
    package func joinedCharacters(in text: String, font: Font) -> [Int] {
        shaped(text, font: font)?.joined ?? []
    }

    /// `text` shaped, when it is not Latin text for the phone's path (`ComplexText.isNeeded`).
    private func shaped(_ text: String, font: Font) -> ShapedLine? {
        guard ComplexText.isNeeded(text, faces: faces, bold: font.isBold) else { return nil }
        return ComplexText.shape(text, font: font, faces: faces)
    }

    private func roundedWidth(_ width: Double) -> Double {
        roundsWords ? (width - 1e-9).rounded(.up) : width
    }

    /// The width of `text` in points at `size`, regular or bold — what layout's text measurer
    /// wraps (`TextMeasurer.width`).
    public func advance(of text: String, size: Double, bold: Bool) -> Double {
        width(of: text, font: Font(size: size, bold: bold))
    }

    /// The font's vertical metrics at its size (from the primary face: the fallback face never
    /// changes a line's metrics).
    public func metrics(of font: Font) -> FontMetrics {
        let face = faces[FaceSlot.primary(bold: font.isBold).rawValue]
        let scale = (font.isUsable ? font.size : 0) / Double(face.unitsPerEm)
        return FontMetrics(ascender: Double(face.ascender) * scale, descender: Double(-face.descender) * scale,
                           capHeight: Double(face.capHeight) * scale, xHeight: Double(face.xHeight) * scale)
    }

    // MARK: - Runs

    /// `text` laid out on one line in `font`, ready to place and draw.
    public func run(_ text: String, font: Font) -> TextRun {
        if let line = shaped(text, font: font) {
            return TextRun(text: text, font: font, width: roundedWidth(line.width), metrics: metrics(of: font),
                           glyphs: [], shaped: line.glyphs, missing: line.missing, typesetter: self)
        }
        var pen = Pen(faces: faces, font: font, roundsWords: roundsWords)
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let glyph = pen.place(scalar) { glyphs.append(glyph) }
        }
        return TextRun(text: text, font: font, width: pen.width, metrics: metrics(of: font), glyphs: glyphs,
                       shaped: [], missing: [], typesetter: self)
    }
}
