/// The sysexits-style exit codes of SPEC §4, the same for every command.
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

    public init(message: String, exitCode: ExitStatus) {
        self.message = message
        self.exitCode = exitCode
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
