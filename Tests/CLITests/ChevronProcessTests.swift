import Foundation
import Testing

/// The tests' one process runner reads standard output and error together. The two runners it
/// replaced read standard output to its end first: a program that wrote more than a pipe holds
/// (64 KiB on Linux) to standard error before closing standard output blocked on that write, and
/// the test hung. These run a shell that does exactly that, with a timeout, so a runner that
/// drains one pipe after the other fails here instead of hanging the suite: the runner is called
/// on a thread of its own and the test waits a bounded time for it (a runner blocked in a read
/// cannot honour its own timeout; with the old runner these tests fail after 60 s).
struct ChevronProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    /// `ChevronProcess.run(/bin/sh -c script)`, or a failure when it has not returned in 60 s.
    static func runBounded(_ script: String) throws -> ChevronProcess.Result {
        let dir = try ChevronProcess.scratch()
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.result = Result { try ChevronProcess.run(shell, ["-c", script], in: dir, timeout: 60) }
            done.signal()
        }
        guard done.wait(timeout: .now() + 60) == .success, let result = box.result else {
            throw NotReturned(script: script)
        }
        return try result.get()
    }

    struct NotReturned: Error, CustomStringConvertible {
        var script: String
        var description: String { "the runner had not returned after 60 s from sh -c \"\(script)\"" }
    }

    final class Box: @unchecked Sendable {
        var result: Result<ChevronProcess.Result, any Error>?
    }

    @Test func aProgramFillingStandardErrorFirstFinishes() throws {
        // 256 KiB to standard error, then a line to standard output, then 256 KiB more to stdout.
        let r = try Self.runBounded(
            "head -c 262144 /dev/zero | tr '\\000' e >&2; echo out; head -c 262144 /dev/zero | tr '\\000' o")
        #expect(r.status == 0 && !r.signalled)
        #expect(r.stderr.utf8.count == 262_144 && r.stderr.allSatisfy { $0 == "e" })
        #expect(r.stdout.utf8.count == 4 + 262_144 && r.stdout.hasPrefix("out\no"))
    }

    @Test func aProgramFillingBothPipesAtOnceFinishes() throws {
        let r = try Self.runBounded("(head -c 300000 /dev/zero >&2 & head -c 300000 /dev/zero; wait)")
        #expect(r.status == 0)
        #expect(r.stdout.utf8.count == 300_000 && r.stderr.utf8.count == 300_000)
    }

    @Test func aProgramThatDoesNotFinishIsKilledAtTheTimeout() throws {
        let dir = try ChevronProcess.scratch()
        let start = Date()
        #expect(throws: ChevronProcess.TimedOut.self) {
            try ChevronProcess.run(Self.shell, ["-c", "echo started; exec sleep 60"], in: dir, timeout: 1)
        }
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func theExitStatusAndASignalAreTold() throws {
        let dir = try ChevronProcess.scratch()
        #expect(try ChevronProcess.run(Self.shell, ["-c", "exit 3"], in: dir).status == 3)
        let killed = try ChevronProcess.run(Self.shell, ["-c", "kill -9 $$"], in: dir)
        #expect(killed.signalled && killed.status == 9)
    }
}
