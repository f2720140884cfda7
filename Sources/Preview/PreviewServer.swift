import CommandSupport

#if canImport(Glibc)
import Glibc
#endif

/// The `chevron-preview` process beside `chevron`: the HTTP server (SwiftNIO), kept out of the
/// `chevron` executable so that no other command pays for it. It serves what this side publishes
/// over its stdin (`publish`, `withdraw`, `event`: the frames of `PublishFrame` in
/// Sources/ChevronPreviewServer) and nothing else; it ends when its stdin closes.
package final class PreviewServer {
    package let pid: pid_t
    package let port: Int
    /// Written to: the server's stdin.
    private let input: Int32
    /// Read from: the server's stdout, which closes when it ends (a hang-up on it means it stopped).
    package let output: Int32

    /// Starts the server on `host`:`port` (0: a free port), answering requests whose Host is one of
    /// `names` (with the port), and waits until it listens. Exit 69 when it cannot: the server has
    /// already said why on stderr (`chevron: error: cannot listen on 127.0.0.1:8040: Address already
    /// in use …`), or it is missing.
    package init(host: String, port: Int, names: [String]) throws {
        let executable = try Self.executable()
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        guard closeOnExecPipe(&toServer), closeOnExecPipe(&fromServer) else {
            throw ChevronFailure(message: "cannot start chevron-preview: \(FileIO.errnoText())", exitCode: .unavailable)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The signals blocked here (TemporaryFiles) and SIGPIPE ignored: not in the server.
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = [executable, "--host", host, "--port", String(port)] + names.flatMap { ["--name", $0] }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, &argv, environ)
        close(toServer[0])
        close(fromServer[1])
        guard status == 0 else {
            close(toServer[1])
            close(fromServer[0])
            throw ChevronFailure(message: "cannot start \(executable): \(String(cString: strerror(status)))",
                                 exitCode: .unavailable)
        }
        pid = child
        input = toServer[1]
        output = fromServer[0]
        // `listening PORT`, or the end of its output when it could not listen.
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.last != UInt8(ascii: "\n") {
            let n = read(output, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            line.append(byte)
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "listening",
              let bound = Int(words[1].trimmingSuffix(while: { $0 == "\n" }))
        else {
            let code = Self.wait(child)
            close(input)
            close(output)
            // The server said why; its code (69, or 64 for a bad --host) is ours.
            throw ExitCode(code == 0 ? ExitStatus.unavailable.rawValue : code)
        }
        self.port = bound
    }

    /// `chevron-preview` in the folder of the running `chevron`.
    package static func executable() throws -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let me = n > 0 ? String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        let path = FileIO.directory(of: me) + "/chevron-preview"
        guard access(path, X_OK) == 0 else {
            throw ChevronFailure(
                message: "chevron preview needs its server, \(path), beside chevron: build it with "
                    + "`swift build --product chevron-preview` (bash scripts/preview.sh builds both)",
                exitCode: .unavailable)
        }
        return path
    }

    // MARK: Publishing

    /// Serves `body` at `address` (the exact decoded path a request must name) from now on.
    package func publish(_ address: String, type: String, _ body: [UInt8]) throws {
        try send(0x50, address, type, body)
    }

    /// Serves nothing at `address` from now on.
    package func withdraw(_ address: String) throws {
        try send(0x44, address, "", [])
    }

    /// Sends `data: NAME` to every open `/events` stream.
    package func event(_ name: String) throws {
        try send(0x45, name, "", [])
    }

    private func send(_ operation: UInt8, _ key: String, _ type: String, _ body: [UInt8]) throws {
        var frame: [UInt8] = [operation]
        frame.reserveCapacity(13 + key.utf8.count + type.utf8.count + body.count)
        for length in [key.utf8.count, type.utf8.count, body.count] {
            let n = UInt32(truncatingIfNeeded: length)
            frame += [UInt8(n >> 24), UInt8(n >> 16 & 0xff), UInt8(n >> 8 & 0xff), UInt8(n & 0xff)]
        }
        frame += key.utf8
        frame += type.utf8
        frame += body
        var offset = 0
        while offset < frame.count {
            let n = frame.withUnsafeBytes { write(input, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw stopped() }
            offset += n
        }
    }

    /// The server ended on its own (it never should): exit 69, saying how.
    package func stopped() -> ChevronFailure {
        let code = Self.wait(pid)
        return ChevronFailure(message: "the preview server (chevron-preview) stopped (status \(code))",
                              exitCode: .unavailable)
    }

    /// Ends the server: its stdin closes, and it exits; waited for at most two seconds.
    package func stop() {
        close(input)
        for _ in 0..<200 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        _ = Self.wait(pid)
    }

    /// Waits for `pid` to end: its exit code, or 128 + the signal that ended it.
    package static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// A pipe whose two ends are closed in programs started from here (the server gets its ends by
/// `dup2`); non-blocking ends if asked.
package func closeOnExecPipe(_ fds: inout [Int32], nonBlocking: Bool = false) -> Bool {
    guard pipe(&fds) == 0 else { return false }
    for fd in fds {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        if nonBlocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }
    return true
}

extension Substring {
    fileprivate func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var s = self
        while let last = s.last, drop(last) { s = s.dropLast() }
        return s
    }
}
