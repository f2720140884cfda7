/// The navigation stack's own operations (Table 3-1, "Options for managing the navigation stack",
/// and the bar-hiding methods).
package enum StackOperation: NavigationOperationKind {
    /// `pushViewController:animated:` — "Display the next level of hierarchical data."
    case push(ViewController)
    /// `popViewControllerAnimated:` — "Back up one level in the hierarchy."
    case pop
    /// `popToRootViewControllerAnimated:` — "removes all but the root view controller".
    case popToRoot
    /// `popToViewController:animated:` — "Back up an arbitrary number of levels", to the view
    /// controller with this id.
    case popTo(String)
    /// `setViewControllers:animated:` — "Restore the navigation stack to a previous state" or "Jump
    /// to an arbitrary location", root first.
    case setViewControllers([ViewController])
    /// `setNavigationBarHidden:animated:`.
    case setNavigationBarHidden(Bool)
    /// `setToolbarHidden:animated:`.
    case setToolbarHidden(Bool)

    package var name: String {
        switch self {
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .popTo: return "popTo"
        case .setViewControllers: return "setViewControllers"
        case .setNavigationBarHidden: return "setNavigationBarHidden"
        case .setToolbarHidden: return "setToolbarHidden"
        }
    }

    package var description: String {
        switch self {
        case .push(let vc): return "push \(vc.id)"
        case .pop, .popToRoot: return name
        case .popTo(let id): return "popTo \(id)"
        case .setViewControllers(let vcs): return "setViewControllers [" + vcs.map(\.id).joined(separator: ", ") + "]"
        case .setNavigationBarHidden(let hidden), .setToolbarHidden(let hidden): return "\(name) \(hidden)"
        }
    }

    package var broughtViewControllers: [ViewController] {
        switch self {
        case .push(let vc): return [vc]
        case .setViewControllers(let vcs): return vcs
        case .pop, .popToRoot, .popTo, .setNavigationBarHidden, .setToolbarHidden: return []
        }
    }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        let stack = controller.viewControllers, ids = controller.ids
        switch self {
        case .push(let vc):
            guard !ids.contains(vc.id) else { throw .alreadyOnStack(vc.id) }
            return controller.replaceStack(with: stack + [vc], transition: .push)
        case .pop:
            guard stack.count > 1 else {
                return .ignored("pop ignored: the root view controller can never be removed")
            }
            return controller.replaceStack(with: Array(stack.dropLast()), transition: .pop)
        case .popToRoot:
            guard stack.count > 1 else {
                return .ignored("popToRoot ignored: the root view controller is already on top")
            }
            return controller.replaceStack(with: [stack[0]], transition: .pop)
        case .popTo(let id):
            guard let index = ids.firstIndex(of: id) else { throw .notOnStack(id) }
            guard index < stack.count - 1 else {
                return .ignored("popTo `\(id)` ignored: it is already the top view controller")
            }
            return controller.replaceStack(with: Array(stack[...index]), transition: .pop)
        case .setViewControllers(let new):
            try NavigationController.validate(new)
            return controller.replaceStack(with: new, transition: Transition.replacing(ids, with: new.map(\.id)))
        case .setNavigationBarHidden(let hidden):
            // Setting the state it has changes nothing (`setEditing`'s rule); otherwise the bar
            // slides, over UIKit's `UINavigationControllerHideShowBarDuration`.
            guard controller.isNavigationBarHidden != hidden else {
                return .ignored("setNavigationBarHidden \(hidden) changes nothing: the navigation bar is already "
                                + (hidden ? "hidden" : "shown"))
            }
            controller.isNavigationBarHidden = hidden
            return OperationResult(transition: .navigationBarVisibility)
        case .setToolbarHidden(let hidden):
            guard controller.isToolbarHidden != hidden else {
                return .ignored("setToolbarHidden \(hidden) changes nothing: the toolbar is already "
                                + (hidden ? "hidden" : "shown"))
            }
            controller.isToolbarHidden = hidden
            return OperationResult(transition: .toolbarVisibility)
        }
    }

    package func caption(on controller: NavigationController) -> String {
        switch self {
        case .push(let vc): return "push \(vc.captionName)"
        case .popTo(let id): return "popTo " + (controller.viewControllers.first { $0.id == id }?.captionName ?? id)
        case .setViewControllers(let vcs): return "setViewControllers [" + vcs.map(\.captionName).joined(separator: ", ") + "]"
        case .pop, .popToRoot, .setNavigationBarHidden, .setToolbarHidden: return description
        }
    }
}

extension NavigationOperation {
    /// `pushViewController:animated:`.
    public static func push(_ viewController: ViewController) -> NavigationOperation {
        NavigationOperation(StackOperation.push(viewController))
    }
    /// `popViewControllerAnimated:`.
    public static var pop: NavigationOperation { NavigationOperation(StackOperation.pop) }
    /// `popToRootViewControllerAnimated:`.
    public static var popToRoot: NavigationOperation { NavigationOperation(StackOperation.popToRoot) }
    /// `popToViewController:animated:`, to the view controller with this id.
    public static func popTo(_ id: String) -> NavigationOperation { NavigationOperation(StackOperation.popTo(id)) }
    /// `setViewControllers:animated:`, root first.
    public static func setViewControllers(_ viewControllers: [ViewController]) -> NavigationOperation {
        NavigationOperation(StackOperation.setViewControllers(viewControllers))
    }
    /// `setNavigationBarHidden:animated:`.
    public static func setNavigationBarHidden(_ hidden: Bool) -> NavigationOperation {
        NavigationOperation(StackOperation.setNavigationBarHidden(hidden))
    }
    /// `setToolbarHidden:animated:`.
    public static func setToolbarHidden(_ hidden: Bool) -> NavigationOperation {
        NavigationOperation(StackOperation.setToolbarHidden(hidden))
    }
}
