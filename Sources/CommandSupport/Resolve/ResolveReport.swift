import Chevron

/// What `chevron resolve` reports for a scene: the model's answer (the stack, the transition, the
/// stack messages) and the scene's one layout (`SceneLayout`: frames in points, labels as shown,
/// warnings) — the same layout `render` paints — printed as JSON (`ResolveJSON`) or text
/// (`ResolveText`). No pixels.
package struct ResolveReport {
    package struct Event {
        package var operation: Int
        package var operationName: String
        package var event: StackEvent
    }

    package var layout: SceneLayout
    package var file: String
    package var root: String
    package var canvas: Size
    package var scale: Int
    package var orientation: InterfaceOrientation
    package var statusBar: SceneStatusBar
    package var stack: [String]
    package var topViewController: String?
    /// The top-most presented screen's view controller, else the top of the stack.
    package var visibleViewController: String?
    package var topItem: String?
    package var transition: Transition
    /// False when the last operation was asked for with `animated: false`: the screen changes at
    /// once, and `transition` is only what it would have animated as.
    package var isAnimated = true
    package var events: [Event]

    package var diagnostics: [Diagnostic] { layout.diagnostics }

    /// Reports `scene` laid out as `layout`. Throws when the canvas, once its natural size is
    /// known, is over the limits (docs/DESIGN.md §Limits).
    package init(_ scene: Scene, layout: SceneLayout) throws {
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
        // The controller on screen (a tab's inside the More list past the first four of five), and
        // the operations of the one the scene plays.
        if let shown = scene.root.shownController {
            stack = shown.ids
            topViewController = shown.topViewController.id
            visibleViewController = shown.visibleViewController.id
        }
        if let nav = scene.root.operated {
            transition = nav.transition
            isAnimated = nav.steps.last?.result.isAnimated ?? true
            for (i, step) in nav.steps.enumerated() {
                events += step.result.events.map { Event(operation: i, operationName: step.operation.name, event: $0) }
            }
        }
        // A standalone navigation bar's items.
        if case .navigationBar(let root) = scene.root {
            stack = root.bar.ids
            topItem = root.bar.topItem?.id
            transition = root.transition
            isAnimated = root.steps.last?.result.isAnimated ?? true
        }
        if let problem = SceneLimits.canvasProblem(width: canvas.width, height: canvas.height, scale: scale) {
            throw ChevronFailure(message: "\(scene.file): \(problem)", exitCode: .dataError, namesFile: scene.file)
        }
    }
}
