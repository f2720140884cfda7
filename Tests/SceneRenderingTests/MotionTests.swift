import Chevron
import ChevronTesting
import Foundation
import Testing

/// `animate` and `flow` in the library: the ends of a transition are exactly the static renders,
/// at every scale; a still is the frame at that instant; the storyboard is every stage side by side.
struct MotionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Scenes")

    static func scene(_ name: String) throws -> (Scene, String) {
        let path = folder.appendingPathComponent(name).path
        return (try SceneParser.parse(try FileReading.read(path), file: path), path)
    }

    static let pop = """
        canvas: { statusBar: default }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { id: a, title: Mailboxes, toolbarItems: [ { systemItem: refresh } ] }
            - { id: b, title: Inbox, navigationItem: { rightBarButtonItem: { systemItem: edit } },
                hidesBottomBarWhenPushed: true }
          operations: [ pop ]
        """

    @Test(arguments: ["settings-push.yaml", "set-items-pop.yaml", "pop"])
    func theFirstAndLastFramesAreTheStaticRenders(_ name: String) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = name == "pop" ? try SceneParser.parse(Array(Self.pop.utf8), file: "pop.yaml")
            : try Self.scene(name).0
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2, 3] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.count == 22)
            #expect(frames.first == (try renderer.render(before, scale: scale)), "\(name) @\(scale)x")
            #expect(frames.last == (try renderer.render(scene, scale: scale)), "\(name) @\(scale)x")
            // Every frame in between is its own.
            #expect(Set(frames).count == frames.count, "\(name) @\(scale)x")
            #expect(try renderer.still(scene, at: 1.0 / 60, scale: scale) == frames[1])
        }
    }

    @Test func aSceneWhoseLastOperationDoesNotAnimateIsRefused() throws {
        let renderer = try SceneRenderer.bundled()
        // A prompt set: UIKit changes it at once (no animated setter).
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - setPrompt: Choose a photo
            """.utf8), file: "prompt.yaml")
        #expect(throws: MotionError.self) { try renderer.animationFrames(scene, scale: 1) }
        do {
            _ = try renderer.transition(scene)
        } catch {
            let diagnostic = (error as? MotionError)?.diagnostic
            #expect(diagnostic?.file == "prompt.yaml" && diagnostic?.line == 4, "\(error)")
            #expect(diagnostic?.code == .animateDoesNotAnimate && diagnostic?.severity == .error)
            #expect(diagnostic?.message.contains("setPrompt \"Choose a photo\", does not animate") == true, "\(error)")
            // It names every operation animate shows, the sheets' and the item changes' too, and not
            // the title and prompt, which UIKit sets at once.
            #expect(diagnostic?.message.hasSuffix("(animate shows push, pop, popToRoot, popTo, setViewControllers, "
                                                  + "setNavigationBarHidden, setToolbarHidden, "
                                                  + "setEditing, present, dismiss, showActionSheet, showAlert, "
                                                  + "dismissWithClickedButtonIndex, setLeftBarButtonItem, "
                                                  + "setRightBarButtonItem, setHidesBackButton or setToolbarItems, "
                                                  + "each when animated)") == true, "\(error)")
        }
        let still = try SceneParser.parse(Array("navigationBar: { items: [ { title: A } ] }\n".utf8), file: "s.yaml")
        #expect(throws: MotionError.self) { try renderer.still(still, at: 0.1, scale: 1) }
    }

    /// A tab bar controller whose operations are on a tab that is not selected: `animate` says where
    /// they are and how to select their tab, at their line (it said the scene had none).
    @Test func animatingOperationsOfATabNotSelectedSaysWhichTabHasThem() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array("""
            tabBarController:
              viewControllers:
                - { title: A }
                - navigationController:
                    viewControllers: [ { title: Groups } ]
                    operations: [ { push: { title: All Contacts } } ]
            """.utf8), file: "s.yaml")
        #expect {
            try renderer.transition(scene)
        } throws: { error in
            guard let d = (error as? MotionError)?.diagnostic else { return false }
            return d.file == "s.yaml" && d.line == 6 && d.column == 23 && d.code == .animateNothingToAnimate
                && d.keyPath == "tabBarController.viewControllers[1].navigationController.operations[0]"
                && d.message == "nothing to animate: animate follows the selected tab (0), which has no operation; "
                    + "these are tab 1's (select it with `selectedIndex: 1`)"
        }
    }

    @Test func theStoryboardIsEveryStageSideBySide() throws {
        let renderer = try SceneRenderer.bundled()
        let (scene, _) = try Self.scene("photos-drilldown.yaml")
        let stages = scene.stages
        #expect(stages.count == 4)
        let board = try renderer.storyboard(scene, scale: 2)
        #expect(board.width == 2 * (24 + 4 * 320 + 3 * 56 + 24) && board.height == 2 * (24 + 18 + 8 + 480 + 24))
        // The last panel is the scene as render draws it.
        let last = try renderer.render(scene, scale: 2)
        let x0 = 2 * (24 + 3 * (320 + 56)), y0 = 2 * (24 + 18 + 8)
        var panel = try Bitmap(width: last.width, height: last.height)
        for y in 0..<last.height {
            for x in 0..<last.width { panel.pixels[y * last.width + x] = board.pixels[(y0 + y) * board.width + x0 + x] }
        }
        #expect(panel == last)
    }

    /// A tab bar hidden by the push's `hidesBottomBarWhenPushed` slides away with the old screen
    /// (as the toolbar does) instead of vanishing at the first frame: mid-push, the bottom-left
    /// corner is still the black tab bar, and the new screen's rows run to the bottom on the right.
    @Test func aTabBarHiddenByThePushSlidesAwayWithTheOldScreen() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array("""
            tabBarController:
              viewControllers:
                - tabBarItem: { systemItem: contacts }
                  navigationController:
                    viewControllers: [ { id: a, title: All Contacts } ]
                    operations: [ { push: { id: b, title: Info, hidesBottomBarWhenPushed: true } } ]
                - { title: Favorites, tabBarItem: { systemItem: favorites } }
            """.utf8), file: "s.yaml")
        for scale in [1, 2] {
            let still = try renderer.still(scene, at: 0.1, scale: scale)
            let corner = still[5 * scale, 470 * scale]
            #expect(corner.r < 40 && corner.g < 40 && corner.b < 40, "@\(scale)x: \(corner)")
            let right = still[315 * scale, 470 * scale]
            #expect(right.r > 200, "@\(scale)x: \(right)")
        }
    }

    /// A still frame of a transition as a golden, through `ChevronTesting`.
    @Test func aStillFrameIsAGolden() {
        let path = Self.folder.appendingPathComponent("settings-push.yaml").path
        assertGolden(TransitionStill(path, at: 0.1, scale: 1), named: "settings-push-at-0.1",
                     tolerance: ExampleSceneTests.tolerance)
    }
}
