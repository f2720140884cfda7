import Chevron
import Foundation
import Testing

/// A photo under translucent bars shows through them, and is cut at the content frame.
struct ContentPaintTests {
    static let photoViewer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Scenes/photo-viewer.yaml").path

    @Test func thePhotoShowsThroughTheTranslucentBars() throws {
        let renderer = try SceneRenderer.bundled()
        let rendered = try renderer.render(sceneFile: Self.photoViewer, scale: 1)
        var withoutPhoto = rendered.layout
        withoutPhoto.content?.image = nil
        let plain = try renderer.render(withoutPhoto, scale: 1, images: .none)
        let bar = try #require(rendered.layout.navigationBar?.frame)
        let toolbar = try #require(rendered.layout.toolbar?.frame)
        // The navigation bar right of the title, the toolbar and the status bar: the photo changes them.
        for (x, y) in [(300, Int(bar.y + 22)), (160, Int(toolbar.y + 40)), (100, 2)] {
            #expect(rendered.bitmap[x, y] != plain[x, y], "(\(x), \(y)) shows the photo")
        }
        // The photo's sky is blue: under the black translucent bar, blue stays above red.
        let p = rendered.bitmap[300, Int(bar.y + 22)]
        #expect(p.b > p.r, "\(p)")
    }

    @Test func anOpaqueBarHidesThePhoto() throws {
        let renderer = try SceneRenderer.bundled()
        let text = try String(contentsOfFile: Self.photoViewer, encoding: .utf8)
            .replacingOccurrences(of: "navigationBar: { barStyle: blackTranslucent }",
                                  with: "navigationBar: { barStyle: black }")
        let folder = (Self.photoViewer as NSString).deletingLastPathComponent
        let rendered = try renderer.render(sceneBytes: Array(text.utf8), file: "opaque.yaml", folder: folder, scale: 1)
        var withoutPhoto = rendered.layout
        withoutPhoto.content?.image = nil
        let plain = try renderer.render(withoutPhoto, scale: 1, images: .none)
        let bar = try #require(rendered.layout.navigationBar?.frame)
        #expect(rendered.layout.content?.frame.y == bar.maxY)
        for y in Int(bar.y)..<Int(bar.maxY) {
            #expect(rendered.bitmap[160, y] == plain[160, y], "row \(y) of the opaque bar")
        }
    }

    /// A screen that an operation takes away is drawn by `animate` (the first frames of a pop): its
    /// images are read with the rest.
    @Test func imagesOfPoppedScreensAreRead() throws {
        let scene = try SceneParser.parse("""
            navigationController:
              viewControllers:
                - { id: a, title: A }
                - { id: b, title: B, content: { image: photo.png }, toolbarItems: [ { image: tool.png } ] }
              operations:
                - pop
                - push: { id: c, title: C, content: { image: pushed.png } }
                - pop
            """, file: "s.yaml")
        for path in ["photo.png", "tool.png", "pushed.png"] { #expect(scene.imagePaths.contains(path), "\(path)") }
    }

    /// Behind a black translucent status bar over a screen that does not extend under it is the
    /// phone's window: black, unless `canvas.background` says otherwise (then that colour, and the
    /// content too). The content stays white.
    @Test("the window behind the status bar", arguments: [nil, "#ff0000"] as [String?])
    func theWindowBehindTheStatusBar(background: String?) throws {
        let canvas = background.map { "canvas: { statusBar: blackTranslucent, background: \"\($0)\" }" }
            ?? "canvas: { statusBar: blackTranslucent }"
        let yaml = canvas + "\nnavigationController:\n  viewControllers: [ { title: Mail } ]\n"
        let renderer = try SceneRenderer.bundled()
        let rendered = try renderer.render(sceneBytes: Array(yaml.utf8), file: "w.yaml", folder: ".", scale: 1)
        // Between the carrier and the time, and between the time and the battery: no glyph.
        for x in [110, 230] {
            let p = rendered.bitmap.color(x: x, y: 10)
            if background == nil {
                #expect(p.r < 16 && p.g < 16 && p.b < 16 && p.a == 255, "(\(x), 10): \(p)")
            } else {
                #expect(p.r > 60 && p.g < 16 && p.b < 16, "(\(x), 10): \(p)")
            }
        }
        let content = rendered.bitmap.color(x: 160, y: 300)
        #expect(content == (background == nil ? Color(rgb: 0xffffff) : Color(rgb: 0xff0000)), "\(content)")
    }
}
