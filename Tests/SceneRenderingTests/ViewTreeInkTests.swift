import Layout
import Chevron
import Foundation
import Geometry
import Testing

/// `resolve` and the pixels agree for every view: walking the tree, each view's ink (the pixels
/// that change when it alone is hidden) lies inside the frame `resolve --json` reports for it on
/// the canvas (with its subviews' frames when it does not clip them, and cut by every clipping
/// superview and the canvas); a view with an opaque background that nothing covers paints its
/// frame exactly.
struct ViewTreeInkTests {
    typealias Box = PaintedWhereLaidOutTests.PixelBox

    struct Placed {
        var path: [Int]
        var name: String
        var kind: String
        var frame: Rect
        /// Its frame and, when it does not clip them, its subviews', cut by its clipping ancestors.
        var ink: Rect?
        var opaque: Bool
        var drawn: Bool
        /// How many nodes follow it in its subtree (painted with it).
        var descendants: Int
    }

    static func placed(_ root: ViewNode) -> [Placed] {
        var out: [Placed] = []
        func visit(_ node: ViewNode, path: [Int], toCanvas: Transform, clip: Rect?, drawn: Bool) -> Rect? {
            let mine = node.localTransform.concatenating(toCanvas)
            let frame = mine.apply(node.bounds)
            let isDrawn = drawn && !node.isHidden && node.alpha > 0
            let index = out.count
            out.append(Placed(path: path, name: node.id ?? node.className, kind: node.className, frame: frame, ink: nil,
                              opaque: (node.backgroundColor?.a ?? 0) == 255 && node.alpha == 1,
                              drawn: isDrawn, descendants: 0))
            let inner = node.clipsToBounds ? (clip.flatMap { $0.intersection(frame) } ?? (clip == nil ? frame : nil)) : clip
            var ink: Rect? = clip.map { $0.intersection(frame) } ?? frame
            for (i, child) in node.subviews.enumerated() {
                let childInk = visit(child, path: path + [i], toCanvas: mine, clip: inner, drawn: isDrawn)
                if let c = childInk { ink = ink.map { $0.union(c) } ?? c }
            }
            out[index].ink = ink
            out[index].descendants = out.count - index - 1
            return ink
        }
        _ = visit(root, path: [], toCanvas: .identity, clip: nil, drawn: true)
        return out
    }

    static func check(_ layout: SceneLayout, name: String, scale: Int, paint: (SceneLayout) throws -> Bitmap) throws {
        var layout = layout
        // Over a window and a content of a colour no view is drawn in, so that a black view over
        // a black content still counts as painted.
        layout.background = RGBAColor(r: 255, g: 0, b: 255)
        layout.content?.fill = RGBAColor(r: 255, g: 0, b: 255)
        let root = try #require(layout.views?.root, "\(name): no views")
        let full = try paint(layout)
        let all = placed(root)
        for (i, view) in all.enumerated().dropFirst() where view.drawn {
            var without = layout
            without.views = SceneLayout.ViewTreePart(root: root.setting(hidden: true, at: view.path))
            let painted = PaintedWhereLaidOutTests.changed(full, try paint(without))
            guard let ink = view.ink else {
                #expect(painted == nil, "\(name) @\(scale)x \(view.name): painted where its clipping superviews show nothing")
                continue
            }
            // The art of the info button and the slider's thumb casts a shadow a point past the
            // frame UIKit gives them (Widgets/Views, measured on Apple's art): allowed that point.
            let outset = ["button", "slider"].contains(view.kind) ? 1.0 : 0
            let expected = Box(Rect(x: ink.x - outset, y: ink.y - outset, width: ink.width + 2 * outset,
                                    height: ink.height + 2 * outset), scale: scale, canvas: full)
            guard let painted else {
                if view.opaque { Issue.record("\(name) @\(scale)x \(view.name): nothing painted in \(ink)") }
                continue
            }
            #expect(expected.contains(painted), "\(name) @\(scale)x \(view.name): painted \(painted), laid out \(expected)")
            // Nothing painted after it (outside its own subtree) overlaps it: its opaque
            // background shows whole.
            let later = all[(i + 1 + view.descendants)...].filter(\.drawn)
            let covered = later.contains { $0.ink.flatMap { $0.intersection(ink) } != nil }
            if view.opaque, !covered, view.ink == view.frame, outset == 0 {
                #expect(painted == expected, "\(name) @\(scale)x \(view.name): painted \(painted), laid out \(expected)")
            }
        }
    }

