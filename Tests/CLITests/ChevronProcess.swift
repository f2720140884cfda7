import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `chevron` executable as a user would, in a scratch folder.
struct ChevronProcess {
    struct Result {
        var status: Int32
        /// Whether a signal ended the program (then `status` is the signal's number).
        var signalled: Bool = false
        var stdout: String
        var stderr: String
    }

    /// The `chevron` binary next to the test bundle (SwiftPM builds both into the same folder).
    static let executable: URL = {
        let dir = Bundle.main.bundleURL
        for candidate in [dir.appendingPathComponent("chevron"), dir.deletingLastPathComponent().appendingPathComponent("chevron"),
                          dir.appendingPathComponent("ChevronCLI")] where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        return dir.appendingPathComponent("chevron")
    }()

    /// The folder every test's scratch folder goes in, one per test run, removed when the test
    /// process exits (the runs had left thousands of folders in /tmp).
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("chevron-cli-\(getpid())-\(UUID().uuidString)")
        atexit {
            try? FileManager.default.removeItem(at: ChevronProcess.scratchRoot)
        }
        return root
    }()

    /// A new empty folder for one test.
    static func scratch() throws -> URL {
        let url = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `chevron` with `arguments` in `folder`, `environment` added to this process's.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Result {
        try run(executable, arguments, in: folder, environment: environment)
    }

    /// The one way the CLI tests run a program: `executable` with `arguments` in `folder`, with
    /// this process's environment plus `environment` (or `environment` alone), its standard output
    /// and error read together as they come — a program that fills one pipe while the other is
    /// being read to its end would block forever otherwise — and killed (SIGKILL, an error
    /// thrown) when it has not finished after `timeout` seconds.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
                    replacingEnvironment: Bool = false, timeout: Double = 600) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = replacingEnvironment ? [:] : ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var streams = [(fd: out.fileHandleForReading.fileDescriptor, bytes: [UInt8]()),
                       (fd: err.fileHandleForReading.fileDescriptor, bytes: [UInt8]())]
        var open = [true, true]
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while open.contains(true) {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw TimedOut(command: ([executable.path] + arguments).joined(separator: " "), seconds: timeout)
            }
            var fds = (0..<2).map { pollfd(fd: open[$0] ? streams[$0].fd : -1, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, 2, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            for i in 0..<2 where open[i] && fds[i].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(streams[i].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    streams[i].bytes.append(contentsOf: chunk[0..<n])
                } else if n == 0 || errno != EINTR {
                    open[i] = false
                }
            }
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                      stdout: String(decoding: streams[0].bytes, as: UTF8.self),
                      stderr: String(decoding: streams[1].bytes, as: UTF8.self))
    }

    /// A program that did not finish in time (and was killed).
    struct TimedOut: Error, CustomStringConvertible {
        var command: String
        var seconds: Double
        var description: String { "\(command) did not finish in \(seconds) s and was killed" }
    }
}
