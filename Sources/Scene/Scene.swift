import ChevronSupport
import NavigationModel

/// A parsed scene file (docs/scenes.md): the canvas and exactly one root, with the
/// operations of a navigation controller or standalone bar already applied (each with its result),
/// and what UIKit would have ignored as warnings.
public struct Scene: Hashable, Sendable {
    /// The file the scene came from, as given to the parser (used in messages).
    public var file: String
    public var canvas: SceneCanvas
    /// `systemVersion:` at the top: which iPhone OS draws it (3.0 unless the scene says).
    public var systemVersion: SystemVersion = .v3
    public var root: SceneRoot
    /// What UIKit would ignore, where it is: the parser's and the model's warnings.
    public var warnings: [Diagnostic]
    /// Where the scene names each image file (the first `image` key of each path), so that an image
    /// that cannot be read or decoded is reported at its line and column.
    public var imageReferences: [String: ImageReference]
    /// Where the scene writes what its layout's warnings are about (the root, the canvas, each view
    /// controller), so that those warnings name a line and a key path too.
    public var sources = SceneSources()

    public init(file: String, canvas: SceneCanvas, root: SceneRoot, warnings: [Diagnostic] = [],
                imageReferences: [String: ImageReference] = [:]) {
        self.file = file
        self.canvas = canvas
        self.root = root
        self.warnings = warnings
        self.imageReferences = imageReferences
    }
}

/// An `image` key of a scene: the path it names, where, and its key path.
public struct ImageReference: Hashable, Sendable {
    public var path: String
    public var location: SourceLocation
    public var keyPath: String

    public init(path: String, location: SourceLocation, keyPath: String) {
        self.path = path
        self.location = location
        self.keyPath = keyPath
    }
}

/// `canvas:`. Width and height are nil when the scene leaves them to the root's natural size
/// (320 × 480 for a navigation controller; a bar's height; a control's size).
public struct SceneCanvas: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    /// 1, 2 or 3; nil when the scene does not say (the CLI's default, or its `--scale`).
    public var scale: Int?
    public var orientation: InterfaceOrientation
    public var statusBar: SceneStatusBar
    /// What the status bar shows (`canvas.statusBar` as a mapping, or `statusBarTime`).
    public var statusBarFields: StatusBarFields
    /// The status bar's time (`statusBarFields.time`).
    public var statusBarTime: String {
        get { statusBarFields.time }
        set { statusBarFields.time = newValue }
    }
    /// White for a navigation controller, transparent for a standalone component, unless given.
    public var background: RGBAColor
    /// What shows where no view is, such as behind a status bar over a screen that does not extend
    /// under it: the phone's window, black under a navigation or tab bar controller unless
    /// `canvas.background` is given (then that); a standalone component's background.
    public var window: RGBAColor
    /// The content every view controller shows unless its own `content` says otherwise; behind a
    /// standalone component, what fills the canvas.
    public var content: ContentView = ContentView()

    public init(width: Double? = nil, height: Double? = nil, scale: Int? = nil,
                orientation: InterfaceOrientation = .portrait, statusBar: SceneStatusBar = .none,
                statusBarFields: StatusBarFields = StatusBarFields(),
                background: RGBAColor = RGBAColor(r: 0, g: 0, b: 0, a: 0)) {
        self.width = width
        self.height = height
        self.scale = scale
        self.orientation = orientation
        self.statusBar = statusBar
        self.statusBarFields = statusBarFields
        self.background = background
        self.window = background
    }

    package static let defaultStatusBarTime = StatusBarFields.defaultTime
}

/// `canvas.statusBar` (navigation controller scenes only).
public enum SceneStatusBar: String, CaseIterable, Hashable, Sendable {
    case `default`
    case black
    case blackTranslucent
    case none
}

/// The one root of a scene. What each root says about itself (its key, its images, its stages) is
/// its value's (`SceneRootValue`, `SceneRoot.value`), so that nothing else switches over these cases.
public enum SceneRoot: Hashable, Sendable {
    case navigationController(NavigationControllerScene)
    case navigationBar(NavigationBarScene)
    case toolbar(ToolbarScene)
    case segmentedControl(SegmentedControlScene)
    case backButton(BackButtonScene)
    /// `searchBar:` — a search bar on its own.
    case searchBar(SearchBar)
    /// `tabBarController:` — tabs, each a navigation controller or a view controller.
    case tabBarController(TabBarControllerScene)
    /// `tabBar:` — a tab bar on its own.
    case tabBar(TabBar)
    /// `keyboard:` — the keyboard a responder with these traits brings up, on its own.
    case keyboard(KeyboardScene)
}

