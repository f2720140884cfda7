import Foundation
import Testing

/// docs/DESIGN.md §Limits through the command line: every limit refused with exit 65 and one line
/// that names it, before the work it guards, and no output written. (The parser's own messages,
/// with their lines and columns, are tested in SceneLimitTests; these are the user's view of each
/// limit.)
struct RobustnessLimitTests {
    static func list(_ item: String, _ n: Int) -> String { Array(repeating: item, count: n).joined(separator: ", ") }

    /// (limit, scene, extra arguments, what the message says)
    static let sceneLimits: [(String, String, [String], String)] = [
        ("canvas side", "canvas: { width: 16385, height: 10 }\nbackButton: { title: A }", [],
         "over the limit of 16384 px a side"),
        ("canvas area", "canvas: { width: 8192, height: 8193 }\nbackButton: { title: A }", [],
         "over the limit of 67108864 px (64 Mi)"),
        ("canvas side after --scale", "canvas: { width: 6000, height: 44 }\n" + Robust.bar, ["--scale", "3"],
         "beyond the limit of 16384 px a side"),
        ("natural size over the limit", "segmentedControl: { items: [" + list("x", 16) + "], widths: ["
            + list("16384", 16) + "] }", [], "beyond the limit of 16384 px a side"),
        ("width of an item", "toolbar: { items: [ { title: A, width: 20000 } ] }", [], "16384"),
        ("view controllers", "navigationController: { viewControllers: ["
            + (0..<257).map { "{title: v\($0)}" }.joined(separator: ", ") + "] }", [], "257 items: the limit is 256"),
        ("view controllers over the scene", "navigationController: { viewControllers: ["
            + (0..<200).map { "{title: v\($0)}" }.joined(separator: ", ") + "], operations: [ { setViewControllers: ["
            + (0..<57).map { "{title: w\($0)}" }.joined(separator: ", ") + "] } ] }", [], "more than 256 view controllers"),
        ("items in a list", "toolbar: { items: [" + list("{ systemItem: add }", 33) + "] }", [],
         "33 items: the limit is 32"),
        ("segments", "segmentedControl: { items: [" + list("s", 17) + "] }", [], "17 items: the limit is 16"),
        ("operations", "navigationController: { viewControllers: [ {title: A} ], operations: [" + list("pop", 257) + "] }",
         [], "257 items: the limit is 256"),
        ("string length", "backButton: { title: \"" + String(repeating: "é", count: 4097) + "\" }", [],
         "4097 characters: the limit is 4096"),
        ("image path length", "toolbar: { items: [ { image: " + String(repeating: "p", count: 1025) + " } ] }", [],
         "1025 characters: the limit is 1024"),
        ("aliases", "x: &a 1\ny: [" + list("*a", 65) + "]\ntoolbar: {}", [], "more than 64 aliases"),
        ("aliases, CR line ends", "# c\rx: &a 1\ry: [" + list("*a", 65) + "]\rtoolbar: {}", [], "more than 64 aliases"),
        ("nesting", "toolbar: " + String(repeating: "[", count: 10_000), [], "YAML nested deeper than 128 levels"),
        ("alias expansion", aliasBomb, [], "aliases expand to more than 20000 values"),
    ]

    /// Aliases that stay under the alias limit but multiply along the scene's own structure (each
    /// view controller merges the first, whose lists repeat a segmented control).
    static var aliasBomb: String {
        var yaml = "navigationController:\n  viewControllers:\n"
        let segments = "&segs [" + (0..<16).map { "s\($0)" }.joined(separator: ", ") + "]"
        let items = "&items [&seg { customView: { segmentedControl: { items: \(segments) } } }"
            + String(repeating: ", *seg", count: 31) + "]"
        yaml += "    - &vc { title: v0, toolbarItems: \(items), navigationItem: { leftBarButtonItems: *items, "
            + "rightBarButtonItems: *items } }\n"
        for i in 1..<12 { yaml += "    - { <<: *vc, title: v\(i) }\n" }
        return yaml
    }

    /// Text limits guard time and memory, not what a bar can show: a title, prompt or button of
    /// thousands of characters renders at once, truncated with "…" as the phone would.
    @Test func longTextIsTruncatedNotRefused() throws {
        let dir = try ChevronProcess.scratch()
        let long = String(String(repeating: "Settings and more ", count: 240).prefix(4096))
        let scene = """
            navigationController:
              toolbarHidden: false
              viewControllers:
                - { id: root, title: "\(long)" }
                - title: "\(long)"
                  navigationItem: { prompt: "\(long)" }
                  toolbarItems: [ { title: "\(String(long.prefix(600)))" } ]
            """
        try Robust.write(scene, "long.yaml", in: dir)
        let clock = ContinuousClock()
        var rendered: ChevronProcess.Result?
        let elapsed = try clock.measure { rendered = try ChevronProcess.run(["render", "long.yaml", "-o", "long.png"], in: dir) }
        let r = try #require(rendered)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Robust.isCompletePNG(dir.appendingPathComponent("long.png").path, width: 320, height: 480))
        // Truncating by bisection: measuring every prefix of 4096 characters took 43 s.
        #expect(elapsed < .seconds(5), "\(elapsed)")
        try Robust.write("navigationBar: { items: [ { title: \"\(String(long.prefix(600)))\" } ] }", "t.yaml", in: dir)
        let resolved = try ChevronProcess.run(["resolve", "t.yaml"], in: dir)
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(resolved.stdout.contains("shown as \"Settings and more Settings a…\""), "\(resolved.stdout)")
    }

