import Chevron
import CommandSupport
import Regression

/// `--shard K/N`, or `--shard auto`: Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (from 0),
/// read only when asked, and said on stderr. Without `--shard` the environment is not read.
struct ShardOption {
    static let syntax = OptionSyntax.value(
        "shard", valueName: "K/N",
        help: "Only the K-th of N shards, by a hash of each scene's name (auto: Bazel's TEST_SHARD_INDEX/TEST_TOTAL_SHARDS).")

    /// The shard; `.whole` without the option.
    let shard: Shard
    /// `--shard auto` found the variables: Bazel's status file is touched when the run starts.
    let fromEnvironment: Bool
    /// What `--shard auto` read, said once the command runs.
    let note: String?

    init(_ arguments: ParsedArguments, environment: [String: String] = Shard.processEnvironment) throws(ValidationError) {
        guard let option = arguments.string("shard") else {
            (shard, fromEnvironment, note) = (.whole, false, nil)
            return
        }
        guard option == "auto" else {
            guard let shard = Shard(parsing: option) else {
                throw ValidationError("--shard wants K/N with 1 ≤ K ≤ N (the K-th of N shards) or auto, not '\(option)'")
            }
            (self.shard, fromEnvironment, note) = (shard, false, nil)
            return
        }
        guard let totalText = environment["TEST_TOTAL_SHARDS"], let indexText = environment["TEST_SHARD_INDEX"] else {
            (shard, fromEnvironment) = (.whole, false)
            note = "--shard auto: TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are not both set: the whole run"
            return
        }
        guard let total = Int(totalText), let index = Int(indexText), let shard = Shard(index: index + 1, total: total) else {
            throw ValidationError("--shard auto: TEST_TOTAL_SHARDS=\(totalText) and TEST_SHARD_INDEX=\(indexText) name "
                                  + "no shard (the index counts from 0 and is below the total)")
        }
        (self.shard, fromEnvironment) = (shard, true)
        note = "--shard auto: shard \(shard) from TEST_SHARD_INDEX=\(indexText) and TEST_TOTAL_SHARDS=\(totalText)"
    }

    /// Says what `auto` read (stderr) and touches Bazel's status file when Bazel asked for shards.
    func announce() {
        if let note { printError("chevron: " + note) }
        if fromEnvironment { Shard.acknowledge(environment: Shard.processEnvironment) }
    }

    /// The items of this shard, in their given order.
    func select(_ items: [String]) -> [String] {
        items.filter(shard.contains)
    }
}
