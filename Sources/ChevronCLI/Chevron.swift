import ArgumentParser
import Chevron

/// `chevron`: the command-line face of Chevron. Each subcommand lives in its own file and stays thin:
/// it parses options, calls the library and maps failures to SPEC §4's exit codes.
@main
struct ChevronCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chevron",
        abstract: "Draws classic iPhone OS navigation chrome into PNG files, and diffs PNGs.",
        discussion: """
            Exit codes: 0 success / images match, 1 images differ, 2 image sizes differ, \
            64 usage error, 65 invalid input data, 66 an input cannot be read, 73 an output cannot be written.
            """,
        version: ChevronVersion.string,
        subcommands: ChevronCommand.allSubcommands
    )
}
