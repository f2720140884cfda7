import ImageDiff

/// How close the actual image must be to its golden.
///
/// - `.exact`: the same size and the same straight RGBA bytes (STYLE: raster goldens).
/// - `.pixelmatch(...)`: ImageDiff's pixelmatch metric, with its threshold (default 0.1),
///   anti-aliasing forgiven unless `includeAntialiased`, ignored regions, and Playwright-style
///   allowances (`maxDiffPixels`, `maxDiffPixelRatio`); the default allows no differing pixel.
///   Text and anything anti-aliased is better compared this way, with a visible tolerance.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Nil for byte-exact comparison.
    public let options: DiffOptions?

    public static let exact = GoldenTolerance(options: nil)

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing forgiven, no differing pixel allowed.
    public static let `default` = GoldenTolerance.pixelmatch()

    public static func pixelmatch(threshold: Double = 0.1, includeAntialiased: Bool = false,
                                  maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
                                  ignoring regions: [DiffRegion] = []) -> GoldenTolerance {
        GoldenTolerance(options: DiffOptions(threshold: threshold, includeAntialiased: includeAntialiased,
                                             ignoredRegions: regions, maxDiffPixels: maxDiffPixels,
                                             maxDiffPixelRatio: maxDiffPixelRatio))
    }

    public init(options: DiffOptions?) { self.options = options }

    public var description: String {
        guard let o = options else { return "byte-exact" }
        var parts = ["threshold \(o.threshold)"]
        if o.includeAntialiased { parts.append("anti-aliasing counted") }
        if let n = o.maxDiffPixels { parts.append("up to \(n) pixels") }
        if let r = o.maxDiffPixelRatio { parts.append("up to \(r * 100) % of the pixels") }
        if !o.ignoredRegions.isEmpty { parts.append("\(o.ignoredRegions.count) ignored region(s)") }
        return parts.joined(separator: ", ")
    }
}
