import Chevron
import CommandSupport
import Regression

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `chevron diff EXPECTED_DIR ACTUAL_DIR`: every PNG of two folders paired by relative path
/// (docs/ci.md). Exit 0 when every image passes, 1 when any is changed, new (unless `--allow-new`),
/// deleted or resized, 65 when one cannot be read (the others are still compared and reported), 66
/// when a folder cannot be read.
struct FolderDiff {
    var expected: String
    var actual: String
    var options: DiffOptions
    var rulesFile: String?
    var allowNew: Bool
    var jobs: Int
    var shard: ShardOption
    var allowEmpty: Bool
    var outputs: FolderOutputRequest

    func run() throws {
        try reportingFailures {
            let rules = try rulesFile.map { path -> [ImageRule] in
                let bytes = try FileIO.read(path)
                return try ImageRulesFile.parse(bytes, file: path)
            } ?? []
            let run = try FolderDiffRun(expected: expected, actual: actual, options: options, rules: rules,
                                        allowNew: allowNew, jobs: jobs, shard: shard.shard,
                                        allowEmpty: allowEmpty)
            shard.announce()
            let report = outputs.report.map { FolderReportWriter(folder: $0) }
            let result = try run.run(report: report, blob: outputs.blob,
                                     progress: isatty(2) != 0 && !outputs.json)
            for warning in result.warnings { printError(diagnosticLine(warning)) }
            try FolderResults.emit(result.records, context: run.context, outputs: outputs, report: report,
                                   shard: shard.shard)
        }
    }
}

/// What a folder comparison writes besides its lines.
struct FolderOutputRequest: Sendable {
    /// The JSON on stdout, instead of the lines.
    var json = false
    /// The JSON in a file; the lines stay on stdout.
    var jsonFile: String?
    var junit: String?
    var github = false
    var report: String?
    var blob: String?

    init(json: Bool = false, jsonFile: String? = nil, junit: String? = nil, github: Bool = false, report: String? = nil,
         blob: String? = nil) throws(ValidationError) {
        // GitHub reads its annotations from stdout: the JSON there would be mixed with them.
        if json && github {
            throw ValidationError("--github prints annotations on stdout, where --json would print the JSON: "
                                  + "write the JSON to a file (--json=FILE)")
        }
        (self.json, self.jsonFile, self.junit, self.github, self.report, self.blob) = (json, jsonFile, junit, github, report, blob)
    }
}

/// The end of a folder comparison, shared by `diff` and `merge-reports`: the lines (or the JSON),
/// the report's page, JUnit, GitHub's annotations and summary, and the exit code.
enum FolderResults {
    static func emit(_ records: FolderRecords, context: FolderRunContext, outputs: FolderOutputRequest,
                     report: FolderReportWriter?, shard: Shard = .whole) throws {
        let totals = FolderTotals(records)
        var wrote: [String] = []
        if let report {
            try report.finish(records: records, title: "chevron diff \(context.expectedRoot) \(context.actualRoot)")
            wrote.append(report.folder + "/index.html")
        }
        if let junit = outputs.junit {
            try FileIO.writeAtomically(Array(FolderOutputs.junit(records, allowNew: context.allowNew).utf8), to: junit)
            wrote.append(junit)
        }
        if let blob = outputs.blob { wrote.append(blob) }
        if let jsonFile = outputs.jsonFile {
            wrote.append(jsonFile)
            try FileIO.writeAtomically(Array((FolderOutputs.json(records, context: context, outputs: wrote) + "\n").utf8),
                                       to: jsonFile)
        }
        if outputs.github {
            for line in FolderOutputs.githubAnnotations(records, context: context) { print(line) }
            if let summary = Shard.processEnvironment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                try appendText(FolderOutputs.githubSummary(records, context: context), to: summary)
            }
        }
        if outputs.json {
            print(FolderOutputs.json(records, context: context, outputs: wrote))
        } else {
            for record in records where record.status != .passed { print(record.line) }
            // A shard's summary says so: its counts are a part of the run's.
            print((shard.isWhole ? "" : "shard \(shard): ") + totals.line)
            for path in wrote { print(WroteLine.file(path)) }
        }
        let status = totals.exitStatus(allowNew: context.allowNew)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// Appends to a file (GitHub's step summary is appended to by every step), creating it.
    static func appendText(_ text: String, to path: String) throws {
        try FileIO.refuseNUL(in: path)
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ChevronFailure(message: "cannot write \(path): \(FileIO.errnoText())", exitCode: .cannotCreate)
        }
        defer { close(fd) }
        let failure = FileIO.writeAll(Array(text.utf8), to: fd)
        if failure != 0 {
            throw ChevronFailure(message: "cannot write \(path): \(String(cString: strerror(failure)))", exitCode: .cannotCreate)
        }
    }
}
