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
                     tolerance: ExampleSceneTests.tolerance)
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

    /// UIKit 2–3 used only an image item's alpha ("the alpha values in the source image are used to
    /// create the images — opaque values are ignored") and drew it white and embossed like the system
    /// glyphs: a black square and a half-transparent red one both draw white, at their own alpha.
    @Test("image items are templates", arguments: [1, 2])
    func imageItemsAreTemplates(scale: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = 12
        for (name, colour) in [("black", Color(rgb: 0x000000)), ("red", Color(rgb: 0xff0000, alpha: 0.5))] {
            let bitmap = try Bitmap(width: size, height: size, fill: colour.premultiplied)
            try Data(try PNG.encode(bitmap)).write(to: folder.appendingPathComponent("\(name).png"))
        }
        let yaml = """
            toolbar:
              barStyle: black
              items: [ { image: black.png }, { systemItem: flexibleSpace }, { image: red.png } ]
            """
        let renderer = try SceneRenderer.bundled()
        let rendered = try renderer.render(sceneBytes: Array(yaml.utf8), file: "t.yaml", folder: folder.path,
                                           scale: scale)
        let layout = renderer.layout(rendered.scene)
        let items = try #require(layout.toolbar?.layout.items)
        let s = Double(scale)
        func middle(_ i: Int) throws -> Color {
            let box = try #require(items[i].content)
            return rendered.bitmap.color(x: Int(box.midX * s), y: Int(box.midY * s))
        }
        let black = try middle(0)
        #expect(black.r == 255 && black.g == 255 && black.b == 255, "the black image drew \(black)")
        let red = try middle(2)
        #expect(red.r == red.g && red.g == red.b, "the red image kept its colour: \(red)")
        #expect(red.r > 100, "the half-transparent image drew white at half its alpha: \(red)")
    }

    /// An image item taller than its bar is cut at the bar's edges (with the warning it gets), not
    /// drawn over the status bar above the navigation bar or the content below it.
    @Test func anImageTallerThanItsBarIsCutAtTheBar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-tall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tall = try Bitmap(width: 20, height: 80, fill: Color(rgb: 0x000000).premultiplied)
        try Data(try PNG.encode(tall)).write(to: folder.appendingPathComponent("tall.png"))
        let with = "navigationController:\n  viewControllers:\n    - { title: Mail, navigationItem: "
            + "{ rightBarButtonItem: { image: tall.png } } }\n"
        let without = "navigationController:\n  viewControllers:\n    - { title: Mail }\n"
        let renderer = try SceneRenderer.bundled()
        let a = try renderer.render(sceneBytes: Array(with.utf8), file: "t.yaml", folder: folder.path, scale: 1)
        let b = try renderer.render(sceneBytes: Array(without.utf8), file: "t.yaml", folder: folder.path, scale: 1)
        #expect(a.layout.diagnostics.map(\.code) == [.barImageOutsideBar], "\(a.layout.diagnostics)")
        let bar = try #require(a.layout.navigationBar?.frame)
        for y in 0..<a.bitmap.height where y < Int(bar.minY) || y >= Int(bar.maxY) {
            for x in 0..<a.bitmap.width where a.bitmap[x, y] != b.bitmap[x, y] {
                Issue.record("(\(x), \(y)) outside the bar \(bar) changed")
                return
            }
        }
    }

    /// A titled button wider than half the navigation bar is cut with "…" as a back button is (at
    /// most W/2): a 4096-character right button title ran off the bar.
    @Test func aVeryLongButtonTitleIsCut() throws {
        let title = String(repeating: "W", count: 4096)
        let yaml = "navigationBar:\n  items:\n    - { title: Root }\n    - { title: Detail, "
            + "rightBarButtonItem: { title: \"\(title)\", style: bordered } }\n"
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "l.yaml")
        let layout = renderer.layout(scene)
        let right = try #require(layout.navigationBar?.layout.right.first)
        #expect(right.frame.width == 160, "\(right.frame)")
        #expect(right.frame.maxX == 315)
        #expect(right.label?.text.hasSuffix("…") == true)
        let back = try #require(layout.navigationBar?.layout.left.first)
        #expect(back.label?.text == "Root", "the back button keeps its title: \(String(describing: back.label?.text))")
    }
}
