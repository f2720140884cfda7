import Foundation
import Testing

/// Mistakes on the command line that are answered with a suggestion or a warning, not silence.
struct UsageMistakeTests {
    @Test("a misspelt subcommand suggests the one meant", arguments: [
        (["rendr", "x.yaml"], "unknown subcommand 'rendr' — did you mean 'render'?"),
        (["dif", "a.png", "b.png"], "unknown subcommand 'dif' — did you mean 'diff'?"),
        (["back-buton", "--title", "A"], "unknown subcommand 'back-buton' — did you mean 'back-button'?"),
    ])
    func misspeltSubcommand(arguments: [String], says: String) throws {
        let r = try ChevronProcess.run(arguments, in: try ChevronProcess.scratch())
        #expect(r.status == 64)
        #expect(r.stderr == "chevron: error: \(says) (see 'chevron --help')\n", "\(r.stderr)")
    }

    /// A value outside an option's few values names them.
    @Test("a bad value lists the option's values", arguments: [
        (["render", "x.yaml", "--scale", "4"], "The value '4' is invalid for '--scale <scale>': use 1, 2 or 3 (see 'chevron render --help')"),
        (["back-button", "--title", "A", "--bar-style", "blak", "-o", "b.png"],
         "The value 'blak' is invalid for '--bar-style <bar-style>': use default, black or blackTranslucent (see 'chevron back-button --help')"),
    ])
    func badValueListsTheValues(arguments: [String], says: String) throws {
        let r = try ChevronProcess.run(arguments, in: try ChevronProcess.scratch())
        #expect(r.status == 64)
        #expect(r.stderr == "chevron: error: \(says)\n", "\(r.stderr)")
    }

    /// Nothing close: the subcommands are listed, as `--help` orders them.
    @Test func aFileWhereTheSubcommandGoesListsTheSubcommands() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["x.yaml"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("chevron: error: unknown subcommand 'x.yaml': the subcommands are render, "), "\(r.stderr)")
        let help = try ChevronProcess.run(["--help"], in: dir).stdout
        for name in ["render", "back-button", "assets", "gallery", "diff", "resolve"] {
            #expect(r.stderr.contains(name) && help.contains(name), "\(name)")
        }
    }

    /// An ignored region that covers no pixel of either image is most likely a mistake (swapped
    /// numbers, the wrong scale): the diff runs, and says so.
    @Test func anIgnoredRegionOutsideBothImagesWarns() throws {
        let fixtures = Robust.checkout.appendingPathComponent("Tests/ImageDiffTests/Fixtures")
        let a = fixtures.appendingPathComponent("one-pixel-a.png").path
        let b = fixtures.appendingPathComponent("one-pixel-b.png").path
        let dir = try ChevronProcess.scratch()
        let outside = try ChevronProcess.run(["diff", a, b, "--ignore", "5000,5000,1,1", "--ignore", "0,0,1,1"], in: dir)
        #expect(outside.status == 1, "\(outside.stderr)")
        #expect(outside.stderr == "chevron: warning: --ignore 5000,5000,1,1 lies outside both images (96 x 64 and "
            + "96 x 64 px): it leaves out nothing\n", "\(outside.stderr)")
        let inside = try ChevronProcess.run(["diff", a, b, "--ignore", "95,63,100,100"], in: dir)
        #expect(inside.stderr.isEmpty, "\(inside.stderr)")
    }

    /// `-o bar.jpg` writes a PNG: said, the file still written. `-o bar` (no extension) is taken as meant.
    @Test func anOutputNamedForAnotherFormatWarns() throws {
        let dir = try ChevronProcess.scratch()
        let jpg = try ChevronProcess.run(["back-button", "--title", "A", "-o", "bar.jpg"], in: dir)
        #expect(jpg.status == 0)
        #expect(jpg.stderr == "chevron: warning: bar.jpg will hold a PNG image whatever its extension says\n", "\(jpg.stderr)")
        #expect(Robust.contents(dir).contains("bar.jpg"))
        for name in ["bar.png", "bar.PNG", "bar", ".hidden"] {
            let r = try ChevronProcess.run(["back-button", "--title", "A", "-o", name], in: dir)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(name): \(r.stderr)")
        }
    }

    /// `-o shots/` names a folder where a file goes: a usage error, and nothing is made.
    @Test func aFileOptionGivenAFolderIsAUsageError() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["back-button", "--title", "A", "-o", "shots/"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("chevron: error: -o shots/ names a folder; give the file's name too (shots/x.png)"),
                "\(r.stderr)")
        #expect(Robust.contents(dir).isEmpty)
    }
}
