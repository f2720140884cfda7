import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// A table's cell's text field as first responder, as UITableViewController laid it out with the
/// keyboard up (iPhone OS 3.0): the keyboard with that field's traits at the bottom of the window,
/// the table inset at the bottom by the part of its frame the keyboard covers, the responder's row
/// scrolled the least that shows it above the keyboard. Figures: the 480-pt screen, its 20-pt
/// status bar and 44-pt navigation bar, UIKit's 44-pt rows, the keyboard's 216 pt (UIKit's
/// portrait keyboard, the height of the references in fidelity/keyboard).
struct TableResponderLayoutTests {
    static let keyboardTop = 480.0 - 216

    /// A plain table of 20 rows under an opaque navigation bar (content from y 64); row `at` a
    /// custom cell whose text field is first responder.
    static func plain(responderAt at: Int, contentOffset: Double? = nil, responder: Bool = true) -> String {
        let rows = (0..<20).map { i in
            i == at ? "            - subviews:\n                - textField: { id: field, frame: [10, 7, 290, 31], "
                + "text: Milk, firstResponder: \(responder), keyboardType: numbersAndPunctuation }"
                : "            - Row \(i)"
        }
        let offset = contentOffset.map { "          contentOffset: \($0)\n" } ?? ""
        return "navigationController:\n  viewControllers:\n    - title: List\n      content:\n        table:\n"
            + offset + "          rows:\n" + rows.joined(separator: "\n")
    }

    func layout(_ yaml: String) throws -> SceneLayout {
        SceneLayout(try SceneParser.parse(Array(yaml.utf8), file: "t.yaml"), context: SceneLayoutTests.context)
    }

    @Test func aCustomCellsFieldBringsUpItsKeyboard() throws {
        let l = try layout(Self.plain(responderAt: 2))
        let keyboard = try #require(l.keyboard)
        #expect(keyboard.responder == "field")
        #expect(keyboard.layout.traits.keyboardType == .numbersAndPunctuation)
        #expect(keyboard.frame == Rect(x: 0, y: Self.keyboardTop, width: 320, height: 216))
        let table = try #require(l.table)
        // The frame stays; the content ends at the keyboard's top.
        #expect(table.frame.minY == 64 && table.frame.maxY == 480)
        #expect(table.contentInset.bottom == 480 - Self.keyboardTop)
        // Row 2 (y 152 to 196) shows above the keyboard: nothing scrolls.
        #expect(table.contentOffset == 0)
        let row = try #require(table.rows.first { $0.index == 2 })
        #expect(row.holdsFirstResponder && row.frame.minY == 64 + 2 * 44)
        #expect(l.diagnostics.isEmpty, "\(l.diagnostics)")
    }

    @Test func aRowTheKeyboardWouldHideScrollsToItsTop() throws {
        // Row 10 is at y 504 to 548, below the keyboard's top (and the screen): it ends at 264.
        let l = try layout(Self.plain(responderAt: 10))
        let table = try #require(l.table)
        let row = try #require(table.rows.first { $0.index == 10 })
        #expect(row.frame.maxY == Self.keyboardTop)
        #expect(table.contentOffset == 64 + 11 * 44 - Self.keyboardTop)
        // Its text field is drawn where its cell is, with its insertion point.
        let field = try #require(row.contentView?.firstResponder)
        #expect(field.absoluteFrame.minY == row.frame.minY + 7)
    }

    @Test func aRowScrolledAboveTheTopComesDown() throws {
        // Scrolled 300 pt down, row 2 (content y 88 to 132) is above the frame: it shows at the top.
        let l = try layout(Self.plain(responderAt: 2, contentOffset: 300))
        let table = try #require(l.table)
        #expect(table.contentOffset == 88)
        #expect(table.rows.first { $0.index == 2 }?.frame.minY == 64)
    }

    @Test func withoutAResponderTheTableIsAsBefore() throws {
        let l = try layout(Self.plain(responderAt: 2, responder: false))
        #expect(l.keyboard == nil)
        #expect(l.table?.contentInset.bottom == 0 && l.table?.responder == nil)
    }

    @Test func aFormRowsFieldShowsItsInsertionPoint() throws {
        let l = try layout("""
            navigationController:
              viewControllers:
                - title: Account
                  content:
                    table:
                      style: grouped
                      rows:
                        - { text: Name, textField: { text: John } }
                        - { text: Email, textField: { id: email, text: john, firstResponder: true, keyboardType: emailAddress, returnKeyType: next } }
            """)
        let keyboard = try #require(l.keyboard)
        #expect(keyboard.responder == "email" && keyboard.layout.traits.returnKeyType == .next)
        let rows = try #require(l.table?.rows)
        #expect(rows[0].insertionPoint == nil && !rows[0].holdsFirstResponder)
        let caret = try #require(rows[1].insertionPoint)
        let box = try #require(rows[1].textField)
        let typed = try #require(rows[1].labels.last)
        // After the typed text, inside the field's box, 2 pt wide.
        #expect(typed.text == "john" && caret.minX == typed.origin.x + typed.width + 1)
        #expect(caret.minX >= box.minX && caret.maxX <= box.maxX && caret.minY >= box.minY
                    && caret.maxY <= box.maxY && caret.width == 2, "\(box) \(caret)")
        let described = l.table?.reportLines().compactMap { line -> String? in
            if case .row(_, let text, _) = line { return text }
            return nil
        }
        #expect(described?.contains { $0.hasSuffix("first responder") } == true)
    }
}
