import Chevron
import CommandSupport
import Regression

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `chevron approve EXPECTED_DIR ACTUAL_DIR`: `FolderApproval` from the command line; prints what it
/// changed, one line an image, and the counts.
struct ApproveCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "approve",
        abstract: "Copies new and changed actual images over the expected ones.",
        discussion: """
            Compares the folders as 'chevron diff' does (the same --threshold, --include-aa, \
            --ignore, --max-diff-pixels, --max-diff-ratio and --rules), then copies every changed, \
            resized and new image from ACTUAL_DIR to EXPECTED_DIR (atomically) and, with --prune, removes the \
            expected images that have no actual one. --filter limits it to paths matching a glob \
            (* also matches /). Unreadable images are never copied (exit 65).
            """,
        arguments: [ArgumentSyntax(valueName: "EXPECTED_DIR", help: "The folder of expected images (goldens)."),
                    ArgumentSyntax(valueName: "ACTUAL_DIR", help: "The folder of actual images.")],
        options: ComparisonOptions.syntax + [
            .value("filter", valueName: "GLOB", help: "Approve only the images whose relative path matches GLOB."),
            .flag("prune", help: "Also remove expected images that have no actual one (deleted)."),
            .value("rules", valueName: "FILE", help: "Per-image options, as for diff."),
            .flag("dry-run", help: "Say what would change, change nothing."),
            ShardOption.syntax,
        ])

    let expected: String
    let actual: String
    let filter: String?
    let prune: Bool
    let options: DiffOptions
    let rules: String?
    let dryRun: Bool
    let shard: ShardOption

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        expected = arguments.positionals[0]
        actual = arguments.positionals[1]
        filter = arguments.string("filter")
        prune = arguments.flag("prune")
        options = try ComparisonOptions.parse(arguments)
        rules = arguments.string("rules")
        dryRun = arguments.flag("dry-run")
        shard = try ShardOption(arguments)
        if let filter, filter.isEmpty { throw ValidationError("--filter wants a glob, such as 'icons/*'") }
    }

    func run() throws {
        try reportingFailures {
            let imageRules = try rules.map { try ImageRulesFile.parse(try FileIO.read($0), file: $0) } ?? []
            let approval = FolderApproval(expected: expected, actual: actual, options: options, rules: imageRules,
                                          filter: filter, prune: prune, dryRun: dryRun, shard: shard.shard)
            shard.announce()
            let result = try approval.run()
            for warning in result.warnings { printError(diagnosticLine(warning)) }
            for outcome in result.outcomes {
                switch outcome {
                case .failed(let failure, _): printError(errorLine(failure))
                case .done(let verb, let path): print((dryRun ? "would have " : "") + verb + " " + ChevronFailure.oneLine(path))
                }
            }
            // The summary counts what failed too: "approved 1 of 2 images: 1 updated, 1 could not be written".
            let total = result.records.count, plural = total == 1 ? "" : "s"
            let said: String, approved: String
            if result.failures == 0 {
                said = ["added", "updated", "removed"].map { "\(result.count($0)) \($0)" }.joined(separator: ", ")
                approved = "approved \(total) image\(plural)"
            } else {
                said = ["added", "updated", "removed", "could not be written", "could not be read"]
                    .compactMap { key in result.count(key) > 0 ? "\(result.count(key)) \(key)" : nil }
                    .joined(separator: ", ")
                approved = "approved \(total - result.failures) of \(total) image\(plural)"
            }
            print((shard.shard.isWhole ? "" : "shard \(shard.shard): ") + approved + ": " + said
                  + (dryRun ? " (dry run: nothing changed)" : ""))
            if let failure = result.firstFailure { throw ExitCode(failure.exitCode.rawValue) }
        }
    }
}
