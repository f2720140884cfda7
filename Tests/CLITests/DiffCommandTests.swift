import Foundation
import RasterPNG
import Testing

/// `chevron diff` as a process: every exit code, the JSON, the output images.
struct DiffCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImageDiffTests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func identicalImagesMatch() throws {
        let r = try ChevronProcess.run(["diff", Self.fixture("identical-a.png"), Self.fixture("identical-b.png")],
                                       in: try ChevronProcess.scratch())
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func differingImagesExit1WithPixelmatchsCountInJSON() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["diff", Self.fixture("one-pixel-a.png"), Self.fixture("one-pixel-b.png"), "--json",
                                        "-o", "d.png", "--side-by-side", "s.png", "--html", "r.html"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(json?["mismatched"] as? Int == 1)
        #expect(json?["match"] as? Bool == false && json?["sizeMismatch"] as? Bool == false)
        for key in ["width", "height", "antialiased", "total"] { #expect(json?[key] != nil, "\(key)") }
        for file in ["d.png", "s.png", "r.html"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func allowancesTurnADifferenceIntoAMatch() throws {
        let r = try ChevronProcess.run(["diff", Self.fixture("one-pixel-a.png"), Self.fixture("one-pixel-b.png"),
                                        "--max-diff-pixels", "1"], in: try ChevronProcess.scratch())
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func sizeMismatchIsExit2() throws {
        let r = try ChevronProcess.run(["diff", Self.fixture("transposed-a.png"), Self.fixture("transposed-b.png"), "--json"],
                                       in: try ChevronProcess.scratch())
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stdout.contains("\"sizeMismatch\":true"))
    }

    @Test func corruptMissingAndUsage() throws {
        let dir = try ChevronProcess.scratch()
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("bad.png"))
        let corrupt = try ChevronProcess.run(["diff", "bad.png", Self.fixture("identical-a.png")], in: dir)
        #expect(corrupt.status == 65 && corrupt.stderr.contains("bad.png"), "\(corrupt.stderr)")
        let missing = try ChevronProcess.run(["diff", "nope.png", Self.fixture("identical-a.png")], in: dir)
        #expect(missing.status == 66, "\(missing.stderr)")
        let usage = try ChevronProcess.run(["diff", Self.fixture("identical-a.png"), Self.fixture("identical-b.png"),
                                            "--ignore", "1,2,3"], in: dir)
        #expect(usage.status == 64)
        let unwritable = try ChevronProcess.run(["diff", Self.fixture("one-pixel-a.png"), Self.fixture("one-pixel-b.png"),
                                                 "-o", "bad.png/x.png"], in: dir)
        #expect(unwritable.status == 73, "\(unwritable.stderr)")
        for r in [corrupt, missing, unwritable] { #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)") }
    }
}
