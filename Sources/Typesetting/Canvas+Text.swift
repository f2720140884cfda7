import Geometry
import Raster

/// Drawing text runs on a canvas: each glyph's cached coverage mask is composited with
/// `Canvas.fillMask` (source-over, honouring the clip and the global alpha), after the run's shadow
/// when it has one.
extension Canvas {
    /// Draws `run` with its baseline starting at `baseline` (points, in the canvas's current
    /// transform), in `color` (any alpha), over its `shadow` if given.
    public func drawText(_ run: TextRun, at baseline: Point, color: Color, shadow: TextShadow? = nil) {
        if let shadow {
            drawGlyphs(of: run, at: baseline + shadow.offset, color: shadow.color, pictures: false)
        }
        drawGlyphs(of: run, at: baseline, color: color, pictures: true)
    }

    /// Draws `run` placed in `box` by `TextRun.baselineOrigin(in:alignment:)`. The run is not
    /// clipped to the box: truncate the text first (docs/DESIGN.md §Text) to keep it inside.
    public func drawText(_ run: TextRun, in box: Rect, alignment: TextAlignment = .center, color: Color,
                         shadow: TextShadow? = nil) {
        drawText(run, at: run.baselineOrigin(in: box, alignment: alignment), color: color, shadow: shadow)
    }

    /// The glyphs in `color`; a colour glyph (an emoji) in its own colours when `pictures`, else
    /// (its shadow) its shape in `color`.
    private func drawGlyphs(of run: TextRun, at baseline: Point, color: Color, pictures: Bool) {
        let transform = self.transform
        run.forEachGlyphImage(at: baseline, transform: transform) { glyph, x, y in
            if pictures, let picture = glyph.picture {
                self.transform = .identity
                draw(picture, in: Rect(x: Double(x), y: Double(y), width: Double(picture.width),
                                       height: Double(picture.height)))
                self.transform = transform
            } else if color.a > 0 {
                fillMask(glyph.mask, deviceX: x, deviceY: y, color: color)
            }
        }
    }
}

/// A drop shadow under text: the same glyphs in another colour, drawn first, offset in points (y
/// grows downwards, so the bar text shadow of docs/DESIGN.md §Fonts, black α 0.5 at (0, −1), sits 1
/// pt above). The offset scales with the canvas (1 px at @1x, 2 px at @2x) and is not blurred, as
/// UIKit's `shadowOffset` on labels.
public struct TextShadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point

    public init(color: Color, offset: Point) {
        self.color = color
        self.offset = offset
    }
}
