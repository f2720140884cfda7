import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// The tab bar (7 pt a character): 49 pt at the bottom, items sharing the width, the selected
/// tab's stack above it, More past five, and `hidesBottomBarWhenPushed`.
struct TabBarLayoutTests {
    func layout(_ yaml: String) throws -> SceneLayout {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: SceneLayoutTests.context)
    }

    @Test func aStandaloneTabBar() throws {
        let l = try layout("""
            tabBar: { selectedIndex: 1, items: [ { systemItem: favorites }, { systemItem: recents, badgeValue: "3" },
              { systemItem: contacts }, { title: Keypad }, { systemItem: search } ] }
            """)
        #expect(l.canvas == Size(width: 320, height: 49))
        let bar = try #require(l.tabBar)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: 49))
        let items = bar.layout.items
        #expect(items.map(\.frame.width) == [64, 64, 64, 64, 64])
        #expect(items[0].icon == Rect(x: 17, y: 3, width: 30, height: 30))  // 32 − 15
        #expect(items[0].title?.baseline == 45)
        #expect(items[2].title?.text == "Contacts")  // 56 pt; "Favorites" (63) is cut to the item less 1 pt a side
        #expect(items[0].title?.text == "Favorit…")
        #expect(items.map(\.isSelected) == [false, true, false, false, false])
        // The item inset 2 pt at the sides and the bottom, 3 pt at the top (as on the phone).
        #expect(bar.layout.highlight == Rect(x: 66, y: 3, width: 60, height: 44))
        // A title is centred at the nearest whole point, a half rounding right: "Favorit…" (7 × 7
        // + 12 = 61 pt) in the item 0–64 starts at 2 (1.5 rounded up), "Keypad" (42) at 203.
        #expect(items[0].title?.frame.x == 2)
        #expect(items[3].title?.frame.x == 203)
        // "3": 7 + 12 = 19 wide, its left end 10 pt inside the icon's right edge (81 + 30 − 10).
        #expect(items[1].badge == Rect(x: 101, y: 1, width: 19, height: 18))
        #expect(items[2].badge == nil)
    }

    @Test func pastFiveItemsTheBarShowsFourAndMore() throws {
        let l = try layout("""
            tabBar: { selectedIndex: 5, items: [ { title: A }, { title: B }, { title: C }, { title: D }, { title: E },
              { title: F } ] }
            """)
        let items = try #require(l.tabBar).layout.items
        #expect(items.map(\.item.title) == ["A", "B", "C", "D", "More"])
        #expect(items.last?.isSelected == true, "a tab past the fourth selects More")
    }

    static let phone = """
        tabBarController:
          selectedIndex: 1
          viewControllers:
            - { title: Favorites, tabBarItem: { systemItem: favorites } }
            - tabBarItem: { systemItem: recents }
              navigationController:
                toolbarHidden: false
                viewControllers: [ { title: Recents, toolbarItems: [ { systemItem: refresh } ] } ]
        """

    @Test func theSelectedTabsStackSitsAboveTheTabBar() throws {
        let l = try layout(Self.phone)
        #expect(l.canvas == Size(width: 320, height: 480))
        #expect(l.statusBar?.frame == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(l.navigationBar?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(l.navigationBar?.resolved.center == .title("Recents"))
        #expect(l.toolbar?.frame == Rect(x: 0, y: 387, width: 320, height: 44))  // 431 − 44
        #expect(l.tabBar?.frame == Rect(x: 0, y: 431, width: 320, height: 49))
        #expect(l.content?.frame == Rect(x: 0, y: 64, width: 320, height: 323))
        #expect(l.tabBar?.layout.items.map(\.frame.width) == [160, 160])
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBar() throws {
        let l = try layout(Self.phone + """

                    operations:
                      - push: { title: Detail, hidesBottomBarWhenPushed: true }
            """)
        #expect(l.tabBar != nil && l.tabBar?.frame == nil)
        #expect(l.toolbar?.frame == nil)
        #expect(l.content?.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(l.navigationBar?.resolved.center == .title("Detail"))
    }

    @Test func aTabPastTheFourthShowsInsideMore() throws {
        let l = try layout("""
            tabBarController:
              selectedIndex: 5
              viewControllers:
                - { title: A }
                - { title: B }
                - { title: C }
                - { title: D }
                - { title: E }
                - { title: Podcasts }
            """)
        let bar = try #require(l.navigationBar)
        #expect(bar.resolved.center == .title("Podcasts"))
        guard case .backButton(let back)? = bar.resolved.left.first?.content else {
            Issue.record("no back button"); return
        }
        #expect(back.title == "More")
        #expect(l.tabBar?.layout.items.last?.isSelected == true)
    }

    /// A tab past the fourth whose own view controller is titled (so has the id) "More" still shows
    /// inside the More list: the list takes another id. It drew a blank screen, without even its
    /// status bar, before.
    @Test func aTabOfItsOwnCalledMoreStillShowsInsideMore() throws {
        for sixth in ["{ title: More }",
                      "{ tabBarItem: { title: F }, navigationController: { viewControllers: [ { id: More, title: X } ] } }"] {
            let l = try layout("""
                tabBarController:
                  selectedIndex: 5
                  viewControllers: [ { title: A }, { title: B }, { title: C }, { title: D }, { title: E }, \(sixth) ]
                """)
            let bar = try #require(l.navigationBar, "\(sixth)")
            #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44), "\(sixth)")
            guard case .backButton(let back)? = bar.resolved.left.first?.content else {
                Issue.record("no back button: \(sixth)"); continue
            }
            #expect(back.title == "More")
            #expect(l.statusBar != nil && l.content?.frame == Rect(x: 0, y: 64, width: 320, height: 367))
        }
    }

    /// A badge grows to the right, past the bar's edge on the last item (a warning says so), but
    /// never wider than the bar: a longer value is cut with "…".
    @Test func aLongBadgeIsCutToTheBarsWidth() throws {
        let long = String(repeating: "8", count: 100)
        let l = try layout("""
            tabBar: { items: [ { title: A, badgeValue: "\(long)" }, { title: B }, { title: C }, { title: D },
              { title: E, badgeValue: New } ] }
            """)
        let items = try #require(l.tabBar?.layout.items)
        let first = try #require(items[0].badge), text = try #require(items[0].badgeText)
        #expect(first.width <= 320 && first.width > 300, "\(first)")
        #expect(text.isTruncated && text.text.hasSuffix("…") && text.text.count < 100)
        // "New" on the last item: 21 + 12 = 33 wide from 293 (273 + 30 − 10), 6 pt past the edge.
        #expect(items[4].badge == Rect(x: 293, y: 1, width: 33, height: 18))
        #expect(items[4].badgeText?.text == "New")
        #expect(l.diagnostics.map(\.description).contains("s.yaml:1:1: warning at tabBar: item 1's badge \"\(text.text)\" runs \(Int(first.maxX) - 320) pt past the bar's right edge")
                || first.maxX <= 320)
        #expect(l.diagnostics.map(\.description).contains("s.yaml:1:1: warning at tabBar: item 5's badge \"New\" runs 6 pt past the bar's right edge"),
                "\(l.diagnostics.map(\.description))")
    }

    @Test func aPlainViewControllerTabHasNoNavigationBar() throws {
        let l = try layout("tabBarController: { viewControllers: [ { title: Keypad } ] }")
        #expect(l.navigationBar?.frame == nil)
        #expect(l.content?.frame == Rect(x: 0, y: 20, width: 320, height: 411))
        #expect(l.tabBar?.layout.items.first?.item.title == "Keypad")
    }
}
