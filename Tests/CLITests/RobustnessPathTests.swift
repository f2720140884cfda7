import Foundation
import Raster
import RasterPNG
import Testing

/// Inputs and outputs that are not plain files, or not what they seem: each refused with the right
/// exit code and one line, nothing hanging, nothing of the user's replaced.
struct RobustnessPathTests {
    static let scene = "backButton: { title: Back }\n"

    static func folder() throws -> URL {
        let dir = try ChevronProcess.scratch()
        try scene.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    /// A FIFO nobody writes to reads as empty instead of blocking the open for ever.
    @Test func aFIFOWithoutAWriterIsAnEmptySceneNotAHang() throws {
        let dir = try Self.folder()
        #expect(mkfifo(dir.appendingPathComponent("f.yaml").path, 0o644) == 0)
        let r = try ChevronProcess.run(["render", "f.yaml", "-o", "o.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("chevron: f.yaml:1:1: error: the scene is empty"), "\(r.stderr)")
    }

    /// `-o` at a FIFO (or a device) is refused; the node is still there, still a FIFO.
    @Test func anOutputThatIsNotARegularFileIsRefused() throws {
        let dir = try Self.folder()
        let fifo = dir.appendingPathComponent("out.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try ChevronProcess.run(["render", "s.yaml", "-o", "out.png"], in: dir)
        #expect(r.status == 73)
        #expect(r.stderr == "chevron: error: s.yaml: cannot write out.png: it is not a regular file (a device, FIFO or socket)\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    /// An output that is one of the inputs, however spelt, is a usage error: the input survives.
    @Test(arguments: [["render", "s.yaml", "-o", "./s.yaml"], ["diff", "s.png", "t.png", "-o", "s.png"],
                      ["diff", "s.png", "t.png", "--html", "t.png"]])
    func anOutputThatIsAnInputIsRefused(_ arguments: [String]) throws {
        let dir = try Self.folder()
        let png = try ChevronProcess.run(["back-button", "--title", "A", "-o", "s.png"], in: dir)
        #expect(png.status == 0)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("s.png"), to: dir.appendingPathComponent("t.png"))
        let before = try [String](["s.yaml", "s.png", "t.png"]).map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        let r = try ChevronProcess.run(arguments, in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.contains("it would be overwritten"), "\(r.stderr)")
        let after = try [String](["s.yaml", "s.png", "t.png"]).map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        #expect(before == after)
    }

    /// An empty output folder would be the root folder ("" + "/name.png").
    @Test(arguments: [["render", "s.yaml", "--output-dir", ""], ["assets", "--output-dir", ""],
                      ["gallery", "--output-dir", ""], ["back-button", "--title", "A", "-o", ""]])
    func emptyOutputPathsAreUsageErrors(_ arguments: [String]) throws {
        let r = try ChevronProcess.run(arguments, in: try Self.folder())
        #expect(r.status == 64)
        #expect(r.stderr.contains("cannot be empty"), "\(r.stderr)")
    }

    /// An image that is missing or not a PNG is reported at the scene's `image` key that names it,
    /// by `render` and `resolve` alike.
    @Test(arguments: [("missing", Int32(66), "cannot read nowhere.png: No such file or directory"),
                      ("text", Int32(65), "text.png: not a PNG file (bad signature)")])
    func aBadImageIsReportedAtItsKey(name: String, status: Int32, says: String) throws {
        let dir = try Self.folder()
        try Data("not a PNG".utf8).write(to: dir.appendingPathComponent("text.png"))
        let path = name == "missing" ? "nowhere.png" : "text.png"
        try "toolbar:\n  items:\n    - systemItem: add\n    - image: \(path)\n"
            .write(to: dir.appendingPathComponent("i.yaml"), atomically: true, encoding: .utf8)
        for command in ["render", "resolve"] {
            let r = try ChevronProcess.run([command, "i.yaml"], in: dir)
            #expect(r.status == status, "\(command): \(r.stderr)")
            #expect(r.stderr == "chevron: i.yaml:4:14: error at toolbar.items[1].image: \(says)\n", "\(command): \(r.stderr)")
        }
    }

    /// A NUL would cut the path short and read another file.
    @Test func aNULInAnImagePathIsBadData() throws {
        let dir = try Self.folder()
        #expect(try ChevronProcess.run(["back-button", "--title", "A", "-o", "ok.png"], in: dir).status == 0)
        try "toolbar: {items: [{image: \"ok.png\\0x\"}]}\n".write(to: dir.appendingPathComponent("n.yaml"),
                                                                  atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "n.yaml", "-o", "n.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "chevron: n.yaml:1:27: error at toolbar.items[0].image: ok.png\\u{0}x: "
            + "a path cannot contain a NUL character\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("n.png").path))
    }

    /// A name as long as the file system allows (255 bytes) can be written: the temporary file's
    /// name carries only the first 64 bytes of it.
    @Test func theLongestFileNameCanBeWritten() throws {
        let dir = try Self.folder()
        let name = String(repeating: "n", count: 251) + ".png"
        let r = try ChevronProcess.run(["render", "s.yaml", "-o", name], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["s.yaml", name].sorted())
    }

    /// Text is limited in Unicode scalars: combining marks cannot hide inside one character.
    @Test func combiningMarksCountTowardsTheTextLimit() throws {
        let dir = try Self.folder()
        let title = "e" + String(repeating: "\u{301}", count: 4100)
        try "backButton: { title: \"\(title)\" }\n".write(to: dir.appendingPathComponent("z.yaml"), atomically: true,
                                                          encoding: .utf8)
        let r = try ChevronProcess.run(["render", "z.yaml", "-o", "z.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasSuffix("error at backButton.title: 4101 characters: the limit is 4096\n"), "\(r.stderr)")
    }

    /// An unknown value of a megabyte is quoted by its first 40 characters, and found at once.
    @Test func aHugeUnknownValueIsQuotedShort() throws {
        let dir = try Self.folder()
        let value = String(repeating: "b", count: 1_000_000)
        try "navigationBar: {barStyle: \(value)}\n".write(to: dir.appendingPathComponent("v.yaml"), atomically: true,
                                                          encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "v.yaml"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("chevron: v.yaml:1:27: error at navigationBar.barStyle: unknown value `"
            + String(repeating: "b", count: 40) + "…`; expected one of: default, black, blackTranslucent"), "\(r.stderr.prefix(300))")
        #expect(r.stderr.utf8.count < 300)
    }

    /// A scene's images share one budget of 64 Mi pixels, checked from each header before decoding:
    /// one 16 Mi px PNG named five ways (each spelling was decoded apart) is refused at the fifth.
    @Test func aScenesImagesShareOnePixelBudget() throws {
        let dir = try Self.folder()
        let png = try PNG.encode(try Bitmap(width: 4096, height: 4096))
        try Data(png).write(to: dir.appendingPathComponent("x.png"))
        let spellings = ["x.png", "./x.png", ".//x.png", "././x.png", "./././x.png"]
        let items = spellings.map { "{image: \"\($0)\"}" }.joined(separator: ", ")
        try "toolbar: {items: [\(items)]}\n".write(to: dir.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "m.yaml"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "chevron: m.yaml:1:108: error at toolbar.items[4].image: ./././x.png: 4096 x 4096 px at @1x: "
            + "the scene's images would come to more than 64 Mi pixels\n", "\(r.stderr)")
        let four = spellings.prefix(4).map { "{image: \"\($0)\"}" }.joined(separator: ", ")
        try "toolbar: {items: [\(four)]}\n".write(to: dir.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
        #expect(try ChevronProcess.run(["resolve", "f.yaml"], in: dir).status == 0)
    }
}
