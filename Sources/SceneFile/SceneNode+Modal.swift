import ChevronSupport
import NavigationModel
import Scene

extension OperationSyntax {
    /// `present: …` (`SceneNode.presentedScreen`).
    static let present = OperationSyntax(
        "present", .oneOf([.text, .mapping("present")]),
        "Presents a screen modally: a view controller (or the id of one defined earlier) or a navigation controller."
    ) { value, registry throws(SceneError) in
        .present(try value.presentedScreen(registry: &registry))
    }
    /// `dismiss`, alone.
    static let dismiss = OperationSyntax("dismiss", .null, "Dismisses the presented screen.") { _, _ in .dismiss }
}

extension SceneNode {
    // MARK: present

    /// `present:`'s mapping: a view controller's keys, or a navigation controller, with the style.
    static let present = MappingShape(
        "present", "A presented screen: a view controller's keys, or `navigationController` alone, and the style.",
        keys: viewControllerKeys + [
            KeyShape("navigationController", .mapping("presentedNavigationController"),
                     "A navigation controller presented with its stack (instead of a view controller's keys)."),
            KeyShape("modalTransitionStyle", .cases(ModalTransitionStyle.self),
                     "How it comes in and goes (`coverVertical` unless given)."),
        ])
    /// A presented navigation controller: a navigation controller's keys without `operations`
    /// (push and pop after a `present` act on it, in the scene's own operations).
    static let presentedNavigationController = MappingShape(
        "presentedNavigationController", "A presented UINavigationController: its stack and its bars.",
        keys: navigationControllerStackKeys)

    /// `present:`'s value: a view controller (`{ id, title, … }`, or an id naming one defined
    /// earlier) or `{ navigationController: { … } }`, either with `modalTransitionStyle`
    /// (`coverVertical` unless given). Its view controllers join the scene's ids.
    func presentedScreen(registry: inout Registry<ViewController>) throws(SceneError) -> PresentedScreen {
        if case .scalar = node.content {
            return PresentedScreen(.viewController(try registry.lookUp(self, newOne: { "present: { id: \($0), title: … }" })
                .value))
        }
        let map = try mapping(SceneNode.present)
        let style = try map["modalTransitionStyle"]?.value(ModalTransitionStyle.self) ?? .coverVertical
        guard let navNode = map["navigationController"] else {
            return PresentedScreen(.viewController(try viewController(registry: &registry, shape: SceneNode.present)),
                                   style: style)
        }
        if let other = map.order.first(where: { SceneNode.viewController.names.contains($0) }) {
            throw (map.keyNode(other) ?? self).error(
                .conflictingKeys, "`present` takes a view controller or a `navigationController`, not both: move `\(other)` "
                    + "into one of `navigationController.viewControllers`")
        }
        return PresentedScreen(.navigationController(try navNode.presentedNavigationController(registry: &registry)),
                               style: style)
    }

    /// A presented `navigationController: { viewControllers, navigationBar, toolbar, … }`.
    func presentedNavigationController(registry: inout Registry<ViewController>) throws(SceneError)
        -> NavigationController
    {
        try SceneNode.navigationController(in: mapping(SceneNode.presentedNavigationController),
                                           registry: &registry).controller
    }

    /// A navigation controller's stack and bars from its mapping (a scene's root, a tab's or a
    /// presented one), its view controllers defined in `registry`; and the `viewControllers` node.
    static func navigationController(in map: SceneMapping, registry: inout Registry<ViewController>)
        throws(SceneError) -> (controller: NavigationController, stackNode: SceneNode)
    {
        let stackNode = try map.required("viewControllers")
        var stack: [ViewController] = []
        for node in try stackNode.sequence(maxCount: SceneLimits.maxViewControllers) {
            stack.append(try node.viewController(registry: &registry))
        }
        let navigationBar = try map["navigationBar"]?.appearance() ?? BarAppearance()
        let toolbar = try map["toolbar"]?.appearance() ?? BarAppearance()
        let navigationBarHidden = try map["navigationBarHidden"]?.bool() ?? false
        let toolbarHidden = try map["toolbarHidden"]?.bool() ?? true
        do {
            return (try NavigationController(viewControllers: stack, navigationBar: navigationBar, toolbar: toolbar,
                                             isNavigationBarHidden: navigationBarHidden,
                                             isToolbarHidden: toolbarHidden), stackNode)
        } catch {
            throw stackNode.error(.illegalOperation, error.description)
        }
    }
}
