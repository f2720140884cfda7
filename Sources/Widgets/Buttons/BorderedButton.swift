import Geometry
import Layout
import Raster
import Typesetting

/// A bordered or done bar button (docs/DESIGN.md §Bordered button): the rounded glossy art
/// (caps 5/5), width = label advance + 20, label bold 12 white with the bar shadow, baseline 19 pt
/// below the button top. The content may be a title or an image/glyph drawn by the caller. Its width comes
/// from layout (`ItemSizing.width`).
public enum BorderedButton {
    /// Draws only the art: the body fills `frame` but its last row, where the emboss goes (29 + 1 pt
    /// for a 30-pt button).
    public static func drawArt(frame: Rect, look: BarLook, role: ButtonPalette.Role, pressed: Bool, on canvas: Canvas) {
        let height = frame.height > 1 ? frame.height : BarMetrics.buttonHeight
        let box = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height - 1)
        ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: look, role: role, pressed: pressed),
                       on: canvas)
    }

    /// Draws the art and the title: starting at `labelX` when layout placed the label (its text
    /// already fits), else centred.
    public static func draw(title: String, frame: Rect, look: BarLook, role: ButtonPalette.Role = .bordered,
                            pressed: Bool = false, enabled: Bool = true, baseline: Double? = nil,
                            labelX: Double? = nil, typesetter: Typesetter, on canvas: Canvas) {
        canvas.withState {
            if !enabled { canvas.globalAlpha *= disabledAlpha }
            drawArt(frame: frame, look: look, role: role, pressed: pressed, on: canvas)
            let baseline = baseline ?? frame.minY + BarMetrics.buttonLabelBaseline
            if let labelX {
                BarText.draw(title, font: BarText.buttonFont, at: Point(labelX, baseline), typesetter: typesetter,
                             on: canvas)
            } else {
                BarText.drawCentered(title, font: BarText.buttonFont, centerX: frame.midX, baseline: baseline,
                                     maxWidth: max(0, frame.width - 2 * BarMetrics.buttonHorizontalPadding + 8),
                                     typesetter: typesetter, on: canvas)
            }
        }
    }

    /// A disabled bar button is drawn faded (UIKit dimmed disabled items; not measured).
    package static let disabledAlpha = 0.45
}
