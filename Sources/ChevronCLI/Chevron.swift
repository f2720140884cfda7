import ArgumentParser
import Chevron

#if canImport(Glibc)
import Glibc
#endif

/// `chevron`: the command-line face of Chevron. Each subcommand lives in its own file and stays
/// thin: it parses options, calls the library and maps failures to the exit codes of
/// docs/DESIGN.md §Command line. The process starts in `main.swift`, so that the commands can also
/// be built into a library (the option fuzzer's).
struct ChevronCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Draws classic iPhone OS navigation chrome into PNG files, and diffs PNGs.",
        discussion: """
            Exit codes: 0 success / images match, 1 images differ, 2 image sizes differ, \
            64 usage error, 65 invalid input data, 66 an input cannot be read, 73 an output cannot be written.
            """,
        version: ChevronVersion.string,
        subcommands: ChevronCommand.allSubcommands
    )

    /// ArgumentParser's `main`, with usage errors said the way every other error is
    /// (docs/DESIGN.md §Command line): one line, `chevron: error: MESSAGE (see 'chevron SUBCOMMAND
    /// --help')`, exit 64. Help and --version print as usual; errors the subcommands reported
    /// themselves exit quietly.
    static func main() {
        // `chevron --version` prints the version and nothing else: answered before ArgumentParser
        // reflects over the command tree, which costs many times the rest of the process.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            print(ChevronVersion.string)
            return
        }
        // Before any other thread starts: Ctrl-C and SIGTERM then remove the temporary files.
        TemporaryFiles.removeOnInterrupt()
        do {
            var command = try quickParse(CommandLine.arguments.dropFirst()) ?? parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            // A subcommand's own verdict (diff: the images differ), its message already printed:
            // straight out, without ArgumentParser's error machinery.
            Glibc.exit(code.rawValue)
        } catch {
            let message = self.message(for: error)
            let code = exitCode(for: error)
            guard code == .validationFailure, !message.isEmpty else { exit(withError: error) }
            if let unknown = unknownSubcommand(CommandLine.arguments.dropFirst()) {
                printError("chevron: error: \(unknown) (see 'chevron --help')")
                exit(withError: code)
            }
            // The full message ends with "See 'chevron diff --help' for more information."
            let help = fullMessage(for: error).split(separator: "\n").last { $0.contains("See '") }
                .flatMap { $0.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first }
            let hint = "see '\(help ?? "chevron --help")'"
            let text = message.split(whereSeparator: \.isNewline)
                .map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }.joined(separator: " ")
            printError("chevron: error: \(text) (\(hint))")
            exit(withError: code)
        }
    }

    /// What to say when the first argument is neither a subcommand nor an option (`chevron rendr
    /// x.yaml`, which ArgumentParser calls "2 unexpected arguments"): the subcommand it is closest to.
    static func unknownSubcommand(_ arguments: ArraySlice<String>) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        let names = allSubcommands.map { $0._commandName }
        guard !names.contains(word) else { return nil }
        let shown = ChevronFailure.oneLine(word)
        guard let close = Suggestion.closest(to: word, in: names) else {
            return "unknown subcommand '\(shown)': the subcommands are " + names.joined(separator: ", ")
        }
        return "unknown subcommand '\(shown)' — did you mean '\(close)'?"
    }

    /// The tool's name, which every subcommand's configuration gives as its `_superCommandName`:
    /// a subcommand parsed alone (`quickParse`) then calls itself `chevron diff`, and ArgumentParser
    /// skips its completion-script check for it (which reflected over two more commands). Under
    /// the root, a subcommand's super-command name is not read.
    static let name = "chevron"

    /// The common call — a subcommand and its own arguments, none asking for help — parsed by
    /// that subcommand alone: ArgumentParser then reflects over one command instead of building
    /// the whole tree, which was a third of a `chevron diff` process. Anything else (help,
    /// --version, a completion script, an unknown subcommand, a usage error) returns nil, and the
    /// root parses it as before, with its messages.
    static func quickParse(_ arguments: ArraySlice<String>) -> (any ParsableCommand)? {
        guard let name = arguments.first,
              let type = allSubcommands.first(where: { $0.configuration.commandName == name }),
              !arguments.contains(where: { $0 == "-h" || $0 == "--help" || $0 == "help" || $0 == "--version"
                  || $0.hasPrefix("--generate-completion") || $0.hasPrefix("--experimental") })
        else { return nil }
        return try? type.parseAsRoot(Array(arguments.dropFirst()))
    }
}
