import Chevron
import ChevronTesting
import Foundation
import Testing

/// `becomeFirstResponder` and `resignFirstResponder`: the keyboard slides up and down over UIKit's
/// 0.25 s, the animation's first and last frames exactly `render`'s of the scene before and after.
struct KeyboardMotionTests {
    static func scene(_ operation: String, responder: Bool) -> String {
        """
        canvas: { statusBar: default }
        navigationController:
          viewControllers:
            - title: New Message
              content:
                background: "#ffffff"
                rows: false
                subviews:
                  - textField: { id: to, frame: [37, 7, 250, 31], text: john, firstResponder: \(responder),
                                 keyboardType: emailAddress }
                  - label: { id: note, frame: [8, 12, 30, 20], text: "To:" }
          operations: [ \(operation) ]
        """
    }

    @Test(arguments: [("becomeFirstResponder: to", false), ("resignFirstResponder", true)])
    func theEndsAreTheStaticRenders(_ operation: String, responder: Bool) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene(operation, responder: responder).utf8), file: "k.yaml")
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.first == (try renderer.render(before, scale: scale)), "\(operation) @\(scale)x")
            #expect(frames.last == (try renderer.render(scene, scale: scale)), "\(operation) @\(scale)x")
            #expect(Set(frames).count == frames.count, "\(operation) @\(scale)x")
        }
        // 0.25 s at the animation's frame rate: fewer frames than a push's 0.35 s.
        let push = try renderer.animationFrames(try MotionTests.scene("settings-push.yaml").0, scale: 1)
        let frames = try renderer.animationFrames(scene, scale: 1)
        #expect(Double(frames.count - 1) / Double(push.count - 1) == 0.25 / 0.35 || abs(Double(frames.count - 1)
            / Double(push.count - 1) - 0.25 / 0.35) < 0.06)
    }

    @Test func theKeyboardIsWhereTheOperationsLeaveIt() throws {
        let renderer = try SceneRenderer.bundled()
        for (operation, responder, shown) in [("becomeFirstResponder: to", false, true),
                                              ("resignFirstResponder", true, false)] {
            let scene = try SceneParser.parse(Array(Self.scene(operation, responder: responder).utf8), file: "k.yaml")
            let layout = renderer.layout(scene)
            #expect((layout.keyboard != nil) == shown, "\(operation)")
            #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        }
    }

    @Test func aMessageToAViewThatCannotBeOneIsIgnored() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene("becomeFirstResponder: note", responder: false).utf8),
                                          file: "k.yaml")
        let layout = renderer.layout(scene)
        #expect(layout.keyboard == nil)
        #expect(layout.diagnostics.map(\.message) == ["becomeFirstResponder note ignored: `note` cannot become first "
                                                      + "responder (only a textField, a textView or a search bar can)"])
    }
}
