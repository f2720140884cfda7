import Foundation
import RasterPNG
import Testing

/// `chevron animate` and `chevron flow` as processes: what they write, the still frames at both
/// ends against `render`, and their answers to bad input.
struct MotionCommandTests {
    static let push = """
        canvas: { scale: 2 }
        navigationController:
          viewControllers: [ { id: a, title: Settings } ]
          operations:
            - push: { id: b, title: General, navigationItem: { rightBarButtonItem: { systemItem: edit } } }
        """

    /// The chunk types of a PNG file, in order, and the frame count its acTL gives.
    static func chunks(_ png: [UInt8]) -> (types: [String], frames: Int?) {
        var types: [String] = []
        var frames: Int?
        var at = 8
        func be32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        while at + 12 <= png.count {
            let length = be32(at)
            let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
            if type == "acTL" { frames = be32(at + 8) }
            types.append(type)
            at += 12 + length
        }
        return (types, frames)
    }

    static func read(_ dir: URL, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
    }

    /// Each frame's delay in milliseconds, from its fcTL (delay_num / delay_den).
    static func delays(_ png: [UInt8]) -> [Int] {
        var delays: [Int] = []
        var at = 8
        func be32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        func be16(_ i: Int) -> Int { Int(png[i]) << 8 | Int(png[i + 1]) }
        while at + 12 <= png.count {
            let length = be32(at)
            if String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self) == "fcTL" {
                let data = at + 8
                let num = be16(data + 20), den = max(1, be16(data + 22))
                delays.append(num * 1000 / den)
            }
            at += 12 + length
        }
        return delays
    }

    /// A looping animation holds its first frame (the screen before the operation) for `--lead`
    /// seconds more than its own 1/60 s, 0.5 by default, and its last for `--hold`: a loop does not
    /// jump from the end straight into the move.
    @Test func theFirstFrameIsHeldForTheLead() throws {
        let dir = try ChevronProcess.scratch()
        try Self.push.write(to: dir.appendingPathComponent("push.yaml"), atomically: true, encoding: .utf8)
        for (arguments, first) in [([String](), 517), (["--lead", "2"], 2017), (["--lead", "0"], 17)] {
            let r = try ChevronProcess.run(["animate", "push.yaml", "--scale", "1", "-o", "a.png"] + arguments, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let delays = Self.delays(try Self.read(dir, "a.png"))
            #expect(delays.first == first, "\(arguments): \(delays)")
            #expect(delays.last == 1000, "\(arguments): the last frame held for --hold 1")
        }
        let bad = try ChevronProcess.run(["animate", "push.yaml", "--lead", "-1"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("--lead must be 0 to 60 seconds"), "\(bad.stderr)")
    }

    /// A storyboard of 41 screens (40 pushes) wraps into rows that fit 16384 px a side instead of
    /// being refused as too wide; `--columns N` sets the row's length.
    @Test func flowWrapsIntoAGrid() throws {
        let dir = try ChevronProcess.scratch()
        let pushes = (1...40).map { "    - push: { id: s\($0), title: Screen \($0) }" }.joined(separator: "\n")
        let yaml = "navigationController:\n  viewControllers: [ { id: s0, title: Root } ]\n  operations:\n" + pushes + "\n"
        try yaml.write(to: dir.appendingPathComponent("long.yaml"), atomically: true, encoding: .utf8)
        let wide = try ChevronProcess.run(["flow", "long.yaml", "--scale", "2", "-o", "grid.png"], in: dir)
        #expect(wide.status == 0, "\(wide.stderr)")
        // 21 columns of 320 pt with 56-pt gaps and 24-pt margins (7944 pt, 15888 px); two rows.
        let (w, h) = try PNG.size(of: try Self.read(dir, "grid.png"))
        #expect(w == 2 * (24 + 21 * 320 + 20 * 56 + 24) && w <= 16384, "\(w)")
        #expect(h == 2 * (24 + 2 * (18 + 8 + 480) + 56 + 24), "\(h)")
        let three = try ChevronProcess.run(["flow", "long.yaml", "--scale", "1", "--columns", "3", "-o", "three.png"],
                                           in: dir)
        #expect(three.status == 0, "\(three.stderr)")
        let (w3, h3) = try PNG.size(of: try Self.read(dir, "three.png"))
        #expect(w3 == 24 + 3 * 320 + 2 * 56 + 24 && h3 == 24 + 14 * (18 + 8 + 480) + 13 * 56 + 24, "\(w3) x \(h3)")
        let bad = try ChevronProcess.run(["flow", "long.yaml", "--columns", "0"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("--columns must be 1 to 256"), "\(bad.stderr)")
    }

    @Test func animateWritesAnAnimatedPNGOfTwentyTwoFrames() throws {
        let dir = try ChevronProcess.scratch()
        try Self.push.write(to: dir.appendingPathComponent("push.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["animate", "push.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "wrote Output/push-animated@2x.png\n")
        let png = try Self.read(dir, "Output/push-animated@2x.png")
        let chunks = Self.chunks(png)
        #expect(chunks.frames == 22)
        #expect(chunks.types.filter { $0 == "fcTL" }.count == 22)
        #expect(try PNG.size(of: png) == (640, 960))
        let slow = try ChevronProcess.run(["animate", "push.yaml", "--fps", "30", "--scale", "1", "-o", "slow.png"], in: dir)
        #expect(slow.status == 0, "\(slow.stderr)")
        #expect(Self.chunks(try Self.read(dir, "slow.png")).frames == 12)
    }

    /// `--at 0` is `render` of the scene without its last operation, `--at 0.35` `render` of the scene.
    @Test func theStillsAtBothEndsAreTheRenders() throws {
        let dir = try ChevronProcess.scratch()
        try Self.push.write(to: dir.appendingPathComponent("push.yaml"), atomically: true, encoding: .utf8)
        let before = Self.push.components(separatedBy: "  operations:")[0]
        try before.write(to: dir.appendingPathComponent("before.yaml"), atomically: true, encoding: .utf8)
        for (at, scene) in [("0", "before.yaml"), ("0.35", "push.yaml")] {
            let still = try ChevronProcess.run(["animate", "push.yaml", "--at", at, "-o", "still.png"], in: dir)
            #expect(still.status == 0, "\(still.stderr)")
            let render = try ChevronProcess.run(["render", scene, "-o", "render.png"], in: dir)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(try PNG.decode(try Self.read(dir, "still.png")) == (try PNG.decode(try Self.read(dir, "render.png"))))
        }
        let named = try ChevronProcess.run(["animate", "push.yaml", "--at", "0.1", "--scale", "1"], in: dir)
        #expect(named.status == 0 && named.stdout == "wrote Output/push-at-0.1s.png\n", "\(named.stderr)")
        #expect(Self.chunks(try Self.read(dir, "Output/push-at-0.1s.png")).frames == nil)
    }

    @Test func flowDrawsEveryStageSideBySide() throws {
        let dir = try ChevronProcess.scratch()
        try Self.push.write(to: dir.appendingPathComponent("push.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["flow", "push.yaml", "--scale", "1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "wrote Output/push-flow.png\n")
        #expect(try PNG.size(of: try Self.read(dir, "Output/push-flow.png")) == (24 + 320 + 56 + 320 + 24, 24 + 18 + 8 + 480 + 24))
    }

    @Test func badInputsGetOneLineTheRightCodeAndNoFile() throws {
        let dir = try ChevronProcess.scratch()
        try Self.push.write(to: dir.appendingPathComponent("push.yaml"), atomically: true, encoding: .utf8)
        try "navigationBar: { items: [ { title: A } ] }\n".write(to: dir.appendingPathComponent("still.yaml"),
                                                               atomically: true, encoding: .utf8)
        try "navigationController:\n  viewControllers: [ { id: a, title: A } ]\n  operations:\n    - setToolbarHidden: false\n      animated: false\n"
            .write(to: dir.appendingPathComponent("hide.yaml"), atomically: true, encoding: .utf8)
        let pushes = (1...60).map { "    - push: { id: v\($0), title: V\($0) }" }.joined(separator: "\n")
        try ("navigationController:\n  viewControllers: [ { id: a, title: A } ]\n  operations:\n" + pushes + "\n")
            .write(to: dir.appendingPathComponent("long.yaml"), atomically: true, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["flow", "long.yaml", "--scale", "3"], 65, "the storyboard of 61 screens: the canvas 5256 x 2802 pt at @3x is 15768 x 8406 px (132545808 px): over the limit"),
            (["animate", "still.yaml"], 65, "nothing to animate"),
            (["animate", "hide.yaml"], 65, "hide.yaml:4:7: error at navigationController.operations[0]: the last operation, setToolbarHidden false, does not animate: it is not animated"),
            (["animate", "nope.yaml"], 66, "nope.yaml"),
            (["flow", "nope.yaml"], 66, "nope.yaml"),
            (["animate", "push.yaml", "--fps", "0"], 64, "--fps must be 1 to 120"),
            (["animate", "push.yaml", "--at", "0.5"], 64, "--at must be 0 to 0.35 seconds"),
            (["animate", "push.yaml", "--at", "-0.1"], 64, "--at must be 0 to 0.35 seconds"),
            (["animate", "push.yaml", "--hold", "nan"], 64, "--hold must be 0 to 60 seconds"),
            (["animate", "push.yaml", "-o", "push.yaml"], 64, "it would be overwritten"),
        ]
        for (arguments, status, message) in cases {
            let r = try ChevronProcess.run(arguments + ["--output-dir", "out"], in: dir)
            #expect(r.status == status, "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "\(arguments)")
        }
    }
}
