import ImageDiff
import ImageDiffReports
import Testing

/// Counts equal pixelmatch's, to the pixel, on image pairs drawn for the purpose.
///
/// Every number below was computed by pixelmatch-py 0.4.0 (a line-for-line port of
/// mapbox/pixelmatch 5.x; `pip install pixelmatch==0.4.0 pillow`) on the RGBA bytes of the fixture
/// PNGs, by Fixtures/make_fixtures.py: `mismatched` is pixelmatch's return value, `antialiased` the
/// number of yellow pixels in its diff output. The PNGs `<pair>-pixelmatch-diff.png` are that diff
/// output at threshold 0.1 without includeAA, which our diff image must equal byte for byte.
@Suite("pixelmatch parity")
struct PixelmatchParityTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let pair: String
        let threshold: Double
        let includeAA: Bool
        let mismatched: Int
        let antialiased: Int

        init(_ pair: String, threshold: Double, includeAA: Bool, mismatched: Int, antialiased: Int) {
            self.pair = pair
            self.threshold = threshold
            self.includeAA = includeAA
            self.mismatched = mismatched
            self.antialiased = antialiased
        }

        var testDescription: String { "\(pair) t=\(threshold)\(includeAA ? " includeAA" : "")" }
    }

    static let rows: [Row] = [
        Row("identical", threshold: 0.0, includeAA: false, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.05, includeAA: false, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.1, includeAA: false, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.2, includeAA: false, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.5, includeAA: false, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.0, includeAA: true, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.05, includeAA: true, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.1, includeAA: true, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.2, includeAA: true, mismatched: 0, antialiased: 0),
        Row("identical", threshold: 0.5, includeAA: true, mismatched: 0, antialiased: 0),

        Row("one-pixel", threshold: 0.0, includeAA: false, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.05, includeAA: false, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.1, includeAA: false, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.2, includeAA: false, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.5, includeAA: false, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.0, includeAA: true, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.05, includeAA: true, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.1, includeAA: true, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.2, includeAA: true, mismatched: 1, antialiased: 0),
        Row("one-pixel", threshold: 0.5, includeAA: true, mismatched: 1, antialiased: 0),

        Row("aa-circles", threshold: 0.0, includeAA: false, mismatched: 0, antialiased: 101),
        Row("aa-circles", threshold: 0.05, includeAA: false, mismatched: 0, antialiased: 78),
        Row("aa-circles", threshold: 0.1, includeAA: false, mismatched: 0, antialiased: 64),
        Row("aa-circles", threshold: 0.2, includeAA: false, mismatched: 0, antialiased: 30),
        Row("aa-circles", threshold: 0.5, includeAA: false, mismatched: 0, antialiased: 0),
        Row("aa-circles", threshold: 0.0, includeAA: true, mismatched: 101, antialiased: 0),
        Row("aa-circles", threshold: 0.05, includeAA: true, mismatched: 78, antialiased: 0),
        Row("aa-circles", threshold: 0.1, includeAA: true, mismatched: 64, antialiased: 0),
        Row("aa-circles", threshold: 0.2, includeAA: true, mismatched: 30, antialiased: 0),
        Row("aa-circles", threshold: 0.5, includeAA: true, mismatched: 0, antialiased: 0),

        Row("shift-1px", threshold: 0.0, includeAA: false, mismatched: 68, antialiased: 102),
        Row("shift-1px", threshold: 0.05, includeAA: false, mismatched: 64, antialiased: 94),
        Row("shift-1px", threshold: 0.1, includeAA: false, mismatched: 64, antialiased: 86),
        Row("shift-1px", threshold: 0.2, includeAA: false, mismatched: 60, antialiased: 62),
        Row("shift-1px", threshold: 0.5, includeAA: false, mismatched: 36, antialiased: 26),
        Row("shift-1px", threshold: 0.0, includeAA: true, mismatched: 170, antialiased: 0),
        Row("shift-1px", threshold: 0.05, includeAA: true, mismatched: 158, antialiased: 0),
        Row("shift-1px", threshold: 0.1, includeAA: true, mismatched: 150, antialiased: 0),
        Row("shift-1px", threshold: 0.2, includeAA: true, mismatched: 122, antialiased: 0),
        Row("shift-1px", threshold: 0.5, includeAA: true, mismatched: 62, antialiased: 0),

        Row("text-changed", threshold: 0.0, includeAA: false, mismatched: 117, antialiased: 15),
        Row("text-changed", threshold: 0.05, includeAA: false, mismatched: 88, antialiased: 12),
        Row("text-changed", threshold: 0.1, includeAA: false, mismatched: 78, antialiased: 9),
        Row("text-changed", threshold: 0.2, includeAA: false, mismatched: 65, antialiased: 6),
        Row("text-changed", threshold: 0.5, includeAA: false, mismatched: 0, antialiased: 0),
        Row("text-changed", threshold: 0.0, includeAA: true, mismatched: 132, antialiased: 0),
        Row("text-changed", threshold: 0.05, includeAA: true, mismatched: 100, antialiased: 0),
        Row("text-changed", threshold: 0.1, includeAA: true, mismatched: 87, antialiased: 0),
        Row("text-changed", threshold: 0.2, includeAA: true, mismatched: 71, antialiased: 0),
        Row("text-changed", threshold: 0.5, includeAA: true, mismatched: 0, antialiased: 0),

        Row("text-subpixel", threshold: 0.0, includeAA: false, mismatched: 91, antialiased: 79),
        Row("text-subpixel", threshold: 0.05, includeAA: false, mismatched: 85, antialiased: 76),
        Row("text-subpixel", threshold: 0.1, includeAA: false, mismatched: 53, antialiased: 76),
        Row("text-subpixel", threshold: 0.2, includeAA: false, mismatched: 9, antialiased: 68),
        Row("text-subpixel", threshold: 0.5, includeAA: false, mismatched: 0, antialiased: 0),
        Row("text-subpixel", threshold: 0.0, includeAA: true, mismatched: 170, antialiased: 0),
        Row("text-subpixel", threshold: 0.05, includeAA: true, mismatched: 161, antialiased: 0),
        Row("text-subpixel", threshold: 0.1, includeAA: true, mismatched: 129, antialiased: 0),
        Row("text-subpixel", threshold: 0.2, includeAA: true, mismatched: 77, antialiased: 0),
        Row("text-subpixel", threshold: 0.5, includeAA: true, mismatched: 0, antialiased: 0),

        Row("alpha", threshold: 0.0, includeAA: false, mismatched: 1158, antialiased: 74),
        Row("alpha", threshold: 0.05, includeAA: false, mismatched: 1126, antialiased: 42),
        Row("alpha", threshold: 0.1, includeAA: false, mismatched: 296, antialiased: 0),
        Row("alpha", threshold: 0.2, includeAA: false, mismatched: 0, antialiased: 0),
        Row("alpha", threshold: 0.5, includeAA: false, mismatched: 0, antialiased: 0),
        Row("alpha", threshold: 0.0, includeAA: true, mismatched: 1232, antialiased: 0),
        Row("alpha", threshold: 0.05, includeAA: true, mismatched: 1168, antialiased: 0),
        Row("alpha", threshold: 0.1, includeAA: true, mismatched: 296, antialiased: 0),
        Row("alpha", threshold: 0.2, includeAA: true, mismatched: 0, antialiased: 0),
        Row("alpha", threshold: 0.5, includeAA: true, mismatched: 0, antialiased: 0),

        Row("transparent-white", threshold: 0.0, includeAA: false, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.05, includeAA: false, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.1, includeAA: false, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.2, includeAA: false, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.5, includeAA: false, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.0, includeAA: true, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.05, includeAA: true, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.1, includeAA: true, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.2, includeAA: true, mismatched: 40, antialiased: 0),
        Row("transparent-white", threshold: 0.5, includeAA: true, mismatched: 40, antialiased: 0),

        Row("noise-palette", threshold: 0.0, includeAA: false, mismatched: 319, antialiased: 97),
        Row("noise-palette", threshold: 0.05, includeAA: false, mismatched: 319, antialiased: 97),
        Row("noise-palette", threshold: 0.1, includeAA: false, mismatched: 319, antialiased: 97),
        Row("noise-palette", threshold: 0.2, includeAA: false, mismatched: 319, antialiased: 97),
        Row("noise-palette", threshold: 0.5, includeAA: false, mismatched: 115, antialiased: 26),
        Row("noise-palette", threshold: 0.0, includeAA: true, mismatched: 416, antialiased: 0),
        Row("noise-palette", threshold: 0.05, includeAA: true, mismatched: 416, antialiased: 0),
        Row("noise-palette", threshold: 0.1, includeAA: true, mismatched: 416, antialiased: 0),
        Row("noise-palette", threshold: 0.2, includeAA: true, mismatched: 416, antialiased: 0),
        Row("noise-palette", threshold: 0.5, includeAA: true, mismatched: 141, antialiased: 0),

        Row("noise-alpha", threshold: 0.0, includeAA: false, mismatched: 397, antialiased: 1),
        Row("noise-alpha", threshold: 0.05, includeAA: false, mismatched: 345, antialiased: 1),
        Row("noise-alpha", threshold: 0.1, includeAA: false, mismatched: 345, antialiased: 1),
        Row("noise-alpha", threshold: 0.2, includeAA: false, mismatched: 303, antialiased: 1),
        Row("noise-alpha", threshold: 0.5, includeAA: false, mismatched: 129, antialiased: 1),
        Row("noise-alpha", threshold: 0.0, includeAA: true, mismatched: 398, antialiased: 0),
        Row("noise-alpha", threshold: 0.05, includeAA: true, mismatched: 346, antialiased: 0),
        Row("noise-alpha", threshold: 0.1, includeAA: true, mismatched: 346, antialiased: 0),
        Row("noise-alpha", threshold: 0.2, includeAA: true, mismatched: 304, antialiased: 0),
        Row("noise-alpha", threshold: 0.5, includeAA: true, mismatched: 130, antialiased: 0),

        Row("gradient", threshold: 0.0, includeAA: false, mismatched: 4096, antialiased: 0),
        Row("gradient", threshold: 0.05, includeAA: false, mismatched: 3292, antialiased: 0),
        Row("gradient", threshold: 0.1, includeAA: false, mismatched: 846, antialiased: 0),
        Row("gradient", threshold: 0.2, includeAA: false, mismatched: 0, antialiased: 0),
        Row("gradient", threshold: 0.5, includeAA: false, mismatched: 0, antialiased: 0),
        Row("gradient", threshold: 0.0, includeAA: true, mismatched: 4096, antialiased: 0),
        Row("gradient", threshold: 0.05, includeAA: true, mismatched: 3292, antialiased: 0),
        Row("gradient", threshold: 0.1, includeAA: true, mismatched: 846, antialiased: 0),
        Row("gradient", threshold: 0.2, includeAA: true, mismatched: 0, antialiased: 0),
        Row("gradient", threshold: 0.5, includeAA: true, mismatched: 0, antialiased: 0),

        Row("scene-title", threshold: 0.0, includeAA: false, mismatched: 2890, antialiased: 480),
        Row("scene-title", threshold: 0.05, includeAA: false, mismatched: 2766, antialiased: 401),
        Row("scene-title", threshold: 0.1, includeAA: false, mismatched: 2658, antialiased: 356),
        Row("scene-title", threshold: 0.2, includeAA: false, mismatched: 2368, antialiased: 208),
        Row("scene-title", threshold: 0.5, includeAA: false, mismatched: 34, antialiased: 3),
        Row("scene-title", threshold: 0.0, includeAA: true, mismatched: 3370, antialiased: 0),
        Row("scene-title", threshold: 0.05, includeAA: true, mismatched: 3167, antialiased: 0),
        Row("scene-title", threshold: 0.1, includeAA: true, mismatched: 3014, antialiased: 0),
        Row("scene-title", threshold: 0.2, includeAA: true, mismatched: 2576, antialiased: 0),
        Row("scene-title", threshold: 0.5, includeAA: true, mismatched: 37, antialiased: 0),

        Row("scene-toolbar", threshold: 0.0, includeAA: false, mismatched: 47989, antialiased: 5317),
        Row("scene-toolbar", threshold: 0.05, includeAA: false, mismatched: 3247, antialiased: 552),
        Row("scene-toolbar", threshold: 0.1, includeAA: false, mismatched: 3088, antialiased: 440),
        Row("scene-toolbar", threshold: 0.2, includeAA: false, mismatched: 2583, antialiased: 282),
        Row("scene-toolbar", threshold: 0.5, includeAA: false, mismatched: 1333, antialiased: 45),
        Row("scene-toolbar", threshold: 0.0, includeAA: true, mismatched: 53306, antialiased: 0),
        Row("scene-toolbar", threshold: 0.05, includeAA: true, mismatched: 3799, antialiased: 0),
        Row("scene-toolbar", threshold: 0.1, includeAA: true, mismatched: 3528, antialiased: 0),
        Row("scene-toolbar", threshold: 0.2, includeAA: true, mismatched: 2865, antialiased: 0),
        Row("scene-toolbar", threshold: 0.5, includeAA: true, mismatched: 1378, antialiased: 0),
    ]

    @Test(arguments: rows)
    func countsEqualPixelmatch(_ row: Row) throws {
        let (a, b) = try Fixture.pair(row.pair)
        let options = DiffOptions(threshold: row.threshold, includeAntialiased: row.includeAA)
        let counts = try #require(ImageDiffer.compare(a, b, options: options).counts)
        #expect(counts.mismatched == row.mismatched)
        #expect(counts.antialiased == row.antialiased)
        #expect(counts.total == a.width * a.height)
    }

    /// Drawing the diff image must not change the counts.
    @Test(arguments: rows.filter { $0.threshold == 0.1 || $0.threshold == 0 })
    func drawingKeepsTheCounts(_ row: Row) throws {
        let (a, b) = try Fixture.pair(row.pair)
        let options = DiffOptions(threshold: row.threshold, includeAntialiased: row.includeAA)
        let (result, image) = ImageDiffer.compare(a, b, options: options, drawing: .pixelmatch)
        #expect(result.counts?.mismatched == row.mismatched)
        #expect(result.counts?.antialiased == row.antialiased)
        let drawn = try #require(image)
        // Red for each counted pixel, yellow for each forgiven one (pixelmatch's colours).
        #expect(count(of: .red, in: drawn) == row.mismatched)
        #expect(count(of: .yellow, in: drawn) == row.antialiased)
    }

    static let pairs = Array(Set(rows.map(\.pair))).sorted()

    @Test(arguments: pairs)
    func diffImageEqualsPixelmatchOutput(_ pair: String) throws {
        let (a, b) = try Fixture.pair(pair)
        let expected = try Fixture.image("\(pair)-pixelmatch-diff.png")
        let (_, image) = ImageDiffer.compare(a, b, options: DiffOptions(threshold: 0.1), drawing: .pixelmatch)
        let drawn = try #require(image)
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        let firstDifference = zip(drawn.rgba, expected.rgba).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "first differing byte at \(firstDifference?.offset ?? -1)")
    }

    /// pixelmatch throws for sizes that differ; a transposed pair has the same byte count, so a
    /// byte-level comparison would produce a meaningless count. Both are a result of their own.
    @Test(arguments: [("transposed", 120, 80, 80, 120), ("taller", 64, 64, 64, 65)])
    func sizeMismatchIsItsOwnResult(_ pair: String, _ w1: Int, _ h1: Int, _ w2: Int, _ h2: Int) throws {
        let (a, b) = try Fixture.pair(pair)
        for options in [DiffOptions(), DiffOptions(threshold: 1, includeAntialiased: true, maxDiffPixelRatio: 1)] {
            let result = ImageDiffer.compare(a, b, options: options)
            #expect(result == .sizeMismatch(expected: DiffSize(width: w1, height: h1), actual: DiffSize(width: w2, height: h2)))
            #expect(!result.isMatch)
            #expect(result.counts == nil)
        }
        let (_, image) = ImageDiffer.compare(a, b, drawing: .pixelmatch)
        #expect(image == nil)
    }

    func count(of color: RGBA8, in image: DiffImage) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == color { n += 1 }
        }
        return n
    }
}
