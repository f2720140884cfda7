import Foundation
import RasterPNG
import Testing

/// `chevron render` as a process: outputs, names, batches with a bad scene, limits, determinism.
struct RenderCommandTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Scenes")

    static func scene(_ name: String) -> String { scenes.appendingPathComponent(name).path }

    static let bar = """
        navigationBar:
          items:
            - { title: Albums }
            - { title: Photos, rightBarButtonItem: { systemItem: edit } }
        """

    @Test func rendersOneSceneAtItsScale() throws {
        let dir = try ChevronProcess.scratch()
        try Self.bar.write(to: dir.appendingPathComponent("bar.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "bar.yaml", "--scale", "2"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let png = [UInt8](try Data(contentsOf: dir.appendingPathComponent("Output/bar@2x.png")))
        let size = try PNG.size(of: png)
        #expect(size.width == 640 && size.height == 88)
        let o = try ChevronProcess.run(["render", "bar.yaml", "-o", "mine.png"], in: dir)
        #expect(o.status == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent("mine.png").path))
        #expect(try PNG.size(of: [UInt8](try Data(contentsOf: dir.appendingPathComponent("mine.png")))).width == 320)
    }

    @Test func aNavigationControllerSceneIsAWholeScreen() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(["render", Self.scene("photos-drilldown.yaml"), "-o", "p.png", "--scale", "1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let size = try PNG.size(of: [UInt8](try Data(contentsOf: dir.appendingPathComponent("p.png"))))
        #expect(size.width == 320 && size.height == 480)
    }

    @Test func aBadSceneFailsAloneAndTheOthersAreWritten() throws {
        let dir = try ChevronProcess.scratch()
        try Self.bar.write(to: dir.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
        try "navigationBar:\n  itemz: []\n".write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "bad.yaml", "good.yaml"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("bad.yaml:2:3"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output/good.png").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output/bad.png").path))
        // Issue 38: a batch's summary counts what failed, as `approve`'s does.
        #expect(r.stdout == "wrote Output/good.png\nrendered 1 of 2 scenes: 1 invalid\n", "\(r.stdout)")
    }

    /// A batch with a bad scene, an unwritable output (a folder where its PNG goes) and a good
    /// one: each failure on its line, the good one written whole, every failure counted, the exit
    /// code the first failure's in the order given, and no temporary file left.
    @Test func aBatchCountsEveryKindOfFailure() throws {
        let dir = try ChevronProcess.scratch()
        for name in ["good", "blocked"] {
            try Self.bar.write(to: dir.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        try "navigationBar:\n  itemz: []\n".write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("blocked.png"), withIntermediateDirectories: true)
        let r = try ChevronProcess.run(["render", "blocked.yaml", "bad.yaml", "good.yaml", "--output-dir", "out"], in: dir)
        #expect(r.status == 73, "\(r.stderr)")
        #expect(r.stdout == "wrote out/good.png\nrendered 1 of 3 scenes: 1 invalid, 1 could not be written\n", "\(r.stdout)")
        let errors = r.stderr.split(separator: "\n").filter { $0.contains("error") }
        #expect(errors.count == 2 && errors[0].contains("out/blocked.png") && errors[1].contains("bad.yaml:2:3"), "\(r.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(left == ["blocked.png", "good.png"], "\(left)")
        let alone = try ChevronProcess.run(["render", "good.yaml", "-o", "alone.png"], in: dir)
        #expect(alone.status == 0)
        #expect(try Data(contentsOf: out.appendingPathComponent("good.png")) == Data(contentsOf: dir.appendingPathComponent("alone.png")))
    }

    /// Every scene written: the batch says so; a single scene says only what it wrote.
    @Test func aBatchThatSucceedsSaysHowMany() throws {
        let dir = try ChevronProcess.scratch()
        try Self.bar.write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try Self.bar.write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "a.yaml", "b.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "wrote Output/a.png\nwrote Output/b.png\nrendered 2 scenes\n", "\(r.stdout)")
        let one = try ChevronProcess.run(["render", "a.yaml"], in: dir)
        #expect(one.stdout == "wrote Output/a.png\n", "\(one.stdout)")
    }

    @Test func exitCodes() throws {
        let dir = try ChevronProcess.scratch()
        try Self.bar.write(to: dir.appendingPathComponent("bar.yaml"), atomically: true, encoding: .utf8)
        let missing = try ChevronProcess.run(["render", "nope.yaml"], in: dir)
        #expect(missing.status == 66, "\(missing.stderr)")
        let usage = try ChevronProcess.run(["render", "bar.yaml", "bar.yaml", "-o", "x.png"], in: dir)
        #expect(usage.status == 64)
        let unwritable = try ChevronProcess.run(["render", "bar.yaml", "-o", "bar.yaml/x.png"], in: dir)
        #expect(unwritable.status == 73, "\(unwritable.stderr)")
        let huge = "canvas: { width: 20000, height: 44 }\n" + Self.bar
        try huge.write(to: dir.appendingPathComponent("huge.yaml"), atomically: true, encoding: .utf8)
        let tooLarge = try ChevronProcess.run(["render", "huge.yaml"], in: dir)
        #expect(tooLarge.status == 65, "\(tooLarge.stderr)")
        #expect(tooLarge.stderr.contains("16384"), "\(tooLarge.stderr)")
    }

    /// A name can hold line breaks and escape sequences; the error about it stays one line and
    /// drives no terminal (found by the render fuzzer: an image path with LF and NEL in it).
    @Test func namesWithControlCharactersStayOnOneLine() throws {
        let dir = try ChevronProcess.scratch()
        let scene = "toolbar: { items: [ { image: \"images\\n\\u0085\\u001b[31mup.png\" } ] }\n"
        try scene.write(to: dir.appendingPathComponent("bar.yaml"), atomically: true, encoding: .utf8)
        let image = try ChevronProcess.run(["render", "bar.yaml", "-o", "x.png"], in: dir)
        #expect(image.status == 66)
        #expect(image.stderr.hasSuffix("images\\n\\u{85}\\u{1B}[31mup.png: No such file or directory\n"), "\(image.stderr)")
        let argument = try ChevronProcess.run(["render", "no\nsuch\r.yaml"], in: dir)
        #expect(argument.status == 66)
        #expect(argument.stderr == "chevron: error: no\\nsuch\\r.yaml: cannot read no\\nsuch\\r.yaml: No such file or directory\n")
        for r in [image, argument] {
            #expect(!r.stderr.dropLast().contains(where: \.isNewline) && !r.stderr.unicodeScalars.contains("\u{1B}"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    /// An operation UIKit ignores is a warning, once, and the scene is still drawn.
    @Test func ignoredOperationsWarnOnceAndRender() throws {
        let dir = try ChevronProcess.scratch()
        let scene = "navigationController: {viewControllers: [{title: A}], operations: [pop]}\n"
        try scene.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["render", "s.yaml", "-o", "s.png"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr == "chevron: s.yaml:1:68: warning at navigationController.operations[0]: "
            + "pop ignored: the root view controller can never be removed\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
    }

    @Test func parallelAndSerialRenderingGiveTheSameBytes() throws {
        let dir = try ChevronProcess.scratch()
        let all = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { Self.scene($0) }
        let serial = try ChevronProcess.run(["render"] + all + ["--jobs", "1", "--output-dir", "one"], in: dir)
        let parallel = try ChevronProcess.run(["render"] + all + ["--jobs", "2", "--output-dir", "two"], in: dir)
        #expect(serial.status == 0 && parallel.status == 0, "\(serial.stderr) \(parallel.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("one").path)
        #expect(names.count == all.count)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("one/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("two/\(name)"))
            #expect(a == b, "\(name)")
        }
    }
}
