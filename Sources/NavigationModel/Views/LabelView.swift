/// `UILabel` (docs/DESIGN.md §Views): text in one font and colour, aligned, on as many lines as
/// `numberOfLines` allows (0: as many as fit), cut or wrapped by `lineBreakMode`, optionally shrunk
/// to fit its width (`adjustsFontSizeToFitWidth` down to `minimumFontSize`), with a hard shadow.
public struct LabelView: ViewContent {
    public static let className = "label"

    public enum Alignment: String, CaseIterable, Hashable, Sendable { case left, center, right }

    /// `UILineBreakMode`'s six, by UIKit's names without the prefix.
    public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
        case wordWrap, characterWrap, clip, headTruncation, tailTruncation, middleTruncation
    }

    public var text: String
    public var font: ViewFont
    /// `textColor`; nil: black, UILabel's default.
    public var textColor: RGBAColor?
    /// `highlightedTextColor`, drawn while `highlighted`.
    public var highlightedTextColor: RGBAColor?
    public var isHighlighted: Bool
    public var shadowColor: RGBAColor?
    /// `shadowOffset` in points (UIKit's default (0, −1), drawn only with a `shadowColor`).
    public var shadowOffset: (width: Double, height: Double)
    public var textAlignment: Alignment
    /// 1 by default; 0: as many lines as the frame holds.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var adjustsFontSizeToFitWidth: Bool
    public var minimumFontSize: Double

    public init(text: String = "", font: ViewFont = .label, textColor: RGBAColor? = nil,
                highlightedTextColor: RGBAColor? = nil, isHighlighted: Bool = false, shadowColor: RGBAColor? = nil,
                shadowOffset: (width: Double, height: Double) = (0, -1), textAlignment: Alignment = .left,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .tailTruncation,
                adjustsFontSizeToFitWidth: Bool = false, minimumFontSize: Double = 0) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.highlightedTextColor = highlightedTextColor
        self.isHighlighted = isHighlighted
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.minimumFontSize = minimumFontSize
    }

    public static func == (a: LabelView, b: LabelView) -> Bool {
        a.text == b.text && a.font == b.font && a.textColor == b.textColor
            && a.highlightedTextColor == b.highlightedTextColor && a.isHighlighted == b.isHighlighted
            && a.shadowColor == b.shadowColor && a.shadowOffset == b.shadowOffset && a.textAlignment == b.textAlignment
            && a.numberOfLines == b.numberOfLines && a.lineBreakMode == b.lineBreakMode
            && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth && a.minimumFontSize == b.minimumFontSize
    }

    public func hash(into h: inout Hasher) {
        h.combine(text)
        h.combine(font)
        h.combine(numberOfLines)
    }
}

/// A view's font as UIKit names it: Helvetica or Helvetica-Bold at a size in points.
public struct ViewFont: Hashable, Sendable {
    public var size: Double
    public var isBold: Bool

    public init(size: Double, isBold: Bool = false) {
        self.size = size
        self.isBold = isBold
    }

    /// UILabel's default: `[UIFont systemFontOfSize:17]`.
    public static let label = ViewFont(size: 17)
}
