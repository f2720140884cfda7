import Testing
@testable import Typesetting

/// Kerning from both sources: GPOS pair adjustment (TeX Gyre Heros has no `kern` table) and the
/// legacy `kern` table through `FT_Get_Kerning` (DejaVu Sans). Expected values are the fonts' own,
/// read with fontTools.
@Suite struct KerningTests {
    let faces = Fixtures.typesetter.faces

    private func kerning(_ slot: FaceSlot, _ pair: String) -> Int {
        let face = faces[slot.rawValue]
        let scalars = Array(pair.unicodeScalars)
        let left = face.glyph(for: scalars[0]), right = face.glyph(for: scalars[1])
        #expect(left != 0 && right != 0, "\(pair) must be in \(face.path)")
        return face.kerning(left, right)
    }

    @Test(arguments: [
        ("Te", -70), ("AV", -65), ("To", -75), ("LT", -95), ("Wa", -30), ("r.", -55), ("\u{2019}s", -20),
        ("Un", 5), ("ck", 5), ("AB", 0), ("HH", 0),
    ])
    func herosBoldReadsGPOSPairs(pair: String, units: Int) {
        #expect(kerning(.primaryBold, pair) == units)
    }

    @Test(arguments: [("Te", -95), ("AV", -75), ("Ty", -100), ("Yo", -85), ("ck", 5), ("AB", 0)])
    func herosRegularReadsGPOSPairs(pair: String, units: Int) {
        #expect(kerning(.primaryRegular, pair) == units)
    }

    @Test(arguments: [(FaceSlot.fallbackRegular, "AV", -131), (.fallbackRegular, "To", -348),
                      (.fallbackRegular, "LT", -282), (.fallbackBold, "AV", -139), (.fallbackBold, "Ty", -243)])
    func dejaVuReadsTheKernTableThroughFreeType(slot: FaceSlot, pair: String, units: Int) {
        #expect(kerning(slot, pair) == units)
    }

    @Test func kerningIsScaledIntoTheRunWidth() {
        let typesetter = Fixtures.typesetter
        let pair = typesetter.width(of: "Te", font: .bold(20))
        let apart = typesetter.width(of: "T", font: .bold(20)) + typesetter.width(of: "e", font: .bold(20))
        #expect(abs(pair - (apart - 70 * 20 / 1000.0)) < 1e-9)
        let run = typesetter.run("Te", font: .bold(20))
        #expect(abs(run.glyphs[1].x - (typesetter.width(of: "T", font: .bold(20)) - 1.4)) < 1e-9)
    }

    @Test func glyphsFromDifferentFacesAreNotKerned() {
        // "T" from Heros, "Ж" from DejaVu: no pair lookup across faces.
        let typesetter = Fixtures.typesetter
        let font = Font.bold(20)
        let together = typesetter.width(of: "TЖ", font: font)
        #expect(abs(together - typesetter.width(of: "T", font: font) - typesetter.width(of: "Ж", font: font)) < 1e-9)
    }

    @Test func damagedGPOSDataGivesNoKerningInsteadOfACrash() {
        #expect(PairKerning(gpos: FontTable([])) == nil)
        #expect(PairKerning(gpos: FontTable([0, 1, 0, 0, 0, 10, 0, 20, 0, 30])) == nil)
        // The real table, read here from the file, gives the face's values; cut short, every read
        // past the end gives 0, so a pair keeps its true value or loses it, and nothing traps.
        let face = faces[FaceSlot.primaryBold.rawValue]
        let bytes = Fixtures.gposBytes(of: face)
        let glyphs = "AVTeWaLYo.".unicodeScalars.map { face.glyph(for: $0) }
        let whole = PairKerning(gpos: FontTable(bytes))
        #expect(whole?.adjustment(face.glyph(for: "T"), face.glyph(for: "e")) == -70)
        for keep in [bytes.count / 2, bytes.count / 7, 64, 12] {
            let cut = PairKerning(gpos: FontTable(Array(bytes.prefix(keep))))
            for a in glyphs {
                for b in glyphs {
                    let value = cut?.adjustment(a, b) ?? 0
                    #expect(value == 0 || value == face.kerning(a, b))
                }
            }
        }
    }
}
