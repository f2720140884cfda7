import Foundation
import Testing

/// `-` reads a scene from standard input and `-o -` writes the PNG to standard output (render,
/// animate, flow, back-button); `resolve` takes several scenes, as `render` does.
struct StandardStreamsTests {
    static let scene = "navigationBar: { items: [ { title: Hello } ] }\n"

    /// Runs a shell line in a scratch folder holding `s.yaml`.
    static func shell(_ line: String) throws -> (ChevronProcess.Result, URL) {
        let dir = try ChevronProcess.scratch()
        try scene.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let command = line.replacingOccurrences(of: "chevron", with: "'\(ChevronProcess.executable.path)'")
        return (try ChevronProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: dir), dir)
    }

    static func bytes(_ dir: URL, _ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))) ?? []
    }

    @Test func renderReadsStandardInputAndWritesStandardOutput() throws {
        let (r, dir) = try Self.shell("chevron render - -o - < s.yaml > piped.png && chevron render s.yaml -o file.png")
        #expect(r.status == 0, "\(r.stderr)")
        let piped = Self.bytes(dir, "piped.png")
        #expect(piped.count > 100 && piped == Self.bytes(dir, "file.png"))
        // Only the file is said to be written: standard output was the PNG itself.
        #expect(r.stdout == "wrote file.png\n", "\(r.stdout)")
    }

    @Test func aSceneFromStandardInputIsNamedStdin() throws {
        let (r, dir) = try Self.shell("chevron render - --scale 2 < s.yaml")
        #expect(r.status == 0 && r.stdout == "wrote Output/stdin@2x.png\n", "\(r.stdout) \(r.stderr)")
        #expect(Self.bytes(dir, "Output/stdin@2x.png").count > 100)
        let (bad, _) = try Self.shell("echo 'navigationBar: { itemz: 1 }' | chevron render - -o - > out.png")
        #expect(bad.status == 65)
        #expect(bad.stderr == "chevron: <stdin>:1:18: error at navigationBar: unknown key `itemz` — did you mean `items`?\n",
                "\(bad.stderr)")
        // In a batch too, the scene's line says `<stdin>` once, not `-: <stdin>:…`.
        let (batch, _) = try Self.shell("echo 'navigationBar: { itemz: 1 }' | chevron render - s.yaml")
        #expect(batch.status == 65)
        #expect(batch.stderr.hasPrefix("chevron: <stdin>:1:18: error at navigationBar: unknown key"), "\(batch.stderr)")
        let (twice, _) = try Self.shell("chevron render - - < s.yaml")
        #expect(twice.status == 64 && twice.stderr.contains("- (standard input) can be given once"), "\(twice.stderr)")
    }

    @Test func animateAndBackButtonWriteStandardOutput() throws {
        let push = "navigationController:\n  viewControllers: [ { id: a, title: A } ]\n"
            + "  operations: [ { push: { id: b, title: B } } ]\n"
        let (r, dir) = try Self.shell("printf '\(push)' | chevron animate - -o - > push.png"
                                      + " && chevron back-button --title Back -o - > back.png"
                                      + " && chevron back-button --title Back -o file.png")
        #expect(r.status == 0, "\(r.stderr)")
        let apng = Self.bytes(dir, "push.png")
        #expect(apng.starts(with: [0x89, 0x50, 0x4E, 0x47]) && String(decoding: apng, as: UTF8.self).contains("acTL"))
        #expect(Self.bytes(dir, "back.png").count > 100 && Self.bytes(dir, "back.png") == Self.bytes(dir, "file.png"))
    }

    @Test func resolveTakesSeveralScenes() throws {
        let (r, _) = try Self.shell("cp s.yaml t.yaml && chevron resolve s.yaml t.yaml --json")
        #expect(r.status == 0, "\(r.stderr)")
        let array = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [[String: Any]] ?? []
        #expect(array.map { $0["scene"] as? String } == ["s.yaml", "t.yaml"], "\(r.stdout)")
        let (text, _) = try Self.shell("cp s.yaml t.yaml && chevron resolve s.yaml t.yaml")
        #expect(text.stdout.contains("s.yaml: navigationBar") && text.stdout.contains("\n\nt.yaml: navigationBar"),
                "\(text.stdout)")
        // A scene that cannot be read fails alone: the other is still reported, the exit code is its.
        let (missing, _) = try Self.shell("chevron resolve s.yaml none.yaml --json")
        #expect(missing.status == 66 && missing.stderr.contains("none.yaml"), "\(missing.stderr)")
        let reported = (try? JSONSerialization.jsonObject(with: Data(missing.stdout.utf8))) as? [[String: Any]] ?? []
        #expect(reported.count == 1)
    }
}
