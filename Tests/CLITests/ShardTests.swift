import ChevronSupport
import Foundation
import Regression
import Testing

/// Shards that depend only on an image's own name: `render --shard`, `diff --shard` and `approve
/// --shard` put a scene and its PNG in one shard, and adding a scene moves no other.
@Suite("shards")
struct ShardTests {
    @Test(arguments: [
        ("Screens/alert.yaml", "alert"), ("alert1.yml", "alert1"), ("shots/alert@2x.png", "alert"),
        ("alert9@3x.png", "alert9"), ("plain.png", "plain"), ("mail@home.png", "mail@home"), ("@2x.png", "@2x"),
        ("sub/dir/a.b.png", "a.b"), (".hidden", ".hidden"),
    ])
    func sceneNames(path: String, name: String) {
        #expect(Shard.sceneName(of: path) == name)
    }

    /// FNV-1a 64's published test vectors (Fowler, Noll and Vo's reference list).
    @Test func hashIsFNV1a64() {
        #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.hash("foobar") == 0x8594_4171_f739_67e8)
        // A name that is not UTF-8 hashes its own bytes, FF FE "-bad" (FNV-1a 64 of them, as
        // computed by Python's `h ^= b; h *= 0x100000001b3` over the bytes).
        #expect(Shard.hash(FileName.decode([0xFF, 0xFE] + Array("-bad".utf8))) == 0x76e6_a401_fcee_6f5a)
    }

    @Test func everyNameIsInExactlyOneShard() throws {
        let names = (0..<200).map { "scene\($0)@2x.png" } + ["alert.yaml", "alert1.yaml", "alert9@2x.png"]
        for total in 1...5 {
            let shards = (1...total).map { Shard(index: $0, total: total)! }
            for name in names { #expect(shards.filter { $0.contains(name) }.count == 1, "\(name) in \(total)") }
        }
        // A scene and its PNG at any scale share a shard.
        let three = (1...3).map { Shard(index: $0, total: 3)! }
        for scene in ["alert", "alert1", "alert9", "settings-general"] {
            let of = { (path: String) in three.firstIndex { $0.contains(path) } }
            #expect(of("Screens/\(scene).yaml") == of("goldens/\(scene)@2x.png"))
            #expect(of("\(scene).yaml") == of("\(scene).png"))
        }
    }

    static let scene = """
        navigationBar:
          items: [ { title: Inbox } ]

        """

    /// The images each shard compares (`diff --shard K/3 --json`).
    static func shardPaths(_ dir: URL, expected: String, actual: String) throws -> [[String]] {
        try (1...3).map { k in
            let r = try ChevronProcess.run(["diff", expected, actual, "--shard", "\(k)/3", "--json", "--allow-empty"], in: dir)
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            return try #require(object?["images"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        }
    }

    /// The case: `alert.yaml` < `alert1.yaml` but `alert1@2x.png` < `alert@2x.png`; sorting
    /// scenes and PNGs apart gave `deleted alert9@2x.png` with nothing changed.
    @Test func renderAndDiffShardsAgreeAndAddingASceneMovesNoOther() throws {
        let dir = try ChevronProcess.scratch()
        let names = ["alert", "alert1", "alert9", "alert10", "bar", "bar2", "zeta", "mail"]
        for name in names { try Self.scene.write(to: dir.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8) }
        let scenes = names.map { "\($0).yaml" }
        let goldens = try ChevronProcess.run(["render"] + scenes + ["--scale", "2", "--output-dir", "goldens"], in: dir)
        #expect(goldens.status == 0, "\(goldens.stderr)")
        var written: [String] = []
        for k in 1...3 {
            // Each shard on a machine of its own, which has its own scenes' images only.
            let runner = try ChevronProcess.scratch()
            try FileManager.default.copyItem(at: dir.appendingPathComponent("goldens"), to: runner.appendingPathComponent("goldens"))
            let render = try ChevronProcess.run(["render"] + scenes.map { dir.appendingPathComponent($0).path }
                                                + ["--scale", "2", "--shard", "\(k)/3", "--output-dir", "actual"], in: runner)
            #expect(render.status == 0, "\(render.stderr)")
            written += render.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("wrote ") }
            // Nothing changed: each shard's images are all there and all pass.
            let diff = try ChevronProcess.run(["diff", "goldens", "actual", "--shard", "\(k)/3", "--allow-empty",
                                               "--blob", dir.appendingPathComponent("blobs/\(k).blob").path], in: runner)
            #expect(diff.status == 0, "shard \(k): \(diff.stdout)\(diff.stderr)")
            #expect(diff.stdout.hasPrefix("shard \(k)/3: "), "\(diff.stdout)")
        }
        #expect(written.count == names.count && Set(written).count == names.count, "\(written)")
        // Each blob's header counts the whole run's pairs (every golden is in each runner's
        // listing), filled in after the one listing.
        for k in 1...3 {
            #expect(try Blob.read(dir.appendingPathComponent("blobs/\(k).blob").path).pairs == names.count)
        }
        let merged = try ChevronProcess.run(["merge-reports", "blobs/1.blob", "blobs/2.blob", "blobs/3.blob"], in: dir)
        #expect(merged.status == 0 && merged.stdout == "8 images: 8 passed, 0 changed, 0 new, 0 deleted, 0 resized, 0 unreadable\n",
                "\(merged.stdout)\(merged.stderr)")

        let before = try Self.shardPaths(dir, expected: "goldens", actual: "goldens")
        #expect(before.flatMap { $0 }.count == names.count)
        try Self.scene.write(to: dir.appendingPathComponent("alert5.yaml"), atomically: true, encoding: .utf8)
        let added = try ChevronProcess.run(["render", "alert5.yaml", "--scale", "2", "--output-dir", "goldens"], in: dir)
        #expect(added.status == 0, "\(added.stderr)")
        let after = try Self.shardPaths(dir, expected: "goldens", actual: "goldens")
        for k in 0..<3 {
            #expect(after[k].filter { $0 != "alert5@2x.png" } == before[k], "adding a scene moved another out of shard \(k + 1)")
        }
        #expect(after.flatMap { $0 }.count == names.count + 1)
    }

