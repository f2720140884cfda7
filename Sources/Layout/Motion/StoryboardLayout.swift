import Geometry

/// A storyboard laid out (`chevron flow`): the screens of a scene's stages side by side on a sheet,
/// left to right, each with its caption above it and an arrow from each screen to the next. Points.
package struct StoryboardLayout: Hashable, Sendable {
    package struct Panel: Hashable, Sendable {
        /// Where the screen goes on the sheet.
        package var frame: Rect
        /// The caption as shown (tail-truncated to the room above the screen and half the gaps).
        package var caption: LaidOutText
    }

    /// An arrow from one screen to the next, across the gap between them at mid-height.
    package struct Arrow: Hashable, Sendable {
        package var startX: Double
        package var endX: Double
        package var y: Double
    }

    package var size: Size
    package var panels: [Panel]
    package var arrows: [Arrow]

    /// Around the screens.
    package static let margin = 24.0
    /// Between two screens, where the arrow goes.
    package static let gap = 56.0
    /// The caption line above each screen, and the space under it.
    package static let captionHeight = 18.0
    package static let captionGap = 8.0
    package static let captionBaseline = 13.0
    package static let captionFont = FontSpec.bold(13)
    /// The arrow keeps this far from the screens on each side.
    package static let arrowInset = 12.0

    /// Lays out screens of `sizes` with their `captions` (one each) measured by `measurer`, left to
    /// right, `columns` to a row (all in one row when nil), the rows `gap` apart.
    package init(screens sizes: [Size], captions: [String], measurer: TextMeasurer, columns: Int? = nil) {
        let m = StoryboardLayout.margin, gap = StoryboardLayout.gap
        let head = StoryboardLayout.captionHeight + StoryboardLayout.captionGap
        let tallest = sizes.map(\.height).max() ?? 0
        let perRow = max(1, columns ?? sizes.count)
        var x = m, widest = 2 * m
        var panels: [Panel] = []
        for (i, (size, caption)) in zip(sizes, captions).enumerated() {
            if i > 0 && i % perRow == 0 { x = m }
            let rowTop = m + Double(i / perRow) * (head + tallest + gap)
            let room = size.width + gap - 8
            let shown = measurer.truncated(caption, font: StoryboardLayout.captionFont, toWidth: room)
            let width = measurer.labelWidth(shown, font: StoryboardLayout.captionFont)
            let label = LaidOutText(text: shown, isTruncated: shown != caption, font: StoryboardLayout.captionFont,
                                    frame: Rect(x: (x + (size.width - width) / 2).rounded(), y: rowTop, width: width,
                                                    height: StoryboardLayout.captionHeight),
                                    baseline: rowTop + StoryboardLayout.captionBaseline)
            panels.append(Panel(frame: Rect(x: x, y: rowTop + head, width: size.width, height: size.height),
                                caption: label))
            x += size.width + gap
            widest = max(widest, x - gap + m)
        }
        let rows = panels.isEmpty ? 1 : (panels.count + perRow - 1) / perRow
        // Each row's arrows join its screens, at the middle of the row's tallest screen.
        arrows = zip(panels.indices, panels.indices.dropFirst()).compactMap { i, j in
            guard j % perRow != 0 else { return nil }
            let a = panels[i], b = panels[j]
            return Arrow(startX: a.frame.maxX + StoryboardLayout.arrowInset, endX: b.frame.minX - StoryboardLayout.arrowInset,
                         y: (a.frame.minY + tallest / 2).rounded())
        }
        self.panels = panels
        size = Size(width: widest, height: m + Double(rows) * (head + tallest) + Double(rows - 1) * gap + m)
    }

    /// The most screens `width` points wide a row can hold on a sheet at most `maxWidth` points wide.
    package static func columns(fitting maxWidth: Double, screenWidth width: Double) -> Int {
        max(1, Int(((maxWidth - 2 * margin + gap) / (width + gap)).rounded(.down)))
    }
}
