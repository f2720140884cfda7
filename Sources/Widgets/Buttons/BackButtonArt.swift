import Geometry
import Layout
import Raster

/// The stretchable chevron art of a back button, as UIKit used it (the "Back Buttons" post):
/// 30 pt tall (29 rows of body and the emboss row), 20 pt wide, a 13-pt left cap, the one column
/// after it stretching, and a 6-pt right cap. Drawn procedurally by the rasterizer at any scale;
/// caps scale with it (26 px at @2x, 39 px at @3x).
package struct BackButtonArt: Sendable {
    /// The art at `scale` pixels per point.
    package let image: Bitmap
    package let scale: Int
    /// Cap insets in points (UIKit's `UIEdgeInsets` for `resizableImageWithCapInsets:`).
    package let capInsets: EdgeInsets

    package static let size = Size(width: BarMetrics.backButtonArtWidth, height: BarMetrics.buttonHeight)

    /// UIKit's `leftCapWidth` for `stretchableImageWithLeftCapWidth:topCapHeight:`, in points.
    package static let leftCapWidth = Int(BarMetrics.backButtonLeftCap)

    /// The art's height in points: 30, or 24 for a landscape bar's smaller buttons.
    package let height: Double

    package init(palette: ButtonPalette, scale: Int, height: Double = BarMetrics.buttonHeight) throws {
        let s = max(1, min(3, scale))
        let h = max(8, min(BarMetrics.buttonHeight * 2, height))
        let canvas = try Canvas(width: Self.size.width, height: h, scale: Double(s))
        let box = Rect(x: 0, y: 0, width: Self.size.width, height: h - 1)
        ButtonArt.draw(ButtonShape.chevron(box), box: box, palette: palette, body: ButtonShape.chevron(box, inset: 1),
                       topBorderArea: ButtonShape.chevronUpperEdge(box), on: canvas)
        image = canvas.bitmap
        self.scale = s
        self.height = h
        capInsets = EdgeInsets(top: 0, left: BarMetrics.backButtonLeftCap, bottom: 0,
                               right: BarMetrics.backButtonRightCap)
    }

    package init(look: BarLook, highlighted: Bool, scale: Int, height: Double = BarMetrics.buttonHeight) throws {
        try self.init(palette: ButtonPalette(look: look, role: .bordered, pressed: highlighted), scale: scale,
                      height: height)
    }

    /// Draws the art stretched to `rect`'s width (points), keeping the caps.
    package func draw(in rect: Rect, on canvas: Canvas) {
        let width = max(rect.width, Self.size.width)
        canvas.drawStretchable(image, leftCap: Self.leftCapWidth * scale, topCap: 0,
                               in: Rect(x: rect.minX, y: rect.minY, width: width, height: height))
    }
}
