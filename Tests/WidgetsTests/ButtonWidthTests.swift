import Layout
import Testing
import Typesetting
@testable import Widgets

/// The phone's measured button widths (a back button titled "Back" is 49 pt, one titled
/// "QuickForms!" 95, a bordered "About" 55), from our fonts and the padding rules, as layout sizes
/// them for every command: whole points.
struct ButtonWidthTests {
    let context: LayoutContext

    init() throws { context = LayoutContext(measurer: TextMeasurer(try Typesetter.bundled())) }

    func back(_ title: String) -> Double { ItemSizing.width(of: .backButton(title: title, image: nil), context: context) }
    func bordered(_ title: String) -> Double { ItemSizing.width(of: .button(title: title, style: .bordered), context: context) }

    @Test func backButtonWidths() {
        #expect(back("Back") == 49)
        // The phone's 95: "QuickForms!" is 74.02 pt of advances, a label of 75 (no kerning).
        #expect(back("QuickForms!") == 95)
    }

    @Test func borderedButtonWidth() {
        #expect(bordered("About") == 55)
    }

    /// Whole points, so an @2x button is an even number of pixels ("Settings" was 67.5 pt, 135 px).
    @Test func widthsAreWholePoints() {
        for title in ["Back", "Menu", "Settings", "QuickForms!", "Photos", "Albums", "Root"] {
            #expect(back(title) == back(title).rounded(), "\(title)")
            #expect(bordered(title) == bordered(title).rounded(), "\(title)")
        }
    }

    @Test func neverNarrowerThanTheArt() {
        #expect(back("") == 20)
        #expect(bordered("") == 20)
    }
}
