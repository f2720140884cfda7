/// One message sent while a navigation controller's stack changes, as data.
///
/// "Whenever you push or pop a view controller, the navigation controller sends messages to the
/// affected view controllers. The navigation controller also sends messages to its delegate when its
/// stack changes." (Figure 1-5, "Messages sent during stack changes".) "If you push or pop multiple
/// view controllers at once, only the view controller that was visible and the view controller that
/// is about to become visible have the method called." "You can use the
/// isMovingToParentViewController and isMovingFromParentViewController methods of UIViewController
/// to determine if a view controller is appearing or disappearing as a result of a push or a pop."
public struct StackEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Message: String, CaseIterable, Hashable, Sendable {
        case viewWillDisappear
        case viewWillAppear
        /// The delegate's `navigationController:willShowViewController:animated:`.
        case willShowViewController
        case viewDidDisappear
        case viewDidAppear
        /// The delegate's `navigationController:didShowViewController:animated:`.
        case didShowViewController

        /// Who receives the message: a view controller or the navigation controller's delegate.
        public var receiver: Receiver {
            switch self {
            case .willShowViewController, .didShowViewController: return .delegate
            default: return .viewController
            }
        }

        /// The Objective-C selector, for readable output.
        public var selector: String {
            switch self {
            case .willShowViewController: return "navigationController:willShowViewController:animated:"
            case .didShowViewController: return "navigationController:didShowViewController:animated:"
            default: return rawValue + ":"
            }
        }
    }

    public enum Receiver: String, Hashable, Sendable {
        case viewController
        case delegate
    }

    public var message: Message
    /// The view controller the message is about: the receiver, or for the delegate's messages the
    /// view controller being shown.
    public var viewController: String
    /// `isMovingToParentViewController` of that view controller while the message is sent: true when
    /// this change adds it to the stack.
    public var isMovingToParentViewController: Bool
    /// `isMovingFromParentViewController`: true when this change removes it from the stack.
    public var isMovingFromParentViewController: Bool

    public init(_ message: Message, viewController: String, isMovingToParentViewController: Bool = false,
                isMovingFromParentViewController: Bool = false) {
        self.message = message
        self.viewController = viewController
        self.isMovingToParentViewController = isMovingToParentViewController
        self.isMovingFromParentViewController = isMovingFromParentViewController
    }

    public var description: String {
        var flags: [String] = []
        if isMovingToParentViewController { flags.append("isMovingToParentViewController") }
        if isMovingFromParentViewController { flags.append("isMovingFromParentViewController") }
        let about = message.receiver == .delegate ? "delegate (\(viewController))" : viewController
        return "\(about) \(message.selector)" + (flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]")
    }

    /// The messages of a change from the stack `old` to the stack `new` (ids, root first), in the
    /// order of Figure 1-5: the disappearing view controller's `viewWillDisappear:`, the appearing
    /// one's `viewWillAppear:`, the delegate's `willShowViewController`, then the same three as
    /// did-messages once the transition ends. Only the old top and the new top hear anything;
    /// intermediate view controllers do not. No messages when the top does not change.
    public static func messages(from old: [String], to new: [String]) -> [StackEvent] {
        guard let newTop = new.last, old.last != newTop else { return [] }
        let appearingAdded = !old.contains(newTop)
        func appearing(_ m: Message) -> StackEvent {
            StackEvent(m, viewController: newTop, isMovingToParentViewController: appearingAdded)
        }
        guard let oldTop = old.last else {
            return [appearing(.viewWillAppear), appearing(.willShowViewController),
                    appearing(.viewDidAppear), appearing(.didShowViewController)]
        }
        let disappearingRemoved = !new.contains(oldTop)
        func disappearing(_ m: Message) -> StackEvent {
            StackEvent(m, viewController: oldTop, isMovingFromParentViewController: disappearingRemoved)
        }
        return [
            disappearing(.viewWillDisappear), appearing(.viewWillAppear), appearing(.willShowViewController),
            disappearing(.viewDidDisappear), appearing(.viewDidAppear), appearing(.didShowViewController),
        ]
    }
}
