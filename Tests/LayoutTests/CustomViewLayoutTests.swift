import ChevronSupport
import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// Custom views in bars (docs/DESIGN.md §Custom views): a navigation item's `titleView` and a bar
/// button item's `customView` take any view of the view tree, laid out as the tree lays out its
/// views, at the view's own size, placed by the bar. With a fake measurer (7 pt a character).
struct CustomViewLayoutTests {
    static let measurer = TextMeasurer { text, _ in text.reduce(0) { $0 + ($1 == "\u{2026}" ? 12 : 7) } }

    func layout(_ navigationItem: String, width: Int = 320, previousTitle: String? = nil,
                orientation: String = "portrait") throws -> SceneLayout {
        let previous = previousTitle.map { "    - { id: prev, title: \($0) }\n" } ?? ""
        let yaml = """
            canvas: { width: \(width), height: 480, orientation: \(orientation) }
            navigationController:
              viewControllers:
            \(previous)    - id: top
                  title: Top
                  navigationItem:
            \(navigationItem.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))

            """
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: LayoutContext(measurer: Self.measurer))
    }

    func bar(_ l: SceneLayout) throws -> NavigationBarLayout { try #require(l.navigationBar?.layout) }

    /// C1 / C5 (seed 000): "If you assign a custom view to the titleView property of the topmost
    /// view controller's navigation item, the navigation bar displays that view" — any view, "a
    /// custom view of your choosing": a label keeps its frame's size and sits where a title of
    /// that width would, centred on the bar.
    @Test func aTitleViewOfAnyClassIsCentredAtItsSize() throws {
        let l = try layout("titleView: { label: { frame: [0, 0, 120, 30], text: Hello } }")
        let centre = try #require(try bar(l).center)
        guard case .view(let item) = centre, let node = item.view else { Issue.record("not a view"); return }
        #expect(node.className == "label")
        #expect(item.frame.size == Size(width: 120, height: 30))
        // Centred on the 320-pt bar and on its 44-pt row.
        #expect(item.frame.midX == 160 && item.frame.midY == 22)
        #expect(node.frame == item.frame)
        // A title as wide is centred the same way.
        let title = try bar(try layout("title: \(String(repeating: "x", count: 120 / 7))"))
        #expect(abs((title.center?.frame.midX ?? 0) - item.frame.midX) <= 3.5)
    }

    /// A title view is narrowed to the room between the items, as the title is cut, and says so.
    @Test func aWideTitleViewIsNarrowedToTheRoom() throws {
        let l = try layout("""
            titleView: { view: { frame: [0, 0, 400, 44], backgroundColor: "#ff0000" } }
            rightBarButtonItem: { title: Done, style: done }
            """)
        let bar = try bar(l)
        let right = try #require(bar.right.first)
        guard case .view(let item)? = bar.center else { Issue.record("not a view"); return }
        #expect(item.frame.minX >= 0 && item.frame.maxX <= right.frame.minX)
        #expect(item.frame.width < 400 && item.view?.frame.width == item.frame.width)
        #expect(l.diagnostics.contains { $0.code.rawValue == "navigationBar.titleViewTooWide" })
    }

    /// Seed 000 ("You can also place custom views here as well by wrapping the view in a
    /// UIBarButtonItem object"), Listing 3-2 (`segmentedControl.frame = CGRectMake(0, 0, 90,
    /// kCustomButtonHeight)` before `initWithCustomView:`): a wrapped view keeps its frame's size and
    /// takes the place a button of that width would, its subviews with it.
    @Test func aWrappedViewTakesAnItemsPlaceAtItsSize() throws {
        let l = try layout("""
            rightBarButtonItem:
              customView:
                view:
                  frame: [0, 0, 90, 30]
                  subviews: [ { activityIndicatorView: { frame: [5, 5, 20, 20] } } ]
            """)
        let item = try #require(try bar(l).right.first)
        #expect(item.frame.size == Size(width: 90, height: 30))
        // Where a right button 90 wide ends.
        let button = try #require(try bar(try layout("rightBarButtonItem: { title: Edit, width: 90 }")).right.first)
        #expect(item.frame.maxX == button.frame.maxX && item.frame.midY == button.frame.midY)
        let spinner = try #require(item.view?.subviews.first)
        #expect(spinner.className == "activityIndicatorView" && spinner.frame == Rect(x: 5, y: 5, width: 20, height: 20))
    }

    /// The same in a toolbar (seed 000: "any custom button items you provide"; Listing 3-3 centres
    /// a custom view between flexible spaces).
    @Test func aWrappedViewInAToolbarIsCentredBetweenFlexibleSpaces() throws {
        let yaml = """
            canvas: { width: 320, height: 480 }
            navigationController:
              toolbarHidden: false
              viewControllers:
                - id: top
                  toolbarItems:
                    - { systemItem: flexibleSpace }
                    - customView: { label: { frame: [0, 0, 100, 20], text: Updated, textAlignment: center } }
                    - { systemItem: flexibleSpace }

            """
        let l = SceneLayout(try SceneParser.parse(Array(yaml.utf8), file: "s.yaml"),
                            context: LayoutContext(measurer: Self.measurer))
        let item = try #require(l.toolbar?.layout.items[1])
        #expect(item.frame == Rect(x: 110, y: 12, width: 100, height: 20))
        #expect(item.view?.frame == item.frame)
    }

    /// B5 / B4 (seed 003): `configureForBackButtonWithTitle:` makes a chevron button "30" tall and
    /// `labelSize.width + padTRL[1] + padTRL[2]` (8 and 12) wide, its label at x `padTRL[2]`, and
    /// the post wraps it as a left item ("Menu"). Sized and placed as the system back button
    /// titled "Menu" is, which it was made to mimic.
    @Test func seed003sMenuButtonIsTheBackButtonsShape() throws {
        let l = try layout("leftBarButtonItem: { customView: { backButton: { title: Menu } } }", previousTitle: "Demine")
        let item = try #require(try bar(l).left.first)
        let labelWidth = Self.measurer.labelWidth("Menu", font: .bold(12))
        #expect(item.frame.size == Size(width: labelWidth + 8 + 12, height: 30))
        let node = try #require(item.view)
        let drawn = try #require(node.drawing?.base as? LaidOutBackButton)
        #expect(drawn.item.label?.frame.minX == 12)
        // The system back button titled "Menu" on the same bar: the same frame and label.
        let system = try #require(try bar(try layout("{}", previousTitle: "Menu")).left.first)
        #expect(system.frame == item.frame)
        #expect(system.label?.frame.offsetBy(dx: -system.frame.x, dy: -system.frame.y) == drawn.item.label?.frame)
        #expect(system.label?.baseline == (drawn.item.label?.baseline ?? 0) + item.frame.y)
        // The post fixes the height at 30 in landscape too, where the bar's own buttons are smaller.
        let landscape = try layout("leftBarButtonItem: { customView: { backButton: { title: Menu } } }",
                                   width: 480, orientation: "landscape")
        #expect(try bar(landscape).left.first?.frame.height == 30)
    }

    /// A custom view replaces the back button as any left item does (seed 004: "If the new top
    /// item has a left custom view, it is displayed instead of the back button").
    @Test func aLeftCustomViewReplacesTheBackButton() throws {
        let l = try layout("leftBarButtonItem: { customView: { switch: {} } }", previousTitle: "Back")
        let bar = try bar(l)
        #expect(bar.left.count == 1)
        #expect(bar.left.first?.view?.className == "switch")
        // UISwitch keeps its 94 × 27 whatever its frame.
        #expect(bar.left.first?.frame.size == TableMetrics.switchSize)
    }

    /// A custom view that shows nothing, or one taller than the bar, is said at its line.
    @Test func emptyAndTallCustomViewsAreSaid() throws {
        let empty = try layout("rightBarButtonItem: { customView: { view: { frame: [0, 0, 0, 30] } } }")
        let warning = try #require(empty.diagnostics.first { $0.code.rawValue == "bar.customViewEmpty" })
        #expect(warning.line == 7 && warning.file == "s.yaml")
        let tall = try layout("titleView: { imageView: { frame: [0, 0, 40, 60] } }")
        #expect(tall.diagnostics.contains { $0.code.rawValue == "bar.customViewOutsideBar" && $0.line != nil })
    }

    /// The item moves with its view in a transition: the view's frame stays the item's.
    @Test func theViewMovesWithItsItem() throws {
        let l = try layout("rightBarButtonItem: { customView: { label: { frame: [0, 0, 50, 20], text: A } } }")
        let item = try #require(try bar(l).right.first)
        let moved = item.offsetBy(dx: -30, dy: 2)
        #expect(moved.view?.frame == moved.frame)
    }
}

/// L6 (seed 000): "custom controls in some positions may be ignored in favor of the expected
/// controls" — a back bar button item holding a custom view falls back to the default back button,
/// and the warning says so at the item's line and column (issue 35's finding: it had neither).
struct IgnoredBackItemWarningTests {
    @Test func theWarningIsAtTheItemsLineAndColumn() throws {
        let yaml = """
            navigationController:
              viewControllers:
                - id: a
                  title: A
                  navigationItem:
                    backBarButtonItem: { customView: { backButton: { title: Menu } } }
                - { id: b, title: B }

            """
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        let l = SceneLayout(scene, context: LayoutContext(measurer: CustomViewLayoutTests.measurer))
        let w = try #require(l.diagnostics.first { $0.code.rawValue == "backBarButtonItem.ignored" })
        #expect(w.file == "s.yaml" && w.line == 6 && w.column == 28)
        #expect(w.keyPath.hasSuffix("navigationItem.backBarButtonItem"))
        // The default back button shows instead, titled by the previous item.
        #expect(l.navigationBar?.layout.left.first?.face == .backButton(title: "A", image: nil))
    }
}
