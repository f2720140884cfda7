import ImageDiff
import Testing

/// pixelmatch's anti-aliasing detector and colour metric on images small enough to reason about
/// by hand. Each expected pair of numbers (mismatched, anti-aliased) was also checked with
/// pixelmatch-py 0.4.0 at threshold 0.1.
@Suite("anti-aliasing and colour metric")
struct AntialiasingTests {
    /// An image from rows of pixels; an `Int` is an opaque grey level.
    static func image(_ rows: [[Pixel]]) -> DiffImage {
        var bytes: [UInt8] = []
        for row in rows {
            for p in row { bytes += [p.color.r, p.color.g, p.color.b, p.color.a] }
        }
        return DiffImage(width: rows[0].count, height: rows.count, rgba: bytes)!
    }

    struct Pixel: ExpressibleByIntegerLiteral {
        let color: RGBA8
        init(integerLiteral grey: UInt8) { color = RGBA8(r: grey, g: grey, b: grey) }
        init(_ color: RGBA8) { self.color = color }
    }

    static func counts(_ a: [[Pixel]], _ b: [[Pixel]], includeAA: Bool = false) -> [Int] {
        let c = ImageDiffer.compare(image(a), image(b), options: DiffOptions(includeAntialiased: includeAA)).counts
        return [c?.mismatched ?? -1, c?.antialiased ?? -1]
    }

    /// black | black | grey | white | white: the grey column is an edge's anti-aliasing.
    static let slope: [[Pixel]] = Array(repeating: [0, 0, 128, 255, 255], count: 5)

    @Test func aPixelOnASlopeBetweenFlatAreasIsForgiven() {
        let changed: [[Pixel]] = Array(repeating: [0, 0, 100, 255, 255], count: 5)
        #expect(Self.counts(Self.slope, changed) == [0, 5])
        #expect(Self.counts(Self.slope, changed, includeAA: true) == [5, 0])
    }

    @Test func theFlatAreaMustBeFlatInBothImages() {
        // The same slope, but next to it in the second image every pixel has its own (nearly equal)
        // level: the darkest and brightest neighbours have no equal siblings there.
        let changed: [[Pixel]] = (0..<5).map { y in
            let v = UInt8(y)
            return [Pixel(integerLiteral: v * 2), Pixel(integerLiteral: v * 2 + 1), 100,
                    Pixel(integerLiteral: 250 + v), Pixel(integerLiteral: 254 - v)]
        }
        #expect(Self.counts(Self.slope, changed) == [5, 0])
    }

    @Test func threeEqualNeighboursMeanNotAntialiased() {
        // In the first image the centre has three neighbours of its own brightness (the top row):
        // not anti-aliasing there; in the second, neither extreme neighbour lies in a flat area.
        let a: [[Pixel]] = [[128, 128, 128], [0, 128, 255], [255, 255, 255]]
        var b = a
        b[1][1] = 100
        #expect(Self.counts(a, b) == [1, 0])
    }

    @Test func aSlopeNextToAFlatCornerIsForgiven() {
        // The centre's neighbours are darker (black) and brighter (white), none equal, and the
        // brighter one found first, (1, 2), has three white siblings in both images.
        let a: [[Pixel]] = [[0, 0, 0, 0], [0, 128, 255, 255], [0, 255, 255, 255], [255, 255, 255, 255]]
        var b = a
        b[1][1] = 100
        #expect(Self.counts(a, b) == [0, 1])
    }

    @Test func onAOnePixelWideImageEveryPixelIsOnTheEdge() {
        let a: [[Pixel]] = [[0], [128], [255], [255], [255]]
        let b: [[Pixel]] = [[0], [100], [255], [255], [255]]
        #expect(Self.counts(a, b) == [1, 0])
    }

    @Test func transparentPixelsAreBlendedOverWhite() {
        // Different colours at alpha 0 are all white; so is opaque white.
        let a: [[Pixel]] = [[Pixel(RGBA8(r: 255, g: 0, b: 0, a: 0)), Pixel(RGBA8(r: 0, g: 0, b: 255, a: 0))]]
        let b: [[Pixel]] = [[Pixel(RGBA8(r: 0, g: 255, b: 0, a: 0)), 255]]
        #expect(Self.counts(a, b) == [0, 0])
        // Even at threshold 0: the delta is exactly 0 and the cut-off is a strict ">".
        let strict = ImageDiffer.compare(Self.image(a), Self.image(b), options: DiffOptions(threshold: 0))
        #expect(strict.counts?.mismatched == 0)
        #expect(strict.isMatch)
    }

    @Test func halfTransparentBlackIsMidGrey() {
        // blend(0, 128/255) = 255 − 255 · 128/255 = 127 exactly: the same as opaque grey 127.
        let a: [[Pixel]] = [[Pixel(RGBA8(r: 0, g: 0, b: 0, a: 128))]]
        let b: [[Pixel]] = [[127]]
        let result = ImageDiffer.compare(Self.image(a), Self.image(b), options: DiffOptions(threshold: 0))
        #expect(result.counts?.mismatched == 0)
        let c: [[Pixel]] = [[126]]
        #expect(ImageDiffer.compare(Self.image(a), Self.image(c), options: DiffOptions(threshold: 0)).counts?.mismatched == 1)
    }

    @Test func blackAgainstWhiteDiffersUpToThresholdPointNineSix() {
        // Black against white is a squared YIQ delta of 32857.1 (35215 is the bound over all
        // colours): above 35215 · 0.96² = 32454.1, below 35215 · 0.97² = 33133.8.
        let black = DiffImage(width: 1, height: 1, filledWith: .black)!
        let white = DiffImage(width: 1, height: 1, filledWith: .white)!
        #expect(ImageDiffer.compare(black, white, options: DiffOptions(threshold: 0.96)).counts?.mismatched == 1)
        #expect(ImageDiffer.compare(black, white, options: DiffOptions(threshold: 0.97)).counts?.mismatched == 0)
    }
}
