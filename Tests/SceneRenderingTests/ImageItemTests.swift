import Chevron
import ChevronTesting
import Foundation
import Testing

/// Image items: a back button, bordered and plain items and segments showing images (the @2x files
/// are preferred at @2x, the 1x ones scaled otherwise).
struct ImageItemTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Scenes").path

    static let scene = """
        navigationBar:
          items:
            - { title: Root, backBarButtonItem: { image: images/up.png } }
            - title: Images
              rightBarButtonItem: { image: images/down.png, style: bordered }
        """

    @Test("image items", arguments: [1, 2, 3])
    func imageItems(scale: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let rendered = try renderer.render(sceneBytes: Array(Self.scene.utf8), file: "inline.yaml", folder: Self.images,
                                           scale: scale)
        assertGolden(rendered.bitmap, named: "image-items@\(scale)x",
                     tolerance: .pixelmatch(threshold: 0.1, maxDiffPixelRatio: 0.0005))
    }

    @Test func aMissingImageIsAnInputError() throws {
        let renderer = try SceneRenderer.bundled()
        let bad = Self.scene.replacingOccurrences(of: "images/down.png", with: "images/nowhere.png")
        do {
            _ = try renderer.render(sceneBytes: Array(bad.utf8), file: "inline.yaml", folder: Self.images, scale: 1)
            Issue.record("rendered a scene whose image is missing")
        } catch let error as SceneImageError {
            #expect(error.isUnreadable)
            // Located at the scene's `image` key that names it.
            let reference = try #require(error.reference)
            #expect(reference.path == "images/nowhere.png")
            #expect(bad.split(separator: "\n", omittingEmptySubsequences: false)[reference.location.line - 1]
                .contains("images/nowhere.png"))
            #expect(error.description.hasPrefix("inline.yaml:\(reference.location.line):\(reference.location.column): error at "),
                    "\(error)")
            #expect(error.description.hasSuffix("cannot read \(Self.images)/images/nowhere.png: No such file or directory"),
                    "\(error)")
        }
    }
}
