import Foundation
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// The full example scene, operations included, from `Fixtures/spec-example.yaml`.
struct SpecExampleTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/spec-example.yaml").path

    @Test func operationsOfTheExample() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.path))
        let scene = try SceneParser.parse(Array(data), file: "spec-example.yaml")
        guard case .navigationController(let nav) = scene.root else { Issue.record("root"); return }
        #expect(nav.initial.ids == ["albums", "photo"])
        #expect(nav.steps.map(\.result.transition) == [.push, .pop, .pop, .none, .push, .navigationBarVisibility,
                                                          .toolbarVisibility])
        #expect(nav.controller.ids == ["albums", "d"])
        #expect(nav.transition == .toolbarVisibility)
        #expect(nav.controller.isNavigationBarHidden && !nav.controller.isToolbarHidden)
        // "popTo: albums" after popToRoot: albums is already on top, which UIKit ignores.
        #expect(scene.warnings.map(\.description) == [
            "spec-example.yaml:33:7: warning at navigationController.operations[3]: popTo `albums` ignored: it is already the top view controller",
        ])
        // The back button of D comes from albums: the default back button titled "Albums".
        #expect(nav.controller.resolvedNavigationBar.left
            == [ResolvedBarItem(.backButton(.init(title: "Albums")), source: .defaultBack)])
        // Only the view controller that was visible and the one becoming visible hear the pop to root.
        #expect(Set(nav.steps[2].result.events.map(\.viewController)) == ["photo", "albums"])
    }
}
