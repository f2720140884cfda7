import Chevron
import Testing

/// Options the differ cannot compare with are typed problems, each with its code in the registry
/// (an error, documented in docs/diagnostics.md), and the line the command line says.
struct DiffOptionsProblemCodeTests {
    @Test func eachProblemHasItsCode() {
        let cases: [(DiffOptions, DiffOptionsProblem, DiagnosticCode)] = [
            (DiffOptions(threshold: 2), .thresholdOutOfRange(2), .diffThresholdOutOfRange),
            (DiffOptions(threshold: .nan), .thresholdOutOfRange(.nan), .diffThresholdOutOfRange),
            (DiffOptions(maxDiffPixels: -1), .negativeMaxDiffPixels(-1), .diffNegativeMaxDiffPixels),
            (DiffOptions(maxDiffPixelRatio: 1.5), .maxDiffPixelRatioOutOfRange(1.5), .diffMaxDiffRatioOutOfRange),
        ]
        for (options, problem, code) in cases {
            let found = options.problem
            #expect(found?.code == code, "\(options)")
            // NaN is never equal to itself: compare the cases by their codes and lines.
            #expect(found?.description == problem.description)
            #expect(code.severity == .error && !code.summary.isEmpty)
        }
        #expect(DiffOptions(threshold: 2).problem?.description == "the threshold must be between 0 and 1, not 2.0")
        #expect(DiffOptions().problem == nil)
    }
}
