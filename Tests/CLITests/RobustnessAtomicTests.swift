import Foundation
import RasterPNG
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// docs/DESIGN.md §Command line: outputs are written atomically (a temporary file, then a rename):
/// a failed run leaves no partial or truncated PNG behind and never damages an existing file.
/// Failing renders, a write that fails half way, a process killed half way through a write or a
/// batch.
///
/// What a kill leaves: the target is either the old file or the whole new one, never a part. A
/// process killed (SIGKILL, or any signal it does not catch) while a temporary file is open
/// cannot remove it, so a hidden `.NAME.tmp-XXXXXX` may stay beside the target — never under the
/// target's name, and ignored by later runs, which make temporary files of their own.
struct RobustnessAtomicTests {
    static let precious = Array("precious bytes, not a PNG".utf8)

    /// Scenes that fail after parsing started, each with its exit code.
    static let failures: [(String, String, Int32)] = [
        ("bad YAML", "navigationBar:\n  items: [ { title: A }\n", 65),
        ("unknown key", "navigationBar:\n  itemz: []\n", 65),
        ("canvas over the limit", "canvas: { width: 20000, height: 44 }\n" + Robust.bar, 65),
        ("missing image", "toolbar:\n  items: [ { image: nowhere.png } ]\n", 66),
        ("corrupt image", "toolbar:\n  items: [ { image: corrupt.png } ]\n", 65),
    ]

