import Foundation

/// The benchmark's results: printed as a table for people and written as JSON for
/// bench/compare_table.py, which sets them beside the peers' numbers.
struct BenchReport {
    struct Row {
        /// The JSON key (stable: compare_table.py reads it).
        let key: String
        let label: String
        let timing: Timing?
        /// Why there is no timing ("n/a: …"), or what else was measured.
        let note: String
        var extra: [String: Any] = [:]
    }

    private(set) var rows: [Row] = []
    var header: [String: Any] = [:]
    var lines: [String] = []

    mutating func add(_ key: String, _ label: String, _ timing: Timing?, note: String = "", extra: [String: Any] = [:]) {
        rows.append(Row(key: key, label: label, timing: timing, note: note, extra: extra))
        print(BenchReport.format(rows[rows.count - 1]))
    }

    static func format(_ row: Row) -> String {
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, n - s.count))
            return left ? fill + s : s + fill
        }
        guard let t = row.timing else { return pad(row.label, 46) + "  " + row.note }
        return pad(row.label, 46) + pad(ms(t.median), 10, left: true) + pad(ms(t.minimum), 10, left: true)
            + pad("\(t.runs)", 7, left: true) + "  " + row.note
    }

    static var tableHeader: String {
        "measurement".padding(toLength: 46, withPad: " ", startingAt: 0)
            + "median ms".leftPadded(10) + "min ms".leftPadded(10) + "n".leftPadded(7) + "  note"
    }

    static func ms(_ v: Double) -> String { String(format: v < 1 ? "%.3f" : (v < 100 ? "%.2f" : "%.0f"), v) }

    /// Everything as one JSON object: `header` plus one object per row under its key.
    func json() throws -> Data {
        var object = header
        var results: [String: Any] = [:]
        for row in rows {
            var r = row.extra
            r["label"] = row.label
            r["note"] = row.note
            if let t = row.timing {
                r["median_ms"] = t.median
                r["min_ms"] = t.minimum
                r["n"] = t.runs
            }
            results[row.key] = r
        }
        object["results"] = results
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}
