import ChevronSupport
import NavigationModel
import Scene

/// The objects of a scene by id, where each was defined: a string in an operation names one
/// ("a string names an existing id"), a second definition of an id is an error.
/// How a scene file writes one kind of navigation controller operation: its name, the shape of its
/// value (`.null` for one that stands alone, `pop`; one that may be null, `setTitle: null`), a line
/// saying what it does, and how its value is read. Each family defines its own beside its reading
/// (`SceneNode+Modal.swift`, `SceneNode+Sheets.swift`…) and is listed once in
/// `SceneNode.operationSyntaxes`, which makes the `operation` mapping of the scene format.
struct OperationSyntax: Sendable {
    typealias Read = @Sendable (_ value: SceneNode, _ registry: inout Registry<ViewController>) throws(SceneError)
        -> NavigationOperation

    let name: String
    let value: ValueShape
    let summary: String
    /// Whether `animate` can show it (`title` and `prompt` change the screen at once).
    let animates: Bool
    /// Whether UIKit's method has an `animated:` argument, written `animated: false` beside the
    /// operation's key in its list entry (`SceneNode.operation(_:animatable:)`).
    let takesAnimated: Bool
    /// Whether it slides one screen over another, a push's or a pop's motion (`animate`'s help
    /// lists these).
    let slides: Bool
    let read: Read

    init(_ name: String, _ value: ValueShape, _ summary: String, animates: Bool = true, takesAnimated: Bool = true,
         slides: Bool = false, read: @escaping Read) {
        self.name = name
        self.value = value
        self.summary = summary
        self.slides = slides
        self.animates = animates
        self.takesAnimated = takesAnimated
        self.read = read
    }

    /// Whether it takes a value (`push: …`) rather than standing alone (`pop`).
    var takesValue: Bool {
        if case .null = value { return false }
        return true
    }

    /// The stack's own: push, pop, popToRoot, popTo, setViewControllers and the bar-hiding methods.
    static let stack: [OperationSyntax] = [
        OperationSyntax("push", .oneOf([.text, .mapping("viewController")]),
                        "Pushes a view controller: written out, or the id of one defined earlier.", slides: true) {
            value, registry throws(SceneError) in
            .push(try value.viewControllerOrReference(registry: &registry))
        },
        OperationSyntax("pop", .null, "Pops the top view controller.", slides: true) { _, _ in .pop },
        OperationSyntax("popToRoot", .null, "Pops every view controller above the first.", slides: true) { _, _ in .popToRoot },
        OperationSyntax("popTo", .text, "Pops to the view controller of this id.", slides: true) { value, registry throws(SceneError) in
            .popTo(try registry.lookUp(value).id)
        },
        OperationSyntax("setViewControllers",
                        .list(.oneOf([.text, .mapping("viewController")]), max: SceneLimits.maxViewControllers),
                        "Replaces the stack: view controllers written out, or ids of ones defined earlier.", slides: true) {
            value, registry throws(SceneError) in
            var list: [ViewController] = []
            for node in try value.sequence(maxCount: SceneLimits.maxViewControllers) {
                list.append(try node.viewControllerOrReference(registry: &registry))
            }
            return .setViewControllers(list)
        },
        OperationSyntax("setNavigationBarHidden", .bool, "Hides or shows the navigation bar.") {
            value, _ throws(SceneError) in
            .setNavigationBarHidden(try value.bool())
        },
        OperationSyntax("setToolbarHidden", .bool, "Hides or shows the toolbar.") { value, _ throws(SceneError) in
            .setToolbarHidden(try value.bool())
        },
    ]
}

