import Testing
import Scene
@testable import SceneFile

/// The warning about toolbar items on a hidden toolbar says what hid it, and advises
/// `toolbarHidden: false` only when the scene does not itself hide the toolbar (issue 35's finding:
/// it advised what the scene already said).
struct HiddenToolbarWarningTests {
    func message(_ yaml: String) throws -> String? {
        try parse(yaml).warnings.first { $0.code == .toolbarItemsOnHiddenToolbar }?.message
    }

    @Test func hiddenByAnOperation() throws {
        let m = try message("""
            navigationController:
              toolbarHidden: false
              viewControllers: [ { title: Mail, toolbarItems: [ { systemItem: refresh } ] } ]
              operations:
                - setToolbarHidden: true
            """)
        #expect(m == "the toolbar is hidden by `setToolbarHidden: true` (at line 5), so these items are not shown")
    }

    @Test func hiddenByTheViewControllerOnTop() throws {
        let m = try message("""
            navigationController:
              toolbarHidden: false
              viewControllers: [ { id: a, title: A } ]
              operations:
                - push: { id: b, title: B, toolbarHidden: true, toolbarItems: [ { systemItem: trash } ] }
            """)
        #expect(m == "the toolbar is hidden by `b`'s `toolbarHidden: true` (brought by push at line 5), so these items "
                + "are not shown")
    }

    @Test func hiddenByDefaultKeepsTheAdvice() throws {
        let m = try message("""
            navigationController:
              viewControllers: [ { title: Mail, toolbarItems: [ { systemItem: refresh } ] } ]
            """)
        #expect(m?.hasSuffix("write `toolbarHidden: false` on the navigationController to show its toolbar") == true)
    }

    /// A standalone bar's only item popped: UIKit leaves the bar empty; said at its line.
    @Test func poppingTheOnlyItemWarns() throws {
        let scene = try parse("navigationBar:\n  items: [ { title: A } ]\n  operations: [ pop ]\n")
        #expect(scene.warnings.map(\.description) == [
            "scene.yaml:3:17: warning at navigationBar.operations[0]: pop removes the bar's only item: the navigation bar is left empty",
        ])
    }
}
