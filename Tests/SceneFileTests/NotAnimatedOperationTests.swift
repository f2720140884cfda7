import NavigationModel
import Testing
import Scene
@testable import SceneFile

/// UIKit's `animated:` argument, written `animated: false` beside an operation's key in its list
/// entry. Rules N16 (seed 000: every stack method, `pushViewController:animated:`,
/// `popViewControllerAnimated:`… takes it) and S11 (seed 004: `setItems:animated:` with NO
/// "replace[s] the stack items without any animations").
struct NotAnimatedOperationTests {
    static let root = "navigationController:\n  viewControllers: [ { id: a, title: A }, { id: b, title: B } ]\n  operations:\n"

    func lastStep(_ operations: String) throws -> SceneStep<NavigationOperation> {
        let scene = try parse(Self.root + operations)
        guard case .navigationController(let nav) = scene.root else { return try #require(nil) }
        return try #require(nav.steps.last)
    }

    @Test(arguments: [
        "    - push: { id: c, title: C }\n      animated: false\n",
        "    - pop:\n      animated: false\n",
        "    - { popToRoot: null, animated: false }\n",
        "    - popTo: a\n      animated: false\n",
        "    - setViewControllers: [ b, a ]\n      animated: false\n",
        "    - present: { title: New }\n      animated: false\n",
        "    - setNavigationBarHidden: true\n      animated: false\n",
        "    - setToolbarHidden: false\n      animated: false\n",
    ])
    func N16_animatedFalseBesideAnyStackOperation(_ entry: String) throws {
        let step = try lastStep(entry)
        #expect(!step.result.isAnimated && !step.operation.isAnimated)
        #expect(!step.result.animates)
        #expect(step.operation.description.hasSuffix("(not animated)"))
    }

    @Test func N16_theTransitionIsStillTheOneItWouldAnimateAs() throws {
        let step = try lastStep("    - pop:\n      animated: false\n")
        #expect(step.result.transition == .pop)
        // The default, and `animated: true`, animate.
        let animated = try lastStep("    - pop:\n      animated: true\n")
        #expect(animated.result.isAnimated && animated.result.animates)
        #expect(try lastStep("    - pop\n").result.isAnimated)
        // The stage `animate` reads says so.
        let scene = try parse(Self.root + "    - pop:\n      animated: false\n")
        #expect(scene.stages.last?.isAnimated == false)
    }

    @Test func dismissTakesItToo() throws {
        let scene = try parse(Self.root + "    - present: { title: New }\n    - dismiss:\n      animated: false\n")
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.steps.map(\.result.isAnimated) == [true, false])
        #expect(nav.steps.last?.result.transition == .dismiss)
    }

    @Test func S11_setItemsOnAStandaloneBarWithoutAnimation() throws {
        let scene = try parse("""
            navigationBar:
              items: [ {title: A}, {title: B}, {title: C} ]
              operations:
                - setItems: [ {title: D}, A, B ]
                  animated: false
                - push: { title: E }
            """)
        guard case .navigationBar(let bar) = scene.root else { Issue.record("root"); return }
        #expect(bar.steps.map(\.result.isAnimated) == [false, true])
        #expect(bar.steps.first?.result.transition == .pop)
        #expect(scene.stages.map(\.isAnimated) == [true, false, true])
    }

    // MARK: Bad input, at its line

    @Test func anOperationWithoutAnAnimatedArgumentRefusesIt() {
        let yaml = Self.root + "    - showActionSheet: { title: T, cancelButtonTitle: Cancel }\n      animated: false\n"
        #expect { try parse(yaml) } throws: { error in
            let e = error as? SceneError
            return e?.kind == .unknownKey && e?.description.hasPrefix("scene.yaml:5:7: error at navigationController.operations[0].animated: ") == true
                && e?.description.contains("`showActionSheet` takes no `animated`") == true
        }
    }

    @Test func aMisspeltAnimatedIsSuggested() {
        let yaml = Self.root + "    - pop:\n      animted: false\n"
        #expect { try parse(yaml) } throws: { error in
            (error as? SceneError)?.description.contains("unknown key `animted` — did you mean `animated`?") == true
        }
    }

    @Test func animatedAloneIsNoOperation() {
        #expect { try parse(Self.root + "    - animated: false\n") } throws: { error in
            (error as? SceneError)?.description.contains("an operation is one key") == true
        }
        #expect { try parse(Self.root + "    - pop:\n      animated: maybe\n") } throws: { error in
            (error as? SceneError)?.kind == .wrongType
        }
    }
}

/// The item setters as a scene writes them.
struct ItemChangeSceneTests {
    @Test func aNullItemRemovesItAndATitleIsAString() throws {
        let scene = try parse("""
            navigationController:
              viewControllers:
                - { id: a, title: A }
                - { id: b, title: B, navigationItem: { leftBarButtonItem: { title: Menu } } }
              operations:
                - setLeftBarButtonItem: null
                - setTitle: Photos
                - setToolbarItems: [ { systemItem: trash } ]
            """)
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.steps.map(\.result.transition) == [.barItems, .none, .barItems])
        #expect(nav.controller.topViewController.navigationItem.leftBarButtonItem == nil)
        #expect(nav.controller.topViewController.navigationItem.title == "Photos")
        #expect(nav.controller.resolvedNavigationBar.left.first?.isBackButton == true)
    }
}
