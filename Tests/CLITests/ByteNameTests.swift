import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Issue 38 item 6: a file name that is not UTF-8 — legal on Linux, here `\xff\xfe-bad.png` — is
/// kept as bytes from listing to opening, and shown escaped (`\xff\xfe-bad.png`) in every output.
@Suite("names as bytes")
struct ByteNameTests {
    static let name: [UInt8] = [0xFF, 0xFE] + Array("-bad.png".utf8)
    static let shown = "\\xff\\xfe-bad.png"

    /// Writes `bytes` to `folder/name`, the name as raw bytes.
    static func write(_ bytes: Data, to folder: URL, name: [UInt8]) throws {
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        let fd = path.withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(fd >= 0)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    static func read(_ folder: URL, name: [UInt8]) -> Data? {
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        let fd = path.withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { open($0, O_RDONLY) }
        }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        return data
    }

    static func folders(changed: Bool) throws -> URL {
        let dir = try ChevronProcess.scratch()
        let e = dir.appendingPathComponent("e"), a = dir.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: e, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        try write(Data(contentsOf: FolderDiffTests.fixture("one-pixel-a.png")), to: e, name: name)
        try write(Data(contentsOf: FolderDiffTests.fixture(changed ? "one-pixel-b.png" : "one-pixel-a.png")), to: a, name: name)
        return dir
    }

    @Test func anIdenticalImageUnderAByteNamePasses() throws {
        let dir = try Self.folders(changed: false)
        let r = try ChevronProcess.run(["diff", "e", "a"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "1 image: 1 passed, 0 changed, 0 new, 0 deleted, 0 resized, 0 unreadable\n", "\(r.stdout)")
    }

    @Test func aChangedOneIsReportedEscapedEverywhere() throws {
        let dir = try Self.folders(changed: true)
        let r = try ChevronProcess.run(["diff", "e", "a", "--junit", "j.xml", "--report", "report"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("changed    \(Self.shown): 1 of "), "\(r.stdout)")
        let json = try ChevronProcess.run(["diff", "e", "a", "--json"], in: dir)
        let images = try #require(try FolderDiffTests.json(json.stdout)["images"] as? [[String: Any]])
        #expect(images.first?["path"] as? String == Self.shown)
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains("name=\"\(Self.shown)\""), "\(junit)")
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains(Self.shown))
        // The report keeps the actual file by its exact name, for `approve e report/actual`.
        #expect(Self.read(dir.appendingPathComponent("report/actual"), name: Self.name)
                == (try Data(contentsOf: FolderDiffTests.fixture("one-pixel-b.png"))))
    }

    @Test func approveCopiesItUnderItsExactName() throws {
        let dir = try Self.folders(changed: true)
        let r = try ChevronProcess.run(["approve", "e", "a"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "updated e/\(Self.shown)\napproved 1 image: 0 added, 1 updated, 0 removed\n", "\(r.stdout)")
        #expect(Self.read(dir.appendingPathComponent("e"), name: Self.name)
                == (try Data(contentsOf: FolderDiffTests.fixture("one-pixel-b.png"))))
        let listed = try FileManager.default.contentsOfDirectoryAtPathBytes(dir.appendingPathComponent("e"))
        #expect(listed == [Self.name], "no second, re-spelt file")
        #expect(try ChevronProcess.run(["diff", "e", "a"], in: dir).status == 0)
    }

    /// Issue 38: `--filter` and `--rules` globs match the name's bytes, as `fnmatch` on the raw
    /// string would: `?` is one byte (the carried form holds each stray byte as four), a raw byte
    /// in the glob matches that byte, and `*` matches the whole name.
    @Test(arguments: [("\\377*", true), ("??-bad.png", true), ("*", true), ("*-bad.png", true),
                      ("?-bad.png", false), ("\\376*", false)])
    func approveFiltersOnTheRawBytes(glob: String, matches: Bool) throws {
        let dir = try Self.folders(changed: true)
        // The glob's raw bytes (printf's octal escapes) reach `chevron` through the shell.
        let r = try ChevronProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                       ["-c", "exec \"$0\" approve e a --filter \"$(printf '\(glob)')\"",
                                        ChevronProcess.executable.path], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        if matches {
            #expect(r.stdout == "updated e/\(Self.shown)\napproved 1 image: 0 added, 1 updated, 0 removed\n", "\(r.stdout)")
        } else {
            #expect(r.stdout == "approved 0 images: 0 added, 0 updated, 0 removed\n", "\(r.stdout)")
            #expect(r.stderr.contains("matches none of the 1 image"), "\(r.stderr)")
        }
    }

    /// A rule's glob is matched on the bytes too: `??-bad.png` applies to the two-byte name (its
    /// threshold lets the changed pixel pass), where the carried form's eight would not.
    @Test func aRuleMatchesTheRawBytes() throws {
        let dir = try Self.folders(changed: true)
        try Data("- { match: \"??-bad.png\", maxDiffPixels: 1 }\n".utf8).write(to: dir.appendingPathComponent("rules.yaml"))
        let r = try ChevronProcess.run(["diff", "e", "a", "--rules", "rules.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(!r.stderr.contains("matches none"), "\(r.stderr)")
    }

    /// `chevron render` given the name by a shell glob: the scene is read and its PNG written
    /// to Output/ under the same bytes.
    @Test func aRenderBatchKeepsTheName() throws {
        let dir = try ChevronProcess.scratch()
        let scene = try Data(contentsOf: Robust.checkout.appendingPathComponent("Assets/Scenes/back-button.yaml"))
        let stem: [UInt8] = [0xFF, 0xFE] + Array("-bad".utf8)
        try Self.write(scene, to: dir, name: stem + Array(".yaml".utf8))
        try Self.write(scene, to: dir, name: Array("good.yaml".utf8))
        let r = try ChevronProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                       ["-c", "exec \"$0\" render *.yaml", ChevronProcess.executable.path], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote Output/\\xff\\xfe-bad@2x.png\n"), "\(r.stdout)")
        let output = dir.appendingPathComponent("Output")
        let png = try #require(Self.read(output, name: stem + Array("@2x.png".utf8)))
        #expect(png == (try Data(contentsOf: output.appendingPathComponent("good@2x.png"))))
    }
}

extension FileManager {
    /// A folder's entries as the bytes readdir gives.
    fileprivate func contentsOfDirectoryAtPathBytes(_ folder: URL) throws -> [[UInt8]] {
        guard let dir = opendir(folder.path) else { throw CocoaError(.fileReadNoSuchFile) }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }
}
