/// The animation an operation uses, by name (`resolve` prints it). The stack's own are here; each
/// family that animates otherwise declares its transition beside its operation (`editing` in
/// `ViewController+Editing.swift`, `showActionSheet` and `showAlert` in `ShownSheet.swift`,
/// `present` and `dismiss` in `ModalPresentation.swift`), and its layout says how it moves
/// (`ScenePart.timing(of:)`).
public struct Transition: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// The new top slides in from the right.
    public static let push = Transition(rawValue: "push")
    /// The old top slides out to the right, revealing the new top.
    public static let pop = Transition(rawValue: "pop")
    /// The top did not change: nothing animates.
    public static let none = Transition(rawValue: "none")

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
