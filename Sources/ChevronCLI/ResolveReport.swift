import Chevron
import CommandSupport

/// What `chevron resolve` reports for a scene: the model's answer (the stack, the transition, the
/// stack messages) and the scene's one layout (`SceneLayout`: frames in points, labels as shown,
/// warnings) — the same layout `render` paints — printed as JSON (`ResolveJSON`) or text
/// (`ResolveText`). No pixels.
struct ResolveReport {
    struct Event {
        var operation: Int
        var operationName: String
        var event: StackEvent
    }

    var layout: SceneLayout
    var file: String
    var root: String
    var canvas: Size
    var scale: Int
    var orientation: InterfaceOrientation
    var statusBar: SceneStatusBar
    var stack: [String]
    var topViewController: String?
    /// The top-most presented screen's view controller, else the top of the stack.
    var visibleViewController: String?
    var topItem: String?
    var transition: Transition
    /// False when the last operation was asked for with `animated: false`: the screen changes at
    /// once, and `transition` is only what it would have animated as.
    var isAnimated = true
    var events: [Event]

    var diagnostics: [Diagnostic] { layout.diagnostics }

    /// Reports `scene` laid out as `layout`. Throws when the canvas, once its natural size is
    /// known, is over the limits (docs/DESIGN.md §Limits).
    init(_ scene: Scene, layout: SceneLayout) throws {
        self.layout = layout
        file = scene.file
        root = scene.root.name
        canvas = layout.canvas
        scale = scene.canvas.scale ?? 1
        orientation = scene.canvas.orientation
        statusBar = scene.canvas.statusBar
        events = []
        stack = []
        transition = .none
        switch scene.root {
        case .navigationController(let nav):
            stack = nav.controller.ids
            topViewController = nav.controller.topViewController.id
            visibleViewController = nav.controller.visibleViewController.id
            transition = nav.transition
            isAnimated = nav.steps.last?.result.isAnimated ?? true
            for (i, step) in nav.steps.enumerated() {
                events += step.result.events.map { Event(operation: i, operationName: step.operation.name, event: $0) }
            }
        case .navigationBar(let root):
            stack = root.bar.ids
            topItem = root.bar.topItem?.id
            transition = root.transition
            isAnimated = root.steps.last?.result.isAnimated ?? true
        case .tabBarController(let root):
            // The selected tab's stack (inside the More list's past the first four of five).
            if let shown = SceneLayout.shownController(root) {
                stack = shown.ids
                topViewController = shown.topViewController.id
                visibleViewController = shown.visibleViewController.id
            }
            if let tab = root.selectedTab, case .navigationController(let nav) = tab.screen {
                transition = nav.transition
                isAnimated = nav.steps.last?.result.isAnimated ?? true
                for (i, step) in nav.steps.enumerated() {
                    events += step.result.events.map {
                        Event(operation: i, operationName: step.operation.name, event: $0)
                    }
                }
            }
        case .toolbar, .segmentedControl, .backButton, .searchBar, .tabBar, .keyboard:
            break
        }
        if let problem = SceneLimits.canvasProblem(width: canvas.width, height: canvas.height, scale: scale) {
            throw ChevronFailure(message: "\(scene.file): \(problem)", exitCode: .dataError, namesFile: scene.file)
        }
    }
}
