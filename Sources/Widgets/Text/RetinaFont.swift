import Geometry
import Raster
import Typesetting

/// The retina phone's system font, approximated with the bundled Heros at @2x and up
/// (docs/DESIGN.md §Measured figures at @2x).
///
/// The iPhone 4 and 4S drew UIKit's text in Helvetica Neue, the earlier iPhones in Helvetica, whose
/// widths Heros has. Neue's capitals are lower: 0.714 em, Heros's 0.729 — in the Music screenshot
/// the tab titles' caps are 14.27 px tall at bold 10 (Neue's 14.28, Heros's 14.58), and the bars'
/// titles and labels start a pixel lower than Heros's at bold 20 and 12. Its letters differ both
/// ways from Helvetica's ("A", "l", "u", "a" narrower; "b", "r", "M" wider), so how wide a word
/// comes out depends on its letters:
/// - the tab titles "Playlists", "Artists", "Songs" and "Albums", mostly narrow letters, end 2–3 px
///   left of Heros's at its size: Heros at the size that gives Neue's cap height, its advances
///   scaled with it (`run`), puts their ink within a pixel of the phone's ("More" stays 3 px short:
///   its "M" is wider);
/// - the navigation bars' words are about as wide as Helvetica's ("Keyboard" within half a pixel,
///   "Albums" 1.75 px narrower at 40 px): their glyphs are drawn at Neue's cap height where layout
///   set them, at Helvetica's advances (`draw`), which fits every title and label of both
///   screenshots better than either size whole.
/// - a table's text follows one or the other by table style (`TableLayout.Label.retinaGlyphs`): the
///   plain Music table's words are narrower, as the tab titles (`run`); the grouped Settings
///   table's are Helvetica's widths, as the bars' (`draw`).
/// Text that needs a fallback font (other scripts, emoji) keeps its size: the phone's fallback
/// fonts had their own metrics.
package enum RetinaFont {
    /// Helvetica Neue's cap height in em (its OS/2 table; regular and bold alike).
    package static let capHeight = 0.714

    /// How much smaller than `font` Heros is drawn on a canvas of `scale` for Neue's cap height:
    /// 0.714 / Heros's cap height at @2x and up, 1 at 1x (Helvetica's, as the 1x screenshots show).
    package static func glyphScale(_ font: Font, scale: Double, typesetter: Typesetter) -> Double {
        guard scale >= 2 else { return 1 }
        let heros = typesetter.metrics(of: Font(size: 1, bold: font.isBold)).capHeight
        return heros > 0 ? capHeight / heros : 1
    }

    /// The font drawn for `font` on a canvas of `scale`: Heros at Neue's cap height at @2x and up,
    /// `font` itself at 1x.
    package static func font(_ font: Font, scale: Double, typesetter: Typesetter) -> Font {
        Font(size: font.size * glyphScale(font, scale: scale, typesetter: typesetter), bold: font.isBold)
    }

    /// `text` set for a canvas of `scale`, glyphs and advances in `font(_:scale:typesetter:)` when
    /// every glyph is Heros's; else in `font` (the tab titles).
    package static func run(_ text: String, font: Font, scale: Double, typesetter: Typesetter) -> TextRun {
        let run = typesetter.run(text, font: font)
        guard scale >= 2, run.isPrimaryFaceOnly else { return run }
        return typesetter.run(text, font: self.font(font, scale: scale, typesetter: typesetter))
    }

    /// Draws `run` with its baseline start at `baseline`, its glyphs at Neue's cap height at @2x and
    /// up but each where the run set it (the bars' text): the canvas is squeezed vertically about
    /// the baseline by `glyphScale`, which renders each glyph that much smaller and keeps the pen
    /// positions (the shadow's 1-pt offset is squeezed too, and still lands 2 px up at @2x).
    package static func draw(_ run: TextRun, at baseline: Point, color: Color, shadow: TextShadow?,
                             typesetter: Typesetter, on canvas: Canvas) {
        let k = glyphScale(run.font, scale: canvas.scale, typesetter: typesetter)
        guard k != 1, run.isPrimaryFaceOnly else {
            canvas.drawText(run, at: baseline, color: color, shadow: shadow)
            return
        }
        canvas.withState {
            canvas.translate(baseline.x, baseline.y)
            canvas.scale(by: 1, k)
            canvas.drawText(run, at: Point(0, 0), color: color, shadow: shadow)
        }
    }
}
