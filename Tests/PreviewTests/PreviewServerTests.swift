import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `chevron preview` from outside, as a browser or a script sees it: the addresses, the refusals
/// (traversal in every spelling, a foreign Host, a method that writes, a port in use) and the
/// updates on save. Each test starts its own preview on 127.0.0.1, on a port the system chose
/// free, and stops it.
@Suite(.serialized) struct PreviewServerTests {
    static let barA = "navigationBar: { items: [ { title: One } ] }\n"
    static let barB = "navigationBar: { items: [ { title: Two } ], tintColor: \"#ff8000\" }\n"

    /// `root/scenes/a.yaml` (served) beside `root/secret.yaml` (a scene outside the served folder),
    /// with links out of the folder: `link.yaml` to the secret scene, `up` to the parent folder.
    func fixture() throws -> (root: URL, scenes: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-preview-\(UUID().uuidString)")
        let scenes = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Self.barA.write(to: scenes.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try Self.barB.write(to: scenes.appendingPathComponent("sub/b.yaml"), atomically: true, encoding: .utf8)
        try Self.barB.write(to: root.appendingPathComponent("secret.yaml"), atomically: true, encoding: .utf8)
        try "secret".write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("link.yaml").path,
                                                   withDestinationPath: "../secret.yaml")
        try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("up").path,
                                                   withDestinationPath: "..")
        return (root, scenes)
    }

    func render(_ scene: URL, in folder: URL) throws -> (png: Data?, stderr: String) {
        let out = folder.appendingPathComponent("expected-\(UUID().uuidString).png")
        let process = Process()
        process.executableURL = PreviewSession.chevron
        process.arguments = ["render", scene.path, "-o", out.path]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (try? Data(contentsOf: out), String(decoding: stderr, as: UTF8.self))
    }

    /// Issue 38: the start line is honest about the scenes that failed.
    @Test func theStartLineCountsTheScenesWithAnError() throws {
        let (root, scenes) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("navigationBar:\n  itemz: []\n".utf8).write(to: scenes.appendingPathComponent("bad.yaml"))
        let preview = try PreviewSession(["scenes"], in: root)
        #expect(preview.startLine.hasPrefix("chevron preview: serving 3 scenes (1 with an error) at http://127.0.0.1:"),
                "\(preview.startLine)")
        #expect(try preview.stop() == 0)
    }

    @Test func servesTheScenesAndTheirPages() throws {
        let (root, scenes) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try PreviewSession(["scenes"], in: root)
        #expect(preview.startLine == "chevron preview: serving 2 scenes at http://127.0.0.1:\(preview.port)/ (Ctrl-C stops)")
        let list = try preview.scenes()
        #expect(list.map { $0["path"] as? String } == ["a.yaml", "sub/b.yaml"])
        #expect(list.first?["png"] as? String == "/render/a.png")
        #expect(list.first?["error"] is NSNull)
        let png = try preview.get("/render/a.png")
        #expect(png.status == 200)
        #expect(png.header("Content-Type") == "image/png")
        #expect(png.body == (try render(scenes.appendingPathComponent("a.yaml"), in: root)).png)
        #expect(try preview.get("/render/sub/b.png").status == 200)
        let page = try preview.get("/")
        #expect(page.status == 200 && page.text.contains("preview.js"))
        let info = try preview.get("/info/a.yaml.json")
        #expect(info.status == 200 && info.text.contains("\"resolve\": \"scenes/a.yaml: navigationBar"))
        #expect(try preview.get("/scene/a.yaml").status == 200)
        let head = try preview.get("/render/a.png", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Length") == String(png.body.count))
        #expect(try preview.stop() == 0)
        #expect(preview.stderr.contains("link.yaml leads outside scenes/: not served"))
    }

    /// Every way of naming something outside the served folder is 404 — nothing is read from the
    /// file system for a request.
    @Test(arguments: [
        "/render/../secret.png", "/render/%2e%2e/secret.png", "/render/%2E%2E/secret.png", "/render/..%2fsecret.png",
        "/render/%2e%2e%2fsecret.png", "/render/%252e%252e/secret.png", "/render/%252e%252e%252fsecret.png",
        "/render/..%5csecret.png", "/render/..\\secret.png", "/render/%c0%ae%c0%ae/secret.png",
        "/render//etc/passwd", "/render/%2fetc%2fpasswd", "//etc/passwd", "/../../../../etc/passwd",
        "/render/link.png", "/scene/link.yaml", "/info/link.yaml.json", "/render/up/secret.png",
        "/render/up/scenes/a.png", "/render/./a.png", "/render/sub/../a.png", "/render/a.png%00",
        "/render/a.png%00.png", "/secret.txt", "/../secret.txt", "/scenes/a.yaml", "/a.yaml",
        "/render/a.png/", "/render/A.png", "/render/%", "/render/%zz.png", "http://127.0.0.1/render/a.png",
        "*", "/render/\(String(repeating: "../", count: 20))etc/passwd",
    ])
    func traversalIsNotFound(target: String) throws {
        let (root, _) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try PreviewSession(["scenes"], in: root)
        let reply = try preview.get(target)
        #expect(reply.status == 404 || reply.status == 400, "\(target): \(reply.status) \(reply.text)")
        #expect(!reply.text.contains("secret"))
        // The control: the scene inside is served.
        #expect(try preview.get("/render/a.png").status == 200)
        #expect(try preview.stop() == 0)
    }

    /// DNS rebinding: a page of another site whose name now points at 127.0.0.1 sends its own name.
    @Test func answersOnlyItsOwnHost() throws {
        let (root, _) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try PreviewSession(["scenes"], in: root)
        let port = preview.port
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port + 1)",
                     "127.0.0.1.evil.example:\(port)", "localhost.evil.example:\(port)", "[::1]:\(port)", ""] {
            let reply = try preview.get("/scenes.json", host: host)
            #expect(reply.status == 403, "Host \(host): \(reply.status)")
            #expect(!reply.text.contains("a.yaml"))
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            #expect(try preview.get("/scenes.json", host: host).status == 200, "Host \(host)")
        }
        let noHost = try HTTPReply.request(port: port, "GET /scenes.json HTTP/1.0\r\n\r\n")
        #expect(noHost.status == 403)
        let twoHosts = try HTTPReply.request(
            port: port, "GET /scenes.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        #expect(twoHosts.status == 403 || twoHosts.status == 400)
        let events = try HTTPReply.request(port: port, "GET /events HTTP/1.1\r\nHost: evil.example\r\n\r\n")
        #expect(events.status == 403)
        #expect(try preview.stop() == 0)
    }

    @Test func nothingWrites() throws {
        let (root, scenes) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try PreviewSession(["scenes"], in: root)
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"] {
            let target = method == "CONNECT" ? "127.0.0.1:\(preview.port)" : "/render/a.png"
            let raw = "\(method) \(target) HTTP/1.1\r\nHost: \(preview.host)\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello"
            let reply = try HTTPReply.request(port: preview.port, raw)
            #expect(reply.status == 405 || reply.status == 400, "\(method): \(reply.status)")
        }
        #expect(try String(contentsOf: scenes.appendingPathComponent("a.yaml"), encoding: .utf8) == Self.barA)
        #expect(try preview.get("/render/a.png").status == 200)
        #expect(try preview.stop() == 0)
    }

    @Test func aPortInUseIsOneLineAndExit69() throws {
        let (root, _) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        // A listener of our own on a free port.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                guard bind(fd, $0, length) == 0, listen(fd, 1) == 0, getsockname(fd, $0, &length) == 0 else {
                    throw PreviewTestError("cannot listen: errno \(errno)")
                }
            }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let process = Process()
        process.executableURL = PreviewSession.chevron
        process.arguments = ["preview", "scenes", "--port", String(port)]
        process.currentDirectoryURL = root
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69)
        #expect(stderr == "chevron: error: cannot listen on 127.0.0.1:\(port): Address already in use "
            + "(another program listens there: choose another with --port)\n")
        #expect(out.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test func badCommandLines() throws {
        let (root, _) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, code, message) in [
            (["preview", "scenes", "--host", "0.0.0.0"], Int32(64), "--host 0.0.0.0 would listen on every interface"),
            (["preview", "scenes", "--port", "70000"], 64, "--port must be 0 to 65535"),
            (["preview", "missing"], 66, "missing: cannot read missing: No such file or directory"),
        ] {
            let process = Process()
            process.executableURL = PreviewSession.chevron
            process.arguments = arguments
            process.currentDirectoryURL = root
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == code, "\(arguments)")
            #expect(stderr.contains(message), "\(stderr)")
            #expect(stderr.split(separator: "\n").count == 1)
        }
    }

    /// A save renders again and says so; an error is shown (as `render` prints it) over the last
    /// good render; fixing it recovers; a new scene appears; a deleted one goes, page and all.
    @Test func updatesOnSaveAndKeepsTheLastGoodRender() throws {
        let (root, scenes) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try PreviewSession(["scenes"], in: root)
        let events = try EventStream(port: preview.port)
        let a = scenes.appendingPathComponent("a.yaml")
        let first = try preview.get("/render/a.png").body
        func errorOfA() throws -> Any? { try preview.scenes().first { $0["path"] as? String == "a.yaml" }?["error"] }
        // A save is followed by an event for the scene (a writer may close the file more than once:
        // the state is then waited for).
        func saved(_ text: String, atomically: Bool, until done: () throws -> Bool) throws {
            let before = events.events.filter { $0 == "a.yaml" }.count
            try text.write(to: a, atomically: atomically, encoding: .utf8)
            try events.wait(for: "a.yaml", count: before + 1)
            try PreviewSession.wait("a.yaml's new state", done)
        }

        let expected = try render(scenes.appendingPathComponent("sub/b.yaml"), in: root).png
        try saved(Self.barB, atomically: false) { try preview.get("/render/a.png").body == expected }
        let second = try preview.get("/render/a.png").body
        #expect(second != first)

        // Broken: the error as `chevron render` prints it, the last good render still served.
        try saved("navigationBar: { items: [ { title: One } }\n", atomically: true) { try errorOfA() is String }
        let error = try errorOfA() as? String
        let printed = try render(a, in: root).stderr.trimmingCharacters(in: .newlines)
        #expect(error == printed.replacingOccurrences(of: a.path, with: "scenes/a.yaml"))
        #expect(error?.hasPrefix("chevron: scenes/a.yaml:1:") == true)
        #expect(try preview.get("/render/a.png").body == second)
        #expect(preview.stderr.contains("chevron: scenes/a.yaml:1:"))

        // Fixed: no error, the new render.
        try saved(Self.barA, atomically: true) { try errorOfA() is NSNull }
        #expect(try preview.get("/render/a.png").body == first)

        // Saved as some editors do: the old file moved away, a new one written in its place.
        try FileManager.default.moveItem(at: a, to: scenes.appendingPathComponent("a.yaml~"))
        try Self.barB.write(to: a, atomically: false, encoding: .utf8)
        try PreviewSession.wait("a.yaml rendered again after a save by moving") {
            try preview.scenes().contains { $0["path"] as? String == "a.yaml" }
                && (try preview.get("/render/a.png").body) == second
        }
        try FileManager.default.removeItem(at: scenes.appendingPathComponent("a.yaml~"))
        let count = events.events.filter { $0 == "a.yaml" }.count

        // Replaced by a link out of the folder: no longer served.
        let b = scenes.appendingPathComponent("sub/b.yaml")
        try FileManager.default.removeItem(at: b)
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: "../../secret.yaml")
        try events.wait(for: "sub/b.yaml")
        try PreviewSession.wait("sub/b.yaml withdrawn") { try preview.get("/render/sub/b.png").status == 404 }
        #expect(try !preview.scenes().contains { $0["path"] as? String == "sub/b.yaml" })
        try FileManager.default.removeItem(at: b)
        try Self.barB.write(to: b, atomically: true, encoding: .utf8)
        try PreviewSession.wait("sub/b.yaml back") { try preview.get("/render/sub/b.png").status == 200 }

        // A new scene, in a new folder too.
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("new"), withIntermediateDirectories: true)
        try Self.barB.write(to: scenes.appendingPathComponent("new/c.yaml"), atomically: true, encoding: .utf8)
        try events.wait(for: "new/c.yaml")
        #expect(try preview.get("/render/new/c.png").status == 200)

        // Deleted while shown: gone from the list, its addresses 404.
        try FileManager.default.removeItem(at: a)
        try events.wait(for: "a.yaml", count: count + 1)
        try PreviewSession.wait("a.yaml gone from the list") {
            try preview.scenes().map { $0["path"] as? String } == ["new/c.yaml", "sub/b.yaml"]
        }
        for target in ["/render/a.png", "/scene/a.yaml", "/info/a.yaml.json"] {
            #expect(try preview.get(target).status == 404, "\(target)")
        }
        #expect(try preview.stop() == 0)
    }

    /// An image a scene names is watched too: replacing it renders the scene again.
    @Test func watchesTheImagesAScenNames() throws {
        let (root, scenes) = try fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Scenes/images")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".png") && !$0.contains("@") }.sorted()
        try #require(pngs.count >= 2)
        try FileManager.default.copyItem(at: source.appendingPathComponent(pngs[0]), to: images.appendingPathComponent("icon.png"))
        try "toolbar: { items: [ { image: ../images/icon.png } ] }\n"
            .write(to: scenes.appendingPathComponent("t.yaml"), atomically: true, encoding: .utf8)
        let preview = try PreviewSession(["scenes"], in: root)
        let events = try EventStream(port: preview.port)
        let before = try preview.get("/render/t.png")
        #expect(before.status == 200)
        let replacement = try Data(contentsOf: source.appendingPathComponent(pngs[1]))
        try replacement.write(to: images.appendingPathComponent("icon.png"))
        try events.wait(for: "t.yaml")
        try PreviewSession.wait("t.yaml drawn with the new image") { try preview.get("/render/t.png").body != before.body }
        // Deleted: the scene's error names the image.
        let count = events.events.count
        try FileManager.default.removeItem(at: images.appendingPathComponent("icon.png"))
        try PreviewSession.wait("an event after the deletion") { events.events.count > count }
        func currentError() throws -> String? {
            try preview.scenes().first { $0["path"] as? String == "t.yaml" }?["error"] as? String
        }
        try PreviewSession.wait("t.yaml's error") { try currentError() != nil }
        let error = try currentError()
        #expect(error?.contains("cannot read") == true && error?.contains("icon.png") == true)
        // Back again (the folder is still watched): the scene renders.
        try replacement.write(to: images.appendingPathComponent("icon.png"))
        try PreviewSession.wait("t.yaml rendered once its image is back") { try currentError() == nil }
        #expect(try preview.stop() == 0)
    }
}
