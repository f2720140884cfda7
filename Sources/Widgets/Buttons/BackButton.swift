import Geometry
import Layout
import Raster
import Typesetting

/// A back button: the stretchable chevron art with its label (docs/DESIGN.md §Back button, after
/// the "Back Buttons" post): label bold 12 white with the bar shadow, starting 12 pt in from the
/// tip, its baseline 19 pt below the button top; 8 pt after the label. Its width comes from layout
/// (`ItemSizing.backButtonWidth`).
public enum BackButton {
    /// Draws the button with its top-left corner (the box around the tip) at `frame.origin`;
    /// `frame.width` is the whole width (the label is truncated to fit), the art is 30 pt tall.
    /// `frame.height` is the art's height: 30 (24 for a landscape bar's smaller buttons).
    public static func draw(title: String, frame: Rect, look: BarLook, highlighted: Bool = false,
                            baseline: Double? = nil, typesetter: Typesetter, on canvas: Canvas) throws {
        try drawArt(frame: frame, look: look, highlighted: highlighted, on: canvas)
        let room = max(0, frame.width - BarMetrics.backButtonLabelLeft - BarMetrics.backButtonLabelRight)
        BarText.draw(title, font: BarText.buttonFont,
                     at: Point(frame.minX + BarMetrics.backButtonLabelLeft,
                               baseline ?? frame.minY + BarMetrics.buttonLabelBaseline),
                     maxWidth: room, typesetter: typesetter, on: canvas)
    }

    /// Draws only the art, stretched to `frame` (the label is the caller's: a laid-out bar's
    /// painter draws it where layout put it).
    public static func drawArt(frame: Rect, look: BarLook, highlighted: Bool, on canvas: Canvas) throws {
        let height = frame.height > 0 ? frame.height : BarMetrics.buttonHeight
        let art = try BackButtonArt(look: look, highlighted: highlighted, scale: Int(canvas.scale.rounded()),
                                    height: height)
        art.draw(in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height), on: canvas)
    }
}
