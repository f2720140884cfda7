import Geometry
import Layout
import NavigationModel
import Testing

/// docs/DESIGN.md §Bar layout, with the phone's measurements.
struct NavigationBarLayoutTests {
    let context = PhoneWidths.context

    func bar(left: [ResolvedBarItem] = [], center: ResolvedCenter? = nil, right: [ResolvedBarItem] = [],
             prompt: String? = nil) -> ResolvedNavigationBar {
        ResolvedNavigationBar(left: left, center: center, right: right, prompt: prompt)
    }

    func back(_ title: String) -> ResolvedBarItem { ResolvedBarItem(.backButton(.init(title: title)), source: .defaultBack) }
    func right(_ item: BarButtonItem) -> ResolvedBarItem { ResolvedBarItem(.item(item), source: .rightBarButtonItem) }
    func left(_ item: BarButtonItem) -> ResolvedBarItem { ResolvedBarItem(.item(item), source: .leftBarButtonItem) }

    /// "a back button titled "Back" is x = 5, width ≈ 49" (measured on the phone).
    @Test func backButtonTitledBack() {
        let layout = NavigationBarLayout(bar(left: [back("Back")]), width: 320, context: context)
        #expect(layout.left[0].frame == Rect(x: 5, y: 7, width: 49, height: 30))
        #expect(layout.left[0].face == .backButton(title: "Back", image: nil))
        #expect(layout.left[0].label?.frame.x == 17)
        #expect(layout.left[0].label?.baseline == 26)
        #expect(layout.size == Size(width: 320, height: 44))
    }

    /// "one titled "QuickForms!" ≈ 95 wide pushes a "Sample Controls" title to start 8 pt after it".
    @Test func quickFormsPushesTheTitle() {
        let layout = NavigationBarLayout(bar(left: [back("QuickForms!")], center: .title("Sample Controls")),
                                         width: 320, context: context)
        #expect(layout.left[0].frame.width == 95)
        #expect(layout.center?.frame.x == 108)  // 5 + 95 + 8
        #expect(layout.center?.frame.width == 159)
        guard case .title(let title) = layout.center else { Issue.record("no title"); return }
        #expect(title.text == "Sample Controls")
        #expect(!title.isTruncated)
        #expect(title.baseline == 28)
        #expect(title.font == .bold(20))
    }

    /// "a bordered "About" on the right is ≈ 55 wide and ends at x = 315".
    @Test func borderedAboutOnTheRight() {
        let layout = NavigationBarLayout(bar(right: [right(.title("About", style: .bordered))]), width: 320,
                                         context: context)
        #expect(layout.right[0].frame == Rect(x: 260, y: 7, width: 55, height: 30))
        #expect(layout.right[0].face == .button(title: "About", style: .bordered))
        #expect(layout.right[0].label?.frame.x == 270)
    }

    /// "title centred on the bar" when nothing is in its way.
    @Test func titleCentredOnTheBar() {
        let layout = NavigationBarLayout(bar(left: [back("Albums")], center: .title("Photos"),
                                             right: [right(.system(.edit))]), width: 320, context: context)
        #expect(layout.center?.frame.x == 125)  // ⌊(320 − 68 − 1) / 2⌋: half a point left of centre
        #expect(layout.left[0].frame.width == 64)  // 44 + 20
        #expect(layout.right[0].frame.width == 43)  // Edit 23 + 20
        #expect(layout.right[0].frame.maxX == 315)
        #expect(layout.warnings.isEmpty)
    }

    /// "moved to the nearest position that keeps […] 11 pt before the right item".
    @Test func titleMovedLeftOfTheRightItem() {
        let wide = BarButtonItem(.title("About", style: .bordered), width: 120)
        let layout = NavigationBarLayout(bar(center: .title("Summer 2009"), right: [right(wide)]), width: 320,
                                         context: context)
        // Centred it would start at 94 and end at 225 > 315 − 120 − 11 = 184.
        #expect(layout.center?.frame.maxX == 184)
        #expect(layout.center?.frame.x == 53)  // 184 − 131
    }

    /// "a back button is at most W/2 wide".
    @Test func backButtonAtMostHalfTheBar() {
        let layout = NavigationBarLayout(bar(left: [back(String(repeating: "z", count: 40))]), width: 320,
                                         context: context)
        #expect(layout.left[0].frame.width == 160)
        #expect(layout.left[0].label?.isTruncated == true)
    }

