import ChevronSupport
import NavigationModel
import Scene

/// The objects of a scene by id, where each was defined: a string in an operation names one
/// ("a string names an existing id"), a second definition of an id is an error.
/// How a scene file writes one kind of navigation controller operation: its name, whether it takes
/// a value (`push: …`) or stands alone (`pop`), and how its value is read. Each family defines its
/// own beside its reading (`SceneNode+Modal.swift`, `SceneNode+Sheets.swift`…) and is listed once in
/// `SceneNode.operationSyntaxes`.
struct OperationSyntax: Sendable {
    typealias Read = @Sendable (_ value: SceneNode, _ registry: inout Registry<ViewController>) throws(SceneError)
        -> NavigationOperation

    let name: String
    let takesValue: Bool
    /// Whether `animate` can show it (`title` and `prompt` change the screen at once).
    let animates: Bool
    /// Whether its value may be null (`setLeftBarButtonItem: null` removes the item).
    let takesNull: Bool
    /// Whether UIKit's method has an `animated:` argument, written `animated: false` beside the
    /// operation's key in its list entry (`SceneNode.operation(names:bare:animatable:)`).
    let takesAnimated: Bool
    let read: Read

    init(_ name: String, takesValue: Bool = true, takesNull: Bool = false, animates: Bool = true,
         takesAnimated: Bool = true, read: @escaping Read) {
        self.name = name
        self.takesValue = takesValue
        self.takesNull = takesNull
        self.animates = animates
        self.takesAnimated = takesAnimated
        self.read = read
    }

    /// The stack's own: push, pop, popToRoot, popTo, setViewControllers and the bar-hiding methods.
    static let stack: [OperationSyntax] = [
        OperationSyntax("push") { value, registry throws(SceneError) in
            .push(try value.viewControllerOrReference(registry: &registry))
        },
        OperationSyntax("pop", takesValue: false) { _, _ in .pop },
        OperationSyntax("popToRoot", takesValue: false) { _, _ in .popToRoot },
        OperationSyntax("popTo") { value, registry throws(SceneError) in .popTo(try registry.lookUp(value).id) },
        OperationSyntax("setViewControllers") { value, registry throws(SceneError) in
            var list: [ViewController] = []
            for node in try value.sequence(maxCount: SceneLimits.maxViewControllers) {
                list.append(try node.viewControllerOrReference(registry: &registry))
            }
            return .setViewControllers(list)
        },
        OperationSyntax("setNavigationBarHidden") { value, _ throws(SceneError) in
            .setNavigationBarHidden(try value.bool())
        },
        OperationSyntax("setToolbarHidden") { value, _ throws(SceneError) in
            .setToolbarHidden(try value.bool())
        },
    ]
}

extension SceneParser {
    /// The operations `animate` can show, as a scene file names them (its messages list them).
    package static var animatedOperationNames: [String] { SceneNode.operationSyntaxes.filter(\.animates).map(\.name) }
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

    static let viewControllerKeys = ["id", "title", "navigationItem", "toolbarItems", "hidesBottomBarWhenPushed",
                                     "content", "wantsFullScreenLayout", "editing", "navigationBarHidden",
                                     "toolbarHidden"]

