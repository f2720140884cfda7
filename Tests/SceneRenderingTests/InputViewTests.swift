import Chevron
import ChevronTesting
import Foundation
import Testing

/// A responder's `inputView`: the picker stands in the keyboard's place — where the real date
/// picker stands at the bottom of the phone's window (../shared/fidelity/pickers), drawn as the same
/// picker among the views draws, its rows' titles ink where `resolve` puts them — the field keeps
/// its insertion point, the table under it is inset as for the keyboard, and it slides as the
/// keyboard does, the animation's ends exactly `render`'s.
struct InputViewTests {
    static let datePicker = "{ datePicker: { date: 2012-02-28 11:55, minuteInterval: 5 } }"

    /// A screen whose text field (first responder or not) has `inputView`.
    static func scene(responder: Bool = true, inputView: String = datePicker, operation: String? = nil) -> String {
        """
        canvas: { width: 320, height: 480, scale: 1 }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - title: Date
              content:
                rows: false
                subviews:
                  - textField: { id: date, frame: [10, 20, 300, 31], borderStyle: roundedRect, text: Feb 28,
                                 firstResponder: \(responder), inputView: \(inputView) }
        \(operation.map { "  operations: [ \($0) ]" } ?? "")
        """
    }

    static func layout(_ yaml: String) throws -> SceneLayout {
        try SceneRenderer.bundled().layout(try SceneParser.parse(Array(yaml.utf8), file: "i.yaml"))
    }

    static func sum(_ c: Color) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }

    /// In the keyboard's place: no keyboard, the picker over the toolbar at the bottom of the
    /// window, where the phone's date picker stands in the screenshot (its top row and height read
    /// off the picture: the last rows of the 480-row screen that differ from the white view above).
    @Test(.enabled(if: PickerFigureTests.available, "../shared/fidelity is absent: the input view's place is not checked"))
    func itStandsWhereThePhonesPickerStands() throws {
        let phone = try TableFigureTests.reference(PickerFigureTests.date.0)
        // The white view ends where the picker's frame begins: the first row from the top whose
        // left column is not white below the title "Date".
        let top = try #require((100..<phone.height).first { Self.sum(phone.color(x: 2, y: $0)) < 3 * 250 })
        let l = try Self.layout(Self.scene())
        #expect(l.keyboard == nil)
        let input = try #require(l.inputView)
        #expect(input.responder == "date" && input.picker.className == "datePicker")
        #expect(input.frame == Rect(x: 0, y: Double(top), width: 320, height: Double(phone.height - top)))
        let names = l.nodes.map { type(of: $0.part).name }
        #expect(names.firstIndex(of: "inputView")! > names.firstIndex(of: "toolbar")!)
    }

    /// The same picker a view would draw at that place, pixel for pixel, and close to the phone's.
    @Test func itIsDrawnAsThePickerAmongTheViews() throws {
        let drawn = try TableFigureTests.render(Self.scene()).bitmap
        let l = try Self.layout(Self.scene())
        let f = try #require(l.inputView?.frame)
        let alone = try TableFigureTests.render(
            "canvas: {width: 320, height: 480, scale: 1}\nnavigationController:\n"
                + "  viewControllers:\n    - content:\n        rows: false\n        subviews:\n"
                + "          - datePicker: {frame: [0, \(Int(f.minY) - 64), 320, 216], date: 2012-02-28 11:55, "
                + "minuteInterval: 5}\n").bitmap
        var differing = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in 0..<320 where drawn.color(x: x, y: y) != alone.color(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        // Every visible row's title inks its frame as `resolve` reports it (dark on the face).
        let rows = try #require(l.inputView).picker.offsetBy(dx: f.minX, dy: f.minY).wheels.flatMap(\.rows)
        #expect(rows.count >= 15)
        for row in rows where row.frame.height >= 40 {
            let ink = (Int(row.frame.minY)..<Int(row.frame.maxY)).contains { y in
                (Int(row.frame.minX) + 4..<Int(row.frame.maxX) - 4).contains { x in Self.sum(drawn.color(x: x, y: y)) < 3 * 90 }
            }
            #expect(ink, "row \(row.title) at \(row.frame)")
        }
    }

    /// The field keeps its insertion point (the caret's blue inside the field).
    @Test func theFieldShowsItsInsertionPoint() throws {
        let drawn = try TableFigureTests.render(Self.scene()).bitmap
        let idle = try TableFigureTests.render(Self.scene(responder: false)).bitmap
        var caret = 0
        for y in 64 + 20..<64 + 51 {
            for x in 10..<310 where TableResponderInkTests.caretInk(drawn.color(x: x, y: y)) {
                if !TableResponderInkTests.caretInk(idle.color(x: x, y: y)) { caret += 1 }
            }
        }
        #expect(caret >= 2 * 12, "\(caret) caret pixels")
    }

    /// The keyboard's slide: the animation's ends are the static renders, every frame differs.
    @Test(arguments: [("becomeFirstResponder: date", false), ("resignFirstResponder", true)])
    func itSlidesAsTheKeyboard(_ operation: String, responder: Bool) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene(responder: responder, operation: operation).utf8),
                                          file: "i.yaml")
        let before = try #require(scene.stages.dropLast().last).scene
        let frames = try renderer.animationFrames(scene, scale: 1)
        #expect(frames.first == (try renderer.render(before, scale: 1)))
        #expect(frames.last == (try renderer.render(scene, scale: 1)))
        #expect(Set(frames).count == frames.count)
        // As long as the keyboard's slide (the same responder without an input view).
        let keyboard = try SceneParser.parse(
            Array(Self.scene(responder: responder, operation: operation).replacingOccurrences(
                of: ", inputView: \(Self.datePicker)", with: "").utf8), file: "k.yaml")
        #expect(try renderer.animationFrames(keyboard, scale: 1).count == frames.count)
    }

    /// A table whose row's field has an input view is inset as for the keyboard: its rows end at
    /// the picker's top.
    @Test func theTableUnderItIsInset() throws {
        let yaml = """
            navigationController:
              viewControllers:
                - title: Event
                  content:
                    table:
                      rows: [A, B, C, D, E, F, G, H, { text: Starts, textField: { id: starts, firstResponder: true,
                             inputView: { datePicker: { datePickerMode: time } } } }, J]
            """
        let l = try Self.layout(yaml)
        let input = try #require(l.inputView), table = try #require(l.table)
        #expect(table.frame.maxY - table.contentInset.bottom == input.frame.minY)
        let row = try #require(table.rows.first { $0.insertionPoint != nil })
        #expect(row.frame.maxY <= input.frame.minY && row.frame.minY >= table.frame.minY)
    }
}