extension SceneParser {
    /// The operations `animate` can show, as a scene file names them (its messages list them).
    package static var animatedOperationNames: [String] { SceneNode.operationSyntaxes.filter(\.animates).map(\.name) }
    /// The operations that slide one screen over another, as a scene file names them: the stack's
    /// and a standalone navigation bar's (`setItems`).
    package static var slidingOperationNames: [String] {
        let stack = OperationSyntax.stack.filter(\.slides).map(\.name)
        let bar = SceneNode.barOperation.keys.map(\.name).filter { $0 != SceneNode.animatedKey.name }
        return stack + bar.filter { !stack.contains($0) }
    }
    /// The names of the modal, editing and sheet operations (`animate`'s help names each with its motion).
    package static var presentOperationName: String { OperationSyntax.present.name }
    package static var dismissOperationName: String { OperationSyntax.dismiss.name }
    package static var editingOperationName: String { OperationSyntax.setEditing.name }
    /// `showActionSheet`, `showAlert`, then `dismissWithClickedButtonIndex`.
    package static var sheetOperationNames: [String] { OperationSyntax.sheets.map(\.name) }
    /// The operations UIKit carries out at once, with no animated setter (`setTitle`, `setPrompt`).
    package static var immediateOperationNames: [String] {
        SceneNode.operationSyntaxes.filter { !$0.animates }.map(\.name)
    }
}

struct Registry<Value> {
    private(set) var values: [String: (value: Value, location: SourceLocation)] = [:]
    private(set) var order: [String] = []
    let what: String

    init(what: String) { self.what = what }

    mutating func define(_ id: String, _ value: Value, at node: SceneNode) throws(SceneError) {
        if let earlier = values[id] {
            throw node.error(.duplicateID, "duplicate id `\(id)`: already used by the \(what) at "
                             + "\(earlier.location.line):\(earlier.location.column)")
        }
        if values.count >= SceneLimits.maxViewControllers {
            throw node.error(.limitExceeded, "more than \(SceneLimits.maxViewControllers) \(what)s")
        }
        values[id] = (value, node.location)
        order.append(id)
    }

    /// The value a string node names.
    /// `newOne`: how the value would be written out instead (`push`), suggested first when the id
    /// is unknown — a word after `push:` is more likely a new view controller than a misspelt id.
    func lookUp(_ node: SceneNode, newOne: ((String) -> String)? = nil) throws(SceneError) -> (id: String, value: Value) {
        let id = try node.string()
        guard let found = values[id] else {
            var message: String
            let near = Suggestion.closest(to: id, in: order)
            if let newOne {
                message = "no \(what) has the id `\(id)`; for a new one write `\(newOne(id))`"
                // A near id of a few letters is a likelier mistake than one of one or two.
                if let near, near.count >= 3 { message += ", or did you mean `\(near)`?" }
            } else if let near {
                message = "no \(what) has the id `\(id)` — did you mean `\(near)`?"
            } else {
                message = "no \(what) has the id `\(id)`; known ids: " + order.joined(separator: ", ")
            }
            throw node.error(.unknownReference, message)
        }
        return (id, found.value)
    }
}

extension SceneNode {
    // MARK: View controllers

    static let viewControllerKeys = [
        KeyShape("id", .text, "The name operations use for it (its title unless given, else its key path)."),
        KeyShape("title", .text, "Its title: the navigation bar's, the back button's on the next screen, a tab's."),
        KeyShape("navigationItem", .mapping("navigationItem"), "What it shows in the navigation bar."),
        KeyShape("toolbarItems", .list(.mapping("barButtonItem"), max: SceneLimits.maxBarButtonItems),
                 "The items of the toolbar while it is on top (shown when the toolbar is)."),
        KeyShape("hidesBottomBarWhenPushed", .bool, "Hides the tab bar while it is on the stack (false unless given)."),
        KeyShape("content", .mapping("content"), "What its view shows under the bars."),
        KeyShape("wantsFullScreenLayout", .bool,
                 "Lays its view out under the status bar and translucent bars (false unless given)."),
        KeyShape("editing", .bool, "Starts in editing mode (false unless given)."),
        KeyShape("navigationBarHidden", .bool, "Hides (or shows) the navigation bar as it appears."),
        KeyShape("toolbarHidden", .bool, "Hides (or shows) the toolbar as it appears."),
    ]
    static let viewController = MappingShape(
        "viewController", "A UIViewController in a navigation controller's stack.", keys: viewControllerKeys)

