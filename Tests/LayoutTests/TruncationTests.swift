import Testing
import Layout

/// Tail truncation with "…" through the measurer alone.
struct TruncationTests {
    let measurer = TextMeasurer.fixedAdvance(perCharacter: 10)
    let font = FontSpec.bold(12)

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var limit: Double
        var expected: String
        var testDescription: String { "\(text) in \(limit) → \(expected)" }
    }

    static let cases: [Case] = [
        Case(text: "Photos", limit: 60, expected: "Photos"),
        Case(text: "Photos", limit: 59, expected: "Phot\u{2026}"),
        Case(text: "Hello World", limit: 70, expected: "Hello\u{2026}"),  // never "Hello …"
        Case(text: "Hello World", limit: 80, expected: "Hello W\u{2026}"),
        Case(text: "Hi", limit: 10, expected: "\u{2026}"),
        Case(text: "Hi", limit: 9, expected: ""),
        Case(text: "e\u{301}te\u{301}", limit: 29, expected: "e\u{301}\u{2026}"),  // whole characters
    ]

    @Test(arguments: cases)
    func truncate(_ c: Case) {
        #expect(measurer.truncated(c.text, font: font, toWidth: c.limit) == c.expected)
    }

    @Test func labelWidthsRoundUp() {
        let m = TextMeasurer { text, _ in Double(text.count) * 7.1 }
        #expect(m.labelWidth("ab", font: font) == 15)
        #expect(m.labelWidth("", font: font) == 0)
        #expect(TextMeasurer.fixedAdvance(perCharacter: 7).labelWidth("abc", font: font) == 21)
    }
}

/// Cutting never splits a shaped ligature: a character the measurer reports as joined to the one
/// before is never where the prefix ends.
struct JoinedTruncationTests {
    let measurer = TextMeasurer(width: { text, _ in Double(text.count) * 10 },
                                joined: { text, _ in text.hasPrefix("xyLA") ? [3] : [] })

    @Test func aLigatureIsKeptWholeOrLeftOut() {
        // "xyLAb" is 50 wide; in 45, "xyL…" (40) would fit but cuts the ligature "LA": "xy…".
        #expect(measurer.truncated("xyLAb", font: .bold(12), toWidth: 45) == "xy…")
        #expect(TailTruncation.truncated("xyLAb", toWidth: 45, width: { Double($0.count) * 10 }) == "xyL…")
        #expect(TailTruncation.truncated("abcde", toWidth: 45, joined: [1, 2], width: { Double($0.count) * 10 }) == "abc…")
        #expect(TailTruncation.truncated("abcde", toWidth: 35, joined: [1, 2], width: { Double($0.count) * 10 }) == "…")
    }
}
