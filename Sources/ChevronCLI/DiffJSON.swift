import Chevron

/// `chevron diff --json`: one JSON object with SPEC §4's fields first —
/// `width, height, mismatched, antialiased, total, match, sizeMismatch` — then the options and
/// inputs. When the sizes differ the counts are `null` (never a count) and `width` / `height` are
/// the expected image's; both sizes are under `expected` and `actual`.
enum DiffJSON {
    static func object(_ result: DiffResult, options: DiffOptions, expected: String, actual: String,
                       outputs: [(key: String, path: String)]) -> String {
        var fields: [(String, String)] = []
        switch result {
        case .compared(let c):
            fields = [
                ("width", "\(c.width)"), ("height", "\(c.height)"),
                ("mismatched", "\(c.mismatched)"), ("antialiased", "\(c.antialiased)"), ("total", "\(c.total)"),
                ("match", "\(c.isMatch)"), ("sizeMismatch", "false"),
                ("allowed", "\(c.allowed)"),
                ("expected", size(path: expected, width: c.width, height: c.height)),
                ("actual", size(path: actual, width: c.width, height: c.height)),
            ]
        case .sizeMismatch(let e, let a):
            fields = [
                ("width", "\(e.width)"), ("height", "\(e.height)"),
                ("mismatched", "null"), ("antialiased", "null"), ("total", "null"),
                ("match", "false"), ("sizeMismatch", "true"),
                ("allowed", "null"),
                ("expected", size(path: expected, width: e.width, height: e.height)),
                ("actual", size(path: actual, width: a.width, height: a.height)),
            ]
        }
        fields += [
            ("threshold", number(options.threshold)),
            ("includeAA", "\(options.includeAntialiased)"),
            ("ignore", "[" + options.ignoredRegions.map { "[\($0.x),\($0.y),\($0.width),\($0.height)]" }
                .joined(separator: ",") + "]"),
            ("outputs", "{" + outputs.map { "\(string($0.key)):\(string($0.path))" }.joined(separator: ",") + "}"),
        ]
        return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func size(path: String, width: Int, height: Int) -> String {
        "{\"path\":\(string(path)),\"width\":\(width),\"height\":\(height)}"
    }

    /// A finite double as JSON writes it (the shortest form that reads back the same).
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
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
