import BarLayout
import Geometry
import NavigationModel
import SceneFile

/// A whole scene laid out, once, for everyone who reads it: `render` paints it, `resolve` reports it,
/// `back-button` and the gallery draw from it. Every frame is in points on the canvas except the
/// items of a bar, which are in that bar's own coordinates (add the bar's `frame` origin, or use
/// `canvasFrame`). Besides frames it holds what each item shows (its face, its label as shown), its
/// state and opacity, and every warning about the scene.
///
/// A value: an animated transition is a `SceneLayout` at an instant, between two of them.
public struct SceneLayout: Hashable, Sendable {
    /// A navigation bar: what the model resolved, where it sits, its items laid out.
    public struct NavigationBarPart: Hashable, Sendable {
        public var resolved: ResolvedNavigationBar
        public var layout: NavigationBarLayout
        public var appearance: BarAppearance
        /// On the canvas; nil when the bar is hidden.
        public var frame: Rect?
        /// The bar's own opacity, 0…1 (1 at rest).
        public var alpha: Double

        public init(resolved: ResolvedNavigationBar, layout: NavigationBarLayout, appearance: BarAppearance,
                    frame: Rect?, alpha: Double = 1) {
            self.resolved = resolved
            self.layout = layout
            self.appearance = appearance
            self.frame = frame
            self.alpha = alpha
        }
    }

    /// A toolbar: the model's items, where it sits, its items laid out.
    public struct ToolbarPart: Hashable, Sendable {
        public var resolved: ResolvedToolbar
        public var layout: ToolbarLayout
        public var appearance: BarAppearance
        /// On the canvas; nil when the toolbar is hidden.
        public var frame: Rect?
        public var alpha: Double

        public init(resolved: ResolvedToolbar, layout: ToolbarLayout, appearance: BarAppearance, frame: Rect?,
                    alpha: Double = 1) {
            self.resolved = resolved
            self.layout = layout
            self.appearance = appearance
            self.frame = frame
            self.alpha = alpha
        }
    }

    /// The status bar of a navigation interface: what it shows and where (its pieces in the bar's
    /// own coordinates).
    public struct StatusBarPart: Hashable, Sendable {
        public var frame: Rect
        public var style: SceneStatusBar
        public var fields: StatusBarFields
        public var layout: StatusBarLayout

        public var time: String { fields.time }

        public init(frame: Rect, style: SceneStatusBar, fields: StatusBarFields, measurer: TextMeasurer) {
            self.frame = frame
            self.style = style
            self.fields = fields
            layout = StatusBarLayout(fields, width: frame.width, measurer: measurer)
        }
    }

    /// A segmented control on its own.
    public struct SegmentedControlPart: Hashable, Sendable {
        public var control: SegmentedControl
        /// The look of the bar it is drawn for (its unselected segments take the bar's tint).
        public var barAppearance: BarAppearance
        public var frame: Rect
        /// One per segment, on the canvas.
        public var segments: [Rect]

        /// `control` laid out in `frame` (on the canvas).
        public init(_ control: SegmentedControl, barAppearance: BarAppearance, frame: Rect) {
            self.control = control
            self.barAppearance = barAppearance
            self.frame = frame
            segments = SegmentedControlLayout.segmentFrames(of: control, in: frame)
        }
    }

    /// A search bar: a root, or at the top of a screen's content.
    public struct SearchBarPart: Hashable, Sendable {
        public var bar: SearchBar
        /// On the canvas.
        public var frame: Rect
        /// Its pieces in the bar's own coordinates.
        public var layout: SearchBarLayout

        public init(_ bar: SearchBar, at origin: (x: Double, y: Double), width: Double, context: LayoutContext) {
            self.bar = bar
            layout = SearchBarLayout(bar, width: width, context: context)
            frame = Rect(x: origin.x, y: origin.y, width: width, height: layout.size.height)
        }

        /// The same bar moved across by `dx` (its pieces are in its own coordinates and move with it).
        public func offsetBy(dx: Double) -> SearchBarPart {
            var moved = self
            moved.frame = frame.offsetBy(dx: dx, dy: 0)
            return moved
        }
    }

    /// A tab bar: a root, or at the bottom of a tab bar controller's screen.
    public struct TabBarPart: Hashable, Sendable {
        public var bar: TabBar
        /// On the canvas; nil when hidden (`hidesBottomBarWhenPushed`).
        public var frame: Rect?
        /// Its items in the bar's own coordinates.
        public var layout: TabBarLayout

        public init(_ bar: TabBar, frame: Rect?, width: Double, measurer: TextMeasurer) {
            self.bar = bar
            self.frame = frame
            layout = TabBarLayout(bar, width: width, measurer: measurer)
        }
    }

