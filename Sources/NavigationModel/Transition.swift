/// The animation a stack change uses.
public enum Transition: String, CaseIterable, Hashable, Sendable {
    /// The new top slides in from the right.
    case push
    /// The old top slides out to the right, revealing the new top.
    case pop
    /// The top did not change: nothing animates.
    case none
    /// `setEditing:animated:`: the top screen's editing controls slide in or out (0.3 s,
    /// `SceneTransition`), its Edit button turns into Done or back.
    case editing
    /// An action sheet slides up over the dimmed screen (docs/DESIGN.md §Action sheets and alerts).
    case showActionSheet
    /// An alert pops up over the dimmed screen.
    case showAlert
    /// A screen is presented modally over the visible one (its `ModalTransitionStyle` says how).
    case present
    /// The top-most presented screen is dismissed.
    case dismiss

    /// The transition of `setItems:animated:` (UINavigationBar reference), which UIKit's
    /// `setViewControllers:animated:` shares: "this method decides which type of transition to
    /// perform based on whether the last item in the items array is already on the current
    /// navigation stack. If the item is currently on the stack, but is not the topmost item, this
    /// method uses a pop transition; if it is the topmost item, no transition is performed. If the
    /// item is not on the stack, this method uses a push transition. […] For example, if items A, B,
    /// and C are on the stack and you set items D, A, and B, this method uses a pop transition."
    ///
    /// Items are compared by identity (`id`). An empty new stack has no last item: no transition.
    public static func replacing(_ current: [String], with new: [String]) -> Transition {
        guard let last = new.last else { return .none }
        if last == current.last { return .none }
        return current.contains(last) ? .pop : .push
    }
}
