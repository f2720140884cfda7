import BarLayout
import NavigationModel
import Testing
import Widgets

/// Layout sizes a glyph item from `BarMetrics.glyphSize` and places the glyph's box; the glyph is
/// drawn at its own `naturalSize` in that box, so the two must agree for every glyph.
struct GlyphSizeAgreementTests {
    @Test func layoutAndGlyphsAgreeOnEverySize() {
        for icon in SystemIcon.allCases {
            let item = BarButtonSystemItem(rawValue: icon.rawValue)
            #expect(item.flatMap(BarMetrics.glyphWidth) == icon.naturalSize.width, "\(icon)")
            #expect(item.flatMap(BarMetrics.glyphSize)?.height == icon.naturalSize.height, "\(icon)")
        }
    }
}
