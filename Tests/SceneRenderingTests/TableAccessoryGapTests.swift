import Chevron
import Testing

/// A cell's text ends 10 pt before its accessory, whichever it is (docs/DESIGN.md §Table views,
/// "accessory gap"): read off the pixels, not the layout. Each case draws one row three times —
/// with its accessory and long texts, with the accessory alone, with neither — and finds the text's
/// ink (where the first differs from the second) and the accessory's (where the second differs
/// from the third) in the row's band. Issue 37 found a value 1 detail touching a detail disclosure
/// button (label 192 + 83 = 275, the button at 275) where a checkmark kept 10 pt.
struct TableAccessoryGapTests {
    enum Accessory: CaseIterable {
        case disclosureIndicator, detailDisclosureButton, checkmark, switchOn

        var yaml: String {
            switch self {
            case .disclosureIndicator: "accessoryType: disclosureIndicator"
            case .detailDisclosureButton: "accessoryType: detailDisclosureButton"
            case .checkmark: "accessoryType: checkmark"
            case .switchOn: "accessoryView: { switch: true }"
            }
        }
    }

    static let long = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww"

    static func scene(table: String, landscape: Bool, row: String) -> String {
        """
        canvas: { orientation: \(landscape ? "landscape" : "portrait"), scale: 1 }
        navigationController:
          viewControllers:
            - title: T
              content:
                table:
                  style: \(table)
                  rows: [\(row)]
        """
    }

    /// The columns where `a` and `b` differ within rows `band`.
    static func changedColumns(_ a: Bitmap, _ b: Bitmap, band: Range<Int>) -> [Int] {
        (0..<a.width).filter { x in band.contains { y in a.color(x: x, y: y) != b.color(x: x, y: y) } }
    }

    @Test(arguments: ["grouped", "plain"], [false, true])
    func textEndsTenPointsBeforeEveryAccessory(table: String, landscape: Bool) throws {
        let renderer = try SceneRenderer.bundled()
        func render(_ row: String) throws -> RenderedScene {
            try renderer.render(sceneBytes: Array(Self.scene(table: table, landscape: landscape, row: row).utf8),
                                file: "s.yaml", folder: ".", scale: 1)
        }
        func draw(_ row: String) throws -> Bitmap { try render(row).bitmap }
        // The row's band, its separator and outline left out.
        let first = try render("{ text: '' }")
        let frame = try #require(first.layout.table?.rows.first?.frame)
        let band = (Int(frame.minY) + 2)..<(Int(frame.maxY) - 2)
        let empty = first.bitmap
        let texts: [(style: String, keys: String, rightAligned: Bool)] = [
            ("default", "text: \(Self.long)", false),
            ("value1", "text: A, detailText: \(Self.long)", true),
            ("value2", "text: Label, detailText: \(Self.long)", false),
            ("subtitle", "text: \(Self.long), detailText: \(Self.long)", false),
        ]
        for accessory in Accessory.allCases {
            let alone = try draw("{ text: '', \(accessory.yaml) }")
            let inkOfAccessory = Self.changedColumns(alone, empty, band: band)
            let accessoryLeft = try #require(inkOfAccessory.min(), "\(accessory) drew nothing")
            for text in texts {
                let full = try draw("{ style: \(text.style), \(text.keys), \(accessory.yaml) }")
                let textRight = try #require(Self.changedColumns(full, alone, band: band).max(),
                                             "\(text.style) drew no text")
                let gap = accessoryLeft - textRight - 1
                let what = "\(table) \(landscape ? "landscape" : "portrait") \(text.style) beside \(accessory)"
                #expect(gap >= 10, "\(what): the text's ink ends \(gap) px before the accessory's")
                if text.rightAligned {
                    // A right-aligned detail ends on its room's edge: within the accessory's own
                    // margin of ink (a detail disclosure button's disc starts 2.4 pt into its box).
                    #expect(gap <= 14, "\(what): the detail ends \(gap) px before the accessory")
                }
            }
        }
    }
}