    static let scene = """
        canvas: { width: 320, height: 300 }
        navigationController:
          navigationBar: { barStyle: blackTranslucent }
          viewControllers:
            - title: Views
              content:
                background: "#ffffff"
                rows: false
                subviews:
                  - view:
                      id: card
                      frame: [10, 50, 300, 120]
                      backgroundColor: "#dde4ee"
                      clipsToBounds: true
                      subviews:
                        - label: { id: sender, frame: [10, 10, 200, 21], text: "John Appleseed", font: { size: 17, weight: bold } }
                        - label: { id: subject, frame: [10, 34, 280, 40], text: "A long subject that wraps onto a second line and is then cut at its end", numberOfLines: 2, font: { size: 14 }, textColor: "#7f7f7f" }
                        - label: { id: date, frame: [220, 10, 70, 21], text: "9:41 AM", textAlignment: right, textColor: "#2470d8", font: { size: 14 } }
                        - view: { id: overhang, frame: [250, 90, 100, 60], backgroundColor: "#ff0000" }
                        - view: { id: outside, frame: [400, 0, 10, 10], backgroundColor: "#00ff00" }
                  - view:
                      id: group
                      frame: [10, 180, 300, 50]
                      alpha: 0.5
                      subviews:
                        - view: { id: green, frame: [10, 10, 100, 30], backgroundColor: "#00ff00" }
                        - label: { id: free, frame: [120, 10, 100, 30], text: Overlaps, backgroundColor: "#ffee99", shadowColor: "#000000" }
                  - view:
                      id: loose
                      frame: [10, 240, 20, 20]
                      backgroundColor: "#0000ff"
                      subviews:
                        - label: { id: beyond, frame: [30, 0, 200, 20], text: "Outside its superview" }
                  - view: { id: hidden, frame: [0, 0, 50, 50], backgroundColor: "#000000", hidden: true }
        """

    /// Every standard control at a frame, one inside a group.
    static let controls = """
        navigationController:
          viewControllers:
            - title: Controls
              content:
                background: "#ffffff"
                rows: false
                subviews:
                  - switch: { id: wifi, frame: [20, 20, 10, 10], on: true }
                  - slider: { frame: [20, 60, 280, 23], value: 0.3 }
                  - progressView: { frame: [20, 100, 280, 9], progress: 0.7 }
                  - progressView: { frame: [20, 120, 280, 11], progress: 0.4, progressViewStyle: bar }
                  - activityIndicatorView: { frame: [20, 140, 37, 37], activityIndicatorViewStyle: gray }
                  - view:
                      frame: [80, 140, 100, 40]
                      backgroundColor: "#000000"
                      subviews:
                        - activityIndicatorView: { frame: [10, 10, 20, 20] }
                        - pageControl: { frame: [30, 2, 70, 36], numberOfPages: 3, currentPage: 1 }
                  - button: { frame: [20, 200, 130, 37], title: Sign In }
                  - button: { frame: [170, 200, 18, 19], buttonType: infoDark }
                  - button: { frame: [210, 200, 29, 29], buttonType: contactAdd }
                  - button: { frame: [250, 200, 60, 30], buttonType: custom, title: Go, titleColor: "#000000" }
                  - textField: { frame: [20, 250, 280, 31], borderStyle: roundedRect, placeholder: Name }
                  - textField: { frame: [20, 290, 280, 31], borderStyle: bezel, text: secret, secureTextEntry: true, clearButtonMode: always }
                  - textView: { frame: [20, 330, 280, 80], text: "A text view holds notes over several lines.", font: { size: 14 } }
        """

    @Test(arguments: [1, 2])
    func everyViewPaintsWhereResolveSaysItIs(scale: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene.utf8), file: "views.yaml")
        let layout = renderer.layout(scene)
        #expect(Self.placed(try #require(layout.views?.root)).count == 13)
        try Self.check(layout, name: "views", scale: scale) { try renderer.render($0, scale: scale, images: .none) }
    }

    @Test(arguments: [1, 2])
    func everyControlPaintsWhereResolveSaysItIs(scale: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.controls.utf8), file: "controls.yaml")
        let layout = renderer.layout(scene)
        // The switch keeps UIKit's 94 x 27 whatever its frame says.
        #expect(layout.views?.root.subviews.first?.frame.width == 94)
        try Self.check(layout, name: "controls", scale: scale) { try renderer.render($0, scale: scale, images: .none) }
    }

    /// The example scenes that have views.
    @Test("example scenes", arguments: ExampleSceneTests.scenes)
    func exampleScene(name: String) throws {
        let renderer = try SceneRenderer.bundled()
        let path = ExampleSceneTests.folder.appendingPathComponent(name).path
        let scene = try SceneParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: name)
        let images = try SceneImages(paths: scene.imagePaths, folder: ExampleSceneTests.folder.path, scale: 1)
        let layout = renderer.layout(scene, images: images)
        guard layout.views != nil else { return }
        try Self.check(layout, name: name, scale: 1) { try renderer.render($0, scale: 1, images: images.provider) }
    }
}
