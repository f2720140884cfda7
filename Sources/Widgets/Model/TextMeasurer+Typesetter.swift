import Layout
import Typesetting

extension TextMeasurer {
    /// Layout's text measurement from a typesetter's fonts: the advance of a string (words rounded
    /// to whole points as on the phone), in the bundled face of the weight asked for.
    public init(_ typesetter: Typesetter) {
        self.init(width: { text, font in typesetter.advance(of: text, size: font.size, bold: font.weight == .bold) },
                  joined: { text, font in typesetter.joinedCharacters(in: text, font: Font(font)) })
    }
}