    /// `{ id, title, navigationItem, toolbarItems, hidesBottomBarWhenPushed, content,
    /// wantsFullScreenLayout, editing, navigationBarHidden, toolbarHidden }`; the id defaults to the
    /// title, else to the key path.
    func viewController(registry: inout Registry<ViewController>,
                        shape: MappingShape = SceneNode.viewController) throws(SceneError) -> ViewController
    {
        let map = try mapping(shape)
        let title = try map["title"]?.string()
        let id = try SceneNode.id(map, title: title, fallback: path)
        let item = try map["navigationItem"]?.navigationItem().item ?? NavigationItem()
        var vc = ViewController(id: id, title: title, navigationItem: item,
                                toolbarItems: try map["toolbarItems"]?.barButtonItems() ?? [],
                                hidesBottomBarWhenPushed: try map["hidesBottomBarWhenPushed"]?.bool() ?? false,
                                content: try map["content"]?.contentView() ?? ContentView(),
                                wantsFullScreenLayout: try map["wantsFullScreenLayout"]?.bool() ?? false,
                                isEditing: try map["editing"]?.bool() ?? false)
        // The bars it asks for as it appears (`setNavigationBarHidden:animated:` in `viewWillAppear:`).
        vc.navigationBarHidden = try map["navigationBarHidden"]?.bool()
        vc.toolbarHidden = try map["toolbarHidden"]?.bool()
        try registry.define(id, vc, at: map["id"] ?? self)
        if reader.sources.definitions[id] == nil { reader.sources.definitions[id] = place }
        if !vc.toolbarItems.isEmpty, let key = map.keyNode("toolbarItems"), let value = map["toolbarItems"] {
            reader.toolbarItemsKeys[id] = (key.location, value.path)
            if reader.sources.toolbarItems[id] == nil {
                reader.sources.toolbarItems[id] = SourcePlace(location: key.location, keyPath: value.path)
            }
        }
        return vc
    }

    /// A view controller written out (a mapping, defined here) or named by id (a string).
    func viewControllerOrReference(registry: inout Registry<ViewController>) throws(SceneError) -> ViewController {
        if case .scalar = node.content {
            let push = path.hasSuffix(".push")
            return try registry.lookUp(self, newOne: { (push ? "push: " : "") + "{ id: \($0), title: … }" }).value
        }
        return try viewController(registry: &registry)
    }

    static func id(_ map: SceneMapping, title: String?, fallback: String) throws(SceneError) -> String {
        guard let node = map["id"] else { return title ?? fallback }
        let id = try node.string()
        guard !id.isEmpty else { throw node.error(.wrongType, "expected an id, found an empty string") }
        return id
    }

    // MARK: navigationController