    @Test func theEnvironmentIsReadOnlyWithShardAuto() throws {
        let dir = try FolderDiffTests.folders()
        let status = dir.appendingPathComponent("shard-status")
        let environment = ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "TEST_SHARD_STATUS_FILE": status.path]
        // Without --shard the variables are not read: the whole run, no status file.
        let whole = try ChevronProcess.run(["diff", "expected", "actual"], in: dir, environment: environment)
        #expect(whole.stdout.contains("\n6 images: "), "\(whole.stdout)")
        #expect(!FileManager.default.fileExists(atPath: status.path))
        var paths: [String] = []
        for index in 0..<2 {
            let r = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "auto", "--allow-empty"], in: dir, environment: [
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status.path])
            #expect(r.stderr.contains("--shard auto: shard \(index + 1)/2 from TEST_SHARD_INDEX=\(index) and TEST_TOTAL_SHARDS=2"),
                    "\(r.stderr)")
            let line = try #require(r.stdout.split(separator: "\n").last)
            #expect(line.hasPrefix("shard \(index + 1)/2: "), "\(line)")
            let json = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "auto", "--json", "--allow-empty"],
                                              in: dir, environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)"])
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            paths += try #require(object?["images"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        }
        #expect(paths.sorted() == ["aa.png", "gone.png", "icons/changed.png", "icons/fresh.png", "same.png", "turned.png"])
        #expect(FileManager.default.fileExists(atPath: status.path))
        let bad = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "auto"], in: dir,
                                         environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
        #expect(bad.status == 64 && bad.stderr.contains("TEST_SHARD_INDEX=2"), "\(bad.stderr)")
        let unset = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "auto"], in: dir)
        #expect(unset.stderr.contains("are not both set: the whole run"), "\(unset.stderr)")
        #expect(unset.stdout.contains("\n6 images: "), "\(unset.stdout)")
    }
}

/// No silent partial runs: nothing compared fails, a glob that matches nothing is said.
@Suite("partial runs")
struct PartialRunTests {
    @Test func twoEmptyFoldersFailUnlessAllowed() throws {
        let dir = try ChevronProcess.scratch()
        for name in ["expected", "actual"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report"], in: dir)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr == "chevron: error: no images to compare: neither expected nor actual holds a PNG "
                + "(--allow-empty accepts an empty run)\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("report").path), "nothing half-written")
        let allowed = try ChevronProcess.run(["diff", "expected", "actual", "--allow-empty"], in: dir)
        #expect(allowed.status == 0 && allowed.stdout.hasPrefix("0 images: "), "\(allowed.stdout)\(allowed.stderr)")
    }

    @Test func anEmptyShardSaysSo() throws {
        let dir = try FolderDiffTests.folders()
        // Six images in 40 shards: some shard holds none of them.
        let empty = try #require((1...40).first { k in
            !FolderDiffTests.imagePaths.contains { Shard(index: k, total: 40)!.contains($0) }
        })
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "\(empty)/40"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("shard \(empty)/40 holds none of the run's 6 images"), "\(r.stderr)")
    }

    @Test func globsThatMatchNothingAreWarnings() throws {
        let dir = try FolderDiffTests.folders()
        try "- { match: 'icns/*', threshold: 0.5 }\n- { match: 'icons/*', threshold: 0.2 }\n"
            .write(to: dir.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
        let diff = try ChevronProcess.run(["diff", "expected", "actual", "--rules", "rules.yaml"], in: dir)
        #expect(diff.stderr.contains("chevron: warning: the rule `icns/*` (rules.yaml:1) matches none of the 6 images"),
                "\(diff.stderr)")
        #expect(!diff.stderr.contains("`icons/*`"), "\(diff.stderr)")
        let approve = try ChevronProcess.run(["approve", "expected", "actual", "--filter", "nothing/*", "--dry-run"], in: dir)
        #expect(approve.stderr.contains("chevron: warning: --filter nothing/* matches none of the 6 images"), "\(approve.stderr)")
        #expect(approve.stdout.hasSuffix("approved 0 images: 0 added, 0 updated, 0 removed (dry run: nothing changed)\n"))
    }

    @Test func approvesSummaryCountsWhatFailed() throws {
        let dir = try FolderDiffTests.folders(corrupt: true)
        let r = try ChevronProcess.run(["approve", "expected", "actual", "--dry-run"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stdout.contains("approved 6 of 7 images: 1 added, 2 updated, 1 could not be read (dry run: nothing changed)"),
                "\(r.stdout)")
    }

    @Test func approveTakesTheSameShardsAsDiff() throws {
        let dir = try FolderDiffTests.folders()
        var approved: [String] = []
        for k in 1...3 {
            let r = try ChevronProcess.run(["approve", "expected", "actual", "--shard", "\(k)/3", "--dry-run"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.split(separator: "\n").last?.hasPrefix("shard \(k)/3: approved ") == true, "\(r.stdout)")
            for line in r.stdout.split(separator: "\n") where line.hasPrefix("would have ") {
                let path = String(line.split(separator: " ").last ?? "").replacingOccurrences(of: "expected/", with: "")
                #expect(Shard(index: k, total: 3)!.contains(path), "\(path) approved by shard \(k)")
                approved.append(path)
            }
        }
        #expect(approved.sorted() == ["icons/changed.png", "icons/fresh.png", "turned.png"], "\(approved)")
    }
}
