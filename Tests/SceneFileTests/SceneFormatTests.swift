import ChevronSupport
import Foundation
import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `SceneFormat`, the one description of the scene format: whole (every mapping named is
/// described, every described one reachable), the readers' only source of keys, and the two
/// documents written from it current.
struct SceneFormatTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyMappingNamedIsDescribedOnceAndReachable() {
        let names = SceneFormat.mappings.map(\.name)
        #expect(Set(names).count == names.count, "two mappings share a name")
        for shape in SceneFormat.mappings {
            #expect(Set(shape.names).count == shape.names.count, "\(shape.name) lists a key twice")
            for key in shape.keys {
                for name in key.value.mappingNames {
                    #expect(SceneFormat.mapping(name) != nil, "\(shape.name).\(key.name) names no mapping `\(name)`")
                }
                #expect(!key.summary.isEmpty, "\(shape.name).\(key.name) says nothing")
            }
            for group in shape.exclusive {
                #expect(Set(group.keys).isSubset(of: shape.names), "\(shape.name): \(group.keys)")
            }
        }
        #expect(SceneFormat.ordered.map(\.name).sorted() == names.sorted(), "a mapping no scene can reach")
    }

    /// The top of a scene: the canvas, the system version and the roots, as `SceneRoot` lists them.
    @Test func theRootsAreTheScenesRoots() {
        #expect(SceneFormat.scene.names == ["canvas", "systemVersion"] + SceneRoot.names)
        #expect(SceneFormat.scene.exclusive.map(\.keys) == [SceneRoot.names])
    }

    /// The operations a navigation controller takes are its `OperationSyntax`es, `animated` beside,
    /// and each one's shape says what its reader does with nothing (`- pop:`, `setTitle: null`): a
    /// shape that takes null has a reader that reads it, any other a reader that refuses it.
    @Test func operationsAreTheSyntaxes() throws {
        #expect(SceneNode.operation.names == SceneNode.operationSyntaxes.map(\.name) + ["animated"])
        let composed = try YAMLComposer.compose("null", file: "null.yaml")
        let null = try #require(composed)
        let reader = SceneReader(file: "null.yaml", text: "null")
        for syntax in SceneNode.operationSyntaxes {
            var registry = Registry<ViewController>(what: "view controller")
            let node = SceneNode(node: null, path: "operations[0].\(syntax.name)", depth: 1, reader: reader)
            let reads = (try? syntax.read(node, &registry)) != nil
            let said = "`\(syntax.name)`: its shape \(syntax.value.acceptsNull ? "takes" : "refuses") null, its reader "
                + (reads ? "reads it" : "refuses it")
            #expect(reads == syntax.value.acceptsNull, "\(said)")
            #expect(SceneNode.operation.valueless.contains(syntax.name) == syntax.value.acceptsNull, "\(syntax.name)")
        }
    }

    /// No reader names its keys itself: `SceneNode.mapping(keys:)` is private to `mapping(_:)`, and
    /// every `MappingShape` in the module is one of `SceneFormat.mappings` (the image-rules file's aside).
    @Test func readersTakeTheirKeysFromTheDescription() throws {
        let folder = Self.checkout.appendingPathComponent("Sources/SceneFile")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let described = Set(SceneFormat.mappings.map(\.name) + ["imageRule"])
        var calls = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("mapping(keys:") {
                calls += 1
                let allowed = line.contains("private func mapping(keys:")
                    || line.contains("try mapping(keys: shape.names, valueless: shape.valueless)")
                #expect(file == "SceneNode.swift" && allowed, "\(file): a key list of its own: \(line)")
            }
            #expect(!text.contains("mapping(MappingShape("), "\(file): a mapping described where it is read")
            var rest = text[...]
            while let found = rest.range(of: "MappingShape(\n") ?? rest.range(of: "MappingShape(\"") {
                let after = rest[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\"" }
                let name = String(after.prefix { $0.isLetter || $0.isNumber })
                #expect(described.contains(name), "\(file): `\(name)` is not in SceneFormat.mappings")
                rest = rest[found.upperBound...]
            }
        }
        #expect(calls == 2)
    }

    @Test func aClosedSetListsItsEnumsCases() throws {
        let style = try #require(SceneNode.appearance.key("barStyle"))
        guard case .word(_, let cases) = style.value else {
            Issue.record("barStyle is not a word")
            return
        }
        #expect(cases == BarStyle.allCases.map(\.rawValue))
    }

    // MARK: The documents written from it

    /// The file at `path` is `generated`; with CHEVRON_WRITE_DOCS=1 the test writes it (as
    /// scripts/diagnostics.sh has the diagnostics' reference written).
    static func current(_ path: String, _ generated: String) throws {
        let file = checkout.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["CHEVRON_WRITE_DOCS"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
        }
        let written = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(written == generated, "\(path) is not current: run `bash scripts/scene-docs.sh`")
    }

    @Test func theReferenceIsCurrent() throws {
        try Self.current("docs/scene-reference.md", SceneFormat.reference)
    }

    @Test func theSchemaFileIsCurrent() throws {
        try Self.current("docs/scene.schema.json", SceneFormat.jsonSchema.rendered() + "\n")
    }

    /// The scene fuzzers' dictionary is written from the format (`scripts/scene-docs.sh`), and holds
    /// every key and closed-set word of it.
    @Test func theFuzzDictionaryIsCurrent() throws {
        try Self.current("Fuzz/scene.dict", SceneFormat.fuzzDictionary)
        let entries = Set(SceneFormat.fuzzDictionary.split(separator: "\n").filter { $0.hasPrefix("kw_") }
            .compactMap { $0.split(separator: "=", maxSplits: 1).last.map { String($0.dropFirst().dropLast()) } })
        for shape in SceneFormat.mappings {
            for key in shape.keys {
                #expect(entries.contains(key.name), "\(shape.name).\(key.name) is not in the fuzz dictionary")
                for word in key.value.words { #expect(entries.contains(word), "`\(word)` is not in the fuzz dictionary") }
            }
        }
    }

    /// Every key of every mapping is in the reference, in its mapping's section.
    @Test func theReferenceListsEveryKey() {
        let sections = SceneFormat.reference.components(separatedBy: "\n## ").dropFirst()
        #expect(sections.count == SceneFormat.mappings.count)
        for shape in SceneFormat.mappings {
            let section = sections.first { $0.hasPrefix(shape.name + "\n") } ?? ""
            for key in shape.keys {
                #expect(section.contains("| `\(key.name)`"), "\(shape.name).\(key.name)")
            }
        }
    }
}
