/// The sysexits-style exit codes of docs/DESIGN.md §Command line, the same for every command.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case imagesDiffer = 1
    case sizesDiffer = 2
    case usage = 64
    case dataError = 65
    case noInput = 66
    case cannotCreate = 73
}

/// An error that knows which exit code it deserves. Module errors conform to this in their own
/// files (`Type+ExitStatus.swift`); anything else is treated as invalid input data.
public protocol ExitStatusProviding: Error {
    var exitStatus: ExitStatus { get }
}

/// An error reduced to what the command line shows: one readable line and an exit code.
public struct ChevronFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var exitCode: ExitStatus

    /// `message` is kept to one line: control characters and line or paragraph separators in it
    /// (a file name or a scene's text can hold any of them) are written as escapes (`\n`, `\u{1B}`),
    /// so that nothing a user names can break the line or drive the terminal.
    public init(message: String, exitCode: ExitStatus) {
        self.message = ChevronFailure.oneLine(message)
        self.exitCode = exitCode
    }

    /// `text` with every control character (C0, DEL, C1), U+2028 and U+2029 escaped.
    public static func oneLine(_ text: String) -> String {
        func needsEscape(_ c: Unicode.Scalar) -> Bool {
            c.properties.generalCategory == .control || c == "\u{2028}" || c == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars {
            guard needsEscape(c) else {
                out.append(c)
                continue
            }
            let escape = switch c {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    public init(_ error: any Error) {
        if let failure = error as? ChevronFailure {
            self = failure
            return
        }
        let code = (error as? ExitStatusProviding)?.exitStatus ?? .dataError
        // One line: the first line of the description, context lines folded in with "; ".
        let text = String(describing: error)
            .split(whereSeparator: \.isNewline).map(String.init).joined(separator: "; ")
        self.init(message: text, exitCode: code)
    }

    public var description: String { message }
}
