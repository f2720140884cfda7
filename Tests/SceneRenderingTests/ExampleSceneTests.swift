import Chevron
import ChevronTesting
import Foundation
import Testing

/// Every example scene of Assets/Scenes rendered at @1x and @2x, against goldens through the
/// differ: text may move by a level between FreeType versions, so a few anti-aliased pixels may
/// differ (pixelmatch's threshold 0.1, at most 0.05 % of the pixels); shapes and colours may not.
struct ExampleSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Scenes")

    static let scenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    static let tolerance = GoldenTolerance.pixelmatch(threshold: 0.1, maxDiffPixelRatio: 0.0005)

    @Test func thereAreExampleScenes() {
        #expect(Self.scenes.count >= 3)
    }

    @Test("example scenes", arguments: scenes)
    func exampleScene(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let base = String(name.dropLast(".yaml".count))
        for scale in [1, 2] {
            assertGolden(SceneFileImage(path, scale: scale), named: "\(base)@\(scale)x", tolerance: Self.tolerance)
        }
    }

    @Test func renderingIsDeterministic() throws {
        let renderer = try SceneRenderer.bundled()
        for name in Self.scenes {
            let path = Self.folder.appendingPathComponent(name).path
            let a = try PNG.encode(try renderer.render(sceneFile: path, scale: 2).bitmap)
            let b = try PNG.encode(try renderer.render(sceneFile: path, scale: 2).bitmap)
            #expect(a == b, "\(name)")
        }
    }
}
