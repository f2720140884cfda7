import Foundation

/// Starts a child process with `posix_spawn` and waits for it: the whole-process rows of the
/// benchmark (`chevron render`, `chevron diff`; docs/DESIGN.md §Benchmark), timed from spawn to exit
/// like the peers' `subprocess.run`.
/// Output goes to /dev/null, or standard error to a file when asked, so that printing costs the
/// child nothing that a terminal would.
enum ProcessRunner {
    /// The exit status (or 128 + signal), nil when the program could not be started.
    static func run(_ arguments: [String], stderrTo errorFile: String? = nil) -> Int32? {
        guard let program = arguments.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let status = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        guard status == 0 else { return nil }
        var waited: Int32 = 0
        while waitpid(pid, &waited, 0) < 0 {
            if errno != EINTR { return nil }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out (the macros do not import into Swift).
        let signal = waited & 0x7f
        return signal == 0 ? (waited >> 8) & 0xff : 128 + signal
    }

    /// Median and minimum of `runs` timed runs (after one untimed), or the failure: the exit status
    /// and the first line of standard error of a run that did not exit with one of `expected`.
    static func time(_ arguments: [String], runs: Int, warmup: Int = 1, expected: Set<Int32> = [0],
                     errorFile: String) -> Result<Timing, BenchError> {
        var failure: BenchError?
        let timing = Stopwatch.measure(runs: runs, warmup: warmup) {
            guard failure == nil else { return }
            let status = run(arguments, stderrTo: errorFile)
            if let status, expected.contains(status) { return }
            let message = (try? String(contentsOfFile: errorFile, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
            failure = BenchError(status.map { "exit \($0)" + (message.isEmpty ? "" : ": \(message)") }
                                 ?? "cannot start \(arguments[0])")
        }
        if let failure { return .failure(failure) }
        return .success(timing)
    }
}
