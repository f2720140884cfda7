import Geometry
import Raster
import Testing
@testable import Typesetting

/// The figures measured on the phone (docs/DESIGN.md §Bar layout, §Fonts), against the bundled
/// Helvetica-metric font. Exact values come from the font files (advances in `hmtx`, kerning in
/// `GPOS`, read independently with fontTools).
@Suite struct PhoneMetricsTests {
    let typesetter = Fixtures.typesetter

    @Test func underlinedTextAt20PtBoldIsAbout149PtWide() {
        let width = typesetter.advance(of: "Underlined Text", size: 20, bold: true)
        // The phone: about 149 pt.
        #expect(abs(width - 149) < 0.5)
        // Heros bold: advances 7557 units, GPOS kerning U-n +5, r-l −5, T-e −70, e-x −20 → 7467.
        #expect(abs(width - 149.34) < 1e-9)
    }

    @Test func kerningIsWhatBringsUnderlinedTextTo149() {
        // Without GPOS kerning the run would be 151.14 pt: 2 pt too wide for the phone.
        let unkerned = "Underlined Text".reduce(0.0) {
            $0 + typesetter.advance(of: String($1), size: 20, bold: true)
        }
        #expect(abs(unkerned - 151.14) < 1e-9)
    }

    @Test func backAt12PtBoldIsAbout29PtWide() {
        let width = typesetter.advance(of: "Back", size: 12, bold: true)
        #expect(abs(width - 29) < 0.5)
        // Advances 2390 units, kerning c-k +5 → 2395 units at 12 pt.
        #expect(abs(width - 28.74) < 1e-9)
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
