import ChevronSupport

/// A change to a navigation controller (Table 3-1, "Options for managing the navigation stack",
/// the bar-hiding methods, and what a family adds: `setEditing`, `present`, `showAlert`…). Each kind
/// of operation is a value of its own family (`NavigationOperationKind`), which says how it applies,
/// what it brings and how it is captioned, in the family's own file: the stack's in
/// `StackOperation.swift`, `setEditing` in `ViewController+Editing.swift`, the sheets' in
/// `ShownSheet.swift`, `present` and `dismiss` in `ModalPresentation.swift`.
public struct NavigationOperation: Hashable, Sendable, CustomStringConvertible {
    /// The operation itself.
    package let body: any NavigationOperationKind
    /// False when the scene asked for it without animation (`animated: false` beside its key: the
    /// `animated:` argument of UIKit's method, NO); true by default.
    public private(set) var isAnimated: Bool

    package init(_ body: some NavigationOperationKind) {
        self.body = body
        isAnimated = body.isAnimated
    }

    /// The same operation with UIKit's `animated:` argument: NO changes the screen at once
    /// (seed 000: every stack method takes it; seed 004: `setItems:animated:` NO "replace[s] the
    /// stack items without any animations").
    public func animated(_ animated: Bool) -> NavigationOperation {
        var copy = self
        copy.isAnimated = animated && body.isAnimated
        return copy
    }

    /// The operation as its own kind (`operation.kind(Present.self)?.screen`), or nil when it is
    /// another.
    package func kind<Kind: NavigationOperationKind>(_: Kind.Type) -> Kind? { body as? Kind }

    /// The operation's name as a scene file writes it.
    public var name: String { body.name }

    public var description: String {
        body.description + (isAnimated || !body.isAnimated ? "" : " (not animated)")
    }

    /// The view controllers the operation brings that were not written in the stack (what a push,
    /// a `setViewControllers` or a present shows): whoever reads a scene's images or names reads
    /// these, and a new operation says here what it brings instead of in every reader.
    package var broughtViewControllers: [ViewController] { body.broughtViewControllers }

    public static func == (a: NavigationOperation, b: NavigationOperation) -> Bool {
        AnyHashable(a.body) == AnyHashable(b.body) && a.isAnimated == b.isAnimated
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(body))
        hasher.combine(isAnimated)
    }
}

/// Where an operation acts while a screen is presented.
package enum NavigationOperationScope: Hashable, Sendable {
    /// On the visible screen: the top-most presented navigation controller (or view controller),
    /// never the stack under it. A stack operation, `setEditing`.
    case visibleScreen
    /// On the whole interface: `present` and `dismiss`, which keep the presented screens, and an
    /// action sheet or alert, which shows over everything.
    case interface
}

/// One kind of operation, defined by its family: how it changes a navigation controller, in UIKit's
/// words, and how a storyboard captions it. A new kind joins the model here and the scene file
/// through the parser's `SceneNode.operationSyntaxes` (docs/DESIGN.md §Adding a widget).
package protocol NavigationOperationKind: Hashable, Sendable, CustomStringConvertible {
    /// Its name as a scene file writes it (`push`).
    var name: String { get }
    /// Where it acts while a screen is presented; by default on the visible screen.
    var scope: NavigationOperationScope { get }
    /// The view controllers it brings that were not written in the stack; by default none.
    var broughtViewControllers: [ViewController] { get }
    /// Applies it to `controller` (with nothing presented, or the presented navigation controller
    /// itself). UIKit-illegal operations throw and leave the controller unchanged; operations UIKit
    /// ignores change nothing and carry a warning.
    func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult
    /// Applies it to a presented view controller that is not a navigation controller; nil (the
    /// default) when it needs a stack.
    func apply(toPresented viewController: inout ViewController) -> OperationResult?
    /// The storyboard's caption for it, applied to `controller`: by default its description.
    func caption(on controller: NavigationController) -> String
    /// False when the scene asked for it without animation (`animated: false`); true by default.
    var isAnimated: Bool { get }
}

extension NavigationOperationKind {
    package var scope: NavigationOperationScope { .visibleScreen }
    package var broughtViewControllers: [ViewController] { [] }
    package func apply(toPresented viewController: inout ViewController) -> OperationResult? { nil }
    package func caption(on controller: NavigationController) -> String { description }
    package var isAnimated: Bool { true }
}

extension ViewController {
    /// The view controller as a caption names it: its navigation item's title, else its title,
    /// else its id.
    package var captionName: String { navigationItem.title ?? title ?? id }
}

/// What an operation did: the transition it animates with, the messages sent on the way (in order),
/// and why it was ignored when UIKit would ignore it.
public struct OperationResult: Hashable, Sendable {
    /// The transition the change uses (what UIKit animates it as, or would with `animated: YES`).
    public var transition: Transition
    public var events: [StackEvent]
    public var warnings: [Diagnostic]
    /// False when the operation was asked for without animation: the screen changes at once, and
    /// `transition` is only what it would have animated as.
    public var isAnimated: Bool

    public init(transition: Transition, events: [StackEvent] = [], warnings: [Diagnostic] = [],
                isAnimated: Bool = true) {
        self.transition = transition
        self.events = events
        self.warnings = warnings
        self.isAnimated = isAnimated
    }

    /// Whether the screen moves: a transition, animated.
    public var animates: Bool { isAnimated && transition != .none }

    /// An operation UIKit ignores: nothing changes, nothing animates, one warning.
    static func ignored(_ why: String) -> OperationResult {
        OperationResult(transition: .none, warnings: [.warning(.operationIgnored, why)])
    }
}

/// An operation UIKit refuses (it raises an exception), or a stack that cannot exist.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A navigation controller always has a root view controller.
    case emptyStack
    /// "Pushing the same view controller instance more than once is not supported."
    case alreadyOnStack(String)
    /// `popToViewController:` to a view controller that is not on the stack.
    case notOnStack(String)
    /// The same view controller (or navigation item) twice in one stack.
    case duplicate(String)
    /// `dismiss` with no screen presented.
    case nothingPresented
    /// A stack operation while the presented screen is a view controller, not a navigation
    /// controller: it has no stack to push onto.
    case notANavigationController(String, operation: String)
    /// Presenting (or pushing) a view controller already on the stack or presented.
    case alreadyShown(String)

    public var description: String {
        switch self {
        case .emptyStack:
            return "a navigation stack cannot be empty: the root view controller can never be removed"
        case .alreadyOnStack(let id):
            return "`\(id)` is already on the navigation stack; the same view controller cannot be pushed twice"
        case .notOnStack(let id):
            return "`\(id)` is not on the navigation stack"
        case .duplicate(let id):
            return "`\(id)` appears more than once in the stack; each entry must be a different object"
        case .nothingPresented:
            return "nothing is presented: dismiss dismisses the screen a `present` showed"
        case .notANavigationController(let id, let operation):
            return "the presented view controller `\(id)` is not a navigation controller, so it has no stack to "
                + "\(operation) on: push and pop after a present act on a presented navigationController (write "
                + "`present: { navigationController: { viewControllers: [...] } }`)"
        case .alreadyShown(let id):
            return "`\(id)` is already on the navigation stack or presented; a view controller is shown once"
        }
    }
}
