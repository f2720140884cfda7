import Geometry
import Raster

/// One line of text laid out in a font: its glyphs with their pen positions, its width, and where
/// it goes in a box. Made by `Typesetter.run(_:font:)`, drawn by `Canvas.drawText`.
public struct TextRun: Sendable {
    /// The text the run shows (with its ellipsis, when truncated).
    public let text: String
    public let font: Font
    /// The advance of the run in points: where the pen ends, rounded up to a whole point
    /// when the typesetter rounds words (`Pen`).
    public let width: Double
    /// The font's vertical metrics at its size.
    public let metrics: FontMetrics
    let glyphs: [PlacedGlyph]
    /// The glyphs of text in other scripts (`ComplexText`), left to right; empty for Latin text.
    let shaped: [ShapedGlyph]
    /// Characters no face has, drawn as the missing-glyph box.
    public let missingCharacters: [Unicode.Scalar]
    /// The owner of the faces the glyphs come from (and of their rendered images).
    let typesetter: Typesetter

    init(text: String, font: Font, width: Double, metrics: FontMetrics, glyphs: [PlacedGlyph],
         shaped: [ShapedGlyph], missing: [Unicode.Scalar], typesetter: Typesetter) {
        self.shaped = shaped
        self.missingCharacters = missing
        self.text = text
        self.font = font
        self.width = width
        self.metrics = metrics
        self.glyphs = glyphs
        self.typesetter = typesetter
    }

    /// How many glyphs the run draws (scalars that set nothing, like a ZWJ, have none).
    var glyphCount: Int { glyphs.count + shaped.count }

    /// How many of the glyphs come from the fallback face, missing-glyph boxes included.
    var fallbackGlyphCount: Int {
        glyphs.filter { $0.slot == .fallbackRegular || $0.slot == .fallbackBold }.count
            + shaped.filter { $0.face === typesetter.faces[FaceSlot.fallbackRegular.rawValue]
                || $0.face === typesetter.faces[FaceSlot.fallbackBold.rawValue] }.count
    }

    /// Whether every glyph comes from the primary face (Heros): text the phone set in its own system
    /// font, not through a fallback font (what `RetinaFont` rescales).
    package var isPrimaryFaceOnly: Bool {
        shaped.isEmpty && glyphs.allSatisfy { $0.slot == .primaryRegular || $0.slot == .primaryBold }
    }

    /// How many glyphs are a missing-glyph box (characters neither face has).
    var missingGlyphCount: Int { glyphs.filter { $0.glyph == 0 }.count + shaped.filter { $0.glyph == 0 }.count }

    /// The faces of the shaped glyphs, by file name, left to right (for tests).
    var shapedFaceFiles: [String] { shaped.map { $0.face.path.split(separator: "/").last.map(String.init) ?? "" } }

    /// The glyph ids of the shaped glyphs, left to right (for tests).
    var shapedGlyphIDs: [UInt32] { shaped.map(\.glyph) }

    /// The baseline start point that places the run in `box`: aligned horizontally, and centred
    /// vertically by its line box (ascender above and descender below the baseline), as a one-line
    /// UILabel centres its text. For a 20-pt bold title in a 44-pt bar this is a baseline at 27.7
    /// pt, which lands on the measured y = 28 (docs/DESIGN.md §Fonts) once drawn on whole pixels.
    public func baselineOrigin(in box: Rect, alignment: TextAlignment) -> Point {
        let x: Double
        switch alignment {
        case .left: x = box.minX
        case .center: x = box.midX - width / 2
        case .right: x = box.maxX - width
        }
        return Point(x, box.midY + (metrics.ascender - metrics.descender) / 2)
    }

    /// Renders into the faces' caches the glyph images that drawing the run at `baseline` under
    /// `transform` will use, and draws nothing: another thread can prepare text (the caches are
    /// behind their faces' locks) while the one drawing does other work. The pixels drawn later
    /// are the same whether or not this ran.
    public func renderGlyphs(at baseline: Point, transform: Transform) {
        forEachGlyphImage(at: baseline, transform: transform) { _, _, _ in }
    }

    /// The glyph images of the run drawn with its baseline start at `baseline` (points) under
    /// `transform` (points → device pixels), each with the device pixel of its top-left corner.
    ///
    /// Text is placed with the transform's translation and scale only (bar text is never rotated):
    /// glyphs are rendered at `font.size` × the vertical scale, pen positions are scaled by the
    /// horizontal one. The baseline is rounded to a whole device row (the phone set text on whole
    /// pixels vertically); each glyph's x is split into a whole pixel and a quarter-pixel phase
    /// (`GlyphKey.split`), so its image comes from the cache whenever that phase was drawn before.
    /// Glyphs larger than 4096 px per em are not drawn.
    func forEachGlyphImage(at baseline: Point, transform: Transform,
                           _ body: (_ glyph: RenderedGlyph, _ x: Int, _ y: Int) -> Void) {
        let pixelSize = (font.size * abs(transform.d) * 64).rounded()
        guard font.isUsable, pixelSize >= 1, pixelSize <= 4096 * 64 else { return }
        let origin = transform.apply(baseline)
        guard origin.isFinite, abs(origin.x) < 1e9, abs(origin.y) < 1e9 else { return }
        let row = Int(origin.y.rounded())
        for glyph in glyphs {
            let (pixel, subpixel) = GlyphKey.split(origin.x + glyph.x * transform.a)
            let key = GlyphKey(glyph: glyph.glyph, pixelSize: Int32(pixelSize), subpixel: subpixel)
            let image = typesetter.faces[glyph.slot.rawValue].rendered(key)
            guard image.mask.width > 0 else { continue }
            body(image, pixel + image.left, row - image.top)
        }
        for glyph in shaped {
            var (pixel, subpixel) = GlyphKey.split(origin.x + glyph.x * transform.a)
            if glyph.face.isColor {
                // A picture lands on a whole pixel.
                pixel = Int((origin.x + glyph.x * transform.a).rounded())
                subpixel = 0
            }
            let key = GlyphKey(glyph: glyph.glyph, pixelSize: Int32(pixelSize), subpixel: subpixel)
            let image = glyph.face.rendered(key)
            guard image.mask.width > 0 else { continue }
            body(image, pixel + image.left, row - Int((glyph.y * abs(transform.d)).rounded()) - image.top)
        }
    }
}

/// Where a run sits horizontally in a box.
public enum TextAlignment: Hashable, Sendable {
    case left, center, right
}
