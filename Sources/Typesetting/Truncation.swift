/// Tail truncation: a run that does not fit keeps as many whole characters as fit, followed by an
/// ellipsis ("…", U+2026), as UIKit's `UILineBreakModeTailTruncation` shows a long title or
/// back-button label.
extension Typesetter {
    /// `text` as it fits in `width` points in `font`: unchanged when it fits, else its longest
    /// prefix of whole characters (grapheme clusters, so an accent or a flag is never split) that
    /// fits with "…" after it, spaces before the ellipsis dropped. Kerning between the last
    /// character and the ellipsis counts. When not even "…" fits, the empty string.
    public func truncated(_ text: String, font: Font, toWidth width: Double) -> String {
        // A hair of slack, so that text measured into exactly its own width is never cut.
        let limit = width + 1e-9
        var pen = Pen(faces: faces, font: font)
        // The pen after every prefix that could end before an ellipsis (not after a space).
        var cuts: [(end: String.Index, pen: Pen)] = []
        var previousIsSpace = false
        for index in text.indices {
            if !previousIsSpace { cuts.append((index, pen)) }
            let character = text[index]
            for scalar in character.unicodeScalars { _ = pen.place(scalar) }
            previousIsSpace = character.isWhitespace
        }
        if pen.x <= limit { return text }
        for cut in cuts.reversed() {
            var withEllipsis = cut.pen
            _ = withEllipsis.place(Typesetter.ellipsis)
            if withEllipsis.x <= limit { return String(text[..<cut.end]) + String(Typesetter.ellipsis) }
        }
        return ""
    }

    /// `text` laid out in `font` and truncated to `width` points (see `truncated(_:font:toWidth:)`).
    public func run(_ text: String, font: Font, truncatedTo width: Double) -> TextRun {
        run(truncated(text, font: font, toWidth: width), font: font)
    }

    static let ellipsis: Unicode.Scalar = "\u{2026}"
}
