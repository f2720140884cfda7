import Chevron
import ChevronTesting
import Foundation
import Testing

/// Titles, back buttons, bar button and tab titles, and table rows, in Japanese, Simplified Chinese, Korean, Arabic,
/// Hebrew and with emoji (WorldScenes/), at @1x and @2x, against goldens through the differ: these
/// are the only scene goldens drawn with system fonts (Noto Sans CJK and Noto Color Emoji, which
/// scripts/setup.sh installs, found through fontconfig), whose versions the project does not pin,
/// so a few anti-aliased pixels may differ (threshold 0.1, at most 0.05 % of the pixels).
struct WorldTextGoldenTests {
    static let tolerance = GoldenTolerance.pixelmatch(threshold: 0.1, maxDiffPixelRatio: 0.0005)

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("WorldScenes")

    static let scenes = ["japanese", "chinese", "korean", "arabic", "hebrew", "emoji", "table"]

    @Test("scenes in other scripts", arguments: scenes)
    func worldScene(name: String) throws {
        let path = Self.folder.appendingPathComponent("\(name).yaml").path
        for scale in [1, 2] {
            assertGolden(SceneFileImage(path, scale: scale), named: "world-\(name)@\(scale)x",
                         tolerance: Self.tolerance)
        }
    }

    /// Every character of these scenes has a face: none is drawn as a box, so none is a warning.
    @Test("no missing characters", arguments: scenes)
    func everyCharacterHasAFace(name: String) throws {
        let rendered = try SceneRenderer.bundled().render(
            sceneFile: Self.folder.appendingPathComponent("\(name).yaml").path, scale: 1)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
    }
}
