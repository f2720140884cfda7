import Chevron
import ChevronTesting
import Foundation
import Testing

/// Table views against goldens (docs/DESIGN.md §Table views): every cell style, accessory, the
/// selection, the editing controls, plain and grouped, at @1x, @2x and @3x, and in landscape.
/// Through the differ with the example scenes' tolerance (text may move by a level between
/// FreeType versions); each golden was looked at next to the xamarin-tables screenshots.
struct TableGoldenTests {
    /// Images are read relative to the example scenes (`images/photo.png`).
    static let folder = ExampleSceneTests.folder.path

    static func screen(_ table: String, style: String = "plain", title: String = "Table",
                       orientation: String = "portrait") -> String {
        // The table's own keys under `table:`, 10 spaces in.
        let keys = table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return """
        canvas: { orientation: \(orientation) }
        navigationController:
          viewControllers:
            - title: \(title)
              content:
                table:
                  style: \(style)
        \(keys)
        """
    }

    static let scenes: [(name: String, yaml: String)] = [
        ("table-cell-styles", screen("""
                  sections:
                    - headerTitle: Styles
                      rows:
                        - { text: Default }
                        - { text: Value 1, detailText: Detail, style: value1 }
                        - { text: mobile, detailText: (555) 010-0100, style: value2 }
                        - { text: Subtitle, detailText: The detail under it, style: subtitle }
                        - { text: With an image, image: images/photo.png }
                        - { text: A text far too long to fit in the row beside its detail, detailText: Cut, style: value1 }
                    - headerTitle: Footer below
                      footerTitle: The end
                      rows: [Last]
            """)),
        ("table-accessories", screen("""
                  sections:
                    - headerTitle: Accessories
                      rows:
                        - { text: Disclosure, accessoryType: disclosureIndicator }
                        - { text: Detail button, accessoryType: detailDisclosureButton }
                        - { text: Checkmark, accessoryType: checkmark }
                        - { text: Wi-Fi, accessoryView: { switch: true } }
                        - { text: Airplane, accessoryView: { switch: false } }
                    - footerTitle: Fields and badges.
                      rows:
                        - { text: Name, textField: { text: John Appleseed } }
                        - { text: Email, textField: { placeholder: Required } }
                        - { text: Inbox, badge: "12", accessoryType: disclosureIndicator }
                        - { text: Sign In, textAlignment: center }
            """, style: "grouped")),
        ("table-selection", screen("""
                  sections:
                    - headerTitle: Selected
                      rows:
                        - { text: Plain row, selected: true, accessoryType: disclosureIndicator }
                        - { text: Value 1, detailText: Detail, style: value1, selected: true, accessoryType: checkmark }
                        - { text: Subtitle, detailText: Grey turns white, style: subtitle, selected: true, badge: "3" }
                        - { text: Not selected, accessoryType: disclosureIndicator }
            """)),
        ("table-selection-grouped", screen("""
                  sections:
                    - rows:
                        - { text: First, selected: true, accessoryType: disclosureIndicator }
                        - { text: Middle }
                        - { text: Last, selected: true, detailText: Detail, style: value1 }
                    - rows:
                        - { text: Only, selected: true, accessoryType: checkmark }
            """, style: "grouped")),
        ("table-editing", screen("""
                  editing: true
                  sections:
                    - headerTitle: Editing
                      rows:
                        - { text: Delete, accessoryType: disclosureIndicator }
                        - { text: Insert, editingStyle: insert }
                        - { text: Reorder, showsReorderControl: true }
                        - { text: No control, editingStyle: none, showsReorderControl: true }
            """)),
        ("table-index", screen("""
                  sectionIndexTitles: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z]
                  sections:
                    - { headerTitle: A, rows: [Apple, Artichoke] }
                    - { headerTitle: B, rows: [Banana, Berries, Blueberries, Broccoli] }
                    - { headerTitle: C, rows: [Cucumber, Cantalopes] }
            """)),
    ]

    @Test("table scenes", arguments: scenes.indices)
    func tableScene(index: Int) throws {
        let (name, yaml) = Self.scenes[index]
        let renderer = try SceneRenderer.bundled()
        for scale in [1, 2, 3] {
            let bitmap = try renderer.render(sceneBytes: Array(yaml.utf8), file: "\(name).yaml", folder: Self.folder,
                                             scale: scale).bitmap
            assertGolden(bitmap, named: "\(name)@\(scale)x", tolerance: ExampleSceneTests.tolerance)
        }
    }

    @Test("table scenes in landscape", arguments: [1, 2])
    func landscape(index: Int) throws {
        let (name, yaml) = Self.scenes[index]
        let rotated = yaml.replacingOccurrences(of: "orientation: portrait", with: "orientation: landscape")
        let bitmap = try SceneRenderer.bundled().render(sceneBytes: Array(rotated.utf8), file: "\(name).yaml",
                                                        folder: Self.folder, scale: 1).bitmap
        #expect(bitmap.width == 480 && bitmap.height == 320)
        assertGolden(bitmap, named: "\(name)-landscape@1x", tolerance: ExampleSceneTests.tolerance)
    }
}

/// `setEditing` (docs/DESIGN.md §Motion): the screen after it — the Edit button turned into Done,
/// every row's control — and an instant halfway through its 0.3 s, plain and grouped, at @1x and
/// @2x; the ends of the animation are the static renders.
struct TableEditingGoldenTests {
    static func scene(style: String) -> String {
        """
        navigationController:
          viewControllers:
            - title: Mailboxes
              navigationItem: { rightBarButtonItem: { systemItem: edit } }
              content:
                table:
                  style: \(style)
                  rows:
                    - { text: Inbox, badge: "3", accessoryType: disclosureIndicator }
                    - { text: Drafts, accessoryType: disclosureIndicator }
                    - { text: Sent, editingStyle: insert, showsReorderControl: true }
                    - { text: Trash, detailText: "12", style: value1, accessoryType: checkmark }
                    - { text: Wi-Fi, accessoryView: { switch: true }, editingStyle: none }
                    - { text: Name, textField: { placeholder: type here } }
          operations:
            - setEditing: true
        """
    }

    static func parsed(_ style: String) throws -> Scene {
        try SceneParser.parse(Array(scene(style: style).utf8), file: "set-editing-\(style).yaml")
    }

    @Test func theScreenAfterSetEditing() throws {
        let renderer = try SceneRenderer.bundled()
        for scale in [1, 2] {
            let bitmap = try renderer.render(Self.parsed("plain"), scale: scale)
            assertGolden(bitmap, named: "table-set-editing@\(scale)x", tolerance: ExampleSceneTests.tolerance)
        }
    }

    @Test(arguments: ["plain", "grouped"])
    func halfwayThroughSetEditing(style: String) throws {
        let renderer = try SceneRenderer.bundled()
        for scale in [1, 2] {
            let still = try renderer.still(Self.parsed(style), at: 0.15, scale: scale)
            let name = style == "plain" ? "table-set-editing-mid" : "table-set-editing-grouped-mid"
            assertGolden(still, named: "\(name)@\(scale)x", tolerance: ExampleSceneTests.tolerance)
        }
    }

    @Test func theEndsAreTheStaticRenders() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try Self.parsed("grouped")
        let before = try #require(scene.stages.dropLast().last).scene
        let frames = try renderer.animationFrames(scene, scale: 1)
        #expect(frames.count == 19)
        #expect(frames.first == (try renderer.render(before, scale: 1)))
        #expect(frames.last == (try renderer.render(scene, scale: 1)))
        #expect(Set(frames).count == frames.count)
    }
}
