/// Tail truncation with "…" using only the measurer, as UIKit's `UILineBreakModeTailTruncation`
/// shortens a long title or back-button label. The same rule as the typesetting layer's
/// `Typesetter.truncated`: keep the longest prefix of whole characters (grapheme clusters) that fits
/// with the ellipsis after it, never ending the prefix on a space; the empty string when not even
/// "…" fits.
extension TextMeasurer {
    public static let ellipsis = "\u{2026}"

    /// `text` as it fits in `limit` points (label widths, whole points): unchanged when it fits.
    public func truncated(_ text: String, font: FontSpec, toWidth limit: Double) -> String {
        if labelWidth(text, font: font) <= limit { return text }
        var cuts: [String.Index] = []
        var previousIsSpace = false
        for index in text.indices {
            if !previousIsSpace { cuts.append(index) }
            previousIsSpace = text[index].isWhitespace
        }
        // Prefixes only grow wider: no cut past the first prefix that is wider than the limit by
        // itself can fit with the ellipsis, so the search starts there (found by bisection, so
        // that a text of thousands of characters costs a few dozen measurements, not thousands).
        var low = 0, high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if labelWidth(String(text[..<cuts[middle]]), font: font) > limit { high = middle } else { low = middle + 1 }
        }
        for cut in cuts[..<min(cuts.count, low + 1)].reversed() {
            let candidate = String(text[..<cut]) + TextMeasurer.ellipsis
            if labelWidth(candidate, font: font) <= limit { return candidate }
        }
        return ""
    }
}