    /// "a bar with a prompt is 74 pt tall instead of 44": the prompt line on top, the row below.
    @Test func promptBar() {
        let layout = NavigationBarLayout(bar(left: [back("Back")], center: .title("Photos"), prompt: "Choose a photo"),
                                         width: 320, context: context)
        #expect(layout.size.height == 74)
        #expect(layout.rowTop == 30)
        #expect(layout.left[0].frame == Rect(x: 5, y: 37, width: 49, height: 30))
        #expect(layout.center?.frame.y == 30)
        guard case .title(let title) = layout.center else { Issue.record("no title"); return }
        #expect(title.baseline == 58)
        #expect(layout.prompt?.frame == Rect(x: 110, y: 0, width: 99, height: 30))
        #expect(layout.prompt?.baseline == 19)
        #expect(layout.prompt?.font == .regular(13))
    }

    /// Landscape: "32 in landscape", 24-pt buttons at y = 4.
    @Test func landscapeBar() {
        let layout = NavigationBarLayout(bar(left: [back("Back")], center: .title("Photos")), width: 480,
                                         context: PhoneWidths.landscape)
        #expect(layout.size == Size(width: 480, height: 32))
        #expect(layout.left[0].frame == Rect(x: 5, y: 4, width: 49, height: 24))
        #expect(layout.center?.frame == Rect(x: 212, y: 0, width: 55, height: 32))
        #expect(NavigationBarLayout.height(hasPrompt: true, orientation: .landscape) == 62)
    }

    /// A title view is centred like a title and sits in the row like a button.
    @Test func titleViewCentred() throws {
        let control = try #require(SegmentedControl(segments: [.title("Ascending"), .title("Descending")], style: .bar))
        let layout = NavigationBarLayout(bar(center: .view(.segmentedControl(control))), width: 320, context: context)
        #expect(layout.center?.frame == Rect(x: 71, y: 7, width: 178, height: 30))
    }

    /// `leftItemsSupplementBackButton`: the back button, then the left items, 5 pt apart.
    @Test func supplementedBackButton() {
        let layout = NavigationBarLayout(bar(left: [back("Back"), left(.system(.add))]), width: 320, context: context)
        #expect(layout.left.map(\.frame.x) == [5, 59])
        #expect(layout.left[1].face == .glyphButton(.add, style: .bordered))
    }

    /// `rightBarButtonItems`: the first item is the rightmost.
    @Test func rightItemsRightToLeft() {
        let layout = NavigationBarLayout(bar(right: [right(.system(.done)), right(.system(.edit))]), width: 320,
                                         context: context)
        #expect(layout.right[0].frame == Rect(x: 265, y: 7, width: 50, height: 30))
        #expect(layout.right[1].frame == Rect(x: 217, y: 7, width: 43, height: 30))
        #expect(layout.right[0].face == .button(title: "Done", style: .done))
    }

    /// Items wider than the bar (they overlap) warn, and the title then has no room.
    @Test func itemsWiderThanTheBarWarn() {
        let wide = BarButtonItem(.title("x", style: .bordered), width: 200)
        let layout = NavigationBarLayout(bar(left: [left(wide)], center: .title("Hi"), right: [right(wide)]), width: 320,
                                         context: context)
        #expect(layout.warnings.map(\.message) == ["the items need 90 pt more than the bar's 320",
                                    "the title \"Hi\" has no room left (0 pt between the items)"])
        let one = NavigationBarLayout(bar(right: [right(BarButtonItem(.title("x", style: .bordered), width: 400))]),
                                      width: 320, context: context)
        #expect(one.warnings.map(\.message) == ["the items need 90 pt more than the bar's 320"])
    }

    /// A title cut to a bare "…" has no room either.
    @Test func aBareEllipsisTitleWarns() {
        let wide = BarButtonItem(.title("x", style: .bordered), width: 140)
        // 320 − 10 − 8 − 11 − 140 − 140 = 11 pt: room for "…" (10 pt a character here) and nothing else.
        let layout = NavigationBarLayout(bar(left: [left(wide)], center: .title("Inbox"), right: [right(wide)]),
                                         width: 320, context: LayoutContext(measurer: .fixedAdvance(perCharacter: 10)))
        guard case .title(let title) = layout.center else { Issue.record("no title"); return }
        #expect(title.text == "\u{2026}")
        #expect(layout.warnings.map(\.message) == ["the title \"Inbox\" has no room left (11 pt between the items)"])
    }

    @Test func emptyBar() {
        let layout = NavigationBarLayout(bar(), width: 320, context: context)
        #expect(layout.left.isEmpty && layout.right.isEmpty && layout.center == nil && layout.prompt == nil)
        let titled = NavigationBarLayout(bar(center: .title(String(repeating: "w", count: 50))), width: 320,
                                         context: context)
        // Truncated to the 310 pt between the margins, then centred.
        #expect((titled.center?.frame.x ?? 0) >= 5)
        #expect((titled.center?.frame.maxX ?? 999) <= 315)
        #expect(titled.center?.frame.width == 308)
    }
}
