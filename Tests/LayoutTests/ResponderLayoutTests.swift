import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// A text field or text view of the view tree as first responder: the keyboard its traits bring
/// up at the bottom of the window, over the bars; its insertion point; a canvas too short for the
/// keyboard is a warning.
struct ResponderLayoutTests {
    static func scene(_ view: String, canvas: String = "") -> String {
        """
        \(canvas)navigationController:
          toolbarHidden: false
          viewControllers:
            - title: Compose
              content:
                subviews:
                  - \(view)
        """
    }

    func layout(_ yaml: String) throws -> SceneLayout {
        SceneLayout(try SceneParser.parse(Array(yaml.utf8), file: "r.yaml"), context: SceneLayoutTests.context)
    }

    @Test func aTextFieldBringsUpItsKeyboard() throws {
        let l = try layout(Self.scene("textField: {id: to, frame: [10, 10, 300, 31], firstResponder: true, "
                                      + "keyboardType: URL, returnKeyType: go, text: apple.com}"))
        let keyboard = try #require(l.keyboard)
        #expect(keyboard.responder == "to")
        #expect(keyboard.layout.traits.keyboardType == .URL && keyboard.layout.traits.returnKeyType == .go)
        // At the bottom of the window, over the toolbar.
        #expect(keyboard.frame == Rect(x: 0, y: 480 - 216, width: 320, height: 216))
        let names = l.nodes.map { type(of: $0.part).name }
        #expect(names.firstIndex(of: "keyboard")! > names.firstIndex(of: "toolbar")!)
    }

    @Test func aTextViewToo() throws {
        let l = try layout(Self.scene("textView: {frame: [0, 0, 320, 200], text: Hello, firstResponder: true, "
                                      + "keyboardAppearance: alert}"))
        #expect(l.keyboard?.responder == "textView")
        #expect(l.keyboard?.layout.traits.keyboardAppearance == .alert)
        // Its insertion point after the text, in the view's bounds.
        var caret: Rect?
        l.views?.root.walk { node, _, _, _ in
            if let drawn = node.drawing?.base as? LaidOutTextView { caret = drawn.insertionPoint }
        }
        let c = try #require(caret)
        #expect(c.width == 2 && c.minX > 8 && c.minY > 0)
    }

    @Test func noResponderNoKeyboard() throws {
        #expect(try layout(Self.scene("textField: {frame: [10, 10, 300, 31]}")).keyboard == nil)
    }

    @Test func aCanvasTooShortIsAWarning() throws {
        let l = try layout(Self.scene("textField: {frame: [10, 10, 300, 31], firstResponder: true}",
                                      canvas: "canvas: {height: 200}\n"))
        let warning = try #require(l.diagnostics.first { $0.code == .keyboardTooShort })
        #expect(warning.message.contains("shorter than the keyboard"))
    }

    /// UITableViewController insets its table by the keyboard a search bar (its header view)
    /// brings up, as for a cell's field: the rows end at the keyboard's top.
    @Test func aSearchBarsKeyboardInsetsTheTable() throws {
        let l = try layout("""
            navigationController:
              viewControllers:
                - title: Contacts
                  content:
                    searchBar: { text: app, firstResponder: true }
                    table: { rows: [A, B, C, D, E, F, G, H, I, J, K, L] }
            """)
        let keyboard = try #require(l.keyboard), table = try #require(l.table)
        #expect(keyboard.responder == "searchBar")
        #expect(table.frame.maxY - table.contentInset.bottom == keyboard.frame.minY)
        let idle = try layout("""
            navigationController:
              viewControllers:
                - title: Contacts
                  content:
                    searchBar: { text: app }
                    table: { rows: [A, B, C, D, E, F, G, H, I, J, K, L] }
            """)
        #expect(idle.table?.contentInset.bottom == 0)
    }

    /// A table view among the views: its cell's field is searched for the first responder, brings
    /// up its keyboard, and takes `becomeFirstResponder`.
    @Test func aTableViewsCellAmongTheViews() throws {
        func scene(_ responder: Bool, operation: String = "") -> String {
            """
            navigationController:
              viewControllers:
                - title: Form
                  content:
                    subviews:
                      - tableView:
                          frame: [0, 0, 320, 200]
                          style: grouped
                          rows:
                            - { text: Name, textField: { id: name, text: John, firstResponder: \(responder),
                                                        keyboardType: namePhonePad } }
              \(operation)
            """
        }
        let l = try layout(scene(true))
        let keyboard = try #require(l.keyboard)
        #expect(keyboard.responder == "name" && keyboard.layout.traits.keyboardType == .namePhonePad)
        let moved = try layout(scene(false, operation: "operations: [ { becomeFirstResponder: name } ]"))
        #expect(moved.keyboard?.responder == "name")
        #expect(moved.diagnostics.isEmpty, "\(moved.diagnostics)")
        #expect(try layout(scene(false)).keyboard == nil)
    }

    @Test func aTableViewsResponderAndAnotherAreTwo() {
        let yaml = """
            navigationController:
              viewControllers:
                - title: Form
                  content:
                    subviews:
                      - textField: { id: a, frame: [0, 0, 300, 31], firstResponder: true }
                      - tableView:
                          frame: [0, 40, 320, 200]
                          rows: [ { text: B, textField: { id: b, firstResponder: true } } ]
            """
        #expect(throws: SceneError.self) { try SceneParser.parse(Array(yaml.utf8), file: "r.yaml") }
        do {
            _ = try SceneParser.parse(Array(yaml.utf8), file: "r.yaml")
        } catch {
            #expect(error.description.contains("two first responders on one screen") && error.description.hasPrefix("r.yaml:9:"),
                    "\(error.description)")
        }
    }
}
