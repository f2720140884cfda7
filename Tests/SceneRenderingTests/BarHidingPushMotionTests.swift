import Chevron
import ChevronTesting
import Foundation
import Layout
import Raster
import Testing

/// A push whose view controller hides the navigation bar and the toolbar, and the pop that shows
/// them again (seed 000: "the navigation controller animates the appearance or disappearance of the
/// bar to coincide with the appearance of the new view controller"), frame by frame. UIKit resizes
/// the container of both screens' views along with the bars, so the content follows the bar's
/// edge: the window behind the screens never shows where a bar was (`ContentEdges`). The ends are
/// exactly the static renders.
struct BarHidingPushMotionTests {
    /// The window is magenta, so that a pixel of it cannot be mistaken for a bar's or the content's.
    static let push = """
        canvas: { statusBar: default, background: "#ff00ff" }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { id: a, title: Albums, toolbarItems: [ { systemItem: refresh } ], content: { background: "#ddeeff" } }
          operations:
            - push: { id: b, title: Photo, navigationBarHidden: true, toolbarHidden: true,
                      content: { background: "#ffeedd" } }
        """

    static let pop = """
        canvas: { statusBar: default, background: "#ff00ff" }
        navigationController:
          viewControllers:
            - { id: a, title: Albums, navigationBarHidden: false, content: { background: "#ddeeff" } }
            - { id: b, title: Photo, navigationBarHidden: true, content: { background: "#ffeedd" } }
          operations: [ pop ]
        """

    static func isWindow(_ p: PremultipliedColor) -> Bool { p.r > 200 && p.g < 60 && p.b > 200 }

    @Test(arguments: ["push", "pop"])
    func theWindowNeverShowsWhereTheBarWas(_ name: String) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array((name == "push" ? Self.push : Self.pop).utf8), file: "\(name).yaml")
        let before = try #require(scene.stages.dropLast().last).scene
        for scale in [1, 2] {
            let frames = try renderer.animationFrames(scene, scale: scale)
            #expect(frames.first == (try renderer.render(before, scale: scale)), "\(name) @\(scale)x")
            #expect(frames.last == (try renderer.render(scene, scale: scale)), "\(name) @\(scale)x")
            for (i, frame) in frames.enumerated() {
                var shown = 0
                for y in 0..<frame.height {
                    for x in 0..<frame.width where Self.isWindow(frame[x, y]) { shown += 1 }
                }
                #expect(shown == 0, "\(name) @\(scale)x frame \(i): \(shown) pixels of the window show")
            }
        }
    }

    /// At every instant the sliding screens' content starts where the bar ends: its top row is
    /// the bar's bottom edge (the leaving bar's on a push, the arriving one's on a pop), in the
    /// layout and in the pixels, on both screens.
    @Test(arguments: ["push", "pop"])
    func theContentFollowsTheBarsEdge(_ name: String) throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array((name == "push" ? Self.push : Self.pop).utf8), file: "\(name).yaml")
        let transition = try renderer.transition(scene)
        var tops: Set<Double> = []
        for t in transition.instants(fps: 60).dropFirst().dropLast() {
            let instant = transition.layout(at: t)
            let bar = try #require(name == "push" ? instant.departing(SceneLayout.NavigationBarPart.self)?.frame
                                       : instant.navigationBar?.frame)
            let leaving = try #require(instant.departing(ContentLayout.self)?.frame)
            let coming = try #require(instant.content?.frame)
            #expect(leaving.minY == bar.maxY && coming.minY == bar.maxY, "at \(t) s: bar \(bar), \(leaving), \(coming)")
            #expect(leaving.maxY >= instant.canvas.height && coming.maxY >= instant.canvas.height, "at \(t) s")
            tops.insert(bar.maxY)
            // In the pixels: just below the bar's edge, each screen's own colour, in the middle of
            // what shows of it (the screens slide side by side, never over each other).
            let still = try renderer.render(instant, scale: 1, images: .none)
            let (a, b) = ((0xdd, 0xee, 0xff), (0xff, 0xee, 0xdd))
            for (frame, colour) in [(leaving, name == "push" ? a : b), (coming, name == "push" ? b : a)] {
                let left = max(0, frame.minX), right = min(instant.canvas.width, frame.maxX)
                guard right - left >= 4 else { continue }
                let x = Int((left + right) / 2)
                let p = still[x, Int(bar.maxY)]
                #expect((Int(p.r), Int(p.g), Int(p.b)) == colour, "at \(t) s, column \(x): \(p)")
            }
        }
        // The edge moves through the whole bar's height.
        #expect(tops.count > 10)
    }
}
