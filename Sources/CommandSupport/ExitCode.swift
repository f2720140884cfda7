/// A subcommand's verdict, its message already printed: the process exits with this status.
package struct ExitCode: Error, Sendable {
    package var rawValue: Int32

    package init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }
}
