import Foundation
import Testing

/// Text in every language from the command line: `resolve` prints labels as drawn (with their
/// cut), a character no font has is a warning naming it, and `--font-dir` / `CHEVRON_FONT_DIRS`
/// add a project's own fonts. The "no system fonts" runs point fontconfig at an empty
/// configuration (`FONTCONFIG_FILE`), so only the folders named are searched.
struct WorldTextCommandTests {
    static let cjkFolder = "/usr/share/fonts/opentype/noto"  // fonts-noto-cjk (scripts/setup.sh)

    /// A scene in `folder`, and an empty fontconfig configuration beside it.
    static func setUp(_ yaml: String) throws -> (URL, [String: String]) {
        let folder = try ChevronProcess.scratch()
        try yaml.write(to: folder.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let conf = folder.appendingPathComponent("empty-fonts.conf")
        try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(to: conf, atomically: true, encoding: .utf8)
        return (folder, ["FONTCONFIG_FILE": conf.path, "CHEVRON_FONT_DIRS": ""])
    }

    @Test func aCharacterNoFontHasIsAWarningNamingIt() throws {
        let (folder, noSystemFonts) = try Self.setUp("navigationBar: { items: [{ title: \"設定\" }] }\n")
        let r = try ChevronProcess.run(["render", "s.yaml", "-o", "s.png"], in: folder, environment: noSystemFonts)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("chevron: s.yaml: warning: no font has U+8A2D (設): it is drawn as a box"), "\(r.stderr)")
        #expect(r.stderr.contains("U+5B9A (定)"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.png").path))
    }

    /// A view tree of 300 views is laid out in two halves at once: the characters no font has are
    /// said in the order the scene writes them, the first half's before the second's.
    @Test func missingCharactersOfTwoHalvesInTheOrderWritten() throws {
        var yaml = "navigationController:\n  viewControllers:\n    - title: A\n      content:\n        subviews:\n"
        for i in 0..<300 {
            let text = i == 7 ? "定" : i == 257 ? "設" : "x"
            yaml += "          - view: { frame: [0, 0, 80, 60], subviews: [ { label: { frame: [2, 2, 40, 12], "
                + "text: \"\(text)\" } } ] }\n"
        }
        let (folder, noSystemFonts) = try Self.setUp(yaml)
        let r = try ChevronProcess.run(["render", "s.yaml", "-o", "s.png"], in: folder, environment: noSystemFonts)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("no font has") }
        #expect(lines.count == 2 && lines[0].contains("U+5B9A (定)") && lines[1].contains("U+8A2D (設)"), "\(r.stderr)")
    }

    @Test func fontDirAddsAProjectsFonts() throws {
        let (folder, noSystemFonts) = try Self.setUp("navigationBar: { items: [{ title: \"設定\" }] }\n")
        let r = try ChevronProcess.run(["resolve", "s.yaml", "--font-dir", Self.cjkFolder], in: folder,
                                       environment: noSystemFonts)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("no font has"), "\(r.stdout)")
        // Two full-width ideographs in bold 20: 40 pt.
        #expect(r.stdout.contains("title \"設定\""), "\(r.stdout)")
        var environment = noSystemFonts
        environment["CHEVRON_FONT_DIRS"] = "/nonexistent:" + Self.cjkFolder
        let viaEnvironment = try ChevronProcess.run(["render", "s.yaml", "-o", "s.png"], in: folder, environment: environment)
        #expect(viaEnvironment.status == 0 && viaEnvironment.stderr.isEmpty, "\(viaEnvironment.stderr)")
    }

    @Test func fontDirMustBeAFolder() throws {
        let (folder, _) = try Self.setUp("navigationBar: { items: [{ title: \"A\" }] }\n")
        for command in [["render", "s.yaml"], ["resolve", "s.yaml"]] {
            let r = try ChevronProcess.run(command + ["--font-dir", "no-such-folder"], in: folder)
            #expect(r.status == 64)
            #expect(r.stderr.hasPrefix("chevron: error: --font-dir no-such-folder is not a folder that can be read"),
                    "\(r.stderr)")
        }
    }

    /// An Arabic title too long for the bar is cut with "…" after whole letters, never inside the
    /// lam-alef ligature, and `resolve` prints it as drawn.
    @Test func resolvePrintsTheCutAsDrawn() throws {
        let title = String(repeating: "السلام لا ", count: 6) + "النهاية"
        let (folder, _) = try Self.setUp("navigationBar: { items: [{ title: \"\(title)\" }] }\n")
        let r = try ChevronProcess.run(["resolve", "s.yaml", "--json"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
        let text = "\(json ?? [:])"
        #expect(text.contains("…"), "\(r.stdout)")
        #expect(!text.contains("ل…"), "cut inside lam-alef: \(r.stdout)")
        #expect(r.stdout.contains("السلام لا"), "\(r.stdout)")
    }
}
