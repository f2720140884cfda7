import Foundation
import Testing

/// docs/DESIGN.md §From YAML to PNG: the same scene gives the same bytes on every run —
/// whatever `--jobs`, locale or time zone, and the same answer for a bad scene on every run.
struct RobustnessDeterminismTests {
    /// Environments that would change a locale- or time-dependent output: decimal commas, the
    /// Turkish dotless i, time zones with odd offsets (written as POSIX rules, so that they work
    /// without tzdata; the locales count only where they are installed, see `locale -a`).
    static let environments: [[String: String]] = [
        ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"],
        ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "<+0545>-5:45"],
        ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "LC_NUMERIC": "tr_TR.UTF-8", "TZ": "<+1345>-13:45"],
    ]

    @Test func examplesGiveTheSameBytesInEveryLocaleTimeZoneAndJobCount() throws {
        let dir = try ChevronProcess.scratch()
        let scenes = try Robust.exampleScenes()
        var outputs: [[String: Data]] = []
        for (index, environment) in Self.environments.enumerated() {
            let folder = "out\(index)"
            let jobs = index == 0 ? "1" : "2"
            let r = try ChevronProcess.run(ChevronProcess.executable,
                                   ["render"] + scenes + ["--output-dir", folder, "--jobs", jobs, "--scale", "2"],
                                   in: dir, environment: environment)
            #expect(r.status == 0, "\(environment): \(r.stderr)")
            var files: [String: Data] = [:]
            for name in Robust.contents(dir.appendingPathComponent(folder)) {
                files[name] = try Data(contentsOf: dir.appendingPathComponent("\(folder)/\(name)"))
            }
            #expect(files.count == scenes.count)
            outputs.append(files)
        }
        for (index, files) in outputs.enumerated().dropFirst() {
            for (name, data) in outputs[0] {
                #expect(files[name] == data, "\(name) differs under \(Self.environments[index])")
            }
        }
    }

    @Test func resolveJSONIsTheSameInEveryLocale() throws {
        let dir = try ChevronProcess.scratch()
        for scene in try Robust.exampleScenes() {
            let answers = try Self.environments.map { environment in
                try ChevronProcess.run(ChevronProcess.executable, ["resolve", scene, "--json"], in: dir, environment: environment)
            }
            #expect(answers.allSatisfy { $0.status == 0 && $0.stdout == answers[0].stdout }, "\(scene)")
        }
    }

    /// A scene with two bad images (one missing: 66, one corrupt: 65) names the same one, with the
    /// same exit code, on every run: images are read in the scene's order.
    @Test func aSceneWithTwoBadImagesFailsTheSameWayEveryTime() throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Array("not a PNG".utf8), "corrupt.png", in: dir)
        var names = (0..<6).map { "missing\($0).png" }
        names.insert("corrupt.png", at: 3)
        let items = names.map { "{ image: \($0) }" }.joined(separator: ", ")
        try Robust.write("toolbar: { items: [ \(items) ] }", "scene.yaml", in: dir)
        let first = try ChevronProcess.run(["render", "scene.yaml", "-o", "out.png"], in: dir)
        #expect(first.status == 66 && first.stderr.contains("missing0.png"), "\(first.stderr)")
        for _ in 0..<5 {
            let again = try ChevronProcess.run(["render", "scene.yaml", "-o", "out.png"], in: dir)
            #expect(again.status == first.status && again.stderr == first.stderr, "\(again.stderr)")
        }
    }
}

/// Two scenes of one name in one batch would race for one output file (the one that ends up there
/// would depend on timing with --jobs > 1): refused as a usage error before anything is drawn.
struct RobustnessNameClashTests {
    @Test func twoScenesOfOneNameAreRefused() throws {
        let dir = try ChevronProcess.scratch()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("b"), withIntermediateDirectories: true)
        try Robust.write(Robust.bar, "a/x.yaml", in: dir)
        try Robust.write("backButton: { title: B }", "b/x.yml", in: dir)
        let r = try ChevronProcess.run(["render", "a/x.yaml", "b/x.yml", "--jobs", "2"], in: dir)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("a/x.yaml and b/x.yml would both be written to Output/x[@Nx].png"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output").path))
        // With -o for one scene, or different names, there is no clash.
        let ok = try ChevronProcess.run(["render", "a/x.yaml", "--jobs", "2"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
    }
}
