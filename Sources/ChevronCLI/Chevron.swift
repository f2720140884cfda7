import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#endif

/// `chevron`: the command-line face of Chevron. Each subcommand lives in its own file and stays
/// thin: it declares its command line (`CommandSyntax`), calls the library and maps failures to the
/// exit codes of docs/DESIGN.md §Command line. The process starts in `main.swift`, so that the
/// commands can also be built into a library (the option fuzzer's).
enum ChevronCommand {
    static let name = "chevron"
    static let abstract = "Draws classic iPhone OS navigation chrome into PNG files, and diffs PNGs."
    static let discussion = """
        Exit codes: 0 success / images match, 1 images differ, 2 image sizes differ, \
        64 usage error, 65 invalid input data, 66 an input cannot be read, 73 an output cannot be written.
        """

    /// What a command line asks for.
    enum Invocation {
        case version
        case help(String)
        case run(any Subcommand)
    }

    /// A command line that cannot be used, with the help that says how: `chevron: error: MESSAGE
    /// (see 'chevron diff --help')`, exit 64.
    struct UsageError: Error {
        var message: String
        /// The subcommand whose help to point at; nil for the tool's.
        var subcommand: String?

        var line: String {
            "chevron: error: \(message) (see '\(ChevronCommand.name)\(subcommand.map { " \($0)" } ?? "") --help')"
        }
    }

    /// Runs the command line: usage errors are one line and exit 64; every other error one line
    /// and its own code (docs/DESIGN.md §Command line); a subcommand's verdict (diff: the images
    /// differ) exits with its code.
    static func main() {
        // The words as the system gave them: a file name that is not UTF-8 (`\xff\xfe-bad.yaml`, from
        // a shell glob) is kept as bytes (`FileName`), so that it can be opened and written beside.
        let words = (1..<Int(CommandLine.argc)).map { i in
            CommandLine.unsafeArgv[i].map { FileName.decode(UnsafeBufferPointer(start: $0, count: strlen($0)).map { UInt8(bitPattern: $0) }) } ?? ""
        }
        // `chevron --version` prints the version and nothing else, before anything starts.
        if words == ["--version"] {
            print(ChevronVersion.string)
            return
        }
        // Before any other thread starts: Ctrl-C and SIGTERM then remove the temporary files.
        TemporaryFiles.removeOnInterrupt()
        do {
            switch try parse(words) {
            case .version: print(ChevronVersion.string)
            case .help(let text): print(text, terminator: "")
            case .run(let command):
                do {
                    try command.run()
                } catch let error as ValidationError {
                    throw UsageError(message: error.message, subcommand: type(of: command).syntax.name)
                }
            }
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch let usage as UsageError {
            printError(usage.line)
            Glibc.exit(ExitStatus.usage.rawValue)
        } catch {
            let failure = ChevronFailure(error)
            printError(errorLine(failure))
            Glibc.exit(failure.exitCode.rawValue)
        }
    }

    /// What `words` (the arguments after `chevron`) ask for: the version, a help text, or a
    /// subcommand read from its arguments.
    static func parse(_ words: [String]) throws(UsageError) -> Invocation {
        guard let first = words.first else { return .help(rootHelp) }
        switch first {
        case "--version" where words.count == 1: return .version
        case "-h", "--help": return .help(rootHelp)
        case "help":
            guard let name = words.dropFirst().first else { return .help(rootHelp) }
            guard let type = subcommand(name) else { throw unknownSubcommand(name) }
            return .help(HelpText.help(type.syntax, tool: self.name))
        default:
            break
        }
        guard let type = subcommand(first) else {
            if first.hasPrefix("-") { throw UsageError(message: "Unknown option '\(first)'") }
            throw unknownSubcommand(first)
        }
        let arguments: ParsedArguments
        do {
            arguments = try type.syntax.parse(words.dropFirst())
            if arguments.helpRequested { return .help(HelpText.help(type.syntax, tool: name)) }
            return .run(try type.init(arguments))
        } catch {
            throw UsageError(message: error.message, subcommand: type.syntax.name)
        }
    }

    static func subcommand(_ name: String) -> (any Subcommand.Type)? {
        allSubcommands.first { $0.syntax.name == name }
    }

    /// A word that is no subcommand (`chevron rendr x.yaml`): the subcommand it is closest to.
    static func unknownSubcommand(_ word: String) -> UsageError {
        let names = allSubcommands.map { $0.syntax.name }
        let shown = ChevronFailure.oneLine(word)
        guard let close = Suggestion.closest(to: word, in: names) else {
            return UsageError(message: "unknown subcommand '\(shown)': the subcommands are " + names.joined(separator: ", "))
        }
        return UsageError(message: "unknown subcommand '\(shown)' — did you mean '\(close)'?")
    }

    static var rootHelp: String {
        HelpText.root(tool: name, abstract: abstract, discussion: discussion, subcommands: allSubcommands.map { $0.syntax })
    }
}
