import ImageDiff

/// What one golden check came to. Only `matched` passes; every other outcome fails the test with
/// `failureMessage`.
public enum GoldenOutcome: Hashable, Sendable {
    /// The image matches its golden (the result is nil for a byte-exact match).
    case matched(DiffResult?)
    /// The golden was written (it was missing, or the mode is `all`); the test still fails.
    case recorded(golden: String, mode: GoldenRecordMode, replaced: Bool)
    /// No golden, and recording is off (always so under CI). The image is still written where the
    /// message says (`actual`; nil when it could not be), so that a CI run's artifacts can be
    /// looked at and approved (`chevron approve`).
    case missing(golden: String, ci: Bool, actual: String? = nil)
    /// The image differs from its golden; the artifacts say how.
    case mismatched(DiffResult, exactMismatchedPixels: Int?, artifacts: GoldenArtifacts)
    /// The check could not run (unreadable or corrupt golden, bad name, rendering failed…).
    case failed(String)

    public var passed: Bool {
        if case .matched = self { return true }
        return false
    }

    /// The message a failing test shows; nil when it passed.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case let .recorded(golden, mode, replaced):
            let what = replaced ? "Rewrote" : "Recorded a new"
            return """
                \(what) golden \(golden) (\(GoldenRecordMode.variable)=\(mode.rawValue)). \
                Look at it, then run the test again without recording to compare against it.
                """
        case let .missing(golden, ci, actual):
            let why = ci ? "recording is off because CI is set" : "\(GoldenRecordMode.variable)=never"
            return """
                No golden at \(golden) (\(why)). Record it with \(GoldenRecordMode.variable)=missing \
                and commit it.
                """ + (actual.map { "\nThe image is at \($0): look at it, or copy it to the golden's path." } ?? "")
        case let .mismatched(result, exact, artifacts):
            var head = "The image does not match its golden: "
            if let exact {
                head += "\(exact) pixel\(exact == 1 ? " is" : "s are") not byte-identical "
                    + "(pixelmatch at threshold 0, anti-aliasing counted: \(result.summary))"
            } else {
                head += result.summary
            }
            return head + ".\n" + artifacts.listing
                + "\nIf the change is intended, re-record with \(GoldenRecordMode.variable)=all."
        case let .failed(message):
            return message
        }
    }
}

/// The files a failed comparison leaves behind, for people to look at (each nil when it could
/// not be written; `problems` says why).
public struct GoldenArtifacts: Hashable, Sendable {
    public var golden: String
    public var actual: String?
    public var expected: String?
    public var diff: String?
    public var sideBySide: String?
    public var problems: [String] = []

    package init(golden: String, actual: String? = nil, expected: String? = nil, diff: String? = nil,
                sideBySide: String? = nil, problems: [String] = []) {
        self.golden = golden
        self.actual = actual
        self.expected = expected
        self.diff = diff
        self.sideBySide = sideBySide
        self.problems = problems
    }

    /// One line per file: golden, actual, expected, diff, side by side.
    public var listing: String {
        var lines = ["  golden:       \(golden)"]
        if let actual { lines.append("  actual:       \(actual)") }
        if let expected { lines.append("  expected:     \(expected)") }
        if let diff { lines.append("  diff:         \(diff)  (red: differs, yellow: anti-aliasing, not counted)") }
        if let sideBySide { lines.append("  side by side: \(sideBySide)  (expected | actual | diff)") }
        lines += problems.map { "  (\($0))" }
        return lines.joined(separator: "\n")
    }
}
