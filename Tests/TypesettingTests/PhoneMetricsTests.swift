import Geometry
import Raster
import Testing
@testable import Typesetting

/// The figures measured on the phone (docs/DESIGN.md §Bar layout, §Fonts, §Text), against the
/// bundled Helvetica-metric font. Exact values come from the font files (advances in `hmtx`, read
/// independently with fontTools); the word positions from the two real screenshots
/// (../shared/fidelity/screens), where every word of the titles starts where these put it.
@Suite struct PhoneMetricsTests {
    let typesetter = Fixtures.typesetter

    /// Where each glyph of `text` starts, in points from the run's start.
    func starts(_ text: String, _ font: Font) -> [Double] {
        typesetter.run(text, font: font).glyphs.map(\.x)
    }

    @Test func wordsStartOnWholePointsAsOnThePhone() {
        // "Basic" is 53.36 pt of design advances, the space 5.56: "Launcher" starts at 54 + 6 = 60,
        // not 58.92; "Launcher" is 90.02 → 91, so "Demo" starts at 157 (154.5 unrounded). The
        // Nimbus screenshot's title has its words at exactly these offsets from its start.
        let x = starts("Basic Launcher Demo", .bold(20))
        #expect(x[5] == 54)  // the space
        #expect(x[6] == 60)  // L
        #expect(abs(x[7] - 72.22) < 1e-9)  // a: within a word, design advances
        #expect(x[14] == 151)
        #expect(x[15] == 157)  // D
        #expect(typesetter.advance(of: "Basic Launcher Demo", size: 20, bold: true) == 213)
        #expect(typesetter.advance(of: "Hello World", size: 20, bold: true) == 112)
    }

    @Test func noKerning() {
        // The phone's text path did not kern: "Wo" (GPOS −30 units in Heros) is W's advance apart.
        let x = starts("Wo", .bold(20))
        #expect(abs(x[1] - 944.0 / 1000 * 20) < 1e-9)
    }

    @Test(arguments: ["-", "?", "\u{A0}", "\t"])
    func everyWordBreakRounds(separator: String) {
        // a (11.12) then the separator: it starts on 12, and what follows on a whole point.
        let x = starts("a\(separator)b", .bold(20))
        #expect(x[1] == 12)
        #expect(x[2] == x[2].rounded())
    }

    @Test func otherPunctuationDoesNotRound() {
        let x = starts("a.b", .bold(20))
        #expect(abs(x[1] - 11.12) < 1e-9)
    }

    @Test func backAt12PtBoldIs29PtWide() {
        // Advances 2390 units at 12 pt = 28.68, a run rounded up to 29: the phone's 29.
        #expect(typesetter.advance(of: "Back", size: 12, bold: true) == 29)
    }

    @Test func titleCapitalsAre14PxTallAt1x() {
        // "H" at 20 pt bold, baseline on a whole pixel. Heros's capitals are 729 units tall
        // (Helvetica's 718): 14.58 px, so 14 rows are solid and the 15th is 58 % grey.
        let run = typesetter.run("H", font: .bold(20))
        let mask = Fixtures.coverage(of: run, at: Point(2, 25), width: 20, height: 30)
        let stem = stemColumn(mask)
        let solidRows = (0..<mask.height).filter { mask[stem, $0] >= 230 }.count
        let inkHeight = Double((0..<mask.height).reduce(0) { $0 + Int(mask[stem, $1]) }) / 255
        #expect(solidRows == 14)
        #expect(abs(inkHeight - 14.58) < 0.05)
        #expect(abs(typesetter.metrics(of: .bold(20)).capHeight - 14.58) < 1e-9)
        // Nothing below the baseline: the last inked row is the one just above y = 25.
        #expect((0..<mask.height).last { mask[stem, $0] > 0 } == 24)
    }

    @Test(arguments: [(2.0, 29), (3.0, 43)])
    func capitalsScaleWithTheScreen(scale: Double, solid: Int) {
        // 29.16 px at @2x, 43.74 px at @3x.
        let run = typesetter.run("H", font: .bold(20))
        let mask = Fixtures.coverage(of: run, at: Point(2, 25), width: Int(20 * scale), height: Int(30 * scale),
                                     scale: scale)
        let stem = stemColumn(mask)
        #expect((0..<mask.height).filter { mask[stem, $0] >= 230 }.count == solid)
    }

    @Test func lineBoxIsOneEmLikeHelveticas() {
        let metrics = typesetter.metrics(of: .bold(20))
        #expect(abs(metrics.ascender - 15.68) < 1e-9)
        #expect(abs(metrics.descender - 4.32) < 1e-9)
        #expect(abs(metrics.lineHeight - 20) < 1e-9)
        #expect(abs(metrics.xHeight - 10.8) < 1e-9)
    }

    @Test func titleCentredInA44PtBarSitsOnBaseline28() {
        // docs/DESIGN.md §Fonts: the title's baseline is at y = 28; centring the line box gives
        // 27.68, drawn on row 28.
        let run = typesetter.run("TITLE", font: .bold(20))  // flat-bottomed: no overshoot below the baseline
        let origin = run.baselineOrigin(in: Rect(x: 0, y: 0, width: 320, height: 44), alignment: .center)
        #expect(abs(origin.y - 27.68) < 1e-9)
        #expect(abs(origin.x - (160 - run.width / 2)) < 1e-9)
        let mask = Fixtures.coverage(of: run, at: origin, width: 320, height: 44)
        let lastInkedRow = (0..<44).last { y in (0..<320).contains { mask[$0, y] > 0 } }
        #expect(lastInkedRow == 27)
    }

    /// The column of a mask with the most ink (a vertical stem).
    private func stemColumn(_ mask: AlphaMask) -> Int {
        func ink(_ x: Int) -> Int { (0..<mask.height).reduce(0) { $0 + Int(mask[x, $1]) } }
        return (0..<mask.width).max { ink($0) < ink($1) }!
    }
}
