import Foundation
import Testing

/// Blobs are 0644 as every output; a reused `--report` folder holds only the last run.
@Suite("output hygiene")
struct OutputHygieneTests {
    @Test func blobsAreReadableByAll() throws {
        let dir = try FolderDiffTests.folders()
        _ = try ChevronProcess.run(["diff", "expected", "actual", "--blob", "b.blob", "--junit", "j.xml"], in: dir)
        for file in ["b.blob", "j.xml"] {
            let mode = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(file).path)[.posixPermissions]
            #expect((mode as? Int) == 0o644, "\(file): \(String(describing: mode))")
        }
    }

    @Test func aReusedReportHoldsOnlyThisRun() throws {
        let dir = try FolderDiffTests.folders()
        let first = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report"], in: dir)
        #expect(first.status == 1, "\(first.stderr)")
        let before = ChevronProcess.contents(dir.appendingPathComponent("report"), recursive: true)
        #expect(before.contains { $0.hasPrefix("images/") && $0.hasSuffix("/diff.png") }, "\(before)")
        // Something of the user's in the folder is left alone.
        try Data("mine".utf8).write(to: dir.appendingPathComponent("report/notes.txt"))
        // Everything approved: the next run has nothing to show.
        let approve = try ChevronProcess.run(["approve", "expected", "actual", "--prune"], in: dir)
        #expect(approve.status == 0, "\(approve.stderr)")
        let second = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report"], in: dir)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let after = ChevronProcess.contents(dir.appendingPathComponent("report"), recursive: true)
        // Nothing to approve and no diff left from the first run: only the passed images' files (the
        // report shows passed images too: the actual file, and the expected one when the bytes
        // differ within the tolerance), one folder per image of this run, each with its actual file.
        #expect(!after.contains { $0.hasPrefix("actual/") && $0.hasSuffix(".png") }, "\(after)")
        let images = after.filter { $0.hasPrefix("images/") && $0.hasSuffix(".png") }
        #expect(images.allSatisfy { $0.hasSuffix("/actual.png") || $0.hasSuffix("/expected.png") }, "\(images)")
        let folders = Set(images.map { $0.split(separator: "/")[1] })
        #expect(images.filter { $0.hasSuffix("/actual.png") }.count == folders.count, "\(images)")
        let passed = second.stdout.split(separator: "\n").last { $0.contains(" images: ") }
            .flatMap { Int($0.split(separator: " ")[0]) }
        #expect(passed != nil && folders.count == passed, "\(images) for \(second.stdout)")
        #expect(after.contains("index.html") && after.contains("notes.txt"), "\(after)")
    }
}

