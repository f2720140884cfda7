import ImageDiff

/// How the diff image is drawn. Defaults are pixelmatch's:
///
/// | option | default | pixelmatch |
/// |---|---|---|
/// | `alpha` | 0.1 | `alpha`: opacity of the grey copy of the first image behind the differences |
/// | `antialiasedColor` | yellow #ffff00 | `aaColor`: pixels forgiven as anti-aliasing |
/// | `differenceColor` | red #ff0000 | `diffColor`: pixels that count |
/// | `darkerColor` | nil | `diffColorAlt` (≥ 5.3): when set, counted pixels that got darker in the second image |
/// | `isMask` | false | `diffMask`: only the counted pixels, on a transparent background (no grey copy, no yellow) |
///
/// Drawn colours are always opaque, like pixelmatch's `drawPixel`; their alpha is ignored.
package struct DiffStyle: Hashable, Sendable {
    package var alpha: Double
    package var antialiasedColor: RGBA8
    package var differenceColor: RGBA8
    package var darkerColor: RGBA8?
    package var isMask: Bool

    package init(alpha: Double = 0.1, antialiasedColor: RGBA8 = .yellow, differenceColor: RGBA8 = .red,
                darkerColor: RGBA8? = nil, isMask: Bool = false) {
        self.alpha = alpha
        self.antialiasedColor = antialiasedColor
        self.differenceColor = differenceColor
        self.darkerColor = darkerColor
        self.isMask = isMask
    }

    /// pixelmatch's default output: red differences and yellow anti-aliasing over a faded grey copy
    /// of the first image.
    package static let pixelmatch = DiffStyle()

    /// pixelmatch's `diffMask: true`: red differences on transparency, nothing else.
    package static let mask = DiffStyle(isMask: true)
}

extension ImageDiffer {
    /// Compares and draws the diff image in `style` (pixelmatch's `output`); the image is nil
    /// when the sizes differ.
    package static func compare(_ expected: DiffImage, _ actual: DiffImage, options: DiffOptions = DiffOptions(),
                               drawing style: DiffStyle) -> (result: DiffResult, image: DiffImage?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            return (compare(expected, actual, options: options), nil)
        }
        let painter = DiffPainter(style: style)
        var result = DiffResult.compared(DiffCounts(width: 0, height: 0, mismatched: 0, antialiased: 0, allowed: 0))
        let image = DiffImage(width: expected.width, height: expected.height) { out in
            expected.withWords { painter.paintBackground(of: $0, into: out) }
            var marks = DiffPainter.Marks(painter: painter, output: out)
            result = compare(expected, actual, options: options, marking: &marks)
        }
        return (result, image)
    }
}

/// Paints the diff image: pixelmatch's `drawPixel` and `drawGrayPixel`. The background is painted
/// first; the differ's marks then overwrite the pixels above the threshold.
struct DiffPainter {
    let style: DiffStyle
    let antialiasedWord: UInt32
    let differenceWord: UInt32
    let darkerWord: UInt32?

    init(style: DiffStyle) {
        self.style = style
        antialiasedWord = DiffPainter.opaque(style.antialiasedColor)
        differenceWord = DiffPainter.opaque(style.differenceColor)
        darkerWord = style.darkerColor.map(DiffPainter.opaque)
    }

    /// The differ's marks written into the diff image: red (or the darker colour) for a counted
    /// pixel, yellow for anti-aliasing except in a mask.
    struct Marks: DiffMarker {
        let painter: DiffPainter
        let output: UnsafeMutableBufferPointer<UInt32>

        func markMismatched(at index: Int, delta: Double) {
            output[index] = painter.differenceWord(delta: delta)
        }

        func markAntialiased(at index: Int) {
            if !painter.style.isMask { output[index] = painter.antialiasedWord }
        }
    }

    /// pixelmatch's `drawPixel`: the colour's RGB with alpha 255, as a memory word.
    static func opaque(_ c: RGBA8) -> UInt32 {
        RGBA8(r: c.r, g: c.g, b: c.b, a: 255).word.littleEndian
    }

    /// The word for a counted difference; `delta` is `ColorDelta.squared`, negative when the second
    /// image is darker there (pixelmatch: `delta < 0 && diffColorAlt || diffColor`).
    @inline(__always)
    func differenceWord(delta: Double) -> UInt32 {
        if delta < 0, let darker = darkerWord { return darker }
        return differenceWord
    }

    /// Fills `output` with pixelmatch's background: every pixel of `image` as `drawGrayPixel` draws
    /// it, or transparency in mask mode. UI images repeat colours in long runs, so the last
    /// conversion is remembered.
    func paintBackground(of image: UnsafeBufferPointer<UInt32>, into output: UnsafeMutableBufferPointer<UInt32>) {
        if style.isMask {
            output.update(repeating: 0)
            return
        }
        guard let first = image.first else { return }
        var lastIn = first
        var lastOut = grayWord(first)
        for i in 0..<image.count {
            let word = image[i]
            if word != lastIn {
                lastIn = word
                lastOut = grayWord(word)
            }
            output[i] = lastOut
        }
    }

    /// pixelmatch's `drawGrayPixel`: the pixel's luma (of its raw, unblended channels) faded towards
    /// white, `blend(rgb2y(r, g, b), alpha · a / 255)`, stored truncated like a typed-array write.
    func grayWord(_ word: UInt32) -> UInt32 {
        let v = UInt32(littleEndian: word)
        let y = ColorDelta.rgb2y(Double(v & 0xff), Double((v >> 8) & 0xff), Double((v >> 16) & 0xff))
        let value = ColorDelta.blend(y, style.alpha * Double(v >> 24) / 255)
        let byte = UInt8(truncating: value)
        return RGBA8(r: byte, g: byte, b: byte, a: 255).word.littleEndian
    }
}

extension UInt8 {
    /// A double stored the way a `Uint8Array` (and pixelmatch-py's `int()`) stores it: truncated
    /// toward zero, here clamped to 0 … 255 for values outside, which pixelmatch never produces.
    init(truncating value: Double) {
        if !(value > 0) { self = 0 } else if value >= 255 { self = 255 } else { self = UInt8(value) }
    }
}
