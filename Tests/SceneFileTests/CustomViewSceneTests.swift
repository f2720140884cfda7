import ChevronSupport
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `titleView` and `customView`: any view of the view tree, read as `content.subviews` reads its
/// views (seeds 000 and 004: custom views "of your choosing" in the title and item positions;
/// seed 003: `customView: { backButton: { title: Menu } }`). Bad input is one line at its place.
struct CustomViewSceneTests {
    static func item(_ navigationItem: String) throws(SceneError) -> (NavigationItem, [Diagnostic]) {
        let scene = try parse("""
            navigationController:
              viewControllers:
                - id: a
                  navigationItem:
            \(navigationItem.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))

            """)
        guard case .navigationController(let nav) = scene.root else { return (NavigationItem(), []) }
        return (nav.controller.topViewController.navigationItem, scene.warnings)
    }

    static func error(_ navigationItem: String) -> SceneError? {
        do {
            _ = try item(navigationItem)
            return nil
        } catch {
            return error
        }
    }

    @Test func aLabelAsTheTitleView() throws {
        let (item, warnings) = try Self.item("titleView: { label: { frame: [0, 0, 120, 30], text: Inbox } }")
        guard case .view(let view)? = item.titleView else { Issue.record("\(String(describing: item.titleView))"); return }
        #expect(view.className == "label")
        #expect((view.content.base as? LabelView)?.text == "Inbox")
        #expect(view.frame == ViewFrame(x: 0, y: 0, width: 120, height: 30))
        #expect(warnings.isEmpty)
    }

    /// Seed 003's Invocation: `initWithCustomView:[[UIButton buttonWithType:UIButtonTypeCustom]
    /// configureForBackButtonWithTitle:@"Menu" …]`, with no frame: the category sizes it.
    @Test func seed003sMenuButton() throws {
        let (item, _) = try Self.item("leftBarButtonItem: { customView: { backButton: { title: Menu } } }")
        guard case .customView(.view(let view))? = item.leftBarButtonItem?.kind else { Issue.record("kind"); return }
        #expect(view.content.base as? BackButtonView == BackButtonView(title: "Menu"))
    }

    /// A view with subviews, and Listing 3-2's segmented control still read as before.
    @Test func aViewWithSubviewsAndTheSegmentedControl() throws {
        let (item, _) = try Self.item("""
            rightBarButtonItem:
              customView:
                view:
                  frame: [0, 0, 60, 30]
                  subviews: [ { switch: { frame: [0, 0, 0, 0], on: true } } ]
            titleView: { segmentedControl: { items: [A, B] } }
            """)
        guard case .customView(.view(let view))? = item.rightBarButtonItem?.kind else { Issue.record("kind"); return }
        #expect(view.subviews.map(\.className) == ["switch"])
        guard case .segmentedControl(let control)? = item.titleView else { Issue.record("title view"); return }
        #expect(control.segments.count == 2)
    }

    @Test func anUnknownClassNamesTheNearest() throws {
        let e = try #require(Self.error("titleView: { lable: { frame: [0, 0, 10, 10] } }"))
        #expect(e.kind == .unknownKey)
        #expect(e.message.contains("`label`"))
        #expect(e.location.line == 5)
    }

    @Test func aViewThatDoesNotSizeItselfNeedsAFrame() throws {
        let e = try #require(Self.error("rightBarButtonItem: { customView: { label: { text: Hi } } }"))
        #expect(e.kind == .missingKey && e.message.contains("frame"))
        #expect(e.location.line == 5)
    }

    @Test func anUnknownKeyOfTheBackButtonNamesTheNearest() throws {
        let e = try #require(Self.error("leftBarButtonItem: { customView: { backButton: { titel: Menu } } }"))
        #expect(e.kind == .unknownKey && e.message.contains("`title`"))
    }

    /// The bar places the view: an origin in its frame is not used, and a warning says so at it.
    @Test func anOriginIsNotUsed() throws {
        let (_, warnings) = try Self.item("titleView: { label: { frame: [10, 5, 100, 30], text: Hi } }")
        let w = try #require(warnings.first)
        #expect(w.code.rawValue == "customView.originIgnored" && w.line == 5)
    }
}
