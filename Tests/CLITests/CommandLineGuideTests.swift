import CommandSupport
import Foundation
import Testing

@testable import ChevronCLI

/// docs/cli.md against the command line itself: every subcommand and every option it declares is in
/// the guide's synopsis, every subcommand has its section in a guide, and the exit-code table lists
/// exactly the codes Chevron exits with.
struct CommandLineGuideTests {
    static func guide(_ name: String) throws -> String {
        try String(contentsOf: Robust.checkout.appendingPathComponent("docs/\(name)"), encoding: .utf8)
    }

    /// The synopsis: the first ``` block of docs/cli.md, one entry per `chevron NAME` line with the
    /// indented lines that continue it.
    static func synopsis(_ guide: String) throws -> [String: String] {
        let fences = guide.components(separatedBy: "```\n")
        try #require(fences.count > 2, "docs/cli.md has no synopsis block")
        var entries: [String: String] = [:]
        var current: String?
        for line in fences[1].split(separator: "\n") {
            if line.hasPrefix("chevron ") {
                current = String(line.split(separator: " ")[1])
                entries[current ?? "", default: ""] += line + "\n"
            } else if let current, line.hasPrefix(" ") {
                entries[current, default: ""] += line + "\n"
            }
        }
        return entries
    }

    @Test func theSynopsisHasEverySubcommandAndOption() throws {
        let synopsis = try Self.synopsis(try Self.guide("cli.md"))
        let names = ChevronCommand.allSubcommands.map { $0.syntax.name }
        #expect(Set(synopsis.keys) == Set(names), "docs/cli.md's synopsis and the subcommands differ")
        for command in ChevronCommand.allSubcommands {
            let syntax = command.syntax
            let lines = synopsis[syntax.name] ?? ""
            for option in syntax.options {
                let spelled = ["--\(option.long)"] + (option.short.map { ["-\($0)"] } ?? [])
                #expect(spelled.contains { lines.contains("[\($0)") || lines.contains(" \($0) ") },
                        "docs/cli.md's synopsis of `chevron \(syntax.name)` lacks \(spelled.joined(separator: " / "))")
            }
        }
    }

    @Test func everySubcommandHasItsSection() throws {
        let headings = try ["cli.md", "ci.md", "preview.md"].flatMap { name in
            try Self.guide(name).split(separator: "\n").filter { $0.hasPrefix("#") }
        }
        for command in ChevronCommand.allSubcommands {
            let name = command.syntax.name
            #expect(headings.contains { $0.contains("`chevron \(name)`") },
                    "no heading of docs/cli.md, ci.md or preview.md names `chevron \(name)`")
        }
    }

    @Test func theExitCodeTableIsTheExitStatuses() throws {
        let guide = try Self.guide("cli.md")
        let section = try #require(guide.components(separatedBy: "## Exit codes\n").dropFirst().first,
                                   "docs/cli.md has no §Exit codes")
        let table = section.components(separatedBy: "\n## ")[0]
        let documented = table.split(separator: "\n").compactMap { row -> Int32? in
            guard row.hasPrefix("| ") else { return nil }
            return Int32(row.split(separator: "|")[0].trimmingCharacters(in: .whitespaces))
        }
        let codes = (0...255).compactMap { ExitStatus(rawValue: Int32($0))?.rawValue }
        #expect(documented == codes, "docs/cli.md §Exit codes lists \(documented); Chevron exits with \(codes)")
    }
}
