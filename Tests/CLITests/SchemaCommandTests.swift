import Foundation
import Testing

/// `chevron schema`: the committed schema and reference are what it prints, and its command line
/// is read as every subcommand's is (one line and exit 64 for what it cannot use).
struct SchemaCommandTests {
    static func committed(_ path: String) throws -> String {
        try String(contentsOf: Robust.checkout.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func itPrintsTheCommittedSchema() throws {
        let r = try ChevronProcess.run(["schema"], in: try ChevronProcess.scratch())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == (try Self.committed("docs/scene.schema.json")), "run `bash scripts/scene-docs.sh`")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        let keys = try #require(json["properties"] as? [String: Any])
        #expect(keys["navigationController"] != nil && keys["canvas"] != nil)
    }

    @Test func referencePrintsTheCommittedReference() throws {
        let r = try ChevronProcess.run(["schema", "--reference"], in: try ChevronProcess.scratch())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == (try Self.committed("docs/scene-reference.md")),
                "run `bash scripts/scene-docs.sh`")
    }

    @Test("what it cannot use is one line, exit 64", arguments: [
        (["schema", "scene.yaml"], "Unexpected argument 'scene.yaml'"),
        (["schema", "--referense"], "Unknown option '--referense'. Did you mean '--reference'?"),
        (["schema", "--reference=md"], "'--reference' takes no value"),
    ])
    func usageErrors(arguments: [String], says: String) throws {
        let r = try ChevronProcess.run(arguments, in: try ChevronProcess.scratch())
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "chevron: error: \(says) (see 'chevron schema --help')\n", "\(r.stderr)")
    }

    @Test func helpSaysHowAnEditorUsesIt() throws {
        let r = try ChevronProcess.run(["schema", "--help"], in: try ChevronProcess.scratch())
        #expect(r.status == 0)
        #expect(r.stdout.contains("yaml-language-server: $schema="), "\(r.stdout)")
    }
}
