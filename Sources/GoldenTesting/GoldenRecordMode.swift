#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    package static let variable = "CHEVRON_RECORD"

    /// The mode the environment asks for: `never` when `CI` is set (to anything but an empty
    /// string, `0`, `false` or `no`) whatever `CHEVRON_RECORD` says, so CI never writes goldens;
    /// else `CHEVRON_RECORD`, or `missing` when it is unset or empty.
    package static func fromEnvironment(_ environment: [String: String] = processEnvironment())
        throws -> GoldenRecordMode
    {
        if isCI(environment) { return .never }
        guard let text = environment[variable].map(trimmed), !text.isEmpty else {
            return .missing
        }
        guard let mode = GoldenRecordMode(rawValue: text.lowercased()) else {
            throw GoldenError("\(variable)=\(text) is not a record mode; use missing, all or never")
        }
        return mode
    }

    /// Whether the environment says this is a CI run.
    package static func isCI(_ environment: [String: String] = processEnvironment()) -> Bool {
        guard let value = environment["CI"].map(trimmed)?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// The variables of this process's environment that pick the mode (`CI`, `CHEVRON_RECORD`).
    package static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        for name in ["CI", variable] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: String) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(text[first...last])
    }
}

/// A golden assertion that could not run (a bad name, an unreadable golden, a bad environment).
public struct GoldenError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String

    package init(_ description: String) { self.description = description }
}
