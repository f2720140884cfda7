import Chevron
import Foundation
import Testing

/// Alert and action-sheet titles and messages wrap as UIKit's labels do, past the tallest alert the
/// message scrolls, and two buttons that do not fit side by side stack (docs/DESIGN.md §Action
/// sheets and alerts; issue 37: "Turn Off Airplane Mode or Use Wi-Fi to Access Data" is two
/// lines on the phone). Read off the pixels: the bands of white text ink in the panel or sheet.
struct SheetTextWrapTests {
    static func render(_ operation: String, landscape: Bool = false) throws -> RenderedScene {
        let yaml = """
            canvas: { scale: 1\(landscape ? ", orientation: landscape" : "") }
            navigationController:
              viewControllers: [ { title: Settings } ]
              operations:
                - \(operation)
            """
        return try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: ".", scale: 1)
    }

    /// The text lines between `rows`: sheet and alert text is white over a black shadow a point
    /// above it, so a glyph's top is a near-white pixel under a dark one. Rows holding glyph tops
    /// are clustered (a line's capitals and lower-case tops lie within 5 rows; lines are 17 or
    /// more apart); the panel's and the sheet's light gloss rows have no dark row right above.
    static func inkBands(_ r: RenderedScene, columns: Range<Int>, rows: Range<Int>) -> [Range<Int>] {
        let tops = rows.filter { y in
            columns.contains { x in
                let c = r.bitmap.color(x: x, y: y), above = r.bitmap.color(x: x, y: y - 1)
                return min(c.r, c.g, c.b) > 235 && max(above.r, above.g, above.b) < 110
            }
        }
        var bands: [Range<Int>] = []
        for y in tops {
            if let last = bands.last, y - last.upperBound <= 5 { bands[bands.count - 1] = last.lowerBound..<(y + 1) }
            else { bands.append(y..<(y + 1)) }
        }
        return bands
    }

    @Test func anAlertTitleWrapsOntoTwoLines() throws {
        let r = try Self.render("showAlert: { title: \"Turn Off Airplane Mode or Use Wi-Fi to Access Data\", buttons: [OK] }")
        let alert = try #require(r.layout.alert?.layout)
        let panel = alert.panel, button = try #require(alert.buttons.first?.frame)
        let bands = Self.inkBands(r, columns: Int(panel.minX) + 12..<Int(panel.maxX) - 12,
                                  rows: Int(panel.minY) + 8..<Int(button.minY) - 2)
        #expect(bands.count == 2, "title ink bands \(bands)")
        #expect(!alert.title.contains { $0.isTruncated })
    }

    @Test func anActionSheetTitleWrapsAndTheSheetGrows() throws {
        let title = "These 3 photos will be deleted from this iPhone and from every album."
        let r = try Self.render("showActionSheet: { title: \"\(title)\", destructiveButtonTitle: Delete, cancelButtonTitle: Cancel }")
        let sheet = try #require(r.layout.actionSheet?.layout)
        let first = try #require(sheet.buttons.first?.frame)
        let bands = Self.inkBands(r, columns: 20..<300, rows: Int(sheet.frame.minY) + 4..<Int(first.minY) - 2)
        #expect(bands.count == 2, "title ink bands \(bands)")
        // The space above the first button grows by the extra line: the one-line title's sheet,
        // drawn alike, has its first button closer to the sheet's top by one line's band.
        let one = try Self.render("showActionSheet: { title: Delete?, destructiveButtonTitle: Delete, cancelButtonTitle: Cancel }")
        let oneSheet = try #require(one.layout.actionSheet?.layout)
        let oneBands = Self.inkBands(one, columns: 20..<300, rows: Int(oneSheet.frame.minY) + 4..<Int(try #require(oneSheet.buttons.first).frame.minY) - 2)
        #expect(oneBands.count == 1)
        let grew = (first.minY - sheet.frame.minY) - (try #require(oneSheet.buttons.first).frame.minY - oneSheet.frame.minY)
        let pitch = Double(bands[1].lowerBound - bands[0].lowerBound)
        #expect(abs(grew - pitch) <= 1, "grew \(grew), line pitch \(pitch)")
    }

    @Test func twoButtonsThatDoNotFitSideBySideStack() throws {
        let r = try Self.render("showAlert: { title: No Service, buttons: [\"Use Wi-Fi Instead\"], cancelButtonTitle: Not Now }")
        let alert = try #require(r.layout.alert?.layout)
        #expect(!alert.isSideBySide)
        // Two button faces one above the other down the panel's middle column: the light faces'
        // top rows are brighter than the panel around them.
        let x = Int(alert.panel.midX)
        let faces = alert.buttons.map { Int($0.frame.minY) + 3 }
        for y in faces { #expect(r.bitmap.color(x: x, y: y).r > r.bitmap.color(x: x, y: faces[0] - 6).r + 30) }
        #expect(alert.buttons.count == 2 && alert.buttons[0].frame.maxY < alert.buttons[1].frame.minY)
        #expect(!alert.buttons.contains { $0.label.isTruncated })
        // Cancel at the bottom, as three or more stack.
        #expect(alert.buttons.last?.title == "Not Now")
        // Short labels stay side by side.
        let short = try Self.render("showAlert: { title: No Service, buttons: [Settings], cancelButtonTitle: OK }")
        #expect(short.layout.alert?.layout.isSideBySide == true)
    }

    @Test(arguments: [false, true])
    func aMessageTooLongForTheAlertScrolls(landscape: Bool) throws {
        let message = String(repeating: "Every word of these terms is part of the agreement. ", count: 20)
        let r = try Self.render("showAlert: { title: Terms, message: \"\(message)\", buttons: [Agree], cancelButtonTitle: Disagree }",
                                landscape: landscape)
        let alert = try #require(r.layout.alert?.layout)
        let box = try #require(alert.messageBox)
        let canvasHeight = Double(r.bitmap.height)
        #expect(alert.panel.height <= min(358, canvasHeight - 20))
        // The text view is white: its middle column's pixels between lines are (255, 255, 255).
        let white = (Int(box.minY) + 4..<Int(box.maxY) - 4).filter { y in
            let c = r.bitmap.color(x: Int(box.maxX) - 3, y: y); return c.r == 255 && c.g == 255 && c.b == 255 }
        #expect(Double(white.count) > box.height - 12)
        // Its text is dark, and fills the box to its bottom.
        let lastInk = (Int(box.minY)..<Int(box.maxY)).last { y in
            (Int(box.minX) + 8..<Int(box.maxX) - 8).contains { r.bitmap.color(x: $0, y: y).r < 80 } }
        #expect(try #require(lastInk) > Int(box.maxY) - 20)
    }
}
