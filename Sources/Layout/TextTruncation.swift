/// Tail truncation with "…", as UIKit's `UILineBreakModeTailTruncation` shortens a long title or
/// back-button label (docs/DESIGN.md §Text): the longest prefix of whole characters (grapheme
/// clusters, so an accent, a flag or an emoji sequence is never split) that fits with the ellipsis
/// after it, never ending the prefix on a space nor inside a shaped ligature (the characters the
/// measurer reports as `joined`, such as the alef of Arabic lam-alef); the empty string when not
/// even "…" fits. In right-to-left text the prefix is the logical one: the ellipsis ends up on the
/// left, where the text ends.
///
/// The one truncation rule. Layout applies it to whole-point label widths
/// (`TextMeasurer.truncated`); the widgets apply it to the typesetter's exact advances when they
/// draw text (`Typesetter.truncated`, in the widgets layer).
package enum TailTruncation {
    package static let ellipsis = "\u{2026}"

    /// `text` as it fits in `limit` points when `width` measures a string: unchanged when it fits.
    /// Each candidate is measured whole, with the ellipsis, so whatever rounding the measurement
    /// does (the phone rounded words to whole points) counts.
    /// `joined` lists the offsets, in Unicode scalars, of characters a cut must not come before.
    package static func truncated(_ text: String, toWidth limit: Double, joined: [Int] = [],
                                 width: (String) -> Double) -> String {
        if width(text) <= limit { return text }
        var cuts: [String.Index] = []
        var previousIsSpace = false
        let inside = Set(joined)
        var offset = 0
        for index in text.indices {
            if !previousIsSpace && (inside.isEmpty || !inside.contains(offset)) { cuts.append(index) }
            previousIsSpace = text[index].isWhitespace
            if !inside.isEmpty { offset += text[index].unicodeScalars.count }
        }
        // Prefixes only grow wider: no cut past the first prefix that is wider than the limit by
        // itself can fit with the ellipsis, so the search starts there (found by bisection, so
        // that a text of thousands of characters costs a few dozen measurements, not thousands).
        var low = 0, high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if width(String(text[..<cuts[middle]])) > limit { high = middle } else { low = middle + 1 }
        }
        for cut in cuts[..<min(cuts.count, low + 1)].reversed() {
            let candidate = String(text[..<cut]) + ellipsis
            if width(candidate) <= limit { return candidate }
        }
        return ""
    }
}

extension TextMeasurer {
    package static let ellipsis = TailTruncation.ellipsis

    /// `text` as it fits in `limit` points (label widths, whole points): unchanged when it fits.
    package func truncated(_ text: String, font: FontSpec, toWidth limit: Double) -> String {
        TailTruncation.truncated(text, toWidth: limit, joined: joined(text, font)) { labelWidth($0, font: font) }
    }
}
