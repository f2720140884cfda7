import ImageDiff
import ImageDiffReports
import Testing

@Suite("side-by-side composite and HTML report")
struct SideBySideAndReportTests {
    static let red = RGBA8(r: 200, g: 10, b: 10)
    static let blue = RGBA8(r: 10, g: 10, b: 200)

    @Test func panelsSitLeftToRightWithGaps() throws {
        let expected = DiffImage(width: 3, height: 2, filledWith: Self.red)!
        let actual = DiffImage(width: 3, height: 2, filledWith: Self.blue)!
        let (_, diff) = ImageDiffer.compare(expected, actual, drawing: .pixelmatch)
        let composite = SideBySide.compose(expected: expected, actual: actual, diff: diff)
        let g = SideBySide.gap
        #expect(composite.width == g + 3 + g + 3 + g + 3 + g)
        #expect(composite.height == g + 2 + g)
        #expect(composite[0, 0] == SideBySide.backdrop)
        #expect(composite[g, g] == Self.red)
        #expect(composite[g + 2, g + 1] == Self.red)
        #expect(composite[g + 3, g] == SideBySide.backdrop)
        #expect(composite[2 * g + 3, g] == Self.blue)
        #expect(composite[3 * g + 6, g] == .red)  // the diff panel: every pixel differs
        #expect(composite[3 * g + 6, g + 2] == SideBySide.backdrop)
    }

    @Test func transparencyShowsOverACheckerboard() {
        let clear = DiffImage(width: 16, height: 8, filledWith: .clear)!
        let half = DiffImage(width: 16, height: 8, filledWith: RGBA8(r: 0, g: 0, b: 0, a: 128))!
        let composite = SideBySide.compose(expected: clear, actual: half, diff: nil)
        let g = SideBySide.gap
        #expect(composite.width == g + 16 + g + 16 + g)
        // Fully transparent: the checkerboard itself, white then #d6d6d6 squares of 8 px.
        #expect(composite[g, g] == .white)
        #expect(composite[g + 8, g] == RGBA8(r: 0xd6, g: 0xd6, b: 0xd6))
        // Half-transparent black over white: (255 · 127 + 127) / 255 = 127.
        #expect(composite[2 * g + 16, g] == RGBA8(r: 127, g: 127, b: 127))
    }

    @Test func panelsOfDifferentSizesAreTopAligned() {
        let small = DiffImage(width: 2, height: 2, filledWith: Self.red)!
        let tall = DiffImage(width: 2, height: 5, filledWith: Self.blue)!
        let composite = SideBySide.compose(expected: small, actual: tall, diff: nil)
        let g = SideBySide.gap
        #expect(composite.height == 5 + 2 * g)
        #expect(composite[g, g + 1] == Self.red)
        #expect(composite[g, g + 2] == SideBySide.backdrop)
        #expect(composite[2 * g + 2, g + 4] == Self.blue)
    }

    @Test func reportEmbedsEveryImageAndTheCounts() {
        let a = DiffImage(width: 4, height: 4, filledWith: .white)!
        var b = a
        b[1, 1] = .black
        let result = ImageDiffer.compare(a, b)
        let report = HTMLReport(expectedName: "golden <1>.png", actualName: "out.png", result: result,
                                options: DiffOptions(), expectedPNG: [1, 2, 3], actualPNG: [0xff, 0xfe],
                                diffPNG: [0, 0, 0, 0])
        let html = report.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("data:image/png;base64,AQID"))  // [1, 2, 3]
        #expect(html.contains("data:image/png;base64,//4="))  // [0xff, 0xfe]
        #expect(html.contains("data:image/png;base64,AAAAAA=="))  // [0, 0, 0, 0]
        #expect(html.contains("golden &lt;1&gt;.png"))
        #expect(!html.contains("golden <1>"))
        #expect(html.contains("1 of 16 pixels differ"))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("<span class=\"bad\">differ</span>"))
        // Titled for what it is, not for a command: the CLI names itself.
        #expect(html.contains("<title>Image comparison: differ</title>"))
        #expect(!html.contains("chevron"))
    }

    @Test func aSizeMismatchReportHasNoDiffAndNoSlider() {
        let a = DiffImage(width: 4, height: 4, filledWith: .white)!
        let b = DiffImage(width: 4, height: 5, filledWith: .white)!
        let report = HTMLReport(expectedName: "a", actualName: "b", result: ImageDiffer.compare(a, b),
                                options: DiffOptions(), expectedPNG: [1], actualPNG: [2], diffPNG: nil)
        let html = report.html
        #expect(html.contains("sizes differ"))
        #expect(html.contains("4 x 5"))
        #expect(!html.contains("type=\"range\""))
        #expect(html.ranges(of: "data:image/png").count == 2)
    }
}
