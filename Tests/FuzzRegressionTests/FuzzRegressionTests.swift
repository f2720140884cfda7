import Chevron
import Foundation
import Testing

/// Replays every input the fuzzers stored (`Fuzz/run.sh` copies each new crasher, leak, timeout or
/// out-of-memory input into `Inputs/<target>/`) through the same entries the fuzzers run
/// (`FuzzEntries.swift`): each must now be handled — a result or one clean error — with no crash.
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let checkout = folder.deletingLastPathComponent().deletingLastPathComponent()
    static let imageFolder = checkout.appendingPathComponent("Assets/Scenes").path

    /// The stored inputs of one target, by file name.
    static func inputs(_ target: String) -> [String] {
        let dir = folder.appendingPathComponent("Inputs/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }

    static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent("Inputs/\(target)/\(name)")))
    }

    @Test("stored PNG inputs decode or fail cleanly", arguments: inputs("png"))
    func png(_ name: String) throws {
        #expect(FuzzEntry.png(try Self.bytes("png", name)) == [])
    }

    @Test("stored scene inputs parse or fail cleanly", arguments: inputs("scene"))
    func scene(_ name: String) throws {
        #expect(FuzzEntry.scene(try Self.bytes("scene", name)) == [])
    }

    @Test("stored render inputs render or fail cleanly", arguments: inputs("render"))
    func render(_ name: String) throws {
        #expect(FuzzEntry.render(try Self.bytes("render", name), imageFolder: Self.imageFolder) == [])
    }

    @Test("stored option inputs parse or fail cleanly", arguments: inputs("options"))
    func options(_ name: String) throws {
        #expect(FuzzEntry.options(try Self.bytes("options", name)) == [])
    }

    /// Every target also runs over its seeds here, so an entry that breaks on the project's own
    /// fixtures fails the suite rather than only the fuzzer.
    @Test func seedsPassEveryEntry() throws {
        let scenes = Self.checkout.appendingPathComponent("Assets/Scenes")
        for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path) where name.hasSuffix(".yaml") {
            let data = [UInt8](try Data(contentsOf: scenes.appendingPathComponent(name)))
            #expect(FuzzEntry.scene(data) == [], "\(name)")
            #expect(FuzzEntry.render(data, imageFolder: Self.imageFolder) == [], "\(name)")
        }
        let optionSeeds = Self.checkout.appendingPathComponent("Fuzz/options-seeds")
        for name in try FileManager.default.contentsOfDirectory(atPath: optionSeeds.path) {
            #expect(FuzzEntry.options([UInt8](try Data(contentsOf: optionSeeds.appendingPathComponent(name)))) == [],
                    "\(name)")
        }
        let pngs = Self.checkout.appendingPathComponent("Tests/RasterPNGTests/Fixtures")
        for name in try FileManager.default.contentsOfDirectory(atPath: pngs.path) where name.hasSuffix(".png") {
            #expect(FuzzEntry.png([UInt8](try Data(contentsOf: pngs.appendingPathComponent(name)))) == [], "\(name)")
        }
    }
}

/// What the fuzzers found, as readable cases (the raw inputs are in `Inputs/`).
struct FuzzFindingTests {
    /// scene crash-391acc0a827cc207, render crash-44ab399535ffb77e: a block-sequence dash alone at
    /// the end of its line (the item on the lines below) made the pre-compose scan read past the
    /// line — any such scene crashed `chevron`.
    @Test(arguments: [
        "navigationController:\n  viewControllers:\n    -\n      title: A\n",
        "toolbar:\n  items:\n  -\n    systemItem: add\n  - -\n",
        "-",
        "- - -",
    ])
    func aDashThatEndsItsLine(_ yaml: String) {
        #expect(FuzzEntry.scene(Array(yaml.utf8)) == [])
    }

    @Test func aDashThatEndsItsLineParses() throws {
        let scene = try SceneParser.parse(
            Array("navigationController:\n  viewControllers:\n    -\n      title: A\n".utf8), file: "dash.yaml")
        guard case .navigationController(let nc) = scene.root else {
            Issue.record("not a navigation controller")
            return
        }
        #expect(nc.controller.viewControllers.map(\.title) == ["A"])
    }
}
