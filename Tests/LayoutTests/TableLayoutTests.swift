import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// Table views laid out (docs/DESIGN.md §Table views): grouped and plain geometry as measured on
/// the screenshots, texts cut where they are drawn, accessories placed by PastryKit's figures, and
/// only the visible rows laid out. The fake measurer makes every character 7 pt wide ("…" 12).
struct TableLayoutTests {
    static func table(_ yaml: String, orientation: String = "portrait") throws -> TableLayout {
        let scene = try SceneParser.parse(Array(("canvas: { orientation: \(orientation) }\nnavigationController:\n"
                                                 + "  viewControllers:\n    - title: A\n      content:\n        table:\n"
                                                 + yaml).utf8), file: "s.yaml")
        let layout = SceneLayout(scene, context: SceneLayoutTests.context)
        return try #require(layout.table)
    }

    @Test func groupedSectionsAsQuickDialogDrewThem() throws {
        // quickdialog1: the table from 64, the outline at x 9, y 74, 302 wide, 45 tall, the text's
        // baseline 29 below its top, at x 20; value 1's detail right-aligned 10 pt inside the cell.
        let t = try Self.table("          style: grouped\n          rows: [{ text: Hello, detailText: world!, style: value1 }]\n")
        #expect(t.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(t.outlines == [Rect(x: 9, y: 74, width: 302, height: 45)])
        let row = try #require(t.rows.first)
        #expect(row.position == .only && row.frame == Rect(x: 9, y: 74, width: 302, height: 45))
        #expect(row.labels.map(\.text) == ["Hello", "world!"])
        #expect(row.labels[0].origin == Point(20, 103))
        #expect(row.labels[1].origin.x + row.labels[1].width == 300)
        #expect(row.labels[1].role == .blueDetail && row.labels[1].font == .regular(17))
    }

    @Test func groupedHeadersSeparatorsAndTheSecondSection() throws {
        // xamarin-tables-01 (no bar: the table from 20): header baseline 54, outlines at 66 and 290.
        let scene = try SceneParser.parse(Array("""
            navigationController:
              navigationBarHidden: true
              viewControllers:
                - title: A
                  content:
                    table:
                      style: grouped
                      sections:
                        - { headerTitle: Table Styles, rows: [Grouped, Plain, Indexed Grouped, Indexed Plain] }
                        - { headerTitle: Cell Styles, footerTitle: Four styles., rows: [Default] }
            """.utf8), file: "s.yaml")
        let t = try #require(SceneLayout(scene, context: SceneLayoutTests.context).table)
        #expect(t.outlines.map(\.minY) == [66, 290])
        #expect(t.headers.map(\.origin.y) == [54, 278, 290 + 45 + 22])
        #expect(t.headers.map(\.origin.x).prefix(2) == [19, 19])
        #expect(t.separators.map(\.minY) == [110, 154, 198])
        #expect(t.rows.map(\.position) == [.first, .middle, .middle, .last, .only])
        #expect(t.rows.map(\.labels.first?.origin.y) == [95, 139, 183, 227, 319])
    }

