extension DiagnosticCode {
    /// `docs/diagnostics.md`: every code of the registry with its severity and its line of
    /// documentation, under a heading per family (the code's first word), in the registry's order.
    /// `scripts/diagnostics.sh` writes it; `DiagnosticReferenceTests` fails when the file differs.
    package static var reference: String {
        var text = """
            # Diagnostics

            Every warning and error Chevron says about a scene has a stable code, printed by
            `chevron resolve --json` (`"code"`), sent to the preview page and matched by callers of the
            library (`Diagnostic.code`, a `DiagnosticCode`). A warning still renders; an error stops the
            command (exit 65).

            Generated from the registry, `Sources/ChevronSupport/DiagnosticCode.swift`, by
            `scripts/diagnostics.sh`; a test fails when this file is not current. Do not edit it by hand.

            """
        var families: [String] = []
        for code in allCases where !families.contains(code.family) { families.append(code.family) }
        for family in families {
            text += "\n## `\(family)`\n\n| Code | Severity | When |\n| --- | --- | --- |\n"
            for code in allCases where code.family == family {
                let summary = code.summary.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
                text += "| `\(code.rawValue)` | \(code.severity.rawValue) | \(summary) |\n"
            }
        }
        return text
    }
}

extension DiagnosticCode {
    /// The code's first word: `navigationBar` of `navigationBar.titleHasNoRoom`.
    package var family: String { String(rawValue.prefix { $0 != "." }) }
}
