import Foundation
import Testing

/// `chevron diff EXPECTED_DIR ACTUAL_DIR` as a process: every status, exit code and output.
@Suite("folder diff")
struct FolderDiffTests {
    static func fixture(_ name: String) -> URL { DiffCommandTests.fixtures.appendingPathComponent(name) }

    /// Copies a fixture to `folder/relative`, creating folders.
    static func put(_ fixture: String, _ relative: String, in folder: URL) throws {
        let target = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: Self.fixture(fixture), to: target)
    }

    /// The relative paths of `folders()`' images, both folders together.
    static let imagePaths = ["aa.png", "gone.png", "icons/changed.png", "icons/fresh.png", "same.png", "turned.png"]

    /// expected/ and actual/ with one image of every status but unreadable.
    static func folders(corrupt: Bool = false) throws -> URL {
        let dir = try ChevronProcess.scratch()
        let e = dir.appendingPathComponent("expected"), a = dir.appendingPathComponent("actual")
        try put("identical-a.png", "same.png", in: e)
        try put("identical-a.png", "same.png", in: a)
        try put("one-pixel-a.png", "icons/changed.png", in: e)
        try put("one-pixel-b.png", "icons/changed.png", in: a)
        try put("alpha-a.png", "gone.png", in: e)
        try put("alpha-b.png", "icons/fresh.png", in: a)
        try put("transposed-a.png", "turned.png", in: e)
        try put("transposed-b.png", "turned.png", in: a)
        // Different bytes, the same pixels within the threshold: passed.
        try put("aa-circles-a.png", "aa.png", in: e)
        try put("aa-circles-b.png", "aa.png", in: a)
        // Not PNGs by name: left out.
        try Data("notes".utf8).write(to: e.appendingPathComponent("README.txt"))
        if corrupt {
            try put("identical-a.png", "broken.png", in: e)
            let bytes = try Data(contentsOf: Self.fixture("identical-a.png"))
            try bytes.prefix(bytes.count / 2).write(to: a.appendingPathComponent("broken.png"))
        }
        return dir
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyStatusHasItsLineAndTheTotals() throws {
        let dir = try Self.folders()
        let r = try ChevronProcess.run(["diff", "expected", "actual"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "deleted    gone.png",
            "changed    icons/changed.png: 1 of 6144 pixels differ (0.02 %)",
            "new        icons/fresh.png",
            "resized    turned.png: 120 x 80 against 80 x 120",
            "6 images: 2 passed, 1 changed, 1 new, 1 deleted, 1 resized, 0 unreadable",
        ], "\(r.stdout)")
    }

    @Test func exitCodes() throws {
        // All pass: 0.
        let same = try ChevronProcess.scratch()
        try Self.put("identical-a.png", "a/x.png", in: same)
        try Self.put("identical-b.png", "b/x.png", in: same)
        let ok = try ChevronProcess.run(["diff", "a", "b"], in: same)
        #expect(ok.status == 0 && ok.stdout == "1 image: 1 passed, 0 changed, 0 new, 0 deleted, 0 resized, 0 unreadable\n",
                "\(ok.stdout)\(ok.stderr)")
        // Only new images: 1, or 0 with --allow-new.
        try Self.put("alpha-a.png", "b/added.png", in: same)
        #expect(try ChevronProcess.run(["diff", "a", "b"], in: same).status == 1)
        #expect(try ChevronProcess.run(["diff", "a", "b", "--allow-new"], in: same).status == 0)
        // A corrupt PNG: 65, and the others are still compared and reported.
        let dir = try Self.folders(corrupt: true)
        let bad = try ChevronProcess.run(["diff", "expected", "actual"], in: dir)
        #expect(bad.status == 65, "\(bad.stderr)")
        #expect(bad.stdout.contains("unreadable broken.png: actual: corrupt PNG"), "\(bad.stdout)")
        #expect(bad.stdout.contains("changed    icons/changed.png"))
        #expect(bad.stdout.hasSuffix("7 images: 2 passed, 1 changed, 1 new, 1 deleted, 1 resized, 1 unreadable\n"))
        // A folder that cannot be read: 66; an expected "folder" that is a file: 66.
        let missing = try ChevronProcess.run(["diff", "nowhere", "actual"], in: dir)
        #expect(missing.status == 66 && missing.stderr.contains("chevron: error: cannot read nowhere"), "\(missing.stderr)")
        let file = try ChevronProcess.run(["diff", "expected/same.png", "actual"], in: dir)
        #expect(file.status == 66 && file.stderr.contains("expected/same.png as a folder: it is a file"), "\(file.stderr)")
    }

    @Test func usageMistakesAreExit64() throws {
        let dir = try Self.folders()
        for words in [["--report", "r", "x.png", "y.png"], ["-o", "d.png", "expected", "actual"],
                      ["--shard", "3/2", "expected", "actual"], ["--shard", "0/2", "expected", "actual"],
                      ["--jobs", "0", "expected", "actual"], ["--report", "expected", "expected", "actual"],
                      ["--report", "actual/new/report", "expected", "actual"], ["--report", "./expected/../actual/r", "expected", "actual"]] {
            let r = try ChevronProcess.run(["diff"] + words, in: dir)
            #expect(r.status == 64, "\(words): \(r.stderr)")
            #expect(r.stderr.hasPrefix("chevron: error: "), "\(words): \(r.stderr)")
        }
    }

    @Test func theNewCommandsHaveHelp() throws {
        for command in ["approve", "merge-reports", "diff"] {
            let r = try ChevronProcess.run([command, "--help"], in: try ChevronProcess.scratch())
            #expect(r.status == 0 && r.stdout.contains("USAGE: chevron \(command)"), "\(command)")
            #expect(!r.stdout.contains("\\"), "\(command): a stray backslash in its help")
        }
    }

    @Test func jsonHasTotalsAndOneRecordPerImage() throws {
        let dir = try Self.folders()
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--json", "--jobs", "1"], in: dir)
        #expect(r.status == 1)
        let json = try Self.json(r.stdout)
        let totals = try #require(json["totals"] as? [String: Int])
        #expect(totals == ["images": 6, "passed": 2, "changed": 1, "new": 1, "deleted": 1, "resized": 1, "unreadable": 0])
        #expect(json["chevron"] as? String != nil && json["fonts"] as? String != nil)
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.map { $0["path"] as? String } == ["aa.png", "gone.png", "icons/changed.png", "icons/fresh.png",
                                                          "same.png", "turned.png"])
        let changed = images[2]
        #expect(changed["status"] as? String == "changed")
        #expect(changed["mismatched"] as? Int == 1 && changed["total"] as? Int == 6144)
        #expect(changed["ratio"] as? Double == 1.0 / 6144)
        #expect(changed["threshold"] as? Double == 0.1)
        #expect((changed["expected"] as? [String: Int]) == ["width": 96, "height": 64])
        let aa = images[0]
        #expect(aa["status"] as? String == "passed" && (aa["antialiased"] as? Int ?? 0) > 0)
        // --jobs does not change a byte.
        let two = try ChevronProcess.run(["diff", "expected", "actual", "--json", "--jobs", "2"], in: dir)
        #expect(two.stdout == r.stdout)
    }

    @Test func junitHasOneTestCasePerImage() throws {
        let dir = try Self.folders(corrupt: true)
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--junit", "out/junit.xml"], in: dir)
        #expect(r.status == 65)
        #expect(r.stdout.contains("wrote out/junit.xml"))
        let xml = try String(contentsOf: dir.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 7)
        #expect(xml.contains("tests=\"7\" failures=\"4\" errors=\"1\""), "\(xml)")
        #expect(xml.contains("<testcase classname=\"chevron.diff\" name=\"icons/changed.png\"><failure type=\"changed\""))
        #expect(xml.contains("<testcase classname=\"chevron.diff\" name=\"same.png\"/>"))
        #expect(xml.contains("name=\"broken.png\"><error type=\"unreadable\""))
    }

    @Test func githubAnnotationsAndTheStepSummary() throws {
        let dir = try Self.folders()
        let summary = dir.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--github"], in: dir,
                                       environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("::error file=expected/icons/changed.png,title=chevron diff%3A changed::"
                                  + "icons/changed.png: changed — 1 of 6144 pixels differ (0.02 %25)"), "\(r.stdout)")
        #expect(r.stdout.contains("::error file=actual/icons/fresh.png,title=chevron diff%3A new::"))
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n### chevron diff\n\n6 images: 2 passed"), "\(text)")
        #expect(text.contains("| changed | icons/changed.png | 1 of 6144 pixels differ (0.02 %) |"), "\(text)")
    }

    @Test func rulesSetOptionsPerGlobAndAreEchoed() throws {
        let dir = try Self.folders()
        try Data("""
            - match: "icons/*"
              maxDiffPixels: 1
            - { match: turned.png, threshold: 0.2, ignore: [[0, 0, 5, 5]], includeAA: true }

            """.utf8).write(to: dir.appendingPathComponent("rules.yaml"))
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--rules", "rules.yaml", "--json"], in: dir)
        let json = try Self.json(r.stdout)
        let images = try #require(json["images"] as? [[String: Any]])
        let changed = try #require(images.first { $0["path"] as? String == "icons/changed.png" })
        #expect(changed["status"] as? String == "passed" && changed["rule"] as? String == "icons/*")
        #expect(changed["maxDiffPixels"] as? Int == 1 && changed["allowed"] as? Int == 1)
        let turned = try #require(images.first { $0["path"] as? String == "turned.png" })
        #expect(turned["threshold"] as? Double == 0.2 && turned["includeAA"] as? Bool == true)
        #expect(turned["ignore"] as? [[Int]] == [[0, 0, 5, 5]])
        let same = try #require(images.first { $0["path"] as? String == "same.png" })
        #expect(same["rule"] is NSNull && same["threshold"] as? Double == 0.1)
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.map { $0["match"] as? String } == ["icons/*", "turned.png"])
        // A bad rules file is bad data, located like a scene's errors.
        try Data("- match: a.png\n  treshold: 0.2\n".utf8).write(to: dir.appendingPathComponent("bad.yaml"))
        let bad = try ChevronProcess.run(["diff", "expected", "actual", "--rules", "bad.yaml"], in: dir)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("bad.yaml:2:3: error at [0]: unknown key `treshold` — did you mean `threshold`?"),
                "\(bad.stderr)")
        try Data("- match: a.png\n  threshold: 2\n".utf8).write(to: dir.appendingPathComponent("range.yaml"))
        #expect(try ChevronProcess.run(["diff", "expected", "actual", "--rules", "range.yaml"], in: dir).status == 65)
    }

    /// An `--ignore` region (or a rule's) outside every image it applies to leaves out nothing: a
    /// warning, as `diff` of two files gives, from diff and approve; one inside some image is quiet.
    @Test func anIgnoreRegionOutsideEveryImageIsAWarning() throws {
        let dir = try Self.folders()
        try Data("""
            - { match: turned.png, ignore: [[100, 0, 5, 5], [0, 0, 5, 5]] }

            """.utf8).write(to: dir.appendingPathComponent("rules.yaml"))
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--ignore", "200,0,10,10", "--ignore", "90,0,4,4",
                                        "--rules", "rules.yaml"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        // turned.png is 120 x 80 and 80 x 120: x 100 is inside the first. Its rule's regions replace
        // the command line's, so --ignore applied to the others only, the largest 96 x 64 (not
        // turned.png's 120 x 80, which it never applied to).
        #expect(r.stderr == "chevron: warning: --ignore 200,0,10,10 lies outside every image it was applied to "
                + "(the largest 96 x 64 px): it leaves out nothing\n", "\(r.stderr)")
        let rule = try ChevronProcess.run(["diff", "expected", "actual", "--rules", "rules.yaml"], in: dir)
        #expect(rule.stderr.isEmpty, "\(rule.stderr)")
        try Data("- { match: turned.png, ignore: [[500, 500, 1, 1]] }\n".utf8)
            .write(to: dir.appendingPathComponent("far.yaml"))
        let far = try ChevronProcess.run(["approve", "expected", "actual", "--rules", "far.yaml"], in: dir)
        #expect(far.status == 0, "\(far.stderr)")
        #expect(far.stderr == "chevron: warning: the rule `turned.png`'s ignore region 500,500,1,1 lies outside every "
                + "image it was applied to (the largest 120 x 80 px): it leaves out nothing\n", "\(far.stderr)")
    }

    /// A rule that sets no `ignore` leaves its images the command line's regions: an `--ignore` outside
    /// every image is the command line's, said once, never a rule's region (the rule names none).
    @Test func anIgnoreRegionUnderARuleWithoutIgnoreIsTheCommandLines() throws {
        let dir = try Self.folders()
        // The second entry of the same glob never applies (the first matching entry does).
        try Data("- { match: turned.png, threshold: 0.3 }\n- { match: turned.png, ignore: [[0, 0, 1, 1]] }\n".utf8)
            .write(to: dir.appendingPathComponent("rules.yaml"))
        for command in ["diff", "approve"] {
            let r = try ChevronProcess.run([command, "expected", "actual", "--ignore", "200,0,10,10",
                                            "--rules", "rules.yaml"] + (command == "approve" ? ["--dry-run"] : []),
                                           in: dir)
            #expect(r.stderr == "chevron: warning: --ignore 200,0,10,10 lies outside every image it was applied to "
                    + "(the largest 120 x 80 px): it leaves out nothing\n", "\(command): \(r.stderr)")
        }
    }

    @Test func approveCopiesChangedAndNewAndPrunesOnlyWhenAsked() throws {
        let dir = try Self.folders()
        let e = dir.appendingPathComponent("expected")
        let filtered = try ChevronProcess.run(["approve", "expected", "actual", "--filter", "icons/ch*"], in: dir)
        #expect(filtered.status == 0, "\(filtered.stderr)")
        #expect(filtered.stdout == "updated expected/icons/changed.png\napproved 1 image: 0 added, 1 updated, 0 removed\n",
                "\(filtered.stdout)")
        let r = try ChevronProcess.run(["approve", "expected", "actual"], in: dir)
        #expect(r.stdout.contains("added expected/icons/fresh.png") && r.stdout.contains("updated expected/turned.png"))
        #expect(FileManager.default.fileExists(atPath: e.appendingPathComponent("gone.png").path))
        #expect(try Data(contentsOf: e.appendingPathComponent("turned.png")) == Data(contentsOf: Self.fixture("transposed-b.png")))
        // The anti-aliasing-only difference passed: left alone.
        #expect(try Data(contentsOf: e.appendingPathComponent("aa.png")) == Data(contentsOf: Self.fixture("aa-circles-a.png")))
        let pruned = try ChevronProcess.run(["approve", "expected", "actual", "--prune"], in: dir)
        #expect(pruned.stdout.contains("removed expected/gone.png"))
        #expect(try ChevronProcess.run(["diff", "expected", "actual"], in: dir).status == 0)
        #expect(!ChevronProcess.contents(e, recursive: true).contains { $0.contains(".tmp-") })
    }

    /// approve compares with diff's options: an image within --max-diff-pixels, or whose
    /// difference lies in an --ignore rectangle, passes and is left alone; a bad value is 64.
    @Test func approveTakesDiffsMatchingOptions() throws {
        let dir = try Self.folders()
        let changed = dir.appendingPathComponent("expected/icons/changed.png")
        let before = try Data(contentsOf: changed)
        for options in [["--max-diff-pixels", "1"], ["--max-diff-ratio", "0.001"], ["--ignore", "0,0,96,64"]] {
            let r = try ChevronProcess.run(["approve", "expected", "actual", "--filter", "icons/ch*"] + options, in: dir)
            #expect(r.status == 0, "\(options): \(r.stderr)")
            #expect(r.stdout == "approved 1 image: 0 added, 0 updated, 0 removed\n", "\(options): \(r.stdout)")
            #expect(try Data(contentsOf: changed) == before, "\(options)")
        }
        for options in [["--ignore", "1,2,3"], ["--max-diff-pixels", "-1"], ["--max-diff-ratio", "2"]] {
            let r = try ChevronProcess.run(["approve", "expected", "actual"] + options, in: dir)
            #expect(r.status == 64 && r.stderr.hasPrefix("chevron: error: ") && r.stderr.split(separator: "\n").count == 1,
                    "\(options): \(r.stderr)")
        }
        let r = try ChevronProcess.run(["approve", "expected", "actual", "--filter", "icons/ch*", "--include-aa"], in: dir)
        #expect(r.stdout.hasPrefix("updated expected/icons/changed.png"), "\(r.stdout)")
    }

    /// Two byte-identical copies of one corrupt PNG are unreadable (65), not passed unread: a file
    /// cut short, and one with a byte of its image data changed (the chunk's CRC says so).
    @Test func identicalCorruptCopiesAreUnreadable() throws {
        let bytes = try Data(contentsOf: Self.fixture("identical-a.png"))
        var flipped = bytes
        flipped[flipped.count - 20] ^= 0x40
        for (name, broken) in [("cut", bytes.prefix(bytes.count - 16)), ("flipped", flipped)] {
            let dir = try ChevronProcess.scratch()
            for side in ["expected", "actual"] {
                try FileManager.default.createDirectory(at: dir.appendingPathComponent(side), withIntermediateDirectories: true)
                try Data(broken).write(to: dir.appendingPathComponent("\(side)/x.png"))
            }
            let r = try ChevronProcess.run(["diff", "expected", "actual"], in: dir)
            #expect(r.status == 65, "\(name): \(r.stdout)\(r.stderr)")
            #expect(r.stdout.hasPrefix("unreadable x.png: expected: corrupt PNG"), "\(name): \(r.stdout)")
        }
        // The whole file still passes unread.
        let dir = try ChevronProcess.scratch()
        try Self.put("identical-a.png", "expected/x.png", in: dir)
        try Self.put("identical-a.png", "actual/x.png", in: dir)
        #expect(try ChevronProcess.run(["diff", "expected", "actual"], in: dir).status == 0)
    }

    /// The JSON names the bundled fonts with the revisions their files declare (fontconfig's
    /// `fontversion` is the same 16.16 `head` revision).
    @Test func jsonNamesTheFontsFromTheirFiles() throws {
        let dir = try Self.folders()
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--json"], in: dir)
        let fonts = try #require(try Self.json(r.stdout)["fonts"] as? String)
        let fontsDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts")
        var expected: [String] = []
        for file in ["texgyreheros-regular.otf", "texgyreheros-bold.otf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            let q = try ChevronProcess.run(URL(fileURLWithPath: "/usr/bin/fc-query"),
                                           ["-f", "%{family[0]}|%{fontversion}", fontsDir.appendingPathComponent(file).path],
                                           in: dir)
            let parts = q.stdout.split(separator: "|")
            let fixed = try #require(Int(parts.last ?? ""), "\(q.stdout)")
            var version = String(format: "%.3f", Double(fixed) / 65536)
            while version.hasSuffix("0") { version.removeLast() }
            let name = "\(parts[0]) \(version)"
            if !expected.contains(name) { expected.append(name) }
        }
        #expect(fonts == expected.joined(separator: ", "))
        #expect(fonts.hasPrefix("TeX Gyre Heros 2."))
    }

    @Test func approveNeverWritesThroughALinkedFolder() throws {
        let dir = try ChevronProcess.scratch()
        let outside = dir.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("expected"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("expected/sub").path,
                                                   withDestinationPath: outside.path)
        try Self.put("alpha-a.png", "actual/sub/x.png", in: dir)
        let r = try ChevronProcess.run(["approve", "expected", "actual"], in: dir)
        #expect(r.status == 73, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("is a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func shardsAreDisjointCompleteAndMergeIntoTheUnshardedRun() throws {
        let dir = try Self.folders(corrupt: true)
        let whole = try ChevronProcess.run(["diff", "expected", "actual", "--json", "--report", "whole",
                                            "--junit", "whole.xml"], in: dir)
        var seen: [String] = []
        for k in 1...3 {
            let shard = try ChevronProcess.run(["diff", "expected", "actual", "--shard", "\(k)/3", "--json",
                                                "--allow-empty", "--blob", "blobs/\(k).blob"], in: dir)
            let images = try #require(try Self.json(shard.stdout)["images"] as? [[String: Any]])
            seen += images.compactMap { $0["path"] as? String }
        }
        let all = try #require(try Self.json(whole.stdout)["images"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        #expect(seen.sorted() == all.sorted(), "the shards together are the whole run, each image once")
        // Given in any order, the blobs merge into the unsharded run's JSON, report and JUnit.
        let merged = try ChevronProcess.run(["merge-reports", "blobs/3.blob", "blobs/1.blob", "blobs/2.blob", "--json",
                                             "--report", "merged", "--junit", "merged.xml"], in: dir)
        #expect(merged.status == whole.status && merged.status == 65, "\(merged.stderr)")
        // The same JSON but for the outputs each wrote (each its own report and JUnit).
        var mergedJSON = try Self.json(merged.stdout), wholeJSON = try Self.json(whole.stdout)
        #expect(mergedJSON.removeValue(forKey: "outputs") as? [String] == ["merged/index.html", "merged.xml"])
        #expect(wholeJSON.removeValue(forKey: "outputs") as? [String] == ["whole/index.html", "whole.xml"])
        #expect(NSDictionary(dictionary: mergedJSON) == NSDictionary(dictionary: wholeJSON))
        #expect(try Data(contentsOf: dir.appendingPathComponent("merged.xml")) == Data(contentsOf: dir.appendingPathComponent("whole.xml")))
        let wholeFiles = ChevronProcess.contents(dir.appendingPathComponent("whole"), recursive: true)
        #expect(wholeFiles == ChevronProcess.contents(dir.appendingPathComponent("merged"), recursive: true))
        #expect(wholeFiles.contains("images/3/diff.png"), "\(wholeFiles)")
        for file in wholeFiles {
            #expect(try Data(contentsOf: dir.appendingPathComponent("whole/" + file))
                    == Data(contentsOf: dir.appendingPathComponent("merged/" + file)), "\(file)")
        }
        // The lines too.
        let lines = try ChevronProcess.run(["merge-reports", "blobs/1.blob", "blobs/2.blob", "blobs/3.blob"], in: dir)
        #expect(lines.stdout == (try ChevronProcess.run(["diff", "expected", "actual"], in: dir)).stdout)
        // A missing or repeated shard, another version's blob: refused.
        let missing = try ChevronProcess.run(["merge-reports", "blobs/1.blob", "blobs/3.blob", "--report", "partial"], in: dir)
        #expect(missing.status == 65 && missing.stderr.contains("shard 2/3 missing"), "\(missing.stderr)")
        #expect(ChevronProcess.contents(dir.appendingPathComponent("partial"), recursive: true).isEmpty,
                "a refused merge leaves no report and no temporary file")
        let twice = try ChevronProcess.run(["merge-reports", "blobs/1.blob", "blobs/1.blob"], in: dir)
        #expect(twice.status == 65 && twice.stderr.contains("are both shard 1/3"), "\(twice.stderr)")
        var old = try String(contentsOf: dir.appendingPathComponent("blobs/2.blob"), encoding: .isoLatin1)
        old = old.replacingOccurrences(of: "\nchevron ", with: "\nchevron 0.0.0-")
        try old.write(to: dir.appendingPathComponent("blobs/old.blob"), atomically: true, encoding: .isoLatin1)
        let version = try ChevronProcess.run(["merge-reports", "blobs/1.blob", "blobs/old.blob", "blobs/3.blob"], in: dir)
        #expect(version.status == 65 && version.stderr.contains("was written by Chevron 0.0.0-"), "\(version.stderr)")
        let notABlob = try ChevronProcess.run(["merge-reports", "whole.xml"], in: dir)
        #expect(notABlob.status == 65 && notABlob.stderr.contains("not a chevron blob"), "\(notABlob.stderr)")
    }

    @Test func renderShardsItsScenes() throws {
        let dir = try ChevronProcess.scratch()
        let scenes = try Robust.exampleScenes().prefix(5).map { $0 }
        var written: [String] = []
        for k in 1...2 {
            let r = try ChevronProcess.run(["render"] + scenes + ["--shard", "\(k)/2", "--scale", "1", "--output-dir", "out"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let lines = r.stdout.split(separator: "\n").map(String.init)
            written += lines.filter { $0.hasPrefix("wrote ") }
            // The shard's summary counts its own scenes.
            #expect(lines.last == "shard \(k)/2: rendered \(lines.count - 1) scene\(lines.count == 2 ? "" : "s")", "\(lines)")
        }
        #expect(written.count == 5 && Set(written).count == 5, "\(written)")
    }

    @Test func hostileNamesAndFiles() throws {
        let dir = try ChevronProcess.scratch()
        let e = dir.appendingPathComponent("expected"), a = dir.appendingPathComponent("actual")
        let names = ["<img src=x onerror=alert(1)>.png", "quote\"and'apostrophe.png", "line\nbreak.png",
                     "escape\u{1B}[31mred.png", "..png", "-rf.png"]
        for name in names {
            try Self.put("one-pixel-a.png", name, in: e)
            try Self.put("one-pixel-b.png", name, in: a)
        }
        // A link to a PNG outside the folder is not followed; a link to a folder is left out.
        try FileManager.default.createSymbolicLink(atPath: a.appendingPathComponent("link.png").path,
                                                   withDestinationPath: Self.fixture("alpha-a.png").path)
        try FileManager.default.createSymbolicLink(atPath: a.appendingPathComponent("loop").path, withDestinationPath: a.path)
        // A FIFO named like a PNG is not read (it would block).
        #expect(mkfifo(a.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let r = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report", "--json"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        let images = try #require(try Self.json(r.stdout)["images"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: images.compactMap { i in (i["path"] as? String).map { ($0, i) } })
        for name in names { #expect(byName[name]?["status"] as? String == "changed", "\(name)") }
        #expect(byName["link.png"]?["problem"] as? String == "actual: a symbolic link, not followed")
        #expect(byName["pipe.png"]?["problem"] as? String == "actual: not a regular file")
        #expect(!byName.keys.contains { $0.hasPrefix("loop") })
        // Lines stay lines: every control character escaped.
        let plain = try ChevronProcess.run(["diff", "expected", "actual"], in: dir)
        #expect(plain.stdout.contains("changed    line\\nbreak.png: 1 of 6144"), "\(plain.stdout)")
        #expect(plain.stdout.contains("escape\\u{1B}[31mred.png") && !plain.stdout.contains("\u{1B}"))
        // The report: names as text, the page's files by number only; the images to approve keep
        // their own names under actual/, as they were in the actual folder (never outside it).
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;.png"))
        #expect(html.contains("quote&quot;and&#39;apostrophe.png"))
        let files = ChevronProcess.contents(dir.appendingPathComponent("report"), recursive: true)
        #expect(files.allSatisfy { $0 == "index.html" || $0.wholeMatch(of: /images\/[0-9]+\/(expected|actual|diff)\.png/) != nil
                                   || ($0.hasPrefix("actual/") && names.contains(String($0.dropFirst(7)))) },
                "\(files)")
    }
}

extension ChevronProcess {
    /// Every file under `dir`, as sorted relative paths.
    static func contents(_ dir: URL, recursive: Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: dir.path) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path, isDirectory: &isDir), !isDir.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
