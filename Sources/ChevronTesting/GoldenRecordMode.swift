import Foundation

/// When `assertGolden` writes goldens, like swift-snapshot-testing's record modes. Set with the
/// environment variable `CHEVRON_RECORD=missing|all|never` or per call.
///
/// | mode | a golden exists | no golden yet |
/// |---|---|---|
/// | `missing` (default) | compared | written, and the test fails saying so |
/// | `all` | rewritten, and the test fails saying so | written, and the test fails saying so |
/// | `never` (always when `CI` is set) | compared | the test fails, nothing written |
///
/// A test that records always fails, so a golden is never accepted without someone looking at it.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    case missing
    case all
    case never

    /// The name of the environment variable that picks the mode.
    public static let variable = "CHEVRON_RECORD"

    /// The mode the environment asks for: `never` when `CI` is set (to anything but an empty
    /// string, `0`, `false` or `no`) whatever `CHEVRON_RECORD` says, so CI never writes goldens;
    /// else `CHEVRON_RECORD`, or `missing` when it is unset or empty.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> GoldenRecordMode
    {
        if isCI(environment) { return .never }
        guard let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return .missing
        }
        guard let mode = GoldenRecordMode(rawValue: text.lowercased()) else {
            throw GoldenError("\(variable)=\(text) is not a record mode; use missing, all or never")
        }
        return mode
    }

    /// Whether the environment says this is a CI run.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }
}

/// A golden assertion that could not run (a bad name, an unreadable golden, a bad environment).
public struct GoldenError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
