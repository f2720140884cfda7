import Chevron
import Foundation
import Geometry
import Testing

/// Custom views in bars, in pixels: each is painted where `resolve` says (its ink inside the
/// frame it reports, the view tree's check), and seed 003's chevron button is the system back
/// button's pixels, which it was made to mimic ("Text must be put in its own UIView, s.t. it can be
/// positioned to mimic system buttons").
struct CustomViewPaintTests {
    typealias Box = PaintedWhereLaidOutTests.PixelBox

    static func scene(left: String = "", title: String = "title: Puzzle", previous: String = "Demine") -> String {
        """
        canvas: { width: 320, height: 100 }
        navigationController:
          viewControllers:
            - { id: menu, title: \(previous) }
            - id: puzzle
              \(title)
              navigationItem: { \(left) }
        """
    }

    func render(_ yaml: String, scale: Int) throws -> (Bitmap, SceneLayout) {
        let renderer = try SceneRenderer.bundled()
        let layout = renderer.layout(try SceneParser.parse(Array(yaml.utf8), file: "s.yaml"))
        return (try renderer.render(layout, scale: scale, images: .none), layout)
    }

    /// B5 (seed 003): "Menu" as a custom left item, drawn exactly as the default back button
    /// titled "Menu" — frame, art and label, pixel for pixel.
    @Test(arguments: [1, 2])
    func seed003sMenuButtonIsTheSystemBackButtonsPixels(scale: Int) throws {
        let custom = try render(Self.scene(left: "leftBarButtonItem: { customView: { backButton: { title: Menu } } }"),
                                scale: scale)
        let system = try render(Self.scene(previous: "Menu"), scale: scale)
        let item = try #require(custom.1.navigationBar?.layout.left.first)
        let bar = try #require(custom.1.navigationBar?.frame)
        let box = Box(item.frame.offsetBy(dx: bar.x, dy: bar.y), scale: scale, canvas: custom.0)
        var differing = 0
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX where custom.0.pixels[y * custom.0.width + x] != system.0.pixels[y * system.0.width + x] {
                differing += 1
            }
        }
        #expect(differing == 0)
        // And it is drawn: fading the item out changes exactly its frame (the art fills it).
        var without = custom.1
        without.navigationBar?.layout.left[0].alpha = 0
        let renderer = try SceneRenderer.bundled()
        let changed = PaintedWhereLaidOutTests.changed(custom.0, try renderer.render(without, scale: scale, images: .none))
        #expect(changed == box)
    }

    /// C5 (seeds 000, 004): a label as the title view and views as items are painted inside the
    /// frames `resolve` reports, and a title view's label is drawn (ink where its text is).
    @Test(arguments: [1, 2])
    func customViewsPaintWhereResolveSaysTheyAre(scale: Int) throws {
        let yaml = Self.scene(
            left: """
                titleView: { label: { frame: [0, 0, 120, 30], text: Inbox (3), textColor: "#ffffff", textAlignment: center } },
                rightBarButtonItem: { customView: { activityIndicatorView: { frame: [0, 0, 20, 20] } } },
                leftBarButtonItem: { customView: { view: { frame: [0, 0, 40, 30], backgroundColor: "#ff0000" } } }
                """)
        let (full, layout) = try render(yaml, scale: scale)
        let renderer = try SceneRenderer.bundled()
        let barFrame = try #require(layout.navigationBar?.frame)
        let bar = try #require(layout.navigationBar?.layout)
        guard case .view(let title)? = bar.center else { Issue.record("centre"); return }
        let parts: [(String, Rect, (inout SceneLayout) -> Void)] = [
            ("title view", title.frame, { $0.navigationBar?.layout.center?.alpha = 0 }),
            ("right", bar.right[0].frame, { $0.navigationBar?.layout.right[0].alpha = 0 }),
            ("left", bar.left[0].frame, { $0.navigationBar?.layout.left[0].alpha = 0 }),
        ]
        for (name, frame, hide) in parts {
            var without = layout
            hide(&without)
            let expected = Box(frame.offsetBy(dx: barFrame.x, dy: barFrame.y), scale: scale, canvas: full)
            let painted = try #require(PaintedWhereLaidOutTests.changed(full, try renderer.render(without, scale: scale,
                                                                                                  images: .none)),
                                       "\(name): nothing painted")
            #expect(expected.contains(painted), "\(name): painted \(painted), laid out \(expected)")
            // The opaque red view fills its frame exactly.
            if name == "left" { #expect(painted == expected) }
        }
    }
}
