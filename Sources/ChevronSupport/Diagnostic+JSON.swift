extension Diagnostic {
    /// The diagnostic as a JSON object — severity, code, message, file, line, column, keyPath — as
    /// `resolve --json` prints it and the preview page receives it.
    package var json: JSONValue {
        .object([
            ("severity", .string(severity.rawValue)), ("code", .string(code.rawValue)), ("message", .string(message)),
            ("file", .string(file)), ("line", line.map { .integer($0) } ?? .null),
            ("column", column.map { .integer($0) } ?? .null), ("keyPath", .string(keyPath)),
        ])
    }
}
