import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// The spinner in motion: UIActivityIndicatorView's twelve spokes step round once every 0.75 s,
/// a twelfth of a turn at a time, held between steps — the period and the steps of Apple's own
/// replica (PastryKit's `loadingImageAnimation`: `-webkit-animation-duration: .75s`, keyframes
/// holding 0°, 30°, … 330°) — in every frame of `animate`, while the transition's ends stay the
/// scenes as `render` draws them.
struct SpinnerMotionTests {
    static let scene = """
        navigationController:
          viewControllers:
            - title: Mail
              content:
                subviews:
                  - activityIndicatorView: { id: busy, frame: [150, 200, 20, 20], activityIndicatorViewStyle: gray }
                  - activityIndicatorView: { id: still, frame: [150, 240, 20, 20], animating: false, hidesWhenStopped: false }
          operations:
            - push:
                title: Inbox
                content:
                  subviews:
                    - activityIndicatorView: { id: loading, frame: [150, 300, 20, 20] }
        """

    static func spinners(_ layout: SceneLayout) -> [String: Int] {
        var found: [String: Int] = [:]
        for node in layout.nodes {
            guard let tree = node.part as? SceneLayout.ViewTreePart else { continue }
            tree.root.walk { view, _, _, _ in
                if let control = view.drawing?.base as? LaidOutControl,
                   let spinner = control.control.base as? ActivityIndicator, let id = view.id {
                    found[id] = spinner.phase
                }
            }
        }
        return found
    }

    @Test func theSpokesStepTwelveTimesAThreeQuarterSecondTurn() {
        let spinner = ActivityIndicator(style: .gray)
        let step = 0.75 / 12
        #expect(spinner.phase(after: step * 0.99).phase == 0)
        #expect(spinner.phase(after: step).phase == 1)
        #expect(spinner.phase(after: step * 5.5).phase == 5)
        #expect(spinner.phase(after: 0.75).phase == 0)
        #expect(spinner.phase(after: 0.75 + step * 3).phase == 3)
        // A stopped spinner does not turn.
        #expect(ActivityIndicator(isAnimating: false).phase(after: 0.3).phase == 0)
    }

    @Test func animateTurnsEverySpinnerOnBothScreens() throws {
        let scene = try SceneParser.parse(Array(Self.scene.utf8), file: "s.yaml")
        let stages = scene.stages
        let context = SceneLayoutTests.context
        let from = SceneLayout(stages[0].scene, context: context), to = SceneLayout(stages[1].scene, context: context)
        let push = try #require(SceneTransition(from: from, to: to, transition: .push))
        // At rest (render) every spinner shows its first step.
        #expect(Self.spinners(from) == ["busy": 0, "still": 0])
        #expect(Self.spinners(to) == ["loading": 0])
        // 0.2 s in: three steps of 0.0625 s gone, on the leaving screen and the arriving one; the
        // stopped spinner stays.
        let mid = push.layout(at: 0.2)
        var both: [String: Int] = Self.spinners(mid)
        for node in mid.nodes where node.isDeparting {
            if let tree = node.part as? SceneLayout.ViewTreePart {
                var leaving = SceneLayout(file: "", canvas: mid.canvas)
                leaving.set(tree)
                both.merge(Self.spinners(leaving)) { a, _ in a }
            }
        }
        #expect(both == ["busy": 3, "still": 0, "loading": 3])
        // The ends are the scenes themselves.
        #expect(push.layout(at: 0) == from && push.layout(at: push.length) == to)
    }

    /// A stopped spinner that hides when stopped (UIKit's default) is not drawn; `resolve` says so.
    @Test func aStoppedSpinnerHides() throws {
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers:
                - title: A
                  content:
                    subviews:
                      - activityIndicatorView: { frame: [0, 0, 20, 20], animating: false }
            """.utf8), file: "s.yaml")
        let layout = SceneLayout(scene, context: SceneLayoutTests.context)
        let line = layout.views?.reportLines().compactMap { line -> String? in
            if case .text(let text, _) = line { return text }
            return nil
        }.last
        #expect(line?.contains("stopped, hidden") == true, "\(line ?? "none")")
    }
}
