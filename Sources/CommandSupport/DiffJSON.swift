import Chevron

/// `chevron diff --json`: one JSON object with the documented fields first
/// (docs/DESIGN.md §Command line) — `width, height, mismatched, antialiased, total, match,
/// sizeMismatch` — then the options and inputs. When the sizes differ the counts are `null` (never
/// a count) and `width` / `height` are the expected image's; both sizes are under `expected` and
/// `actual`.
package enum DiffJSON {
    package static func object(_ result: DiffResult, options: DiffOptions, expected: String, actual: String,
                       outputs: [(key: String, path: String)]) -> String {
        func int(_ v: Int) -> JSONValue { .integer(v) }
        func size(_ path: String, _ width: Int, _ height: Int) -> JSONValue {
            .object([("path", .string(path)), ("width", int(width)), ("height", int(height))])
        }
        var fields: [(String, JSONValue)]
        switch result {
        case .compared(let c):
            fields = [
                ("width", int(c.width)), ("height", int(c.height)),
                ("mismatched", int(c.mismatched)), ("antialiased", int(c.antialiased)), ("total", int(c.total)),
                ("match", .bool(c.isMatch)), ("sizeMismatch", .bool(false)),
                ("allowed", int(c.allowed)),
                ("expected", size(expected, c.width, c.height)),
                ("actual", size(actual, c.width, c.height)),
            ]
        case .sizeMismatch(let e, let a):
            fields = [
                ("width", int(e.width)), ("height", int(e.height)),
                ("mismatched", .null), ("antialiased", .null), ("total", .null),
                ("match", .bool(false)), ("sizeMismatch", .bool(true)),
                ("allowed", .null),
                ("expected", size(expected, e.width, e.height)),
                ("actual", size(actual, a.width, a.height)),
            ]
        }
        fields += [
            ("threshold", .number(options.threshold)),
            ("includeAA", .bool(options.includeAntialiased)),
            ("ignore", .array(options.ignoredRegions.map { .array([int($0.x), int($0.y), int($0.width), int($0.height)]) })),
            ("outputs", .object(outputs.map { ($0.key, .string($0.path)) })),
        ]
        return JSONValue.object(fields).compact()
    }
}
