import ChevronSupport
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `present` and `dismiss` in scene files (docs/DESIGN.md §Modal screens), and their bad input.
struct ModalSceneTests {
    static let issueScene = """
        navigationController:
          viewControllers: [ { id: inbox, title: Inbox } ]
          operations:
            - present:
                navigationController:
                  viewControllers:
                    - { id: compose, title: New Message,
                        navigationItem: { leftBarButtonItem: { systemItem: cancel }, rightBarButtonItem: { title: Send, style: done } } }
                modalTransitionStyle: coverVertical
            - dismiss
        """

    @Test func presentThenDismiss() throws {
        let scene = try parse(Self.issueScene)
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.steps.map(\.operation.name) == ["present", "dismiss"])
        #expect(nav.steps.map(\.result.transition) == [.present, .dismiss])
        #expect(nav.states.map(\.visibleViewController.id) == ["compose", "inbox"])
        #expect(nav.states.map(\.topViewController.id) == ["inbox", "inbox"])
        #expect(scene.stages.map(\.caption) == [nil, "present New Message", "dismiss New Message"])
        guard let screen = nav.steps[0].operation.kind(Present.self)?.screen else { Issue.record("present"); return }
        #expect(screen.style == .coverVertical)
    }

    @Test func aViewControllerAloneWithItsStyle() throws {
        let scene = try parse("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - present: { id: about, title: About, modalTransitionStyle: flipHorizontal }
                - dismiss
                - present: about
            """)
        guard case .navigationController(let nav) = scene.root,
              let first = nav.steps[0].operation.kind(Present.self)?.screen,
              let again = nav.steps[2].operation.kind(Present.self)?.screen else { Issue.record("root"); return }
        #expect(first.style == .flipHorizontal && first.visibleViewController.id == "about")
        #expect(again.style == .coverVertical && nav.controller.visibleViewController.id == "about")
    }

    static func message(_ yaml: String) -> String? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func dismissWithNothingPresentedIsAnErrorAtItsLine() {
        #expect(Self.message("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - dismiss
            """) == "scene.yaml:4:7: error at navigationController.operations[0]: dismiss: nothing is presented: "
            + "dismiss dismisses the screen a `present` showed")
    }

    @Test func pushOntoAPresentedViewControllerNamesTheRule() {
        let message = Self.message("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - present: { id: about, title: About }
                - push: { id: more, title: More }
            """)
        #expect(message?.hasPrefix("scene.yaml:5:7: error at navigationController.operations[1]: push: the presented "
                                   + "view controller `about` is not a navigation controller") == true, "\(message ?? "")")
        #expect(message?.contains("push and pop after a present act on a presented navigationController") == true)
    }

    @Test func anUnknownStyleSuggestsTheRightWord() {
        #expect(Self.message("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - present: { id: b, title: B, modalTransitionStyle: coverVerticle }
            """) == "scene.yaml:4:57: error at navigationController.operations[0].present.modalTransitionStyle: "
            + "unknown value `coverVerticle` — did you mean `coverVertical`?")
    }

    @Test func aViewControllerAndANavigationControllerAtOnceIsAnError() {
        let message = Self.message("""
            navigationController:
              viewControllers: [ { id: a, title: A } ]
              operations:
                - present: { title: B, navigationController: { viewControllers: [ { title: C } ] } }
            """)
        #expect(message?.contains("`present` takes a view controller or a `navigationController`, not both") == true,
                "\(message ?? "")")
    }
}
