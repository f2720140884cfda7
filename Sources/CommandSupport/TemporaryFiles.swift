import ChevronSupport
import Typesetting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files outputs are being written to (`.NAME.tmp-XXXXXX`, renamed over NAME once
/// whole), removed when the process is interrupted: Ctrl-C (SIGINT), SIGTERM or a closed terminal
/// (SIGHUP) leave no temporary file behind. (SIGKILL cannot be caught: after one, a temporary file
/// may stay, never under the target's name.)
///
/// The signals are not handled in a signal handler, where almost nothing is safe to call: they are
/// blocked in every thread and taken by one thread that waits for them (`sigwait`), removes the
/// files under the same lock that creating and renaming them take, and then ends the process with
/// the signal's own default action, so the shell sees it as killed by that signal.
package enum TemporaryFiles {
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The temporary files being written, by path.
    private static let registry = Locked<Set<String>>([])

    /// Set by a command that ends on a signal in its own way (`preview`: stops its server, exit 0):
    /// the waiting thread hands it each signal instead of ending the process.
    package static let onSignal = Locked<(@Sendable (Int32) -> Void)?>(nil)

    /// Blocks the signals in this thread (and so in every thread made after it) and starts the
    /// thread that waits for them. Call first thing in `main`, before any other thread starts. A
    /// signal the parent set to be ignored (a background job's SIGINT) stays ignored.
    package static func removeOnInterrupt() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A small stack: the thread only waits, and unlinks.
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 64 * 1024)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        _ = pthread_create(&thread, &attributes, { _ in
            TemporaryFiles.waitForSignal()
            return nil
        }, nil)
        pthread_attr_destroy(&attributes)
    }

    /// Makes a temporary file beside `target` from `template` (a path ending in XXXXXX, NUL
    /// terminated, filled in place) and registers it; nil with errno set when it cannot be made.
    package static func create(_ template: inout [CChar]) -> (fd: Int32, path: String)? {
        registry.withLock { paths in
            let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
            guard fd >= 0 else { return nil }
            let path = FileName.decode(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
            paths.insert(path)
            return (fd, path)
        }
    }

    /// Renames `temporary` over `target` (nonzero errno on failure) and forgets it.
    package static func rename(_ temporary: String, to target: String) -> Int32 {
        registry.withLock { paths in
            let status = FileName.withPath(temporary) { t in FileName.withPath(target) { systemRename(t, $0) } } == 0 ? 0 : errno
            if status == 0 { paths.remove(temporary) }
            return status
        }
    }

    /// Removes `temporary` (a write that failed) and forgets it.
    package static func remove(_ temporary: String) {
        registry.withLock { paths in
            _ = FileName.withPath(temporary) { unlink($0) }
            paths.remove(temporary)
        }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    private static func waitForSignal() {
        var set = signalSet()
        var received: Int32 = 0
        while true {
            while sigwait(&set, &received) != 0 {}
            guard let handler = onSignal.withLock({ $0 }) else { break }
            handler(received)
        }
        // The lock is kept: no write starts or finishes while the process ends.
        registry.withLock { paths in
            for path in paths { _ = FileName.withPath(path) { unlink($0) } }
            signal(received, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, received)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(received)
            _exit(128 + received)
        }
    }
}

#if canImport(Glibc)
private let systemRename = Glibc.rename
#elseif canImport(Darwin)
private let systemRename = Darwin.rename
#endif
