/// The sysexits-style exit codes, the same for every command.
package enum ExitStatus: Int32, Sendable {
    case success = 0
    case imagesDiffer = 1
    case sizesDiffer = 2
    case usage = 64
    case dataError = 65
    case noInput = 66
    /// `preview`: the port cannot be listened on, or the server is missing or stopped.
    case unavailable = 69
    case cannotCreate = 73
}

/// An error that knows which exit code it deserves. Module errors conform to this in their own
/// files (`Type+ExitStatus.swift`); anything else is treated as invalid input data.
package protocol ExitStatusProviding: Error {
    var exitStatus: ExitStatus { get }
}
