import Testing
import NavigationModel

/// Figure 1-5, "Messages sent during stack changes", and isMovingTo/FromParentViewController.
struct StackEventTests {
    typealias E = StackEvent

    @Test func pushSendsWillThenDidMessagesToTheOldAndNewTop() throws {
        var controller = try NavigationController(viewControllers: [vc("albums")])
        let events = try controller.apply(.push(vc("photos"))).events
        #expect(events == [
            E(.viewWillDisappear, viewController: "albums"),
            E(.viewWillAppear, viewController: "photos", isMovingToParentViewController: true),
            E(.willShowViewController, viewController: "photos", isMovingToParentViewController: true),
            E(.viewDidDisappear, viewController: "albums"),
            E(.viewDidAppear, viewController: "photos", isMovingToParentViewController: true),
            E(.didShowViewController, viewController: "photos", isMovingToParentViewController: true),
        ])
    }

    @Test func popMovesTheOldTopFromItsParent() throws {
        var controller = try NavigationController(viewControllers: [vc("albums"), vc("photos")])
        let events = try controller.apply(.pop).events
        #expect(events == [
            E(.viewWillDisappear, viewController: "photos", isMovingFromParentViewController: true),
            E(.viewWillAppear, viewController: "albums"),
            E(.willShowViewController, viewController: "albums"),
            E(.viewDidDisappear, viewController: "photos", isMovingFromParentViewController: true),
            E(.viewDidAppear, viewController: "albums"),
            E(.didShowViewController, viewController: "albums"),
        ])
    }

    /// "If you push or pop multiple view controllers at once, only the view controller that was
    /// visible and the view controller that is about to become visible have the method called. The
    /// intermediate view controllers do not have the method called".
    @Test func popToRootSkipsTheIntermediateViewControllers() throws {
        var controller = try NavigationController(viewControllers: [vc("a"), vc("b"), vc("c"), vc("d")])
        let events = try controller.apply(.popToRoot).events
        #expect(Set(events.map(\.viewController)) == ["a", "d"])
        #expect(events.count == 6)
    }

    struct FlagCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: [String]
        var new: [String]
        var disappearing: (id: String, movingFrom: Bool)?
        var appearing: (id: String, movingTo: Bool)?
        var testDescription: String { rule }
    }

    static let flagCases: [FlagCase] = [
        FlagCase(rule: "setViewControllers A, B, C → D, A, B: C leaves its parent, B was already there",
                 start: ["A", "B", "C"], new: ["D", "A", "B"], disappearing: ("C", true), appearing: ("B", false)),
        FlagCase(rule: "setViewControllers A, B → A, B, C: B stays below, C joins",
                 start: ["A", "B"], new: ["A", "B", "C"], disappearing: ("B", false), appearing: ("C", true)),
        FlagCase(rule: "setViewControllers A, B → X: both leave and join", start: ["A", "B"], new: ["X"],
                 disappearing: ("B", true), appearing: ("X", true)),
        FlagCase(rule: "setViewControllers keeping the top: no messages", start: ["A", "B"], new: ["X", "B"],
                 disappearing: nil, appearing: nil),
    ]

    @Test(arguments: flagCases)
    func setViewControllersFlags(_ c: FlagCase) throws {
        var controller = try NavigationController(viewControllers: c.start.map { vc($0) })
        let events = try controller.apply(.setViewControllers(c.new.map { vc($0) })).events
        guard let gone = c.disappearing, let shown = c.appearing else {
            #expect(events.isEmpty)
            return
        }
        #expect(events.map(\.message) == [.viewWillDisappear, .viewWillAppear, .willShowViewController,
                                          .viewDidDisappear, .viewDidAppear, .didShowViewController])
        for event in events where event.message.receiver == .viewController {
            if event.message == .viewWillDisappear || event.message == .viewDidDisappear {
                #expect(event.viewController == gone.id)
                #expect(event.isMovingFromParentViewController == gone.movingFrom)
            } else {
                #expect(event.viewController == shown.id)
                #expect(event.isMovingToParentViewController == shown.movingTo)
            }
        }
        #expect(events.filter { $0.message.receiver == .delegate }.allSatisfy { $0.viewController == shown.id })
    }

    @Test func barHidingAndIgnoredOperationsSendNothing() throws {
        var controller = try NavigationController(viewControllers: [vc("a")])
        #expect(try controller.apply(.setNavigationBarHidden(true)).events.isEmpty)
        #expect(try controller.apply(.pop).events.isEmpty)
    }

    @Test func readableDescriptions() {
        #expect(E(.viewWillAppear, viewController: "b", isMovingToParentViewController: true).description
            == "b viewWillAppear: [isMovingToParentViewController]")
        #expect(E(.didShowViewController, viewController: "b").description
            == "delegate (b) navigationController:didShowViewController:animated:")
    }
}
