import Chevron
@testable import ChevronCLI
import Foundation
import PreviewHTTP
@testable import Regression
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

    @Test("stored blob inputs read or fail cleanly", arguments: inputs("blob"))
    func blob(_ name: String) throws {
        #expect(FuzzEntry.blob(try Self.bytes("blob", name)) == [])
    }

    @Test("stored rules inputs read or fail cleanly", arguments: inputs("rules"))
    func rules(_ name: String) throws {
        #expect(FuzzEntry.rules(try Self.bytes("rules", name)) == [])
    }

    @Test("stored folder inputs list and compare cleanly", arguments: inputs("folder"))
    func folder(_ name: String) throws {
        #expect(FuzzEntry.folder(try Self.bytes("folder", name), scratch: NSTemporaryDirectory()) == [])
    }

    @Test("stored HTTP inputs are answered within the published set", arguments: inputs("http"))
    func http(_ name: String) throws {
        #expect(FuzzEntry.http(try Self.bytes("http", name)) == [])
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
        let folderEntry: ([UInt8]) -> [String] = { FuzzEntry.folder($0, scratch: NSTemporaryDirectory()) }
        for (target, entry) in [
            ("blob", FuzzEntry.blob), ("rules", FuzzEntry.rules), ("folder", folderEntry), ("http", FuzzEntry.http),
        ]
            as [(String, ([UInt8]) -> [String])] {
            let seeds = Self.checkout.appendingPathComponent("Fuzz/\(target)-seeds")
            let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
            #expect(!names.isEmpty, "\(target)")
            for name in names {
                #expect(entry([UInt8](try Data(contentsOf: seeds.appendingPathComponent(name)))) == [], "\(target)/\(name)")
            }
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

/// What writing the blob target found in `Blob.parse` (merge-reports reads blobs from other
/// machines): each crashed `chevron merge-reports` before the fix; now each is exit 65 naming the blob.
struct BlobFindingTests {
    static let context = "context expected=e\tactual=a\tallowNew=false\tthreshold=0.1\n"

    @Test(arguments: [
        // shard 1/2 of -5 pairs: the shard's range ran backwards (0..<-2), a trap.
        "shard 1/2 pairs -5\n" + context + "end 0\n",
        // pairs × index overflowed.
        "shard 2/2 pairs 9223372036854775807\n" + context + "end 0\n",
        // position + length overflowed.
        "shard 1/1 pairs 0\n" + context + "file 0 diff 9223372036854775807\nx",
        // a file entry on the last line, without its newline: the bytes were taken from past the end.
        "shard 1/1 pairs 0\n" + context + "file 0 diff 0",
        // a rule's region of two numbers: DiffRule reads four.
        "shard 1/1 pairs 0\n" + context + "rule match=a\tignore=1,2\nend 0\n",
        // a NaN threshold, which no command line gives.
        "shard 1/1 pairs 0\ncontext expected=e\tactual=a\tthreshold=nan\nend 0\n",
    ])
    func aBadBlobIsCleanBadData(_ rest: String) {
        let bytes = Array(("chevron-blob 1\nchevron 0.1.0\n" + rest).utf8)
        #expect(FuzzEntry.blob(bytes) == [])
        #expect(throws: (any Error).self) { try Blob.parse(bytes, path: "x.blob") }
    }

    /// rules crash-3e889b7007d4f8e2: a rule whose match begins with a combining mark (U+05A2, a
    /// Hebrew accent) was accepted, but its blob line could not be read back ("a rule without
    /// match"): read as Characters, `=` and the mark were one, so the field had no `=`. Fields are
    /// now split by Unicode scalar.
    @Test func aValueThatBeginsWithACombiningMark() {
        #expect(FuzzEntry.rules(Array("- match: \"\u{05A2}tch3aa*aa\"\n".utf8)) == [])
        let fields = Blob.fields("match=\u{05A2}tch\tat=r.yaml%092%093")
        #expect(fields["match"] == "\u{05A2}tch")
        #expect(fields["at"] == "r.yaml\t2\t3")
    }
}

/// The `http` target's seeds (Fuzz/http-seeds: real requests, traversal, encoded and smuggling
/// attempts) as readable cases: what each is answered, read from the published set of the entry.
struct HTTPSeedTests {
    static func answers(_ text: String) -> [Int] {
        let site = PreviewSite(allowedHosts: FuzzEntry.httpHosts)
        let parsed = RawHTTP.parse(Array(text.utf8))
        let statuses = parsed.requests.map { request in
            site.respond(to: request) { FuzzEntry.published[$0] }.status
        }
        return statuses + (parsed.malformed ? [400] : [])
    }

    static let host = "Host: 127.0.0.1:8040\r\n"

    @Test func publishedAddressesAreServedEncodedOrNot() {
        #expect(Self.answers("GET / HTTP/1.1\r\n\(Self.host)\r\n") == [200])
        #expect(Self.answers("GET /render/sub%20dir/caf%C3%A9%20100%25.png?v=1 HTTP/1.1\r\n\(Self.host)\r\n") == [200])
        #expect(Self.answers("HEAD /events HTTP/1.1\r\nHost: LOCALHOST:8040\r\n\r\n") == [200])
    }

    @Test(arguments: [
        "/../../../etc/passwd", "/render/%2e%2e/%2e%2e/etc/passwd", "/render/%252e%252e%252fetc",
        "/render/%C0%AE%C0%AE/x", "/scenes.json%00.png", "http://127.0.0.1:8040/", "*", "//render//inbox.png",
        "/render/%FF%FE-bad.png", "/render/sub dir/caf%C3%A9%20100%.png",
    ])
    func nothingElseIsServed(_ target: String) {
        #expect(Self.answers("GET \(target) HTTP/1.1\r\n\(Self.host)\r\n").allSatisfy { $0 != 200 })
    }

    @Test func foreignHostsAndOtherMethodsAreRefused() {
        #expect(Self.answers("GET / HTTP/1.1\r\nHost: attacker.example:8040\r\n\r\n") == [403])
        #expect(Self.answers("GET / HTTP/1.1\r\n\(Self.host)Host: evil.example\r\n\r\n") == [403])
        #expect(Self.answers("GET / HTTP/1.1\r\n\r\n") == [403])
        #expect(Self.answers("POST / HTTP/1.1\r\n\(Self.host)Content-Length: 5\r\n\r\nhello") == [405])
    }

    /// A body that holds a request is skipped, not answered; the smuggling pairs are not read at all.
    @Test func smugglingIsNotRead() {
        let inner = "GET /scene/inbox.yaml HTTP/1.1\r\n\(Self.host)\r\n"
        #expect(Self.answers("GET / HTTP/1.1\r\n\(Self.host)Content-Length: \(inner.utf8.count)\r\n\r\n\(inner)") == [200])
        #expect(Self.answers("POST / HTTP/1.1\r\n\(Self.host)Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
            == [400])
        #expect(Self.answers("GET / HTTP/1.1\r\n\(Self.host)Content-Length: 0\r\nContent-Length: 4\r\n\r\n") == [400])
        #expect(Self.answers("GET / HTTP/1.1\r\nHost : 127.0.0.1:8040\r\n\r\n") == [400])
        #expect(Self.answers("GET / HTTP/1.1\n\(Self.host)\n") == [])  // no CR LF CR LF: never a head
    }
}
