import BarLayout
import Geometry
import Raster
import Typesetting

/// The text of bar chrome (docs/DESIGN.md §Fonts): white, over a black shadow at alpha 0.5 one
/// point above (offset (0, −1)); bold 12 on buttons and segments, bold 20 for titles.
public enum BarText {
    public static let shadow = TextShadow(color: Color.black.withAlpha(ChromeColors.textShadowAlpha), offset: Point(0, -1))
    public static let buttonFont = Font(BarMetrics.buttonFont)
    public static let titleFont = Font(BarMetrics.titleFont)
    /// The prompt above the title in a 74-pt bar: regular 13 (not measured; the phone's prompt
    /// was a small regular line).
    public static let promptFont = Font(BarMetrics.promptFont)

    /// Draws `text` truncated to `width` (tail ellipsis) with its baseline start at `origin`.
    public static func draw(_ text: String, font: Font, at origin: Point, maxWidth: Double? = nil,
                            color: Color = .white, shadow: TextShadow? = BarText.shadow,
                            typesetter: Typesetter, on canvas: Canvas) {
        let run = maxWidth.map { typesetter.run(text, font: font, truncatedTo: $0) } ?? typesetter.run(text, font: font)
        canvas.drawText(run, at: origin, color: color, shadow: shadow)
    }

    /// Draws `text` centred horizontally on `centerX`, truncated to `maxWidth`.
    public static func drawCentered(_ text: String, font: Font, centerX: Double, baseline: Double, maxWidth: Double,
                                    color: Color = .white, shadow: TextShadow? = BarText.shadow,
                                    typesetter: Typesetter, on canvas: Canvas) {
        let run = typesetter.run(text, font: font, truncatedTo: maxWidth)
        canvas.drawText(run, at: Point(centerX - run.width / 2, baseline), color: color, shadow: shadow)
    }
}
