import Foundation
import Testing

/// Every command writing into folders that do not exist yet: one rule for all of them — the
/// folders are created — and every command says on stdout what it wrote (`wrote PATH`, or
/// `wrote N files to FOLDER` for a set).
struct OutputFolderTests {
    static let diffFixtures = Robust.checkout.appendingPathComponent("Tests/ImageDiffTests/Fixtures")

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        /// Files that must exist afterwards.
        var files: [String]
        /// The lines stdout must hold.
        var says: [String]
        var status: Int32 = 0
        var testDescription: String { name }
    }

    static let a = diffFixtures.appendingPathComponent("one-pixel-a.png").path
    static let b = diffFixtures.appendingPathComponent("one-pixel-b.png").path

    static let push = Robust.scenes.appendingPathComponent("settings-push.yaml").path

    static let cases: [Case] = [
        Case(name: "render -o", arguments: ["render", "bar.yaml", "-o", "new/deeper/bar.png"],
             files: ["new/deeper/bar.png"], says: ["wrote new/deeper/bar.png"]),
        Case(name: "render, one scene, into --output-dir", arguments: ["render", "bar.yaml", "--output-dir", "new/out"],
             files: ["new/out/bar.png"], says: ["wrote new/out/bar.png"]),
        Case(name: "render, a batch", arguments: ["render", "bar.yaml", "other.yaml", "--output-dir", "new/batch"],
             files: ["new/batch/bar.png", "new/batch/other.png"],
             says: ["wrote new/batch/bar.png", "wrote new/batch/other.png"]),
        Case(name: "back-button -o", arguments: ["back-button", "--title", "Back", "-o", "new/art/back.png"],
             files: ["new/art/back.png"], says: ["wrote new/art/back.png"]),
        Case(name: "assets", arguments: ["assets", "--output-dir", "new/assets"],
             files: ["new/assets/BackButton@2x.png", "new/assets/caps.json"], says: ["wrote 15 files to new/assets"]),
        Case(name: "gallery", arguments: ["gallery", "--scale", "1", "--output-dir", "new/gallery"],
             files: ["new/gallery/contact-sheet.png", "new/gallery/table-sheet.png", "new/gallery/tables/editing.png"],
             says: ["wrote 60 files to new/gallery"]),
        Case(name: "animate -o", arguments: ["animate", push, "--scale", "1", "--fps", "10", "-o", "new/anim/push.png"],
             files: ["new/anim/push.png"], says: ["wrote new/anim/push.png"]),
        Case(name: "flow --output-dir", arguments: ["flow", push, "--scale", "1", "--output-dir", "new/flow"],
             files: [], says: ["wrote new/flow/"]),
        Case(name: "diff -o, --side-by-side, --html",
             arguments: ["diff", a, b, "-o", "new/d/diff.png", "--side-by-side", "new/s/sbs.png", "--html", "new/h/r.html"],
             files: ["new/d/diff.png", "new/s/sbs.png", "new/h/r.html"],
             says: ["wrote new/d/diff.png", "wrote new/s/sbs.png", "wrote new/h/r.html"], status: 1),
    ]

    @Test(arguments: cases)
    func missingFoldersAreCreatedAndTheOutputsNamed(_ c: Case) throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Robust.bar, "bar.yaml", in: dir)
        try Robust.write("toolbar: { items: [ { systemItem: add } ] }", "other.yaml", in: dir)
        let r = try ChevronProcess.run(c.arguments, in: dir)
        #expect(r.status == c.status, "\(c.name): \(r.stderr)")
        for file in c.files {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path), "\(c.name): \(file)")
        }
        let lines = r.stdout.split(separator: "\n").map(String.init)
        for line in c.says {
            // A whole line; "files to FOLDER" ends one, "wrote FOLDER/" starts one.
            #expect(lines.contains { $0 == line || (line.hasPrefix("files") && $0.hasPrefix("wrote ") && $0.hasSuffix(line))
                                     || (line.hasSuffix("/") && $0.hasPrefix(line)
                                         && FileManager.default.fileExists(atPath: dir.appendingPathComponent(
                                             String($0.dropFirst("wrote ".count))).path)) },
                    "\(c.name): \(r.stdout)")
        }
    }
}
