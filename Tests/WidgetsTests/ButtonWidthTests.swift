import Testing
import Typesetting
@testable import Widgets

/// The phone's measured button widths (a back button titled "Back" is ≈ 49 pt, one titled
/// "QuickForms!" ≈ 95, a bordered "About" ≈ 55), from our fonts and the padding rules of
/// docs/DESIGN.md §Back button and §Bordered button.
struct ButtonWidthTests {
    let typesetter: Typesetter

    init() throws { typesetter = try Typesetter.bundled() }

    @Test func backButtonWidths() {
        #expect(abs(BackButton.width(for: "Back", typesetter: typesetter) - 49) <= 1.5)
        #expect(abs(BackButton.width(for: "QuickForms!", typesetter: typesetter) - 95) <= 2)
    }

    @Test func borderedButtonWidth() {
        #expect(abs(BorderedButton.width(for: "About", typesetter: typesetter) - 55) <= 1.5)
    }

    @Test func neverNarrowerThanTheArt() {
        #expect(BackButton.width(for: "", typesetter: typesetter) == 20)
        #expect(BorderedButton.width(for: "", typesetter: typesetter) == 20)
    }
}
