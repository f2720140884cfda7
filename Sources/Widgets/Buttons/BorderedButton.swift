import Geometry
import Raster
import Typesetting

/// A bordered or done bar button (SPEC §6 "Bordered button"): the rounded glossy art (caps 5/5),
/// width = label advance + 20, label bold 12 white with the bar shadow, baseline 19 pt below the
/// button top. The content may be a title or an image/glyph drawn by the caller.
public enum BorderedButton {
    public static func width(for title: String, typesetter: Typesetter) -> Double {
        max(ChromeMetrics.borderedArtWidth,
            typesetter.width(of: title, font: BarText.buttonFont) + 2 * ChromeMetrics.borderedHorizontalPadding)
    }

    /// Draws only the art: body 29 pt from `frame.minY`, the emboss on the row below.
    public static func drawArt(frame: Rect, look: BarLook, role: ButtonPalette.Role, pressed: Bool, on canvas: Canvas) {
        let box = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: ChromeMetrics.buttonBodyHeight)
        ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: look, role: role, pressed: pressed),
                       on: canvas)
    }

    /// Draws the art and a centred title.
    public static func draw(title: String, frame: Rect, look: BarLook, role: ButtonPalette.Role = .bordered,
                            pressed: Bool = false, enabled: Bool = true, typesetter: Typesetter, on canvas: Canvas) {
        canvas.withState {
            if !enabled { canvas.globalAlpha *= disabledAlpha }
            drawArt(frame: frame, look: look, role: role, pressed: pressed, on: canvas)
            BarText.drawCentered(title, font: BarText.buttonFont, centerX: frame.midX,
                                 baseline: frame.minY + ChromeMetrics.buttonLabelBaseline,
                                 maxWidth: max(0, frame.width - 2 * ChromeMetrics.borderedHorizontalPadding + 8),
                                 typesetter: typesetter, on: canvas)
        }
    }

    /// A disabled bar button is drawn faded (UIKit dimmed disabled items; not measured).
    public static let disabledAlpha = 0.45
}
