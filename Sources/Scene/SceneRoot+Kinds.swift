import NavigationModel

/// What every root of a scene says about itself, so that the commands ask the root instead of
/// switching over its cases: its key, whether it is a whole interface, the navigation controllers
/// whose operations it plays, the images it can draw and its stages. Each root's type conforms
/// below; `SceneRoot.value` is the one switch from the enum to it, and `SceneRoot.kinds` the one
/// list of roots (the parser reads a root by its kind's key).
package protocol SceneRootValue: Hashable, Sendable {
    /// The root's key in a scene file (`navigationController`).
    static var key: String { get }
    /// A whole interface (a navigation or tab bar controller's screen, with its status bar), not a
    /// standalone component.
    static var isInterface: Bool { get }
    /// This value as a scene's root.
    var asRoot: SceneRoot { get }
    /// The navigation controller whose operations the scene plays and `animate` moves: its own, or
    /// the selected tab's. Nil for a root without one.
    var operated: NavigationControllerScene? { get }
    /// Every navigation controller it holds, selected or not (each of a tab bar controller's tabs).
    var navigationControllers: [NavigationControllerScene] { get }
    /// The navigation controller on screen: its own, or the selected tab's as shown (inside the
    /// More list past the first four of five tabs). Nil for a root without one.
    var shownController: NavigationController? { get }
    /// The image files it can draw, in its final state and before any of its operations.
    var imagePaths: [String] { get }
    /// Its stages, one per operation, in `scene` (nil: one stage, the scene itself).
    func stages(in scene: Scene) -> [SceneStage]?
}

extension SceneRootValue {
    package static var isInterface: Bool { false }
    package var operated: NavigationControllerScene? { nil }
    package var navigationControllers: [NavigationControllerScene] { operated.map { [$0] } ?? [] }
    package var shownController: NavigationController? { nil }
    package var imagePaths: [String] { [] }
    package func stages(in scene: Scene) -> [SceneStage]? { nil }
}

extension SceneRoot {
    /// The root's value: the one switch over the roots.
    package var value: any SceneRootValue {
        switch self {
        case .navigationController(let root): root
        case .navigationBar(let root): root
        case .toolbar(let root): root
        case .segmentedControl(let root): root
        case .backButton(let root): root
        case .searchBar(let root): root
        case .tabBarController(let root): root
        case .tabBar(let root): root
        case .keyboard(let root): root
        }
    }

    /// Every kind of root, in the order messages list them.
    package static let kinds: [any SceneRootValue.Type] = [
        NavigationControllerScene.self, NavigationBarScene.self, ToolbarScene.self, SegmentedControlScene.self,
        BackButtonScene.self, SearchBar.self, TabBarControllerScene.self, TabBar.self, KeyboardScene.self,
    ]

    /// The root's key in the scene file.
    public var name: String { type(of: value).key }

    /// A whole interface (a navigation or tab bar controller's screen, with its status bar), not a
    /// standalone component.
    public var isInterface: Bool { type(of: value).isInterface }

    /// Every root's key, in `kinds`' order.
    package static var names: [String] { kinds.map { $0.key } }

    /// The navigation controller whose operations the scene plays (`SceneRootValue.operated`).
    package var operated: NavigationControllerScene? { value.operated }

    /// The navigation controller on screen (`SceneRootValue.shownController`).
    package var shownController: NavigationController? { value.shownController }
}

// MARK: The roots

extension NavigationControllerScene: SceneRootValue {
    package static let key = "navigationController"
    package static var isInterface: Bool { true }
    package var asRoot: SceneRoot { .navigationController(self) }
    package var operated: NavigationControllerScene? { self }
    package var shownController: NavigationController? { controller }

    /// Of every view controller it shows, as written and as each operation pushes or sets them.
    package var imagePaths: [String] {
        var controllers = initial.viewControllers + controller.viewControllers
        for step in steps { controllers += step.operation.broughtViewControllers }
        return Scene.imagePaths(controllers)
    }

    package func stages(in scene: Scene) -> [SceneStage]? {
        // The parser applied each operation once and kept the controller after it.
        scene.operationStages(
            first: .navigationController(NavigationControllerScene(initial: initial, controller: initial)),
            steps: steps, name: \.name,
            caption: { n in steps[n].operation.body.caption(on: n == 0 ? initial : states[n - 1]) },
            after: { n in
                .navigationController(NavigationControllerScene(initial: initial, controller: states[n],
                                                                steps: Array(steps[...n]), states: Array(states[...n])))
            })
    }
}

extension NavigationBarScene: SceneRootValue {
    package static let key = "navigationBar"
    package var asRoot: SceneRoot { .navigationBar(self) }
    package var imagePaths: [String] { bar.entries.flatMap(\.item.imagePaths) }

