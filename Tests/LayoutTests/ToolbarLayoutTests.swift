import Geometry
import Layout
import NavigationModel
import Testing

/// docs/DESIGN.md §Toolbar layout: 6-pt edge margins, 10 pt between items, flexible spaces share
/// the rest.
struct ToolbarLayoutTests {
    let context = PhoneWidths.context
    let flexible = BarButtonItem.system(.flexibleSpace)

    /// Listing 3-3: "a segmented control centered in a toolbar" between two flexible spaces.
    @Test func listing3_3SortControlIsCentred() throws {
        let control = try #require(SegmentedControl(segments: [.title("Ascending"), .title("Descending")],
                                                    selectedSegmentIndex: 0, style: .bar))
        let layout = ToolbarLayout(items: [flexible, .segmentedControl(control), flexible], width: 320, context: context)
        // Segments: widest "Descending" 69 + 20 = 89 each; 320 − 12 − 20 − 178 = 110 → 55 per space.
        #expect(layout.items.map(\.frame) == [
            Rect(x: 6, y: 7, width: 55, height: 30),
            Rect(x: 71, y: 7, width: 178, height: 30),
            Rect(x: 259, y: 7, width: 55, height: 30),
        ])
        #expect(layout.items[1].frame.midX == 160)
        #expect(layout.size == Size(width: 320, height: 44))
    }

    /// Figure 3-11: five Mail buttons spread by flexible spaces.
    @Test func mailToolbar() {
        let items: [BarButtonItem] = [.system(.refresh), flexible, .system(.organize), flexible, .system(.trash),
                                      flexible, .system(.reply), flexible, .system(.compose)]
        let layout = ToolbarLayout(items: items, width: 320, context: context)
        #expect(layout.items.first?.frame.x == 6)
        #expect(layout.items.last?.frame.maxX == 314)
        #expect(layout.items[0].face == .plainGlyph(.refresh))
        // Each glyph's mask width + 20 (refresh 18, organize 19, trash 16, reply 25, compose 22):
        // 308 − 200 − 8 gaps of 10 leaves 7 pt per flexible space.
        #expect(layout.items.map(\.frame.width) == [38, 7, 39, 7, 36, 7, 45, 7, 42])
    }

    /// UIKit centred the glyph's mask image in the item, rounding its origin to whole points
    /// (roundf, as the UIKit reimplementation Chameleon's UIButton does): in the 44-pt toolbar the
    /// glyph is 10 pt in from each side of its item and its top at round(22 − height / 2) —
    /// refresh (UIButtonBarRefresh.png, 22 tall) at 11, stop (17) at 14, trash (21) at 12.
    @Test("a glyph's box is its mask's size, centred on whole points",
          arguments: BarButtonSystemItem.allCases.filter { $0.content == .glyph })
    func glyphBoxInItem(system: BarButtonSystemItem) throws {
        let layout = ToolbarLayout(items: [.system(.edit), .system(system)], width: 320, context: context)
        let item = layout.items[1]
        let size = try #require(BarMetrics.glyphSize(system))
        let box = try #require(item.content)
        #expect(box.size == size)
        #expect(box.x == item.frame.x + 10 && box.x + box.width == item.frame.x + item.frame.width - 10)
        #expect(box.y == (22 - size.height / 2).rounded(.toNearestOrAwayFromZero))
        if system == .refresh { #expect(box.y == 11) }
        if system == .stop { #expect(box.y == 14) }
        if system == .trash { #expect(box.y == 12) }
    }

    @Test func withoutFlexibleSpacesItemsPackFromTheLeft() {
        let fixed = BarButtonItem(.systemItem(.fixedSpace), width: 30)
        let layout = ToolbarLayout(items: [.system(.edit), fixed, .title("Hi", style: .plain)], width: 320,
                                   context: context)
        #expect(layout.items.map(\.frame.x) == [6, 59, 99])
        #expect(layout.items[1].face == .fixedSpace)
        #expect(layout.items[2].face == .plainTitle("Hi"))
        #expect(layout.items[2].frame.width == 34)
    }

    @Test func tooManyItemsWarn() {
        let wide = BarButtonItem(.title("x", style: .bordered), width: 200)
        let layout = ToolbarLayout(items: [wide, wide], width: 320, context: context)
        #expect(layout.warnings.map(\.message) == ["the toolbar items need 102 pt more than the bar's 320"])
    }

    @Test func landscapeToolbar() {
        let layout = ToolbarLayout(items: [.system(.edit)], width: 480, context: PhoneWidths.landscape)
        #expect(layout.size.height == 32)
        #expect(layout.items[0].frame == Rect(x: 6, y: 4, width: 43, height: 24))
    }

    @Test func screenLayoutOfANavigationInterface() {
        let screen = ScreenLayout(canvas: ScreenLayout.screenSize(.portrait), showsStatusBar: true,
                                  navigationBarHeight: 44, toolbarHeight: 44)
        #expect(screen.statusBar == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(screen.navigationBar == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(screen.toolbar == Rect(x: 0, y: 436, width: 320, height: 44))
        #expect(screen.content == Rect(x: 0, y: 64, width: 320, height: 372))
        let bare = ScreenLayout(canvas: ScreenLayout.screenSize(.landscape), showsStatusBar: false,
                                navigationBarHeight: nil, toolbarHeight: nil)
        #expect(bare.content == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(bare.navigationBar == nil)
    }
}
