import Testing
import BarLayout

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