/// Approving from CI: the report keeps each changed, resized and new image by its own path under
/// `actual/`, so `chevron approve EXPECTED_DIR REPORT/actual` accepts a CI run's results.
@Suite("approve from a report")
struct ApproveFromReportTests {
    @Test func diffReportApproveFromTheReportThenDiffPasses() throws {
        let dir = try ChevronProcess.scratch()
        let e = dir.appendingPathComponent("expected"), a = dir.appendingPathComponent("actual")
        try FolderDiffTests.put("identical-a.png", "same.png", in: e)
        try FolderDiffTests.put("identical-a.png", "same.png", in: a)
        try FolderDiffTests.put("one-pixel-a.png", "icons/changed.png", in: e)
        try FolderDiffTests.put("one-pixel-b.png", "icons/changed.png", in: a)
        try FolderDiffTests.put("alpha-b.png", "icons/fresh.png", in: a)
        try FolderDiffTests.put("transposed-a.png", "turned.png", in: e)
        try FolderDiffTests.put("transposed-b.png", "turned.png", in: a)
        // The CI run, sharded as CI runs it; its blobs merged into the report an engineer downloads.
        for k in 1...2 {
            _ = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "\(k)/2", "--allow-empty",
                                        "--blob", "blobs/\(k).blob"], in: dir)
        }
        let merged = try ChevronProcess.run(["merge-reports", "blobs/1.blob", "blobs/2.blob", "--report", "report"], in: dir)
        #expect(merged.status == 1, "\(merged.stdout)\(merged.stderr)")
        let kept = ChevronProcess.contents(dir.appendingPathComponent("report/actual"), recursive: true)
        #expect(kept == ["icons/changed.png", "icons/fresh.png", "turned.png"], "\(kept)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("report/actual/icons/changed.png"))
                == Data(contentsOf: a.appendingPathComponent("icons/changed.png")))
        // Approved from the report alone (the actual folder is gone, as on a developer's machine).
        try FileManager.default.removeItem(at: a)
        let approve = try ChevronProcess.run(["approve", "expected", "report/actual"], in: dir)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(approve.stdout.hasSuffix("approved 4 images: 1 added, 2 updated, 0 removed\n"), "\(approve.stdout)")
        // The next CI run passes.
        let rerun = try ChevronProcess.run(["diff", "expected", "report/actual", "--allow-new"], in: dir)
        #expect(rerun.stdout.contains("0 changed, 0 new, 1 deleted"), "\(rerun.stdout)")
        try FolderDiffTests.put("identical-a.png", "same.png", in: a)
        try FolderDiffTests.put("one-pixel-b.png", "icons/changed.png", in: a)
        try FolderDiffTests.put("alpha-b.png", "icons/fresh.png", in: a)
        try FolderDiffTests.put("transposed-b.png", "turned.png", in: a)
        let again = try ChevronProcess.run(["diff", "expected", "actual"], in: dir)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }
}

/// `--json FILE`: the JSON in a file listing every output, the lines (and GitHub's annotations) on stdout.
@Suite("json to a file")
struct JSONFileTests {
    @Test func folderJSONGoesToItsFileAndListsEveryOutput() throws {
        let dir = try FolderDiffTests.folders()
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--json", "out/result.json", "--github",
                                        "--junit", "j.xml", "--report", "report"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error ") }, "\(r.stdout)")
        #expect(lines.contains("6 images: 2 passed, 1 changed, 1 new, 1 deleted, 1 resized, 0 unreadable"), "\(r.stdout)")
        #expect(lines.last == "wrote out/result.json", "\(r.stdout)")
        #expect(!r.stdout.contains("{"), "no JSON among the lines")
        let json = try FolderDiffTests.json(String(contentsOf: dir.appendingPathComponent("out/result.json"), encoding: .utf8))
        #expect(json["outputs"] as? [String] == ["report/index.html", "j.xml", "out/result.json"])
        #expect((json["images"] as? [[String: Any]])?.count == 6)
        // `--json=FILE` names any file; `--json` alone still prints.
        let inline = try ChevronProcess.run(["diff", "--json=plain", "expected", "actual"], in: dir)
        #expect(inline.stdout.hasSuffix("wrote plain\n"), "\(inline.stdout)")
        let printed = try ChevronProcess.run(["diff", "expected", "actual", "--json"], in: dir)
        #expect((try FolderDiffTests.json(printed.stdout))["outputs"] as? [String] == [])
    }

    @Test func jsonOnStdoutWithGitHubIsRefused() throws {
        let dir = try FolderDiffTests.folders()
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--json", "--github"], in: dir)
        #expect(r.status == 64 && r.stderr.contains("write the JSON to a file (--json=FILE)"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func twoImagesToo() throws {
        let dir = try ChevronProcess.scratch()
        try FolderDiffTests.put("one-pixel-a.png", "a.png", in: dir)
        try FolderDiffTests.put("one-pixel-b.png", "b.png", in: dir)
        let r = try ChevronProcess.run(["diff", "a.png", "b.png", "--json", "d.json", "-o", "d.png"], in: dir)
        #expect(r.status == 1 && r.stdout.hasSuffix("wrote d.png\nwrote d.json\n"), "\(r.stdout)\(r.stderr)")
        let json = try FolderDiffTests.json(String(contentsOf: dir.appendingPathComponent("d.json"), encoding: .utf8))
        #expect(json["mismatched"] as? Int == 1, "\(json)")
    }
}