    /// A navigation controller's keys but its `operations` (a presented one takes none).
    static let navigationControllerStackKeys = [
        KeyShape("navigationBar", .mapping("barAppearance"), "The navigation bar's look."),
        KeyShape("toolbar", .mapping("barAppearance"), "The toolbar's look."),
        KeyShape("navigationBarHidden", .bool, "Hides the navigation bar (false unless given)."),
        KeyShape("toolbarHidden", .bool, "Hides the toolbar (true unless given, as in UIKit)."),
        KeyShape("viewControllers", .list(.mapping("viewController"), max: SceneLimits.maxViewControllers),
                 "The stack, bottom first: the last is on top.", required: true),
    ]
    static let navigationController = MappingShape(
        "navigationController", "A UINavigationController: its stack, its bars, and what is done to it.",
        keys: navigationControllerStackKeys + [
            KeyShape("operations", .list(.oneOf([.word("operation", cases: bareOperationNames),
                                                 .oneKey("operation", besides: ["animated"])]),
                                         max: SceneLimits.maxOperations),
                     "What is done to it, in order: `render` draws the end, `flow` each step, `animate` the last."),
        ])
    /// Every operation a navigation controller's `operations` take, in the order messages list them:
    /// the one list of operation families (each defines its syntax in its own file).
    static let operationSyntaxes: [OperationSyntax] = OperationSyntax.stack + [.setEditing, .present, .dismiss]
        + OperationSyntax.sheets + OperationSyntax.itemChanges + OperationSyntax.responders
    /// An operation of a navigation controller's `operations`, written as a mapping.
    static let operation = MappingShape(
        "operation", "One operation: a key naming it, its value, and `animated: false` where UIKit's method takes it.",
        keys: operationSyntaxes.map { KeyShape($0.name, $0.value, $0.summary) } + [animatedKey])
    static let animatedKey = KeyShape("animated", .bool, "Whether UIKit animates it (true unless given).")
    /// The operations written alone (`pop`, `dismiss`).
    static let bareOperationNames = operationSyntaxes.filter { !$0.takesValue }.map(\.name)
    /// The operations whose UIKit method takes `animated:`.
    static let animatableOperationNames = operationSyntaxes.filter(\.takesAnimated).map(\.name)

    func navigationControllerScene() throws(SceneError) -> NavigationControllerScene {
        try SceneNode.navigationControllerScene(in: mapping(SceneNode.navigationController))
    }

    /// A navigation controller from its mapping, read as `SceneNode.navigationController` (a tab reads
    /// it once and keeps its `operations` node too).
    static func navigationControllerScene(in map: SceneMapping) throws(SceneError) -> NavigationControllerScene {
        var registry = Registry<ViewController>(what: "view controller")
        map.node.reader.toolbarItemsKeys = [:]
        let (initial, stackNode) = try SceneNode.navigationController(in: map, registry: &registry)
        // The model applies each operation (`OperationRun`) as soon as it is read.
        var run = OperationRun(initial)
        for node in try map["operations"]?.sequence(maxCount: SceneLimits.maxOperations) ?? [] {
            let operation = try node.navigationOperation(registry: &registry)
            node.reader.warnings += try run.apply(operation, at: node.location, keyPath: node.path)
        }
        let scene = NavigationControllerScene(run)
        if let key = stackNode.reader.toolbarItemsKeys[scene.controller.topViewController.id],
           let warning = scene.hiddenToolbarItemsWarning(at: key.location, keyPath: key.path) {
            stackNode.reader.warnings.append(warning)
        }
        return scene
    }

    /// One operation: a bare name (`pop`, `popToRoot`, `dismiss`) or a one-key mapping (`push: {...}`
    /// or `push: id`, `popTo: id`, `setEditing: bool`…), read by its family's `OperationSyntax`.
    func navigationOperation(registry: inout Registry<ViewController>) throws(SceneError) -> NavigationOperation {
        let (name, value, animated) = try operation(SceneNode.operation, animatable: SceneNode.animatableOperationNames)
        guard let syntax = SceneNode.operationSyntaxes.first(where: { $0.name == name }) else {
            throw error(.unknownValue, Suggestion.unknown("operation", name,
                                                          candidates: SceneNode.operationSyntaxes.map(\.name)))
        }
        return try syntax.read(value, &registry).animated(animated)
    }

