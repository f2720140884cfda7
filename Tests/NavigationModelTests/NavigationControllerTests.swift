import Testing
import NavigationModel

/// Table 3-1's operations, the bar-hiding methods, and what UIKit refuses or ignores.
struct NavigationControllerTests {
    static let albums = vc("albums", title: "Albums")
    static let photos = vc("photos", title: "Photos")
    static let photo = vc("photo", title: "Photo")
    static let detail = vc("detail", title: "Detail")

    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: [ViewController]
        var operation: NavigationOperation
        var stack: [String]
        var transition: Transition
        var warns = false
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "you can use the pushViewController:animated: method to push a new view controller onto the navigation stack",
             start: [albums], operation: .push(photos), stack: ["albums", "photos"], transition: .push),
        Case(rule: "You can also remove the topmost view controller programmatically using the popViewControllerAnimated: method",
             start: [albums, photos, photo], operation: .pop, stack: ["albums", "photos"], transition: .pop),
        Case(rule: "This root view controller always sits at the bottom of the navigation stack and can never be removed",
             start: [albums], operation: .pop, stack: ["albums"], transition: .none, warns: true),
        Case(rule: "popToRootViewControllerAnimated: removes all but the root view controller from the navigation stack",
             start: [albums, photos, photo], operation: .popToRoot, stack: ["albums"], transition: .pop),
        Case(rule: "popToRoot with only the root is ignored", start: [albums], operation: .popToRoot,
             stack: ["albums"], transition: .none, warns: true),
        Case(rule: "To back up more than one level at a time, use the popToViewController:animated: method",
             start: [albums, photos, photo, detail], operation: .popTo("photos"), stack: ["albums", "photos"],
             transition: .pop),
        Case(rule: "popTo the top view controller changes nothing", start: [albums, photos],
             operation: .popTo("photos"), stack: ["albums", "photos"], transition: .none, warns: true),
        Case(rule: "setViewControllers: the new last item is not on the stack: push",
             start: [albums], operation: .setViewControllers([albums, photos, photo]),
             stack: ["albums", "photos", "photo"], transition: .push),
        Case(rule: "setViewControllers: A, B, C → D, A, B is a pop",
             start: [vc("A"), vc("B"), vc("C")], operation: .setViewControllers([vc("D"), vc("A"), vc("B")]),
             stack: ["D", "A", "B"], transition: .pop),
        Case(rule: "setViewControllers: the new last item is already on top: no transition",
             start: [albums, photo], operation: .setViewControllers([photos, photo]), stack: ["photos", "photo"],
             transition: .none),
        Case(rule: "setViewControllers may replace the root", start: [albums, photos],
             operation: .setViewControllers([detail]), stack: ["detail"], transition: .push),
        Case(rule: "setNavigationBarHidden changes no stack", start: [albums, photos],
             operation: .setNavigationBarHidden(true), stack: ["albums", "photos"],
             transition: .navigationBarVisibility),
        Case(rule: "setToolbarHidden changes no stack", start: [albums], operation: .setToolbarHidden(false),
             stack: ["albums"], transition: .toolbarVisibility),
    ]

    @Test(arguments: cases)
    func operation(_ c: Case) throws {
        var controller = try NavigationController(viewControllers: c.start)
        let result = try controller.apply(c.operation)
        #expect(controller.ids == c.stack)
        #expect(result.transition == c.transition)
        #expect(result.warnings.isEmpty == !c.warns)
        if c.warns || c.transition == .none { #expect(result.events.isEmpty) }
    }

    struct IllegalCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: [ViewController]
        var operation: NavigationOperation
        var error: NavigationError
        var testDescription: String { rule }
    }

    static let illegal: [IllegalCase] = [
        IllegalCase(rule: "Pushing the same view controller instance more than once is not supported",
                    start: [albums, photos], operation: .push(albums), error: .alreadyOnStack("albums")),
        IllegalCase(rule: "popToViewController: to a view controller that is not on the stack",
                    start: [albums, photos], operation: .popTo("detail"), error: .notOnStack("detail")),
        IllegalCase(rule: "setViewControllers with no view controllers leaves no root",
                    start: [albums], operation: .setViewControllers([]), error: .emptyStack),
        IllegalCase(rule: "setViewControllers with one view controller twice",
                    start: [albums], operation: .setViewControllers([photos, photos]), error: .duplicate("photos")),
    ]

    @Test(arguments: illegal)
    func illegalOperationsThrowAndChangeNothing(_ c: IllegalCase) throws {
        var controller = try NavigationController(viewControllers: c.start)
        let before = controller
        #expect(throws: c.error) { _ = try controller.apply(c.operation) }
        #expect(controller == before)
    }

    @Test func aStackCannotStartEmptyOrWithDuplicates() {
        #expect(throws: NavigationError.emptyStack) { _ = try NavigationController(viewControllers: []) }
        #expect(throws: NavigationError.duplicate("a")) {
            _ = try NavigationController(viewControllers: [vc("a"), vc("b"), vc("a")])
        }
    }

    @Test func hidingFlagsAndDefaults() throws {
        var controller = try NavigationController(viewControllers: [Self.albums])
        #expect(controller.isToolbarHidden)
        #expect(!controller.isNavigationBarHidden)
        _ = try controller.apply([.setNavigationBarHidden(true), .setToolbarHidden(false)])
        #expect(controller.isNavigationBarHidden)
        #expect(controller.resolvedNavigationBar.isHidden)
        #expect(!controller.isToolbarHidden)
        #expect(controller.resolvedToolbar.isVisible)
    }

    /// The Photos drill-down of Figure 3-4: albums → an album → a photo, then back.
    @Test func photosDrillDown() throws {
        var controller = try NavigationController(viewControllers: [Self.albums])
        let results = try controller.apply([.push(Self.photos), .push(Self.photo), .pop])
        #expect(results.map(\.transition) == [.push, .push, .pop])
        #expect(controller.topViewController.id == "photos")
        let bar = controller.resolvedNavigationBar
        #expect(bar.left == [back("Albums", .defaultBack)])
        #expect(bar.center == .title("Photos"))
    }

    /// Applying a list stops at the first error; the operations before it stay applied.
    @Test func applyStopsAtTheFirstError() throws {
        var controller = try NavigationController(viewControllers: [Self.albums])
        #expect(throws: NavigationError.notOnStack("x")) {
            _ = try controller.apply([.push(Self.photos), .popTo("x"), .push(Self.photo)])
        }
        #expect(controller.ids == ["albums", "photos"])
    }
}
