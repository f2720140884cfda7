import ChevronSupport
/// A change to a navigation controller (Table 3-1, "Options for managing the navigation stack",
/// and the bar-hiding methods).
public enum NavigationOperation: Hashable, Sendable, CustomStringConvertible {
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
    /// `setEditing:animated:` of the top view controller (`ViewController+Editing.swift`).
    case setEditing(Bool, animated: Bool)
    /// `-[UIActionSheet showInView:]` / `-[UIAlertView show]`: an action sheet or an alert over the
    /// screen (`showActionSheet`, `showAlert`; docs/DESIGN.md §Action sheets and alerts).
    case show(ShownSheet)
    /// `presentModalViewController:animated:` from the visible view controller
    /// (docs/DESIGN.md §Modal screens).
    case present(PresentedScreen)
    /// `dismissModalViewControllerAnimated:`: the top-most presented screen leaves.
    case dismiss

    /// The operation's name as a scene file writes it.
    public var name: String {
        switch self {
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .popTo: return "popTo"
        case .setViewControllers: return "setViewControllers"
        case .setNavigationBarHidden: return "setNavigationBarHidden"
        case .setToolbarHidden: return "setToolbarHidden"
        case .setEditing: return "setEditing"
        case .show(let sheet): return sheet.operationName
        case .present: return "present"
        case .dismiss: return "dismiss"
        }
    }

    public var description: String {
        switch self {
        case .push(let vc): return "push \(vc.id)"
        case .pop, .popToRoot: return name
        case .popTo(let id): return "popTo \(id)"
        case .setViewControllers(let vcs): return "setViewControllers [" + vcs.map(\.id).joined(separator: ", ") + "]"
        case .setNavigationBarHidden(let hidden), .setToolbarHidden(let hidden): return "\(name) \(hidden)"
        case .setEditing(let editing, let animated): return "\(name) \(editing)" + (animated ? "" : " (not animated)")
        case .show(let sheet): return sheet.title.map { "\(name) \"\($0)\"" } ?? name
        case .present(let screen): return "present \(screen.visibleViewController.id)"
        case .dismiss: return name
        }
    }

    /// The view controllers the operation brings that were not written in the stack (what a push,
    /// a `setViewControllers` or a present shows): whoever reads a scene's images or names reads
    /// these, and a new operation says here what it brings instead of in every reader.
    package var broughtViewControllers: [ViewController] {
        switch self {
        case .push(let vc): return [vc]
        case .setViewControllers(let vcs): return vcs
        case .present(let screen): return screen.viewControllers
        case .pop, .popToRoot, .popTo, .setNavigationBarHidden, .setToolbarHidden, .setEditing, .show, .dismiss: return []
        }
    }
}

/// What an operation did: the transition it animates with, the messages sent on the way (in order),
/// and why it was ignored when UIKit would ignore it.
public struct OperationResult: Hashable, Sendable {
    public var transition: Transition
    public var events: [StackEvent]
    public var warnings: [Diagnostic]

    public init(transition: Transition, events: [StackEvent] = [], warnings: [Diagnostic] = []) {
        self.transition = transition
        self.events = events
        self.warnings = warnings
    }

    /// An operation UIKit ignores: nothing changes, nothing animates, one warning.
    static func ignored(_ why: String) -> OperationResult {
        OperationResult(transition: .none, warnings: [.warning("operation.ignored", why)])
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
