import Foundation
import Testing

/// `chevron` calls nothing of Foundation (docs/DESIGN.md §Modules). The lint refuses
/// `import Foundation` in Sources, but a call can reach Foundation without one: on this toolchain
/// `String.contains(":")` can resolve to Foundation's `StringProtocol.contains(_:)` overload
/// through a module that re-exports it, which links Foundation, FoundationEssentials and ICU's
/// data into the static binary (50 MB more). The built executable's undefined symbols say what it
/// calls; a Foundation one is a failure naming the symbol.
struct NoFoundationTests {
    /// Mangled Swift names start with the module's length and name: `$s10Foundation…`,
    /// `$s20FoundationEssentials…`, `$s29FoundationInternationalization…`.
    static let foundationModules = ["10Foundation", "20FoundationEssentials", "29FoundationInternationalization"]

    @Test func chevronCallsNothingOfFoundation() throws {
        let nm = URL(fileURLWithPath: "/usr/bin/nm")
        let binary = ChevronProcess.executable
        let result = try ChevronProcess.run(nm, ["--undefined-only", binary.path], in: try ChevronProcess.scratch())
        #expect(result.status == 0, "nm failed: \(result.stderr)")
        let symbols = result.stdout.split(separator: "\n")
        // The check sees the binary's Swift calls at all (a stripped or empty listing would pass anything).
        #expect(symbols.contains { $0.contains("$ss") }, "nm listed no Swift standard-library call in \(binary.path)")
        let foundation = symbols.filter { line in Self.foundationModules.contains { line.contains("$s" + $0) } }
        #expect(foundation.isEmpty, "chevron calls Foundation: \(foundation.prefix(5).joined(separator: "; "))")
    }
}
