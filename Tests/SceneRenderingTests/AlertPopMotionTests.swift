import Chevron
import ChevronTesting
import Foundation
import Layout
import Raster
import Testing

/// The alert's pop, read from the frames `animate` draws: UIKit's alert grows from 0.4 to 1.1 times
/// its size over the first half of 0.35 s, shrinks to 0.9 by three quarters and settles at 1
/// (TJAlertView's replay of UIKit's `UIAlertView` show animation, docs/DESIGN.md §Action sheets and
/// alerts). The panel's width is measured in the pixels, not asked of the code that scales it.
struct AlertPopMotionTests {
    static let yaml = """
        canvas: { statusBar: default, width: 320, height: 480, scale: 1 }
        navigationController:
          viewControllers: [ { id: list, title: Photos } ]
          operations:
            - showAlert: { title: No Photos, message: There are no photos., buttons: [OK] }
        """

    /// The panel's width in pixels on the row through its centre: the run of blue pixels (the
    /// alert's glass, blue well above red), from its first to its last.
    static func panelWidth(_ bitmap: Bitmap, row: Int) -> Int {
        var first: Int?, last = 0
        for x in 0..<bitmap.width {
            let p = bitmap[x, row]
            if Int(p.b) - Int(p.r) > 30 {
                if first == nil { first = x }
                last = x
            }
        }
        guard let first else { return 0 }
        return last - first + 1
    }

    @Test func thePanelPeaksAt1Point1AndDipsTo0Point9() throws {
        let renderer = try SceneRenderer.bundled()
        let scene = try SceneParser.parse(Array(Self.yaml.utf8), file: "alert.yaml")
        let transition = try renderer.transition(scene)
        let panel = try #require(transition.to.alert?.layout.panel)
        let row = Int(panel.midY)
        let rest = Self.panelWidth(try renderer.still(scene, at: transition.length, scale: 1), row: row)
        // The blue run stops inside the panel's light border, 2 px on each side.
        #expect(abs(Double(rest) - panel.width) <= 5, "at rest the panel is \(rest) px, laid out \(panel.width)")
        // (time, the source's scale at that time)
        let keyframes: [(Double, Double)] = [(0.175, 1.1), (0.2625, 0.9)]
        for (seconds, expected) in keyframes {
            let width = Self.panelWidth(try renderer.still(scene, at: seconds, scale: 1), row: row)
            let measured = Double(width) / Double(rest)
            #expect(abs(measured - expected) < 0.012, "at \(seconds) s the panel is \(width) px: \(measured) of its size")
        }
        // The first frame shows no panel yet (0.4 of its size, fully transparent).
        #expect(Self.panelWidth(try renderer.still(scene, at: 0, scale: 1), row: row) == 0)
    }
}
