import Geometry
import Raster
import Testing
@testable import Typesetting

/// Characters TeX Gyre Heros lacks come from DejaVu Sans; characters no face has draw DejaVu's
/// missing-glyph box. No input crashes. (Other scripts, emoji and shaping: WorldTextTests.)
@Suite struct FallbackTests {
    let typesetter = Fixtures.typesetter

    @Test(arguments: ["Ж", "☺", "→Ж", "Ωμέγα"])
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

    @Test func aCharacterNoFaceHasIsDejaVusMissingGlyphBox() {
        // A Vai letter: no bundled face and no system font has it. DejaVu's glyph 0 is
        // a box 1229/2048 em wide; Heros's is blank, so it is not used.
        let run = typesetter.run("\u{A500}", font: .regular(20))
        #expect(run.missingGlyphCount == 1)
        #expect(run.missingCharacters == ["\u{A500}"])
        #expect(run.shapedFaceFiles == ["DejaVuSans.ttf"])
        // 12.0 pt, rounded up to a whole point as the phone's runs are (`Pen`).
        #expect(run.width == (1229.0 / 2048 * 20).rounded(.up))
        let box = Fixtures.coverage(of: run, at: Point(2, 20), width: 20, height: 24)
        #expect(Fixtures.ink(box) > 20)
        let blank = typesetter.faces[FaceSlot.primaryRegular.rawValue]
            .rendered(GlyphKey(glyph: 0, pixelSize: 20 * 64, subpixel: 0))
        #expect(blank.mask.width == 0)
    }

    @Test func combiningMarksAreGlyphsOfTheirOwnWithoutNormalisation() {
        let decomposed = typesetter.run("e\u{301}", font: .regular(17))
        let precomposed = typesetter.run("é", font: .regular(17))
        #expect(decomposed.glyphCount == 2)
        #expect(precomposed.glyphCount == 1)
        // The mark has no advance of its own: the decomposed pair is as wide as the letter.
        #expect(abs(decomposed.width - typesetter.width(of: "e", font: .regular(17))) < 1e-9)
    }

    @Test func controlsSetNothing() {
        let font = Font.regular(17)
        let plain = typesetter.width(of: "abc", font: font)
        #expect(typesetter.width(of: "a\u{0}\u{7}b\u{AD}c", font: font) == plain)
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
