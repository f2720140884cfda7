/// `UINavigationController` as a value: a stack of view controllers (root first), the appearance
/// of its two bars and whether each is hidden. Operations change the stack as UIKit does and say
/// which transition they use and which messages are sent.
///
/// "The first item added to the stack becomes the root view controller and can never be removed."
public struct NavigationController: Hashable, Sendable {
    public private(set) var viewControllers: [ViewController]
    public var navigationBar: BarAppearance
    public var toolbar: BarAppearance
    public var isNavigationBarHidden: Bool
    /// "display of the toolbar is optional": hidden unless asked for (UIKit's default is YES).
    public var isToolbarHidden: Bool
    /// The action sheet or alert shown over the screen (`showActionSheet`, `showAlert`), if any.
    public var shownSheet: ShownSheet?
    /// The screens presented modally, the first by the top of the stack and each later one by the
    /// one before (docs/DESIGN.md §Modal screens); the stack under them is unchanged.
    public package(set) var presented: [PresentedScreen] = []

    public init(viewControllers: [ViewController], navigationBar: BarAppearance = BarAppearance(),
                toolbar: BarAppearance = BarAppearance(), isNavigationBarHidden: Bool = false,
                isToolbarHidden: Bool = true) throws(NavigationError) {
        try NavigationController.validate(viewControllers)
        self.viewControllers = viewControllers
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.isNavigationBarHidden = isNavigationBarHidden
        self.isToolbarHidden = isToolbarHidden
    }

    /// The view controller at the top of the stack (the stack is never empty).
    public var topViewController: ViewController { viewControllers[viewControllers.count - 1] }

    public var ids: [String] { viewControllers.map(\.id) }

    /// Applies one operation. UIKit-illegal operations throw and leave the controller unchanged;
    /// operations UIKit ignores change nothing and carry a warning.
    public mutating func apply(_ operation: NavigationOperation) throws(NavigationError) -> OperationResult {
        // An action sheet or alert is shown over whatever is visible, a presented screen too: it is
        // the whole interface's (the layout draws it over everything), never a presented stack's.
        let showsSheet = if case .show = operation { true } else { false }
        if !presented.isEmpty, !showsSheet { return try applyModal(operation) }
        switch operation {
        case .push(let vc):
            guard !ids.contains(vc.id) else { throw .alreadyOnStack(vc.id) }
            return replaceStack(with: viewControllers + [vc], transition: .push)
        case .pop:
            guard viewControllers.count > 1 else {
                return .ignored("pop ignored: the root view controller can never be removed")
            }
            return replaceStack(with: Array(viewControllers.dropLast()), transition: .pop)
        case .popToRoot:
            guard viewControllers.count > 1 else {
                return .ignored("popToRoot ignored: the root view controller is already on top")
            }
            return replaceStack(with: [viewControllers[0]], transition: .pop)
        case .popTo(let id):
            guard let index = ids.firstIndex(of: id) else { throw .notOnStack(id) }
            guard index < viewControllers.count - 1 else {
                return .ignored("popTo `\(id)` ignored: it is already the top view controller")
            }
            return replaceStack(with: Array(viewControllers[...index]), transition: .pop)
        case .setViewControllers(let new):
            try NavigationController.validate(new)
            return replaceStack(with: new, transition: Transition.replacing(ids, with: new.map(\.id)))
        case .setNavigationBarHidden(let hidden):
            isNavigationBarHidden = hidden
            return OperationResult(transition: .none)
        case .setToolbarHidden(let hidden):
            isToolbarHidden = hidden
            return OperationResult(transition: .none)
        case .setEditing(let editing, let animated):
            return setTopEditing(editing, animated: animated)
        case .show(let sheet):
            shownSheet = sheet
            return OperationResult(transition: sheet.transition, warnings: sheet.warnings)
        case .present, .dismiss:
            return try applyModal(operation)
        }
    }

    /// Applies operations in order, stopping at the first error.
    public mutating func apply(_ operations: [NavigationOperation]) throws(NavigationError) -> [OperationResult] {
        var results: [OperationResult] = []
        for operation in operations { results.append(try apply(operation)) }
        return results
    }

    private mutating func replaceStack(with new: [ViewController], transition: Transition) -> OperationResult {
        let events = StackEvent.messages(from: ids, to: new.map(\.id))
        viewControllers = new
        return OperationResult(transition: transition, events: events)
    }

    /// `setEditing:animated:` sent to the top view controller (`ViewController+Editing.swift`).
    private mutating func setTopEditing(_ editing: Bool, animated: Bool) -> OperationResult {
        viewControllers[viewControllers.count - 1].applyEditing(editing, animated: animated)
    }

    private static func validate(_ stack: [ViewController]) throws(NavigationError) {
        guard !stack.isEmpty else { throw .emptyStack }
        var seen = Set<String>()
        for vc in stack where !seen.insert(vc.id).inserted { throw .duplicate(vc.id) }
    }

    // MARK: What the bars show

    /// What the navigation bar shows for the current stack (see `BarResolution`).
    public var resolvedNavigationBar: ResolvedNavigationBar {
        BarResolution.navigationBar(
            stack: viewControllers.map { BarResolution.Level(item: $0.shownNavigationItem, ownerTitle: $0.title) },
            isHidden: isNavigationBarHidden)
    }

    /// What the toolbar shows for the current stack (see `BarResolution.toolbar`).
    public var resolvedToolbar: ResolvedToolbar {
        BarResolution.toolbar(stack: viewControllers, isToolbarHidden: isToolbarHidden)
    }
}
