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
        applyTopBarWishes()
    }

    /// The view controller at the top of the stack (the stack is never empty).
    public var topViewController: ViewController { viewControllers[viewControllers.count - 1] }

    public var ids: [String] { viewControllers.map(\.id) }

    /// Applies one operation (its kind says how: `NavigationOperationKind`). UIKit-illegal
    /// operations throw and leave the controller unchanged; operations UIKit ignores change nothing
    /// and carry a warning. While a screen is presented, an operation on the visible screen acts on
    /// it (`applyToPresented`), never on the stack under it.
    public mutating func apply(_ operation: NavigationOperation) throws(NavigationError) -> OperationResult {
        var result = !presented.isEmpty && operation.body.scope == .visibleScreen
            ? try applyToPresented(operation) : try operation.body.apply(to: &self)
        result.isAnimated = result.isAnimated && operation.isAnimated
        return result
    }

    /// Applies operations in order, stopping at the first error.
    public mutating func apply(_ operations: [NavigationOperation]) throws(NavigationError) -> [OperationResult] {
        var results: [OperationResult] = []
        for operation in operations { results.append(try apply(operation)) }
        return results
    }

    /// The stack replaced by `new`, with the messages UIKit sends on the way.
    mutating func replaceStack(with new: [ViewController], transition: Transition) -> OperationResult {
        let events = StackEvent.messages(from: ids, to: new.map(\.id))
        viewControllers = new
        applyTopBarWishes()
        return OperationResult(transition: transition, events: events)
    }

    /// Changes the top view controller in place (its editing state, say): the stack keeps its
    /// members, so it stays valid.
    mutating func changeTop<Result>(_ change: (inout ViewController) -> Result) -> Result {
        change(&viewControllers[viewControllers.count - 1])
    }

    static func validate(_ stack: [ViewController]) throws(NavigationError) {
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
