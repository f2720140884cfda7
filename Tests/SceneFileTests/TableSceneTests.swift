import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `content.table` (docs/DESIGN.md §Table views): UIKit's names, rows as mappings or bare strings,
/// suggestions for misspelt styles and accessories, warnings for rows that draw nothing.
struct TableSceneTests {
    static func table(_ yaml: String) throws -> (TableView?, [String]) {
        let scene = try SceneParser.parse("navigationController:\n  viewControllers:\n    - title: A\n      content:\n"
                                          + "        table:\n" + yaml, file: "s.yaml")
        guard case .navigationController(let nc) = scene.root else { return (nil, []) }
        return (nc.controller.topViewController.content.table, scene.warnings.map(\.description))
    }

    @Test func everyKeyIsRead() throws {
        let (t, warnings) = try Self.table("""
                      style: grouped
                      editing: true
                      sections:
                        - headerTitle: Change something
                          footerTitle: More controls will be added.
                          rows:
                            - { text: Label, detailText: element, style: value1 }
                            - { text: Radio, detailText: Option 1, style: value1, accessoryType: disclosureIndicator }
                            - { text: Wi-Fi, accessoryView: { switch: true } }
                            - { text: Name, textField: { placeholder: type here } }
                            - { text: Inbox, image: inbox.png, badge: "3", accessoryType: checkmark }
                            - { text: Ringtone, detailText: Marimba, style: subtitle, selected: true }
                            - { text: Go, textAlignment: center, editingStyle: insert, showsReorderControl: true }
            """)
        let table = try #require(t)
        #expect(warnings.isEmpty)
        #expect(table.style == .grouped && table.isEditing && table.rowCount == 7)
        let s = table.sections[0]
        #expect(s.headerTitle == "Change something" && s.footerTitle == "More controls will be added.")
        #expect(s.rows[0] == TableRow(text: "Label", detailText: "element", style: .value1))
        #expect(s.rows[1].accessoryType == .disclosureIndicator)
        #expect(s.rows[2].accessoryView == .switch(isOn: true))
        #expect(s.rows[3].accessoryView == .textField(text: "", placeholder: "type here"))
        #expect(s.rows[4].image == "inbox.png" && s.rows[4].badge == "3" && s.rows[4].accessoryType == .checkmark)
        #expect(s.rows[5].isSelected && s.rows[5].style == .subtitle)
        #expect(s.rows[6].textAlignment == .center && s.rows[6].editingStyle == .insert && s.rows[6].showsReorderControl)
    }

    /// `rowHeight` (UITableView's, in points): 44 when not set, any number from 1 (the separator)
    /// to the largest canvas, fractions too.
    @Test func rowHeight() throws {
        let (plain, _) = try Self.table("          rows: [A]\n")
        #expect(try #require(plain).rowHeight == 44)
        let (tall, warnings) = try Self.table("          rowHeight: 56\n          rows: [A]\n")
        #expect(try #require(tall).rowHeight == 56 && warnings.isEmpty)
        let (grouped, _) = try Self.table("          style: grouped\n          rowHeight: 60.5\n          sections: [{ rows: [A] }]\n")
        #expect(try #require(grouped).rowHeight == 60.5)
    }

    /// `separatorColor` (UITableView's): UIKit's own when not set, any colour of the scene's forms.
    @Test func separatorColor() throws {
        let (plain, _) = try Self.table("          rows: [A]\n")
        #expect(try #require(plain).separatorColor == nil)
        let (grey, _) = try Self.table("          separatorColor: \"#cccccc\"\n          rows: [A]\n")
        #expect(try #require(grey).separatorColor == RGBAColor(r: 204, g: 204, b: 204))
        let (none, _) = try Self.table("          separatorColor: transparent\n          rows: [A]\n")
        #expect(try #require(none).separatorColor == RGBAColor(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func bareStringsAndOneSectionOfRows() throws {
        let (t, _) = try Self.table("          sectionIndexTitles: [A, B]\n          rows: [Apple, { text: Banana }]\n")
        let table = try #require(t)
        #expect(table.style == .plain)
        #expect(table.sections == [TableSection(rows: [TableRow(text: "Apple"), TableRow(text: "Banana")])])
        #expect(table.sectionIndexTitles == ["A", "B"])
    }

