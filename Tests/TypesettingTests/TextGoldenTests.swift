import Raster
import Testing
import Typesetting

/// Golden images of bar text at @1x/@2x/@3x (see `GoldenImage` for the tolerance and recording).
@Suite struct TextGoldenTests {
    static let scales = [1.0, 2.0, 3.0]

    private func name(_ scene: String, _ scale: Double) -> String { "\(scene)@\(Int(scale))x" }

    @Test(arguments: scales)
    func titles(scale: Double) throws {
        try GoldenImage.check(TextScenes.title(Fixtures.typesetter, scale: scale), feature: "Titles",
                              name: name("title", scale))
    }

    @Test(arguments: scales)
    func buttonLabels(scale: Double) throws {
        try GoldenImage.check(TextScenes.labels(Fixtures.typesetter, scale: scale), feature: "Labels",
                              name: name("labels", scale))
    }

    @Test(arguments: [1.0, 2.0])
    func fallbackAndMissingGlyphs(scale: Double) throws {
        try GoldenImage.check(TextScenes.fallback(Fixtures.typesetter, scale: scale), feature: "Fallback",
                              name: name("fallback", scale))
    }

    @Test(arguments: [1.0, 2.0])
    func colorsAndAlpha(scale: Double) throws {
        try GoldenImage.check(TextScenes.colors(Fixtures.typesetter, scale: scale), feature: "Colors",
                              name: name("colors", scale))
    }

    @Test func theToleranceCatchesAOnePixelShift() throws {
        // The tolerance must stay far below what a misplaced glyph changes.
        let canvas = Fixtures.canvas(100, 30, background: TextScenes.buttonColor)
        let shifted = Fixtures.canvas(100, 30, background: TextScenes.buttonColor)
        let run = Fixtures.typesetter.run("Back", font: .bold(12))
        canvas.drawText(run, at: .init(12, 19), color: .white, shadow: Fixtures.barShadow)
        shifted.drawText(run, at: .init(13, 19), color: .white, shadow: Fixtures.barShadow)
        #expect(GoldenImage.maxChannelDifference(canvas.makeBitmap(), shifted.makeBitmap()) > 4 * GoldenImage.tolerance)
    }
}
