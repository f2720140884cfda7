import Foundation
import Testing

import ChevronSupport

/// `docs/diagnostics.md` is the registry's own list (`DiagnosticCode.reference`), never edited by
/// hand: `scripts/diagnostics.sh` writes it (`CHEVRON_WRITE_DOCS=1`), and this fails when it is stale.
struct DiagnosticReferenceTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/diagnostics.md")

    @Test func theDocumentIsTheRegistrys() throws {
        let generated = DiagnosticCode.reference
        if ProcessInfo.processInfo.environment["CHEVRON_WRITE_DOCS"] == "1" {
            try generated.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(written == generated, "docs/diagnostics.md is stale: run scripts/diagnostics.sh")
        // Every code has its row, under its family's heading.
        for code in DiagnosticCode.allCases {
            #expect(written.contains("| `\(code.rawValue)` | \(code.severity.rawValue) |"), "\(code)")
        }
    }

    /// A code is `family.name` in lower camel case, and its summary one sentence on one line.
    @Test(arguments: DiagnosticCode.allCases)
    func aCodeIsDottedAndDocumented(_ code: DiagnosticCode) {
        let words = code.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        #expect(words.count == 2 && words.allSatisfy { $0.first?.isLowercase == true }, "\(code)")
        #expect(words.allSatisfy { $0.allSatisfy { $0.isLetter } }, "\(code)")
        #expect(code.summary.hasSuffix(".") && !code.summary.contains("\n") && code.summary.count > 10, "\(code)")
    }
}