    package func stages(in scene: Scene) -> [SceneStage]? {
        scene.operationStages(
            first: .navigationBar(NavigationBarScene(initial: initial, bar: initial)),
            steps: steps, name: \.name, caption: { n in Scene.caption(steps[n].operation) },
            after: { n in
                .navigationBar(NavigationBarScene(initial: initial, bar: states[n], steps: Array(steps[...n]),
                                                  states: Array(states[...n])))
            })
    }
}

extension ToolbarScene: SceneRootValue {
    package static let key = "toolbar"
    package var asRoot: SceneRoot { .toolbar(self) }
    package var imagePaths: [String] { items.flatMap(\.imagePaths) }
}

extension SegmentedControlScene: SceneRootValue {
    package static let key = "segmentedControl"
    package var asRoot: SceneRoot { .segmentedControl(self) }
    package var imagePaths: [String] { control.imagePaths }
}

extension BackButtonScene: SceneRootValue {
    package static let key = "backButton"
    package var asRoot: SceneRoot { .backButton(self) }
}

/// `searchBar:` — a search bar on its own.
extension SearchBar: SceneRootValue {
    package static let key = "searchBar"
    package var asRoot: SceneRoot { .searchBar(self) }
}

extension TabBarControllerScene: SceneRootValue {
    package static let key = "tabBarController"
    package static var isInterface: Bool { true }
    package var asRoot: SceneRoot { .tabBarController(self) }

    package var operated: NavigationControllerScene? {
        if case .navigationController(let nav)? = selectedTab?.screen { nav } else { nil }
    }

    package var navigationControllers: [NavigationControllerScene] {
        tabs.compactMap { if case .navigationController(let nav) = $0.screen { nav } else { nil } }
    }

    /// The selected tab's screen as a navigation controller. A tab past the first four of more than
    /// five shows inside the More list's navigation controller, pushed onto it: a "More" back button
    /// over its title. The More list takes the id `More`, or `More 2`, `More 3`… when one of the
    /// tab's own view controllers has it (a tab titled "More" is one).
    package var shownController: NavigationController? {
        guard let index = tabBar.selectedIndex else { return nil }
        let isInMore = tabBar.hasMore && index >= TabBar.maxShown - 1
        let taken: Set<String> = switch tabs[index].screen {
        case .navigationController(let nav): Set(nav.controller.viewControllers.map(\.id))
        case .viewController(let vc): [vc.id]
        }
        var moreID = "More", n = 1
        while taken.contains(moreID) {
            n += 1
            moreID = "More \(n)"
        }
        let more = ViewController(id: moreID, title: "More")
        switch tabs[index].screen {
        case .navigationController(let nav):
            guard isInMore else { return nav.controller }
            let c = nav.controller
            var inMore = try? NavigationController(viewControllers: [more] + c.viewControllers,
                                                   navigationBar: c.navigationBar, toolbar: c.toolbar,
                                                   isToolbarHidden: c.isToolbarHidden)
            inMore?.presented = c.presented
            return inMore
        case .viewController(let vc):
            return try? NavigationController(viewControllers: isInMore ? [more, vc] : [vc],
                                             isNavigationBarHidden: !isInMore)
        }
    }

    package var imagePaths: [String] {
        tabs.flatMap { tab -> [String] in
            let screen: [String] = switch tab.screen {
            case .navigationController(let nc): nc.imagePaths
            case .viewController(let vc): Scene.imagePaths([vc])
            }
            return [tab.item.image].compactMap { $0 } + screen
        }
    }

    /// The selected tab's navigation controller's stages, each in the tab bar controller.
    package func stages(in scene: Scene) -> [SceneStage]? {
        guard let index = tabBar.selectedIndex, case .navigationController(let nav) = tabs[index].screen else {
            return nil
        }
        let alone = Scene(file: scene.file, canvas: scene.canvas, root: .navigationController(nav),
                          warnings: scene.warnings)
        return alone.stages.map { stage in
            guard case .navigationController(let stageNav) = stage.scene.root else { return stage }
            var tabs = tabs
            tabs[index].screen = .navigationController(stageNav)
            guard let root = TabBarControllerScene(tabs: tabs, selectedIndex: index) else { return stage }
            var inTabs = stage
            inTabs.scene = Scene(file: scene.file, canvas: scene.canvas, root: .tabBarController(root),
                                 warnings: scene.warnings)
            return inTabs
        }
    }
}

/// `tabBar:` — a tab bar on its own.
extension TabBar: SceneRootValue {
    package static let key = "tabBar"
    package var asRoot: SceneRoot { .tabBar(self) }
    package var imagePaths: [String] { items.compactMap(\.image) }
}

extension KeyboardScene: SceneRootValue {
    package static let key = "keyboard"
    package var asRoot: SceneRoot { .keyboard(self) }
}
