import Chevron
import ChevronTesting
import Foundation
import Layout
import Testing

/// `animate` of `dismissWithClickedButtonIndex`: the first frame is the screen with the sheet or
/// alert, the last the screen without it; between them the sheet slides down as the dim fades out
/// (0.35 s, `ease`), the alert fades out where it is (0.125 s, TJAlertView's), and the screen under
/// them does not move.
struct SheetDismissalMotionTests {
    static func yaml(_ show: String, _ dismiss: String = "dismissWithClickedButtonIndex: 0") throws -> String {
        """
        canvas: { statusBar: default }
        navigationController:
          viewControllers: [ { id: list, title: Photos } ]
          operations:
            - \(show)
            - \(dismiss)
        """
    }

    static func scene(_ show: String, _ dismiss: String = "dismissWithClickedButtonIndex: 0") throws -> Scene {
        try SceneParser.parse(Array(try yaml(show, dismiss).utf8), file: "s.yaml")
    }

    static let sheet = "showActionSheet: { destructiveButtonTitle: Delete Photos, cancelButtonTitle: Cancel }"
    static let alert = "showAlert: { title: No Photos, buttons: [OK] }"

    @Test(arguments: [sheet, alert])
    func framesRunFromTheShownSheetToTheScreenWithout(show: String) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.scene(show)
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            // 0.35 s is 22 instants at 60 fps, both ends; 0.125 s is 9.
            #expect(frames.count == (show == Self.sheet ? 22 : 9))
            #expect(frames.first == (try renderer.render(before, scale: scale)))
            #expect(frames.last == (try renderer.render(scene, scale: scale)))
            // Every frame moves, but for the last two of the sheet's: on the ease curve's tail it is
            // already below the canvas and its dim under one level of 8 bits.
            #expect(Set(frames).count >= frames.count - 1)
            #expect(frames[frames.count - 2] != frames[0] && frames[1] != frames[0])
        }
        #expect(renderer.transitionDuration(scene) == (show == Self.sheet ? 0.35 : 0.125))
    }

    @Test func theSheetSlidesDownAsTheDimFades() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.scene(Self.sheet)
        let transition = try renderer.transition(scene)
        let shown = try #require(transition.from.actionSheet)
        let early = try #require(transition.layout(at: 0.05).departing(SceneLayout.ActionSheetPart.self))
        let late = try #require(transition.layout(at: 0.3).departing(SceneLayout.ActionSheetPart.self))
        #expect(early.slide > 0 && early.slide < late.slide && late.slide < shown.layout.frame.height)
        #expect(late.dim < early.dim && early.dim < 1)
        #expect(transition.layout(at: 0.05).actionSheet == nil)
        #expect(transition.layout(at: 0.35).departing(SceneLayout.ActionSheetPart.self) == nil)
        // The screen under it stays as it is.
        #expect(transition.layout(at: 0.2).navigationBar == transition.to.navigationBar)
        #expect(transition.layout(at: 0.2).content == transition.to.content)
    }

    @Test func theAlertFadesOutWhereItIs() throws {
        let renderer = try SceneRenderer.bundled()
        let transition = try renderer.transition(try Self.scene(Self.alert))
        let shown = try #require(transition.from.alert)
        let instant = transition.layout(at: 0.0625)
        let middle = try #require(instant.departing(SceneLayout.AlertPart.self))
        #expect(abs(middle.dim - 0.5) < 1e-9 && !middle.showsPanel && middle.layout == shown.layout)
        // The panel: a group node faded as one, where it is (not scaled).
        let panel = try #require(instant.groups.first)
        #expect(instant.groups.count == 1 && abs(panel.opacity - 0.5) < 1e-9 && panel.transform.isIdentity)
        #expect(panel.layout.alert?.layout == shown.layout && panel.layout.alert?.dim == 0)
        #expect(transition.layout(at: 0.125).departing(SceneLayout.AlertPart.self) == nil)
    }

    @Test func notAnimatedIsRefusedByAnimate() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.scene(Self.alert, "dismissWithClickedButtonIndex: { buttonIndex: 0, animated: false }")
        #expect {
            _ = try renderer.transition(scene)
        } throws: { error in
            (error as? MotionError)?.diagnostic.message.contains("it is not animated (`animated: false`)") == true
        }
    }

    /// An instant of each, portrait at 1x and landscape at @2x (looked at: the sheet partly below
    /// the canvas, its Cancel button gone, over a lighter dim; the alert at half opacity over half
    /// the dim).
    @Test(arguments: [("sheet", 0.1), ("alert", 0.0625)])
    func goldens(name: String, at seconds: Double) throws {
        let renderer = try SceneRenderer.bundled()
        for (orientation, scale) in [("portrait", 1), ("landscape", 2)] {
            let yaml = try Self.yaml(name == "sheet" ? Self.sheet : Self.alert)
                .replacingOccurrences(of: "statusBar: default", with: "statusBar: default, orientation: \(orientation)")
            let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
            assertGolden(try renderer.still(scene, at: seconds, scale: scale),
                         named: "dismiss-\(name)-at-\(seconds)-\(orientation)@\(scale)x", tolerance: ExampleSceneTests.tolerance)
        }
    }
}
