import Foundation
import Testing

/// Table views through the command line (docs/DESIGN.md §Table views): `resolve` lists every visible
/// row with its frame and texts as drawn, a 10 000-row table renders a screenful, bad tables are
/// exit 65 with the suggestion, rows that draw nothing are warnings.
struct TableCommandTests {
    static func write(_ yaml: String, in folder: URL, name: String = "t.yaml") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func screen(_ table: String) -> String {
        "canvas: { scale: 1 }\nnavigationController:\n  viewControllers:\n    - title: Rows\n      content:\n"
            + "        table:\n" + table
    }

    @Test func resolveListsTheVisibleRowsAsDrawn() throws {
        let folder = try ChevronProcess.scratch()
        let long = String(repeating: "Wide ", count: 20)
        let path = try Self.write(Self.screen("""
                      style: grouped
                      rows:
                        - { text: Hello, detailText: world!, style: value1 }
                        - { text: \(long), accessoryType: disclosureIndicator, selected: true }
            """ + "\n"), in: folder)
        let r = try ChevronProcess.run(["resolve", path], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("table: grouped, 2 rows, 2 visible at x 0 y 64 w 320 h 416"), "\(r.stdout)")
        #expect(lines.contains { $0.hasPrefix("  row 0.0 text \"Hello\", blueDetail \"world!\"") && $0.hasSuffix("x 9 y 74 w 302 h 44") })
        #expect(lines.contains { $0.contains("row 0.1 text \"Wide Wide") && $0.contains("…\", disclosureIndicator, selected") })
        let json = try ChevronProcess.run(["resolve", path, "--json"], in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [String: Any]
        let table = object?["table"] as? [String: Any]
        let rows = table?["rows"] as? [[String: Any]] ?? []
        #expect(table?["style"] as? String == "grouped" && rows.count == 2)
        let labels = rows.first?["labels"] as? [[String: Any]] ?? []
        #expect(labels.map { $0["text"] as? String } == ["Hello", "world!"])
        #expect(labels.first?["baseline"] as? Double == 103)
        // A scene without a table has no `table` key, as before.
        let plain = try Self.write("navigationBar: { items: [{ title: A }] }\n", in: folder, name: "bar.yaml")
        let bar = try ChevronProcess.run(["resolve", plain, "--json"], in: folder)
        #expect(!bar.stdout.contains("\"table\""))
    }

    @Test func tenThousandRowsRenderAScreenful() throws {
        let folder = try ChevronProcess.scratch()
        let rows = (0..<10_000).map { "Row \($0)" }.joined(separator: ", ")
        let path = try Self.write(Self.screen("          rows: [\(rows)]\n"), in: folder)
        let r = try ChevronProcess.run(["resolve", path], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("table: plain, 10000 rows, 10 visible"))
        #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("  row ") }.count == 10)
        let out = folder.appendingPathComponent("t.png").path
        let render = try ChevronProcess.run(["render", path, "-o", out], in: folder)
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: out), "\(render.stderr)")
    }

    @Test func badTablesAndEmptyRows() throws {
        let folder = try ChevronProcess.scratch()
        let bad = try Self.write(Self.screen("          rows: [{ text: A, accessoryType: checkmarc }]\n"), in: folder)
        let r = try ChevronProcess.run(["render", bad, "-o", folder.appendingPathComponent("x.png").path], in: folder)
        #expect(r.status == 65)
        #expect(r.stderr.contains("unknown value `checkmarc` — did you mean `checkmark`?"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        let empty = try Self.write(Self.screen("          rows: [{ detailText: x, style: value1 }]\n"), in: folder,
                                   name: "e.yaml")
        let e = try ChevronProcess.run(["render", empty, "-o", folder.appendingPathComponent("e.png").path], in: folder)
        #expect(e.status == 0)
        #expect(e.stderr.contains("warning at navigationController.viewControllers[0].content.table.rows[0]: the row has neither text nor an image"),
                "\(e.stderr)")
    }

    /// `rowHeight` out of range is one line at its place, exit 65, nothing written; in range, resolve
    /// lists the rows at that height.
    @Test func rowHeightThroughTheCommands() throws {
        let folder = try ChevronProcess.scratch()
        let bad = try Self.write(Self.screen("          rowHeight: 0\n          rows: [A]\n"), in: folder)
        let out = folder.appendingPathComponent("x.png").path
        let r = try ChevronProcess.run(["render", bad, "-o", out], in: folder)
        #expect(r.status == 65)
        #expect(r.stderr == "chevron: \(bad):7:22: error at navigationController.viewControllers[0].content.table.rowHeight: "
                + "0 is out of range: expected 1…16384\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let good = try Self.write(Self.screen("          rowHeight: 56\n          rows: [A, B]\n"), in: folder, name: "g.yaml")
        let g = try ChevronProcess.run(["resolve", good], in: folder)
        #expect(g.status == 0, "\(g.stderr)")
        let rows = g.stdout.split(separator: "\n").filter { $0.hasPrefix("  row ") }
        #expect(rows.count == 2 && rows[1].hasSuffix("x 0 y 120 w 320 h 56"), "\(g.stdout)")
    }

    static func editing(_ operation: String) -> String {
        """
        navigationController:
          viewControllers:
            - title: Mail
              navigationItem: { rightBarButtonItem: { systemItem: edit } }
              content: { table: { rows: [Inbox, Sent] } }
          operations:
            - \(operation)
        """
    }

    /// `setEditing` through the commands: resolve shows Done and the controls, animate writes the
    /// 0.3 s, flow draws both screens; a value that is not a boolean is one line at its place, exit 65,
    /// nothing written.
    @Test func setEditingThroughTheCommands() throws {
        let folder = try ChevronProcess.scratch()
        let path = try Self.write(Self.editing("setEditing: true"), in: folder)
        let r = try ChevronProcess.run(["resolve", path], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("transition: editing") && r.stdout.contains("done \"Done\" (rightBarButtonItem)"),
                "\(r.stdout)")
        #expect(r.stdout.contains("row 0.0 text \"Inbox\", editing delete"), "\(r.stdout)")
        let apng = folder.appendingPathComponent("a.png").path
        let a = try ChevronProcess.run(["animate", path, "-o", apng], in: folder)
        #expect(a.status == 0 && FileManager.default.fileExists(atPath: apng), "\(a.stderr)")
        let flow = folder.appendingPathComponent("f.png").path
        #expect(try ChevronProcess.run(["flow", path, "-o", flow], in: folder).status == 0)
        let bad = try Self.write(Self.editing("setEditing: maybe"), in: folder, name: "bad.yaml")
        let out = folder.appendingPathComponent("bad.png").path
        let b = try ChevronProcess.run(["render", bad, "-o", out], in: folder)
        #expect(b.status == 65)
        #expect(b.stderr == "chevron: \(bad):7:19: error at navigationController.operations[0].setEditing: "
                + "expected true or false, found the string \"maybe\"\n", "\(b.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let still = try Self.write(Self.editing("setEditing: { editing: true, animated: false }"), in: folder,
                                   name: "still.yaml")
        let s = try ChevronProcess.run(["animate", still, "-o", apng], in: folder)
        #expect(s.status == 65 && s.stderr.contains("setEditing true (not animated), does not animate: it is not "
                                                    + "animated (`animated: false`)"), "\(s.stderr)")
    }
}
