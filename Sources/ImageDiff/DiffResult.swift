/// What a comparison found. Images whose width or height differ are a result of their own
/// (`sizeMismatch`), never a pixel count: pixelmatch refuses them, and a count over a transposed
/// pair (120 × 80 against 80 × 120: the same number of bytes) would mean nothing.
public enum DiffResult: Hashable, Sendable {
    case compared(DiffCounts)
    case sizeMismatch(expected: DiffSize, actual: DiffSize)

    /// True when the sizes agree and no more pixels differ than the options allow.
    public var isMatch: Bool {
        switch self {
        case .compared(let counts): return counts.isMatch
        case .sizeMismatch: return false
        }
    }

    public var counts: DiffCounts? {
        if case .compared(let counts) = self { return counts }
        return nil
    }

    public var isSizeMismatch: Bool {
        if case .sizeMismatch = self { return true }
        return false
    }

    /// One line for people: "images match", "12 of 76800 pixels differ (…)" or "sizes differ: …".
    public var summary: String {
        switch self {
        case .sizeMismatch(let expected, let actual):
            return "image sizes differ: \(expected) against \(actual)"
        case .compared(let c):
            var text: String
            if c.mismatched == 0 {
                text = "images match"
            } else {
                text = "\(c.mismatched) of \(c.total) pixels differ (\(c.percentText) %)"
                if c.isMatch { text += ", within the allowed \(c.allowed)" }
                if !c.isMatch && c.allowed > 0 { text += ", more than the allowed \(c.allowed)" }
            }
            if c.antialiased > 0 {
                text += "; \(c.antialiased) anti-aliased pixel\(c.antialiased == 1 ? "" : "s") not counted"
            }
            return text
        }
    }
}

/// The counts of one comparison of two images of the same size.
public struct DiffCounts: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Pixels that differ beyond the threshold and are not anti-aliasing: pixelmatch's return
    /// value (red in the diff image). Pixels in ignored regions are never counted.
    public let mismatched: Int
    /// Pixels that differ beyond the threshold but were judged anti-aliasing and so not counted
    /// (yellow in the diff image); always 0 with `includeAntialiased`.
    public let antialiased: Int
    /// The most mismatched pixels that still count as a match (from `maxDiffPixels` / `maxDiffPixelRatio`).
    public let allowed: Int

    public init(width: Int, height: Int, mismatched: Int, antialiased: Int, allowed: Int) {
        self.width = width
        self.height = height
        self.mismatched = mismatched
        self.antialiased = antialiased
        self.allowed = allowed
    }

    public var total: Int { width * height }
    public var isMatch: Bool { mismatched <= allowed }
    /// Mismatched pixels as a share of all pixels, 0 … 1.
    public var ratio: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }

    /// The mismatched share in per cent with two decimals, rounded up like Playwright's message
    /// (so a single differing pixel never shows as "0.00").
    package var percentText: String {
        let hundredths = (ratio * 10_000).rounded(.up)
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// A width and height in pixels.
public struct DiffSize: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width) x \(height)" }
}
