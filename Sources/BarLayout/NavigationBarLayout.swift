import NavigationModel

/// A navigation bar laid out (docs/DESIGN.md §Bar layout): "Left item at x = 5, right
/// item ends at W − 5; title centred on the bar, but if it would overlap, moved to the nearest
/// position that keeps 8 pt after the left item and 11 pt before the right item; a back button is
/// at most W/2 wide and shrinks (tail-ellipsised) when the title needs room." With a prompt the bar
/// is 74 pt tall: the prompt line takes the top 30 pt and the controls row moves down by 30.
public struct NavigationBarLayout: Hashable, Sendable {
    /// The bar's size: W × 44 (74 with a prompt; 32 / 62 in landscape).
    public var size: BarSize
    /// The top of the controls row: 0, or 30 below a prompt.
    public var rowTop: Double
    /// Parallel to `ResolvedNavigationBar.left`.
    public var left: [LaidOutBarItem]
    public var center: LaidOutCenter?
    /// Parallel to `ResolvedNavigationBar.right` (the first is the rightmost).
    public var right: [LaidOutBarItem]
    public var prompt: LaidOutText?
    /// Items that do not fit (they overlap).
    public var warnings: [String]

    /// The height of a navigation bar: "44 (74 with a prompt; 32 in landscape)".
    public static func height(hasPrompt: Bool, orientation: InterfaceOrientation) -> Double {
        RowMetrics(orientation).rowHeight + (hasPrompt ? BarMetrics.promptHeight : 0)
    }

    /// Lays out `bar` on a bar `width` points wide.
    public init(_ bar: ResolvedNavigationBar, width: Double, context: LayoutContext) {
        let row = context.row
        let rowTop = bar.hasPrompt ? BarMetrics.promptHeight : 0
        let margin = BarMetrics.edgeMargin
        let gap = BarMetrics.interItemGap

        // Natural widths; a back button is at most W/2.
        let maxBack = (width * BarMetrics.backButtonMaxWidthFraction).rounded(.down)
        var leftWidths = bar.left.map { resolved -> Double in
            switch resolved.content {
            case .backButton(let back):
                return min(maxBack, ItemSizing.backButtonWidth(title: back.title, image: back.image, context: context))
            case .item(let item):
                return ItemSizing.width(of: item, in: .navigationBar, context: context)
            }
        }
        let rightWidths = bar.right.map { resolved -> Double in
            guard case .item(let item) = resolved.content else { return 0 }
            return ItemSizing.width(of: item, in: .navigationBar, context: context)
        }
        func span(_ widths: [Double]) -> Double { widths.reduce(0, +) + gap * Double(max(0, widths.count - 1)) }
        let rightStart = rightWidths.isEmpty ? nil : width - margin - span(rightWidths)
        let rightBound = rightStart.map { $0 - BarMetrics.titleGapBeforeRight } ?? width - margin
        func leftBound() -> Double {
            leftWidths.isEmpty ? margin : margin + span(leftWidths) + BarMetrics.titleGapAfterLeft
        }

        // The centre's natural width; the back button gives up room for it, down to "…".
        let wanted: Double? = switch bar.center {
        case .title(let title): context.measurer.labelWidth(title, font: row.titleFont)
        case .view(.segmentedControl(let control)): SegmentedControlLayout.width(of: control, context: context)
        case nil: nil
        }
        if let wanted, let backIndex = bar.left.firstIndex(where: \.isBackButton) {
            let missing = wanted - (rightBound - leftBound())
            let slack = leftWidths[backIndex] - min(leftWidths[backIndex], ItemSizing.backButtonMinimumWidth(context: context))
            if missing > 0 { leftWidths[backIndex] -= min(missing, slack) }
        }
        let lower = leftBound()
        let room = max(0, rightBound - lower)
        func centredX(_ w: Double) -> Double { max(lower, min(((width - w) / 2).rounded(.down), rightBound - w)) }

        switch bar.center {
        case .title(let title):
            let shown = context.measurer.truncated(title, font: row.titleFont, toWidth: room)
            let shownWidth = context.measurer.labelWidth(shown, font: row.titleFont)
            center = .title(LaidOutText(
                text: shown, isTruncated: shown != title, font: row.titleFont,
                frame: BarFrame(x: centredX(shownWidth), y: rowTop, width: shownWidth, height: row.rowHeight),
                baseline: rowTop + row.titleBaseline))
        case .view(.segmentedControl(let control)):
            let w = min(wanted ?? 0, room)
            let h = SegmentedControlLayout.height(of: control, context: context)
            center = .view(control, frame: BarFrame(x: centredX(w), y: rowTop + ((row.rowHeight - h) / 2).rounded(.down),
                                                    width: w, height: h))
        case nil:
            center = nil
        }

        // Left to right from x = 5.
        var x = margin
        var placedLeft: [LaidOutBarItem] = []
        for (resolved, w) in zip(bar.left, leftWidths) {
            placedLeft.append(NavigationBarLayout.place(resolved, x: x, width: w, rowTop: rowTop, context: context))
            x += w + gap
        }
        // Right to left from W − 5: the first right item is the rightmost.
        var end = width - margin
        var placedRight: [LaidOutBarItem] = []
        for (resolved, w) in zip(bar.right, rightWidths) {
            placedRight.append(NavigationBarLayout.place(resolved, x: end - w, width: w, rowTop: rowTop, context: context))
            end -= w + gap
        }
        left = placedLeft
        right = placedRight

        if let text = bar.prompt {
            let font = BarMetrics.promptFont
            let shown = context.measurer.truncated(text, font: font, toWidth: max(0, width - 2 * margin))
            let w = context.measurer.labelWidth(shown, font: font)
            prompt = LaidOutText(text: shown, isTruncated: shown != text, font: font,
                                 frame: BarFrame(x: ((width - w) / 2).rounded(.down), y: 0, width: w,
                                                 height: BarMetrics.promptHeight),
                                 baseline: BarMetrics.promptBaseline)
        } else {
            prompt = nil
        }

        var warnings: [String] = []
        if let leftEnd = placedLeft.last?.frame.maxX, let rightStart = placedRight.last?.frame.minX, leftEnd > rightStart {
            warnings.append("the left and right items overlap by \(BarFrame.format(leftEnd - rightStart)) pt")
        }
        self.warnings = warnings
        self.rowTop = rowTop
        size = BarSize(width: width, height: NavigationBarLayout.height(hasPrompt: bar.hasPrompt,
                                                                         orientation: context.orientation))
    }

    private static func place(_ resolved: ResolvedBarItem, x: Double, width: Double, rowTop: Double,
                              context: LayoutContext) -> LaidOutBarItem {
        switch resolved.content {
        case .backButton(let back):
            return ItemSizing.place(.backButton(title: back.title, image: back.image), x: x, width: width,
                                    rowTop: rowTop, isEnabled: back.isEnabled, context: context)
        case .item(let item):
            return ItemSizing.place(.of(item, in: .navigationBar), x: x, width: width, rowTop: rowTop,
                                    isEnabled: item.isEnabled, context: context)
        }
    }
}

/// The centre of a navigation bar, placed.
public enum LaidOutCenter: Hashable, Sendable {
    case title(LaidOutText)
    case view(SegmentedControl, frame: BarFrame)

    public var frame: BarFrame {
        switch self {
        case .title(let text): return text.frame
        case .view(_, let frame): return frame
        }
    }
}
