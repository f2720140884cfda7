import Geometry
import Raster

/// The embossed look of a plain toolbar item (docs/DESIGN.md §Toolbar glyphs): a white glyph
/// pressed into the bar, with a black shadow one point above it and a faint white glow one point
/// below it.
///
/// Drawn in three fills of the same path, back to front:
/// 1. the glyph in black at alpha 0.5, offset (0, −1) — the shadow above;
/// 2. the glyph in white at alpha 0.27, offset (0, +1) — the glow below;
/// 3. the glyph in white.
///
/// The offsets are in points, as UIKit's shadow offsets are, so that the shadow is 1 px at @1x and
/// 2 px at @2x, the same as the bar titles' shadows; the canvas's scale does the rest.
///
/// **Disabled:** the whole embossed glyph (shadow and glow included) is composited as one layer at
/// alpha 0.35, as a view's alpha would dim it. UIKit dimmed disabled bar items to somewhere between
/// 0.35 and 0.4 of their opacity (our recollection of iPhone OS 3 screenshots); we take the lower
/// figure because the glyph must still read as greyed out over the light top half of the bar.
///
/// **Highlighted:** a pressed plain item on iPhone OS 3 lit up with a soft white radial glow behind
/// the glyph (UIKit's `showsTouchWhenHighlighted` look); see `HighlightGlow`.
package enum EmbossedGlyph {
    package static let shadowColor = Color.black.withAlpha(0.5)
    /// The shadow's vertical offset in points (negative: above the glyph).
    package static let shadowOffset = -1.0
    package static let glowColor = Color.white.withAlpha(0.27)
    /// The glow's vertical offset in points (below the glyph).
    package static let glowOffset = 1.0
    package static let glyphColor = Color.white
    /// The opacity of a disabled item, applied to the glyph, its shadow and glow as one layer.
    package static let disabledAlpha = 0.35

    /// Draws `path` (in the canvas's user space, points) embossed, with its shadow and glow, and
    /// the pressed glow behind it when `highlighted`.
    package static func draw(_ path: Path, rule: FillRule, on canvas: Canvas, enabled: Bool = true,
                            highlighted: Bool = false) {
        guard let ink = GlyphGeometry.inkBounds(path) else { return }
        draw(ink: ink, on: canvas, enabled: enabled, highlighted: highlighted) { target, dy, color in
            target.fill(path.transformed(by: .translation(0, dy)), with: .solid(color), rule: rule)
        }
    }

    /// Draws an image item's picture as UIKit 2–3 drew a bar button item's image: a template, its
    /// alpha the shape ("the alpha values in the source image are used to create the images —
    /// opaque values are ignored"), white and embossed like the system glyphs, in `box` (points).
    package static func draw(template image: Bitmap, in box: Rect, on canvas: Canvas, enabled: Bool = true,
                            highlighted: Bool = false) {
        guard image.width > 0, image.height > 0 else { return }
        draw(ink: box, on: canvas, enabled: enabled, highlighted: highlighted) { target, dy, color in
            target.draw(template(image, color: color), in: box.offsetBy(dx: 0, dy: dy))
        }
    }

    /// `image` as a template in one colour: every pixel `color` at the pixel's alpha times the colour's.
    package static func template(_ image: Bitmap, color: Color) -> Bitmap {
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                out[x, y] = color.withAlpha(Double(image[x, y].a) / 255 * Double(color.a) / 255).premultiplied
            }
        }
        return out
    }

    /// The three layers (`layer(canvas, dy, colour)` draws the shape offset by `dy` in a colour)
    /// over `ink`, grouped at the disabled alpha when not `enabled`.
    private static func draw(ink: Rect, on canvas: Canvas, enabled: Bool, highlighted: Bool,
                             layer draw: (Canvas, Double, Color) -> Void) {
        if enabled {
            drawLayers(ink: ink, on: canvas, highlighted: highlighted, draw)
            return
        }
        // Group opacity: draw everything into a transparent layer over the device pixels the glyph
        // touches, then composite the layer once at the disabled alpha.
        var area = ink.union(ink.offsetBy(dx: 0, dy: shadowOffset))
            .union(ink.offsetBy(dx: 0, dy: glowOffset))
        if highlighted { area = area.union(HighlightGlow.bounds(around: ink)) }
        let device = canvas.transform.apply(area)
        let x0 = (device.minX - 1).rounded(.down), y0 = (device.minY - 1).rounded(.down)
        let x1 = (device.maxX + 1).rounded(.up), y1 = (device.maxY + 1).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite,
              let bitmap = try? Bitmap(width: Int(x1 - x0), height: Int(y1 - y0))
        else { return }
        let layer = Canvas(bitmap: bitmap, scale: canvas.scale)
        layer.transform = canvas.transform.concatenating(.translation(-x0, -y0))
        drawLayers(ink: ink, on: layer, highlighted: highlighted, draw)
        canvas.withState {
            canvas.transform = .identity
            canvas.globalAlpha *= disabledAlpha
            canvas.draw(layer.makeBitmap(), in: Rect(left: x0, top: y0, right: x1, bottom: y1))
        }
    }

    /// Draws a system item's glyph embossed, fitted into `rect` as `SystemIcon.path(in:)` does.
    package static func draw(_ icon: SystemIcon, in rect: Rect, on canvas: Canvas, enabled: Bool = true,
                            highlighted: Bool = false) {
        draw(icon.path(in: rect), rule: icon.fillRule, on: canvas, enabled: enabled, highlighted: highlighted)
    }

    private static func drawLayers(ink: Rect, on canvas: Canvas, highlighted: Bool,
                                   _ draw: (Canvas, Double, Color) -> Void) {
        if highlighted { HighlightGlow.draw(around: ink, on: canvas) }
        draw(canvas, shadowOffset, shadowColor)
        draw(canvas, glowOffset, glowColor)
        draw(canvas, 0, glyphColor)
    }
}
