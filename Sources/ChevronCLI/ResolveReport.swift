import Chevron

/// What `chevron resolve` reports for a scene: the model's answer (which items show where, the
/// transition, the stack messages) and the layout's (frames in points), computed once and printed
/// as JSON (`ResolveJSON`) or text (`ResolveText`). No pixels.
struct ResolveReport {
    struct NavigationBarPart {
        var resolved: ResolvedNavigationBar
        var layout: NavigationBarLayout
        var appearance: BarAppearance
        /// On the canvas; nil when the bar is hidden.
        var frame: BarFrame?
    }

    struct ToolbarPart {
        var resolved: ResolvedToolbar
        var layout: ToolbarLayout
        var appearance: BarAppearance
        var frame: BarFrame?
    }

    struct Event {
        var operation: Int
        var operationName: String
        var event: StackEvent
    }

    var file: String
    var root: String
    var canvas: BarSize
    var scale: Int
    var orientation: InterfaceOrientation
    var statusBar: SceneStatusBar
    var stack: [String]
    var topViewController: String?
    var topItem: String?
    var transition: Transition
    var warnings: [String]
    var events: [Event]
    var navigationBar: NavigationBarPart?
    var toolbar: ToolbarPart?
    var segmentedControl: (control: SegmentedControl, frame: BarFrame, segments: [BarFrame])?
    var backButton: (title: String, item: LaidOutBarItem)?

    /// Resolves and lays out `scene` with `context` (its measurer and image sizes). Throws when the
    /// canvas, once its natural size is known, is over the limits of docs/DESIGN.md §Limits.
    init(_ scene: Scene, context: LayoutContext) throws {
        file = scene.file
        root = scene.root.name
        scale = scene.canvas.scale ?? 1
        orientation = scene.canvas.orientation
        statusBar = scene.canvas.statusBar
        warnings = scene.warnings.map(\.description)
        events = []
        stack = []
        transition = .none
        let screen = ScreenLayout.screenSize(orientation)

        func size(naturalWidth: Double, naturalHeight: Double) -> BarSize {
            BarSize(width: scene.canvas.width ?? naturalWidth, height: scene.canvas.height ?? naturalHeight)
        }
        func barWarnings(_ name: String, _ messages: [String]) -> [String] { messages.map { "\(name): \($0)" } }

        switch scene.root {
        case .navigationController(let nav):
            let controller = nav.controller
            canvas = size(naturalWidth: screen.width, naturalHeight: screen.height)
            stack = controller.ids
            topViewController = controller.topViewController.id
            transition = nav.transition
            for (i, step) in nav.steps.enumerated() {
                events += step.result.events.map { Event(operation: i, operationName: step.operation.name, event: $0) }
            }
            let bar = controller.resolvedNavigationBar
            let toolbar = controller.resolvedToolbar
            let screenLayout = ScreenLayout(
                canvas: canvas, showsStatusBar: statusBar != .none,
                navigationBarHeight: bar.isHidden ? nil
                    : NavigationBarLayout.height(hasPrompt: bar.hasPrompt, orientation: orientation),
                toolbarHeight: toolbar.isVisible ? ToolbarLayout.height(orientation: orientation) : nil)
            let barLayout = NavigationBarLayout(bar, width: canvas.width, context: context)
            let toolbarLayout = ToolbarLayout(items: toolbar.items, width: canvas.width, context: context)
            navigationBar = NavigationBarPart(resolved: bar, layout: barLayout, appearance: controller.navigationBar,
                                              frame: screenLayout.navigationBar)
            self.toolbar = ToolbarPart(resolved: toolbar, layout: toolbarLayout, appearance: controller.toolbar,
                                       frame: screenLayout.toolbar)
            warnings += barWarnings("navigationBar", bar.warnings + (bar.isHidden ? [] : barLayout.warnings))
            warnings += barWarnings("toolbar", toolbar.isVisible ? toolbarLayout.warnings : [])
        case .navigationBar(let scene):
            let bar = scene.bar.resolved
            let height = NavigationBarLayout.height(hasPrompt: bar.hasPrompt, orientation: orientation)
            canvas = size(naturalWidth: screen.width, naturalHeight: height)
            stack = scene.bar.ids
            topItem = scene.bar.topItem?.id
            transition = scene.transition
            let layout = NavigationBarLayout(bar, width: canvas.width, context: context)
            navigationBar = NavigationBarPart(resolved: bar, layout: layout, appearance: scene.bar.appearance,
                                              frame: BarFrame(x: 0, y: 0, width: canvas.width, height: height))
            warnings += barWarnings("navigationBar", bar.warnings + layout.warnings)
        case .toolbar(let scene):
            let height = ToolbarLayout.height(orientation: orientation)
            canvas = size(naturalWidth: screen.width, naturalHeight: height)
            let layout = ToolbarLayout(items: scene.items, width: canvas.width, context: context)
            toolbar = ToolbarPart(resolved: ResolvedToolbar(items: scene.items), layout: layout,
                                  appearance: scene.appearance,
                                  frame: BarFrame(x: 0, y: 0, width: canvas.width, height: height))
            warnings += barWarnings("toolbar", layout.warnings)
        case .segmentedControl(let scene):
            let natural = SegmentedControlLayout.size(of: scene.control, context: context)
            canvas = size(naturalWidth: natural.width, naturalHeight: natural.height)
            let frame = BarFrame(x: 0, y: 0, width: natural.width, height: natural.height)
            segmentedControl = (scene.control, frame, SegmentedControlLayout.segmentFrames(of: scene.control, in: frame))
        case .backButton(let scene):
            let width = ItemSizing.backButtonWidth(title: scene.title, image: nil, context: context)
            var item = ItemSizing.place(.backButton(title: scene.title, image: nil), x: 0, width: width, rowTop: 0,
                                        isEnabled: true, context: context)
            // On its own the button sits at the top of its canvas, not in a bar's row.
            let dy = item.frame.y
            item.frame.y = 0
            item.label?.frame.y -= dy
            item.label?.baseline -= dy
            canvas = size(naturalWidth: width, naturalHeight: item.frame.height)
            backButton = (scene.title, item)
        }
        if let problem = SceneLimits.canvasProblem(width: canvas.width, height: canvas.height, scale: scale) {
            throw ChevronFailure(message: "\(scene.file): \(problem)", exitCode: .dataError)
        }
    }
}
