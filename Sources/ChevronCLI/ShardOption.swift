import Chevron
import Regression

/// `--shard K/N` read from the command line, or Bazel's variables.
extension Shard {
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
