import Testing
import NavigationModel
import Scene
@testable import SceneFile

/// Operations in scene files: applied in order, each with its transition, messages and warnings.
struct SceneOperationTests {
    @Test func operationsApplyInOrder() throws {
        let scene = try parse("""
            navigationController:
              viewControllers:
                - { id: albums, title: Albums }
              operations:
                - push: { id: photos, title: Photos }
                - push: { id: photo, title: Photo }
                - pop
                - popToRoot
                - popTo: albums
                - setViewControllers: [albums, photos, photo]
                - setViewControllers: [ { id: d, title: D }, albums, photos ]
                - setNavigationBarHidden: true
                - setToolbarHidden: false
            """)
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.steps.map(\.result.transition) == [.push, .push, .pop, .pop, .none, .push, .pop, .navigationBarVisibility,
                                                          .toolbarVisibility])
        #expect(nav.steps.map(\.operation.name) == ["push", "push", "pop", "popToRoot", "popTo", "setViewControllers",
                                                    "setViewControllers", "setNavigationBarHidden", "setToolbarHidden"])
        #expect(nav.controller.ids == ["d", "albums", "photos"])
        #expect(nav.initial.ids == ["albums"])
        #expect(nav.controller.isNavigationBarHidden && !nav.controller.isToolbarHidden)
        #expect(nav.transition == .toolbarVisibility)
        // popTo the top is ignored by UIKit: a warning with its place.
        #expect(scene.warnings.map(\.description) == [
            "scene.yaml:9:7: warning at navigationController.operations[4]: popTo `albums` ignored: it is already the top view controller",
        ])
        #expect(nav.steps[0].location == SourceLocation(file: "scene.yaml", line: 5, column: 7))
        #expect(nav.steps[0].keyPath == "navigationController.operations[0]")
        #expect(nav.steps[0].result.events.first == StackEvent(.viewWillDisappear, viewController: "albums"))
    }

    /// A string names a view controller defined anywhere in the scene, popped ones included.
    @Test func aPoppedViewControllerCanBePushedAgainByID() throws {
        let scene = try parse("""
            navigationController:
              viewControllers: [ {title: A}, {title: B, navigationItem: {prompt: Hi}} ]
              operations: [ pop, { push: B } ]
            """)
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.controller.topViewController.navigationItem.prompt == "Hi")
        #expect(nav.transition == .push)
    }

    @Test func popOnTheRootWarns() throws {
        let scene = try parse("navigationController:\n  viewControllers: [ {title: A} ]\n  operations:\n    - pop:\n")
        #expect(scene.warnings.map(\.message) == ["pop ignored: the root view controller can never be removed"])
    }

    @Test func idsDefaultToTheTitleThenTheKeyPath() throws {
        let scene = try parse("navigationController:\n  viewControllers: [ {title: A}, {} , {id: c} ]")
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.controller.ids == ["A", "navigationController.viewControllers[1]", "c"])
    }

    /// The UINavigationBar reference's example, on a standalone bar.
    @Test func standaloneBarSetItems() throws {
        let scene = try parse("""
            navigationBar:
              items: [ {title: A}, {title: B}, {title: C} ]
              operations:
                - setItems: [ {title: D}, A, B ]
                - push: { id: e, title: E }
                - pop
                - pop
                - pop
                - pop
                - pop
            """)
        guard case .navigationBar(let bar) = scene.root else { Issue.record("root"); return }
        #expect(bar.steps.map(\.result.transition) == [.pop, .push, .pop, .pop, .pop, .pop, .none])
        #expect(bar.bar.ids.isEmpty)
        // The fourth pop leaves the bar empty (a warning); the fifth has nothing to pop.
        #expect(scene.warnings.map(\.keyPath) == ["navigationBar.operations[5]", "navigationBar.operations[6]"])
        #expect(scene.warnings.first?.code == .navigationBarEmpty)
    }

    @Test func standaloneBarRefusesAnItemTwice() {
        #expect(throws: SceneError.self) {
            _ = try parse("navigationBar:\n  items: [ {title: A} ]\n  operations: [ { push: A } ]")
        }
    }

    /// `toolbarItems` on the top screen while the toolbar is hidden (the default) are shown nowhere:
    /// a warning at the key, naming `toolbarHidden: false`; none once the toolbar shows.
    @Test func toolbarItemsOnAHiddenToolbarAreAWarning() throws {
        let scene = try SceneParser.parse("""
            navigationController:
              viewControllers:
                - title: Mail
                  toolbarItems: [ { systemItem: refresh } ]
            """, file: "s.yaml")
        #expect(scene.warnings.map(\.description) == [
            "s.yaml:4:7: warning at navigationController.viewControllers[0].toolbarItems: the toolbar is hidden, so "
                + "these items are not shown: write `toolbarHidden: false` on the navigationController to show its "
                + "toolbar"])
        let pushed = try SceneParser.parse("""
            navigationController:
              viewControllers: [ { title: Mail } ]
              operations:
                - push: { title: Inbox, toolbarItems: [ { systemItem: compose } ] }
            """, file: "s.yaml")
        #expect(pushed.warnings.count == 1 && pushed.warnings.first?.description.contains("toolbarHidden: false") == true,
                "\(pushed.warnings)")
        let shown = try SceneParser.parse("""
            navigationController:
              toolbarHidden: false
              viewControllers:
                - title: Mail
                  toolbarItems: [ { systemItem: refresh } ]
            """, file: "s.yaml")
        #expect(shown.warnings.isEmpty)
    }
}
