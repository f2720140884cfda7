import Geometry
import NavigationModel
import Scene
import SceneFile
import Layout
import Testing

/// The item changes and the bars' hiding in motion (docs/DESIGN.md §Motion, "Item changes", "Bars
/// hidden and shown"): the ends are exactly the static layouts; in between, items cross-fade and a
/// bar slides by its height while the content follows its edge.
struct BarChangeTransitionTests {
    static let context = SceneTransitionTests.context

    static func scene(_ operations: String, bar: String = "{ barStyle: default }", table: Bool = true) -> String {
        """
        navigationController:
          navigationBar: \(bar)
          toolbarHidden: false
          viewControllers:
            - { id: a, title: Albums }
            - id: b
              title: Photos
              navigationItem: { rightBarButtonItem: { systemItem: edit } }
              toolbarItems: [ { systemItem: refresh } ]
        """ + (table ? "\n      content: { table: { rows: [One, Two, Three] } }" : "") + "\n  operations:\n" + operations
    }

    func transition(_ yaml: String) throws -> SceneTransition {
        try SceneTransitionTests().transition(yaml)
    }

    @Test(arguments: ["    - setRightBarButtonItem: { systemItem: done }\n",
                      "    - setLeftBarButtonItem: { systemItem: cancel }\n",
                      "    - setHidesBackButton: true\n",
                      "    - setToolbarItems: [ { systemItem: trash } ]\n",
                      "    - setNavigationBarHidden: true\n",
                      "    - setToolbarHidden: true\n"])
    func theEndsAreExactlyTheStaticLayouts(_ operation: String) throws {
        let t = try transition(Self.scene(operation))
        #expect(t.layout(at: 0) == t.from && t.layout(at: t.length) == t.to)
        #expect(t.layout(at: t.length / 2) != t.to && t.layout(at: t.length / 2) != t.from)
        // UIKit's figures: UINavigationControllerHideShowBarDuration and UIView's default, 0.2 s.
        #expect(t.length == 0.2 && t.curve == .easeInOut)
    }

    /// L9, seed 003: the buttons are swapped "with a fade animation".
    @Test func L9_theRightItemsCrossFadeInPlace() throws {
        let t = try transition(Self.scene("    - setRightBarButtonItem: { systemItem: done }\n"))
        let mid = t.layout(at: 0.1)
        let bar = try #require(mid.navigationBar)
        let old = try #require(t.from.navigationBar?.layout.right.first)
        let leaving = try #require(bar.leavingItems?.right.first)
        let coming = try #require(bar.layout.right.first)
        #expect(leaving.frame == old.frame)
        #expect(coming.frame == t.to.navigationBar?.layout.right.first?.frame)
        #expect(leaving.alpha > 0 && leaving.alpha < 1 && coming.alpha > 0 && coming.alpha < 1)
        #expect(abs(leaving.alpha + coming.alpha - 1) < 1e-9)
        // The back button, the same on both, stays as it is.
        #expect(bar.leavingItems?.left.isEmpty == true && bar.layout.left.first?.alpha == 1)
    }

    /// V1, seed 000: `setNavigationBarHidden:animated:`; the bar slides up under the status bar by
    /// its height as the content's top follows its bottom edge.
    @Test func V1_theNavigationBarSlidesUpAndTheContentFollows() throws {
        let t = try transition(Self.scene("    - setNavigationBarHidden: true\n"))
        let bar = try #require(t.from.navigationBar?.frame)
        let halfway = t.curve.progress(0.5)
        let mid = t.layout(at: t.length / 2)
        let leaving = try #require(mid.departing(SceneLayout.NavigationBarPart.self)?.frame)
        #expect(leaving.minY == bar.minY - (bar.height * halfway).rounded())
        // The table, taller at the end, drawn with its top at the bar's bottom edge.
        let table = try #require(mid.table)
        #expect(table.frame.minY == leaving.maxY)
        #expect(table.frame.height == t.to.table?.frame.height)
        // Showing it again is the mirror image.
        let back = try transition(Self.scene("    - setNavigationBarHidden: true\n      animated: false\n"
                                             + "    - setNavigationBarHidden: false\n"))
        let coming = try #require(back.layout(at: back.length / 2).navigationBar?.frame)
        #expect(coming.minY == bar.minY - (bar.height * (1 - halfway)).rounded())
    }

    /// T10, seed 000: the toolbar hidden "at any time" with `setToolbarHidden:animated:`: it slides
    /// down off the screen.
    @Test func T10_theToolbarSlidesDown() throws {
        let t = try transition(Self.scene("    - setToolbarHidden: true\n"))
        let toolbar = try #require(t.from.toolbar?.frame)
        let mid = t.layout(at: t.length / 2)
        let leaving = try #require(mid.departing(SceneLayout.ToolbarPart.self)?.frame)
        #expect(leaving.minY == toolbar.minY + (toolbar.height * t.curve.progress(0.5)).rounded())
    }

    /// F9 with V1: under a translucent bar the table's frame stays and its rows follow the bar.
    @Test func underATranslucentBarTheRowsFollowTheBar() throws {
        let t = try transition(Self.scene("    - setNavigationBarHidden: true\n", bar: "{ barStyle: blackTranslucent }"))
        #expect(t.from.table?.frame == t.to.table?.frame)
        let mid = t.layout(at: t.length / 2)
        let leaving = try #require(mid.departing(SceneLayout.NavigationBarPart.self)?.frame)
        #expect(mid.table?.rows.first?.frame.minY == leaving.maxY)
    }
}
