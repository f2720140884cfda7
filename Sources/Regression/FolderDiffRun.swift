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
        package var records: FolderRecords
        package var warnings: [Diagnostic]
    }

    /// Lists both folders, compares this shard's pairs, hands the files of every image that did not
    /// pass to `report` (its page is the caller's to finish) and writes the blob at `blob`; draws
    /// a progress bar on stderr when `progress` and there is more than one pair.
    ///
    /// The folders are listed and paired as the run goes (`FolderWalk`, `FolderPairing`), so that
    /// only the packed records grow with the number of images. The progress bar needs the number of
    /// pairs first: then the folders are listed once more, before, to count. The blob's pair count
    /// is the one listing's, filled into its header at the end, so that it always agrees with the
    /// records even when the folders change while the run lists them.
    package func run(report: FolderReportWriter? = nil, blob blobPath: String? = nil,
                     progress: Bool = false) throws -> Result {
        var counted: (all: Int, mine: Int)?
        if progress {
            var all = 0, mine = 0
            for pair in try pairing() {
                all += 1
                if shard.contains(pair.path) { mine += 1 }
            }
            counted = (all, mine)
        }
        if let counted, counted.mine == 0, !allowEmpty {
            throw FolderPair.emptyRunFailure(shard: shard, of: counted.all, expected: context.expectedRoot,
                                             actual: context.actualRoot)
        }
        let pairs = try pairing()
        let blob = try blobPath.map { path in
            try BlobWriter(path: path, shard: shard, context: context)
        }
        // Many decodes one after another: reuse their pages rather than fault fresh ones in.
        ProcessHeap.keepsLargeBlocks()
        let comparison = FolderComparison(expectedRoot: context.expectedRoot, actualRoot: context.actualRoot,
                                          options: context.options, rules: rules,
                                          keepsImages: report != nil || blob != nil)
        let bar = (counted?.mine ?? 0) > 1 && progress ? ProgressBar(total: counted?.mine ?? 0) : nil
        var use = RuleUse(context.rules)
        let mine = pairs.lazy.filter { [shard] pair in
            use.note(pair.path)
            return shard.contains(pair.path)
        }
        let records = FolderRun(comparison: comparison, jobs: jobs, report: report, blob: blob, progress: bar).run(mine)
        if records.isEmpty && !allowEmpty {
            blob?.abandon()
            report?.abandon()
            throw FolderPair.emptyRunFailure(shard: shard, of: use.images, expected: context.expectedRoot,
                                             actual: context.actualRoot)
        }
        do {
            try blob?.finish(records: records, pairs: use.images)
        } catch {
            report?.abandon()
            throw error
        }
        return Result(records: records, warnings: use.warnings + ImageRecord.ignoredOutsideWarnings(records, rules: rules))
    }

    private func pairing() throws -> FolderPairing<FolderWalk, FolderWalk> {
        try FolderPairing(expectedRoot: context.expectedRoot, actualRoot: context.actualRoot)
    }
}
