import Foundation
import RasterPNG
import Testing

/// `chevron back-button` and `chevron assets`, run as processes.
struct ArtCommandTests {
    @Test func versionAndHelp() throws {
        let dir = try ChevronProcess.scratch()
        let v = try ChevronProcess.run(["--version"], in: dir)
        #expect(v.status == 0 && !v.stdout.isEmpty)
        let h = try ChevronProcess.run(["--help"], in: dir)
        #expect(h.status == 0 && h.stdout.contains("back-button") && h.stdout.contains("diff"))
    }

    @Test func backButtonWritesAPNGOfTheButtonsSize() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["back-button", "--title", "Back", "--scale", "2", "-o", "back.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let size = try PNG.size(of: [UInt8](try Data(contentsOf: dir.appendingPathComponent("back.png"))))
        #expect(size.height == 60)
        #expect(abs(size.width - 98) <= 3, "Back is ≈ 49 pt wide: \(size.width) px at @2x")
    }

    @Test("bad options are usage errors (64) with one line", arguments: [
        ["back-button", "--title", "X", "--tint", "orange", "-o", "x.png"],
        ["back-button", "--title", "X", "--bar-style", "blue", "-o", "x.png"],
        ["back-button", "--title", "X", "--scale", "4", "-o", "x.png"],
        ["back-button", "-o", "x.png"],
        ["assets", "--tint", "#12345"],
    ])
    func usageErrors(arguments: [String]) throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(arguments, in: dir)
        #expect(r.status == 64, "\(arguments): \(r.status) \(r.stderr)")
        #expect(!r.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    /// Full-width digits are hex digits to `Character.isHexDigit` but not to `UInt8(_:radix:)`:
    /// the CLI's own colour parser force-unwrapped the second and stopped with SIGILL.
    @Test("a tint that is not an ASCII colour is a usage error that says so", arguments: [
        (["back-button", "--title", "A", "--tint", "#ＦＦ８０００", "-o", "x.png"], "not a colour"),
        (["assets", "--tint", "ＦＦ８０００", "--output-dir", "x"], "not a colour"),
        (["assets", "--tint", "#ff٨000", "--output-dir", "x"], "not a colour"),
        (["back-button", "--title", "A", "--tint", "#ff000080", "-o", "x.png"], "a tint is opaque"),
        (["assets", "--tint", "orange", "--output-dir", "x"], "not a colour: write #rgb or #rrggbb with the digits 0-9 and a-f (#ff8000?)"),
        (["assets", "--tint", "0x3a8f3a", "--output-dir", "x"], "(#3a8f3a?)"),
    ])
    func tintsAreParsedByTheSceneParser(arguments: [String], says: String) throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(arguments, in: dir)
        #expect(r.status == 64, "\(arguments): \(r.status) \(r.stderr)")
        #expect(r.stderr.contains(says) && r.stderr.contains("--tint"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(Robust.contents(dir).isEmpty)
    }

    @Test func aThreeDigitTintIsTheSixDigitOne() throws {
        let dir = try ChevronProcess.scratch()
        let short = try ChevronProcess.run(["back-button", "--title", "A", "--tint", "f80", "-o", "a.png"], in: dir)
        let long = try ChevronProcess.run(["back-button", "--title", "A", "--tint", "#FF8800", "-o", "b.png"], in: dir)
        #expect(short.status == 0 && long.status == 0, "\(short.stderr) \(long.stderr)")
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("a.png").path)
            == FileManager.default.contents(atPath: dir.appendingPathComponent("b.png").path))
    }

    @Test func unwritableOutputIs73AndLeavesNothing() throws {
        let dir = try ChevronProcess.scratch()
        try Data("a file".utf8).write(to: dir.appendingPathComponent("file"))
        let r = try ChevronProcess.run(["back-button", "--title", "X", "-o", "file/x.png"], in: dir)
        #expect(r.status == 73)
        #expect(r.stderr == "chevron: error: cannot write file/x.png: Not a directory\n", "\(r.stderr)")
        #expect(Robust.contents(dir) == ["file"])
    }

    @Test func aFailingRunNeverDamagesAnExistingOutput() throws {
        let dir = try ChevronProcess.scratch()
        let target = dir.appendingPathComponent("keep.png")
        try Data("precious".utf8).write(to: target)
        // Fonts that cannot be found: the run fails (66) before anything is written.
        let r = try ChevronProcess.run(["back-button", "--title", "X", "-o", "keep.png"], in: dir,
                                       environment: ["CHEVRON_FONTS_DIR": dir.appendingPathComponent("nowhere").path])
        #expect(r.status == 66, "\(r.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func assetsWritesTheArtSetWithCapInsets() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["assets", "--output-dir", "art", "--tint", "#ff8000"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let art = dir.appendingPathComponent("art")
        for (name, scale) in [("BackButton.png", 1), ("BackButton@2x.png", 2), ("BackButton@3x.png", 3),
                              ("BackButtonHighlighted.png", 1), ("BackButtonHighlighted@3x.png", 3)] {
            let size = try PNG.size(of: [UInt8](try Data(contentsOf: art.appendingPathComponent(name))))
            #expect(size.width == 20 * scale && size.height == 30 * scale, "\(name)")
        }
        let contents = try JSONSerialization.jsonObject(
            with: Data(contentsOf: art.appendingPathComponent("BackButton.imageset/Contents.json"))) as? [String: Any]
        let images = contents?["images"] as? [[String: Any]] ?? []
        #expect(images.count == 3)
        let twoX = images.first { $0["scale"] as? String == "2x" }
        let insets = (twoX?["resizing"] as? [String: Any])?["cap-insets"] as? [String: Int]
        #expect(insets == ["left": 26, "right": 12])
        let caps = try JSONSerialization.jsonObject(with: Data(contentsOf: art.appendingPathComponent("caps.json"))) as? [String: Any]
        #expect(caps?["leftCapWidth"] as? Int == 13)
    }

    @Test func assetsIntoAFileIs73() throws {
        let dir = try ChevronProcess.scratch()
        try Data().write(to: dir.appendingPathComponent("blocker"))
        let r = try ChevronProcess.run(["assets", "--output-dir", "blocker/art"], in: dir)
        #expect(r.status == 73, "\(r.stderr)")
    }
}
