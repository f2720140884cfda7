import Testing
import Typesetting
import Widgets

/// Tail truncation ("…") of titles and labels that do not fit, on the bundled fonts' exact advances.
@Suite struct TypesetterTruncationTests {
    let typesetter: Typesetter
    let font = Font.bold(20)

    init() throws { typesetter = try Typesetter.bundled() }

    @Test func textThatFitsIsUnchanged() {
        #expect(typesetter.truncated("Back", font: .bold(12), toWidth: 100) == "Back")
        let exact = typesetter.width(of: "Underlined Text", font: font)
        #expect(typesetter.truncated("Underlined Text", font: font, toWidth: exact) == "Underlined Text")
    }

    @Test(arguments: [140.0, 120, 100, 75, 40, 25])
    func longTextKeepsTheLongestPrefixThatFitsWithAnEllipsis(width: Double) {
        let text = "Underlined Text"
        let result = typesetter.truncated(text, font: font, toWidth: width)
        #expect(result.hasSuffix("…"))
        #expect(typesetter.width(of: result, font: font) <= width)
        let kept = result.dropLast()
        #expect(text.hasPrefix(kept))
        #expect(kept.last?.isWhitespace != true)
        // One more character (spaces skipped) would not fit.
        var longer = text.index(text.startIndex, offsetBy: kept.count + 1)
        while longer < text.endIndex, text[text.index(before: longer)].isWhitespace {
            longer = text.index(after: longer)
        }
        #expect(typesetter.width(of: text[..<longer] + "…", font: font) > width)
    }

    @Test func spacesBeforeTheEllipsisAreDropped() {
        // Too narrow for "Underlined T…", wide enough for "Underlined …": gives "Underlined…".
        let width = typesetter.width(of: "Underlined T…", font: font) - 0.01
        #expect(typesetter.width(of: "Underlined …", font: font) <= width)
        #expect(typesetter.truncated("Underlined Text", font: font, toWidth: width) == "Underlined…")
    }

    @Test func aTinyWidthGivesAnEllipsisOrNothing() {
        let ellipsis = typesetter.width(of: "…", font: font)
        #expect(typesetter.truncated("Underlined Text", font: font, toWidth: ellipsis) == "…")
        #expect(typesetter.truncated("Underlined Text", font: font, toWidth: ellipsis - 0.01) == "")
        #expect(typesetter.truncated("Underlined Text", font: font, toWidth: 0) == "")
        #expect(typesetter.truncated("", font: font, toWidth: 0) == "")
    }

    @Test func charactersAreNeverSplit() {
        // Flags (two scalars each) and decomposed accents stay whole.
        let flags = "🇫🇷🇩🇪🇮🇹🇪🇸🇬🇧"
        let decomposed = String(repeating: "e\u{301}", count: 12)
        for text in [flags, decomposed] {
            for width in stride(from: 5.0, to: typesetter.width(of: text, font: font), by: 3) {
                let result = typesetter.truncated(text, font: font, toWidth: width)
                guard !result.isEmpty else { continue }
                let kept = result.dropLast()
                #expect(text.hasPrefix(kept))
                #expect(kept.unicodeScalars.count % 2 == 0)
            }
        }
    }

    @Test func truncatedRunFitsAndShowsItsText() {
        let run = typesetter.run("A very long back button title", font: .bold(12), truncatedTo: 80)
        #expect(run.width <= 80)
        #expect(run.text.hasSuffix("…"))
        #expect(run.text == typesetter.truncated("A very long back button title", font: .bold(12), toWidth: 80))
    }
}
