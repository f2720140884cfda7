import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One part of a run split across machines: `--shard K/N` (K from 1, as Playwright counts), or
/// Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (from 0). The items — scenes, image pairs —
/// are sorted by relative path and cut into N runs of consecutive items, sizes differing by at
/// most one: the shards are disjoint, together complete, and the same on every machine.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1 … total.
    package let index: Int
    package let total: Int

    package init?(index: Int, total: Int) {
        guard total >= 1, index >= 1, index <= total else { return nil }
        self.index = index
        self.total = total
    }

    private init(whole: ()) {
        index = 1
        total = 1
    }

    /// The whole run as one shard.
    package static let whole = Shard(whole: ())

    /// `K/N`; nil unless 1 ≤ K ≤ N.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, total: n)
    }

    package var description: String { "\(index)/\(total)" }

    /// The items of `count` this shard takes, as a range of positions in the sorted list.
    package func range(of count: Int) -> Range<Int> {
        let lower = count * (index - 1) / total
        let upper = count * index / total
        return lower..<upper
    }

    /// Bazel asks a test runner that shards to touch `TEST_SHARD_STATUS_FILE`.
    package static func acknowledge(environment: [String: String]) {
        guard let path = environment["TEST_SHARD_STATUS_FILE"], !path.isEmpty, !path.utf8.contains(0) else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { close(fd) }
    }

    /// The process environment as a dictionary.
    package static var processEnvironment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
