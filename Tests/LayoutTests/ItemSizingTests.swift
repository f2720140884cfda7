import Geometry
import Layout
import NavigationModel
import Testing

/// Item widths (docs/DESIGN.md §Bar layout): "width = label + 12 + 8, never narrower than the art"
/// and "width = label advance + 20", and the faces items are drawn with.
struct ItemSizingTests {
    let context = PhoneWidths.context

    struct WidthCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var item: BarButtonItem
        var kind: BarKind
        var width: Double
        var testDescription: String { rule }
    }

    static let widthCases: [WidthCase] = [
        WidthCase(rule: "bordered: label advance + 20 (About 35 + 20)", item: .title("About", style: .bordered),
                  kind: .navigationBar, width: 55),
        WidthCase(rule: "done: label advance + 20 (Done 30 + 20)", item: .system(.done), kind: .navigationBar, width: 50),
        WidthCase(rule: "a plain title in a navigation bar is drawn bordered", item: .title("About"),
                  kind: .navigationBar, width: 55),
        WidthCase(rule: "a plain title in a toolbar: label + 20", item: .title("About"), kind: .toolbar, width: 55),
        WidthCase(rule: "bordered never narrower than its art (caps 5 + 1 + 5)", item: .title("", style: .bordered),
                  kind: .navigationBar, width: 20),
        WidthCase(rule: "a glyph: its width + 20", item: .system(.camera), kind: .toolbar, width: 44),
        WidthCase(rule: "an image of unknown size: 20 + 20", item: BarButtonItem(.image(path: "up.png", style: .plain)),
                  kind: .toolbar, width: 40),
        WidthCase(rule: "a positive width is fixed", item: BarButtonItem(.title("About", style: .bordered), width: 80),
                  kind: .navigationBar, width: 80),
        WidthCase(rule: "a zero width sizes to fit", item: BarButtonItem(.title("About", style: .bordered), width: 0),
                  kind: .navigationBar, width: 55),
        WidthCase(rule: "a fixed space is its width", item: BarButtonItem(.systemItem(.fixedSpace), width: 12),
                  kind: .toolbar, width: 12),
        WidthCase(rule: "a fixed space without width is empty", item: .system(.fixedSpace), kind: .toolbar, width: 0),
    ]

    @Test(arguments: widthCases)
    func itemWidth(_ c: WidthCase) {
        #expect(ItemSizing.width(of: c.item, in: c.kind, context: context) == c.width)
    }

    @Test func backButtonWidths() {
        #expect(ItemSizing.backButtonWidth(title: "Back", image: nil, context: context) == 49)
        #expect(ItemSizing.backButtonWidth(title: "QuickForms!", image: nil, context: context) == 95)
        // "never narrower than the art": 13-px cap + 1 + 6.
        #expect(ItemSizing.backButtonWidth(title: "", image: nil, context: context) == 20)
        let sized = LayoutContext(measurer: PhoneWidths.measurer,
                                  images: ImageSizer { $0 == "home.png" ? Size(width: 26, height: 18) : nil })
        #expect(ItemSizing.backButtonWidth(title: "", image: "home.png", context: sized) == 46)
        #expect(ItemSizing.width(of: BarButtonItem(.image(path: "home.png", style: .bordered)), in: .toolbar,
                                 context: sized) == 46)
    }

    struct FaceCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var item: BarButtonItem
        var kind: BarKind
        var face: ItemFace
        var testDescription: String { rule }
    }

    static let faceCases: [FaceCase] = [
        FaceCase(rule: "a plain item in a navigation bar is drawn bordered", item: .title("A"), kind: .navigationBar,
                 face: .button(title: "A", style: .bordered)),
        FaceCase(rule: "a plain toolbar item has no art", item: .title("A"), kind: .toolbar, face: .plainTitle("A")),
        FaceCase(rule: "system glyphs are bordered by default in a navigation bar", item: .system(.add),
                 kind: .navigationBar, face: .glyphButton(.add, style: .bordered)),
        FaceCase(rule: "a plain glyph in a toolbar", item: BarButtonItem(.systemItem(.trash, style: .plain)),
                 kind: .toolbar, face: .plainGlyph(.trash)),
        FaceCase(rule: "Save is a done-style word", item: .system(.save), kind: .toolbar,
                 face: .button(title: "Save", style: .done)),
        FaceCase(rule: "a bordered image", item: BarButtonItem(.image(path: "i.png", style: .bordered)), kind: .toolbar,
                 face: .imageButton(path: "i.png", style: .bordered)),
        FaceCase(rule: "a flexible space", item: .system(.flexibleSpace), kind: .toolbar, face: .flexibleSpace),
    ]

    @Test(arguments: faceCases)
    func face(_ c: FaceCase) {
        #expect(ItemFace.of(c.item, in: c.kind) == c.face)
    }

    /// Glyph toolbar items without a style given are bordered (UIKit's default for system items);
    /// a scene writes `style: plain` for Mail's embossed glyphs.
    @Test func systemItemsInToolbarsKeepTheirImpliedStyle() {
        #expect(ItemFace.of(.system(.edit), in: .toolbar) == .button(title: "Edit", style: .bordered))
    }

    @Test func segmentedControlSizes() throws {
        let sort = try #require(SegmentedControl(segments: [.title("Ascending"), .title("Descending")], style: .bar))
        #expect(SegmentedControlLayout.size(of: sort, context: context) == Size(width: 178, height: 30))
        // Listing 3-2: "segmentedControl.frame = CGRectMake(0, 0, 90, kCustomButtonHeight)".
        let arrows = try #require(SegmentedControl(segments: [Segment(.image(path: "up.png")), Segment(.image(path: "down.png"))],
                                                   style: .bar, isMomentary: true, width: 90))
        #expect(SegmentedControlLayout.width(of: arrows, context: context) == 90)
        #expect(SegmentedControlLayout.segmentFrames(of: arrows, in: Rect(x: 10, y: 7, width: 90, height: 30))
            .map(\.x) == [10, 55])
        let fixed = try #require(SegmentedControl(segments: [Segment(.title("A"), width: 50), .title("B"), .title("C")],
                                                  style: .plain))
        // Unfixed: max(30, 7 + 20) = 30 each; plain style 44 tall.
        #expect(SegmentedControlLayout.size(of: fixed, context: context) == Size(width: 110, height: 44))
        #expect(SegmentedControlLayout.segmentFrames(of: fixed, in: Rect(x: 0, y: 0, width: 150, height: 44))
            .map(\.width) == [50, 50, 50])
    }

    typealias Segment = SegmentedControl.Segment

    /// In landscape's 24-pt buttons UIKit drew smaller glyphs of their own
    /// (`UIButtonBar<Name>Landscape.png`): 0.67–0.83 of the portrait glyph in each direction, the
    /// tallest 19 pt (the action glyph) — docs/DESIGN.md §Toolbar glyphs. Every glyph a landscape
    /// toolbar lays out is within that range of the portrait one, and leaves the 24-pt button at
    /// least 5 pt of room.
    @Test func landscapeGlyphsAreSmaller() {
        let landscape = LayoutContext(measurer: context.measurer, orientation: .landscape)
        for system in BarButtonSystemItem.allCases where BarMetrics.glyphSize(system) != nil {
            let items = [BarButtonItem.system(system)]
            let wide = ToolbarLayout(items: items, width: 480, context: context).items[0]
            let low = ToolbarLayout(items: items, width: 480, context: landscape).items[0]
            guard let portrait = wide.content, let small = low.content else {
                Issue.record("\(system): no glyph frame"); continue
            }
            for (p, l) in [(portrait.width, small.width), (portrait.height, small.height)] {
                #expect(l >= (p * 0.67).rounded(.down) && l <= (p * 0.83).rounded(.up),
                        "\(system): \(small.size) in landscape against \(portrait.size)")
            }
            #expect(small.height <= 19, "\(system): \(small.height) pt tall in a 24-pt button")
            #expect(low.frame.width == small.width + 20, "\(system): the item is the glyph + 20")
        }
    }
}
