import Foundation
import Scene
import Testing
@testable import SceneFile

/// The JSON Schema (`SceneFormat.jsonSchema`, `chevron schema`) checked by a validator Chevron did
/// not write, PyPI's check-jsonschema (scripts/setup.sh installs it): the schema is a valid
/// draft-07 schema, every scene the parser reads — the examples in Assets/Scenes, the test scenes
/// (files, and the tests' own multi-line literals), the scenes in the README and docs/ — passes it, and a misspelt key fails it as it fails the
/// parser. Without the validator the test is a known issue on a developer's machine, a failure
/// under CI.
@Suite("Scene schema validation")
struct SceneSchemaValidationTests {
    static let checkout = SceneFormatTests.checkout

    static var validator: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { $0 + "/check-jsonschema" }
            + ["/usr/local/bin/check-jsonschema", "/usr/bin/check-jsonschema",
               NSHomeDirectory() + "/.local/bin/check-jsonschema"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var underCI: Bool {
        ProcessInfo.processInfo.environment["CI"].map {
            !["", "0", "false", "no"].contains($0.trimmingCharacters(in: .whitespaces).lowercased())
        } ?? false
    }

    /// The validator, or nil after saying it is missing (a failure under CI).
    static func requireValidator() -> String? {
        if let validator { return validator }
        if underCI {
            Issue.record("check-jsonschema is not installed (scripts/setup.sh installs it): scenes were not validated")
        } else {
            withKnownIssue("check-jsonschema is not installed (pip install check-jsonschema)") {
                Issue.record("check-jsonschema missing: the schema was not checked by a validator")
            }
        }
        return nil
    }

    /// A scratch folder holding the schema.
    static func scratch() throws -> (folder: URL, schema: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let schema = folder.appendingPathComponent("scene.schema.json")
        try (SceneFormat.jsonSchema.rendered() + "\n").write(to: schema, atomically: true, encoding: .utf8)
        return (folder, schema)
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Every scene the repository holds that the parser reads: the example scenes, the test
    /// scenes (files, and literals in the tests' Swift), and the ```yaml blocks of the README and
    /// docs/ that are scenes (some show errors, some are fragments).
    static func scenes() throws -> [(name: String, text: String)] {
        var found: [(name: String, text: String)] = []
        let manager = FileManager.default
        for folder in ["Assets/Scenes", "Tests"] {
            let root = checkout.appendingPathComponent(folder)
            let files = (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") && !$0.contains("Goldens/") }.sorted()
            for file in files {
                found.append(("\(folder)/\(file)", try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        // The scenes the tests write in Swift: multi-line string literals without interpolation.
        let tests = checkout.appendingPathComponent("Tests")
        let sources = (manager.enumerator(atPath: tests.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        for source in sources {
            let text = try String(contentsOf: tests.appendingPathComponent(source), encoding: .utf8)
            for (i, literal) in multilineLiterals(text).enumerated() {
                found.append(("Tests/\(source) literal \(i + 1)", literal))
            }
        }
        let docs = (manager.enumerator(atPath: checkout.appendingPathComponent("docs").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        for document in ["README.md"] + docs {
            let text = try String(contentsOf: checkout.appendingPathComponent(document), encoding: .utf8)
            for (i, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
                let body = block.components(separatedBy: "```").first ?? ""
                found.append(("\(document) yaml block \(i + 1)", body))
            }
        }
        return found.filter { (try? SceneParser.parse($0.text, file: $0.name)) != nil }
    }

    /// The text of each multi-line string literal of Swift source: its lines without the closing delimiter's
    /// indentation, `\n`, `\"` and `\\` unescaped; literals with an interpolation are left out.
    static func multilineLiterals(_ source: String) -> [String] {
        let parts = source.components(separatedBy: "\"\"\"")
        var literals: [String] = []
        for index in stride(from: 1, to: parts.count, by: 2) {
            let body = parts[index]
            guard body.hasPrefix("\n"), !body.contains("\\(") else { continue }
            var lines = body.dropFirst().components(separatedBy: "\n")
            let closing = lines.removeLast()
            let indent = closing.prefix { $0 == " " }.count
            let text = lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
                .joined(separator: "\n") + "\n"
            literals.append(text.replacingOccurrences(of: "\\n", with: "\n")
                .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\"))
        }
        return literals
    }

    @Test func theSchemaIsAValidSchema() throws {
        guard let validator = Self.requireValidator() else { return }
        let (_, schema) = try Self.scratch()
        let r = try Self.run(validator, ["--check-metaschema", schema.path])
        #expect(r.status == 0, "\(r.output)")
    }

    @Test func everySceneTheParserReadsPassesTheSchema() throws {
        let scenes = try Self.scenes()
        #expect(scenes.filter { $0.name.hasPrefix("Assets/Scenes/") }.count >= 30)
        #expect(scenes.filter { $0.name.contains(" literal ") }.count >= 90)
        #expect(scenes.count >= 140)
        guard let validator = Self.requireValidator() else { return }
        let (folder, schema) = try Self.scratch()
        var files: [String] = []
        for (i, scene) in scenes.enumerated() {
            // Named for where the scene is (the validator's messages name the file).
            let name = scene.name.replacingOccurrences(of: "/", with: "__").replacingOccurrences(of: " ", with: "_")
            let file = folder.appendingPathComponent("\(i)-\(name).yaml")
            try scene.text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let r = try Self.run(validator, ["--schemafile", schema.path] + files)
        #expect(r.status == 0, "\(r.output)")
    }

    /// A misspelt key anywhere fails the schema as it fails the parser: at the bar, in a view deep
    /// in a screen, an operation's name, a view's class.
    @Test(arguments: [
        "navigationBar: { tintColr: \"#336699\" }\n",
        "navigationController:\n  viewControllers:\n    - title: A\n      content:\n        subviews:\n"
            + "          - label: { frame: [0, 0, 10, 10], txt: Hi }\n",
        "navigationController:\n  viewControllers: [ { title: A } ]\n  operations:\n    - psh: { title: B }\n",
        "navigationController:\n  viewControllers:\n    - title: A\n      content:\n        subviews:\n"
            + "          - lable: { frame: [0, 0, 10, 10] }\n",
        "canvas: { scael: 2 }\nbackButton: { title: Back }\n",
    ])
    func aMisspeltKeyFails(_ scene: String) throws {
        #expect(throws: SceneError.self) { try SceneParser.parse(scene, file: "misspelt.yaml") }
        guard let validator = Self.requireValidator() else { return }
        let (folder, schema) = try Self.scratch()
        let file = folder.appendingPathComponent("misspelt.yaml")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let r = try Self.run(validator, ["--schemafile", schema.path, file.path])
        #expect(r.status == 1, "\(r.output)")
        #expect(r.output.contains("misspelt.yaml"), "\(r.output)")
    }

    /// The same scene spelt right passes (what fails above is the key), and so do the values the
    /// parser reads that a YAML 1.2 loader reads otherwise: `yes` and `no`, null for an absent key.
    @Test(arguments: [
        "navigationBar: { tintColor: \"#336699\" }\n",
        "canvas: { statusBar: { wifi: no, charging: Yes } }\nnavigationController:\n"
            + "  toolbarHidden: NO\n  navigationBar: { tintColor: ~, translucent: null }\n  viewControllers: [ { title: 2009 } ]\n",
        "systemVersion: 5\nkeyboard: { keyboardType: numberPad }\n",
    ])
    func theSceneSpeltRightPasses(_ scene: String) throws {
        _ = try SceneParser.parse(scene, file: "right.yaml")
        guard let validator = Self.requireValidator() else { return }
        let (folder, schema) = try Self.scratch()
        let file = folder.appendingPathComponent("right.yaml")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let r = try Self.run(validator, ["--schemafile", schema.path, file.path])
        #expect(r.status == 0, "\(r.output)")
    }
}
