import Geometry
import NavigationModel
import Scene
import SceneFile
import Layout
import Testing

/// Rule V2, seed 000: "if a view controller shows or hides the navigation bar in its viewWillAppear:
/// method, the navigation controller animates the appearance or disappearance of the bar to
/// coincide with the appearance of the new view controller." A view controller's
/// `navigationBarHidden` / `toolbarHidden` is that call.
struct BarWishTransitionTests {
    static let scene = """
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { id: a, title: Albums, toolbarItems: [ { systemItem: refresh } ] }
          operations:
            - push: { id: b, title: Photo, navigationBarHidden: true, toolbarHidden: true }
        """

    func nav(_ yaml: String) throws -> NavigationControllerScene {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        guard case .navigationController(let nav) = scene.root else { return try #require(nil) }
        return nav
    }

    @Test func V2_thePushedViewControllerHidesTheBarsAndThePopShowsThemAgain() throws {
        let pushed = try nav(Self.scene)
        #expect(pushed.controller.isNavigationBarHidden && pushed.controller.isToolbarHidden)
        #expect(pushed.transition == .push)
        // The root asks for its bars as it reappears.
        let popped = try nav(Self.scene.replacingOccurrences(
            of: "title: Albums,", with: "title: Albums, navigationBarHidden: false, toolbarHidden: false,")
            + "\n    - pop\n")
        #expect(!popped.controller.isNavigationBarHidden && !popped.controller.isToolbarHidden)
        // One that asks nothing leaves the bar as it is.
        let quiet = try nav(Self.scene + "\n    - push: { id: c, title: C }\n")
        #expect(quiet.controller.isNavigationBarHidden)
        // The stack as written: its top's wish holds from the start.
        let start = try nav("navigationController:\n  viewControllers: [ { id: a, title: A, navigationBarHidden: true } ]\n")
        #expect(start.controller.isNavigationBarHidden)
    }

    @Test func V2_theBarsMoveWithinThePushInOneAnimation() throws {
        let t = try SceneTransitionTests().transition(Self.scene)
        #expect(t.transition == .push && t.length == SceneTransition.duration)
        #expect(t.layout(at: 0) == t.from && t.layout(at: t.length) == t.to)
        let e = t.curve.progress(0.5)
        let mid = t.layout(at: t.length / 2)
        let bar = try #require(t.from.navigationBar?.frame)
        let leaving = try #require(mid.departing(SceneLayout.NavigationBarPart.self)?.frame)
        #expect(leaving.minY == bar.minY - (bar.height * e).rounded())
        let toolbar = try #require(t.from.toolbar?.frame)
        let going = try #require(mid.departing(SceneLayout.ToolbarPart.self)?.frame)
        #expect(going.minY == toolbar.minY + (toolbar.height * e).rounded() && going.minX == toolbar.minX)
    }
}
