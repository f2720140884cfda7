import BarLayout
import Geometry
import Raster
import Typesetting

/// A bordered or done bar button (docs/DESIGN.md §Bordered button): the rounded glossy art
/// (caps 5/5), width = label advance + 20, label bold 12 white with the bar shadow, baseline 19 pt
/// below the button top. The content may be a title or an image/glyph drawn by the caller.
public enum BorderedButton {
    public static func width(for title: String, typesetter: Typesetter) -> Double {
        max(BarMetrics.borderedArtWidth,
            typesetter.width(of: title, font: BarText.buttonFont) + 2 * BarMetrics.buttonHorizontalPadding)
    }

    /// Draws only the art: the body fills `frame` but its last row, where the emboss goes (29 + 1 pt
    /// for a 30-pt button).
    public static func drawArt(frame: Rect, look: BarLook, role: ButtonPalette.Role, pressed: Bool, on canvas: Canvas) {
        let height = frame.height > 1 ? frame.height : BarMetrics.buttonHeight
        let box = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height - 1)
        ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: look, role: role, pressed: pressed),
                       on: canvas)
    }

    /// Draws the art and a centred title.
    public static func draw(title: String, frame: Rect, look: BarLook, role: ButtonPalette.Role = .bordered,
                            pressed: Bool = false, enabled: Bool = true, baseline: Double? = nil,
                            typesetter: Typesetter, on canvas: Canvas) {
        canvas.withState {
            if !enabled { canvas.globalAlpha *= disabledAlpha }
            drawArt(frame: frame, look: look, role: role, pressed: pressed, on: canvas)
            BarText.drawCentered(title, font: BarText.buttonFont, centerX: frame.midX,
                                 baseline: baseline ?? frame.minY + BarMetrics.buttonLabelBaseline,
                                 maxWidth: max(0, frame.width - 2 * BarMetrics.buttonHorizontalPadding + 8),
                                 typesetter: typesetter, on: canvas)
        }
    }

    /// A disabled bar button is drawn faded (UIKit dimmed disabled items; not measured).
    public static let disabledAlpha = 0.45
}
