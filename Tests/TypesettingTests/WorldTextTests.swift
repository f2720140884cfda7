import Geometry
import Raster
import Testing
@testable import Typesetting

/// Text in every language (docs/DESIGN.md §Text in every language): fallback faces, shaping,
/// bidi, colour emoji. The system fonts these need are installed by scripts/setup.sh
/// (fonts-noto-cjk, fonts-noto-color-emoji).
@Suite struct WorldTextTests {
    let typesetter = Fixtures.typesetter

    @Test func colourEmojiFaceOpens() throws {
        let face = try Face(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", allowsColorBitmaps: true)
        #expect(face.isColor)
        #expect(face.harfBuzzFont != nil)
        #expect(FallbackFonts.face(for: "👍", bold: false, emoji: true, language: "en")?.isColor == true)
    }
}

extension WorldTextTests {
    /// The glyph a face's character map gives `character` (its nominal, unshaped form).
    func nominal(_ character: Unicode.Scalar, bold: Bool = false) -> UInt32 {
        typesetter.faces[FaceSlot.fallback(bold: bold).rawValue].glyph(for: character)
    }

    @Test(arguments: ["Back", "Basic Launcher Demo", "Café – “quoted” … ’s", "Ωμέγα Ж", "e\u{301}", "☺", "a\tb"])
    func latinTextStaysOnThePhonesPath(text: String) {
        #expect(!ComplexText.isNeeded(text, faces: typesetter.faces, bold: true))
        let run = typesetter.run(text, font: .bold(20))
        #expect(run.shaped.isEmpty && run.missingCharacters.isEmpty)
        #expect(typesetter.joinedCharacters(in: text, font: .bold(20)).isEmpty)
    }

    @Test func hebrewReadsRightToLeft() {
        let run = typesetter.run("שלום", font: .regular(17))
        #expect(run.shaped.count == 4)
        #expect(zip(run.shaped, run.shaped.dropFirst()).allSatisfy { $0.x < $1.x })
        // The first letter of the word is the rightmost glyph, the last the leftmost.
        #expect(run.shapedGlyphIDs.last == nominal("ש"))
        #expect(run.shapedGlyphIDs.first == nominal("ם"))
    }

    @Test func mixedTextKeepsEachRunsOwnDirection() {
        // A left-to-right paragraph: "ab", then the Hebrew word reversed, then "cd".
        let ltr = typesetter.run("ab שלום cd", font: .regular(17))
        let ids = ltr.shapedGlyphIDs
        #expect(ids.first == nominal("a") || ids.first == typesetter.faces[0].glyph(for: "a"))
        let shin = ids.firstIndex(of: nominal("ש")), mem = ids.firstIndex(of: nominal("ם"))
        #expect(shin != nil && mem != nil && mem! < shin!)
        #expect(ids.last == typesetter.faces[0].glyph(for: "d"))
        // A right-to-left paragraph (its first strong letter is Hebrew): the Latin word is on the
        // left, the Hebrew one, read from the right, on the right.
        let rtl = typesetter.run("שלום ab", font: .regular(17)).shapedGlyphIDs
        #expect(rtl.last == nominal("ש"))
        #expect(rtl.first == typesetter.faces[0].glyph(for: "a"))
    }

    @Test func arabicJoins() {
        // ح ف ظ: initial, medial and final forms, none the character map's isolated form.
        let run = typesetter.run("حفظ", font: .regular(17))
        #expect(run.shaped.count == 3)
        let isolated: [Unicode.Scalar] = ["ظ", "ف", "ح"]
        for (glyph, letter) in zip(run.shapedGlyphIDs, isolated) {
            #expect(glyph != nominal(letter), "\(letter) kept its isolated form")
        }
        #expect(run.shapedGlyphIDs.last != nil)
    }

    @Test func lamAlefIsOneGlyphAndIsNeverCut() {
        let run = typesetter.run("لا", font: .regular(17))
        #expect(run.shaped.count == 1)
        // The alef (scalar 1) is joined to the lam before it.
        #expect(typesetter.joinedCharacters(in: "لا", font: .regular(17)) == [1])
        #expect(typesetter.joinedCharacters(in: "سلام", font: .regular(17)) == [2])
    }

    @Test func emojiSequencesAreOneColourGlyph() throws {
        for text in ["👍🏽", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "1\u{FE0F}\u{20E3}", "⭐\u{FE0F}"] {
            let run = typesetter.run(text, font: .regular(17))
            #expect(run.shaped.count == 1, "\(text): \(run.shaped.count) glyphs")
            #expect(run.shapedFaceFiles == ["NotoColorEmoji.ttf"], "\(text)")
            #expect(run.missingCharacters.isEmpty)
        }
        // Drawn in its own colours at the label's size: 17 pt is about 17 px of picture at @1x.
        let run = typesetter.run("👍🏽", font: .regular(17))
        let canvas = Fixtures.canvas(40, 30)
        canvas.drawText(run, at: Point(2, 22), color: .white)
        let bitmap = canvas.makeBitmap()
        var rows = Set<Int>(), coloured = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 128 {
                rows.insert(y)
                let c = bitmap[x, y]
                if Int(c.r) - Int(c.b) > 40 { coloured += 1 }
            }
        }
        #expect(coloured > 50, "the thumb is skin-coloured, not the text's white")
        #expect((13...19).contains(rows.count), "\(rows.count) rows of ink")
    }

    @Test func cjkComesFromAFallbackFaceOfTheWeightAsked() {
        let regular = typesetter.run("設定", font: .regular(17))
        let bold = typesetter.run("設定", font: .bold(17))
        #expect(regular.shapedFaceFiles == ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Regular.ttc"])
        #expect(bold.shapedFaceFiles == ["NotoSansCJK-Bold.ttc", "NotoSansCJK-Bold.ttc"])
        #expect(regular.missingCharacters.isEmpty && regular.missingGlyphCount == 0)
        // Widths follow the shaped advances: two full-width ideographs, one em each.
        #expect(regular.width == 34)
        // Latin in the same label stays in Heros.
        #expect(typesetter.run("設定 A", font: .regular(17)).shapedFaceFiles.last == "texgyreheros-regular.otf")
    }

    @Test func koreanAndJapaneseFormsFollowTheText() {
        #expect(FallbackFonts.language(of: "お気に入り") == "ja")
        #expect(FallbackFonts.language(of: "설정 設定") == "ko")
        #expect(FallbackFonts.language(of: "设置") == "zh-cn")
        #expect(FallbackFonts.language(of: "Back") == "en")
    }
}
