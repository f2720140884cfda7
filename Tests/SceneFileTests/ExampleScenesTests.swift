import Foundation
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// The example scenes in Assets/Scenes/ (one per figure of Apple's Navigation Controllers guide,
/// docs/DESIGN.md §Sources) all read, without warnings, and show what their figure shows.
struct ExampleScenesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Scenes").standardized

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    static func load(_ name: String) throws -> Scene {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try SceneParser.parse(Array(data), file: name)
    }

    @Test func thereAreExamples() {
        #expect(Self.files.count >= 8)
    }

    @Test(arguments: files)
    func readsWithoutWarnings(_ name: String) throws {
        let scene = try Self.load(name)
        #expect(scene.warnings.isEmpty)
        #expect(scene.canvas.scale == 2)
    }

    /// Figures 3-3 / 3-4: the photo on top, its back button from the album, its toolbar shown.
    @Test func photosDrillDown() throws {
        guard case .navigationController(let nav) = try Self.load("photos-drilldown.yaml").root else {
            Issue.record("root"); return
        }
        #expect(nav.controller.ids == ["albums", "album", "photo"])
        let bar = nav.controller.resolvedNavigationBar
        #expect(bar.left == [ResolvedBarItem(.backButton(.init(title: "Camera Roll")), source: .defaultBack)])
        #expect(bar.center == .title("1 of 24"))
        #expect(nav.controller.resolvedToolbar.isVisible)
        #expect(nav.controller.resolvedToolbar.items.count == 5)
        #expect(nav.steps.map(\.result.transition) == [.push, .push, .toolbarVisibility])
    }

    /// Listing 3-2: the right item is the custom view.
    @Test func navBarCustomRightView() throws {
        guard case .navigationController(let nav) = try Self.load("navbar-custom-right-view.yaml").root else {
            Issue.record("root"); return
        }
        guard case .customView(.segmentedControl(let control))? = nav.controller.topViewController
            .navigationItem.rightBarButtonItem?.kind else { Issue.record("no custom view"); return }
        #expect(control.width == 90 && control.isMomentary && control.style == .bar)
        #expect(control.segments.map(\.content) == [.image(path: "images/up.png"), .image(path: "images/down.png")])
    }

    /// The UINavigationBar reference: A, B, C → D, A, B is a pop.
    @Test func setItemsIsAPop() throws {
        guard case .navigationBar(let bar) = try Self.load("set-items-pop.yaml").root else { Issue.record("root"); return }
        #expect(bar.transition == .pop)
        #expect(bar.bar.ids == ["D", "A", "B"])
    }

    @Test func sortToolbar() throws {
        guard case .navigationController(let nav) = try Self.load("sort-toolbar.yaml").root else {
            Issue.record("root"); return
        }
        let toolbar = nav.controller.resolvedToolbar
        #expect(toolbar.isVisible)
        #expect(toolbar.items.map(\.systemItem) == [.flexibleSpace, nil, .flexibleSpace])
    }
}
