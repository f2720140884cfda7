import Chevron
import ChevronTesting
import Foundation
import Testing

/// A table's cell as first responder, drawn where `resolve` says: the form row's insertion point
/// is blue ink inside the frame the layout reports (and nowhere else in the row), the keyboard
/// stands over the bottom of the window with the field's keys, and a custom cell's field scrolled
/// above the keyboard shows its text there.
struct TableResponderInkTests {
    static let yaml = """
        navigationController:
          viewControllers:
            - title: New Account
              content:
                table:
                  style: grouped
                  rows:
                    - { text: Name, textField: { text: John Appleseed } }
                    - { text: Address, textField: { id: address, text: john@exam, firstResponder: true, keyboardType: emailAddress } }
        """

    /// The caret's blue (`#426bf2`, the view tree's text field's): blue well above red and green.
    static func caretInk(_ c: Color) -> Bool { Int(c.b) > 200 && Int(c.r) < 120 && Int(c.g) < 150 }

    @Test(arguments: [1, 2])
    func theInsertionPointIsInkWhereItIsLaidOut(scale: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.yaml.utf8), file: "t.yaml")
        let layout = renderer.layout(scene)
        let row = try #require(layout.table?.rows.first { $0.insertionPoint != nil })
        let caret = try #require(row.insertionPoint)
        let bitmap = try renderer.render(scene, scale: scale)
        let s = Double(scale)
        var inside = 0, outside = 0
        for y in Int(row.frame.minY * s)..<Int(row.frame.maxY * s) {
            for x in Int(row.frame.minX * s)..<Int(row.frame.maxX * s) where Self.caretInk(bitmap.color(x: x, y: y)) {
                let p = Point((Double(x) + 0.5) / s, (Double(y) + 0.5) / s)
                if caret.insetBy(dx: -0.5, dy: -0.5).contains(p) { inside += 1 } else { outside += 1 }
            }
        }
        // Solid across its 2 pt and most of its height; nothing blue elsewhere in the row.
        #expect(Double(inside) >= 2 * s * (caret.height - 1) * s, "@\(scale)x: \(inside) caret pixels")
        #expect(outside == 0, "@\(scale)x")
        // The keyboard is the e-mail one, for the row's field, over the bottom of the window.
        let keyboard = try #require(layout.keyboard)
        #expect(keyboard.responder == "address" && keyboard.frame.maxY == layout.canvas.height)
        #expect(keyboard.layout.keys.contains { $0.label == "@" })
    }
}
