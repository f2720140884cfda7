import Geometry
import Raster

/// Paints glossy bar button art (docs/DESIGN.md §Button gloss): one gloss for every style and shape.
///
/// Layers, bottom to top: the emboss (the shape one row lower in white at the palette's emboss
/// alpha, so a 1-pt light line shows under the body), the border (the shape in the top-border
/// colour on its first row and the border colour below), and the body (the shape moved in by 1 pt,
/// filled with the highlight, gloss and flat rows).
public enum ButtonArt {
    /// Draws art whose body is `shape` inside `box` (29 pt tall: rows 0–28; the emboss is row 29).
    public static func draw(_ shape: Path, box: Rect, palette: ButtonPalette, on canvas: Canvas) {
        let rows = Double(ChromeMetrics.buttonBodyHeight)
        canvas.withState {
            canvas.translate(0, box.minY)
            canvas.scale(by: 1, box.height / rows)
            let local = shape.transformed(by: Transform.scale(1, rows / box.height).translatedBy(0, -box.minY))
            // The emboss is one point lower whatever the art's height (the rows are scaled).
            canvas.fill(local.transformed(by: .translation(0, rows / box.height)),
                        with: .solid(Color.white.withAlpha(palette.embossAlpha)))
            let edges = RowRamp(segments: [.row(palette.topBorder), .rows(count: 28, palette.border)])
            canvas.fill(local, with: .linearGradient(edges.gradient(top: 0)))
            canvas.fill(local.insetConvex(by: 1), with: .linearGradient(palette.fillRamp.gradient(top: 0)))
        }
    }
}
