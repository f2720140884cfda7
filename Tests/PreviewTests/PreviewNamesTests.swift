import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Issue 38: the preview's folders hold any name the file system allows, and its server runs with
/// any stdin.
@Suite(.serialized)
struct PreviewNamesTests {
    /// A scene named `\xff\xfe-bad.yaml` (not UTF-8) is listed with its name escaped, and its image
    /// is served at the address the list gives: the scene was read by its exact bytes.
    @Test func aSceneWhoseNameIsNotUTF8IsServed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let scene = Data(PreviewServerTests.barA.utf8)
        let name: [UInt8] = [0xFF, 0xFE] + Array("-bad.yaml".utf8) + [0]
        let path = Array(root.path.utf8) + [0x2F] + name
        let fd = path.withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(fd >= 0)
        _ = scene.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        try scene.write(to: root.appendingPathComponent("good.yaml"))
        let preview = try PreviewSession(["."], in: root)
        let list = try preview.scenes()
        #expect(list.map { $0["path"] as? String } == ["good.yaml", "\\xff\\xfe-bad.yaml"])
        let bad = try #require(list.last?["png"] as? String)
        let good = try #require(list.first?["png"] as? String)
        let served = try preview.get(bad)
        #expect(served.status == 200, "\(bad)")
        #expect(served.body == (try preview.get(good)).body)
        #expect(preview.stderr.isEmpty, "\(preview.stderr)")
    }

    /// `chevron-preview` with stdin /dev/null (which epoll refuses, EPERM) starts, says where it
    /// listens, and ends because its input ended: exit 0, no crash.
    @Test func theServerRunsWithAnyStdin() throws {
        let process = Process()
        process.executableURL = PreviewSession.products.appendingPathComponent("chevron-preview")
        process.arguments = ["--port", "0"]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(stderr)")
        #expect(stdout.hasPrefix("listening "), "\(stdout)")
        #expect(stderr.isEmpty, "\(stderr)")
    }
}
