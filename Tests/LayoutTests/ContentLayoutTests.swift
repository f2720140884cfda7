import Foundation
import Layout
import Geometry
import NavigationModel
import SceneFile
import Testing
import Scene

/// `content: { image, rows, background }`: where the content goes, how its image fills it, when the
/// placeholder rows are drawn.
struct ContentLayoutTests {
    func layout(_ yaml: String, images: [String: Size] = [:]) throws -> SceneLayout {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: LayoutContext(measurer: SceneLayoutTests.measurer,
                                                         images: ImageSizer { images[$0] }))
    }

    /// `content.contentMode` by UIKit's names: a 300 × 200 photo in a 320 × 416 content area.
    @Test func contentModesPlaceTheImage() throws {
        func frame(_ mode: String?) throws -> Rect? {
            let key = mode.map { ", contentMode: \($0)" } ?? ""
            return try layout("""
                navigationController:
                  viewControllers: [ { title: Photo, content: { image: p.png\(key) } } ]
                """, images: ["p.png": Size(width: 300, height: 200)]).content?.imageFrame
        }
        // Aspect fill (the default): the height decides, 624 × 416, the sides cut.
        #expect(try frame(nil) == Rect(x: -152, y: 64, width: 624, height: 416))
        #expect(try frame("scaleAspectFill") == frame(nil))
        // Aspect fit: the width decides, 320 × 213.33, letterboxed above and below.
        let fit = try #require(try frame("scaleAspectFit"))
        #expect(fit.x == 0 && fit.width == 320 && abs(fit.height - 213.333) < 0.001 && abs(fit.midY - 272) < 0.001,
                "\(fit)")
        #expect(try frame("scaleToFill") == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(try frame("center") == Rect(x: 10, y: 172, width: 300, height: 200))
        #expect(throws: SceneError.self) { try frame("aspectFit") }
    }

    @Test func aspectFillCoversTheFrameAndCentres() {
        let frame = Rect(x: 0, y: 64, width: 320, height: 372)
        // 300 × 400 → × 1.0667 (width) or × 0.93 (height): the larger, 320 × 426.67, centred.
        let f = ContentLayout.aspectFill(Size(width: 300, height: 400), in: frame)
        #expect(f.width == 320)
        #expect(abs(f.height - 426.666) < 0.001)
        #expect(abs(f.y - (64 - 27.333)) < 0.001)
        // A wide image: the height decides, the sides are cut.
        let wide = ContentLayout.aspectFill(Size(width: 640, height: 240), in: frame)
        #expect(wide.height == 372 && wide.width == 992 && wide.x == -336)
        #expect(ContentLayout.aspectFill(nil, in: frame) == frame)
        // The deciding side is the frame's exactly: 300 × 200 over a tab screen's 320 × 431 is
        // 646.5 × 431 at x −163.25, y 0 (not 430.99999999999994 at y 2.8e-14).
        let tab = ContentLayout.aspectFill(Size(width: 300, height: 200), in: Rect(x: 0, y: 0, width: 320, height: 431))
        #expect(tab == Rect(x: -163.25, y: 0, width: 646.5, height: 431), "\(tab)")
        let tall = ContentLayout.aspectFill(Size(width: 200, height: 3000), in: Rect(x: 0, y: 20, width: 320, height: 411))
        #expect(tall.width == 320 && tall.height == 4800 && tall.midY == 20 + 411 / 2.0, "\(tall)")
    }

    @Test func rowsAreOnByDefaultOnLightBackgrounds() throws {
        let plain = try #require(try layout("navigationController: { viewControllers: [ { title: A } ] }").content)
        #expect(plain.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        #expect(plain.rowLines.first == Rect(x: 0, y: 107, width: 320, height: 1))  // 64 + 44 − 1
        #expect(plain.rowLines.count == 9)  // 107, 151, … 459 (503 is past 480)
        let off = try #require(try layout("navigationController: { viewControllers: [ { title: A, content: { rows: false } } ] }").content)
        #expect(off.rowLines.isEmpty)
        let dark = try #require(try layout("""
            navigationController: { viewControllers: [ { title: A, content: { background: "#202020" } } ] }
            """).content)
        #expect(dark.rowLines.isEmpty && dark.background == RGBAColor(r: 0x20, g: 0x20, b: 0x20))
        let forced = try #require(try layout("""
            navigationController: { viewControllers: [ { title: A, content: { background: "#202020", rows: true } } ] }
            """).content)
        #expect(forced.rowLines.count == 9)
    }

    @Test func aPhotoFillsTheContentUnderTranslucentBars() throws {
        let l = try layout("""
            canvas: { statusBar: blackTranslucent }
            navigationController:
              navigationBar: { barStyle: blackTranslucent }
              toolbar: { barStyle: blackTranslucent }
              toolbarHidden: false
              viewControllers:
                - { title: A }
                - { title: B, content: { image: p.png } }
            """, images: ["p.png": Size(width: 300, height: 400)])
        let c = try #require(l.content)
        #expect(c.frame == Rect(x: 0, y: 20, width: 320, height: 460))  // under both bars, below the status bar
        #expect(c.image == "p.png")
        #expect(c.imageFrame?.width == 345)  // 460 / 400 × 300
        #expect(c.imageFrame?.x == -12.5)
        #expect(c.rowLines.isEmpty, "no rows over a photo unless asked")
    }

    @Test func wantsFullScreenLayoutRunsUnderTheStatusBar() throws {
        let yaml = """
            canvas: { statusBar: blackTranslucent }
            navigationController:
              navigationBar: { barStyle: blackTranslucent }
              viewControllers: [ { title: B, wantsFullScreenLayout: true, content: { image: p.png } } ]
            """
        #expect(try layout(yaml).content?.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        // Below an opaque navigation bar the view starts below the bar all the same.
        let opaque = yaml.replacingOccurrences(of: "{ barStyle: blackTranslucent }", with: "{ barStyle: black }")
        #expect(try layout(opaque).content?.frame.y == 64)
    }

    @Test func theTopViewControllersContentOverridesTheCanvasKeyByKey() throws {
        let l = try layout("""
            canvas: { content: { background: "#ccddee", image: c.png } }
            navigationController: { viewControllers: [ { title: A }, { title: B, content: { image: b.png } } ] }
            """)
        let c = try #require(l.content)
        #expect(c.image == "b.png")
        #expect(c.background == RGBAColor(r: 0xcc, g: 0xdd, b: 0xee))
    }

    @Test func behindAStandaloneBarTheCanvasContentFillsTheCanvas() throws {
        let bare = try layout("navigationBar: { items: [ { title: A } ] }")
        #expect(bare.content == nil, "nothing behind a bar unless asked")
        let l = try layout("canvas: { height: 100, content: { image: p.png } }\nnavigationBar: { translucent: true, items: [ { title: A } ] }",
                           images: ["p.png": Size(width: 100, height: 100)])
        let c = try #require(l.content)
        #expect(c.frame == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(c.imageFrame == Rect(x: 0, y: -110, width: 320, height: 320))
        #expect(c.rowLines.isEmpty)
    }
}
