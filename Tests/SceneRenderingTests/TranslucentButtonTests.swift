import Chevron
import Foundation
import GoldenTesting
import Testing

/// A8 (seed 004): "if you set the translucent property to YES, any buttons in the bar are also
/// made partially opaque". Over two contents, how much of what is under a button shows through its
/// body is measured in the pixels: with the button at alpha b over a bar row of alpha r, the
/// content shows by (1 − b)(1 − r). Both alphas are read from Apple's translucent bar art (its body
/// rows' alpha, the figure docs/DESIGN.md §Translucent buttons takes for the buttons); an opaque
/// button would show nothing.
@Suite(.enabled(if: FidelityReferences.required("art"), "needs ../shared/fidelity/art (Apple's art)"))
struct TranslucentButtonTests {
    static func scene(content: String, barStyle: String = "default") -> String {
        """
        canvas: { width: 320, height: 120 }
        navigationController:
          navigationBar: { barStyle: \(barStyle), translucent: true }
          viewControllers:
            - id: a
              title: Notes
              content: { background: "\(content)", rows: false }
              navigationItem: { rightBarButtonItem: { title: Edit, style: bordered } }
        """
    }

    func render(_ yaml: String) throws -> (Bitmap, SceneLayout) {
        let renderer = try SceneRenderer.bundled()
        let layout = renderer.layout(try SceneParser.parse(Array(yaml.utf8), file: "s.yaml"))
        return (try renderer.render(layout, scale: 1, images: .none), layout)
    }

    @Test func aTranslucentBarsButtonsLetTheContentThrough() throws {
        let (red, layout) = try render(Self.scene(content: "#ff0000"))
        let (blue, _) = try render(Self.scene(content: "#0000ff"))
        let bar = try #require(layout.navigationBar?.frame)
        let button = try #require(layout.navigationBar?.layout.right.first?.frame)
        // A row of the button's body in the bar's lower half, away from its edges and its label.
        let barRow = 30
        let y = Int(bar.minY) + barRow, x = Int(bar.minX + button.minX) + 3
        #expect(Double(barRow) > button.minY && Double(barRow) < button.maxY - 2)
        let art = try FidelityReferences.image("art/UINavigationBarBlackTranslucentBackground.png")
        let rowAlpha = Double(art.rgbaAt(0, barRow).a) / 255
        let bodyAlpha = Double(art.rgbaAt(0, 30).a) / 255
        let expected = (1 - bodyAlpha) * (1 - rowAlpha)
        let r = red.color(x: x, y: y), b = blue.color(x: x, y: y)
        let shown = (Double(r.r) - Double(b.r)) / 255
        #expect(abs(shown - expected) <= 2.0 / 255, "content shows through the button by \(shown), expected \(expected)")
        #expect(abs((Double(b.b) - Double(r.b)) / 255 - expected) <= 2.0 / 255)
    }

    /// The black translucent style keeps its own art, which is opaque where it is drawn
    /// (`UINavigationBarBlackTranslucentButton.png`'s body alpha is 255).
    @Test func theBlackTranslucentStylesOwnArtStaysOpaque() throws {
        let art = try FidelityReferences.image("art/UINavigationBarBlackTranslucentButton.png")
        #expect(art.rgbaAt(5, 20).a == 255)
        let (red, layout) = try render(Self.scene(content: "#ff0000", barStyle: "blackTranslucent"))
        let (blue, _) = try render(Self.scene(content: "#0000ff", barStyle: "blackTranslucent"))
        let bar = try #require(layout.navigationBar?.frame)
        let button = try #require(layout.navigationBar?.layout.right.first?.frame)
        let y = Int(bar.minY) + 30, x = Int(bar.minX + button.minX) + 3
        #expect(red.color(x: x, y: y) == blue.color(x: x, y: y))
    }
}
