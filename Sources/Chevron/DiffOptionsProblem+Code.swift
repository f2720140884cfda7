import ChevronSupport
import ImageDiff

extension DiffOptionsProblem {
    /// The problem's code in the diagnostic registry (docs/diagnostics.md). The differ depends on
    /// nothing, so its problems are given their codes here, where both are known.
    public var code: DiagnosticCode {
        switch self {
        case .thresholdOutOfRange: .diffThresholdOutOfRange
        case .negativeMaxDiffPixels: .diffNegativeMaxDiffPixels
        case .maxDiffPixelRatioOutOfRange: .diffMaxDiffRatioOutOfRange
        }
    }
}
