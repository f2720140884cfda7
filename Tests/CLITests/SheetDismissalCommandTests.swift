import Foundation
import Testing

/// `dismissWithClickedButtonIndex` from the command line: `animate` writes the dismissal, `flow`
/// captions the tapped button, `resolve --json` names the transition; a bad index is one line at
/// its place, exit 65, and nothing written.
struct SheetDismissalCommandTests {
    static func write(_ dismiss: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("tap.yaml").path
        try """
            navigationController:
              viewControllers: [ { id: inbox, title: Inbox } ]
              operations:
                - showActionSheet: { destructiveButtonTitle: Delete, cancelButtonTitle: Cancel }
                - \(dismiss)
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func animateFlowAndResolve() throws {
        let dir = try ChevronProcess.scratch()
        let path = try Self.write("dismissWithClickedButtonIndex: 1", in: dir)
        let a = try ChevronProcess.run(["animate", path, "-o", "tap.png"], in: dir)
        #expect(a.status == 0 && a.stderr.isEmpty, "\(a.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("tap.png"))
        #expect(bytes.range(of: Data("acTL".utf8)) != nil)
        let (r, json) = try ResolveCommandTests.json(["resolve", path, "--json"])
        #expect(r.status == 0 && json["transition"] as? String == "dismissActionSheet", "\(r.stderr)")
        #expect(json["actionSheet"] is NSNull)
        let f = try ChevronProcess.run(["flow", path, "-o", "flow.png"], in: dir)
        #expect(f.status == 0, "\(f.stderr)")
    }

    /// `--at` outside the dismissal's own length names that length, whatever the number (`nan` and
    /// `inf` too: they said a push's 0.35 s, which the alert's 0.125-s dismissal does not last).
    @Test func atOutOfRangeNamesTheDismissalsLength() throws {
        let dir = try ChevronProcess.scratch()
        let path = dir.appendingPathComponent("alert.yaml").path
        try """
            navigationController:
              viewControllers: [ { id: inbox, title: Inbox } ]
              operations:
                - showAlert: { title: No Mail, cancelButtonTitle: OK }
                - dismissWithClickedButtonIndex: 0
            """.write(toFile: path, atomically: true, encoding: .utf8)
        for at in ["0.2", "nan", "inf"] {
            let r = try ChevronProcess.run(["animate", path, "--at", at, "-o", "still.png"], in: dir)
            #expect(r.status == 64, "\(at): \(r.stderr)")
            #expect(r.stderr == "chevron: error: --at must be 0 to 0.125 seconds (the transition's length) "
                    + "(see 'chevron animate --help')\n", "\(at): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("still.png").path))
        }
    }

    /// A dismissal with nothing shown is ignored, and so does not animate: animate says so, not that
    /// it "leaves the same view controller on top" (true of every sheet's dismissal).
    @Test func animatingAnIgnoredDismissalSaysItIsIgnored() throws {
        let dir = try ChevronProcess.scratch()
        let path = dir.appendingPathComponent("none.yaml").path
        try """
            navigationController:
              viewControllers: [ { id: inbox, title: Inbox } ]
              operations:
                - dismissWithClickedButtonIndex: 0
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["animate", path, "-o", "none.png"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].contains("warning") && lines[0].contains("ignored"), "\(r.stderr)")
        #expect(lines.last?.contains("error at navigationController.operations[0]: the last operation, "
                                     + "dismissWithClickedButtonIndex 0, does not animate: UIKit ignores it "
                                     + "(the warning at its line says why)") == true, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none.png").path))
    }

    @Test func aBadIndexIsOneLineAtItsPlace() throws {
        let dir = try ChevronProcess.scratch()
        let path = try Self.write("dismissWithClickedButtonIndex: { buttonIndex: first }", in: dir)
        let r = try ChevronProcess.run(["render", path, "-o", "out.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("chevron: \(path):5:53: error at navigationController.operations[1]."
                                   + "dismissWithClickedButtonIndex.buttonIndex: "), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }
}
