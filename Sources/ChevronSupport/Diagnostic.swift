/// Something said about a scene — a warning (it still renders: something UIKit would ignore, or
/// something that does not fit) or an error — as a value from the parser through the model and
/// layout to whoever shows it: its severity, a stable code to match on, the message, and where it
/// is (the file, the line and column where known, the key path or part). It stays a value until
/// an edge (the command line, a preview page) shows it; nothing reads its text back.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case warning
        case error
    }

    public var severity: Severity
    /// Stable across versions, one of the registry's (`DiagnosticCode`), e.g. `.operationIgnored`.
    public var code: DiagnosticCode
    /// One sentence, without the location.
    public var message: String
    /// The scene file; empty until a scene's layer fills it in.
    public var file: String
    /// 1-based line and column in `file`, where the problem has one.
    public var line: Int?
    public var column: Int?
    /// Where in the scene's structure (`navigationController.operations[2]`) or which part of the
    /// laid-out scene (`navigationBar`); empty when neither applies.
    public var keyPath: String

    public init(_ severity: Severity, code: DiagnosticCode, _ message: String, file: String = "", line: Int? = nil,
                column: Int? = nil, keyPath: String = "") {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    /// A warning with no location yet (the model's and layout's; the scene's layers place it).
    package static func warning(_ code: DiagnosticCode, _ message: String) -> Diagnostic {
        Diagnostic(.warning, code: code, message)
    }

    /// The same diagnostic said of `file` at `keyPath` (the key path is kept when it has one).
    package func located(file: String, line: Int? = nil, column: Int? = nil, keyPath: String) -> Diagnostic {
        var placed = self
        placed.file = file
        placed.line = line ?? self.line
        placed.column = column ?? self.column
        if placed.keyPath.isEmpty { placed.keyPath = keyPath }
        return placed
    }

    /// One line, with the parts of its location it has: `FILE:LINE:COL: warning at KEYPATH: MESSAGE`,
    /// `FILE: warning at PART: MESSAGE`, `warning: MESSAGE`.
    public var description: String {
        var head = file
        if let line {
            head += ":\(line)"
            if let column { head += ":\(column)" }
        }
        let kind = severity.rawValue + (keyPath.isEmpty ? "" : " at \(keyPath)")
        return head.isEmpty ? "\(kind): \(message)" : "\(head): \(kind): \(message)"
    }
}
