import Chevron

/// What a subcommand accepts on the command line, declared once: its positional arguments and its
/// options. The same declaration parses the arguments (`parse`) and writes `--help` (`HelpText`).
///
/// The rules, as swift-argument-parser had them: `--name value` or `--name=value`, `-o value` for
/// the one-letter names; the word after an option is its value whatever it looks like (so
/// `--threshold -0.1` reaches the range check); an option given twice keeps the last value unless
/// it repeats (`--ignore`); `--` ends the options; `-h` and `--help` ask for help. Chevron parses
/// its own command line because swift-argument-parser found each command's options by reflection,
/// which was a third of the instructions of a whole `chevron diff` process (docs/DESIGN.md
/// §Start-up).
struct CommandSyntax: Sendable {
    var name: String
    var abstract: String
    var discussion: String
    var arguments: [ArgumentSyntax]
    var options: [OptionSyntax]

    /// Reads `words` (the arguments after the subcommand's name).
    func parse<S: Sequence<String>>(_ words: S) throws(ValidationError) -> ParsedArguments {
        var parsed = ParsedArguments(syntax: self)
        var iterator = words.makeIterator()
        var optionsEnded = false
        // A usage error is said once every word was read: `-h` after a bad option still asks for help.
        var problem: ValidationError?
        while let word = iterator.next() {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" {
                parsed.helpRequested = true
                return parsed
            }
            let (spelled, inline) = CommandSyntax.split(word)
            guard let option = option(spelled) else {
                problem = problem ?? unknownOption(spelled)
                continue
            }
            if option.valueIsOptional {
                // `--json` alone, `--json=FILE`, or `--json FILE.json`: a following word is the
                // value only when it is named for it, so `--json A B` still gives two arguments.
                var value = inline ?? ""
                if inline == nil, let suffix = option.valueSuffix {
                    var lookahead = iterator
                    if let next = lookahead.next(), !next.hasPrefix("-"), next.lowercased().hasSuffix(suffix) {
                        value = next
                        iterator = lookahead
                    }
                }
                if inline == "" { problem = problem ?? ValidationError("'\(spelled)=' wants a file name") }
                parsed.values[option.long] = [value]
                continue
            }
            guard option.takesValue else {
                if inline != nil { problem = problem ?? ValidationError("'\(spelled)' takes no value") }
                parsed.values[option.long, default: []].append("")
                continue
            }
            guard let value = inline ?? iterator.next() else {
                throw problem ?? ValidationError("Missing value for '\(option.display)'")
            }
            if option.repeats {
                parsed.values[option.long, default: []].append(value)
            } else {
                parsed.values[option.long] = [value]
            }
        }
        if let problem { throw problem }
        try check(parsed)
        return parsed
    }

    /// The option a word names (`--output`, `-o`), nil for none.
    func option(_ spelled: String) -> OptionSyntax? {
        if spelled.hasPrefix("--") { return options.first { "--" + $0.long == spelled } }
        return options.first { $0.short.map { "-" + String($0) } == spelled }
    }

    /// `--name=value` as name and value.
    static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let (name, value) = KeyValueText.split(Substring(word)) else { return (word, nil) }
        return (name, value)
    }

    func unknownOption(_ spelled: String) -> ValidationError {
        let names = options.map { "--" + $0.long }
        if spelled.hasPrefix("--"), let close = Suggestion.closest(to: spelled, in: names) {
            return ValidationError("Unknown option '\(spelled)'. Did you mean '\(close)'?")
        }
        return ValidationError("Unknown option '\(spelled)'")
    }

    /// Every required argument and option there, no argument too many.
    private func check(_ parsed: ParsedArguments) throws(ValidationError) {
        var count = parsed.positionals.count
        for argument in arguments {
            if count == 0 && !argument.isOptional {
                throw ValidationError("Missing expected argument '\(argument.display)'")
            }
            count = argument.isRepeating ? 0 : max(0, count - 1)
        }
        if count > 0 {
            let extra = parsed.positionals.suffix(count).map { "'\($0)'" }
            throw ValidationError(count == 1 ? "Unexpected argument \(extra[0])"
                                  : "\(count) unexpected arguments: " + extra.joined(separator: ", "))
        }
        for option in options where option.isRequired && parsed.values[option.long] == nil {
            throw ValidationError("Missing expected argument '\(option.display)'")
        }
    }
}

/// A positional argument.
struct ArgumentSyntax: Sendable {
    /// As usage and messages show it: `SCENE`, `A.png`.
    var valueName: String
    var help: String
    /// Takes every remaining word (`render SCENE...`).
    var isRepeating = false
    var isOptional = false

    var display: String { "<\(valueName)>" }
}

/// An option: a flag (`--json`) or one that takes a value (`--scale 2`).
struct OptionSyntax: Sendable {
    var long: String
    var short: Character?
    /// Nil for a flag.
    var valueName: String?
    var help: String
    /// Shown in --help as `(default: …)`.
    var defaultValue: String?
    /// Shown in --help as `(values: …)`.
    var allValues: [String]?
    var repeats = false
    var isRequired = false
    /// Given alone it is a flag (its value is ""); `--name=VALUE` or `--name VALUE<suffix>` give it a value.
    var valueIsOptional = false
    var valueSuffix: String?

    /// A flag: present or not.
    static func flag(_ long: String, help: String) -> OptionSyntax {
        OptionSyntax(long: long, short: nil, valueName: nil, help: help, defaultValue: nil, allValues: nil)
    }

    /// An option with a value, named `<long>` in messages unless `valueName` says otherwise.
    static func value(_ long: String, short: Character? = nil, valueName: String? = nil, help: String,
                      default defaultValue: String? = nil, values: [String]? = nil, repeats: Bool = false,
                      required: Bool = false) -> OptionSyntax {
        OptionSyntax(long: long, short: short, valueName: valueName ?? long, help: help, defaultValue: defaultValue,
                     allValues: values, repeats: repeats, isRequired: required)
    }

    /// A flag that may name a file: `--json` prints, `--json=FILE` or `--json FILE.json` writes FILE.
    static func flagOrFile(_ long: String, suffix: String, help: String) -> OptionSyntax {
        OptionSyntax(long: long, short: nil, valueName: nil, help: help, defaultValue: nil, allValues: nil,
                     valueIsOptional: true, valueSuffix: suffix)
    }

    var takesValue: Bool { valueName != nil }

    /// As messages show it: `--scale <scale>`, `--json`.
    var display: String {
        if valueIsOptional { return "--\(long) [FILE]" }
        return valueName.map { "--\(long) <\($0)>" } ?? "--\(long)"
    }
}
