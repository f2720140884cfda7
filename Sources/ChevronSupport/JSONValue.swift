/// A JSON value with objects in a fixed key order, so a report prints the same bytes for the same
/// input on every run.
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A whole number, printed as one at any size (a Double would print 2^63 as 9.2e+18).
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// On one line without spaces (machine-read output).
    package func compact() -> String {
        switch self {
        case .null, .bool, .number, .integer, .string:
            return rendered()
        case .array(let items):
            return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { JSONValue.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",") + "}"
        }
    }

    /// Pretty-printed with two-space indents; arrays of scalars or frames stay on one line when it is
    /// short (100 characters with the indent).
    package func rendered(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        // JSON has no NaN or infinity: a value that is not a finite number is null.
        case .number(let v): return v.isFinite ? NumberText.points(v) : "null"
        case .integer(let v): return String(v)
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = indent + "  "
            if items.allSatisfy(\.isInline) {
                let line = "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
                if indent.count + line.count <= 100 { return line }
            }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            if isInline {
                return "{ " + fields.map { "\(JSONValue.quoted($0.0)): \($0.1.rendered())" }.joined(separator: ", ") + " }"
            }
            let inner = indent + "  "
            return "{\n" + fields.map { "\(inner)\(JSONValue.quoted($0.0)): \($0.1.rendered(indent: inner))" }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// Scalars, and objects of at most four scalars (frames), print on one line.
    private var isInline: Bool {
        switch self {
        case .null, .bool, .number, .integer, .string: return true
        case .array(let items): return items.isEmpty
        case .object(let fields): return fields.count <= 4 && fields.allSatisfy { $0.1.isScalar }
        }
    }

    private var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .integer, .string: return true
        case .array, .object: return false
        }
    }

    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

