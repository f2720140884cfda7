import Chevron
import ChevronTesting
import Foundation
import GoldenTesting
import Testing

/// `systemVersion:` (docs/DESIGN.md §System versions): 3.0 is today's drawing byte for byte, and
/// 5.0's grouped cell and switch are read against the iOS 5 screenshots — xamarin-tables-01 at
/// 1x (cell, border, separator and its etched line, the etched line under the outline) and
/// retina-settings-keyboard@2x (the switch's extent).
struct SystemVersionTests {
    /// xamarin-tables-01's screen: a grouped table from y 20 (no navigation bar).
    static func grouped(_ version: String?) -> String {
        (version.map { "systemVersion: \($0)\n" } ?? "") + """
            canvas: {width: 320, height: 480, scale: 1}
            navigationController:
              navigationBarHidden: true
              viewControllers:
                - content:
                    table:
                      style: grouped
                      sections:
                        - headerTitle: Table Styles
                          rows: [{ text: Grouped, accessoryType: disclosureIndicator }, { text: Plain, accessoryType: disclosureIndicator },
                                 { text: Indexed Grouped, accessoryType: disclosureIndicator },
                                 { text: Indexed Plain, accessoryType: disclosureIndicator }]
            """
    }

    static func png(_ yaml: String) throws -> [UInt8] {
        let renderer = try SceneRenderer.bundled()
        return try PNG.encode(try renderer.render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: ".", scale: 1).bitmap)
    }

    @Test func threeIsTodaysDrawingAndFourHasNoChangeYet() throws {
        let today = try Self.png(Self.grouped(nil))
        #expect(try Self.png(Self.grouped("3.0")) == today)
        #expect(try Self.png(Self.grouped("3")) == today)
        // No iOS 4 screenshot shows a change from iPhone OS 3: 4.0 draws as 3.0.
        #expect(try Self.png(Self.grouped("4.0")) == today)
        #expect(try Self.png(Self.grouped("5.0")) != today)
    }

    @Test(.enabled(if: FidelityReferences.required("screens/xamarin-tables-01.png")))
    func fiveDrawsTheGroupedCellOfXamarinsScreenshot() throws {
        let shot = try FidelityReferences.image("screens/xamarin-tables-01.png")
        let renderer = try SceneRenderer.bundled()
        let drawn = try renderer.render(sceneBytes: Array(Self.grouped("5.0").utf8), file: "s.yaml", folder: ".", scale: 1)
        func near(_ x: Int, _ y: Int, within: Int = 3) -> Bool {
            let a = shot.rgbaAt(x, y), b = drawn.bitmap.color(x: x, y: y)
            return abs(a.r - Int(b.r)) <= within && abs(a.g - Int(b.g)) <= within && abs(a.b - Int(b.b)) <= within
        }
        // Read off the screenshot: the outline's top border (the first row at x 160 darker than the
        // pinstripe above it), and the separator under the first row (the next such row).
        let lum = { (y: Int) -> Int in let c = shot.rgbaAt(160, y); return c.r + c.g + c.b }
        let top = try #require((21..<120).first { lum($0) < lum($0 - 1) - 60 })
        let separator = try #require((top + 30..<top + 60).first { lum($0) < lum($0 - 1) - 60 })
        // The border, the cell's first row and body, the separator and its etched line, at a
        // column clear of text, and the left border down the cell.
        for y in [top, top + 1, top + 5, separator, separator + 1, separator + 10] {
            #expect(near(160, y), "row \(y): \(shot.rgbaAt(160, y)) on the phone, \(drawn.bitmap.color(x: 160, y: y)) drawn")
        }
        for x in [9, 10, 310] { #expect(near(x, top + 20), "column \(x)") }
        // The etched white line under the outline's bottom: the next row at x 160 darker than the
        // cell below the last separator, and the row under it.
        let bottom = try #require((separator + 3 * 44 - 10..<separator + 3 * 44 + 10).first { lum($0) < lum($0 - 1) - 60 })
        #expect(near(160, bottom) && near(160, bottom + 1), "bottom border and its etched line")
    }

    @Test(.enabled(if: FidelityReferences.required("screens/retina-settings-keyboard@2x.png")))
    func fivesSwitchIsThePillOfTheRetinaScreenshot() throws {
        let shot = try FidelityReferences.image("screens/retina-settings-keyboard@2x.png")
        // The first row's switch on the phone: the columns of row 194 that are not the cell's.
        let cell = shot.rgbaAt(420, 194)
        let columns = (300..<640).filter { x in let c = shot.rgbaAt(x, 194); return c.r != cell.r || c.b != cell.b }
        let phone = try #require(columns.first)...(try #require(columns.last))
        let yaml = """
            systemVersion: 5.0
            canvas: {width: 320, height: 480, scale: 2}
            navigationController:
              viewControllers:
                - title: Keyboard
                  content:
                    table: { style: grouped, rows: [{ text: Auto-Capitalisation, accessoryView: { switch: true } }] }
            """
        let drawn = try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: ".", scale: 2)
        let mine = drawn.bitmap.color(x: 420, y: 194)
        let ours = (300..<640).filter { x in drawn.bitmap.color(x: x, y: 194) != mine }
        #expect(abs((ours.first ?? 0) - phone.lowerBound) <= 1 && abs((ours.last ?? 0) - phone.upperBound) <= 1,
                "the pill spans \(ours.first ?? 0)–\(ours.last ?? 0), the phone's \(phone)")
        // Round: its height is the pill's, its ends half circles — at the left end's column the
        // ink is only in the middle rows.
        let left = phone.lowerBound + 1
        let tall = (150..<240).filter { y in drawn.bitmap.color(x: left, y: y) != drawn.bitmap.color(x: 420, y: y) }
        #expect(tall.count < 30, "the left end is round: \(tall.count) rows at its first column")
    }

    /// A view tree's controls at 5.0 are the table's and the screenshots' (the switch's pill, the
    /// rounded field's lighter border): the switch a content view holds is as wide as the one a
    /// cell holds (`fivesSwitchIsThePillOfTheRetinaScreenshot`), and at 3.0 both are iPhone OS 3's.
    @Test func viewTreeControlsFollowTheVersion() throws {
        func scene(_ version: String) -> String {
            """
            systemVersion: \(version)
            canvas: { width: 320, height: 200, scale: 1 }
            navigationController:
              navigationBarHidden: true
              viewControllers:
                - content:
                    background: "#ffffff"
                    subviews:
                      - switch: { frame: [20, 20, 94, 27], on: true }
                      - textField: { frame: [20, 80, 280, 31], borderStyle: roundedRect }
            """
        }
        let renderer = try SceneRenderer.bundled()
        func ink(_ version: String) throws -> (switchColumns: Int, fieldTop: Int) {
            let b = try renderer.render(sceneBytes: Array(scene(version).utf8), file: "s.yaml", folder: ".", scale: 1).bitmap
            // Below the 20-pt status bar: the switch's rows, and the field's top row (the first
            // row at x 160 darker than the white above it).
            let columns = (0..<320).filter { x in (40..<67).contains { y in b.color(x: x, y: y) != b.color(x: 319, y: y) } }
            let top = (70..<140).first { y in b.color(x: 160, y: y).r < 250 } ?? 0
            return (columns.count, Int(b.color(x: 160, y: top).r))
        }
        let three = try ink("3.0"), five = try ink("5.0")
        #expect(three.switchColumns == 94, "3.0's switch: \(three.switchColumns) columns")
        // iOS 5's pill on the phone: its columns across the first switch of the retina Settings
        // screenshot (row 194, as `fivesSwitchIsThePillOfTheRetinaScreenshot` finds them), halved.
        if FidelityReferences.has("screens/retina-settings-keyboard@2x.png") {
            let shot = try FidelityReferences.image("screens/retina-settings-keyboard@2x.png")
            let cell = shot.rgbaAt(420, 194)
            func differs(_ x: Int) -> Bool { let c = shot.rgbaAt(x, 194); return c.r != cell.r || c.b != cell.b }
            // The pill: the run of such columns through x 520, inside it (the label is left of
            // it, the grouped background right of the cell).
            var left = 520, right = 520
            while left > 300 && differs(left - 1) { left -= 1 }
            while right < 639 && differs(right + 1) { right += 1 }
            let phone = Double(right - left + 1) / 2
            #expect(abs(Double(five.switchColumns) - phone) <= 1, "5.0's switch: \(five.switchColumns) columns, the phone's \(phone)")
        }
        #expect(five.switchColumns < three.switchColumns, "5.0's switch is iOS 5's narrower pill")
        // The field's top border on the phone: #767676 in iPhone OS 3's art, #969696 in
        // xamarin-controls-03 (iOS 5).
        #expect(abs(three.fieldTop - 0x76) <= 4 && abs(five.fieldTop - 0x96) <= 4, "tops \(three.fieldTop), \(five.fieldTop)")
    }
}
