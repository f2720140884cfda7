import Foundation
import RasterPNG
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Helpers of the robustness tests: scenes, hostile files, and running `chevron` under a shell
/// (for `ulimit`), with a signal, or in another locale.
enum Robust {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let scenes = checkout.appendingPathComponent("Assets/Scenes")
    static let pngFixtures = checkout.appendingPathComponent("Tests/RasterPNGTests/Fixtures")

    static func pngFixture(_ name: String) -> String { pngFixtures.appendingPathComponent(name).path }

    /// The example scenes (absolute paths, sorted).
    static func exampleScenes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { scenes.appendingPathComponent($0).path }
    }

    /// A whole screen with a toolbar: at @3x a 960 x 1440 PNG of some 100 KB.
    static let screen = """
        canvas: { scale: 3 }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { title: Albums }
            - title: Photos
              navigationItem: { prompt: "Choose a photo", rightBarButtonItem: { systemItem: edit } }
              toolbarItems: [ { systemItem: action }, { systemItem: flexibleSpace }, { systemItem: trash } ]
        """

    static let bar = """
        navigationBar:
          items:
            - { title: Albums }
            - { title: Photos, rightBarButtonItem: { systemItem: edit } }
        """

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    static func write(_ bytes: [UInt8], _ name: String, in dir: URL) throws {
        try Data(bytes).write(to: dir.appendingPathComponent(name))
    }

    static func contents(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    /// The temporary files `FileIO.writeAtomically` makes: `.NAME.tmp-XXXXXX` beside NAME.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.range(of: #"^\..+\.tmp-[A-Za-z0-9]{6}$"#, options: .regularExpression) != nil
    }

    /// What a run came to (`ChevronProcess.run`, the tests' one runner).
    typealias Outcome = ChevronProcess.Result

    /// Runs `chevron` through `/bin/sh -c "SETUP; exec chevron ARGS"`.
    static func shell(_ setup: String, _ arguments: [String], in dir: URL,
                      environment: [String: String] = [:]) throws -> Outcome {
        let quoted = ([ChevronProcess.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try ChevronProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                      ["-c", "\(setup); exec \(quoted.joined(separator: " "))"],
                                      in: dir, environment: environment)
    }

    /// Runs `/bin/sh -c SCRIPT` with no signal blocked and SIGXFSZ at its default action (a test
    /// runner's threads block signals, and a child inherits the mask: `ulimit -f` would then make
    /// write() fail instead of killing). Standard error goes to `stderrPath`.
    static func spawnShell(_ script: String, stderrPath: String) throws -> Outcome {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGXFSZ)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = ["/bin/sh", "-c", "\(script) 2>'\(stderrPath)'"]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in arguments { free(pointer) } }
        var pid = pid_t()
        let spawned = arguments.withUnsafeBufferPointer {
            posix_spawn(&pid, "/bin/sh", nil, &attributes, $0.baseAddress!, environ)
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        let signal = status & 0x7f
        return signal != 0 ? Outcome(status: signal, signalled: true, stdout: "", stderr: stderr)
            : Outcome(status: (status >> 8) & 0xff, signalled: false, stdout: "", stderr: stderr)
    }

    struct Measured {
        var outcome: Outcome
        /// The peak resident memory of the `chevron` process alone, in KiB.
        var maxRSSKiB: Int
    }

    /// Runs `chevron ARGS` (give absolute paths) under GNU time, which reports the peak memory of
    /// its child. The test process cannot take it from `wait4` itself: a child spawned from it
    /// starts with the test runner's own peak (Linux carries the parent's high-water mark into the
    /// child across `exec`), a grandchild of a small process does not.
    static func measure(_ arguments: [String], scratch dir: URL) throws -> Measured {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            throw POSIXError(.ENOENT, userInfo: ["reason": "\(time) is missing (scripts/setup.sh installs it)"])
        }
        let errPath = dir.appendingPathComponent(".stderr-\(UUID().uuidString)").path
        defer { unlink(errPath) }
        let r = try spawnShell(quoted([time, "-f", "chevron-maxrss-kib %M", ChevronProcess.executable.path] + arguments)
                               + " >/dev/null", stderrPath: errPath)
        var lines = r.stderr.split(separator: "\n").map(String.init)
        guard let last = lines.popLast(), last.hasPrefix("chevron-maxrss-kib "),
              let kib = Int(last.dropFirst("chevron-maxrss-kib ".count))
        else { throw POSIXError(.EINVAL, userInfo: ["reason": "no peak memory reported: \(r.stderr)"]) }
        // GNU time says "Command exited with non-zero status N" before its report.
        if lines.last?.hasPrefix("Command exited with non-zero status") == true { lines.removeLast() }
        var outcome = r
        outcome.stderr = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        return Measured(outcome: outcome, maxRSSKiB: kib)
    }

    /// Starts `chevron ARGS` (absolute paths) with no signal blocked and every signal at its default
    /// action, as a shell starts it (a child of the test runner would inherit the runner's blocked
    /// signals), output discarded. Returns its process id; wait for it with `waitpid`.
    static func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = [ChevronProcess.executable.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = argv.withUnsafeBufferPointer {
            posix_spawn(&pid, words[0], &actions, &attributes, $0.baseAddress!, environ)
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        return pid
    }

    static func quoted(_ words: [String]) -> String {
        words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }

    /// True when `path` holds a whole PNG of `width` x `height` (decoded to its last row).
    static func isCompletePNG(_ path: String, width: Int, height: Int) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
              let image = try? PNG.decodeStraight([UInt8](data))
        else { return false }
        return image.width == width && image.height == height
    }
}
