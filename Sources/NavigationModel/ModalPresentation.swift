/// `UIModalTransitionStyle` of iPhone OS 3: how a modally presented screen arrives and leaves
/// (docs/DESIGN.md §Modal screens).
public enum ModalTransitionStyle: String, CaseIterable, Hashable, Sendable {
    /// "When the view controller is presented, its view slides up from the bottom of the screen. On
    /// dismissal, the view slides back down." The default.
    case coverVertical
    /// The two screens turn about the vertical axis: the presented one is the back of the presenter.
    case flipHorizontal
    /// The presented screen fades in over the presenter (and out on dismissal).
    case crossDissolve
}

/// A screen presented modally (`presentModalViewController:animated:`): a view controller, or a
/// navigation controller with its own stack and bars, and the style it moves with.
public struct PresentedScreen: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case viewController(ViewController)
        case navigationController(NavigationController)
    }

    public var content: Content
    public var style: ModalTransitionStyle

    public init(_ content: Content, style: ModalTransitionStyle = .coverVertical) {
        self.content = content
        self.style = style
    }

    /// The view controller it shows: the view controller itself, or the top of its stack.
    public var visibleViewController: ViewController {
        switch content {
        case .viewController(let vc): return vc
        case .navigationController(let nav): return nav.topViewController
        }
    }

    /// Every view controller it holds (its stack, or the one view controller).
    package var viewControllers: [ViewController] {
        switch content {
        case .viewController(let vc): return [vc]
        case .navigationController(let nav): return nav.viewControllers
        }
    }

    /// The screen as a navigation controller for layout: a presented view controller alone is a
    /// stack of one whose navigation bar is hidden (it has none).
    package var asNavigationController: NavigationController? {
        switch content {
        case .navigationController(let nav): return nav
        case .viewController(let vc): return try? NavigationController(viewControllers: [vc], isNavigationBarHidden: true)
        }
    }
}

extension NavigationController {
    /// "It is important to note that the objects in the topViewController and visibleViewController
    /// properties need not be the same. If you present a view controller modally from the topmost
    /// object in the stack, the topViewController property does not change but the object in the
    /// visibleViewController property does" (seed 000, "Navigation Controllers"): the top-most
    /// presented screen's view controller, else the top of the stack.
    public var visibleViewController: ViewController {
        presented.last?.visibleViewController ?? topViewController
    }

    /// Every view controller the controller knows, on its stack or presented.
    package var allViewControllerIDs: Set<String> {
        Set(ids + presented.flatMap { $0.viewControllers.map(\.id) })
    }

    /// `present` and `dismiss`, and a stack operation while a screen is presented: it acts on the
    /// presented navigation controller (the visible one), never on the stack under it.
    mutating func applyModal(_ operation: NavigationOperation) throws(NavigationError) -> OperationResult {
        switch operation {
        case .present(let screen):
            // Presented by the visible view controller: the top of the stack, or the top-most
            // presented screen ("one more present presents from the presented one").
            for vc in screen.viewControllers where allViewControllerIDs.contains(vc.id) {
                throw .alreadyShown(vc.id)
            }
            let presenter = visibleViewController.id
            presented.append(screen)
            return OperationResult(transition: .present,
                                   events: NavigationController.modalMessages(disappearing: presenter,
                                                                             appearing: screen.visibleViewController.id))
        case .dismiss:
            // "dismissModalViewControllerAnimated:" dismisses the top-most presented screen.
            guard let leaving = presented.popLast() else { throw .nothingPresented }
            return OperationResult(transition: .dismiss,
                                   events: NavigationController.modalMessages(disappearing: leaving.visibleViewController.id,
                                                                             appearing: visibleViewController.id))
        default:
            guard let index = presented.indices.last else { return try apply(operation) }
            // `setEditing:animated:` is UIViewController's: a presented view controller edits
            // without a stack.
            if case .viewController(var vc) = presented[index].content, case .setEditing(let editing, let animated) = operation {
                let result = vc.applyEditing(editing, animated: animated)
                presented[index].content = .viewController(vc)
                return result
            }
            guard case .navigationController(var nav) = presented[index].content else {
                throw .notANavigationController(presented[index].visibleViewController.id, operation: operation.name)
            }
            if case .push(let vc) = operation, !nav.ids.contains(vc.id), allViewControllerIDs.contains(vc.id) {
                throw .alreadyShown(vc.id)
            }
            let result = try nav.apply(operation)
            presented[index].content = .navigationController(nav)
            return result
        }
    }

    /// The messages of a present or a dismiss: the screen that was visible disappears and the new
    /// one appears, will then did (UIViewController's `viewWillDisappear:` … `viewDidAppear:`); a
    /// modal change moves nothing onto or off a stack, and sends the navigation delegate nothing.
    static func modalMessages(disappearing: String, appearing: String) -> [StackEvent] {
        [StackEvent(.viewWillDisappear, viewController: disappearing), StackEvent(.viewWillAppear, viewController: appearing),
         StackEvent(.viewDidDisappear, viewController: disappearing), StackEvent(.viewDidAppear, viewController: appearing)]
    }
}
