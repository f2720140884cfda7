/// How two images are compared. Every option with its default:
///
/// | option | default | from |
/// |---|---|---|
/// | `threshold` | 0.1 | pixelmatch `threshold`: 0 … 1, smaller is more sensitive; a pixel differs when its squared YIQ distance is `> 35215 · threshold²` |
/// | `includeAntialiased` | false | pixelmatch `includeAA`: when true, anti-aliased pixels count as differences too (the detector is not run) |
/// | `ignoredRegions` | none | rectangles whose pixels are never counted (Chevron's own; like odiff's ignore regions) |
/// | `maxDiffPixels` | nil | Playwright `maxDiffPixels`: this many differing pixels still count as a match |
/// | `maxDiffPixelRatio` | nil | Playwright `maxDiffPixelRatio`: this share (0 … 1) of all pixels may differ and still match |
///
/// With neither tolerance set, a match means no differing pixel at all. With both set, the smaller
/// allowance wins, as in Playwright's `compareImages`.
public struct DiffOptions: Hashable, Sendable {
    public var threshold: Double
    public var includeAntialiased: Bool
    public var ignoredRegions: [DiffRegion]
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?

    public init(threshold: Double = 0.1, includeAntialiased: Bool = false, ignoredRegions: [DiffRegion] = [],
                maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.threshold = threshold
        self.includeAntialiased = includeAntialiased
        self.ignoredRegions = ignoredRegions
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Nil when the options make sense, else what is wrong (its `description` says it in one line;
    /// `DiffOptionsProblem.code` gives its code in the diagnostic registry).
    public var problem: DiffOptionsProblem? {
        if !threshold.isFinite || threshold < 0 || threshold > 1 { return .thresholdOutOfRange(threshold) }
        if let n = maxDiffPixels, n < 0 { return .negativeMaxDiffPixels(n) }
        if let r = maxDiffPixelRatio, !r.isFinite || r < 0 || r > 1 { return .maxDiffPixelRatioOutOfRange(r) }
        return nil
    }

    /// The most differing pixels an image of `total` pixels may have and still match, following
    /// Playwright's `compareImages`: `min(maxDiffPixels, total · maxDiffPixelRatio)` when both are
    /// set, either one alone, else 0. A ratio allows every count n with n / total ≤ ratio ("up to
    /// this share"), compared as correctly rounded quotients. Unlike Playwright, whose
    /// `count > total · ratio` lets the product's rounding decide (100 · 0.29 = 28.999…, so 29 of
    /// 100 pixels fail a ratio of 0.29), 29 of 100 match 0.29.
    public func allowedMismatches(total: Int) -> Int {
        let byCount = maxDiffPixels.map { max(0, $0) }
        let byRatio = maxDiffPixelRatio.map { ratio -> Int in
            guard total > 0, ratio.isFinite, ratio > 0 else { return 0 }
            let within = { (n: Int) in Double(n) / Double(total) <= ratio }
            var allowed = Int(min((Double(total) * ratio).rounded(.down), Double(total)))
            while allowed < total && within(allowed + 1) { allowed += 1 }
            while allowed > 0 && !within(allowed) { allowed -= 1 }
            return allowed
        }
        switch (byCount, byRatio) {
        case let (count?, ratio?): return min(count, ratio)
        case let (count?, nil): return count
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }
}

/// Options that cannot be compared with, each with the value at fault.
public enum DiffOptionsProblem: Hashable, Sendable, CustomStringConvertible {
    /// `threshold` outside 0 … 1 (or not a number).
    case thresholdOutOfRange(Double)
    /// `maxDiffPixels` below 0.
    case negativeMaxDiffPixels(Int)
    /// `maxDiffPixelRatio` outside 0 … 1 (or not a number).
    case maxDiffPixelRatioOutOfRange(Double)

    public var description: String {
        switch self {
        case .thresholdOutOfRange(let t): "the threshold must be between 0 and 1, not \(t)"
        case .negativeMaxDiffPixels(let n): "the maximum number of differing pixels cannot be negative (\(n))"
        case .maxDiffPixelRatioOutOfRange(let r): "the maximum ratio of differing pixels must be between 0 and 1, not \(r)"
        }
    }
}

/// A rectangle of pixels left out of the comparison. Inclusive: the region at x, y of
/// width × height covers columns x … x + width − 1 and rows y … y + height − 1, its edge pixels
/// included, so `DiffRegion(x: 3, y: 4, width: 1, height: 1)` ignores exactly pixel (3, 4).
/// Parts outside the image are clipped away.
public struct DiffRegion: Hashable, Sendable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    /// Nil unless x, y ≥ 0 and width, height ≥ 1. A region reaching past `Int.max` is cut there
    /// (it is clipped to the image in any case).
    public init?(x: Int, y: Int, width: Int, height: Int) {
        guard x >= 0, y >= 0, width >= 1, height >= 1 else { return nil }
        self.x = x
        self.y = y
        // The last column x + width − 1 must be a representable number.
        self.width = width - 1 > Int.max - x ? Int.max - x + 1 : width
        self.height = height - 1 > Int.max - y ? Int.max - y + 1 : height
    }

    /// The last column and row inside the region.
    public var maxX: Int { x + (width - 1) }
    public var maxY: Int { y + (height - 1) }

    @inline(__always)
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px <= maxX && py >= y && py <= maxY
    }

    /// Whether it covers any pixel of an image of this size (else clipping leaves nothing of it).
    package func touches(width imageWidth: Int, height imageHeight: Int) -> Bool {
        x < imageWidth && y < imageHeight
    }

    public var description: String { "\(x),\(y),\(width),\(height)" }
}
