import Chevron
import ChevronTesting
import Foundation
import Testing

/// Every example scene of Assets/Scenes rendered at @1x and @2x, against byte-exact goldens:
/// rendering is deterministic (bundled fonts, one FreeType, no locale or thread dependence), so a
/// colour moved by one level or a glyph moved by one pixel fails. Only text drawn with a fallback
/// system font is compared through the differ (`WorldTextGoldenTests.tolerance`).
struct ExampleSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Scenes")

    static let scenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    static let tolerance = GoldenTolerance.exact

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

    /// The same bytes twice in this process, and in two other processes (`chevron render`): each
    /// process hashes with its own random seed, so an output that depended on the order of a Set
    /// or a Dictionary would differ between processes while agreeing with itself in one.
    @Test func renderingIsDeterministic() throws {
        let renderer = try SceneRenderer.bundled()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-determinism-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let paths = Self.scenes.map { Self.folder.appendingPathComponent($0).path }
        for run in 0..<2 {
            let status = try Self.chevron(["render"] + paths + ["--scale", "2", "--jobs", "1",
                                                                "--output-dir", out.appendingPathComponent("\(run)").path])
            #expect(status == 0, "chevron render, run \(run)")
        }
        for name in Self.scenes {
            let path = Self.folder.appendingPathComponent(name).path
            let a = try PNG.encode(try renderer.render(sceneFile: path, scale: 2).bitmap)
            let b = try PNG.encode(try renderer.render(sceneFile: path, scale: 2).bitmap)
            #expect(a == b, "\(name)")
            let file = String(name.dropLast(".yaml".count)) + "@2x.png"
            for run in 0..<2 {
                let other = try Data(contentsOf: out.appendingPathComponent("\(run)/\(file)"))
                #expect(other == Data(a), "\(name): another process (run \(run)) wrote other bytes")
            }
        }
    }

    /// Runs the `chevron` executable (built beside the tests) without a fixed hash seed.
    static func chevron(_ arguments: [String]) throws -> Int32 {
        let folder = Bundle.main.bundleURL
        let candidates = [folder.appendingPathComponent("chevron"),
                          folder.deletingLastPathComponent().appendingPathComponent("chevron")]
        let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
