import Testing

@testable import ChevronCLI

/// Chevron's own command-line parser: the rules swift-argument-parser had, and its messages.
struct CommandSyntaxTests {
    static let syntax = CommandSyntax(
        name: "demo", abstract: "A demo.", discussion: "",
        arguments: [ArgumentSyntax(valueName: "IN", help: "The input.")],
        options: [
            .value("output", short: "o", valueName: "OUT.png", help: "Where."),
            .value("threshold", help: "How much.", default: "0.1"),
            .value("ignore", valueName: "X,Y,W,H", help: "Leave out.", repeats: true),
            .value("title", help: "The label.", required: true),
            .flag("json", help: "JSON."),
        ])

    func parse(_ words: [String]) throws(ValidationError) -> ParsedArguments { try Self.syntax.parse(words) }

    func message(_ words: [String]) -> String? {
        do {
            _ = try parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func valuesFlagsAndPositionals() throws {
        let p = try parse(["in.png", "--title", "A", "-o", "out.png", "--threshold=0.2", "--json",
                           "--ignore", "1,2,3,4", "--ignore=5,6,7,8"])
        #expect(p.positionals == ["in.png"])
        #expect(p.string("output") == "out.png" && p.string("threshold") == "0.2" && p.flag("json"))
        #expect(p.strings("ignore") == ["1,2,3,4", "5,6,7,8"])
        #expect(!p.flag("missing"))
    }

    /// The word after an option is its value whatever it looks like; the last of two wins; `--`
    /// ends the options.
    @Test func valuesAreTakenAsTheyAre() throws {
        let p = try parse(["--title", "-h", "--threshold", "-0.1", "--threshold", "0.3", "--", "--json"])
        #expect(p.string("title") == "-h" && !p.helpRequested)
        #expect(p.string("threshold") == "0.3")
        #expect(p.positionals == ["--json"] && !p.flag("json"))
    }

    @Test func helpIsAskedAnywhere() throws {
        #expect(try parse(["in.png", "--bogus", "--help"]).helpRequested)
        #expect(try parse(["in.png", "-h", "--bogus"]).helpRequested)
    }

    @Test func usageErrorsSayWhatIsWrong() {
        #expect(message(["in.png", "--title", "A", "--bogus"]) == "Unknown option '--bogus'")
        #expect(message(["in.png", "--title", "A", "--thresold", "1"])
            == "Unknown option '--thresold'. Did you mean '--threshold'?")
        #expect(message(["in.png", "--title"]) == "Missing value for '--title <title>'")
        #expect(message(["--title", "A"]) == "Missing expected argument '<IN>'")
        #expect(message(["in.png"]) == "Missing expected argument '--title <title>'")
        #expect(message(["a", "b", "--title", "A"]) == "Unexpected argument 'b'")
        #expect(message(["a", "b", "c", "--title", "A"]) == "2 unexpected arguments: 'b', 'c'")
        #expect(message(["in.png", "--title", "A", "--json=yes"]) == "'--json' takes no value")
        #expect(message(["in.png", "--title", "A", "-x"]) == "Unknown option '-x'")
    }

    @Test func typedValuesNameTheOption() throws {
        let p = try parse(["in.png", "--title", "A", "--threshold", "abc"])
        #expect(throws: ValidationError.self) { try p.value("threshold") { Double($0) } }
        do {
            _ = try p.value("threshold") { Double($0) }
        } catch {
            #expect(error.message == "The value 'abc' is invalid for '--threshold <threshold>'")
        }
        #expect(try p.value("output") { $0 } == nil)
    }

    @Test func helpListsEveryOptionWithItsDefault() {
        let help = HelpText.help(Self.syntax, tool: "chevron")
        #expect(help.hasPrefix("""
            OVERVIEW: A demo.

            USAGE: chevron demo <IN> [-o <OUT.png>] [--threshold <threshold>]
                   [--ignore <X,Y,W,H> ...] --title <title> [--json]
            """))
        #expect(help.contains("  -o, --output <OUT.png>  Where.\n"))
        #expect(help.contains("  --threshold <threshold> How much. (default: 0.1)\n"))
        #expect(help.hasSuffix("  -h, --help              Show help information.\n"))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    /// The whole command line: subcommands, help, version, and the nearest subcommand for a typo.
    @Test func theToolsCommandLine() throws {
        guard case .help(let root) = try ChevronCommand.parse([]) else { Issue.record("no help"); return }
        #expect(root.contains("SUBCOMMANDS:") && root.contains("  animate "))
        guard case .version = try ChevronCommand.parse(["--version"]) else { Issue.record("no version"); return }
        guard case .help(let diff) = try ChevronCommand.parse(["help", "diff"]) else { Issue.record("no help"); return }
        #expect(diff.hasPrefix("OVERVIEW: Compares two PNG images"))
        guard case .run(let command) = try ChevronCommand.parse(["diff", "a.png", "b.png", "--threshold", "0.2"])
        else { Issue.record("not a command"); return }
        #expect((command as? Diff)?.options.threshold == 0.2)
        #expect(throws: ChevronCommand.UsageError.self) { try ChevronCommand.parse(["rendr", "x.yaml"]) }
        do {
            _ = try ChevronCommand.parse(["diff", "a.png"])
        } catch {
            #expect(error.line == "chevron: error: Missing expected argument '<B.png>' (see 'chevron diff --help')")
        }
    }
}
