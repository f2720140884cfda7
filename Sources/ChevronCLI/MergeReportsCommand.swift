import Chevron
import Regression

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
            .flagOrFile("json", suffix: ".json",
                        help: "Print the result as one JSON object; --json FILE.json or --json=FILE writes it to FILE instead (the lines stay on stdout)."),
            .value("junit", valueName: "FILE", help: "Write a JUnit XML file, one test case per image."),
            .flag("github", help: "Print GitHub Actions error annotations and append a summary to $GITHUB_STEP_SUMMARY."),
        ])

    let blobs: [String]
    let outputs: FolderOutputRequest

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        blobs = arguments.positionals
        if blobs.isEmpty { throw ValidationError("give the blob of every shard") }
        let jsonFile = arguments.string("json").flatMap { $0.isEmpty ? nil : $0 }
        outputs = try FolderOutputRequest(json: arguments.flag("json") && jsonFile == nil, jsonFile: jsonFile,
                                          junit: arguments.string("junit"), github: arguments.flag("github"),
                                          report: arguments.string("report"))
        try validateOutputs([("--report", outputs.report), ("--junit", outputs.junit), ("--json", jsonFile)], inputs: blobs)
    }

    func run() throws {
        try reportingFailures {
            let report = outputs.report.map { FolderReportWriter(folder: $0) }
            guard let merged = try ShardMerge.merge(blobs, report: report) else { return }
            try FolderResults.emit(merged.records, context: merged.context, outputs: outputs, report: report)
        }
    }
}
