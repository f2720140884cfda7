import Foundation
import Testing

/// `animated: false` at the command line (rule N16, seed 000: the `animated:` argument of every
/// stack method; S11, seed 004: `setItems:animated:` NO "without any animations"): `resolve` says
/// the transition is not animated, `animate` that there is nothing to move.
struct NotAnimatedCommandTests {
    static func scene(_ operation: String) -> String {
        "navigationController:\n  viewControllers: [ { id: a, title: A } ]\n  operations:\n" + operation
    }

    @Test func resolveReportsTheTransitionAsNotAnimated() throws {
        let dir = try ChevronProcess.scratch()
        try Self.scene("    - push: { id: b, title: B }\n      animated: false\n")
            .write(to: dir.appendingPathComponent("push.yaml"), atomically: true, encoding: .utf8)
        let json = try ChevronProcess.run(["resolve", "push.yaml", "--json"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["transition"] as? String == "push")
        #expect(object["animated"] as? Bool == false)
        let text = try ChevronProcess.run(["resolve", "push.yaml"], in: dir)
        #expect(text.stdout.contains("transition: push (not animated)"), "\(text.stdout)")
        // Animated, the default: `animated: true` in the JSON, nothing added to the text.
        try Self.scene("    - push: { id: b, title: B }\n")
            .write(to: dir.appendingPathComponent("animated.yaml"), atomically: true, encoding: .utf8)
        let animated = try ChevronProcess.run(["resolve", "animated.yaml", "--json"], in: dir)
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(animated.stdout.utf8)) as? [String: Any])
        #expect(shown["animated"] as? Bool == true)
    }

    @Test(arguments: [
        ("    - push: { id: b, title: B }\n      animated: false\n", "push B"),
        ("    - present: { id: n, title: New }\n      animated: false\n", "present New"),
    ])
    func animateSaysItDoesNotAnimate(_ operation: String, _ caption: String) throws {
        let dir = try ChevronProcess.scratch()
        try Self.scene(operation).write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["animate", "s.yaml", "--output-dir", "out"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("s.yaml:4:7: error at navigationController.operations[0]: the last operation, "
                                  + "\(caption), does not animate: it is not animated (`animated: false`)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }
}