    static let bad: [(yaml: String, message: String)] = [
        ("          style: grupped\n",
         "s.yaml:6:18: error at navigationController.viewControllers[0].content.table.style: unknown value `grupped` — did you mean `grouped`?"),
        ("          rows: [{ text: A, accessoryType: disclosureIndicater }]\n",
         "s.yaml:6:44: error at navigationController.viewControllers[0].content.table.rows[0].accessoryType: unknown value `disclosureIndicater` — did you mean `disclosureIndicator`?"),
        ("          rows: [{ text: A, style: valu1 }]\n",
         "s.yaml:6:36: error at navigationController.viewControllers[0].content.table.rows[0].style: unknown value `valu1` — did you mean `value1`?"),
        ("          rows: [{ txt: A }]\n",
         "s.yaml:6:20: error at navigationController.viewControllers[0].content.table.rows[0]: unknown key `txt` — did you mean `text`?"),
        ("          rows: [A]\n          sections: []\n",
         "s.yaml:6:11: error at navigationController.viewControllers[0].content.table: a table has `sections` or `rows` (one section); found both"),
        ("          rows: [{ text: A, accessoryView: { switch: true, textField: {} } }]\n",
         "s.yaml:6:60: error at navigationController.viewControllers[0].content.table.rows[0].accessoryView: an accessory view has one of `switch`, `textField`; found both `switch` and `textField`"),
        ("          rowHeight: 0\n          rows: [A]\n",
         "s.yaml:6:22: error at navigationController.viewControllers[0].content.table.rowHeight: 0 is out of range: expected 1…16384"),
        ("          rowHeight: -56\n          rows: [A]\n",
         "s.yaml:6:22: error at navigationController.viewControllers[0].content.table.rowHeight: -56 is out of range: expected 1…16384"),
        ("          rowHeight: 1e9\n          rows: [A]\n",
         "s.yaml:6:22: error at navigationController.viewControllers[0].content.table.rowHeight: 1000000000 is out of range: expected 1…16384"),
        ("          rowHeight: tall\n          rows: [A]\n",
         "s.yaml:6:22: error at navigationController.viewControllers[0].content.table.rowHeight: expected a number, found the string \"tall\""),
        ("          rowHeight: .nan\n          rows: [A]\n",
         "s.yaml:6:22: error at navigationController.viewControllers[0].content.table.rowHeight: expected a number, found the string \".nan\""),
        ("          separatorColor: grey\n          rows: [A]\n",
         "s.yaml:6:27: error at navigationController.viewControllers[0].content.table.separatorColor: `grey` is not a colour: write #rgb, #rrggbb, #rrggbbaa or transparent"),
        // A long value is quoted by its first 40 characters, as every unknown value is.
        ("          separatorColor: \"#\(String(repeating: "c", count: 3000))\"\n          rows: [A]\n",
         "s.yaml:6:27: error at navigationController.viewControllers[0].content.table.separatorColor: `#\(String(repeating: "c", count: 39))…` is not a colour: write #rgb, #rrggbb, #rrggbbaa or transparent"),
        ("          rowHight: 56\n          rows: [A]\n",
         "s.yaml:6:11: error at navigationController.viewControllers[0].content.table: unknown key `rowHight` — did you mean `rowHeight`?"),
    ]

