/// `--help`, written from a command's `CommandSyntax` in swift-argument-parser's layout: overview,
/// discussion, usage, then the arguments and options in two columns, wrapped at 80 columns.
enum HelpText {
    static let width = 80
    /// Where the second column starts.
    static let column = 26

    /// A subcommand's help.
    static func help(_ syntax: CommandSyntax, tool: String) -> String {
        var elements: [String] = []
        for argument in syntax.arguments {
            let word = argument.display + (argument.isRepeating ? " ..." : "")
            elements.append(argument.isOptional ? "[\(word)]" : word)
        }
        for option in syntax.options {
            var word = option.short.map { "-\($0)" + (option.valueName.map { " <\($0)>" } ?? "") } ?? option.display
            if option.repeats { word += " ..." }
            elements.append(option.isRequired ? word : "[\(word)]")
        }
        var text = section(syntax.abstract, syntax.discussion) + usage("USAGE: \(tool) \(syntax.name)", elements) + "\n"
        if !syntax.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + syntax.arguments.map { row($0.display, $0.help) }.joined()
        }
        text += "\nOPTIONS:\n"
        for option in syntax.options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += option.display
            var help = option.help
            if let values = option.allValues { help += " (values: " + values.joined(separator: ", ") + ")" }
            if let value = option.defaultValue { help += " (default: \(value))" }
            text += row(label, help)
        }
        return text + row("-h, --help", "Show help information.")
    }

    /// The tool's help: its subcommands.
    static func root(tool: String, abstract: String, discussion: String, subcommands: [CommandSyntax]) -> String {
        var text = section(abstract, discussion) + "USAGE: \(tool) <subcommand>\n\nOPTIONS:\n"
        text += row("--version", "Show the version.") + row("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n" + subcommands.map { row($0.name, $0.abstract) }.joined()
        return text + "\n  See '\(tool) help <subcommand>' for detailed help.\n"
    }

    /// The usage line: `head` and its elements, wrapped between elements, later lines under the
    /// first element after "USAGE: ".
    private static func usage(_ head: String, _ elements: [String]) -> String {
        var lines = [head]
        for element in elements {
            if lines[lines.count - 1].count + 1 + element.count > width {
                lines.append(String(repeating: " ", count: 7) + element)
            } else {
                lines[lines.count - 1] += " " + element
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func section(_ abstract: String, _ discussion: String) -> String {
        var text = wrap("OVERVIEW: " + abstract, indent: 0) + "\n\n"
        if !discussion.isEmpty { text += wrap(discussion, indent: 0) + "\n\n" }
        return text
    }

    /// A two-column row: the label at 2, the help at `column` (on the next line when the label is
    /// too long), wrapped.
    private static func row(_ label: String, _ help: String) -> String {
        let head = "  " + label
        let lines = wrapWords(help, width: width - column)
        var text = ""
        if head.count + 1 > column {
            text = head + "\n"
        } else {
            text = head + String(repeating: " ", count: column - head.count) + (lines.first ?? "") + "\n"
        }
        let rest = head.count + 1 > column ? lines[...] : lines.dropFirst()
        for line in rest { text += String(repeating: " ", count: column) + line + "\n" }
        return text
    }

    /// Words wrapped at `width` columns, later lines indented by `indent`.
    static func wrap(_ text: String, indent: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            let lines = wrapWords(String(paragraph), width: width, later: width - indent)
            return lines.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func wrapWords(_ text: String, width: Int, later: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let limit = lines.isEmpty ? width : (later ?? width)
            if !line.isEmpty && line.count + 1 + word.count > limit {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
