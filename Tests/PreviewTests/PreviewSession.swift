import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Thrown by the helpers when something does not happen in time or answers wrongly.
struct PreviewTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A `chevron preview` process started for one test: on 127.0.0.1, on a port the system chose free
/// (`--port 0`), always stopped (`stop`, else on deinit), and every wait bounded in time.
final class PreviewSession: @unchecked Sendable {
    /// The folder of the built products (`chevron`, `chevron-preview` and this test bundle).
    static let products: URL = {
        let dir = Bundle.main.bundleURL
        for candidate in [dir, dir.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("chevron").path) {
            return candidate
        }
        return dir
    }()
    static var chevron: URL { products.appendingPathComponent("chevron") }

    let process = Process()
    let port: Int
    /// The `chevron preview: serving …` line, its newline left off.
    let startLine: String
    private let errors = Locked("")
    private var stopped = false

    var stderr: String { errors.value }

    /// Starts `chevron preview ARGUMENTS --port 0` in `folder` and waits (60 s at most) for its
    /// `serving N scenes at URL` line.
    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = Self.chevron
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let errors = self.errors
        err.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            errors.update { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
        let line = Locked<String?>(nil)
        let reader = Thread {
            var text = ""
            while let chunk = try? out.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty {
                text += String(decoding: chunk, as: UTF8.self)
                if text.hasSuffix("\n") { break }
            }
            line.update { $0 = text }
        }
        reader.start()
        let deadline = Date().addingTimeInterval(60)
        while line.value == nil && process.isRunning && Date() < deadline { usleep(20_000) }
        guard let text = line.value, let range = text.range(of: "http://127.0.0.1:"),
              let port = Int(text[range.upperBound...].prefix { $0.isNumber })
        else {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
            throw PreviewTestError("chevron preview did not start: \(line.value ?? "no output"); stderr: \(errors.value)")
        }
        self.port = port
        startLine = String(text.dropLast())
    }

    deinit { _ = try? stop() }

    /// Ctrl-C (SIGINT), then its exit status (killed after 10 s: a test failure).
    @discardableResult
    func stop() throws -> Int32 {
        guard !stopped else { return process.terminationStatus }
        stopped = true
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw PreviewTestError("chevron preview did not stop on SIGINT within 10 s")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    var host: String { "127.0.0.1:\(port)" }

    /// `GET TARGET` with `Host: 127.0.0.1:PORT` (or as given).
    func get(_ target: String, host: String? = nil, method: String = "GET") throws -> HTTPReply {
        try HTTPReply.request(port: port, "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? self.host)\r\nConnection: close\r\n\r\n")
    }

    /// `/scenes.json`, decoded.
    func scenes() throws -> [[String: Any]] {
        let reply = try get("/scenes.json")
        guard reply.status == 200, let list = try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]] else {
            throw PreviewTestError("/scenes.json: \(reply.status) \(reply.text)")
        }
        return list
    }

    /// Waits (at most `seconds`) until `condition` holds.
    static func wait(_ what: String, seconds: Double = 30, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            usleep(20_000)
        }
        throw PreviewTestError("timed out after \(seconds) s waiting for \(what)")
    }
}

/// An HTTP response read whole from a connection the server closes (`Connection: close`).
struct HTTPReply {
    var status: Int
    var head: String
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        for line in head.split(separator: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Sends `raw` (the request exactly as written: no client library normalises its path) to
    /// 127.0.0.1:`port` and reads the reply until the connection closes (10 s at most).
    static func request(port: Int, _ raw: String) throws -> HTTPReply {
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        let bytes = Array(raw.utf8)
        guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == bytes.count else {
            throw PreviewTestError("cannot send the request")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw PreviewTestError("no reply to \(raw.prefix(60)) in 10 s") }
            if n == 0 { break }
            data.append(contentsOf: buffer[..<n])
        }
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw PreviewTestError("not an HTTP reply: \(String(decoding: data, as: UTF8.self))")
        }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return HTTPReply(status: status, head: head, body: Data(data[split.upperBound...]))
    }

    /// A TCP connection to 127.0.0.1:`port`, with 10-s receive and send timeouts.
    static func connectLoopback(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw PreviewTestError("socket: \(errno)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw PreviewTestError("cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
        return fd
    }
}

/// `/events` read on a thread of its own: every `data:` line, in order.
final class EventStream: @unchecked Sendable {
    private let fd: Int32
    private let received = Locked<[String]>([])
    private let opened = Locked(false)
    private let thread: Thread

    init(port: Int) throws {
        let fd = try HTTPReply.connectLoopback(port: port)
        self.fd = fd
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        let received = self.received, opened = self.opened
        thread = Thread {
            // Bytes, not a String: "\r\n" (around the chunks' sizes) is one Character.
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n < 0 && errno == EAGAIN { continue }  // the 10-s timeout: keep listening
                if n <= 0 { break }
                pending += buffer[..<n]
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    if line.hasPrefix("data: ") { received.update { $0.append(String(line.dropFirst(6))) } }
                    if line.hasPrefix("retry: ") { opened.update { $0 = true } }
                    pending.removeSubrange(...newline)
                }
            }
        }
        thread.start()
        // The stream is open once the server has answered it (its `retry:` line).
        try PreviewSession.wait("the event stream to open") { opened.value }
    }

    deinit { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }

    var events: [String] { received.value }

    /// Waits until `name` was received (at least `count` times in all).
    func wait(for name: String, count: Int = 1, seconds: Double = 30) throws {
        try PreviewSession.wait("the event \(name)", seconds: seconds) { events.filter { $0 == name }.count >= count }
    }
}

/// A value behind a lock, for the helper threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
