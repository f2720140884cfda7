/// A command line read against its `CommandSyntax`: the positional words in order, each option's
/// values by its long name (a flag's is one empty value). Typed reads say which option a bad value
/// was given to, as a usage error.
struct ParsedArguments: Sendable {
    let syntax: CommandSyntax
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    /// `-h` or `--help` was given (the rest is not read).
    var helpRequested = false

    init(syntax: CommandSyntax) {
        self.syntax = syntax
    }

    func flag(_ long: String) -> Bool { values[long] != nil }

    /// The option's last value, nil when it was not given.
    func string(_ long: String) -> String? { values[long]?.last }

    /// Every value of a repeating option, in order.
    func strings(_ long: String) -> [String] { values[long] ?? [] }

    /// The option's value read by `read` (nil: not given); a value `read` refuses is a usage error,
    /// `The value 'x' is invalid for '--scale <scale>'`, with `read`'s reason when it throws one.
    func value<T>(_ long: String, _ read: (String) throws -> T?) throws(ValidationError) -> T? {
        guard let text = string(long) else { return nil }
        let display = syntax.options.first { $0.long == long }?.display ?? "--\(long)"
        do {
            if let value = try read(text) { return value }
        } catch let error as ValidationError {
            throw ValidationError("The value '\(text)' is invalid for '\(display)': \(error.message)")
        } catch {
            throw ValidationError("The value '\(text)' is invalid for '\(display)': \(error)")
        }
        // An option of a few values names them: `--scale 4` is told 1, 2 or 3.
        if let values = syntax.options.first(where: { $0.long == long })?.allValues, let last = values.last {
            let list = values.count > 1 ? values.dropLast().joined(separator: ", ") + " or " + last : last
            throw ValidationError("The value '\(text)' is invalid for '\(display)': use \(list)")
        }
        throw ValidationError("The value '\(text)' is invalid for '\(display)'")
    }
}

/// A command line Chevron cannot use: said as `chevron: error: MESSAGE (see 'chevron X --help')`,
/// exit 64.
struct ValidationError: Error, CustomStringConvertible, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

/// A `chevron` subcommand: its command line declared once, read into the command, run.
protocol Subcommand {
    static var syntax: CommandSyntax { get }
    /// Reads the parsed command line, refusing what cannot be used (a usage error).
    init(_ arguments: ParsedArguments) throws(ValidationError)
    func run() throws
}
