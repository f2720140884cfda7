import Geometry
import Layout
import Raster
import Typesetting

/// The text of bar chrome (docs/DESIGN.md §Fonts): white, over a black shadow at alpha 0.5 one
/// point above (offset (0, −1)); bold 12 on buttons and segments, bold 20 for titles; at @2x and
/// up its glyphs at the retina phone's cap height (`RetinaFont.draw`).
package enum BarText {
    package static let shadow = TextShadow(color: Color.black.withAlpha(ChromeColors.textShadowAlpha), offset: Point(0, -1))
    package static let buttonFont = Font(BarMetrics.buttonFont)
    package static let titleFont = Font(BarMetrics.titleFont)
    /// The prompt above the title in a 74-pt bar: regular 13 (not measured; the phone's prompt
    /// was a small regular line).
    package static let promptFont = Font(BarMetrics.promptFont)

    /// How far above the layout's whole-point baseline the phone's unrounded baseline lies.
    ///
    /// UIKit centred a bar's labels in their boxes at a fractional baseline and rounded it to the
    /// device's pixels: at 1x that gives the whole points the layout uses (title 28, button labels
    /// 19 below the button's top), at @2x half a point higher — the titles' and labels' ink ends
    /// one pixel higher in both retina screenshots (title baseline 27.5, labels 18.5;
    /// docs/DESIGN.md §Text at @2x). Both hold when the unrounded baseline lies between 0.25 and
    /// 0.5 pt above the whole point; the middle is taken.
    package static let unroundedBaselineLift = 0.375

    /// The baseline `y` (points) as the phone's rounding puts it on a canvas of `scale`: at 1x the
    /// layout's own (whole points), at @2x and up the unrounded baseline rounded to the nearest
    /// device pixel (27.5 for 28 at @2x, 27⅔ at @3x).
    package static func deviceBaseline(_ y: Double, scale: Double) -> Double {
        guard scale >= 2 else { return y }
        return ((y - unroundedBaselineLift) * scale).rounded() / scale
    }

    /// Draws `text` truncated to `width` (tail ellipsis) with its baseline start at `origin` (the
    /// baseline rounded as the phone's, `deviceBaseline`).
    package static func draw(_ text: String, font: Font, at origin: Point, maxWidth: Double? = nil,
                            color: Color = .white, shadow: TextShadow? = BarText.shadow,
                            typesetter: Typesetter, on canvas: Canvas) {
        let run = maxWidth.map { typesetter.run(text, font: font, truncatedTo: $0) } ?? typesetter.run(text, font: font)
        RetinaFont.draw(run, at: Point(origin.x, deviceBaseline(origin.y, scale: canvas.scale)), color: color,
                        shadow: shadow, typesetter: typesetter, on: canvas)
    }

    /// Draws `text` centred horizontally on `centerX`, truncated to `maxWidth`.
    package static func drawCentered(_ text: String, font: Font, centerX: Double, baseline: Double, maxWidth: Double,
                                    color: Color = .white, shadow: TextShadow? = BarText.shadow,
                                    typesetter: Typesetter, on canvas: Canvas) {
        let run = typesetter.run(text, font: font, truncatedTo: maxWidth)
        RetinaFont.draw(run, at: Point(centerX - run.width / 2, deviceBaseline(baseline, scale: canvas.scale)),
                        color: color, shadow: shadow, typesetter: typesetter, on: canvas)
    }
}
