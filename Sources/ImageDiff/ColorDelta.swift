/// pixelmatch's colour metric: the perceived difference between two pixels in the YIQ (NTSC)
/// colour space, after Y. Kotsarenko and F. Ramos, "Measuring perceived color difference using YIQ
/// NTSC transmission color space in mobile applications" (2010).
///
/// Follows pixelmatch's `colorDelta`, `rgb2y`, `rgb2i`, `rgb2q` and `blend` (v5.x; v7 with
/// `checkerboard: false`) operation for operation, in doubles and in the same order, so that a
/// delta lands on the same side of the threshold as pixelmatch's does, to the last bit.
///
/// Pixels arrive as memory words of straight RGBA8 (red in the lowest byte).
package enum ColorDelta {
    /// pixelmatch's `35215`, the bound it gives for the squared YIQ distance and the number the
    /// threshold is scaled by (`maxDelta = 35215 * t * t`). Black against white is 32857.1.
    static let maximum: Double = 35215

    /// The squared YIQ distance pixelmatch accepts at threshold `t`: `35215 · t²`, evaluated as
    /// pixelmatch does, `(35215 * t) * t`.
    static func limit(threshold t: Double) -> Double { maximum * t * t }

    /// pixelmatch's `colorDelta(img1, img2, k, m)`: the squared YIQ distance between two pixels,
    /// each blended over white first when it is not opaque. Signed like pixelmatch ≥ 5.3: negative
    /// when the first pixel is the brighter one (the second got darker), which picks `diffColorAlt`.
    /// Exactly 0 for equal words.
    @inline(__always)
    static func squared(_ w1: UInt32, _ w2: UInt32) -> Double {
        if w1 == w2 { return 0 }
        let (r1, g1, b1) = blendedOverWhite(w1)
        let (r2, g2, b2) = blendedOverWhite(w2)
        let y1 = rgb2y(r1, g1, b1)
        let y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// pixelmatch's `colorDelta(img, img, k, m, yOnly = true)`: the brightness (Y) difference only,
    /// first minus second, as the anti-aliasing detector uses it. Exactly 0 for equal words.
    @inline(__always)
    static func brightness(_ w1: UInt32, _ w2: UInt32) -> Double {
        if w1 == w2 { return 0 }
        let (r1, g1, b1) = blendedOverWhite(w1)
        let (r2, g2, b2) = blendedOverWhite(w2)
        return rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
    }

    /// pixelmatch's `blend` on each channel: a pixel with alpha below 255 is composited over white,
    /// `255 + (c - 255) · a` with `a = alpha / 255`; an opaque pixel is taken as it is.
    @inline(__always)
    static func blendedOverWhite(_ word: UInt32) -> (Double, Double, Double) {
        let v = UInt32(littleEndian: word)
        let r = Double(v & 0xff)
        let g = Double((v >> 8) & 0xff)
        let b = Double((v >> 16) & 0xff)
        let alpha = v >> 24
        guard alpha < 255 else { return (r, g, b) }
        let a = Double(alpha) / 255
        return (blend(r, a), blend(g, a), blend(b, a))
    }

    /// pixelmatch's `blend`: a channel (or a brightness) over white at opacity `a`.
    @inline(__always)
    package static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    /// pixelmatch's `rgb2y`: luma.
    @inline(__always)
    package static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// pixelmatch's `rgb2i`: the orange–blue chroma axis.
    @inline(__always)
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    /// pixelmatch's `rgb2q`: the purple–green chroma axis.
    @inline(__always)
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
