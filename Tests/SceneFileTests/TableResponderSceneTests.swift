import NavigationModel
import Scene
import SceneFile
import Testing

/// A table's first responder: a grouped form row's `textField` with `firstResponder`, its `id` and
/// its traits, or a custom cell's text field; two on one screen (a row's and a view's, or two
/// rows') are an error at the second one's line; `becomeFirstResponder` reaches a row's field.
struct TableResponderSceneTests {
    static func scene(_ rows: String, subviews: String = "", operations: String = "") -> String {
        """
        navigationController:
          viewControllers:
            - id: form
              title: Account
              content:
        \(subviews)        table:
                  style: grouped
                  rows:
        \(rows.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n"))
        \(operations)
        """
    }

    static func table(_ scene: Scene) -> TableView? {
        guard case .navigationController(let nav) = scene.root else { return nil }
        return nav.controller.topViewController.content.table
    }

    func parse(_ yaml: String) throws(SceneError) -> Scene { try SceneParser.parse(Array(yaml.utf8), file: "t.yaml") }

    func error(_ yaml: String) -> String? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFormRowsFieldWithItsTraits() throws {
        let scene = try parse(Self.scene("""
            - { text: Name, textField: { placeholder: John Appleseed } }
            - { text: Address, textField: { id: address, placeholder: example@me.com, firstResponder: true, keyboardType: emailAddress, returnKeyType: next, autocapitalizationType: none } }
            """))
        let table = try #require(Self.table(scene))
        let responder = try #require(table.firstResponder)
        #expect(responder.section == 0 && responder.row == 1 && responder.name == "address")
        #expect(responder.traits.keyboardType == .emailAddress && responder.traits.returnKeyType == .next)
        #expect(responder.traits.autocapitalizationType == AutocapitalizationType.none)
        // Where the scene writes it: the second row's textField, line 10 of the scene.
        #expect(responder.source.line == 10)
        #expect(responder.source.keyPath.hasSuffix("rows[1].textField"))
    }

    @Test func aCustomCellsField() throws {
        let scene = try parse(Self.scene("""
            - subviews:
                - textField: { id: note, frame: [10, 7, 280, 31], text: Milk, firstResponder: true }
            """))
        let responder = try #require(Self.table(scene)?.firstResponder)
        #expect(responder.name == "note" && responder.text == "Milk")
    }

    @Test func twoFirstRespondersInTheRows() {
        #expect(error(Self.scene("""
            - { text: Name, textField: { firstResponder: true } }
            - subviews:
                - textField: { id: note, frame: [10, 7, 280, 31], firstResponder: true }
            """)) == "t.yaml:11:30: error at navigationController.viewControllers[0].content.table.rows[1].subviews[0]"
            + ".textField: two first responders on one screen: the text field at navigationController"
            + ".viewControllers[0].content.table.rows[0].textField is already first responder; only one view holds "
            + "the keyboard")
    }

    @Test func aRowsAndAViewsInTheFilesOrder() {
        // The view tree written before the table: the row's field is the second.
        let message = error(Self.scene(
            "- { text: Name, textField: { id: name, firstResponder: true } }",
            subviews: "        subviews:\n          - textField: { id: top, frame: [0, 0, 320, 31], firstResponder: true }\n"))
        #expect(message?.hasPrefix("t.yaml:11:") == true)
        #expect(message?.contains("`top` is already first responder") == true)
    }

    @Test func becomeFirstResponderReachesARowsField() throws {
        let scene = try parse(Self.scene(
            "- { text: Name, textField: { id: name, placeholder: Required } }",
            operations: "  operations:\n    - becomeFirstResponder: name"))
        let table = try #require(Self.table(scene))
        #expect(table.firstResponder?.name == "name")
        #expect(scene.warnings.isEmpty)
    }

    @Test func resignFirstResponderLetsItGo() throws {
        let scene = try parse(Self.scene(
            "- { text: Name, textField: { id: name, firstResponder: true } }",
            operations: "  operations:\n    - resignFirstResponder:"))
        #expect(Self.table(scene)?.firstResponder == nil)
        #expect(scene.warnings.isEmpty)
    }
}
