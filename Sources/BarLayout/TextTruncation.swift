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
        for cut in cuts.reversed() {
            let candidate = String(text[..<cut]) + TextMeasurer.ellipsis
            if labelWidth(candidate, font: font) <= limit { return candidate }
        }
        return ""
    }
}
