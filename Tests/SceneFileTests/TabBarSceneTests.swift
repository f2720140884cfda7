import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `tabBarController:` and `tabBar:` roots and their bad inputs.
struct TabBarSceneTests {
    @Test func tabsAreRead() throws {
        let scene = try SceneParser.parse("""
            tabBarController:
              selectedIndex: 1
              viewControllers:
                - { title: Keypad, tabBarItem: { image: keypad.png, badgeValue: "2" } }
                - tabBarItem: { systemItem: contacts }
                  navigationController: { viewControllers: [ { title: All Contacts } ] }
            """, file: "s.yaml")
        guard case .tabBarController(let root) = scene.root else { Issue.record("root"); return }
        #expect(root.tabBar.items == [TabBarItem(.custom(title: "Keypad", image: "keypad.png"), badgeValue: "2"),
                                      TabBarItem(.system(.contacts))])
        #expect(root.tabBar.selectedIndex == 1)
        #expect(scene.canvas.statusBar == .default, "a tab bar controller is a screen: status bar and white")
    }

    static let cases: [(yaml: String, message: String)] = [
        ("tabBar: { items: [ { systemItem: favourites } ] }",
         "s.yaml:1:34: error at tabBar.items[0].systemItem: unknown value `favourites` — did you mean `favorites`?"),
        ("tabBar: { selectedIndex: 2, items: [ { title: A } ] }",
         "s.yaml:1:26: error at tabBar.selectedIndex: 2 is out of range: expected -1…0"),
        ("tabBar: { items: [ { systemItem: more, title: Other } ] }",
         "s.yaml:1:40: error at tabBar.items[0]: a system tab bar item has its own title and icon"),
        ("tabBar: { items: [ { badgeValue: \"1\" } ] }",
         "s.yaml:1:20: error at tabBar.items[0]: a tab bar item needs `systemItem` or `title` (or a view controller with a title)"),
        ("tabBarController: { selectedIndex: 3, viewControllers: [ { title: A } ] }",
         "s.yaml:1:36: error at tabBarController.selectedIndex: 3 is out of range: expected 0…0"),
        ("tabBarController: { viewControllers: [ { title: A, navigationController: { viewControllers: [ { title: B } ] } } ] }",
         "s.yaml:1:42: error at tabBarController.viewControllers[0]: a tab holding a navigationController takes its view "
            + "controllers from it: `title` belongs inside"),
        // Below the range, the range the bar has (it said "expected -1…2147483647" before).
        ("tabBar: { selectedIndex: -2, items: [ { title: A }, { title: B } ] }",
         "s.yaml:1:26: error at tabBar.selectedIndex: -2 is out of range: expected -1…1"),
        ("tabBarController: { selectedIndex: -5, viewControllers: [ { title: A } ] }",
         "s.yaml:1:36: error at tabBarController.selectedIndex: -5 is out of range: expected 0…0"),
        // A system item's title written alone: the system item is suggested first.
        ("tabBar: { items: [ Most Viewed ] }",
         "s.yaml:1:20: error at tabBar.items[0]: expected a mapping, found the string \"Most Viewed\": write "
            + "`{ systemItem: mostViewed }` (or `{ title: Most Viewed }` for a title of your own)"),
        ("tabBar: { items: [ Keypad ] }",
         "s.yaml:1:20: error at tabBar.items[0]: expected a mapping, found the string \"Keypad\": write `{ title: Keypad }`"),
        ("tabBarController: { viewControllers: [ { tabBarItm: { title: A } } ] }",
         "s.yaml:1:42: error at tabBarController.viewControllers[0]: unknown key `tabBarItm` — did you mean `tabBarItem`?"),
    ]

    @Test("bad tab bars", arguments: cases.indices)
    func badTabBar(index: Int) {
        let c = Self.cases[index]
        #expect {
            _ = try SceneParser.parse(c.yaml, file: "s.yaml")
        } throws: { error in
            (error as? SceneError)?.description == c.message
        }
    }

    /// Text too long for its place is cut with "…" where it is drawn, not refused (docs/DESIGN.md
    /// §Limits): a badge, a carrier and a time take the text limit, 4096 characters, as titles do
    /// (they stopped at 16, 32 and 32 before).
    @Test func longBadgesCarriersAndTimesAreRead() throws {
        let long = String(repeating: "8", count: 40), longer = String(repeating: "W", count: 60)
        let scene = try SceneParser.parse("""
            canvas: { statusBar: { carrier: \(longer), time: \(longer) } }
            tabBarController: { viewControllers: [ { title: A, tabBarItem: { systemItem: more, badgeValue: "\(long)" } } ] }
            """, file: "s.yaml")
        guard case .tabBarController(let root) = scene.root else { Issue.record("root"); return }
        #expect(root.tabBar.items[0].badgeValue == long)
        #expect(scene.canvas.statusBarFields.carrier == longer && scene.canvas.statusBarFields.time == longer)
        let old = try SceneParser.parse("canvas: { statusBarTime: \(longer) }\nnavigationController: { viewControllers: [ { title: A } ] }",
                                        file: "s.yaml")
        #expect(old.canvas.statusBarTime == longer)
        #expect(throws: SceneError.self) {
            try SceneParser.parse("tabBar: { items: [ { title: A, badgeValue: \(String(repeating: "9", count: 4097)) } ] }",
                                  file: "s.yaml")
        }
    }

    /// Operations on a tab that is not selected change nothing drawn: a warning says so, and how to
    /// select it (they were applied silently, and `animate` said the scene had no operation).
    @Test func operationsOnATabNotSelectedAreAWarning() throws {
        let scene = try SceneParser.parse("""
            tabBarController:
              viewControllers:
                - { title: A }
                - navigationController:
                    viewControllers: [ { title: Groups } ]
                    operations: [ { push: { title: All Contacts } } ]
            """, file: "s.yaml")
        #expect(scene.warnings.map(\.description) == [
            "s.yaml:6:21: warning at tabBarController.viewControllers[1].navigationController.operations: tab 1 is not "
                + "the selected one (0): its operations change nothing drawn; render, flow and animate show the "
                + "selected tab (select this one with `selectedIndex: 1`)"])
        #expect(scene.stages.count == 1)
        let selected = try SceneParser.parse("""
            tabBarController:
              selectedIndex: 1
              viewControllers:
                - { title: A }
                - navigationController:
                    viewControllers: [ { title: Groups } ]
                    operations: [ { push: { title: All Contacts } } ]
            """, file: "s.yaml")
        #expect(selected.warnings.isEmpty && selected.stages.count == 2)
    }

    /// `flow` and `animate` follow the selected tab's navigation controller.
    @Test func theStagesAreTheSelectedTabsOperations() throws {
        let scene = try SceneParser.parse("""
            tabBarController:
              viewControllers:
                - navigationController:
                    viewControllers: [ { title: Groups } ]
                    operations: [ { push: { title: All Contacts } } ]
            """, file: "s.yaml")
        let stages = scene.stages
        #expect(stages.map(\.caption) == [nil, "push All Contacts"])
        #expect(stages.last?.transition == .push)
        guard case .tabBarController(let last)? = stages.last?.scene.root,
              case .navigationController(let nav) = last.tabs[0].screen
        else { Issue.record("not a tab bar controller"); return }
        #expect(nav.controller.topViewController.title == "All Contacts")
    }
}
