import Geometry
import Raster
import Testing
@testable import Typesetting

/// Characters TeX Gyre Heros lacks come from DejaVu Sans; characters both lack draw DejaVu's
/// missing-glyph box. No input crashes, and what is not shaped is pinned here.
@Suite struct FallbackTests {
    let typesetter = Fixtures.typesetter

    @Test(arguments: ["Ж", "☺", "ש", "→Ж", "😀"])
    func charactersHerosLacksComeFromDejaVu(text: String) {
        let run = typesetter.run(text, font: .bold(17))
        let herosHasIt = text.unicodeScalars.map { typesetter.faces[FaceSlot.primaryBold.rawValue].glyph(for: $0) != 0 }
        #expect(run.fallbackGlyphCount == herosHasIt.filter { !$0 }.count)
        #expect(run.fallbackGlyphCount >= 1)
        #expect(run.missingGlyphCount == 0)
        #expect(run.glyphs.allSatisfy { $0.slot == .primaryBold || $0.slot == .fallbackBold })
    }

    @Test func fallbackFollowsTheWeight() {
        #expect(typesetter.run("Ж", font: .regular(17)).glyphs[0].slot == .fallbackRegular)
        #expect(typesetter.run("Ж", font: .bold(17)).glyphs[0].slot == .fallbackBold)
    }

    @Test func aCharacterBothFacesLackIsDejaVusMissingGlyphBox() {
        // DejaVu's glyph 0 is a box 1229/2048 em wide; Heros's is blank, so it is not used.
        let run = typesetter.run("漢", font: .regular(20))
        #expect(run.missingGlyphCount == 1)
        #expect(run.glyphs[0].slot == .fallbackRegular)
        // 12.0 pt, rounded up to a whole point as the phone's runs are (`Pen`).
        #expect(run.width == (1229.0 / 2048 * 20).rounded(.up))
        let box = Fixtures.coverage(of: run, at: Point(2, 20), width: 20, height: 24)
        #expect(Fixtures.ink(box) > 20)
        let blank = typesetter.faces[FaceSlot.primaryRegular.rawValue]
            .rendered(GlyphKey(glyph: 0, pixelSize: 20 * 64, subpixel: 0))
        #expect(blank.mask.width == 0)
    }

    @Test func cjkRunsAreBoxesOnePerScalar() {
        let run = typesetter.run("中文字", font: .regular(12))
        #expect(run.glyphCount == 3)
        #expect(run.missingGlyphCount == 3)
    }

    @Test func rightToLeftTextIsSetInLogicalOrderLeftToRight() {
        // No bidi: the first Hebrew letter of the string is the leftmost glyph.
        let run = typesetter.run("שלום", font: .regular(17))
        #expect(run.glyphCount == 4)
        #expect(run.missingGlyphCount == 0)
        #expect(zip(run.glyphs, run.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
        let arabic = typesetter.run("سلام", font: .regular(17))
        #expect(arabic.glyphCount == 4)
        #expect(arabic.missingGlyphCount == 0)
    }

    @Test func combiningMarksAreGlyphsOfTheirOwnWithoutNormalisation() {
        let decomposed = typesetter.run("e\u{301}", font: .regular(17))
        let precomposed = typesetter.run("é", font: .regular(17))
        #expect(decomposed.glyphCount == 2)
        #expect(precomposed.glyphCount == 1)
        // The mark has no advance of its own: the decomposed pair is as wide as the letter.
        #expect(abs(decomposed.width - typesetter.width(of: "e", font: .regular(17))) < 1e-9)
    }

    @Test func joinersSelectorsAndControlsSetNothing() {
        let font = Font.regular(17)
        // Family emoji: three people (from DejaVu or boxes), the two ZWJs draw nothing.
        #expect(typesetter.run("👨\u{200D}👩\u{200D}👧", font: font).glyphCount == 3)
        #expect(typesetter.run("☺\u{FE0F}", font: font).glyphCount == 1)
        let plain = typesetter.width(of: "abc", font: font)
        #expect(typesetter.width(of: "a\u{0}\u{7}\u{200E}b\u{AD}c", font: font) == plain)
    }

    @Test func lineBreaksAndTabsSetASpace() {
        let font = Font.regular(17)
        let spaced = typesetter.width(of: "a b", font: font)
        for text in ["a\tb", "a\nb", "a\rb", "a\u{2028}b"] {
            #expect(typesetter.width(of: text, font: font) == spaced)
        }
    }

    @Test func anyScalarCanBeMeasuredAndDrawn() {
        // Every 61st code point of all planes (skipping surrogates), in runs of 64.
        let scalars = stride(from: 0, through: 0x10FFFF, by: 61).compactMap(Unicode.Scalar.init)
        let canvas = Fixtures.canvas(400, 30)
        for start in stride(from: 0, to: scalars.count, by: 64) {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 64, scalars.count)])
            let run = typesetter.run(text, font: .regular(12))
            #expect(run.width.isFinite && run.width >= 0)
            canvas.drawText(run, at: Point(-Double(start % 200), 20), color: .black, shadow: Fixtures.barShadow)
        }
    }

    @Test(arguments: [0.0, -12, .nan, .infinity, -.infinity])
    func unusableSizesMeasureZeroAndDrawNothing(size: Double) {
        let run = typesetter.run("Back", font: Font(size: size, bold: true))
        #expect(run.width == 0)
        let mask = Fixtures.coverage(of: run, at: Point(0, 20), width: 40, height: 30)
        #expect(Fixtures.ink(mask) == 0)
        #expect(typesetter.metrics(of: Font(size: size)).lineHeight == 0)
    }

    @Test func emptyTextIsAnEmptyRun() {
        let run = typesetter.run("", font: .bold(20))
        #expect(run.width == 0 && run.glyphCount == 0)
    }
}
