import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The preview in a real browser: headless Chromium (Debian's `chromium`, installed by
/// scripts/setup.sh) opens the page; the scene is edited on disk and the image changes without a
/// reload, broken and the error shows over the last render, fixed and it recovers. Chromium is
/// driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: no port is opened).
@Suite(.serialized) struct BrowserTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func thePageFollowsTheFileOnDisk() throws {
        let chromium = try #require(Self.chromium, "chromium is missing: bash scripts/setup.sh installs it")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let a = scenes.appendingPathComponent("a.yaml")
        try PreviewServerTests.barA.write(to: a, atomically: true, encoding: .utf8)

        let preview = try PreviewSession(["scenes"], in: root)
        let browser = try DevTools(chromium: chromium, profile: root.appendingPathComponent("profile"))
        defer { browser.stop() }
        let session = try browser.open("http://127.0.0.1:\(preview.port)/")

        // What the page shows for a.yaml: a hash of the image's pixels as drawn, and the error.
        let probe = """
            (() => {
              const card = document.querySelector('.card[data-path="a.yaml"]');
              if (!card) return JSON.stringify({ missing: true });
              const img = card.querySelector("img"), pre = card.querySelector(".error");
              let hash = null;
              if (img.complete && img.naturalWidth > 0) {
                const c = document.createElement("canvas");
                c.width = img.naturalWidth; c.height = img.naturalHeight;
                const g = c.getContext("2d"); g.drawImage(img, 0, 0);
                const d = g.getImageData(0, 0, c.width, c.height).data;
                let h = 7; for (let i = 0; i < d.length; i++) h = (Math.imul(h, 31) + d[i]) >>> 0;
                hash = h;
              }
              return JSON.stringify({ hash, error: pre.hidden ? null : pre.textContent,
                                      live: document.getElementById("status").textContent });
            })()
            """
        func state() throws -> [String: Any] {
            let text = try browser.evaluate(probe, session: session)
            return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
        }
        var first: Int?
        try PreviewSession.wait("the first render in the page") {
            let s = try state()
            first = s["hash"] as? Int
            return first != nil && s["live"] as? String == "live"
        }

        try PreviewServerTests.barB.write(to: a, atomically: false, encoding: .utf8)
        var second: Int?
        try PreviewSession.wait("the edited render in the page") {
            second = try state()["hash"] as? Int
            return second != nil && second != first
        }

        try "navigationBar: { items: [ { title: One } }\n".write(to: a, atomically: true, encoding: .utf8)
        try PreviewSession.wait("the error in the page") {
            let s = try state()
            return (s["error"] as? String)?.hasPrefix("chevron: scenes/a.yaml:1:") == true
        }
        #expect(try state()["hash"] as? Int == second, "the last good render stays under the error")

        try PreviewServerTests.barA.write(to: a, atomically: true, encoding: .utf8)
        try PreviewSession.wait("the page to recover") {
            let s = try state()
            return s["error"] is NSNull && s["hash"] as? Int == first
        }

        // The scene's own page: its render and its `resolve` text.
        let page = try browser.open("http://127.0.0.1:\(preview.port)/scene/a.yaml")
        try PreviewSession.wait("the scene's page") {
            let text = try browser.evaluate("document.getElementById('resolve').textContent", session: page)
            return text.contains("scenes/a.yaml: navigationBar") && text.contains("\"One\"")
        }

        // Deleted while shown: the scene's page says it is gone, the grid drops its card.
        try FileManager.default.removeItem(at: a)
        try PreviewSession.wait("the scene's page to say it is gone") {
            try browser.evaluate("String(document.getElementById('gone').hidden)", session: page) == "false"
        }
        try PreviewSession.wait("the grid to drop the card") {
            try browser.evaluate("JSON.stringify(document.querySelectorAll('.card').length)", session: session) == "0"
        }
        browser.stop()
        #expect(try preview.stop() == 0)
    }
}

/// Headless Chromium driven over the DevTools protocol on fds 3 and 4 (JSON messages ending in NUL).
final class DevTools {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var nextID = 1
    private var pending: [UInt8] = []
    private var stopped = false

    init(chromium: String, profile: URL) throws {
        var commands: [Int32] = [0, 0], replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw PreviewTestError("pipe: \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        let devNull = Glibc.open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        let arguments = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--no-default-browser-check", "--disable-extensions", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile.path)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, chromium, &actions, nil, &argv, environ)
        close(commands[0])
        close(replies[1])
        guard status == 0 else { throw PreviewTestError("cannot start \(chromium): \(status)") }
        pid = child
        toBrowser = commands[1]
        fromBrowser = replies[0]
        _ = fcntl(fromBrowser, F_SETFL, fcntl(fromBrowser, F_GETFL) | O_NONBLOCK)
    }

    deinit { stop() }

    func stop() {
        guard !stopped else { return }
        stopped = true
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGTERM)
        for _ in 0..<500 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Sends a command and waits (30 s at most) for its result.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        guard bytes.withUnsafeBytes({ write(toBrowser, $0.baseAddress, $0.count) }) == bytes.count else {
            throw PreviewTestError("cannot write to chromium")
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            while let end = pending.firstIndex(of: 0) {
                let data = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                      reply["id"] as? Int == id else { continue }
                if let error = reply["error"] { throw PreviewTestError("\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = buffer.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if n > 0 { pending += buffer[..<n] } else if n == 0 { throw PreviewTestError("chromium closed its pipe") }
            else { usleep(10_000) }
        }
        throw PreviewTestError("chromium did not answer \(method) in 30 s")
    }

    /// Opens `url` in a new tab: its session.
    func open(_ url: String) throws -> String {
        let target = try call("Target.createTarget", ["url": url])
        guard let id = target["targetId"] as? String else { throw PreviewTestError("no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw PreviewTestError("no session: \(attached)") }
        return session
    }

    /// The value of a JavaScript expression in the page, as a string ("" when it is not one).
    func evaluate(_ expression: String, session: String) throws -> String {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
        return (result["result"] as? [String: Any])?["value"] as? String ?? ""
    }
}
