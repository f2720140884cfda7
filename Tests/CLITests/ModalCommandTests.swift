import Foundation
import RasterPNG
import Testing

/// `present` and `dismiss` through the command line: `resolve --json`'s top and visible view
/// controllers, `animate`'s stills at both ends against `render`, `flow`'s captions, bad input.
struct ModalCommandTests {
    static let present = """
        navigationController:
          viewControllers: [ { id: inbox, title: Inbox } ]
          operations:
            - present:
                navigationController:
                  viewControllers:
                    - { id: compose, title: New Message,
                        navigationItem: { leftBarButtonItem: { systemItem: cancel }, rightBarButtonItem: { title: Send, style: done } } }
                modalTransitionStyle: coverVertical

        """
    static let dismiss = present + "    - dismiss\n"

    static func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func resolveReportsTheTopAndTheVisibleViewController() throws {
        let dir = try ChevronProcess.scratch()
        try Self.present.write(to: dir.appendingPathComponent("present.yaml"), atomically: true, encoding: .utf8)
        try Self.dismiss.write(to: dir.appendingPathComponent("dismiss.yaml"), atomically: true, encoding: .utf8)
        let presented = try ChevronProcess.run(["resolve", "--json", "present.yaml"], in: dir)
        #expect(presented.status == 0, "\(presented.stderr)")
        let p = try Self.json(presented.stdout)
        #expect(p["topViewController"] as? String == "inbox")
        #expect(p["visibleViewController"] as? String == "compose")
        #expect(p["transition"] as? String == "present")
        #expect(p["stack"] as? [String] == ["inbox"])
        let events = try #require(p["events"] as? [[String: Any]])
        #expect(events.map { "\($0["message"] ?? "") \($0["viewController"] ?? "")" }
                == ["viewWillDisappear inbox", "viewWillAppear compose", "viewDidDisappear inbox", "viewDidAppear compose"])
        let dismissed = try ChevronProcess.run(["resolve", "--json", "dismiss.yaml"], in: dir)
        let d = try Self.json(dismissed.stdout)
        #expect(d["topViewController"] as? String == "inbox" && d["visibleViewController"] as? String == "inbox")
        #expect(d["transition"] as? String == "dismiss")
        let text = try ChevronProcess.run(["resolve", "present.yaml"], in: dir)
        #expect(text.stdout.contains("stack: inbox (top: inbox); visible: compose; transition: present"), "\(text.stdout)")
    }

    /// `--at 0` is `render` of the scene without its last operation, `--at` its length `render` of
    /// the scene, for a present and a dismiss; the APNG has the transition's frames.
    @Test func theStillsAtBothEndsAreTheRenders() throws {
        let dir = try ChevronProcess.scratch()
        let before = Self.present.components(separatedBy: "  operations:")[0]
        for (name, text, first, last) in [("present", Self.present, before, Self.present),
                                          ("dismiss", Self.dismiss, Self.present, Self.dismiss)] {
            try text.write(to: dir.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
            try first.write(to: dir.appendingPathComponent("first.yaml"), atomically: true, encoding: .utf8)
            try last.write(to: dir.appendingPathComponent("last.yaml"), atomically: true, encoding: .utf8)
            for (at, scene) in [("0", "first.yaml"), ("0.3", "last.yaml")] {
                let still = try ChevronProcess.run(["animate", "\(name).yaml", "--at", at, "-o", "still.png"], in: dir)
                #expect(still.status == 0, "\(still.stderr)")
                let render = try ChevronProcess.run(["render", scene, "-o", "render.png"], in: dir)
                #expect(render.status == 0, "\(render.stderr)")
                #expect(try PNG.decode(try MotionCommandTests.read(dir, "still.png"))
                        == (try PNG.decode(try MotionCommandTests.read(dir, "render.png"))), "\(name) at \(at)")
            }
            let apng = try ChevronProcess.run(["animate", "\(name).yaml", "-o", "anim.png"], in: dir)
            #expect(apng.status == 0, "\(apng.stderr)")
            #expect(MotionCommandTests.chunks(try MotionCommandTests.read(dir, "anim.png")).frames == 19)
        }
        let late = try ChevronProcess.run(["animate", "present.yaml", "--at", "0.35", "-o", "late.png"], in: dir)
        #expect(late.status == 64 && late.stderr.contains("--at must be 0 to 0.3 seconds"), "\(late.stderr)")
    }

    @Test func flowCaptionsPresentsAndDismisses() throws {
        let dir = try ChevronProcess.scratch()
        try Self.dismiss.write(to: dir.appendingPathComponent("dismiss.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["flow", "dismiss.yaml", "--scale", "1", "-o", "flow.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // Three screens: start, present, dismiss.
        #expect(try PNG.size(of: try MotionCommandTests.read(dir, "flow.png")).0 == 24 + 3 * 320 + 2 * 56 + 24)
    }

    @Test func badInputIsOneLineAtItsPlace() throws {
        let dir = try ChevronProcess.scratch()
        let cases: [(String, String)] = [
            ("navigationController:\n  viewControllers: [ { id: a, title: A } ]\n  operations:\n    - dismiss\n",
             "chevron: s.yaml:4:7: error at navigationController.operations[0]: dismiss: nothing is presented"),
            ("navigationController:\n  viewControllers: [ { id: a, title: A } ]\n  operations:\n    - present: { id: b }\n"
                + "    - push: { id: c }\n",
             "chevron: s.yaml:5:7: error at navigationController.operations[1]: push: the presented view controller `b` "
                + "is not a navigation controller"),
            ("navigationController:\n  viewControllers: [ { id: a, title: A } ]\n  operations:\n"
                + "    - present: { id: b, modalTransitionStyle: crossDisolve }\n",
             "did you mean `crossDissolve`?"),
        ]
        for (yaml, message) in cases {
            try yaml.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
            for command in ["render", "resolve", "animate"] {
                let r = try ChevronProcess.run([command, "s.yaml", "-o", "out.png"].filter { command != "resolve" || !$0.hasSuffix("png") && $0 != "-o" }, in: dir)
                #expect(r.status == 65, "\(command): \(r.stderr)")
                #expect(r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(command): \(r.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        }
    }
}
