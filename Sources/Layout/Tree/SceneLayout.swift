import ChevronSupport
import Geometry
import NavigationModel
import Scene

/// A whole scene laid out, once, for everyone who reads it: `render` paints it, `resolve` reports it,
/// `back-button` and the gallery draw from it. Every frame is in points on the canvas except the
/// items of a bar, which are in that bar's own coordinates (add the bar's `frame` origin, or use
/// `canvasFrame`). Besides frames it holds what each item shows (its face, its label as shown), its
/// state and opacity, and every warning about the scene.
///
/// A value: an animated transition is a `SceneLayout` at an instant, between two of them.
public struct SceneLayout: Hashable, Sendable {
    /// A canvas with nothing on it yet, for layouts put together part by part (the gallery's).
    package init(file: String, canvas: Size, background: RGBAColor = RGBAColor(r: 0, g: 0, b: 0, a: 0)) {
        self.file = file
        self.canvas = canvas
        self.background = background
        diagnostics = []
    }

    public package(set) var file: String
    /// The canvas in points: the scene's own size, else the root's natural size.
    public package(set) var canvas: Size
    public package(set) var background: RGBAColor
    /// The scene's parts, back to front (`ScenePart.layer`, a leaving part before the arriving one
    /// of its kind): painting them in this order draws the scene.
    package private(set) var nodes: [LayoutNode] = []
    /// Every warning about the scene: the scene's (operations UIKit ignores, at their line), then the
    /// model's and the layout's (what does not fit, at the part they are about).
    public package(set) var diagnostics: [Diagnostic]

    /// Lays out `scene` with `context`'s text measurer, image sizes and orientation.
    public init(_ scene: Scene, context: LayoutContext) {
        file = scene.file
        background = scene.canvas.window
        canvas = Size(width: 0, height: 0)
        diagnostics = []
        let orientation = scene.canvas.orientation
        let screen = ScreenLayout.screenSize(orientation)
        var warnings = scene.warnings
        func canvasSize(_ natural: Size) -> Size {
            Size(width: scene.canvas.width ?? natural.width, height: scene.canvas.height ?? natural.height)
        }
        func warn(_ part: String, _ found: [Diagnostic]) {
            warnings += found.map { $0.located(file: scene.file, keyPath: part) }
        }

        switch scene.root {
        case .navigationController(let nav):
            canvas = canvasSize(screen)
            warnings += layOutPresented(nav.controller, steps: nav.steps, scene: scene, context: context)
                ?? layOutScreen(nav.controller, scene: scene, area: canvas, context: context)
        case .tabBarController(let root):
            canvas = canvasSize(screen)
            let shown = SceneLayout.shownController(root)
            // A presented screen covers the tab bar too.
            let steps = if case .navigationController(let nav)? = root.selectedTab?.screen { nav.steps } else {
                [SceneStep<NavigationOperation>]()
            }
            if let shown, let found = layOutPresented(shown, steps: steps, scene: scene, context: context) {
                warnings += found
                break
            }
            // "hidesBottomBarWhenPushed": the tab bar goes with the toolbar.
            let hidden = shown?.viewControllers.contains(where: \.hidesBottomBarWhenPushed) ?? false
            let barHeight = hidden ? 0 : BarMetrics.tabBarHeight
            let area = Size(width: canvas.width, height: max(0, canvas.height - barHeight))
            if let shown {
                warnings += layOutScreen(shown, scene: scene, area: area, context: context)
            }
            tabBar = TabBarPart(root.tabBar, frame: hidden ? nil : Rect(x: 0, y: area.height, width: canvas.width,
                                                                         height: barHeight),
                                width: canvas.width, measurer: context.measurer)
            warn("tabBar", hidden ? [] : tabBar?.layout.warnings ?? [])
        case .tabBar(let bar):
            canvas = canvasSize(Size(width: screen.width, height: BarMetrics.tabBarHeight))
            tabBar = TabBarPart(bar, frame: Rect(x: 0, y: 0, width: canvas.width, height: BarMetrics.tabBarHeight),
                                width: canvas.width, measurer: context.measurer)
            warn("tabBar", tabBar?.layout.warnings ?? [])
        case .navigationBar(let root):
            let bar = root.bar.resolved
            let height = NavigationBarLayout.height(hasPrompt: bar.hasPrompt, orientation: orientation)
            canvas = canvasSize(Size(width: screen.width, height: height))
            let layout = NavigationBarLayout(bar, width: canvas.width, context: context)
            navigationBar = NavigationBarPart(resolved: bar, layout: layout, appearance: root.bar.appearance,
                                              frame: Rect(x: 0, y: 0, width: canvas.width, height: height),
                                              alpha: 1)
            warn("navigationBar", bar.warnings + layout.warnings)
        case .toolbar(let root):
            let height = ToolbarLayout.height(orientation: orientation)
            canvas = canvasSize(Size(width: screen.width, height: height))
            let layout = ToolbarLayout(items: root.items, width: canvas.width, context: context)
            toolbar = ToolbarPart(resolved: ResolvedToolbar(items: root.items), layout: layout,
                                  appearance: root.appearance,
                                  frame: Rect(x: 0, y: 0, width: canvas.width, height: height), alpha: 1)
            warn("toolbar", layout.warnings)
        case .segmentedControl(let root):
            let natural = SegmentedControlLayout.size(of: root.control, context: context)
            canvas = canvasSize(natural)
            let frame = SceneLayout.centred(natural, on: canvas)
            segmentedControl = SegmentedControlPart(root.control, barAppearance: root.barAppearance, frame: frame)
        case .searchBar(let bar):
            canvas = canvasSize(Size(width: screen.width, height: SearchBarLayout.height(bar)))
            let natural = SearchBarLayout.height(bar)
            searchBar = SearchBarPart(bar, at: (0, SceneLayout.centred(Size(width: canvas.width, height: natural),
                                                                       on: canvas).y),
                                      width: canvas.width, context: context)
        case .keyboard(let root):
            let natural = KeyboardLayout(traits: root.traits, orientation: orientation).size
            canvas = canvasSize(natural)
            let (part, found) = SceneLayout.bottomKeyboard(root.traits, text: root.text, canvas: canvas,
                                                           orientation: orientation, responder: nil)
            keyboard = part
            warn("keyboard", found)
        case .backButton(let root):
            let width = ItemSizing.backButtonWidth(title: root.title, image: nil, context: context)
            var item = ItemSizing.place(.backButton(title: root.title, image: nil), x: 0, width: width, rowTop: 0,
                                        isEnabled: true, context: context)
            item.isHighlighted = root.isHighlighted
            canvas = canvasSize(Size(width: width, height: item.frame.height))
            let frame = SceneLayout.centred(Size(width: width, height: item.frame.height), on: canvas)
            backButton = BackButtonPart(title: root.title, appearance: root.appearance,
                                        item: item.offsetBy(dx: frame.x - item.frame.x, dy: frame.y - item.frame.y))
        }
        // A screen's bars stack from the top (status bar, navigation bar) and from the bottom
        // (toolbar, tab bar); on a canvas shorter than all of them they overlap or leave it.
        if scene.root.isInterface {
            let stacked: [(String, Rect?)] = [("status bar", statusBar?.frame), ("navigation bar", navigationBar?.frame),
                                              ("toolbar", toolbar?.frame), ("tab bar", tabBar?.frame)]
            let bars = stacked.compactMap { name, frame in frame.map { (name, $0.height) } }
            let needed = bars.reduce(0) { $0 + $1.1 }
            if needed > canvas.height {
                warn("canvas", [.warning(.canvasTooShort,
                                         "the canvas is \(Points.format(canvas.height)) pt tall, too short for the "
                                         + bars.map { "\($0.0) (\(Points.format($0.1)))" }.joined(separator: ", ")
                                         + ": together they need \(Points.format(needed)) pt, so they overlap or "
                                         + "are cut off")])
            }
        }
        // The keyboard of the screen's first responder, at the bottom of the window over its bars.
        if scene.root.isInterface, keyboard == nil, let bar = searchBar?.bar, bar.isFirstResponder {
            let (part, found) = SceneLayout.bottomKeyboard(bar.traits, text: bar.text, canvas: canvas,
                                                           orientation: orientation, responder: "searchBar")
            keyboard = part
            warn("keyboard", found)
        }
        // An action sheet or alert shown by the interface's operations, over everything.
        if let (shown, toolbar, step) = SceneLayout.shownSheet(scene.root) {
            // Said at the operation that showed it.
            warnings += layOutSheet(shown, toolbar: toolbar, measurer: context.measurer).map {
                $0.located(file: scene.file, line: step?.location.line, column: step?.location.column,
                           keyPath: step?.keyPath ?? shown.operationName)
            }
        }
        if content == nil, scene.canvas.content != ContentView() {
            content = ContentLayout(scene.canvas.content,
                                    frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
                                    canvasBackground: scene.canvas.background, rowsByDefault: false,
                                    images: context.images)
        }
        diagnostics = warnings
    }

