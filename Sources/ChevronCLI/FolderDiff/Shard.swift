#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One part of a run split across machines: `--shard K/N` (K from 1, as Playwright counts), or
/// Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (from 0). The items — scenes, image pairs —
/// are sorted by relative path and cut into N runs of consecutive items, sizes differing by at
/// most one: the shards are disjoint, together complete, and the same on every machine.
struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1 … total.
    let index: Int
    let total: Int

    init?(index: Int, total: Int) {
        guard total >= 1, index >= 1, index <= total else { return nil }
        self.index = index
        self.total = total
    }

    private init(whole: ()) {
        index = 1
        total = 1
    }

    /// The whole run as one shard.
    static let whole = Shard(whole: ())

    /// `K/N`; nil unless 1 ≤ K ≤ N.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, total: n)
    }

    var description: String { "\(index)/\(total)" }

    /// The items of `count` this shard takes, as a range of positions in the sorted list.
    func range(of count: Int) -> Range<Int> {
        let lower = count * (index - 1) / total
        let upper = count * index / total
        return lower..<upper
    }

    /// `--shard` if given, else Bazel's variables when both are set; a bad value is a usage error.
    static func resolve(option: String?, environment: [String: String]) throws(ValidationError) -> Shard? {
        if let option {
            guard let shard = Shard(parsing: option) else {
                throw ValidationError("--shard wants K/N with 1 ≤ K ≤ N (the K-th of N shards), not '\(option)'")
            }
            return shard
        }
        guard let totalText = environment["TEST_TOTAL_SHARDS"], let indexText = environment["TEST_SHARD_INDEX"] else {
            return nil
        }
        guard let total = Int(totalText), let index = Int(indexText), let shard = Shard(index: index + 1, total: total) else {
            throw ValidationError("TEST_TOTAL_SHARDS=\(totalText) and TEST_SHARD_INDEX=\(indexText) name no shard "
                                  + "(the index counts from 0 and is below the total)")
        }
        return shard
    }

    /// Bazel asks a test runner that shards to touch `TEST_SHARD_STATUS_FILE`.
    static func acknowledge(environment: [String: String]) {
        guard let path = environment["TEST_SHARD_STATUS_FILE"], !path.isEmpty, !path.utf8.contains(0) else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { close(fd) }
    }

    /// The process environment as a dictionary.
    static var processEnvironment: [String: String] {
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

extension Shard {
    /// The items of this machine's shard (`--shard K/N`, else Bazel's variables, else all), in
    /// their sorted order; Bazel's status file is touched when Bazel asked for the sharding.
    static func select(_ items: [String], option: String?) throws(ValidationError) -> [String] {
        let environment = processEnvironment
        guard let shard = try resolve(option: option, environment: environment) else { return items }
        if option == nil { acknowledge(environment: environment) }
        let sorted = items.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Array(sorted[shard.range(of: sorted.count)])
    }
}
