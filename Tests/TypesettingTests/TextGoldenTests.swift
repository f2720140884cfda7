import ChevronTesting
import Foundation
import Raster
import RasterPNG
import Testing
import Typesetting

/// Golden images of bar text at @1x/@2x/@3x, kept in `Goldens/<feature>/<case>.png` beside these
/// tests and compared by ChevronTesting's `assertGolden` (recording, failure artifacts: see it).
@Suite struct TextGoldenTests {
    /// Text drawn with the bundled fonts is compared byte-exact (one FreeType, deterministic
    /// rendering). Text that falls back to a system font (`fallbackAndMissingGlyphs`) goes through
    /// the differ with this visible tolerance (STYLE habit 9): the system font's version is not
    /// pinned, and its anti-aliasing may move an edge pixel by a level or two, while a glyph moved
    /// by a pixel, a wrong colour or a missing shadow changes far more.
    ///
    /// - threshold 0.1 (pixelmatch's default): a pixel counts as different only beyond a YIQ
    ///   distance of 0.1, about 26 levels of grey; pixels judged anti-aliasing are not counted.
    ///   Every edge pixel of these scenes moved by ±24 levels still matches.
    /// - maxDiffPixelRatio 0.0001: up to 1 pixel in 10 000 may differ beyond that (0 at @1x,
    ///   5 in labels@3x, 25 in title@3x), for the odd edge pixel a hinting change flips. One word
    ///   moved by one device pixel changes about 40 counted pixels at @3x and over 100 at @1x.
    ///
    /// `theToleranceForgivesLevelDriftButNotAShift` holds both halves of that.
    static let tolerance = GoldenTolerance.pixelmatch(threshold: 0.1, maxDiffPixelRatio: 0.0001)

    static let scales = [1.0, 2.0, 3.0]

    private func name(_ feature: String, _ scene: String, _ scale: Double) -> String {
        "\(feature)/\(scene)@\(Int(scale))x"
    }

    @Test(arguments: scales)
    func titles(scale: Double) {
        assertGolden(TextScenes.title(Fixtures.typesetter, scale: scale), named: name("Titles", "title", scale),
                     tolerance: .exact)
    }

    @Test(arguments: scales)
    func buttonLabels(scale: Double) {
        assertGolden(TextScenes.labels(Fixtures.typesetter, scale: scale), named: name("Labels", "labels", scale),
                     tolerance: .exact)
    }

    @Test(arguments: [1.0, 2.0])
    func fallbackAndMissingGlyphs(scale: Double) {
        assertGolden(TextScenes.fallback(Fixtures.typesetter, scale: scale),
                     named: name("Fallback", "fallback", scale), tolerance: Self.tolerance)
    }

    @Test(arguments: [1.0, 2.0])
    func colorsAndAlpha(scale: Double) {
        assertGolden(TextScenes.colors(Fixtures.typesetter, scale: scale), named: name("Colors", "colors", scale),
                     tolerance: .exact)
    }

    @Test(arguments: [1.0, 3.0])
    func theToleranceForgivesLevelDriftButNotAShift(scale: Double) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("chevron-text-tolerance-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

        let label = Self.label(x: 12, scale: scale)
        try Data(PNG.encode(label)).write(to: URL(fileURLWithPath: folder + "/label.png"))
        func verify(_ bitmap: Bitmap) -> GoldenOutcome {
            verifyGolden(bitmap, named: "label", tolerance: Self.tolerance, record: .never,
                         goldensFolder: folder, failuresFolder: folder + "/Failures")
        }

        let drifted = verify(Self.drifted(label, by: 8))
        #expect(drifted.passed, "\(drifted.failureMessage ?? "")")
        // The label one device pixel to the right.
        let shifted = verify(Self.label(x: 12 + 1 / scale, scale: scale))
        guard case .mismatched(let result, _, _) = shifted else {
            Issue.record("a label moved by one device pixel must not match: \(shifted)")
            return
        }
        #expect((result.counts?.mismatched ?? 0) > 4 * (result.counts?.allowed ?? 0))
    }

    /// "Back" as a button label at `x` on the button colour.
    private static func label(x: Double, scale: Double) -> Bitmap {
        let canvas = Fixtures.canvas(100, 30, scale: scale, background: TextScenes.buttonColor)
        let run = Fixtures.typesetter.run("Back", font: .bold(12))
        canvas.drawText(run, at: .init(x, 19), color: .white, shadow: Fixtures.barShadow)
        return canvas.makeBitmap()
    }

    /// `bitmap` with the colour channels of every pixel that differs from a horizontal neighbour
    /// (the edges of the text) moved by `levels`, up and down in turn: more than the level or two
    /// a FreeType update moves anti-aliased pixels by.
    private static func drifted(_ bitmap: Bitmap, by levels: Int) -> Bitmap {
        var out = bitmap
        for y in 0..<bitmap.height {
            for x in 1..<(bitmap.width - 1) {
                let i = y * bitmap.width + x
                let p = bitmap.pixels
                guard p[i] != p[i - 1] || p[i] != p[i + 1] else { continue }
                let c = PremultipliedColor(packed: p[i])
                let delta = (x + y) % 2 == 0 ? levels : -levels
                func move(_ v: UInt8) -> UInt8 { UInt8(max(0, min(Int(c.a), Int(v) + delta))) }
                out.pixels[i] = PremultipliedColor(r: move(c.r), g: move(c.g), b: move(c.b), a: c.a).packed
            }
        }
        return out
    }
}
