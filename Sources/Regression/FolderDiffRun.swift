import Chevron
import CommandSupport

/// A folder comparison as a Swift caller runs it: every PNG of two folders paired by relative
/// path, this shard's pairs compared on `jobs` threads, the report's images and the blob written
/// as they come. What it says is returned (records, warnings), never printed: `chevron diff
/// EXPECTED_DIR ACTUAL_DIR` prints it and turns it into an exit code.
package struct FolderDiffRun: Sendable {
    package var context: FolderRunContext
    package var rules: [DiffRule]
    package var jobs: Int
    package var shard: Shard
    /// A run (or a shard) with no image to compare is not an error.
    package var allowEmpty: Bool

    /// The rules are checked against the options here (a rule may not make sense with them).
    package init(expected: String, actual: String, options: DiffOptions, rules: [ImageRule] = [],
                 allowNew: Bool = false, jobs: Int = Cores.online, shard: Shard = .whole,
                 allowEmpty: Bool = false) throws {
        context = FolderRunContext(expectedRoot: expected, actualRoot: actual, options: options, rules: rules,
                                   allowNew: allowNew)
        self.rules = try rules.map { try DiffRule($0, base: options) }
        self.jobs = jobs
        self.shard = shard
        self.allowEmpty = allowEmpty
    }

    /// What a run found: a record per image of the shard, in path order, and its warnings.
    package struct Result: Sendable {
        package var records: [ImageRecord]
        package var warnings: [Diagnostic]
    }

    /// Lists both folders, compares this shard's pairs, hands the files of every image that did not
    /// pass to `report` (its page is the caller's to finish) and writes the blob at `blob`.
    /// `progress` is asked, given the number of pairs, whether to draw a progress bar on stderr.
    package func run(report: FolderReportWriter? = nil, blob blobPath: String? = nil,
                     progress: (Int) -> Bool = { _ in false }) throws -> Result {
        let all = FolderPair.pairs(expected: try FolderListing.list(context.expectedRoot),
                                   actual: try FolderListing.list(context.actualRoot))
        let mine = all.filter { shard.contains($0.path) }
        if mine.isEmpty && !allowEmpty {
            throw FolderPair.emptyRunFailure(shard: shard, of: all.count, expected: context.expectedRoot,
                                             actual: context.actualRoot)
        }
        let blob = try blobPath.map { path in
            try BlobWriter(path: path, shard: shard, pairs: all.count, context: context)
        }
        // Many decodes one after another: reuse their pages rather than fault fresh ones in.
        ProcessHeap.keepsLargeBlocks()
        let comparison = FolderComparison(expectedRoot: context.expectedRoot, actualRoot: context.actualRoot,
                                          options: context.options, rules: rules,
                                          keepsImages: report != nil || blob != nil)
        let records = FolderRun(comparison: comparison, jobs: jobs, report: report, blob: blob,
                                progress: progress(mine.count)).run(mine)
        do {
            try blob?.finish(records: records)
        } catch {
            report?.abandon()
            throw error
        }
        return Result(records: records, warnings: FolderPair.unmatchedRuleWarnings(context.rules, pairs: all)
                        + ImageRecord.ignoredOutsideWarnings(records, rules: rules))
    }
}