    /// The classic billion laughs: seven levels of nine references, 9^6 = 531,441 values when
    /// expanded, from 54 aliases. The scene is read along its schema, not expanded whole: the first
    /// key that is not a scene's ends it.
    @Test func billionLaughsIsRefusedAtOnce() throws {
        var yaml = "a0: &a0 [lol]\n"
        for level in 1...6 { yaml += "a\(level): &a\(level) [" + Self.list("*a\(level - 1)", 9) + "]\n" }
        yaml += "navigationBar: { items: [ { title: T, leftBarButtonItems: *a6 } ] }\n"
        let dir = try ChevronProcess.scratch()
        try Robust.write(yaml, "lol.yaml", in: dir)
        let clock = ContinuousClock()
        var r: Robust.Outcome!
        let elapsed = try clock.measure {
            r = try ChevronProcess.run(ChevronProcess.executable, ["render", "lol.yaml", "-o", "out.png"], in: dir)
        }
        #expect(r.status == 65 && r.stderr.contains("unknown key `a0`"), "\(r.stderr)")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test("scene limits: exit 65, one line naming the limit, nothing written", arguments: sceneLimits)
    func sceneLimit(name: String, scene: String, arguments: [String], says: String) throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(scene, "limit.yaml", in: dir)
        let clock = ContinuousClock()
        var r: Robust.Outcome!
        let elapsed = try clock.measure {
            r = try ChevronProcess.run(ChevronProcess.executable, ["render", "limit.yaml", "-o", "out.png"] + arguments, in: dir)
        }
        #expect(r.status == 65, "\(name): \(r.status) \(r.stderr)")
        #expect(r.stderr.contains(says), "\(name): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(name): \(r.stderr)")
        #expect(Robust.contents(dir) == ["limit.yaml"], "\(name)")
        // Refused before the work: no limit costs more than a moment (a debug build included).
        #expect(elapsed < .seconds(10), "\(name): \(elapsed)")
    }

    @Test func sceneFilesOverOneMebibyteAreRefusedBeforeTheyAreRead() throws {
        let dir = try ChevronProcess.scratch()
        // 200 MiB, sparse: refused from its size alone.
        let big = dir.appendingPathComponent("big.yaml")
        FileManager.default.createFile(atPath: big.path, contents: Data("toolbar: {}\n".utf8))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 200 << 20)
        try handle.close()
        for command in [["render", "big.yaml", "-o", "out.png"], ["resolve", "big.yaml"]] {
            let r = try ChevronProcess.run(ChevronProcess.executable, command, in: dir)
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.stderr == "chevron: error: big.yaml is larger than the limit of 1 MiB\n", "\(r.stderr)")
        }
        // A stream that never ends is cut at the limit.
        let zero = try ChevronProcess.run(ChevronProcess.executable, ["render", "/dev/zero", "-o", "out.png"], in: dir)
        #expect(zero.status == 65 && zero.stderr.contains("larger than the limit of 1 MiB"), "\(zero.stderr)")
        #expect(Robust.contents(dir) == ["big.yaml"])
    }

    /// (limit, PNG file, what the message says)
    static var imageLimits: [(String, String, String)] {
        [("PNG side", Robust.pngFixture("huge-dimensions.png"), "beyond the limit of 16384 px a side"),
         ("PNG pixels", Robust.pngFixture("too-many-pixels.png"), "beyond the limit of 16384 px a side and 67108864 pixels"),
         ("PNG bomb", Robust.pngFixture("bomb.png"), "decompression bomb"),
         ("truncated PNG", Robust.pngFixture("truncated.png"), "corrupt PNG"),
         ("PNG checksum", Robust.pngFixture("bad-crc.png"), "corrupt PNG"),
         ("not a PNG", Robust.pngFixture("not-a-png.png"), "not a PNG file")]
    }

    @Test("hostile PNGs in diff and as scene images: exit 65, one line", arguments: imageLimits)
    func hostilePNG(name: String, path: String, says: String) throws {
        let dir = try ChevronProcess.scratch()
        let good = Robust.pngFixture("rgba8.png")
        for arguments in [["diff", path, good, "-o", "d.png"], ["diff", good, path, "--json"]] {
            let r = try ChevronProcess.run(ChevronProcess.executable, arguments, in: dir)
            #expect(r.status == 65, "\(name) \(arguments): \(r.stderr)")
            #expect(r.stderr.contains(path) && r.stderr.contains(says), "\(name): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stdout.isEmpty, "\(name): \(r.stderr)")
        }
        try Robust.write("toolbar: { items: [ { image: \"\(path)\" } ] }", "scene.yaml", in: dir)
        let r = try ChevronProcess.run(ChevronProcess.executable, ["render", "scene.yaml", "-o", "out.png"], in: dir)
        #expect(r.status == 65 && r.stderr.contains(says), "\(name): \(r.stderr)")
        #expect(Robust.contents(dir) == ["scene.yaml"])
    }

    @Test func diffInputsOverTheReadLimit() throws {
        let dir = try ChevronProcess.scratch()
        let r = try ChevronProcess.run(ChevronProcess.executable, ["diff", "/dev/zero", Robust.pngFixture("rgba8.png")], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr == "chevron: error: /dev/zero is larger than the limit of 256 MiB\n", "\(r.stderr)")
    }
}
