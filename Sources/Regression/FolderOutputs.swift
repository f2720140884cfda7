import Chevron
import CommandSupport

/// What a folder comparison was asked to do, echoed in its JSON and carried in its blobs: the
/// folders, the command line's options and the rules. Shards of one run share it.
package struct FolderRunContext: Sendable, Equatable {
    package var expectedRoot: String
    package var actualRoot: String
    package var options: DiffOptions
    package var rules: [ImageRule]
    package var allowNew: Bool

    package var rulesJSON: JSONValue {
        .array(rules.map { rule in
            .object([
                ("match", .string(rule.match)),
                ("threshold", rule.threshold.map { .number($0) } ?? .null),
                ("maxDiffPixels", rule.maxDiffPixels.map { .integer($0) } ?? .null),
                ("maxDiffRatio", rule.maxDiffRatio.map { .number($0) } ?? .null),
                ("ignore", .array(rule.ignore.map { .array($0.map { .integer($0) }) })),
                ("includeAA", rule.includeAA.map { .bool($0) } ?? .null),
            ])
        })
    }
}

/// The machine outputs of a folder comparison — `--json`, `--junit`, `--github` — made from its
/// records alone, so that `merge-reports` gives the same bytes as one unsharded run.
package enum FolderOutputs {
    /// The bundled fonts' families and revisions, read from the font files this `chevron` uses,
    /// so that a report says what set the text of the images it drew; null when they cannot be found.
    package static var fonts: JSONValue {
        (try? Typesetter.bundled()).map { .string($0.fontVersions) } ?? .null
    }

    package static func optionsJSON(_ o: DiffOptions) -> [(String, JSONValue)] {
        [
            ("threshold", .number(o.threshold)),
            ("includeAA", .bool(o.includeAntialiased)),
            ("ignore", .array(o.ignoredRegions.map { .array([.integer($0.x), .integer($0.y), .integer($0.width), .integer($0.height)]) })),
            ("maxDiffPixels", o.maxDiffPixels.map { .integer($0) } ?? .null),
            ("maxDiffRatio", o.maxDiffPixelRatio.map { .number($0) } ?? .null),
        ]
    }

    package static func recordJSON(_ r: ImageRecord) -> JSONValue {
        func size(_ s: DiffSize?) -> JSONValue {
            s.map { .object([("width", .integer($0.width)), ("height", .integer($0.height))]) } ?? .null
        }
        return .object([
            ("path", .string(FileName.shown(r.path))),
            ("status", .string(r.status.rawValue)),
            ("mismatched", r.mismatched.map { .integer($0) } ?? .null),
            ("antialiased", r.antialiased.map { .integer($0) } ?? .null),
            ("total", r.total.map { .integer($0) } ?? .null),
            ("ratio", r.ratio.map { .number($0) } ?? .null),
            ("allowed", r.allowed.map { .integer($0) } ?? .null),
            ("expected", size(r.expectedSize)),
            ("actual", size(r.actualSize)),
        ] + optionsJSON(r.options) + [
            ("rule", r.rule.map { .string($0) } ?? .null),
            ("problem", r.problem.map { .string($0.description) } ?? .null),
        ])
    }

    /// `--json`: one object — versions, folders, options, rules, totals, then one record per image.
    /// `--json`: the run, every image, and `outputs`, the files the run wrote (its own included).
    package static func json(_ records: FolderRecords, context: FolderRunContext, outputs: [String] = []) -> String {
        let totals = FolderTotals(records)
        var totalFields: [(String, JSONValue)] = [("images", .integer(totals.images))]
        for status in ImageStatus.allCases { totalFields.append((status.rawValue, .integer(totals[status]))) }
        let status = totals.exitStatus(allowNew: context.allowNew)
        return JSONValue.object([
            ("chevron", .string(ChevronVersion.string)),
            ("fonts", fonts),
            ("expected", .string(context.expectedRoot)),
            ("actual", .string(context.actualRoot)),
            ("options", .object(optionsJSON(context.options) + [("allowNew", .bool(context.allowNew))])),
            ("rules", context.rulesJSON),
            ("match", .bool(status == .success)),
            ("totals", .object(totalFields)),
            ("images", .array(records.map(recordJSON))),
            ("outputs", .array(outputs.map { .string($0) })),
        ]).compact()
    }

    /// `--junit FILE`: one test case per image; changed, new (unless allowed), deleted and resized
    /// images are failures, unreadable ones errors.
    package static func junit(_ records: FolderRecords, allowNew: Bool) -> String {
        let totals = FolderTotals(records)
        let failures = records.reduce(0) { n, r in r.fails(allowNew: allowNew) && r.status != .unreadable ? n + 1 : n }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"chevron diff\" tests=\"\(records.count)\" failures=\"\(failures)\" "
            + "errors=\"\(totals[.unreadable])\">\n"
        xml += "<testsuite name=\"chevron diff\" tests=\"\(records.count)\" failures=\"\(failures)\" "
            + "errors=\"\(totals[.unreadable])\" skipped=\"0\">\n"
        for r in records {
            let name = xmlEscape(FileName.shown(r.path))
            xml += "<testcase classname=\"chevron.diff\" name=\"\(name)\""
            let message = xmlEscape(r.status.rawValue + (r.detail.map { ": " + $0 } ?? ""))
            if r.status == .unreadable {
                xml += "><error type=\"unreadable\" message=\"\(message)\"/></testcase>\n"
            } else if r.fails(allowNew: allowNew) {
                xml += "><failure type=\"\(r.status.rawValue)\" message=\"\(message)\"/></testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        return xml + "</testsuite>\n</testsuites>\n"
    }

    /// Text for an XML attribute. XML 1.0 cannot hold most control characters at all, so they are
    /// written as visible escapes (`\u{1B}`), as the command line's messages write them.
    package static func xmlEscape(_ text: String) -> String {
        var out = ""
        for scalar in ChevronFailure.oneLine(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `--github`: one `::error` workflow command per failing image, at the expected file.
    package static func githubAnnotations(_ records: FolderRecords, context: FolderRunContext) -> [String] {
        records.filter { $0.fails(allowNew: context.allowNew) }.map { r in
            let root = r.status == .new ? context.actualRoot : context.expectedRoot
            // Control characters are made visible first (the lines go to a log, maybe a terminal).
            let file = githubProperty(ChevronFailure.oneLine(root + "/" + r.path))
            let title = githubProperty("chevron diff: \(r.status.rawValue)")
            return "::error file=\(file),title=\(title)::"
                + githubData(ChevronFailure.oneLine("\(r.path): \(r.status.rawValue)" + (r.detail.map { " — " + $0 } ?? "")))
        }
    }

    /// A workflow command's message: `%`, CR and LF escaped as GitHub reads them.
    package static func githubData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// A workflow command's property value: also `:` and `,`.
    package static func githubProperty(_ text: String) -> String {
        githubData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }

    /// The Markdown appended to `$GITHUB_STEP_SUMMARY`: the totals and a table of the images
    /// that did not pass (the first 100), names in code spans with their backticks and pipes escaped.
    package static func githubSummary(_ records: FolderRecords, context: FolderRunContext) -> String {
        let totals = FolderTotals(records)
        var md = "### chevron diff\n\n" + totals.line + "\n\n"
        let failing = records.lazy.filter { $0.status != .passed }
        let count = totals.images - totals[.passed]
        guard count > 0 else { return md }
        md += "| status | image | detail |\n|---|---|---|\n"
        for r in failing.prefix(100) {
            md += "| \(r.status.rawValue) | \(markdownCell(FileName.shown(r.path))) | \(markdownCell(r.detail ?? "")) |\n"
        }
        if count > 100 { md += "\n…and \(count - 100) more.\n" }
        return md + "\n"
    }

    package static func markdownCell(_ text: String) -> String {
        var out = ""
        for ch in ChevronFailure.oneLine(text) {
            switch ch {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "`", "*", "_", "[", "]", "\\": out += "\\" + String(ch)
            default: out.append(ch)
            }
        }
        return out
    }
}

extension String {
    package func replacingAll(_ target: Character, _ replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
        return out
    }
}