    /// `{ id, title, navigationItem, toolbarItems, hidesBottomBarWhenPushed, content,
    /// wantsFullScreenLayout, editing, navigationBarHidden, toolbarHidden }`; the id defaults to the
    /// title, else to the key path.
    func viewController(registry: inout Registry<ViewController>, extraKeys: [String] = []) throws(SceneError)
        -> ViewController
    {
        let map = try mapping(keys: SceneNode.viewControllerKeys + extraKeys)
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
        if !vc.toolbarItems.isEmpty, let key = map.keyNode("toolbarItems"), let value = map["toolbarItems"] {
            reader.toolbarItemsKeys[id] = (key.location, value.path)
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

    static let navigationControllerKeys = ["navigationBar", "toolbar", "navigationBarHidden", "toolbarHidden",
                                           "viewControllers", "operations"]
    /// Every operation a navigation controller's `operations` take, in the order messages list them:
    /// the one list of operation families (each defines its syntax in its own file).
    static let operationSyntaxes: [OperationSyntax] = OperationSyntax.stack + [.setEditing, .present, .dismiss]
        + OperationSyntax.sheets + OperationSyntax.itemChanges
    static let operationNames = operationSyntaxes.map(\.name)
    /// The operations written alone (`pop`, `dismiss`).
    static let bareOperationNames = operationSyntaxes.filter { !$0.takesValue }.map(\.name)
    /// The operations whose value may be null.
    static let nullableOperationNames = operationSyntaxes.filter(\.takesNull).map(\.name)
    /// The operations whose UIKit method takes `animated:`.
    static let animatableOperationNames = operationSyntaxes.filter(\.takesAnimated).map(\.name)

    func navigationControllerScene() throws(SceneError) -> NavigationControllerScene {
        try SceneNode.navigationControllerScene(in: mapping(keys: SceneNode.navigationControllerKeys))
    }

    /// A navigation controller from its mapping, read with `navigationControllerKeys` (a tab reads
    /// it once and keeps its `operations` node too).
    static func navigationControllerScene(in map: SceneMapping) throws(SceneError) -> NavigationControllerScene {
        var registry = Registry<ViewController>(what: "view controller")
        map.node.reader.toolbarItemsKeys = [:]
        let (initial, stackNode) = try SceneNode.navigationController(in: map, registry: &registry)
        var controller = initial
        var steps: [SceneStep<NavigationOperation>] = []
        var states: [NavigationController] = []
        for node in try map["operations"]?.sequence(maxCount: SceneLimits.maxOperations) ?? [] {
            let operation = try node.navigationOperation(registry: &registry)
            let result: OperationResult
            do {
                result = try controller.apply(operation)
            } catch {
                throw node.error(.illegalOperation, "\(operation.name): \(error.description)")
            }
            for warning in result.warnings { node.reader.warnings.append(node.locate(warning)) }
            steps.append(SceneStep(operation: operation, location: node.location, keyPath: node.path, result: result))
            states.append(controller)
        }
        // The top view controller's toolbar items on a hidden toolbar show nowhere: say so.
        let top = controller.topViewController
        if controller.isToolbarHidden, !top.toolbarItems.isEmpty, let key = stackNode.reader.toolbarItemsKeys[top.id] {
            stackNode.reader.warnings.append(Diagnostic.warning(
                .toolbarItemsOnHiddenToolbar,
                SceneNode.whyToolbarHidden(initial: initial, steps: steps, states: states).map {
                    "the toolbar is hidden \($0), so these items are not shown"
                } ?? "the toolbar is hidden, so these items are not shown: write `toolbarHidden: false` on the "
                    + "navigationController to show its toolbar")
                .located(file: key.location.file, line: key.location.line, column: key.location.column,
                         keyPath: key.path))
        }
        return NavigationControllerScene(initial: initial, controller: controller, steps: steps, states: states)
    }

    /// What hid the toolbar, said where the scene says it, with the advice only when the scene does
    /// not already ask for it: the last operation that hid it (`setToolbarHidden: true`, or a view
    /// controller's `toolbarHidden: true` brought by a push or pop), else the view controller on top
    /// asking for it; nil when it is the navigation controller's default (then the advice).
    static func whyToolbarHidden(initial: NavigationController, steps: [SceneStep<NavigationOperation>],
                                 states: [NavigationController]) -> String? {
        for i in states.indices.reversed() where states[i].isToolbarHidden {
            let before = i == 0 ? initial : states[i - 1]
            guard !before.isToolbarHidden else { continue }
            let at = "at line \(steps[i].location.line)"
            if steps[i].operation.kind(StackOperation.self) == .setToolbarHidden(true) {
                return "by `setToolbarHidden: true` (\(at))"
            }
            return "by `\(states[i].topViewController.id)`'s `toolbarHidden: true` (brought by \(steps[i].operation.name) \(at))"
        }
        let top = (states.last ?? initial).topViewController
        return top.toolbarHidden == true ? "by `\(top.id)`'s `toolbarHidden: true`" : nil
    }

    /// One operation: a bare name (`pop`, `popToRoot`, `dismiss`) or a one-key mapping (`push: {...}`
    /// or `push: id`, `popTo: id`, `setEditing: bool`…), read by its family's `OperationSyntax`.
    func navigationOperation(registry: inout Registry<ViewController>) throws(SceneError) -> NavigationOperation {
        let (name, value, animated) = try operation(names: SceneNode.operationNames, bare: SceneNode.bareOperationNames,
                                                    nullable: SceneNode.nullableOperationNames,
                                                    animatable: SceneNode.animatableOperationNames)
        guard let syntax = SceneNode.operationSyntaxes.first(where: { $0.name == name }) else {
            throw error(.unknownValue, Suggestion.unknown("operation", name, candidates: SceneNode.operationNames))
        }
        return try syntax.read(value, &registry).animated(animated)
    }

    /// An operation's name, value, and UIKit's `animated:` argument. Names in `bare` take no value
    /// (written alone, or with null); the others need one. A name in `animatable` may have
    /// `animated: false` (or `true`, the default) beside it in the same list entry
    /// (`- push: B` with `animated: false` on the next line, or `- { pop: null, animated: false }`).
    func operation(names: [String], bare: [String], nullable: [String] = [], animatable: [String]) throws(SceneError)
        -> (String, SceneNode, animated: Bool)
    {
        if case .scalar = node.content {
            let name = try string()
            guard names.contains(name) else {
                throw error(.unknownValue, Suggestion.unknown("operation", name, candidates: names))
            }
            guard bare.contains(name) else { throw error(.missingKey, "`\(name)` needs a value: `\(name): …`") }
            return (name, self, true)
        }
        let map = try mapping(keys: names + ["animated"], valueless: bare + nullable)
        let written = map.order.filter { $0 != "animated" }
        guard written.count == 1, let name = written.first, let entry = map.entries[name] else {
            throw error(.conflictingKeys, "an operation is one key (`push: …`, with `animated: false` beside it); found "
                        + (written.isEmpty ? "none" : written.map { "`\($0)`" }.joined(separator: ", ")))
        }
        if bare.contains(name) {
            guard entry.value.isNull else { throw entry.value.wrongType("nothing after `\(name):`") }
        } else if entry.value.isNull, !nullable.contains(name) {
            throw entry.value.error(.missingKey, "`\(name)` needs a value: `\(name): …`")
        }
        var animated = true
        if let flag = map.entries["animated"] {
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

    static let standaloneBarKeys = appearanceKeys + ["items", "operations"]
    static let barOperationNames = ["push", "pop", "setItems"]

    func navigationBarScene() throws(SceneError) -> NavigationBarScene {
        let map = try mapping(keys: SceneNode.standaloneBarKeys)
        let appearance = try SceneNode.appearance(in: map)
        var registry = Registry<NavigationBar.Entry>(what: "navigation item")
        var entries: [NavigationBar.Entry] = []
        for node in try map["items"]?.sequence(maxCount: SceneLimits.maxViewControllers) ?? [] {
            entries.append(try node.barEntry(registry: &registry))
        }
        // Ids are unique by construction (the registry refuses duplicates).
        var bar: NavigationBar
        do { bar = try NavigationBar(entries: entries, appearance: appearance) } catch {
            throw self.error(.duplicateID, error.description)
        }
        let initial = bar
        var steps: [SceneStep<NavigationBar.Operation>] = []
        var states: [NavigationBar] = []
        for node in try map["operations"]?.sequence(maxCount: SceneLimits.maxOperations) ?? [] {
            let (name, value, animated) = try node.operation(names: SceneNode.barOperationNames, bare: ["pop"],
                                                             animatable: SceneNode.barOperationNames)
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
            var result: OperationResult
            do { result = try bar.apply(operation) } catch {
                throw node.error(.illegalOperation, "\(operation.name): \(error.description)")
            }
            result.isAnimated = animated
            for warning in result.warnings { reader.warnings.append(node.locate(warning)) }
            steps.append(SceneStep(operation: operation, location: node.location, keyPath: node.path, result: result))
            states.append(bar)
        }
        return NavigationBarScene(initial: initial, bar: bar, steps: steps, states: states)
    }

    /// A standalone bar's navigation item: its keys plus `id` (defaulting to the title).
    func barEntry(registry: inout Registry<NavigationBar.Entry>) throws(SceneError) -> NavigationBar.Entry {
        let (item, map) = try navigationItem(extraKeys: ["id"])
        let entry = NavigationBar.Entry(id: try SceneNode.id(map, title: item.title, fallback: path), item: item)
        try registry.define(entry.id, entry, at: map["id"] ?? self)
        return entry
    }

    func barEntryOrReference(registry: inout Registry<NavigationBar.Entry>) throws(SceneError) -> NavigationBar.Entry {
        if case .scalar = node.content { return try registry.lookUp(self).value }
        return try barEntry(registry: &registry)
    }

    // MARK: toolbar, segmentedControl, backButton

    func toolbarScene() throws(SceneError) -> ToolbarScene {
        let map = try mapping(keys: SceneNode.appearanceKeys + ["items"])
        return ToolbarScene(appearance: try SceneNode.appearance(in: map),
                            items: try map["items"]?.barButtonItems() ?? [])
    }

    func segmentedControlScene() throws(SceneError) -> SegmentedControlScene {
        let map = try mapping(keys: SceneNode.segmentedControlKeys + ["barStyle"])
        var bar = BarAppearance()
        if let style = map["barStyle"] { bar.barStyle = try style.value(BarStyle.self) }
        return SegmentedControlScene(control: try SceneNode.segmentedControl(in: map), barAppearance: bar)
    }

    func backButtonScene() throws(SceneError) -> BackButtonScene {
        let map = try mapping(keys: ["title", "barStyle", "tintColor", "highlighted"])
        var appearance = BarAppearance()
        if let style = map["barStyle"] { appearance.barStyle = try style.value(BarStyle.self) }
        appearance.tintColor = try map["tintColor"]?.tint()
        return BackButtonScene(title: try map.required("title").string(), appearance: appearance,
                               isHighlighted: try map["highlighted"]?.bool() ?? false)
    }
}