    /// An operation's name, value, and UIKit's `animated:` argument, the operations being the keys
    /// of `shape` but `animated`. Those whose value is `.null` take none (written alone, or with
    /// null); the others need one, null only where their shape takes it. A name in `animatable` may
    /// have `animated: false` (or `true`, the default) beside it in the same list entry (`- push: B`
    /// with `animated: false` on the next line, or `- { pop: null, animated: false }`).
    func operation(_ shape: MappingShape, animatable: [String]) throws(SceneError) -> (String, SceneNode, animated: Bool) {
        let operations = shape.keys.filter { $0.name != "animated" }
        let names = operations.map(\.name)
        let bare = operations.filter { if case .null = $0.value { true } else { false } }.map(\.name)
        if case .scalar = node.content {
            let name = try string()
            guard names.contains(name) else {
                throw error(.unknownValue, Suggestion.unknown("operation", name, candidates: names))
            }
            guard bare.contains(name) else { throw error(.missingKey, "`\(name)` needs a value: `\(name): …`") }
            return (name, self, true)
        }
        let map = try mapping(shape)
        let written = map.order.filter { $0 != "animated" }
        guard written.count == 1, let name = written.first, let entry = map.entry(name) else {
            throw error(.conflictingKeys, "an operation is one key (`push: …`, with `animated: false` beside it); found "
                        + (written.isEmpty ? "none" : written.map { "`\($0)`" }.joined(separator: ", ")))
        }
        if bare.contains(name) {
            guard entry.value.isNull else { throw entry.value.wrongType("nothing after `\(name):`") }
        } else if entry.value.isNull, !shape.valueless.contains(name) {
            throw entry.value.error(.missingKey, "`\(name)` needs a value: `\(name): …`")
        }
        var animated = true
        if let flag = map.entry("animated") {
            guard animatable.contains(name) else {
                throw SceneError(.unknownKey, at: flag.key.location, keyPath: flag.value.path,
                                 "`\(name)` takes no `animated`: UIKit's method has no `animated:` argument (the "
                                     + "operations that take one: " + animatable.joined(separator: ", ") + ")")
            }
            animated = try flag.value.bool()
        }
        return (name, entry.value, animated)
    }

    // MARK: navigationBar (standalone)

    static let standaloneBar = MappingShape(
        "navigationBarRoot", "A UINavigationBar alone: its look, its stack of items, and what is done to it.",
        keys: appearanceKeys + [
            KeyShape("items", .list(.mapping("navigationBarItem"), max: SceneLimits.maxViewControllers),
                     "The stack of navigation items, bottom first: the last is shown."),
            KeyShape("operations", .list(.oneOf([.word("navigationBarOperation", cases: ["pop"]),
                                                 .oneKey("navigationBarOperation", besides: ["animated"])]),
                                         max: SceneLimits.maxOperations),
                     "What is done to the bar's items, in order."),
        ])
    static let navigationBarItem = MappingShape(
        "navigationBarItem", "A navigation item of a bar alone: a navigation item's keys and an id.",
        keys: navigationItemKeys + [KeyShape("id", .text, "The name operations use for it (its title unless given).")],
        exclusive: navigationItem.exclusive)
    static let barOperation = MappingShape(
        "navigationBarOperation", "One operation on a bar alone's items (UINavigationBar's methods).",
        keys: [
            KeyShape("push", .oneOf([.text, .mapping("navigationBarItem")]),
                     "Pushes an item: written out, or the id of one defined earlier."),
            KeyShape("pop", .null, "Pops the top item."),
            KeyShape("setItems", .list(.oneOf([.text, .mapping("navigationBarItem")]), max: SceneLimits.maxViewControllers),
                     "Replaces the items: written out, or ids of ones defined earlier."),
            animatedKey,
        ])

