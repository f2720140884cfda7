import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// Lays out the top-most screen `controller` presents, if it presents one, and returns the
    /// warnings about it (nil: nothing is presented). In iPhone OS 3 a presented screen covers the
    /// whole screen below the status bar — a tab bar and the presenter's bars included — and shows
    /// its own navigation bar and toolbar (a presented view controller alone has neither).
    ///
    /// "If you are presenting a navigation controller modally, the content presented by that
    /// navigation controller is limited by the view controller doing the presenting. If that view
    /// controller does not want to underlap the status bar, then the modally presented navigation
    /// controller is not going to be allowed to underlap the status bar either" (seed 000,
    /// "Navigation Controllers"): a presented screen's `wantsFullScreenLayout` counts only when
    /// every screen under it underlaps the status bar.
    /// `steps` are the controller's operations, so that a warning is said at the `present` that
    /// showed the screen.
    mutating func layOutPresented(_ controller: NavigationController, steps: [SceneStep<NavigationOperation>],
                                  scene: Scene, context: LayoutContext) -> [Diagnostic]?
    {
        guard let screen = controller.presented.last, let shown = screen.asNavigationController else { return nil }
        var presenterUnderlaps = SceneLayout.underlapsStatusBar(controller)
        var presenter = controller.topViewController.id
        for below in controller.presented.dropLast() {
            if let nav = below.asNavigationController {
                presenterUnderlaps = presenterUnderlaps && SceneLayout.underlapsStatusBar(nav)
            }
            presenter = below.visibleViewController.id
        }
        let presentedAt = SceneLayout.presentingStep(steps)
        var limited = shown
        var warnings: [Diagnostic] = []
        let top = shown.topViewController
        if top.wantsFullScreenLayout, !presenterUnderlaps {
            var stack = shown.viewControllers
            stack[stack.count - 1].wantsFullScreenLayout = false
            if let nav = try? NavigationController(viewControllers: stack, navigationBar: shown.navigationBar,
                                                   toolbar: shown.toolbar,
                                                   isNavigationBarHidden: shown.isNavigationBarHidden,
                                                   isToolbarHidden: shown.isToolbarHidden) {
                limited = nav
            }
            warnings.append(Diagnostic.warning(
                .presentFullScreenLayoutLimited,
                "`wantsFullScreenLayout` of `\(top.id)` has no effect: `\(presenter)`, which presents it, does not "
                    + "underlap the status bar, and a modally presented screen is limited by its presenter")
                .placed(at: presentedAt.map { SourcePlace(location: $0.location, keyPath: $0.keyPath) } ?? scene.sources.root,
                        file: scene.file, part: "present"))
        }
        return warnings + layOutScreen(limited, scene: scene, area: canvas, context: context)
    }

    /// The `present` that showed the top-most presented screen: each `dismiss` undoes the latest.
    static func presentingStep(_ steps: [SceneStep<NavigationOperation>]) -> SceneStep<NavigationOperation>? {
        var shown: [SceneStep<NavigationOperation>] = []
        for step in steps {
            if step.operation.kind(Present.self) != nil { shown.append(step) }
            if step.operation.kind(Dismiss.self) != nil { _ = shown.popLast() }
        }
        return shown.last
    }

    /// Whether the screen of `controller` runs under the status bar: its top view controller wants
    /// a full-screen layout and no opaque navigation bar is in the way (§Content).
    static func underlapsStatusBar(_ controller: NavigationController) -> Bool {
        controller.topViewController.wantsFullScreenLayout
            && (controller.isNavigationBarHidden || controller.navigationBar.isTranslucent)
    }
}
