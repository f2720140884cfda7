import Chevron
import ChevronTesting
import Geometry
import Layout
import Raster
import Testing

/// `setNavigationBarHidden:` on its own (no push or pop), animated and not: the view controller's
/// view (`content.subviews`) is resized to the gap the bars leave as the bar slides (seed 000: the
/// navigation controller "displays your custom content in the gap between the bottom of the
/// navigation bar and the top of the toolbar" and "never displays content under an opaque
/// navigation bar"), so its subviews, placed from its top-left corner, follow the bar's edge. Each
/// frame's red view is painted exactly where its frame on the canvas (as `resolve` reports it)
/// says, 10 pt below the bar's edge; the ends are the static renders.
struct BarHidingViewTreeTests {
    static func scene(hiding: Bool, animated: Bool = true, translucent: Bool = false) -> String {
        """
        canvas: { statusBar: default }
        navigationController:
          navigationBarHidden: \(!hiding)
          navigationBar: { translucent: \(translucent), barStyle: \(translucent ? "black" : "default") }
          viewControllers:
            - id: a
              title: Albums
              content:
                background: "#ddeeff"
                subviews:
                  - view: { id: box, frame: [10, 10, 100, 50], backgroundColor: "#ff0000" }
          operations:
            - setNavigationBarHidden: \(hiding)
              animated: \(animated)
        """
    }

    /// The red view's ink in `bitmap`, in points: the box round every pure red pixel.
    static func redInk(_ bitmap: Bitmap, scale: Int) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                guard p.r == 255, p.g == 0, p.b == 0 else { continue }
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let s = Double(scale)
        return Rect(x: Double(minX) / s, y: Double(minY) / s, width: Double(maxX - minX + 1) / s,
                    height: Double(maxY - minY + 1) / s)
    }

    /// The red view's frame on the canvas, as `resolve` reports it (`absoluteFrame`).
    static func boxFrame(_ layout: SceneLayout) throws -> Rect {
        let root = try #require(layout.views?.root)
        let box = try #require(ViewTreeInkTests.placed(root).first { $0.name == "box" })
        return box.frame
    }

    @Test(arguments: [true, false])
    func theViewsFollowTheBarsEdge(hiding: Bool) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene(hiding: hiding).utf8), file: "bar.yaml")
        let before = try #require(scene.stages.dropLast().last).scene
        // Static: 10 pt below the bar's bottom when it shows, the status bar's when it does not.
        let shownTop = 20.0 + 44, hiddenTop = 20.0
        let (fromTop, toTop) = hiding ? (shownTop, hiddenTop) : (hiddenTop, shownTop)
        #expect(try Self.boxFrame(renderer.layout(before)).minY == fromTop + 10)
        #expect(try Self.boxFrame(renderer.layout(scene)).minY == toTop + 10)

        let transition = try renderer.transition(scene)
        var tops: Set<Double> = []
        for t in transition.instants(fps: 60) {
            let instant = transition.layout(at: t)
            let frame = try Self.boxFrame(instant)
            // The bar's bottom edge at this instant (the one leaving when it hides).
            let bar = instant.navigationBar?.frame ?? instant.departing(SceneLayout.NavigationBarPart.self)?.frame
            let edge = bar.map { max(20, $0.maxY) } ?? 20
            #expect(frame.minY == edge + 10, "at \(t) s: the view at \(frame), the bar's edge at \(edge)")
            tops.insert(frame.minY)
            for scale in [1, 2] {
                let bitmap = try renderer.render(instant, scale: scale, images: .none)
                #expect(Self.redInk(bitmap, scale: scale) == frame, "at \(t) s @\(scale)x: ink where resolve says \(frame)")
            }
        }
        // It moves through the bar's whole height, a point or more a frame.
        #expect(tops.count > 8 && tops.contains(fromTop + 10) && tops.contains(toTop + 10), "\(tops.sorted())")

        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.count > 2)
            #expect(frames.first == (try renderer.render(before, scale: scale)), "@\(scale)x: the first frame is before")
            #expect(frames.last == (try renderer.render(scene, scale: scale)), "@\(scale)x: the last frame is after")
        }
    }

    /// `animated: false`: the view is at the new edge at once.
    @Test func notAnimatedTheViewsAreAtTheNewEdge() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene(hiding: true, animated: false).utf8), file: "bar.yaml")
        let frame = try Self.boxFrame(renderer.layout(scene))
        #expect(frame.minY == 30)
        #expect(Self.redInk(try renderer.render(scene, scale: 2), scale: 2) == frame)
    }

    /// Under a translucent bar the view controller's view underlaps it and is not resized: the
    /// views stay where they are in every frame.
    @Test func underATranslucentBarNothingMoves() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.scene(hiding: true, translucent: true).utf8), file: "bar.yaml")
        let transition = try renderer.transition(scene)
        for t in transition.instants(fps: 60) {
            let instant = transition.layout(at: t)
            #expect(try Self.boxFrame(instant).minY == 30, "at \(t) s")
        }
    }
}