    @Test("bad tables", arguments: bad.indices)
    func badTable(index: Int) {
        let c = Self.bad[index]
        #expect {
            _ = try Self.table(c.yaml)
        } throws: { error in
            let text = (error as? SceneError)?.description
            if text != c.message { Issue.record("got \(text ?? "\(error)")") }
            return text == c.message
        }
    }

    @Test func aRowThatDrawsNothingIsAWarning() throws {
        let (_, warnings) = try Self.table("          rows: [{ detailText: x, style: value1 }, { text: Go, detailText: y }]\n")
        #expect(warnings == [
            "s.yaml:6:18: warning at navigationController.viewControllers[0].content.table.rows[0]: the row has neither text nor an image: it is drawn empty (write `text:` or `image:`)",
            "s.yaml:6:76: warning at navigationController.viewControllers[0].content.table.rows[1].detailText: `detailText` is not shown in the default style: use `style: value1`, `value2` or `subtitle`",
        ])
    }

    @Test func tenThousandRowsAreReadAndOneMoreIsRefused() throws {
        let rows = (0..<10_000).map { "R\($0)" }.joined(separator: ", ")
        let (t, _) = try Self.table("          rows: [\(rows)]\n")
        #expect(t?.rowCount == 10_000)
        #expect(throws: SceneError.self) { _ = try Self.table("          rows: [\(rows), X]\n") }
        // Across sections too.
        let two = "          sections:\n            - rows: [\(rows)]\n            - rows: [X]\n"
        #expect {
            _ = try Self.table(two)
        } throws: { error in
            (error as? SceneError)?.description.contains("more than 10000 rows in one table") ?? false
        }
    }

    /// Bare-string rows are read without a node of their own, but checked as every value is: each
    /// error still names its row and its place.
    @Test func bareStringRowsAreCheckedWhereTheyAre() {
        let long = String(repeating: "é", count: 4097)
        let cases: [(String, String)] = [
            ("          rows: [A, \(long)]\n",
             "s.yaml:6:21: error at navigationController.viewControllers[0].content.table.rows[1]: 4097 characters: the limit is 4096"),
            ("          rows: [A, ~]\n",
             "s.yaml:6:21: error at navigationController.viewControllers[0].content.table.rows[1]: expected a mapping, found null"),
            ("          rows: [A, [B]]\n",
             "s.yaml:6:21: error at navigationController.viewControllers[0].content.table.rows[1]: expected a mapping, found a list"),
            ("          rows: A\n",
             "s.yaml:6:17: error at navigationController.viewControllers[0].content.table.rows: expected a list, found the string \"A\""),
        ]
        for (yaml, message) in cases {
            #expect {
                _ = try Self.table(yaml)
            } throws: { error in
                let text = (error as? SceneError)?.description
                if text != message { Issue.record("got \(text ?? "\(error)")") }
                return text == message
            }
        }
        // 4096 two-byte characters are within the limit (it counts characters, not bytes).
        #expect((try? Self.table("          rows: [\(String(repeating: "é", count: 4096))]\n"))?.0?.rowCount == 1)
    }

    /// The value budget counts what aliases expand, not the document's own values (issue 37): two
    /// screens of 10 000 rows each are read; the same rows named again by aliases are expanded
    /// values: two aliased copies (20 002) stay within the 20 000 only by the own values still to
    /// come, a third is refused where the count passes it, as the fourth screen is read.
    @Test func onlyWhatAliasesExpandCountsAgainstTheValueBudget() throws {
        let rows = (0..<10_000).map { "R\($0)" }.joined(separator: ", ")
        let honest = "navigationController:\n  viewControllers:\n"
            + "    - { title: A, content: { table: { rows: [\(rows)] } } }\n"
            + "    - { title: B, content: { table: { rows: [\(rows)] } } }\n"
        let scene = try SceneParser.parse(honest, file: "s.yaml")
        guard case .navigationController(let nav) = scene.root else { Issue.record("not a navigation controller"); return }
        #expect(nav.controller.viewControllers.count == 2)
        let aliased = "navigationController:\n  viewControllers:\n"
            + "    - { title: A, content: { table: { rows: &rows [\(rows)] } } }\n"
            + "    - { title: B, content: { table: { rows: *rows } } }\n"
        #expect((try? SceneParser.parse(aliased, file: "s.yaml")) != nil, "10 000 expanded values are within the budget")
        let bomb = aliased + "    - { title: C, content: { table: { rows: *rows } } }\n"
            + "    - { title: D, content: { table: { rows: *rows } } }\n"
        #expect {
            _ = try SceneParser.parse(bomb, file: "s.yaml")
        } throws: { error in
            let text = (error as? SceneError)?.description ?? ""
            if !text.contains("aliases expand to more than 20000 values") { Issue.record("got \(text)") }
            return text.contains("s.yaml:6:") && text.contains("error at navigationController.viewControllers[3]")
        }
    }
}
