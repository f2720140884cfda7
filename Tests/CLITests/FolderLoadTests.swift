import ChevronSupport
import Foundation
import Regression
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Issue 38 item 4: a folder diff's memory is bounded by its images' sizes, not their count. The
/// folders are listed and paired as the run goes (`FolderWalk`, `FolderPairing`) and only packed
/// records are kept (`FolderRecords`); these tests hold the pieces to what they replace — the
/// order of a sort by bytes, the records as they were — and the whole to its peak memory.
@Suite("folder diff at scale")
struct FolderLoadTests {
    /// Writes an empty file at `relative` (raw bytes) under `root`, making its folders.
    static func touch(_ root: URL, _ relative: [UInt8]) {
        var path = Array(root.path.utf8)
        let parts = relative.split(separator: 0x2F)
        for part in parts.dropLast() {
            path += [0x2F] + part
            _ = (path + [0]).withUnsafeBufferPointer { p in
                p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { mkdir($0, 0o755) }
            }
        }
        path += [0x2F] + parts.last!
        let fd = (path + [0]).withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        if fd >= 0 { close(fd) }
    }

    /// The walk gives every path in the order of their bytes, as sorting the whole list would:
    /// names that sort between a folder's name and the folder's own entries (`a.png`, `a-x.png`
    /// before `a/…`, `a0.png` after), bytes that are not UTF-8, folders left for deeper ones.
    @Test func theWalkIsInTheOrderOfThePathsBytes() throws {
        let root = try ChevronProcess.scratch()
        let names: [[UInt8]] = ["a.png", "a-x.png", "a0.png", "a/b.png", "a/c/d.png", "a/c.png", "a/c-.png", "ab.png",
                                "ab/z.png", "b.png", "B.PNG", "é.png", "z/z/z/z.png", " .png", "a/.png"].map { Array($0.utf8) }
            + [[0xFF, 0xFE] + Array("-bad.png".utf8), Array("a/".utf8) + [0x80] + Array(".png".utf8)]
        for name in names { Self.touch(root, name) }
        Self.touch(root, Array("a/not-an-image.txt".utf8))
        let walked = try FolderListing.list(root.path).map { FileName.bytes($0.path) }
        let sorted = names.sorted { $0.lexicographicallyPrecedes($1) }
        #expect(walked == sorted, "\(walked.map { String(decoding: $0, as: UTF8.self) })")
    }

    /// A folder removed, or replaced by a file, after its parent was read and before the walk goes
    /// into it has no images: it is not an entry of its own (an "unreadable" line would count one
    /// image more than the two folders hold; `KilledRunTests` met it under load). Its images on the
    /// other side are then reported as deleted or new.
    @Test func aFolderRemovedDuringTheWalkIsNotAnEntry() throws {
        let root = try ChevronProcess.scratch()
        for name in ["a/x.png", "b/y.png", "c/z.png", "d.png"] { Self.touch(root, Array(name.utf8)) }
        var walk = try FolderWalk(root.path)
        try FileManager.default.removeItem(at: root.appendingPathComponent("b"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("c"))
        Self.touch(root, Array("c".utf8))
        var entries: [FolderListing.Entry] = []
        while let entry = walk.next() { entries.append(entry) }
        #expect(entries.map(\.path) == ["a/x.png", "d.png"])
        #expect(entries.allSatisfy { $0.problem == nil })
    }

    /// Packed and read back, every record is what it was: absent and present counts and sizes,
    /// negative and large numbers, rules, problems, options that differ from image to image,
    /// names that share a start with the one before and names that share none.
    @Test func packedRecordsReadBackAsTheyWere() throws {
        var records: [ImageRecord] = []
        for i in 0..<3000 {
            // Made as a blob's reader makes them, field by field; enough to fill several chunks,
            // and one name longer than a chunk.
            let path = i == 1500 ? String(repeating: "é", count: 40_000) : i % 3 == 0 ? "g/\(i).png" : "\u{10FEFF}é\(i)"
            var f: [String: String] = [
                "index": String(i == 7 ? -5 : i * 1000), "path": path,
                "status": ImageStatus.allCases[i % ImageStatus.allCases.count].rawValue,
                "threshold": i % 2 == 0 ? "0.1" : "0.3", "includeAA": i % 2 == 0 ? "false" : "true",
                "ignore": i % 2 == 0 ? "" : "1,2,3,4", "maxDiffPixels": i % 2 == 0 ? "" : "7",
            ]
            if i % 5 == 0 { (f["rule"], f["hasRule"]) = ("g/*", "true") }
            if i % 4 != 0 {
                (f["mismatched"], f["antialiased"], f["allowed"]) = (String(i * 7919), String(i % 2), String(Int.max - i))
                f["expectedSize"] = "16384x\(i)"
            }
            if i % 6 == 1 { f["actualSize"] = "0x\(Int.max)" }
            if i % 11 == 0 { (f["problem"], f["hasProblem"]) = ("actual: cannot read \(i)", "true") }
            records.append(try Blob.record(f))
        }
        #expect(Set(records.map(\.options)).count == 2)
        let packed = FolderRecords(records)
        #expect(packed.count == records.count)
        #expect(Array(packed) == records)
        #expect(Array(packed) == records, "read twice")
    }

    /// The peak memory of `chevron diff` over 20 000 images against 2000 (tiny PNGs, hard links of
    /// two files): 18 000 more images may cost at most 4 MB more, 230 bytes an image — the run kept
    /// about 900 before the listings and records were made to stream (`bench/folder_load.py`
    /// measures the same at 100 000).
    @Test(.timeLimit(.minutes(10))) func peakMemoryHardlyGrowsWithTheCount() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            print("skipped: no /usr/bin/time to measure the peak memory with")
            return
        }
        func peak(_ images: Int) throws -> Int {
            let dir = try ChevronProcess.scratch()
            let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
            try FileManager.default.copyItem(at: FolderDiffTests.fixture("one-pixel-a.png"), to: a)
            try FileManager.default.copyItem(at: FolderDiffTests.fixture("one-pixel-b.png"), to: b)
            for i in 0..<images {
                for side in ["e", "x"] {
                    let folder = dir.appendingPathComponent("\(side)/g\(i / 1000)")
                    if i % 1000 == 0 { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
                    let source = side == "x" && i % 1000 == 999 ? b : a
                    #expect(link(source.path, folder.appendingPathComponent("i\(i).png").path) == 0)
                }
            }
            let r = try ChevronProcess.run(URL(fileURLWithPath: "/usr/bin/time"),
                                           ["-f", "peak %M", ChevronProcess.executable.path, "diff", "e", "x", "--jobs", "2"],
                                           in: dir)
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stdout.hasSuffix("\(images) images: \(images - images / 1000) passed, \(images / 1000) changed, "
                                       + "0 new, 0 deleted, 0 resized, 0 unreadable\n"), "\(r.stdout.suffix(200))")
            let line = r.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }
            return try #require(line.flatMap { Int($0.dropFirst(5)) })
        }
        let small = try peak(2000), large = try peak(20000)
        #expect(large - small <= 4096, "peak RSS \(small) KB for 2000 images, \(large) KB for 20 000")
    }
}
