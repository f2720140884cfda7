import Chevron
import ChevronTesting
import Foundation
import Layout
import Testing

/// A responder's `inputView` in landscape: UIKit gives the picker the landscape keyboard's place —
/// "its height is 216 … in portrait orientation, 162 in landscape", and `initWithFrame:` logs
/// 480 × 162 in a landscape view — its rows keep their height about the centred selection bar, so
/// less of the wheel shows (docs/scenes.md, "A picker in the keyboard's place").
struct InputViewLandscapeTests {
    static func scene(inputView: Bool = true) -> String {
        """
        canvas: { orientation: landscape, scale: 1 }
        navigationController:
          viewControllers:
            - title: Date
              content:
                rows: false
                subviews:
                  - textField: { id: date, frame: [10, 20, 300, 31], borderStyle: roundedRect, text: Feb 28,
                                 firstResponder: true\(inputView ? ", inputView: \(InputViewTests.datePicker)" : "") }
        """
    }

    /// Where the landscape keyboard stands for the same field, the picker stands, as wide and as tall.
    @Test func itTakesTheLandscapeKeyboardsPlace() throws {
        let keyboard = try #require(try InputViewTests.layout(Self.scene(inputView: false)).keyboard)
        let l = try InputViewTests.layout(Self.scene())
        let input = try #require(l.inputView)
        #expect(l.keyboard == nil)
        #expect(input.frame == keyboard.frame)
        #expect(input.frame == Rect(x: 0, y: 320 - 162, width: 480, height: 162))
        #expect(input.picker.size == input.frame.size)
    }

    /// Rows keep the portrait picker's height, the selected one in the middle under the bar; the
    /// wheels fill the wider picker's room (10 pt either side, as in portrait) and show less of
    /// the wheel: each wheel's visible rows add up to its face, 54 pt shorter than in portrait.
    @Test func rowsKeepTheirHeightAndFewerShow() throws {
        let portrait = try #require(try InputViewTests.layout(InputViewTests.scene()).inputView).picker
        let input = try #require(try InputViewTests.layout(Self.scene()).inputView)
        let picker = input.picker
        let selected = try #require(picker.wheels.first?.rows.first { $0.isSelected })
        let portraitSelected = try #require(portrait.wheels.first?.rows.first { $0.isSelected })
        #expect(selected.frame.height == portraitSelected.frame.height)
        #expect(selected.frame.midY == input.frame.height / 2)
        #expect(picker.selectionBar?.midY == input.frame.height / 2)
        let span = picker.wheelsFrame
        #expect(span.minX >= 10 && span.maxX <= 480 - 10)
        #expect(abs(span.midX - 240) <= 1)
        // The wheels with rows past the face both ways (AM / PM has two rows only).
        let full = zip(picker.wheels, portrait.wheels).filter { $0.1.rows.count == 5 }
        #expect(full.count == 3)
        for (wheel, upright) in full {
            let shown = wheel.rows.reduce(0) { $0 + $1.frame.height }
            let portraitShown = upright.rows.reduce(0) { $0 + $1.frame.height }
            #expect(shown == wheel.frame.height && portraitShown - shown == 216 - 162)
        }
    }

    /// Drawn where it is laid out: each row's title inks its frame; the selection bar's glass runs
    /// across the picker's middle; above the picker the view is white.
    @Test func itIsDrawnWhereItIsLaidOut() throws {
        let drawn = try TableFigureTests.render(Self.scene()).bitmap
        #expect(drawn.width == 480 && drawn.height == 320)
        let input = try #require(try InputViewTests.layout(Self.scene()).inputView)
        let f = input.frame
        let rows = input.picker.offsetBy(dx: f.minX, dy: f.minY).wheels.flatMap(\.rows)
        for row in rows where row.frame.height >= 40 {
            let ink = (Int(row.frame.minY)..<Int(row.frame.maxY)).contains { y in
                (Int(row.frame.minX) + 4..<Int(row.frame.maxX) - 4).contains { x in
                    InputViewTests.sum(drawn.color(x: x, y: y)) < 3 * 90
                }
            }
            #expect(ink, "row \(row.title) at \(row.frame)")
        }
        #expect(InputViewTests.sum(drawn.color(x: 240, y: Int(f.minY) - 2)) > 3 * 240)
        #expect(drawn.color(x: 2, y: Int(f.minY) + 1) != drawn.color(x: 2, y: Int(f.minY) - 1))
    }
}
