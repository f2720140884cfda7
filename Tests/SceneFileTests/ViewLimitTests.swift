import ChevronSupport
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// The view tree's two limits (docs/DESIGN.md §Limits): a scene may hold 4096 views and nest them
/// 32 deep, written as a user writes them (every view with a frame and its own keys), and no
/// other limit — the values a file holds, YAML's nesting — may bite first; one more view or one
/// level deeper is refused while reading, before anything is laid out, naming the views' limit.
struct ViewLimitTests {
    /// `count` labels side by side, each with a frame, a text, a font and a colour: some ten values a
    /// view, so 4096 of them are over 40 000 values.
    static func flat(_ count: Int) -> String {
        (0..<count).map { i in
            "- label: { frame: [0, \(i), 100, 20], text: \"Row \(i)\", font: { size: 15, weight: bold }, "
                + "textColor: \"#333333\" }"
        }.joined(separator: "\n")
    }

    /// Views nested `levels` deep: each a `view` holding the next, the innermost a label.
    static func nested(_ levels: Int) -> String {
        var lines: [String] = []
        for level in 0..<(levels - 1) {
            let pad = String(repeating: "    ", count: level)
            lines += [pad + "- view:", pad + "    frame: [1, 1, 300, 300]", pad + "    subviews:"]
        }
        let pad = String(repeating: "    ", count: levels - 1)
        lines.append(pad + "- label: { frame: [0, 0, 50, 20], text: Deep, font: { size: 12 } }")
        return lines.joined(separator: "\n")
    }

    static func depth(of views: [SceneView]) -> Int {
        1 + (views.map { $0.subviews.isEmpty ? 0 : depth(of: $0.subviews) }.max() ?? 0)
    }

    static func count(_ views: [SceneView]) -> Int { views.reduce(0) { $0 + 1 + count($1.subviews) } }

    @Test func fourThousandNinetySixViewsAreRead() throws {
        let views = try ViewSceneTests.views(Self.flat(4096))
        #expect(Self.count(views) == 4096)
    }

    @Test func oneViewMoreIsRefusedAsTooManyViews() {
        let message = ViewSceneTests.error(Self.flat(4097))
        #expect(message?.contains("more than 4096 views") == true, "\(message ?? "parsed")")
        #expect(message?.hasPrefix("scene.yaml:") == true)
    }

    @Test func viewsNestedThirtyTwoDeepAreRead() throws {
        let views = try ViewSceneTests.views(Self.nested(32))
        #expect(Self.depth(of: views) == 32)
        #expect(Self.count(views) == 32)
    }

    @Test func oneLevelDeeperIsRefusedAsTooDeep() {
        let message = ViewSceneTests.error(Self.nested(33))
        #expect(message?.contains("views nested deeper than 32 levels") == true, "\(message ?? "parsed")")
    }

    /// Spread over a tree: 4096 views in 32 levels, 128 side by side at each.
    @Test func aWideAndDeepTreeAtBothLimits() throws {
        var lines: [String] = []
        for level in 0..<32 {
            let pad = String(repeating: "    ", count: level)
            for i in 0..<127 {
                lines.append(pad + "- imageView: { frame: [\(i), 0, 10, 10], image: dot.png }")
            }
            if level < 31 {
                lines += [pad + "- view:", pad + "    frame: [0, 10, 320, 400]", pad + "    subviews:"]
            } else {
                lines.append(pad + "- button: { frame: [0, 0, 80, 30], buttonType: roundedRect, title: OK }")
            }
        }
        let views = try ViewSceneTests.views(lines.joined(separator: "\n"))
        #expect(Self.count(views) == 4096)
        #expect(Self.depth(of: views) == 32)
    }
}
