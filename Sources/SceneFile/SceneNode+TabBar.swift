import ChevronSupport
import NavigationModel
import Scene

extension SceneNode {
    static let tabBarItem = MappingShape(
        "tabBarItem", "A UITabBarItem: a system item, or a title and an icon, with a badge.",
        keys: [
            KeyShape("title", .text, "The title under the icon (the tab's view controller's title unless given)."),
            KeyShape("systemItem", .cases(TabBarSystemItem.self), "One of UIKit's system items, with its own title and icon."),
            KeyShape("image", .imagePath, "The icon (drawn from the image's alpha)."),
            KeyShape("badgeValue", .text, "The text of the red badge at the icon's top right."),
        ])
    static let tabBar = MappingShape(
        "tabBar", "A UITabBar alone.",
        keys: [
            KeyShape("items", .list(.mapping("tabBarItem"), max: SceneLimits.maxBarButtonItems), "The items, left to right.",
                     required: true),
            KeyShape("selectedIndex", .integer(-1...SceneLimits.maxBarButtonItems - 1),
                     "The selected item (-1: none, the default)."),
        ])
    static let tabBarController = MappingShape(
        "tabBarController", "A UITabBarController: its tabs and the one selected.",
        keys: [
            KeyShape("selectedIndex", .integer(0...SceneLimits.maxBarButtonItems - 1),
                     "The selected tab, the one drawn (0 unless given)."),
            KeyShape("viewControllers", .list(.mapping("tab"), count: 1...SceneLimits.maxBarButtonItems),
                     "The tabs, left to right.", required: true),
        ])
    static let tab = MappingShape(
        "tab", "One tab: a view controller's keys, or a navigation controller, with its tab bar item.",
        keys: viewControllerKeys + [
            KeyShape("tabBarItem", .mapping("tabBarItem"), "The tab's item (its view controller's title unless given)."),
            KeyShape("navigationController", .mapping("navigationController"),
                     "A navigation controller in the tab (instead of a view controller's keys)."),
        ])

    /// `tabBarItem: { title, systemItem | image, badgeValue }`; a title alone takes `defaultTitle`
    /// (the tab's view controller's) when it is left out.
    func tabBarItem(defaultTitle: String?) throws(SceneError) -> TabBarItem {
        // `tabBarItem: Favorites`: a system item's title written alone asks for the system item.
        if case .scalar(let text, _) = node.content, !isNull {
            let word = text.filter { !$0.isWhitespace }.lowercased()
            if let system = TabBarSystemItem.allCases.first(where: { $0.rawValue.lowercased() == word }) {
                throw error(.wrongType, "expected a mapping, found \(found): write `{ systemItem: \(system.rawValue) }` "
                            + "(or `{ title: \(Suggestion.shortened(text)) }` for a title of your own)")
            }
        }
        let map = try mapping(SceneNode.tabBarItem)
        let badge = try map["badgeValue"]?.string()
        if let system = map["systemItem"] {
            if map.has("image") || map.has("title"), let key = map.keyNode(map.has("image") ? "image" : "title") {
                throw key.error(.conflictingKeys, "a system tab bar item has its own title and icon")
            }
            return TabBarItem(.system(try system.value(TabBarSystemItem.self)), badgeValue: badge)
        }
        guard let title = try map["title"]?.string() ?? defaultTitle else {
            throw error(.missingKey, "a tab bar item needs `systemItem` or `title` (or a view controller with a title)")
        }
        return TabBarItem(.custom(title: title, image: try map["image"]?.imagePath()), badgeValue: badge)
    }

    /// `tabBar: { items: [ {tabBarItem} ], selectedIndex }`.
    func tabBar() throws(SceneError) -> TabBar {
        let map = try mapping(SceneNode.tabBar)
        var items: [TabBarItem] = []
        for node in try map.required("items").sequence(maxCount: SceneLimits.maxBarButtonItems) {
            items.append(try node.tabBarItem(defaultTitle: nil))
        }
        let index = try map["selectedIndex"]?.integer(in: -1...max(-1, items.count - 1))
        guard let bar = TabBar(items: items, selectedIndex: index == -1 ? nil : index) else {
            let node = map["selectedIndex"] ?? self
            throw node.error(.outOfRange, "\(index ?? 0) is out of range: expected -1…\(items.count - 1)")
        }
        return bar
    }

    /// `tabBarController: { selectedIndex, viewControllers: [ { tabBarItem, navigationController: {…} }
    /// | { tabBarItem, …a view controller… } ] }`.
    func tabBarControllerScene() throws(SceneError) -> TabBarControllerScene {
        let map = try mapping(SceneNode.tabBarController)
        var tabs: [TabBarControllerScene.Tab] = []
        var registry = Registry<ViewController>(what: "view controller")
        var operations: [Int: SceneNode] = [:]
        for node in try map.required("viewControllers").sequence(maxCount: SceneLimits.maxBarButtonItems) {
            let tabMap = try node.mapping(SceneNode.tab)
            let screen: TabBarControllerScene.Screen
            let title: String?
            if let nav = tabMap["navigationController"] {
                if let other = tabMap.order.first(where: { $0 != "tabBarItem" && $0 != "navigationController" }),
                   let key = tabMap.keyNode(other) {
                    throw key.error(.conflictingKeys, "a tab holding a navigationController takes its view controllers "
                                    + "from it: `\(other)` belongs inside")
                }
                let navMap = try nav.mapping(SceneNode.navigationController)
                let scene = try SceneNode.navigationControllerScene(in: navMap)
                if !scene.steps.isEmpty { operations[tabs.count] = navMap["operations"] }
                screen = .navigationController(scene)
                title = scene.initial.viewControllers.first?.title
            } else {
                let vc = try node.viewController(registry: &registry, shape: SceneNode.tab)
                screen = .viewController(vc)
                title = vc.title
            }
            let item: TabBarItem
            if let itemNode = tabMap["tabBarItem"] {
                item = try itemNode.tabBarItem(defaultTitle: title)
            } else if let title {
                item = TabBarItem(.custom(title: title, image: nil))
            } else {
                throw node.error(.missingKey, "a tab needs a `tabBarItem` (or a view controller with a title)")
            }
            tabs.append(TabBarControllerScene.Tab(item: item, screen: screen))
        }
        let index = try map["selectedIndex"]?.integer(in: 0...max(0, tabs.count - 1)) ?? 0
        guard let scene = TabBarControllerScene(tabs: tabs, selectedIndex: index) else {
            let node = map["selectedIndex"] ?? map.node
            throw node.error(.outOfRange, tabs.isEmpty ? "a tab bar controller needs at least one view controller"
                             : "\(index) is out of range: expected 0…\(tabs.count - 1)")
        }
        for (tab, node) in operations.sorted(by: { $0.key < $1.key }) {
            if let warning = scene.operationsOnAnotherTabWarning(tab) { reader.warnings.append(node.locate(warning)) }
        }
        return scene
    }
}
