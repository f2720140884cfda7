import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `chevron approve EXPECTED_DIR ACTUAL_DIR`: accepts the actual images as the new expected ones —
/// the changed, resized and new images copied over (each atomically: a temporary file renamed into
/// place), the deleted ones removed only with `--prune` — after comparing as `diff` does (the same
/// threshold and rules, so an image within its tolerance is left alone). Prints what it changed.
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
        ])

    let expected: String
    let actual: String
    let filter: String?
    let prune: Bool
    let options: DiffOptions
    let rules: String?
    let dryRun: Bool

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        expected = arguments.positionals[0]
        actual = arguments.positionals[1]
        filter = arguments.string("filter")
        prune = arguments.flag("prune")
        options = try ComparisonOptions.parse(arguments)
        rules = arguments.string("rules")
        dryRun = arguments.flag("dry-run")
        if let filter, filter.isEmpty { throw ValidationError("--filter wants a glob, such as 'icons/*'") }
    }

    func run() throws {
        try reportingFailures {
            let imageRules = try rules.map { try ImageRulesFile.parse(try FileIO.read($0), file: $0) } ?? []
            let comparison = FolderComparison(expectedRoot: expected, actualRoot: actual, options: options,
                                              rules: try imageRules.map { try DiffRule($0, base: options) },
                                              keepsImages: false)
            let pairs = FolderPair.pairs(expected: try FolderListing.list(expected), actual: try FolderListing.list(actual))
                .filter { pair in filter.map { fnmatch($0, pair.path, 0) == 0 } ?? true }
            let records = FolderRun(comparison: comparison, jobs: Cores.online, report: nil, blob: nil, progress: false)
                .run(pairs)
            for warning in ImageRecord.ignoredOutsideWarnings(records, rules: comparison.rules) {
                printError(warningLine(warning))
            }
            var counts: [String: Int] = [:]
            var firstFailure: ChevronFailure?
            for record in records {
                let verb: String
                do {
                    switch record.status {
                    case .passed: continue
                    case .unreadable:
                        let failure = ChevronFailure(message: "\(record.path): \(record.problem ?? "cannot be read"): not approved",
                                                     exitCode: .dataError)
                        printError(errorLine(failure))
                        firstFailure = firstFailure ?? failure
                        counts["could not be read", default: 0] += 1
                        continue
                    case .deleted:
                        guard prune else { continue }
                        verb = "removed"
                        if !dryRun, unlink(expected + "/" + record.path) != 0 {
                            throw ChevronFailure(message: "cannot remove \(expected)/\(record.path): \(FileIO.errnoText())",
                                                 exitCode: .cannotCreate)
                        }
                    case .changed, .resized, .new:
                        verb = record.status == .new ? "added" : "updated"
                        if let link = FolderListing.linkedFolder(under: expected, on: record.path) {
                            throw ChevronFailure(message: "cannot write \(expected)/\(record.path): \(link) is a symbolic "
                                                 + "link, and a file written through it would land outside \(expected)",
                                                 exitCode: .cannotCreate)
                        }
                        if !dryRun {
                            let bytes = try FileIO.read(actual + "/" + record.path)
                            try FileIO.writeAtomically(bytes, to: expected + "/" + record.path)
                        }
                    }
                } catch {
                    let failure = ChevronFailure(error)
                    printError(errorLine(failure))
                    firstFailure = firstFailure ?? failure
                    counts["could not be written", default: 0] += 1
                    continue
                }
                counts[verb, default: 0] += 1
                print((dryRun ? "would have " : "") + verb + " " + ChevronFailure.oneLine(expected + "/" + record.path))
            }
            // The summary counts what failed too: "approved 1 of 2 images: 1 updated, 1 could not be written".
            let failed = (counts["could not be read"] ?? 0) + (counts["could not be written"] ?? 0)
            let plural = records.count == 1 ? "" : "s"
            if failed == 0 {
                let said = ["added", "updated", "removed"].map { "\(counts[$0] ?? 0) \($0)" }.joined(separator: ", ")
                print("approved \(records.count) image\(plural): \(said)" + (dryRun ? " (dry run: nothing changed)" : ""))
            } else {
                let said = ["added", "updated", "removed", "could not be written", "could not be read"]
                    .compactMap { key in counts[key].map { "\($0) \(key)" } }.joined(separator: ", ")
                print("approved \(records.count - failed) of \(records.count) image\(plural): \(said)"
                      + (dryRun ? " (dry run: nothing changed)" : ""))
            }
            if let firstFailure { throw ExitCode(firstFailure.exitCode.rawValue) }
        }
    }
}
