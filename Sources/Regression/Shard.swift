import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One part of a run split across machines: `--shard K/N` (K from 1, as Playwright counts), or,
/// with `--shard auto`, Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (from 0).
///
/// An item's shard depends on its own name only: the FNV-1a 64-bit hash of its scene name (the
/// file's name without its folder, its extension and a PNG's `@Nx`), modulo N. So `render`, `diff`
/// and `approve` put a scene and its PNG in the same shard, and adding or removing a scene moves no
/// other. The shards are disjoint and together complete; their sizes are only about equal.
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

    /// Whether the run is split at all.
    package var isWhole: Bool { total == 1 }

    /// Whether this shard takes the file at `path` (a scene file or a PNG, relative or not).
    package func contains(_ path: String) -> Bool {
        total == 1 || Int(Self.hash(Self.sceneName(of: path)) % UInt64(total)) == index - 1
    }

    /// The scene a file is of: its name without folder and extension, and without the `@Nx` of a
    /// PNG drawn at scale N (`Screens/alert.yaml` and `shots/alert@2x.png` are both `alert`).
    package static func sceneName(of path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        if let at = name.lastIndex(of: "@") {
            let scale = name[name.index(after: at)...]
            if scale.count >= 2, scale.last == "x", scale.dropLast().allSatisfy(\.isASCII),
               scale.dropLast().allSatisfy(\.isNumber), at != name.startIndex {
                name = name[..<at]
            }
        }
        return String(name)
    }

    /// FNV-1a, 64 bits, over the name's bytes (its UTF-8; a file name's own bytes when they are
    /// not UTF-8, `FileName`): stable across machines, versions and runs.
    package static func hash(_ name: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in FileName.hasRawBytes(name) ? FileName.bytes(name) : Array(name.utf8) {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
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
            if let (name, value) = KeyValueText.split(Substring(String(cString: entry))) { result[name] = value }
            pointer += 1
        }
        return result
    }
}