    // MARK: The tree

    /// The first arriving part of a kind (nil: the scene has none).
    package func part<P: ScenePart>(_ kind: P.Type) -> P? {
        for node in nodes where !node.isDeparting {
            if let part = node.part as? P { return part }
        }
        return nil
    }

    /// Every arriving part of a kind, back to front.
    package func parts<P: ScenePart>(_ kind: P.Type) -> [P] {
        nodes.compactMap { $0.isDeparting ? nil : $0.part as? P }
    }

    /// The leaving part of a kind during a transition (nil at rest).
    package func departing<P: ScenePart>(_ kind: P.Type) -> P? {
        for node in nodes where node.isDeparting {
            if let part = node.part as? P { return part }
        }
        return nil
    }

    /// Whether anything is leaving the screen: true only inside a transition.
    public var isInTransition: Bool { nodes.contains(where: \.isDeparting) }

    /// Puts `part` in place of the (arriving or leaving) parts of its kind; nil removes them.
    package mutating func set<P: ScenePart>(_ part: P?, departing: Bool = false) {
        setAll(part.map { [$0] } ?? [], departing: departing)
    }

    /// Puts `parts` in place of the (arriving or leaving) parts of their kind.
    package mutating func setAll<P: ScenePart>(_ parts: [P], departing: Bool = false) {
        nodes.removeAll { $0.isDeparting == departing && $0.part is P }
        for part in parts { insert(LayoutNode(part, isDeparting: departing)) }
    }

    /// Adds a node in its place back to front, after the nodes of the same order.
    mutating func insert(_ node: LayoutNode) {
        let index = nodes.firstIndex { $0.order > node.order } ?? nodes.endIndex
        nodes.insert(node, at: index)
    }

    /// A box of `size` centred on `canvas`, at whole points.
    static func centred(_ size: Size, on canvas: Size) -> Rect {
        Rect(x: ((canvas.width - size.width) / 2).rounded(), y: ((canvas.height - size.height) / 2).rounded(),
                 width: size.width, height: size.height)
    }

    /// A frame of a bar's own coordinates on the canvas.
    public static func canvasFrame(_ frame: Rect, in bar: Rect) -> Rect {
        frame.offsetBy(dx: bar.x, dy: bar.y)
    }
}
