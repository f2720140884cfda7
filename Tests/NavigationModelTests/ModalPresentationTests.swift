import Testing
import NavigationModel

/// Presenting and dismissing (docs/DESIGN.md §Modal screens): the stack and its top stay, the
/// visible view controller changes, and the messages a present and a dismiss send.
struct ModalPresentationTests {
    static let inbox = vc("inbox", title: "Inbox")
    static let compose = vc("compose", title: "New Message")
    static let picker = vc("picker", title: "Photos")

    static func composeSheet() throws -> PresentedScreen {
        PresentedScreen(.navigationController(try NavigationController(viewControllers: [compose])))
    }

    @Test("If you present a view controller modally from the topmost object in the stack, the topViewController property does not change but the object in the visibleViewController property does")
    func presentingChangesOnlyTheVisibleViewController() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        let result = try nav.apply(.present(try Self.composeSheet()))
        #expect(nav.ids == ["inbox"])
        #expect(nav.topViewController.id == "inbox")
        #expect(nav.visibleViewController.id == "compose")
        #expect(result.transition == .present)
        #expect(result.events == [StackEvent(.viewWillDisappear, viewController: "inbox"),
                                  StackEvent(.viewWillAppear, viewController: "compose"),
                                  StackEvent(.viewDidDisappear, viewController: "inbox"),
                                  StackEvent(.viewDidAppear, viewController: "compose")])
        let dismissed = try nav.apply(.dismiss)
        #expect(nav.topViewController.id == "inbox" && nav.visibleViewController.id == "inbox")
        #expect(nav.presented.isEmpty)
        #expect(dismissed.transition == .dismiss)
        #expect(dismissed.events.map(\.viewController) == ["compose", "inbox", "compose", "inbox"])
        #expect(dismissed.events.map(\.message) == [.viewWillDisappear, .viewWillAppear, .viewDidDisappear, .viewDidAppear])
    }

    @Test("push and pop after a present act on the presented navigation controller")
    func pushAfterPresentActsOnThePresentedStack() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        _ = try nav.apply(.present(try Self.composeSheet()))
        let pushed = try nav.apply(.push(Self.picker))
        #expect(pushed.transition == .push)
        #expect(nav.ids == ["inbox"])
        guard case .navigationController(let sheet)? = nav.presented.last?.content else {
            Issue.record("the presented screen is a navigation controller")
            return
        }
        #expect(sheet.ids == ["compose", "picker"])
        #expect(nav.visibleViewController.id == "picker")
        #expect(try nav.apply(.pop).transition == .pop)
        #expect(nav.visibleViewController.id == "compose")
    }

    @Test("one more present presents from the presented one; dismiss dismisses the top-most")
    func presentsChainAndDismissTheTopMost() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        _ = try nav.apply(.present(try Self.composeSheet()))
        let second = try nav.apply(.present(PresentedScreen(.viewController(Self.picker), style: .crossDissolve)))
        #expect(second.events.first == StackEvent(.viewWillDisappear, viewController: "compose"))
        #expect(nav.visibleViewController.id == "picker")
        _ = try nav.apply(.dismiss)
        #expect(nav.visibleViewController.id == "compose" && nav.presented.count == 1)
    }

    /// An alert or action sheet belongs to the whole interface: shown over a presented screen, even
    /// a plain view controller that takes no navigation operations, it is the root controller's,
    /// and the presented screens stay as they are.
    @Test("an alert shown over a presented view controller is the interface's, not refused")
    func anAlertOverAPresentedScreen() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        _ = try nav.apply(.present(PresentedScreen(.viewController(Self.picker))))
        let alert = ShownSheet.alert(AlertView(title: "Send failed", buttons: ["OK"]))
        let shown = try nav.apply(.show(alert))
        #expect(shown.transition == .showAlert)
        #expect(nav.shownSheet == alert)
        #expect(nav.visibleViewController.id == "picker" && nav.presented.count == 1)
    }

    /// `setEditing:animated:` is UIViewController's: a presented view controller that is not a
    /// navigation controller has no stack, but it edits (its table shows the controls); the stack
    /// under it is untouched.
    @Test("setEditing after presenting a view controller edits that view controller")
    func setEditingOnAPresentedViewController() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        _ = try nav.apply(.present(PresentedScreen(.viewController(Self.picker))))
        let editing = try nav.apply(.setEditing(true, animated: true))
        #expect(editing.transition == .editing && editing.warnings.isEmpty)
        #expect(nav.visibleViewController.id == "picker" && nav.visibleViewController.isEditing)
        #expect(!nav.topViewController.isEditing)
        let again = try nav.apply(.setEditing(true, animated: true))
        #expect(again.transition == .none && again.warnings.count == 1)
        let done = try nav.apply(.setEditing(false, animated: false))
        #expect(done.transition == .none && !nav.visibleViewController.isEditing)
        // The stack operations still need a navigation controller.
        #expect(throws: NavigationError.notANavigationController("picker", operation: "setToolbarHidden")) {
            try nav.apply(.setToolbarHidden(false))
        }
    }

    @Test("dismiss with nothing presented is refused")
    func dismissWithNothingPresented() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        #expect(throws: NavigationError.nothingPresented) { try nav.apply(.dismiss) }
    }

    @Test("push onto a presented view controller that is not a navigation controller is refused, naming the rule")
    func pushOntoAPresentedViewController() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        _ = try nav.apply(.present(PresentedScreen(.viewController(Self.compose))))
        #expect(throws: NavigationError.notANavigationController("compose", operation: "push")) {
            try nav.apply(.push(Self.picker))
        }
        let message = NavigationError.notANavigationController("compose", operation: "push").description
        #expect(message.contains("push and pop after a present act on a presented navigationController"))
        // Nothing changed.
        #expect(nav.visibleViewController.id == "compose" && nav.ids == ["inbox"])
    }

    @Test("a view controller already shown cannot be presented again")
    func presentingAShownViewController() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        #expect(throws: NavigationError.alreadyShown("inbox")) {
            try nav.apply(.present(PresentedScreen(.viewController(Self.inbox))))
        }
    }

    @Test("what a stack operation on a presented screen brings may not be shown under it: a push, and a setViewControllers too")
    func bringingAShownViewControllerOverAPresent() throws {
        var nav = try NavigationController(viewControllers: [Self.inbox])
        let sheet = try NavigationController(viewControllers: [Self.compose])
        _ = try nav.apply(.present(PresentedScreen(.navigationController(sheet))))
        #expect(throws: NavigationError.alreadyShown("inbox")) { try nav.apply(.push(Self.inbox)) }
        #expect(throws: NavigationError.alreadyShown("inbox")) {
            try nav.apply(.setViewControllers([Self.compose, Self.inbox]))
        }
        // Its own members may come back in another order; nothing else changed.
        _ = try nav.apply(.setViewControllers([Self.compose, Self.picker]))
        #expect(nav.ids == ["inbox"])
        #expect(nav.presented.last?.viewControllers.map(\.id) == ["compose", "picker"])
    }
}
