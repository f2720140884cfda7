import ChevronSupport
import Dispatch
import Typesetting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one job per scene on up to `jobs` threads and collects every result in input order; a
/// failing job does not stop the others. Draws a progress bar on stderr when asked (a terminal).
package struct SceneBatch: Sendable {
    package let count: Int
    package let jobs: Int
    package let progress: Bool

    /// A bar shared by several batches (one run in parts), which the caller finishes.
    package let bar: ProgressBar?

    package init(count: Int, jobs: Int, progress: Bool) {
        self.count = count
        self.jobs = jobs
        self.progress = progress
        bar = nil
    }

    /// A batch that advances `bar` (drawn and finished by the caller), if any.
    package init(count: Int, jobs: Int, bar: ProgressBar?) {
        self.count = count
        self.jobs = jobs
        progress = false
        self.bar = bar
    }

    /// How many threads `run` renders on.
    package var workers: Int { max(1, min(jobs, count)) }

    package func run<T: Sendable>(_ job: @escaping @Sendable (Int) throws -> T) -> [Result<T, any Error>] {
        let results = ResultSlots<T>(count: count)
        let workers = self.workers
        let owned = progress ? ProgressBar(total: count) : nil
        let bar = owned ?? self.bar
        // Each worker takes the next scene not yet taken, so that a worker whose scenes were quick
        // is never idle while the other still has several to do (scenes differ a lot in cost).
        let next = IndexDispenser()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                let result = Result { try job(index) }
                results.set(index, result)
                bar?.advance()
            }
        }
        owned?.finish()
        return results.all()
    }
}

/// Result slots written by several threads, each slot once, and read after they join.
package final class ResultSlots<T>: @unchecked Sendable {
    private let slots: Locked<[Result<T, any Error>?]>

    package init(count: Int) { slots = Locked(Array(repeating: nil, count: count)) }

    package func set(_ index: Int, _ result: Result<T, any Error>) {
        slots.withLock { $0[index] = result }
    }

    package func all() -> [Result<T, any Error>] {
        slots.withLock { $0.map { $0 ?? .failure(NotDone()) } }
    }

    package func get(_ index: Int) throws -> T {
        try slots.withLock { $0[index] ?? .failure(NotDone()) }.get()
    }
}

/// 0, 1, 2, … handed out once each to whichever thread asks.
package final class IndexDispenser: @unchecked Sendable {
    private let next = Locked(0)

    package func take(below limit: Int) -> Int? {
        next.withLock { value in
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}

/// A slot whose job never ran (an internal error).
package struct NotDone: Error, CustomStringConvertible {
    package var description: String { "internal error: a job did not run" }
}

/// `[=====>    ] 3/10` on stderr, redrawn in place.
package final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let done = Locked(0)

    package init(total: Int) {
        self.total = total
        draw(0)
    }

    package func advance() {
        let n = done.withLock { count -> Int in
            count += 1
            return count
        }
        draw(n)
    }

    package func finish() { printRaw("\n") }

    private func draw(_ n: Int) {
        let width = 30
        let filled = total > 0 ? n * width / total : width
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" : "")
            + String(repeating: " ", count: max(0, width - filled - 1))
        printRaw("\r[\(bar)] \(n)/\(total)")
    }

    private func printRaw(_ text: String) {
        done.withLock { _ in
            var bytes = Array(text.utf8)
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        }
    }
}
