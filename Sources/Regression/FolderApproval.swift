import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Accepting actual images as the new expected ones (`chevron approve EXPECTED_DIR ACTUAL_DIR`):
/// the folders compared as a folder diff compares them (the same threshold and rules, so an image
/// within its tolerance is left alone), then every changed, resized and new image copied over
/// (each atomically: a temporary file renamed into place) and, with `prune`, the deleted ones
/// removed. Returns what it did, image by image; prints nothing.
package struct FolderApproval: Sendable {
    package var expected: String
    package var actual: String
    package var options: DiffOptions
    package var rules: [ImageRule]
    /// Only the images whose relative path matches this glob (`fnmatch`: `*` also matches `/`).
    package var filter: String?
    package var prune: Bool
    package var dryRun: Bool
    /// Only the images of this shard (the same as `diff --shard`'s and `render --shard`'s).
    package var shard: Shard

    package init(expected: String, actual: String, options: DiffOptions, rules: [ImageRule] = [],
                 filter: String? = nil, prune: Bool = false, dryRun: Bool = false, shard: Shard = .whole) {
        self.expected = expected
        self.actual = actual
        self.options = options
        self.rules = rules
        self.filter = filter
        self.prune = prune
        self.dryRun = dryRun
        self.shard = shard
    }

    /// One image approved (`added`, `updated`, `removed`: its expected path) or not (why, and
    /// what the summary counts it as: `could not be read`, `could not be written`).
    package enum Outcome: Sendable {
        case done(verb: String, path: String)
        case failed(ChevronFailure, countedAs: String)
    }

    package struct Result: Sendable {
        package var records: FolderRecords
        package var warnings: [Diagnostic]
        /// In the images' order; passed images (and deleted ones without `prune`) have none.
        package var outcomes: [Outcome]

        /// How many images each verb touched, or failed as `verb` says (`could not be written`).
        package func count(_ verb: String) -> Int {
            outcomes.reduce(0) { n, o in
                switch o {
                case .done(verb, _), .failed(_, verb): n + 1
                default: n
                }
            }
        }

        /// How many images could not be approved.
        package var failures: Int {
            outcomes.reduce(0) { n, o in if case .failed = o { return n + 1 } else { return n } }
        }

        /// The first failure, whose exit code the run ends with.
        package var firstFailure: ChevronFailure? {
            for case .failed(let failure, _) in outcomes { return failure }
            return nil
        }
    }

    package func run() throws -> Result {
        let comparison = FolderComparison(expectedRoot: expected, actualRoot: actual, options: options,
                                          rules: try rules.map { try DiffRule($0, base: options) },
                                          keepsImages: false)
        var use = RuleUse(rules)
        var filtered = 0
        let (filter, shard) = (self.filter, self.shard)
        let pairs = try FolderPairing(expectedRoot: expected, actualRoot: actual).lazy.filter { pair in
            use.note(pair.path)
            guard filter.map({ FileName.matches(glob: $0, pair.path) }) ?? true else { return false }
            filtered += 1
            return shard.contains(pair.path)
        }
        let records = FolderRun(comparison: comparison, jobs: Cores.online, report: nil, blob: nil, progress: nil)
            .run(pairs)
        var warnings = use.warnings
        if let filter, filtered == 0, use.images > 0 {
            warnings.append(.warning(.approveFilterMatchesNothing,
                                     "--filter \(filter) matches none of the \(use.images) image\(use.images == 1 ? "" : "s")"))
        }
        warnings += ImageRecord.ignoredOutsideWarnings(records, rules: comparison.rules)
        return Result(records: records, warnings: warnings, outcomes: records.compactMap(approve))
    }

    /// Copies, removes or refuses one image; nil when there is nothing to do.
    private func approve(_ record: ImageRecord) -> Outcome? {
        do {
            switch record.status {
            case .passed: return nil
            case .unreadable:
                return .failed(ChevronFailure(message: "\(record.path): \(record.problem?.description ?? "cannot be read"): not approved",
                                              exitCode: .dataError), countedAs: "could not be read")
            case .deleted:
                guard prune else { return nil }
                if !dryRun, FileName.withPath(expected + "/" + record.path, { unlink($0) }) != 0 {
                    throw ChevronFailure(message: "cannot remove \(expected)/\(record.path): \(FileIO.errnoText())",
                                         exitCode: .cannotCreate)
                }
                return .done(verb: "removed", path: expected + "/" + record.path)
            case .changed, .resized, .new:
                if let link = FolderListing.linkedFolder(under: expected, on: record.path) {
                    throw ChevronFailure(message: "cannot write \(expected)/\(record.path): \(link) is a symbolic "
                                         + "link, and a file written through it would land outside \(expected)",
                                         exitCode: .cannotCreate)
                }
                if !dryRun {
                    let bytes = try FileIO.read(actual + "/" + record.path)
                    try FileIO.writeAtomically(bytes, to: expected + "/" + record.path)
                }
                return .done(verb: record.status == .new ? "added" : "updated", path: expected + "/" + record.path)
            }
        } catch {
            return .failed(ChevronFailure(error), countedAs: "could not be written")
        }
    }
}
