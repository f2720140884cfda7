import Typesetting

/// The tab titles' font at @2x and up, approximated with the bundled Heros (docs/DESIGN.md
/// §Measured figures at @2x).
///
/// In the Music screenshot (an iPhone 4S) the tab titles' capitals are 14.27 px tall at bold 10
/// (20 px) where Heros's are 14.58 (0.729 em): Helvetica Neue's cap height, 0.714 em × 20 = 14.28
/// (the retina iPhones' system font was Helvetica Neue, the earlier ones' Helvetica, whose widths
/// Heros has). "Playlists", "Artists", "Songs" and "Albums" end 2–3 px left of Heros's at its
/// size. Heros at the size that gives Neue's cap height, its advances scaled with it, puts those
/// four titles' ink where the phone's is (within a pixel).
/// "More" is wider on the phone than even Heros at 20 px (its "M" is wider): it ends 3 px short. Navigation bar text is not drawn with it: there the phone's "Albums" fits the
/// smaller size but "Keyboard" fits Heros at its own size better, and both bars are within the
/// target as they are.
package enum RetinaFont {
    /// Helvetica Neue's cap height in em (its OS/2 table; regular and bold alike).
    package static let capHeight = 0.714

    /// The font drawn for `font` on a canvas of `scale`: at @2x and up, Heros at the size whose cap
    /// height is Neue's at `font`'s size; at 1x `font` itself (Helvetica's widths, as the 1x
    /// screenshots show).
    package static func font(_ font: Font, scale: Double, typesetter: Typesetter) -> Font {
        guard scale >= 2 else { return font }
        let heros = typesetter.metrics(of: Font(size: 1, bold: font.isBold)).capHeight
        guard heros > 0 else { return font }
        return Font(size: font.size * capHeight / heros, bold: font.isBold)
    }

    /// `text` set for a canvas of `scale`: in `font(_:scale:typesetter:)` when every glyph is Heros's
    /// (the phone's system font); text that needs a fallback font (other scripts, emoji) keeps its
    /// size, as the phone's fallback fonts had their own metrics.
    package static func run(_ text: String, font: Font, scale: Double, typesetter: Typesetter) -> TextRun {
        let run = typesetter.run(text, font: font)
        guard scale >= 2, run.isPrimaryFaceOnly else { return run }
        return typesetter.run(text, font: self.font(font, scale: scale, typesetter: typesetter))
    }
}
