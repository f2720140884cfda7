import Geometry
import Raster

/// The soft white glow behind a pressed plain toolbar item on iPhone OS 3 (UIKit's
/// `showsTouchWhenHighlighted` look): a radial spot centred on the glyph, bright in the middle and
/// fading to nothing, a little wider than the 44-pt bar is tall.
///
/// The radius and profile are our recollection of the phone, not measured: white at alpha 0.85 in
/// the centre, falling off as (1 − (r/R)²)² to zero at R = 18 pt. The glyph (about 20 pt) sits in
/// a bright bloom (alpha 0.4–0.55 round its edges) that has faded out 4 pt short of the top and
/// bottom of a 44-pt bar, as the pressed items of iPhone OS 3 looked.
///
/// The canvas has no radial gradient, so the spot is computed per device pixel into a small
/// bitmap (premultiplied white, at the pixel's centre) and composited one to one: smooth at every
/// scale, with the canvas's clip and global alpha.
enum HighlightGlow {
    static let radius = 18.0
    static let peakAlpha = 0.85

    /// The glow's alpha at `t` = distance / radius.
    static func alpha(at t: Double) -> Double {
        guard t < 1 else { return 0 }
        let f = 1 - t * t
        return peakAlpha * f * f
    }

    /// The square the glow covers around a glyph's ink bounds (points).
    static func bounds(around ink: Rect) -> Rect {
        Rect(x: ink.midX - radius, y: ink.midY - radius, width: 2 * radius, height: 2 * radius)
    }

    static func draw(around ink: Rect, on canvas: Canvas) {
        let t = canvas.transform
        let centre = t.apply(Point(ink.midX, ink.midY))
        let r = radius * t.maxScale
        guard r > 0, r.isFinite, centre.isFinite else { return }
        let x0 = (centre.x - r).rounded(.down), y0 = (centre.y - r).rounded(.down)
        let x1 = (centre.x + r).rounded(.up), y1 = (centre.y + r).rounded(.up)
        let w = Int(x1 - x0), h = Int(y1 - y0)
        guard w > 0, h > 0 else { return }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for j in 0..<h {
            let dy = y0 + Double(j) + 0.5 - centre.y
            for i in 0..<w {
                let dx = x0 + Double(i) + 0.5 - centre.x
                let a = UInt32(Color.unit(alpha(at: (dx * dx + dy * dy).squareRoot() / r)))
                pixels[j * w + i] = a | a << 8 | a << 16 | a << 24
            }
        }
        guard let spot = Bitmap(width: w, height: h, pixels: pixels) else { return }
        canvas.withState {
            canvas.transform = .identity
            canvas.draw(spot, in: Rect(x: x0, y: y0, width: Double(w), height: Double(h)))
        }
    }
}
