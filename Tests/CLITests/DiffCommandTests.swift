import Foundation
import Raster
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

    /// Usage errors are one line like every other error, naming the subcommand's help; negative
    /// numbers reach the range checks instead of reading as an unknown option.
    @Test(arguments: [
        (["--threshold", "-0.1"], "chevron: error: the threshold must be between 0 and 1, not -0.1 (see 'chevron diff --help')"),
        (["--max-diff-pixels", "-1"], "chevron: error: the maximum number of differing pixels cannot be negative (-1) (see 'chevron diff --help')"),
        (["--ignore", "-1,2,3,4"], "chevron: error: --ignore wants X,Y,W,H with X, Y ≥ 0 and W, H ≥ 1 (a rectangle of pixels), not '-1,2,3,4' (see 'chevron diff --help')"),
        (["--bogus"], "chevron: error: Unknown option '--bogus' (see 'chevron diff --help')"),
        (["--threshold"], "chevron: error: Missing value for '--threshold <threshold>' (see 'chevron diff --help')"),
    ])
    func usageErrorsAreOneLine(_ extra: [String], _ line: String) throws {
        let r = try ChevronProcess.run(["diff", Self.fixture("identical-a.png"), Self.fixture("identical-b.png")] + extra,
                                       in: try ChevronProcess.scratch())
        #expect(r.status == 64)
        #expect(r.stderr == line + "\n")
    }

    /// "Up to this share": 29 of 100 pixels are within a ratio of 0.29 (100 · 0.29 is 28.999… in
    /// doubles), an ignored rectangle may reach to Int.max, and counts print as whole numbers.
    @Test func ratioBoundaryAndWholeNumbersInJSON() throws {
        let a = try Bitmap(width: 10, height: 10)
        var b = try Bitmap(width: 10, height: 10)
        for i in 0..<29 { b[i % 10, i / 10] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255) }
        let dir = try ChevronProcess.scratch()
        try Data(try PNG.encode(a)).write(to: dir.appendingPathComponent("a.png"))
        try Data(try PNG.encode(b)).write(to: dir.appendingPathComponent("b.png"))
        let within = try ChevronProcess.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.29"], in: dir)
        #expect(within.status == 0, "\(within.stdout)")
        let beyond = try ChevronProcess.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.28"], in: dir)
        #expect(beyond.status == 1, "\(beyond.stdout)")
        let json = try ChevronProcess.run(["diff", "a.png", "b.png", "--json", "--max-diff-pixels", "9223372036854775807",
                                           "--ignore", "4,2,9223372036854775807,1"], in: dir)
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"allowed\":9223372036854775807,"), "\(json.stdout)")
        #expect(json.stdout.contains("\"ignore\":[[4,2,9223372036854775804,1]]"), "\(json.stdout)")
        #expect(json.stdout.contains("\"mismatched\":24,"), "\(json.stdout)")
    }
}
