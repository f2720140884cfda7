import Foundation

/// Runs the built `chevron` executable as a user would, in a scratch folder.
struct ChevronProcess {
    struct Result {
        var status: Int32
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

    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
