import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// A screen's editing (docs/DESIGN.md §Table views, "Editing"): a view controller's `editing` key
/// and the `setEditing` operation — `setEditing: true` or `{ editing, animated }` — on the top view
/// controller; what is not a boolean is an error at its line.
struct EditingSceneTests {
    static func scene(_ operations: String, editing: String = "") throws -> Scene {
        try SceneParser.parse("""
            navigationController:
              viewControllers:
                - title: Mail\(editing)
                  navigationItem: { rightBarButtonItem: { systemItem: edit } }
                  content: { table: { rows: [Inbox] } }
              operations:
            \(operations)
            """, file: "s.yaml")
    }

    static func controller(_ scene: Scene) -> NavigationController? {
        guard case .navigationController(let nc) = scene.root else { return nil }
        return nc.controller
    }

    @Test func setEditingTurnsTheTopViewControllerEditing() throws {
        let scene = try Self.scene("    - setEditing: true\n")
        let nc = try #require(Self.controller(scene))
        #expect(nc.topViewController.isEditing)
        #expect(scene.warnings.isEmpty)
        let stages = scene.stages
        #expect(stages.map(\.transition) == [.none, .editing])
        #expect(stages.last?.caption == "setEditing true")
        // The Edit button shows Done in the done style, the table its controls.
        #expect(nc.resolvedNavigationBar.right.first?.content == .item(BarButtonItem(.systemItem(.done, style: .done))))
        #expect(nc.topViewController.navigationItem.rightBarButtonItem == .system(.edit))
        #expect(nc.topViewController.shownContent(over: ContentView()).table?.isEditing == true)
    }

    @Test func aMappingSaysWhetherItAnimates() throws {
        let still = try Self.scene("    - setEditing: { editing: true, animated: false }\n")
        #expect(still.stages.last?.transition == Transition.none)
        #expect(still.stages.last?.caption == "setEditing true (not animated)")
        let back = try Self.scene("    - setEditing: { editing: false }\n", editing: "\n      editing: true")
        #expect(Self.controller(back)?.topViewController.isEditing == false)
        #expect(back.stages.last?.transition == .editing)
    }

    @Test func theEditingKeyStartsEditingAndSettingItAgainWarns() throws {
        let scene = try Self.scene("    - setEditing: true\n", editing: "\n      editing: true")
        #expect(scene.warnings.map(\.description) == [
            "s.yaml:8:7: warning at navigationController.operations[0]: setEditing true changes nothing: `Mail` is already editing",
        ])
    }

    /// `setEditing` on a screen with no table and no Edit button is taken, but nothing on the
    /// screen changes (`animate` draws one still frame): a warning at its line says so. The
    /// canvas's table counts, as every view controller shows it.
    @Test func setEditingOnAScreenThatShowsNothingWarns() throws {
        let bare = try SceneParser.parse("""
            navigationController:
              viewControllers: [ { title: About } ]
              operations:
                - setEditing: true
            """, file: "s.yaml")
        #expect(bare.warnings.map(\.description) == [
            "s.yaml:4:7: warning at navigationController.operations[0]: setEditing true shows nothing: `About` has "
                + "no table and no Edit button (`systemItem: edit`), so the screen does not change",
        ])
        let canvasTable = try SceneParser.parse("""
            canvas: { content: { table: { rows: [Inbox] } } }
            navigationController:
              viewControllers: [ { title: About } ]
              operations:
                - setEditing: true
            """, file: "s.yaml")
        #expect(canvasTable.warnings.isEmpty)
        let toolbarButton = try SceneParser.parse("""
            navigationController:
              toolbarHidden: false
              viewControllers: [ { title: About, toolbarItems: [ { systemItem: edit } ] } ]
              operations:
                - setEditing: true
            """, file: "s.yaml")
        #expect(toolbarButton.warnings.isEmpty)
    }

    static let bad: [(yaml: String, message: String)] = [
        ("    - setEditing: yes please\n",
         "s.yaml:7:19: error at navigationController.operations[0].setEditing: expected true or false, found the string \"yes please\""),
        ("    - setEditing: { editing: true, animate: false }\n",
         "s.yaml:7:36: error at navigationController.operations[0].setEditing: unknown key `animate` — did you mean `animated`?"),
        ("    - setEditing: { animated: false }\n",
         "s.yaml:7:19: error at navigationController.operations[0].setEditing: missing required key `editing`"),
        ("    - setEditing: [true]\n",
         "s.yaml:7:19: error at navigationController.operations[0].setEditing: expected true or false, found a list"),
        ("    - setEditting: true\n",
         "s.yaml:7:7: error at navigationController.operations[0]: unknown key `setEditting` — did you mean `setEditing`?"),
    ]

    @Test("bad setEditing", arguments: bad.indices)
    func badSetEditing(index: Int) {
        let c = Self.bad[index]
        #expect {
            _ = try Self.scene(c.yaml)
        } throws: { error in
            let text = (error as? SceneError)?.description
            if text != c.message { Issue.record("got \(text ?? "\(error)")") }
            return text == c.message
        }
    }
}
