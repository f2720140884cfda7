import Foundation
import Testing

/// STYLE.md "Faults are inputs": `approve` and a folder diff with `--report` killed (SIGKILL) at
/// random moments leave every golden whole — its old bytes or its new ones, never torn — and a
/// second run finishes the work; a folder changed while it is compared gives every image a status.
@Suite("killed runs")
struct KilledRunTests {
    /// expected/ and actual/ of `count` images, every one changed (the transposed pair, so each
    /// approve writes a whole new golden).
    static func changedFolders(_ count: Int) throws -> URL {
        let dir = try ChevronProcess.scratch()
        for i in 0..<count {
            let name = String(format: "g%03d.png", i)
            try FolderDiffTests.put("one-pixel-a.png", "expected/\(name)", in: dir)
            try FolderDiffTests.put(i % 2 == 0 ? "one-pixel-b.png" : "alpha-b.png", "actual/\(name)", in: dir)
        }
        return dir
    }

    /// Starts `chevron arguments` in `dir` and kills it with SIGKILL after `delay` seconds (if it runs).
    static func killed(_ arguments: [String], in dir: URL, after delay: Double) throws {
        let process = Process()
        process.executableURL = ChevronProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(delay)
        while Date() < deadline && process.isRunning { usleep(1000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func approveKilledAtRandomLeavesEveryGoldenWholeAndASecondRunFinishes() throws {
        let old = try Data(contentsOf: FolderDiffTests.fixture("one-pixel-a.png"))
        let new = [try Data(contentsOf: FolderDiffTests.fixture("one-pixel-b.png")),
                   try Data(contentsOf: FolderDiffTests.fixture("alpha-b.png"))]
        var generator = SystemRandomNumberGenerator()
        var sawUpdated = 0
        for round in 0..<6 {
            let dir = try Self.changedFolders(40)
            let delay = Double.random(in: 0.005...0.25, using: &generator)
            try Self.killed(["approve", "expected", "actual"], in: dir, after: delay)
            let expected = dir.appendingPathComponent("expected")
            for i in 0..<40 {
                let name = String(format: "g%03d.png", i)
                let bytes = try Data(contentsOf: expected.appendingPathComponent(name))
                #expect(bytes == old || bytes == new[i % 2], "round \(round), killed after \(delay) s: \(name) is torn")
                if bytes != old { sawUpdated += 1 }
            }
            for file in ChevronProcess.contents(expected, recursive: true) where !file.hasSuffix(".png") {
                #expect(file.contains(".tmp-"), "round \(round): \(file) left in expected/")
            }
            let again = try ChevronProcess.run(["approve", "expected", "actual"], in: dir)
            #expect(again.status == 0, "round \(round): \(again.stderr)")
            #expect(try ChevronProcess.run(["diff", "expected", "actual"], in: dir).status == 0, "round \(round)")
        }
        if sawUpdated == 0 { print("note: no golden was updated before any of the kills") }
    }

    @Test func aReportKilledAtRandomLeavesTheGoldensAndASecondRunWritesTheWholeReport() throws {
        let dir = try Self.changedFolders(30)
        let goldens = DiskFullTests.files(dir.appendingPathComponent("expected"))
        let whole = try ChevronProcess.run(["diff", "expected", "actual", "--report", "whole"], in: dir)
        #expect(whole.status == 1)
        let wholeIndex = try Data(contentsOf: dir.appendingPathComponent("whole/index.html"))
        var generator = SystemRandomNumberGenerator()
        for round in 0..<5 {
            let delay = Double.random(in: 0.005...0.3, using: &generator)
            try Self.killed(["diff", "expected", "actual", "--report", "report"], in: dir, after: delay)
            #expect(DiskFullTests.files(dir.appendingPathComponent("expected")) == goldens, "round \(round)")
            // Whatever is left of the report, a second run writes it whole.
            let again = try ChevronProcess.run(["diff", "expected", "actual", "--report", "report"], in: dir)
            #expect(again.status == 1, "round \(round): \(again.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("report/index.html")) == wholeIndex, "round \(round)")
        }
    }

    /// Images replaced and a folder removed while a folder diff runs: every image still gets one
    /// line (a status), the totals add up, and the exit code is one a diff gives.
    @Test func aFolderChangedWhileItIsComparedGivesEveryImageAStatus() throws {
        for round in 0..<4 {
            let dir = try Self.changedFolders(0)
            for i in 0..<60 {
                let sub = i < 30 ? "keep" : "gone"
                try FolderDiffTests.put("one-pixel-a.png", "expected/\(sub)/\(i).png", in: dir)
                try FolderDiffTests.put("one-pixel-b.png", "actual/\(sub)/\(i).png", in: dir)
            }
            let process = Process()
            process.executableURL = ChevronProcess.executable
            process.arguments = ["diff", "expected", "actual", "--jobs", "1"]
            process.currentDirectoryURL = dir
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(round) * 20_000)
            try? FileManager.default.removeItem(at: dir.appendingPathComponent("actual/gone"))
            for i in 0..<30 {
                try? FileManager.default.removeItem(at: dir.appendingPathComponent("expected/keep/\(i).png"))
                try? FolderDiffTests.put("alpha-a.png", "expected/keep/\(i).png", in: dir)
            }
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "round \(round): killed by a signal")
            #expect([0, 1, 65].contains(process.terminationStatus), "round \(round): exit \(process.terminationStatus)")
            let lines = text.split(separator: "\n")
            let summary = try #require(lines.last, "round \(round)")
            #expect(summary.hasPrefix("60 images:"), "round \(round): \(summary)")
            // Every image not passed has its line; the totals count 60.
            let counts = summary.split(separator: ":")[1].split(separator: ",").compactMap {
                Int($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
            }
            #expect(counts.reduce(0, +) == 60, "round \(round): \(summary)")
            let passed = counts.first ?? 0
            #expect(lines.count - 1 == 60 - passed, "round \(round): \(text)")
        }
    }
}
