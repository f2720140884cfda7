import Geometry
import Raster

/// Paints glossy bar button art, one gloss for every style and shape (the rows of `ButtonPalette`,
/// measured on Apple's art).
///
/// Layers, bottom to top: the emboss (the shape one row lower in the palette's emboss colour, so a
/// 1-pt light line shows under the body), the border (the shape filled with the side rows: the top
/// border on the first row, each row's body colour darkened on the sides, the bottom border on the
/// last row), and the body (the shape moved in by 1 pt, filled with the highlight, gloss and flat
/// rows). Where `topBorderArea` is given, the border inside it takes the top border's colour: a back
/// button's upper diagonal, which Apple's art draws as dark as its top edge.
package enum ButtonArt {
    /// Draws art whose body is `shape` inside `box` (29 pt tall: rows 0–28; the emboss is row 29).
    /// `topBorderArea` is in the same coordinates as `shape`.
    /// `body`, when given, is the inside of the border (else `shape` moved in by 1 pt).
    package static func draw(_ shape: Path, box: Rect, palette: ButtonPalette, body: Path? = nil,
                            topBorderArea: Rect? = nil, on canvas: Canvas) {
        let rows = Double(ChromeMetrics.buttonBodyHeight)
        canvas.withState {
            canvas.translate(0, box.minY)
            canvas.scale(by: 1, box.height / rows)
            let toLocal = Transform.scale(1, rows / box.height).translatedBy(0, -box.minY)
            let local = shape.transformed(by: toLocal)
            let scale = canvas.scale
            // The emboss is one point lower whatever the art's height (the rows are scaled); @2x
            // art may give its two pixel rows apart.
            let emboss = local.transformed(by: .translation(0, rows / box.height))
            if scale >= 2, let pixels = palette.emboss2x {
                canvas.fill(emboss, with: .linearGradient(pixels.gradient(top: rows, height: rows / box.height)))
            } else {
                canvas.fill(emboss, with: .solid(palette.rows.emboss))
            }
            canvas.fill(local, with: .linearGradient(palette.sideRamp(scale: scale).gradient(top: 0, height: rows)))
            if let area = topBorderArea {
                canvas.withState {
                    canvas.clip(to: toLocal.apply(area))
                    canvas.fill(local, with: .solid(palette.topBorder))
                }
            }
            let inside = body.map { $0.transformed(by: toLocal) } ?? local.insetConvex(by: 1)
            canvas.fill(inside, with: .linearGradient(palette.fillRamp(scale: scale).gradient(top: 0, height: rows)))
        }
    }
}
