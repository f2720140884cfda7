import Chevron

/// `chevron merge-reports BLOB...`: the shards' blobs (`diff … --shard K/N --blob FILE`) merged
/// into what one unsharded run gives — the same lines, report, JSON and JUnit (timings aside; a
/// folder comparison records none) and the same exit code. Refuses blobs of another Chevron
/// version, of another run (other folders or options), and an incomplete or overlapping set.
struct MergeReportsCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "merge-reports",
        abstract: "Merges the blobs of a sharded folder diff into one result and report.",
        discussion: """
            Give every shard's blob (chevron diff EXPECTED_DIR ACTUAL_DIR --shard K/N --blob FILE). \
            The lines, --report, --json and --junit are those of one unsharded run, and so is the \
            exit code: 0 every image passed, 1 some differ, 65 one could not be read (or a blob is \
            bad, from another Chevron version, or the set is incomplete), 66 a blob cannot be read.
            """,
        arguments: [ArgumentSyntax(valueName: "BLOB", help: "The shards' blobs.", isRepeating: true)],
        options: [
            .value("report", valueName: "DIR", help: "Write the HTML report (index.html and its images) into DIR."),
            .flag("json", help: "Print the result as one JSON object."),
            .value("junit", valueName: "FILE", help: "Write a JUnit XML file, one test case per image."),
            .flag("github", help: "Print GitHub Actions error annotations and append a summary to $GITHUB_STEP_SUMMARY."),
        ])

    let blobs: [String]
    let outputs: FolderOutputRequest

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        blobs = arguments.positionals
        if blobs.isEmpty { throw ValidationError("give the blob of every shard") }
        outputs = FolderOutputRequest(json: arguments.flag("json"), junit: arguments.string("junit"),
                                      github: arguments.flag("github"), report: arguments.string("report"))
        try validateOutputs([("--report", outputs.report), ("--junit", outputs.junit)], inputs: blobs)
    }

    func run() throws {
        try reportingFailures {
            var first: Blob.Contents?
            var records: [ImageRecord] = []
            var shards: [Int: String] = [:]
            let report = outputs.report.map { FolderReportWriter(folder: $0) }
            do {
                try read(into: &records, first: &first, shards: &shards, report: report)
            } catch {
                report?.abandon()  // no staged image left behind
                throw error
            }
            guard let first else { return }
            let missing = (1...first.shard.total).filter { shards[$0] == nil }
            if !missing.isEmpty {
                report?.abandon()
                throw ChevronFailure(message: "shard" + (missing.count == 1 ? " " : "s ")
                                     + missing.map { "\($0)/\(first.shard.total)" }.joined(separator: ", ")
                                     + " missing: give every shard's blob", exitCode: .dataError)
            }
            records.sort { $0.index < $1.index }
            try FolderResults.emit(records, context: first.context, outputs: outputs, report: report)
        }
    }

    /// Reads every blob, checking that it belongs with the first, into the records and the report.
    private func read(into records: inout [ImageRecord], first: inout Blob.Contents?, shards: inout [Int: String],
                      report: FolderReportWriter?) throws {
        for path in blobs {
            let blob = try Blob.read(path)
            if blob.version != ChevronVersion.string {
                throw ChevronFailure(message: "\(path) was written by Chevron \(blob.version); this is Chevron "
                                     + "\(ChevronVersion.string): run every shard and the merge with one version",
                                     exitCode: .dataError)
            }
            if let first {
                guard blob.context == first.context, blob.pairs == first.pairs, blob.shard.total == first.shard.total else {
                    throw ChevronFailure(message: "\(path) is a shard of another run than \(blobs[0]) (other folders, "
                                         + "options, rules or number of shards)", exitCode: .dataError)
                }
            } else {
                first = blob
            }
            if let other = shards[blob.shard.index] {
                throw ChevronFailure(message: "\(path) and \(other) are both shard \(blob.shard)", exitCode: .dataError)
            }
            shards[blob.shard.index] = path
            let expected = blob.shard.range(of: blob.pairs)
            guard blob.records.map(\.index) == Array(expected) else {
                throw ChevronFailure(message: "\(path): its records are not those of shard \(blob.shard)",
                                     exitCode: .dataError)
            }
            records += blob.records
            if let report {
                for (index, files) in blob.files.sorted(by: { $0.key < $1.key }) { report.add(index: index, files: files) }
            }
        }
    }
}
