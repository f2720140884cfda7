import Layout
import Typesetting

/// Truncation on the typesetter's exact advances, for text the widgets draw into a width: the one
/// truncation rule of the layout layer (`TailTruncation`), measured with the bundled fonts.
extension Typesetter {
    /// `text` as it fits in `width` points in `font`: unchanged when it fits, else its longest
    /// prefix of whole characters that fits with "…" after it (see `TailTruncation`). A hair of
    /// slack, so that text measured into exactly its own width is never cut.
    package func truncated(_ text: String, font: Font, toWidth width: Double) -> String {
        TailTruncation.truncated(text, toWidth: width + 1e-9, joined: joinedCharacters(in: text, font: font)) {
            self.width(of: $0, font: font)
        }
    }

    /// `text` laid out in `font` and truncated to `width` points (see `truncated(_:font:toWidth:)`).
    package func run(_ text: String, font: Font, truncatedTo width: Double) -> TextRun {
        run(truncated(text, font: font, toWidth: width), font: font)
    }
}
