import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// The one layout of a scene, with a fake measurer (7 pt a character, 12 for "…"): where each part
/// goes, and the warnings every command prints.
struct SceneLayoutTests {
    static let measurer = TextMeasurer { text, _ in
        text.reduce(0) { $0 + ($1 == "\u{2026}" ? 12 : 7) }
    }
    static let context = LayoutContext(measurer: measurer)

    func layout(_ yaml: String, images: [String: Size] = [:]) throws -> SceneLayout {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: LayoutContext(measurer: Self.measurer, images: ImageSizer { images[$0] }))
    }

    /// A back button on its own: centred on its canvas as render draws it, whole points.
    @Test func standaloneBackButtonIsCentred() throws {
        let natural = try layout("backButton: { title: Menu }\n")
        #expect(natural.canvas == Size(width: 48, height: 30))  // 4 × 7 + 20
        #expect(natural.backButton?.item.frame == Rect(x: 0, y: 0, width: 48, height: 30))
        #expect(natural.backButton?.item.label?.frame.x == 12)
        #expect(natural.backButton?.item.label?.baseline == 19)
        let big = try layout("canvas: { width: 100, height: 50 }\nbackButton: { title: Menu, highlighted: true }\n")
        #expect(big.backButton?.item.frame == Rect(x: 26, y: 10, width: 48, height: 30))
        #expect(big.backButton?.item.label?.frame.x == 38)
        #expect(big.backButton?.item.label?.baseline == 29)
        #expect(big.backButton?.item.isHighlighted == true)
    }

    /// A segmented control on its own: centred on its canvas, its segments with it.
    @Test func standaloneSegmentedControlIsCentred() throws {
        let l = try layout("canvas: { width: 300, height: 100 }\nsegmentedControl: { items: [Map, Hybrid] }\n")
        // Widest "Hybrid" 42 + 20 = 62 a segment; 44 tall (plain).
        let control = try #require(l.segmentedControls.first)
        #expect(control.frame == Rect(x: 88, y: 28, width: 124, height: 44))
        #expect(control.segments == [Rect(x: 88, y: 28, width: 62, height: 44),
                                     Rect(x: 150, y: 28, width: 62, height: 44)])
    }

    /// The screen of a navigation controller: status bar, bars, content between them.
    @Test func navigationInterface() throws {
        let l = try layout("""
            canvas: { statusBar: default }
            navigationController:
              viewControllers:
                - { title: A, toolbarItems: [ { systemItem: trash } ] }
              toolbarHidden: false
            """)
        #expect(l.canvas == Size(width: 320, height: 480))
        #expect(l.statusBar?.frame == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(l.navigationBar?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(l.toolbar?.frame == Rect(x: 0, y: 436, width: 320, height: 44))
        #expect(l.content?.frame == Rect(x: 0, y: 64, width: 320, height: 372))
        #expect(l.diagnostics.map(\.description).isEmpty)
    }

    /// A screen on a canvas shorter than its bars: they overlap (the toolbar would start above the
    /// navigation bar's end), and a warning says so; a screen that fits, or a lone bar cut by its
    /// canvas on purpose, says nothing.
    @Test func aCanvasShorterThanTheScreensBars() throws {
        let nav = try layout("""
            canvas: { width: 100, height: 30 }
            navigationController:
              toolbarHidden: false
              viewControllers: [ { title: Hi, toolbarItems: [ { systemItem: done } ] } ]
            """)
        #expect(nav.diagnostics.map(\.description) == ["s.yaml:1:23: warning at canvas.height: the canvas is 30 pt tall, too short for the status bar (20), "
                                 + "navigation bar (44), toolbar (44): together they need 108 pt, so they overlap or are cut off"])
        let tabs = try layout("""
            canvas: { height: 60 }
            tabBarController:
              viewControllers: [ { title: Hi, tabBarItem: { systemItem: more } } ]
            """)
        #expect(tabs.diagnostics.map(\.description).map { $0.contains("status bar (20), tab bar (49): together they need 69 pt") } == [true])
        let fits = try layout("canvas: { height: 108 }\nnavigationController:\n  toolbarHidden: false\n"
                              + "  viewControllers: [ { title: Hi } ]\n")
        #expect(fits.diagnostics.map(\.description).isEmpty)
        #expect(try layout("canvas: { height: 20 }\nnavigationBar: { items: [ { title: Hi } ] }\n").diagnostics.isEmpty)
    }

    /// Too many toolbar items: the warning names the file and the bar.
    @Test func toolbarItemsWiderThanTheBar() throws {
        let items = Array(repeating: "{ title: Something, style: bordered }", count: 4).joined(separator: ", ")
        let l = try layout("toolbar: { items: [\(items)] }\n")
        // 4 × (63 + 20) + 3 × 10 + 12 = 374.
        #expect(l.diagnostics.map(\.description) == ["s.yaml:1:1: warning at toolbar: the toolbar items need 54 pt more than the bar's 320"])
    }

    /// A 400 × 400 image item leaves its bar (it would be drawn over the status bar).
    @Test func anImageLargerThanTheBar() throws {
        let l = try layout("""
            navigationBar:
              items:
                - { title: Big, rightBarButtonItem: { image: big.png, style: bordered } }
            """, images: ["big.png": Size(width: 400, height: 400)])
        #expect(l.diagnostics.map(\.description) == [
            "s.yaml:3:7: warning at navigationBar.items[0]: the items need 110 pt more than the bar's 320",
            "s.yaml:3:7: warning at navigationBar.items[0]: the title \"Big\" has no room left (0 pt between the items)",
            "s.yaml:3:7: warning at navigationBar.items[0]: the image big.png (400 x 400 pt) is taller and wider than the bar (320 x 44 pt)",
        ])
        // Centred on the button's body: 7 + (29 − 400) / 2, rounded.
        let item = try #require(l.navigationBar?.layout.right.first)
        #expect(item.content == Rect(x: -95, y: -179, width: 400, height: 400))
    }

    /// A title with no room left at all.
    @Test func aTitleWithNoRoom() throws {
        let l = try layout("""
            navigationBar:
              items:
                - title: Long title
                  leftBarButtonItem: { title: A very long left button, style: bordered }
                  rightBarButtonItem: { title: A very long right button, style: bordered }
            """)
        #expect(l.diagnostics.map(\.description).contains { $0.contains("the title \"Long title\" has no room left") }, "\(l.diagnostics.map(\.description))")
    }

    /// A glyph's box is placed by layout: centred on the item (on a bordered button's body, all but
    /// its emboss row), at the glyph's size.
    @Test func glyphBoxes() throws {
        let l = try layout("toolbar: { items: [ { systemItem: trash }, { systemItem: add, style: bordered } ] }\n")
        let items = try #require(l.toolbar?.layout.items)
        // Trash's glyph is 16 × 21 (its mask's size), add's 16 × 17.
        #expect(items[0].frame == Rect(x: 6, y: 7, width: 36, height: 30))
        #expect(items[0].content == Rect(x: 16, y: 12, width: 16, height: 21))  // 7 + 15 − 10.5, rounded
        #expect(items[1].frame == Rect(x: 52, y: 7, width: 36, height: 30))
        #expect(items[1].content == Rect(x: 62, y: 13, width: 16, height: 17))  // 7 + 14.5 − 8.5
    }
}