    /// A back button on its own, centred on its canvas.
    public struct BackButtonPart: Hashable, Sendable {
        public var title: String
        public var appearance: BarAppearance
        /// Its frame and label on the canvas.
        public var item: LaidOutBarItem
    }

    /// A canvas with nothing on it yet, for layouts put together part by part (the gallery's).
    public init(file: String, canvas: Size, background: RGBAColor = RGBAColor(r: 0, g: 0, b: 0, a: 0)) {
        self.file = file
        self.canvas = canvas
        self.background = background
        warnings = []
    }

    public var file: String
    /// The canvas in points: the scene's own size, else the root's natural size.
    public var canvas: Size
    public var background: RGBAColor
    public var statusBar: StatusBarPart?
    /// The content view of a navigation interface: from under a translucent navigation bar (else
    /// below it; from the top of the canvas when the top view controller `wantsFullScreenLayout`)
    /// to under a translucent toolbar (else above it), with the top view controller's content over
    /// the canvas's. Behind a standalone component, the whole canvas, when the canvas has content.
    public var content: ContentLayout?
    public var navigationBar: NavigationBarPart?
    public var toolbar: ToolbarPart?
    /// Segmented controls on their own: a `segmentedControl` scene's one, centred on its canvas.
    public var segmentedControls: [SegmentedControlPart] = []
    public var backButton: BackButtonPart?
    public var searchBar: SearchBarPart?
    public var tabBar: TabBarPart?
    /// During a transition, what is leaving the screen (`SceneTransition`); nil at rest.
    public var departing: Departing?
    /// Every warning, one line each: the scene's (operations UIKit ignores), then the model's and the
    /// layout's (what does not fit), as `FILE: warning at PART: MESSAGE`.
    public var warnings: [String]

    /// Lays out `scene` with `context`'s text measurer, image sizes and orientation.
    public init(_ scene: Scene, context: LayoutContext) {
        file = scene.file
        background = scene.canvas.window
        let orientation = scene.canvas.orientation
        let screen = ScreenLayout.screenSize(orientation)
        var warnings = scene.warnings.map(\.description)
        func canvasSize(_ natural: Size) -> Size {
            Size(width: scene.canvas.width ?? natural.width, height: scene.canvas.height ?? natural.height)
        }
        func warn(_ part: String, _ messages: [String]) {
            warnings += messages.map { "\(scene.file): warning at \(part): \($0)" }
        }

        switch scene.root {
        case .navigationController(let nav):
            canvas = canvasSize(screen)
            let parts = SceneLayout.screen(nav.controller, scene: scene, area: canvas, context: context)
            (statusBar, navigationBar, toolbar, content, searchBar) =
                (parts.statusBar, parts.navigationBar, parts.toolbar, parts.content, parts.searchBar)
            warnings += parts.warnings
        case .tabBarController(let root):
            canvas = canvasSize(screen)
            let shown = SceneLayout.shownController(root)
            // "hidesBottomBarWhenPushed": the tab bar goes with the toolbar.
            let hidden = shown?.viewControllers.contains(where: \.hidesBottomBarWhenPushed) ?? false
            let barHeight = hidden ? 0 : BarMetrics.tabBarHeight
            let area = Size(width: canvas.width, height: max(0, canvas.height - barHeight))
            if let shown {
                let parts = SceneLayout.screen(shown, scene: scene, area: area, context: context)
                (statusBar, navigationBar, toolbar, content, searchBar) =
                    (parts.statusBar, parts.navigationBar, parts.toolbar, parts.content, parts.searchBar)
                warnings += parts.warnings
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
            segmentedControls = [SegmentedControlPart(root.control, barAppearance: root.barAppearance, frame: frame)]
        case .searchBar(let bar):
            canvas = canvasSize(Size(width: screen.width, height: SearchBarLayout.height(bar)))
            let natural = SearchBarLayout.height(bar)
            searchBar = SearchBarPart(bar, at: (0, SceneLayout.centred(Size(width: canvas.width, height: natural),
                                                                       on: canvas).y),
                                      width: canvas.width, context: context)
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
                warn("canvas", ["the canvas is \(Points.format(canvas.height)) pt tall, too short for the "
                                + bars.map { "\($0.0) (\(Points.format($0.1)))" }.joined(separator: ", ")
                                + ": together they need \(Points.format(needed)) pt, so they overlap or are cut off"])
            }
        }
        if content == nil, scene.canvas.content != ContentView() {
            content = ContentLayout(scene.canvas.content,
                                    frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
                                    canvasBackground: scene.canvas.background, rowsByDefault: false,
                                    images: context.images)
        }
        self.warnings = warnings
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
