import Foundation
import RasterPNG
import Testing

/// The item setters and the bars' hiding at the command line: `animate`'s first and last stills are
/// exactly `render` of the scene before and after (docs/DESIGN.md §Motion); bad input is one line
/// at its key.
struct BarChangeCommandTests {
    static let before = """
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { id: a, title: Albums }
            - { id: b, title: Photos, navigationItem: { rightBarButtonItem: { systemItem: edit } }, toolbarItems: [ { systemItem: refresh } ] }

        """

    @Test(arguments: [
        ("  operations:\n    - setRightBarButtonItem: { systemItem: done }\n",
         "  operations:\n    - setRightBarButtonItem: { systemItem: done }\n      animated: false\n"),
        ("  operations:\n    - setNavigationBarHidden: true\n", "  navigationBarHidden: true\n"),
        ("  operations:\n    - setToolbarHidden: true\n", "  operations:\n    - setToolbarHidden: true\n      animated: false\n"),
    ])
    func theStillsAtBothEndsAreTheRenders(_ operation: String, _ after: String) throws {
        let dir = try ChevronProcess.scratch()
        try (Self.before + operation).write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        try Self.before.write(to: dir.appendingPathComponent("before.yaml"), atomically: true, encoding: .utf8)
        let afterScene = after.hasPrefix("  navigationBarHidden")
            ? Self.before.replacingOccurrences(of: "  toolbarHidden: false\n", with: "  toolbarHidden: false\n" + after)
            : Self.before + after
        try afterScene.write(to: dir.appendingPathComponent("after.yaml"), atomically: true, encoding: .utf8)
        for (at, scene) in [("0", "before.yaml"), ("0.2", "after.yaml")] {
            let still = try ChevronProcess.run(["animate", "s.yaml", "--at", at, "-o", "still.png"], in: dir)
            #expect(still.status == 0, "\(still.stderr)")
            let render = try ChevronProcess.run(["render", scene, "-o", "render.png"], in: dir)
            #expect(render.status == 0, "\(render.stderr)")
            let a = try PNG.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("still.png"))))
            let b = try PNG.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("render.png"))))
            #expect(a == b, "\(operation) at \(at)")
        }
        // The transition is 0.2 s long: --at past it is refused.
        let late = try ChevronProcess.run(["animate", "s.yaml", "--at", "0.3"], in: dir)
        #expect(late.status == 64 && late.stderr.contains("--at must be 0 to 0.2 seconds"), "\(late.stderr)")
    }

    @Test func badInputIsOneLineAtItsKey() throws {
        let dir = try ChevronProcess.scratch()
        let cases: [(String, String)] = [
            ("  operations:\n    - setRightBarButonItem: { systemItem: done }\n",
             "s.yaml:7:7: error at navigationController.operations[0]: unknown key `setRightBarButonItem` — did you mean `setRightBarButtonItem`?"),
            ("  operations:\n    - setHidesBackButton: maybe\n", "s.yaml:7:27: error at navigationController.operations[0].setHidesBackButton"),
            ("  operations:\n    - setTitle: Hello\n      animated: false\n", "`setTitle` takes no `animated`"),
        ]
        for (operation, message) in cases {
            try (Self.before + operation).write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
            let r = try ChevronProcess.run(["resolve", "s.yaml"], in: dir)
            #expect(r.status == 65, "\(r.stderr)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
        // A change that changes nothing: a warning at its line, the scene still drawn.
        try (Self.before + "  operations:\n    - setRightBarButtonItem: { systemItem: edit }\n")
            .write(to: dir.appendingPathComponent("same.yaml"), atomically: true, encoding: .utf8)
        let same = try ChevronProcess.run(["resolve", "same.yaml"], in: dir)
        #expect(same.status == 0 && same.stdout.contains("same.yaml:7:7: warning at navigationController.operations[0]: "
                                                         + "setRightBarButtonItem edit changes nothing"), "\(same.stdout)")
    }
}