    @Test("a failing render never touches an existing output", arguments: failures)
    func failingRenderKeepsTheExistingFile(name: String, scene: String, status: Int32) throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(scene, "scene.yaml", in: dir)
        try Robust.write(Array("not a PNG".utf8), "corrupt.png", in: dir)
        try Robust.write(Self.precious, "keep.png", in: dir)
        let before = Robust.contents(dir)
        let r = try ChevronProcess.run(["render", "scene.yaml", "-o", "keep.png"], in: dir)
        #expect(r.status == status, "\(name): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(name): \(r.stderr)")
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("keep.png").path) == Data(Self.precious))
        #expect(Robust.contents(dir) == before, "\(name): no file added or removed")
    }

    @Test func aFailingSceneInABatchKeepsItsOldOutput() throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Robust.bar, "good.yaml", in: dir)
        try Robust.write("navigationBar:\n  itemz: []\n", "bad.yaml", in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Output"), withIntermediateDirectories: true)
        try Robust.write(Self.precious, "Output/bad.png", in: dir)
        let r = try ChevronProcess.run(["render", "good.yaml", "bad.yaml", "--jobs", "2"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        let output = dir.appendingPathComponent("Output")
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("bad.png").path) == Data(Self.precious))
        #expect(Robust.isCompletePNG(output.appendingPathComponent("good.png").path, width: 320, height: 44))
        #expect(Robust.contents(output) == ["bad.png", "good.png"])
    }

    /// A write that fails half way (the file-size limit, `ulimit -f`, with SIGXFSZ ignored: write
    /// returns EFBIG after 4 KiB): exit 73, the temporary file removed, the old file intact.
    @Test func aWriteThatFailsHalfWayIs73AndLeavesNothing() throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Robust.screen, "screen.yaml", in: dir)
        try Robust.write(Self.precious, "keep.png", in: dir)
        let r = try Robust.shell("ulimit -f 4; trap '' XFSZ", ["render", "screen.yaml", "-o", "keep.png"], in: dir)
        #expect(!r.signalled && r.status == 73, "\(r.status) \(r.stderr)")
        #expect(r.stderr == "chevron: error: screen.yaml: cannot write keep.png: File too large\n", "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("keep.png").path) == Data(Self.precious))
        #expect(Robust.contents(dir) == ["keep.png", "screen.yaml"])
        // The same for the files `diff` writes (a 640 x 88 diff image is larger than 4 KiB).
        let fixtures = Robust.checkout.appendingPathComponent("Tests/ImageDiffTests/Fixtures")
        let d = try Robust.shell("ulimit -f 4; trap '' XFSZ",
                                 ["diff", fixtures.appendingPathComponent("scene-title-a.png").path,
                                  fixtures.appendingPathComponent("scene-title-b.png").path, "-o", "keep.png"], in: dir)
        #expect(!d.signalled && d.status == 73, "\(d.status) \(d.stderr)")
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("keep.png").path) == Data(Self.precious))
        #expect(Robust.contents(dir) == ["keep.png", "screen.yaml"])
    }

    /// Killed in the middle of writing (SIGXFSZ's default action ends the process inside write()):
    /// the target keeps its old bytes; only a hidden temporary file may stay.
    @Test func killedInTheMiddleOfAWrite() throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Robust.screen, "screen.yaml", in: dir)
        try Robust.write(Self.precious, "keep.png", in: dir)
        let script = "cd \(Robust.quoted([dir.path])) && ulimit -f 4 && exec "
            + Robust.quoted([ChevronProcess.executable.path, "render", "screen.yaml", "-o", "keep.png"])
        let r = try Robust.spawnShell(script, stderrPath: try ChevronProcess.scratch().appendingPathComponent("err").path)
        #expect(r.signalled && r.status == SIGXFSZ, "\(r.status) \(r.stderr)")
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("keep.png").path) == Data(Self.precious))
        let others = Robust.contents(dir).filter { $0 != "keep.png" && $0 != "screen.yaml" }
        #expect(others.allSatisfy { $0.hasPrefix(".keep.png.tmp-") && Robust.isTemporary($0) }, "\(others)")
        // The next run is not disturbed by the leftover and replaces the target whole.
        let again = try ChevronProcess.run(["render", "screen.yaml", "-o", "keep.png"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Robust.isCompletePNG(dir.appendingPathComponent("keep.png").path, width: 960, height: 1440))
    }

    /// Ctrl-C (SIGINT) or SIGTERM while an output is being written: the process still ends as
    /// killed by that signal, and removes its temporary files first. The test watches the output
    /// folder and sends the signal the moment a temporary file is there (the write, its fsync and
    /// the rename take a few milliseconds), retrying when the batch ends before it catches one.
    @Test(arguments: [SIGTERM, SIGINT])
    func interruptedInTheMiddleOfAWriteLeavesNoTemporaryFile(signal: Int32) throws {
        let dir = try ChevronProcess.scratch()
        let names = (0..<24).map { String(format: "s%02d", $0) }
        for name in names { try Robust.write(Robust.screen, "\(name).yaml", in: dir) }
        let out = dir.appendingPathComponent("out")
        var caught = false
        for _ in 0..<8 where !caught {
            try? FileManager.default.removeItem(at: out)
            let pid = try Robust.spawn(["render"] + names.map { dir.appendingPathComponent("\($0).yaml").path }
                                       + ["--output-dir", out.path, "--jobs", "2"])
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                if Robust.contents(out).contains(where: Robust.isTemporary) {
                    kill(pid, signal)
                    caught = true
                    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                    break
                }
            }
            guard caught else { continue }
            #expect(status & 0x7f == signal, "ended with status \(status)")
            let left = Robust.contents(out)
            #expect(!left.contains(where: Robust.isTemporary), "\(left)")
            for file in left {
                #expect(Robust.isCompletePNG(out.appendingPathComponent(file).path, width: 960, height: 1440), "\(file)")
            }
        }
        #expect(caught, "no write was ever in flight when looked at")
    }

    /// Durable, not only atomic: the temporary file is synced before it takes the target's name and
    /// the folder after (a power cut then leaves the old file or the whole new one). Seen in the
    /// system calls, traced with strace where it is installed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func theFileIsSyncedBeforeTheRenameAndTheFolderAfter() throws {
        let dir = try ChevronProcess.scratch()
        let target = dir.appendingPathComponent("b.png").path
        let trace = dir.appendingPathComponent("trace.txt")
        let r = try ChevronProcess.run(URL(fileURLWithPath: "/usr/bin/strace"),
                               ["-f", "-qq", "-o", trace.path, "-e", "trace=openat,fsync,rename",
                                ChevronProcess.executable.path, "back-button", "--title", "A", "-o", target], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let calls = try Self.calls(in: trace)
        let temporaryOpen = try #require(calls.firstIndex { $0.hasPrefix("openat(") && $0.contains("/.b.png.tmp-") })
        let fd = try #require(calls[temporaryOpen].split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) })
        let rename = try #require(calls.firstIndex { $0.hasPrefix("rename(") && $0.contains("\"\(target)\"") })
        #expect(calls[temporaryOpen..<rename].contains { $0.hasPrefix("fsync(\(fd))") }, "\(calls[temporaryOpen...])")
        let folderOpen = try #require(calls[rename...].firstIndex { $0.hasPrefix("openat(") && $0.contains("\"\(dir.path)\"")
                                                                   && $0.contains("O_DIRECTORY") })
        let folderFD = calls[folderOpen].split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        #expect(calls[folderOpen...].contains { $0.hasPrefix("fsync(\(folderFD))") }, "\(calls[rename...])")
    }

    /// The system calls strace wrote to `trace` (its own file, not the traced program's stderr,
    /// which the program's messages share), one a line without the `[pid N]` of a thread; a call
    /// another thread interrupted (`fsync(3 <unfinished ...>`, then `<... fsync resumed>) = 0`)
    /// is taken as the call it began.
    static func calls(in trace: URL) throws -> [String] {
        try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap { raw in
            var line = String(raw)
            // "[pid 7] fsync(3) = 0" or "7 fsync(3) = 0" → "fsync(3) = 0"
            if line.hasPrefix("[pid") { line = String(line.drop { $0 != "]" }.dropFirst().drop { $0 == " " }) }
            if let first = line.first, first.isNumber { line = String(line.drop { $0.isNumber }.drop { $0 == " " }) }
            if line.hasPrefix("<...") { return nil }
            if let cut = line.range(of: " <unfinished ...>") { line = String(line[..<cut.lowerBound]) + ") = ?" }
            return line
        }
    }

    /// A batch of scenes waits for the disk once: every PNG is written under its temporary name,
    /// one `sync` puts them all on the disk, then each takes its name, and the folder is synced
    /// once after the last rename.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func aBatchIsSyncedOnceBeforeItsRenames() throws {
        let dir = try ChevronProcess.scratch()
        let names = (0..<4).map { "s\($0)" }
        for name in names { try Robust.write(Robust.bar, "\(name).yaml", in: dir) }
        let trace = dir.appendingPathComponent("trace.txt")
        let r = try ChevronProcess.run(URL(fileURLWithPath: "/usr/bin/strace"),
                               ["-f", "-qq", "-o", trace.path, "-e", "trace=fsync,sync,rename",
                                ChevronProcess.executable.path, "render"]
                                   + names.map { "\($0).yaml" } + ["--output-dir", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let calls = try Self.calls(in: trace).filter { $0.hasPrefix("sync(") || $0.hasPrefix("fsync(") || $0.hasPrefix("rename(") }
        let renames = calls.indices.filter { calls[$0].hasPrefix("rename(") }
        #expect(renames.count == 4, "\(calls)")
        let sync = try #require(calls.firstIndex { $0.hasPrefix("sync(") }, "\(calls)")
        #expect(renames.allSatisfy { $0 > sync } && calls.filter { $0.hasPrefix("sync(") }.count == 1, "\(calls)")
        #expect(calls.last?.hasPrefix("fsync(") == true && calls.filter { $0.hasPrefix("fsync(") }.count == 1, "\(calls)")
        #expect(Robust.contents(dir.appendingPathComponent("out")) == names.map { "\($0).png" })
    }

    /// A batch killed with SIGKILL at different moments: every PNG under a target's name is whole
    /// (decodes to its last row at the right size); anything else is a hidden temporary file.
    @Test func aBatchKilledAtAnyMomentLeavesOnlyWholePNGs() throws {
        let dir = try ChevronProcess.scratch()
        let names = (0..<16).map { String(format: "s%02d", $0) }
        for name in names { try Robust.write(Robust.screen, "\(name).yaml", in: dir) }
        let out = dir.appendingPathComponent("out")
        var sawWritten = 0
        for delay in [0.15, 0.3, 0.5, 0.8, 1.2] {
            try? FileManager.default.removeItem(at: out)
            let process = Process()
            process.executableURL = ChevronProcess.executable
            process.arguments = ["render"] + names.map { "\($0).yaml" } + ["--output-dir", "out", "--jobs", "2"]
            process.currentDirectoryURL = dir
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill after the delay: before, during or between writes.
            let deadline = Date().addingTimeInterval(delay)
            while Date() < deadline && process.isRunning { usleep(2000) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for file in Robust.contents(out) {
                if Robust.isTemporary(file) { continue }
                #expect(names.map { "\($0)@3x.png" }.contains(file), "unexpected \(file)")
                #expect(Robust.isCompletePNG(out.appendingPathComponent(file).path, width: 960, height: 1440),
                        "\(file) is not a whole PNG (killed after \(delay) s)")
                sawWritten += 1
            }
        }
        // Not a condition of the test (a slow machine may write nothing in time), but say so.
        if sawWritten == 0 { print("note: no PNG was written before any of the kills") }
    }

    @Test func anOutputThatIsAFolderIs73AndTheFolderStays() throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Robust.bar, "bar.yaml", in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        try Robust.write(Self.precious, "taken.png/inside", in: dir)
        let r = try ChevronProcess.run(["render", "bar.yaml", "-o", "taken.png"], in: dir)
        #expect(r.status == 73, "\(r.stderr)")
        #expect(r.stderr == "chevron: error: bar.yaml: cannot write taken.png: Is a directory\n", "\(r.stderr)")
        #expect(Robust.contents(dir) == ["bar.yaml", "taken.png"])
        #expect(Robust.contents(dir.appendingPathComponent("taken.png")) == ["inside"])
    }

    @Test func aFailingDiffKeepsItsOldOutputs() throws {
        let dir = try ChevronProcess.scratch()
        try Robust.write(Self.precious, "diff.png", in: dir)
        try Robust.write(Self.precious, "report.html", in: dir)
        let r = try ChevronProcess.run(["diff", Robust.pngFixture("truncated.png"), Robust.pngFixture("rgba8.png"),
                                        "-o", "diff.png", "--html", "report.html"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        for file in ["diff.png", "report.html"] {
            #expect(FileManager.default.contents(atPath: dir.appendingPathComponent(file).path) == Data(Self.precious))
        }
        #expect(Robust.contents(dir) == ["diff.png", "report.html"])
    }
}
