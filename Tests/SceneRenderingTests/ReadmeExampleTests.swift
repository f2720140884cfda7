import Chevron
import Foundation
import Testing

/// docs/library.md's library example, kept true (scripts/api.sh type-checks it; this runs it).
struct ReadmeExampleTests {
    @Test func libraryUse() throws {
        let renderer = try SceneRenderer.bundled()
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Scenes/sort-toolbar.yaml").path
        let rendered = try renderer.render(sceneFile: scenes, scale: 2)
        #expect(rendered.bitmap.width == 640 && rendered.bitmap.height == 960)

        let sceneLayout = renderer.layout(rendered.scene)
        #expect(sceneLayout == rendered.layout)
        #expect(sceneLayout.toolbar?.layout.items.isEmpty == false)
        let again = try renderer.render(sceneLayout, scale: 2, images: .none)
        #expect(again == rendered.bitmap)

        let typesetter = try Typesetter.bundled()
        let width = ItemSizing.width(of: .backButton(title: "Back", image: nil),
                                     context: LayoutContext(measurer: TextMeasurer(typesetter)))
        #expect(width == 49)

        let bar = try NavigationBar(entries: [.init(id: "a", item: NavigationItem(title: "Albums")),
                                              .init(id: "p", item: NavigationItem(title: "Photos"))])
        let layout = NavigationBarLayout(bar.resolved, width: 320, context: LayoutContext(measurer: renderer.measurer))
        #expect(layout.left.map(\.frame) == [Rect(x: 5, y: 7, width: 65, height: 30)])
    }
}