    func navigationBarScene() throws(SceneError) -> NavigationBarScene {
        let map = try mapping(SceneNode.standaloneBar)
        let appearance = try SceneNode.appearance(in: map)
        var registry = Registry<NavigationBar.Entry>(what: "navigation item")
        var entries: [NavigationBar.Entry] = []
        for node in try map["items"]?.sequence(maxCount: SceneLimits.maxViewControllers) ?? [] {
            entries.append(try node.barEntry(registry: &registry))
        }
        // Ids are unique by construction (the registry refuses duplicates).
        let bar: NavigationBar
        do { bar = try NavigationBar(entries: entries, appearance: appearance) } catch {
            throw self.error(.duplicateID, error.description)
        }
        var run = OperationRun(bar)
        for node in try map["operations"]?.sequence(maxCount: SceneLimits.maxOperations) ?? [] {
            let (name, value, animated) = try node.operation(SceneNode.barOperation,
                                                             animatable: ["push", "pop", "setItems"])
            let operation: NavigationBar.Operation
            switch name {
            case "pop": operation = .pop
            case "push": operation = .push(try value.barEntryOrReference(registry: &registry))
            default:
                var list: [NavigationBar.Entry] = []
                for item in try value.sequence(maxCount: SceneLimits.maxViewControllers) {
                    list.append(try item.barEntryOrReference(registry: &registry))
                }
                operation = .setItems(list)
            }
            reader.warnings += try run.apply(operation, animated: animated, at: node.location, keyPath: node.path)
        }
        return NavigationBarScene(run)
    }

    /// A standalone bar's navigation item: its keys plus `id` (defaulting to the title).
    func barEntry(registry: inout Registry<NavigationBar.Entry>) throws(SceneError) -> NavigationBar.Entry {
        let (item, map) = try navigationItem(SceneNode.navigationBarItem)
        let entry = NavigationBar.Entry(id: try SceneNode.id(map, title: item.title, fallback: path), item: item)
        try registry.define(entry.id, entry, at: map["id"] ?? self)
        if reader.sources.definitions[entry.id] == nil { reader.sources.definitions[entry.id] = place }
        return entry
    }

    func barEntryOrReference(registry: inout Registry<NavigationBar.Entry>) throws(SceneError) -> NavigationBar.Entry {
        if case .scalar = node.content { return try registry.lookUp(self).value }
        return try barEntry(registry: &registry)
    }

    // MARK: toolbar, segmentedControl, backButton

    static let toolbarRoot = MappingShape(
        "toolbarRoot", "A UIToolbar alone: its look and its items.",
        keys: appearanceKeys + [
            KeyShape("items", .list(.mapping("barButtonItem"), max: SceneLimits.maxBarButtonItems),
                     "The items, left to right."),
        ])
    static let segmentedControlRoot = MappingShape(
        "segmentedControlRoot", "A UISegmentedControl alone, on the bar style it is drawn for.",
        keys: segmentedControlKeys + [
            KeyShape("barStyle", .cases(BarStyle.self), "The style of the bar it is drawn for (`default` unless given)."),
        ])
    static let backButton = MappingShape(
        "backButtonRoot", "A navigation bar's back button alone.",
        keys: [
            KeyShape("title", .text, "The button's title.", required: true),
            KeyShape("barStyle", .cases(BarStyle.self), "The style of the bar it is drawn for (`default` unless given)."),
            KeyShape("tintColor", .tint, "The bar's tint the button is shaded from."),
            KeyShape("highlighted", .bool, "Drawn as while it is touched (false unless given)."),
        ])

    func toolbarScene() throws(SceneError) -> ToolbarScene {
        let map = try mapping(SceneNode.toolbarRoot)
        return ToolbarScene(appearance: try SceneNode.appearance(in: map),
                            items: try map["items"]?.barButtonItems() ?? [])
    }

    func segmentedControlScene() throws(SceneError) -> SegmentedControlScene {
        let map = try mapping(SceneNode.segmentedControlRoot)
        var bar = BarAppearance()
        if let style = map["barStyle"] { bar.barStyle = try style.value(BarStyle.self) }
        return SegmentedControlScene(control: try SceneNode.segmentedControl(in: map), barAppearance: bar)
    }

    func backButtonScene() throws(SceneError) -> BackButtonScene {
        let map = try mapping(SceneNode.backButton)
        var appearance = BarAppearance()
        if let style = map["barStyle"] { appearance.barStyle = try style.value(BarStyle.self) }
        appearance.tintColor = try map["tintColor"]?.tint()
        return BackButtonScene(title: try map.required("title").string(), appearance: appearance,
                               isHighlighted: try map["highlighted"]?.bool() ?? false)
    }
}

