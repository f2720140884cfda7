import BarLayout
import Geometry

/// A storyboard laid out (`chevron flow`): the screens of a scene's stages side by side on a sheet,
/// left to right, each with its caption above it and an arrow from each screen to the next. Points.
public struct StoryboardLayout: Hashable, Sendable {
    public struct Panel: Hashable, Sendable {
        /// Where the screen goes on the sheet.
        public var frame: Rect
        /// The caption as shown (tail-truncated to the room above the screen and half the gaps).
        public var caption: LaidOutText
    }

    /// An arrow from one screen to the next, across the gap between them at mid-height.
    public struct Arrow: Hashable, Sendable {
        public var startX: Double
        public var endX: Double
        public var y: Double
    }

    public var size: Size
    public var panels: [Panel]
    public var arrows: [Arrow]

    /// Around the screens.
    public static let margin = 24.0
    /// Between two screens, where the arrow goes.
    public static let gap = 56.0
    /// The caption line above each screen, and the space under it.
    public static let captionHeight = 18.0
    public static let captionGap = 8.0
    public static let captionBaseline = 13.0
    public static let captionFont = FontSpec.bold(13)
    /// The arrow keeps this far from the screens on each side.
    public static let arrowInset = 12.0

    /// Lays out screens of `sizes` with their `captions` (one each) measured by `measurer`.
    public init(screens sizes: [Size], captions: [String], measurer: TextMeasurer) {
        let m = StoryboardLayout.margin, gap = StoryboardLayout.gap
        let top = m + StoryboardLayout.captionHeight + StoryboardLayout.captionGap
        let tallest = sizes.map(\.height).max() ?? 0
        var x = m
        var panels: [Panel] = []
        for (size, caption) in zip(sizes, captions) {
            let room = size.width + gap - 8
            let shown = measurer.truncated(caption, font: StoryboardLayout.captionFont, toWidth: room)
            let width = measurer.labelWidth(shown, font: StoryboardLayout.captionFont)
            let label = LaidOutText(text: shown, isTruncated: shown != caption, font: StoryboardLayout.captionFont,
                                    frame: Rect(x: (x + (size.width - width) / 2).rounded(), y: m, width: width,
                                                    height: StoryboardLayout.captionHeight),
                                    baseline: m + StoryboardLayout.captionBaseline)
            panels.append(Panel(frame: Rect(x: x, y: top, width: size.width, height: size.height), caption: label))
            x += size.width + gap
        }
        let midY = (top + tallest / 2).rounded()
        arrows = zip(panels, panels.dropFirst()).map { a, b in
            Arrow(startX: a.frame.maxX + StoryboardLayout.arrowInset, endX: b.frame.minX - StoryboardLayout.arrowInset,
                  y: midY)
        }
        self.panels = panels
        size = Size(width: panels.isEmpty ? 2 * m : x - gap + m, height: top + tallest + m)
    }
}