    @Test func aGroupedFooterWrapsAtSpaces() throws {
        // retina-settings-keyboard@2x: a footer wraps to the section less 20 pt a side (262 of 302),
        // its lines 19 pt apart from a baseline 22 below the section; the next section follows
        // 31 + 19 + 1 + 10 below. Ten 5-letter words at 7 pt a character: 6 (41 × 7 = 287 > 262
        // with a seventh) on the first line, 4 (161) on the second.
        let words = Array(repeating: "abcde", count: 10).joined(separator: " ")
        let t = try Self.table("          style: grouped\n          sections:\n"
                               + "            - { footerTitle: \(words), rows: [One] }\n            - { rows: [Two] }\n")
        let bottom: Double = 119  // the outline from 74, 45 tall
        let first: Double = 160 - 245 / 2, second: Double = 160 - 161 / 2
        let secondOutline: Double = bottom + 61
        #expect(t.headers.map(\.text) == [Array(repeating: "abcde", count: 6).joined(separator: " "),
                                          Array(repeating: "abcde", count: 4).joined(separator: " ")])
        #expect(t.headers.map(\.origin.y) == [bottom + 22, bottom + 41])
        #expect(t.headers.map(\.origin.x) == [first.rounded(), second.rounded()])
        #expect(t.outlines.map(\.minY) == [74, secondOutline])
        // A word wider than the room alone is cut with "…" on its own line.
        let long = String(repeating: "w", count: 50)
        let cut = try Self.table("          style: grouped\n          sections:\n"
                                 + "            - { footerTitle: a \(long), rows: [One] }\n")
        #expect(cut.headers.count == 2 && cut.headers.first?.text == "a" && cut.headers.last?.text.hasSuffix("…") == true)
    }

    @Test func plainHeadersRowsAndTheRuledRowsBelow() throws {
        // xamarin-tables-03/05: a 23-pt strip from 63 (its dark line under the bar), the first row
        // at 86, its separator on its last point, the text bold 20 at x 10, baseline 29 down.
        let t = try Self.table("          sections:\n            - { headerTitle: A, footerTitle: Z, rows: [Apple, Artichoke] }\n")
        #expect(t.strips == [Rect(x: 0, y: 63, width: 320, height: 23), Rect(x: 0, y: 173, width: 320, height: 23)])
        #expect(t.headers.map(\.origin) == [Point(12, 81), Point(12, 191)])
        #expect(t.rows.map(\.frame.minY) == [86, 130])
        #expect(t.rows[0].labels[0].origin == Point(10, 115) && t.rows[0].labels[0].font == .bold(20))
        // Separators of the two rows, then of empty rows from 196 to the bottom (480).
        #expect(t.rowLines.prefix(3).map(\.minY) == [129, 173, 239])
        #expect(t.rowLines.last?.minY == 459)
    }

    /// `rowHeight: 56`, the Music app's album rows (retina-music-albums@2x: rows every 112 px from
    /// pixel row 128, the 2-px separator their last point, the 55-pt artwork from the row's top):
    /// rows and separators every 56 pt, and what TableMetrics places in a 44-pt row 6 pt lower —
    /// the text's baseline 35 down, subtitle's 26 and 44, controls centred — the image as tall as
    /// the row above its separator; only the rows that show are laid out.
    @Test func tallerRowsKeepTheirContentInTheMiddle() throws {
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers:
                - title: A
                  content:
                    table:
                      rowHeight: 56
                      rows:
                        - { text: All Songs, accessoryType: disclosureIndicator }
                        - { text: Another Light, detailText: Red Vox, style: subtitle, image: art.png }
                        - { text: Visions, accessoryView: { switch: true }, badge: "3" }
            """.utf8), file: "s.yaml")
        let context = LayoutContext(measurer: SceneLayoutTests.measurer,
                                    images: ImageSizer { $0 == "art.png" ? Size(width: 60, height: 60) : nil })
        let t = try #require(SceneLayout(scene, context: context).table)
        #expect(t.rows.map(\.frame) == [64.0, 120, 176].map { Rect(x: 0, y: $0, width: 320, height: 56) })
        #expect(t.rows.map(\.cell.height) == [55, 55, 55])
        #expect(t.rowLines.prefix(4).map(\.minY) == [119, 175, 231, 287])
        #expect(t.rowLines.last?.minY == 455, "the empty ruled rows below are 56 pt too")
        #expect(t.rows[0].labels[0].origin == Point(10, 64 + 35))
        #expect(t.rows[0].accessoryFrame == Rect(x: 300, y: 64 + 21, width: 10, height: 13), "centred in the 55-pt cell")
        #expect(t.rows[1].imageFrame == Rect(x: 0, y: 120, width: 55, height: 55))
        #expect(t.rows[1].labels.map(\.origin) == [Point(66, 120 + 26), Point(66, 120 + 44)])
        #expect(t.rows[2].accessoryFrame == Rect(x: 216, y: 176 + 15, width: 94, height: 27))
        #expect(try #require(t.rows[2].badgeFrame).minY == 194)
        let editing = try #require(SceneLayout(try SceneParser.parse(Array("""
            navigationController:
              viewControllers:
                - title: A
                  content: { table: { rowHeight: 56, editing: true, rows: [{ text: A, showsReorderControl: true }] } }
            """.utf8), file: "s.yaml"), context: SceneLayoutTests.context).table)
        #expect(editing.rows[0].editingControlFrame == Rect(x: 9, y: 64 + 14, width: 29, height: 29))
        #expect(try #require(editing.rows[0].reorderFrame).minY == 87)
        // 416 pt of table: rows 0…7 of 10 000 (the eighth cut by the bottom edge).
        let long = try Self.table("          rowHeight: 56\n          rows: [\((0..<10_000).map { "R\($0)" }.joined(separator: ", "))]\n")
        #expect(long.rows.map(\.index) == Array(0..<8))
        // Grouped: the outline as tall as its rows (and its 1-pt bottom line), separators every row.
        let grouped = try Self.table("          style: grouped\n          rowHeight: 50\n          rows: [A, B, C]\n")
        #expect(grouped.outlines == [Rect(x: 9, y: 74, width: 302, height: 151)])
        #expect(grouped.separators.map(\.minY) == [124, 174])
        #expect(grouped.rows.map(\.labels[0].origin.y) == [106.0, 156, 206], "29 + 3 below each row's top")
        let disclosed = try Self.table("          style: grouped\n          rows: [{ text: A, accessoryType: disclosureIndicator }]\n")
        #expect(try #require(disclosed.rows[0].accessoryFrame).minY == 90, "1 + 15 below a grouped row's top line (74)")
    }

    @Test func accessoriesAndWhereTheTextEnds() throws {
        let long = String(repeating: "W", count: 60)
        let t = try Self.table("""
                      rows:
                        - { text: \(long), accessoryType: disclosureIndicator }
                        - { text: \(long), accessoryType: detailDisclosureButton }
                        - { text: \(long), accessoryType: checkmark }
                        - { text: \(long), accessoryView: { switch: false } }
                        - { text: Name, textField: { placeholder: Required } }
            """ + "\n")
        // The disclosure 10 × 13, 10 from the right, centred in the 43-pt cell above the separator
        // (15 down); the text cut 30 from the right, 10 before the disclosure.
        #expect(t.rows[0].accessoryFrame == Rect(x: 300, y: 64 + 15, width: 10, height: 13))
        let cut = t.rows[0].labels[0]
        #expect(cut.text.hasSuffix("…") && cut.origin.x + cut.width <= 290 && cut.origin.x + cut.width > 290 - 12)
        #expect(t.rows[1].accessoryFrame == Rect(x: 285, y: 108 + 6, width: 29, height: 31))
        #expect(t.rows[1].labels[0].origin.x + t.rows[1].labels[0].width <= 285)
        #expect(t.rows[2].accessory == .checkmark)
        #expect(t.rows[3].accessory == .switch(isOn: false))
        #expect(t.rows[3].accessoryFrame == Rect(x: 216, y: 205, width: 94, height: 27))
        #expect(t.rows[3].labels[0].origin.x + t.rows[3].labels[0].width <= 206)
        // The text field after the label ("Name": 28 pt at x 10), its placeholder in grey.
        #expect(t.rows[4].textField?.minX == 48)
        #expect(t.rows[4].labels.map(\.role) == [.text, .placeholder])
    }

    @Test func cellStyles() throws {
        let t = try Self.table("""
                      rows:
                        - { text: mobile, detailText: 555-0100, style: value2 }
                        - { text: Song, detailText: Artist, style: subtitle }
            """ + "\n")
        let v2 = t.rows[0].labels
        #expect(v2[0].role == .blueDetail && v2[0].font == .bold(13) && v2[0].origin.x + v2[0].width == 78)
        #expect(v2[1].origin == Point(84, 64 + 28) && v2[1].font == .bold(15))
        let sub = t.rows[1].labels
        #expect(sub.map(\.origin) == [Point(11, 108 + 20), Point(11, 108 + 38)])
        #expect(sub[1].role == .greyDetail)
    }

    /// Which texts follow the retina phone's font at @2x (`Label.retinaGlyphs`, measured per table
    /// style on the retina screenshots, docs/DESIGN.md §Table views): a plain table's left-aligned
    /// cell texts scaled, a grouped table's cell texts and header at Neue's cap height; right-aligned
    /// details, centred plain text and footers as at 1x.
    @Test func retinaGlyphsPerTableStyle() throws {
        let plain = try Self.table("""
                      rows:
                        - { text: All Songs }
                        - { text: Time, detailText: Red Vox, style: subtitle }
                        - { text: omw, detailText: On my way!, style: value1 }
                        - { text: Centred, textAlignment: center }
            """ + "\n")
        #expect(plain.rows.map { $0.labels.map(\.retinaGlyphs) }
                    == [[.scaled], [.scaled, .scaled], [.scaled, .unchanged], [.unchanged]])
        let grouped = try Self.table("""
                      style: grouped
                      sections:
                        - headerTitle: Shortcuts
                          footerTitle: A footer.
                          rows:
                            - { text: omw, detailText: On my way!, style: value1 }
                            - { text: Time, detailText: Red Vox, style: subtitle }
            """ + "\n")
        #expect(grouped.rows.map { $0.labels.map(\.retinaGlyphs) } == [[.capHeight, .unchanged], [.capHeight, .capHeight]])
        #expect(grouped.headers.map(\.retinaGlyphs) == [.capHeight, .unchanged])
    }

    @Test func editingShiftsTheTextAndShowsTheControls() throws {
        let t = try Self.table("""
                      editing: true
                      rows:
                        - { text: Delete me, accessoryType: disclosureIndicator }
                        - { text: Add one, editingStyle: insert, showsReorderControl: true }
                        - { text: Neither, editingStyle: none }
            """ + "\n")
        #expect(t.rows[0].editingControl == .delete && t.rows[0].editingControlFrame == Rect(x: 9, y: 72, width: 29, height: 29))
        #expect(t.rows[0].accessory == nil, "UIKit hid the accessory while editing")
        #expect(t.rows[0].labels[0].origin.x == 42)
        #expect(t.rows[1].editingControl == .insert && t.rows[1].reorderFrame != nil)
        #expect(t.rows[2].editingControlFrame == nil && t.rows[2].labels[0].origin.x == 42)
    }

    @Test func onlyVisibleRowsAreLaidOut() throws {
        let rows = (0..<10_000).map { "R\($0)" }.joined(separator: ", ")
        let t = try Self.table("          rows: [\(rows)]\n")
        #expect(t.rowCount == 10_000)
        // 416 pt of table: rows 0…9 (the tenth cut by the bottom edge).
        #expect(t.rows.map(\.index) == Array(0..<10))
        let grouped = try Self.table("          style: grouped\n          sections:\n"
                                     + (0..<500).map { _ in "            - rows: [A, B]\n" }.joined())
        #expect(grouped.rows.count < 12 && grouped.outlines.count < 6)
    }

    @Test func theIndexRunsDownTheRightAndNarrowsTheRows() throws {
        let t = try Self.table("          sectionIndexTitles: [A, B, C]\n          rows: [\(String(repeating: "W", count: 60))]\n")
        #expect(t.index.map(\.text) == ["A", "B", "C"])
        #expect(t.index.map(\.origin.y) == [86, 102, 117])
        let label = t.rows[0].labels[0]
        #expect(label.origin.x + label.width <= 280)
        #expect(t.rows[0].cell.width == 320, "the row's background runs under the index")
    }

    @Test func landscapeWidensEverything() throws {
        let t = try Self.table("          style: grouped\n          rows: [{ text: A, accessoryType: disclosureIndicator }]\n",
                               orientation: "landscape")
        #expect(t.outlines.first?.width == 462.0)  // 480 − 2 × 9
        #expect(t.rows[0].accessoryFrame?.maxX == 460.0)  // the cell ends at 470, the disclosure 10 before
    }

    @Test func aTransitionMovesTheWholeTable() throws {
        let t = try Self.table("          rows: [{ text: A, selected: true, accessoryType: checkmark }]\n")
        let moved = t.offsetBy(dx: -100)
        #expect(moved.frame.minX == -100 && moved.rows[0].frame.minX == -100)
        #expect(moved.rows[0].labels[0].origin.x == t.rows[0].labels[0].origin.x - 100)
        #expect(moved.rows[0].accessoryFrame?.minX == (t.rows[0].accessoryFrame?.minX ?? 0) - 100)
    }
}

/// A table slides with its screen's content in a push: the leaving table to the left, the
/// arriving one in from the right (docs/DESIGN.md §Motion).
struct TableTransitionTests {
    @Test func aPushSlidesBothTables() throws {
        let scene = try SceneParser.parse(Array("""
            canvas: { statusBar: none }
            navigationController:
              viewControllers:
                - { id: a, title: Settings, content: { table: { style: grouped, rows: [General] } } }
              operations:
                - push: { id: b, title: General, content: { table: { rows: [About, Usage] } } }
            """.utf8), file: "s.yaml")
        let stages = scene.stages
        let from = SceneLayout(stages[stages.count - 2].scene, context: SceneLayoutTests.context)
        let last = try #require(stages.last)
        let to = SceneLayout(last.scene, context: SceneLayoutTests.context)
        let t = try #require(SceneTransition(from: from, to: to, transition: last.transition))
        let middle = t.layout(at: SceneTransition.duration / 2)
        let leaving = try #require(middle.departing(TableLayout.self))
        let arriving = try #require(middle.table)
        #expect(leaving.style == .grouped && arriving.style == .plain)
        #expect(leaving.frame.minX < 0 && arriving.frame.minX > 0 && arriving.frame.minX < 320)
        #expect(arriving.rows[0].frame.minX == arriving.frame.minX)
        #expect(t.layout(at: SceneTransition.duration) == to)
    }
}

/// `setEditing:animated:` in motion (docs/DESIGN.md §Motion): 0.3 s on UIView's ease-in-out, the
/// control sliding in from 32 pt to the left as it fades in, the text shifting its 32 pt, the
/// accessory fading where it is, the grip coming from the right, Edit cross-fading into Done.
struct TableEditingTransitionTests {
    static func transition(_ operation: String, editing: Bool = false) throws -> SceneTransition {
        let scene = try SceneParser.parse(Array("""
            canvas: { statusBar: none }
            navigationController:
              viewControllers:
                - title: Mail
                  editing: \(editing)
                  navigationItem: { rightBarButtonItem: { systemItem: edit } }
                  content:
                    table:
                      rows:
                        - { text: Inbox, accessoryType: disclosureIndicator }
                        - { text: Sent, showsReorderControl: true, textField: { text: me } }
              operations:
                - \(operation)
            """.utf8), file: "s.yaml")
        let stages = scene.stages
        let from = SceneLayout(stages[stages.count - 2].scene, context: SceneLayoutTests.context)
        let last = try #require(stages.last)
        let to = SceneLayout(last.scene, context: SceneLayoutTests.context)
        return try #require(SceneTransition(from: from, to: to, transition: last.transition))
    }

    @Test func theControlsSlideInAndTheTextShifts() throws {
        let t = try Self.transition("setEditing: true")
        // UIKit's setEditing:animated: is a UIView animation of its default length and curve: 0.3 s,
        // ease-in-out, the CSS/Core Animation control points (0.42, 0) (0.58, 1) (WinObjC's
        // UITableViewCell.mm; docs/DESIGN.md §Motion).
        #expect(t.length == 0.3 && t.curve == TimingCurve(0.42, 0, 0.58, 1))
        #expect(t.layout(at: 0) == t.from && t.layout(at: 0.3) == t.to)
        #expect(t.instants(fps: 60).count == 19 && t.instants(fps: 60).last == 0.3)
        let rest = try #require(t.to.table?.rows.first), before = try #require(t.from.table?.rows.first)
        let restControl = try #require(rest.editingControlFrame)
        #expect(rest.accessory == nil && before.accessory == .disclosureIndicator)
        let middle = try #require(t.layout(at: 0.15).table?.rows.first)
        // Half the time on ease-in-out is half the way.
        let e = SceneTransition.editingCurve.progress(0.5)
        #expect(abs(e - 0.5) < 1e-9)
        let control = try #require(middle.editingControlFrame)
        #expect(abs(control.minX - (restControl.minX - 32 * (1 - e))) < 1e-9 && control.minY == restControl.minY)
        #expect(abs(middle.editingOpacity - e) < 1e-9)
        #expect(middle.labels[0].text == rest.labels[0].text)
        #expect(abs(middle.labels[0].origin.x - (before.labels[0].origin.x + 32 * e)) < 1e-9)
        #expect(middle.accessory == .disclosureIndicator && middle.accessoryFrame == before.accessoryFrame)
        #expect(abs(middle.accessoryOpacity - (1 - e)) < 1e-9)
        // The grip comes from the right; the text field's text rides along with the content, fading.
        let sent = try #require(t.layout(at: 0.15).table?.rows.last)
        let grip = try #require(t.to.table?.rows.last?.reorderFrame)
        #expect(try #require(sent.reorderFrame).minX > grip.minX)
        let field = try #require(sent.labels.first { $0.role == .fieldText })
        let wasField = try #require(t.from.table?.rows.last?.labels.first { $0.role == .fieldText })
        #expect(abs(field.origin.x - (wasField.origin.x + 32 * e)) < 1e-9)
        // Edit fades out under Done fading in, in place.
        let bar = try #require(t.layout(at: 0.15).navigationBar)
        #expect(bar.leavingItems?.right.map(\.face) == [.button(title: "Edit", style: .bordered)])
        #expect(bar.layout.right.map(\.face) == [.button(title: "Done", style: .done)])
        #expect(abs((bar.layout.right.first?.alpha ?? 0) - e) < 1e-9)
    }

    @Test func endingEditingIsTheMirrorImage() throws {
        let t = try Self.transition("setEditing: false", editing: true)
        let middle = try #require(t.layout(at: 0.075).table?.rows.first)
        let e = SceneTransition.editingCurve.progress(0.25)
        let editing = try #require(t.from.table?.rows.first?.editingControlFrame)
        #expect(middle.editingControl == .delete)
        #expect(abs(try #require(middle.editingControlFrame).minX - (editing.minX - 32 * e)) < 1e-9)
        #expect(abs(middle.editingOpacity - (1 - e)) < 1e-9 && abs(middle.accessoryOpacity - e) < 1e-9)
        #expect(t.layout(at: 0.3) == t.to && t.to.table?.isEditing == false)
    }

    @Test func notAnimatedIsNoTransition() throws {
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers: [{ title: Mail, content: { table: { rows: [Inbox] } } }]
              operations: [{ setEditing: { editing: true, animated: false } }]
            """.utf8), file: "s.yaml")
        let last = try #require(scene.stages.last)
        #expect(last.transition == Transition.none)
        let layout = SceneLayout(last.scene, context: SceneLayoutTests.context)
        #expect(SceneTransition(from: layout, to: layout, transition: last.transition) == nil)
        #expect(layout.table?.isEditing == true)
    }
}