/// One operation of a scene, where it was written, and what it did.
public struct SceneStep<Operation: Hashable & Sendable>: Hashable, Sendable {
    public var operation: Operation
    public var location: SourceLocation
    public var keyPath: String
    public var result: OperationResult

    public init(operation: Operation, location: SourceLocation, keyPath: String, result: OperationResult) {
        self.operation = operation
        self.location = location
        self.keyPath = keyPath
        self.result = result
    }
}

/// `navigationController:` — the stack as written (`initial`), after each operation (`states`,
/// parallel to `steps`: the parser applies each operation once) and after them all (`controller`).
public struct NavigationControllerScene: Hashable, Sendable {
    public var initial: NavigationController
    public var controller: NavigationController
    public var steps: [SceneStep<NavigationOperation>]
    /// The controller after each step.
    public var states: [NavigationController]

    public init(initial: NavigationController, controller: NavigationController,
                steps: [SceneStep<NavigationOperation>] = [], states: [NavigationController] = []) {
        self.initial = initial
        self.controller = controller
        self.steps = steps
        self.states = states
    }

    /// The transition of the last operation (`none` without operations), as `resolve` reports it.
    public var transition: Transition { steps.last?.result.transition ?? .none }
}

/// `navigationBar:` — a standalone bar with its item stack before, after each operation (`states`,
/// parallel to `steps`) and after them all.
public struct NavigationBarScene: Hashable, Sendable {
    public var initial: NavigationBar
    public var bar: NavigationBar
    public var steps: [SceneStep<NavigationBar.Operation>]
    /// The bar after each step.
    public var states: [NavigationBar]

    public init(initial: NavigationBar, bar: NavigationBar, steps: [SceneStep<NavigationBar.Operation>] = [],
                states: [NavigationBar] = []) {
        self.initial = initial
        self.bar = bar
        self.steps = steps
        self.states = states
    }

    public var transition: Transition { steps.last?.result.transition ?? .none }
}

/// `toolbar:` — a standalone toolbar.
public struct ToolbarScene: Hashable, Sendable {
    public var appearance: BarAppearance
    public var items: [BarButtonItem]

    public init(appearance: BarAppearance = BarAppearance(), items: [BarButtonItem]) {
        self.appearance = appearance
        self.items = items
    }
}

/// `segmentedControl:` — one control, drawn as on a bar of `barAppearance` (a bar-style control
/// takes its unselected colour from the bar's tint).
public struct SegmentedControlScene: Hashable, Sendable {
    public var control: SegmentedControl
    public var barAppearance: BarAppearance

    public init(control: SegmentedControl, barAppearance: BarAppearance = BarAppearance()) {
        self.control = control
        self.barAppearance = barAppearance
    }
}

/// `backButton:` — one back button.
public struct BackButtonScene: Hashable, Sendable {
    public var title: String
    public var appearance: BarAppearance
    public var isHighlighted: Bool

    public init(title: String, appearance: BarAppearance = BarAppearance(), isHighlighted: Bool = false) {
        self.title = title
        self.appearance = appearance
        self.isHighlighted = isHighlighted
    }
}

/// `tabBarController:` — its tabs (each a navigation controller, as written and after its
/// operations, or a plain view controller) and the selected one.
public struct TabBarControllerScene: Hashable, Sendable {
    public enum Screen: Hashable, Sendable {
        case navigationController(NavigationControllerScene)
        case viewController(ViewController)
    }

    public struct Tab: Hashable, Sendable {
        public var item: TabBarItem
        public var screen: Screen

        public init(item: TabBarItem, screen: Screen) {
            self.item = item
            self.screen = screen
        }
    }

    public var tabs: [Tab]
    /// The bar: the tabs' items and the selected index (one of the tabs).
    public var tabBar: TabBar

    /// Nil when `selectedIndex` is not one of the tabs.
    public init?(tabs: [Tab], selectedIndex: Int) {
        guard let bar = TabBar(items: tabs.map(\.item), selectedIndex: selectedIndex) else { return nil }
        self.tabs = tabs
        tabBar = bar
    }

    /// The selected tab.
    public var selectedTab: Tab? { tabBar.selectedIndex.map { tabs[$0] } }
}
