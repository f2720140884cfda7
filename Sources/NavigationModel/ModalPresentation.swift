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

    /// An operation on the visible screen while a screen is presented: it acts on the top-most
    /// presented navigation controller, never on the stack under it; a presented view controller
    /// alone takes only what needs no stack (`setEditing`).
    mutating func applyToPresented(_ operation: NavigationOperation) throws(NavigationError) -> OperationResult {
        guard let index = presented.indices.last else { return try operation.body.apply(to: &self) }
        switch presented[index].content {
        case .viewController(var vc):
            guard let result = operation.body.apply(toPresented: &vc) else {
                throw .notANavigationController(vc.id, operation: operation.name)
            }
            presented[index].content = .viewController(vc)
            return result
        case .navigationController(var nav):
            // What it brings may not be shown elsewhere: on the stack under it, or presented.
            for vc in operation.broughtViewControllers where !nav.ids.contains(vc.id) && allViewControllerIDs.contains(vc.id) {
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

/// `presentModalViewController:animated:` from the visible view controller (docs/DESIGN.md §Modal
/// screens).
package struct Present: NavigationOperationKind {
    package var screen: PresentedScreen

    package var name: String { "present" }
    package var description: String { "present \(screen.visibleViewController.id)" }
    package var scope: NavigationOperationScope { .interface }
    package var broughtViewControllers: [ViewController] { screen.viewControllers }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        // Presented by the visible view controller: the top of the stack, or the top-most
        // presented screen ("one more present presents from the presented one").
        for vc in screen.viewControllers where controller.allViewControllerIDs.contains(vc.id) {
            throw .alreadyShown(vc.id)
        }
        let presenter = controller.visibleViewController.id
        controller.presented.append(screen)
        return OperationResult(transition: .present,
                               events: NavigationController.modalMessages(disappearing: presenter,
                                                                         appearing: screen.visibleViewController.id))
    }

    package func caption(on controller: NavigationController) -> String {
        "present \(screen.visibleViewController.captionName)"
    }
}

/// `dismissModalViewControllerAnimated:`: the top-most presented screen leaves.
package struct Dismiss: NavigationOperationKind {
    package var name: String { "dismiss" }
    package var description: String { name }
    package var scope: NavigationOperationScope { .interface }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        // "dismissModalViewControllerAnimated:" dismisses the top-most presented screen.
        guard let leaving = controller.presented.popLast() else { throw .nothingPresented }
        return OperationResult(transition: .dismiss,
                               events: NavigationController.modalMessages(disappearing: leaving.visibleViewController.id,
                                                                         appearing: controller.visibleViewController.id))
    }

    package func caption(on controller: NavigationController) -> String {
        "dismiss" + (controller.presented.last.map { " " + $0.visibleViewController.captionName } ?? "")
    }
}

extension NavigationOperation {
    /// `presentModalViewController:animated:`.
    public static func present(_ screen: PresentedScreen) -> NavigationOperation { NavigationOperation(Present(screen: screen)) }
    /// `dismissModalViewControllerAnimated:`.
    public static var dismiss: NavigationOperation { NavigationOperation(Dismiss()) }
}

extension Transition {
    /// A screen is presented modally over the visible one (its `ModalTransitionStyle` says how).
    public static let present = Transition(rawValue: "present")
    /// The top-most presented screen is dismissed.
    public static let dismiss = Transition(rawValue: "dismiss")
}
