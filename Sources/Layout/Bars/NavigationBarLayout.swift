import ChevronSupport
import Geometry
import NavigationModel

/// A navigation bar laid out (docs/DESIGN.md §Bar layout): the left items from x = 5, the right items ending at W − 5, and the
/// back button and the title (or title view) sharing the room between them by `CrowdedBar`'s rule
/// (the title centred, else moved to 8 pt after the left items or 11 pt before the right ones,
/// else truncated). With a prompt the bar is 74 pt tall: the prompt line takes the top 30 pt and
/// the controls row moves down by 30.
public struct NavigationBarLayout: Hashable, Sendable {
    /// The bar's size: W × 44 (74 with a prompt; 32 / 62 in landscape).
    public var size: Size
    /// The top of the controls row: 0, or 30 below a prompt.
    public var rowTop: Double
    /// Parallel to `ResolvedNavigationBar.left`.
    public var left: [LaidOutBarItem]
    public var center: LaidOutCenter?
    /// Parallel to `ResolvedNavigationBar.right` (the first is the rightmost).
    public var right: [LaidOutBarItem]
    public var prompt: LaidOutText?
    /// What does not fit: items wider than the bar, a title with no room, an image leaving the bar.
    public var warnings: [Diagnostic]

    /// The height of a navigation bar: "44 (74 with a prompt; 32 in landscape)".
    public static func height(hasPrompt: Bool, orientation: InterfaceOrientation) -> Double {
        RowMetrics(orientation).rowHeight + (hasPrompt ? BarMetrics.promptHeight : 0)
    }

    /// An item's width in a navigation bar `barWidth` wide: its natural width, but a titled button
    /// without a `width` of its own is at most W/2, as a back button is (`CrowdedBar`), its title cut
    /// with "…" — a 4096-character title ran off the bar.
    static func cappedWidth(_ item: BarButtonItem, barWidth: Double, context: LayoutContext) -> Double {
        let natural = ItemSizing.width(of: item, in: .navigationBar, context: context)
        guard item.fixedWidth == nil, ItemFace.of(item, in: .navigationBar).text != nil else { return natural }
        return min(natural, CrowdedBar.maximumBackButtonWidth(barWidth: barWidth))
    }

    /// A bar laid out by hand: its size, row and items as given (tests and hand-made pictures).
    public init(size: Size, rowTop: Double = 0, left: [LaidOutBarItem] = [], center: LaidOutCenter? = nil,
                right: [LaidOutBarItem] = [], prompt: LaidOutText? = nil) {
        self.size = size
        self.rowTop = rowTop
        self.left = left
        self.center = center
        self.right = right
        self.prompt = prompt
        warnings = []
    }

    /// Lays out `bar` on a bar `width` points wide: the right items from W − 5 leftwards, the left
    /// items from x = 5, and between them the back button and the centre sharing their room by
    /// `CrowdedBar`'s rule.
    public init(_ bar: ResolvedNavigationBar, width: Double, context: LayoutContext) {
        let row = context.row
        let rowTop = bar.hasPrompt ? BarMetrics.promptHeight : 0
        let margin = BarMetrics.edgeMargin
        let gap = BarMetrics.interItemGap

        // Natural widths.
        var leftWidths = bar.left.map { resolved -> Double in
            switch resolved.content {
            case .backButton(let back):
                return ItemSizing.backButtonWidth(title: back.title, image: back.image, context: context)
            case .item(let item):
                return NavigationBarLayout.cappedWidth(item, barWidth: width, context: context)
            }
        }
        let rightWidths = bar.right.map { resolved -> Double in
            guard case .item(let item) = resolved.content else { return 0 }
            return NavigationBarLayout.cappedWidth(item, barWidth: width, context: context)
        }
        func span(_ widths: [Double]) -> Double { widths.reduce(0, +) + gap * Double(max(0, widths.count - 1)) }
        let rightSpan = rightWidths.isEmpty ? nil : span(rightWidths)
        let backIndex = bar.left.firstIndex(where: \.isBackButton)
        let others = leftWidths.indices.filter { $0 != backIndex }.map { leftWidths[$0] }
        let otherLeftSpan = others.isEmpty ? 0 : span(others) + (backIndex == nil ? 0 : gap)
        let room = CrowdedBar.room(barWidth: width, hasLeftItems: !bar.left.isEmpty, otherLeftSpan: otherLeftSpan,
                                   rightSpan: rightSpan)

        // The centre's natural width; the back button and the centre share `room`.
        let wanted: Double? = switch bar.center {
        case .title(let title): context.measurer.labelWidth(title, font: row.titleFont)
        case .view(.segmentedControl(let control)): SegmentedControlLayout.width(of: control, context: context)
        case nil: nil
        }
        if let backIndex {
            leftWidths[backIndex] = CrowdedBar.backButtonWidth(natural: leftWidths[backIndex], centreWidth: wanted ?? 0,
                                                               room: room, barWidth: width)
        }
        let centreRoom = max(0, room - (backIndex.map { leftWidths[$0] } ?? 0))
        let lower = bar.left.isEmpty ? margin : margin + span(leftWidths) + BarMetrics.titleGapAfterLeft
        let upper = rightSpan.map { width - margin - $0 - BarMetrics.titleGapBeforeRight } ?? width - margin
        func centreX(_ w: Double) -> Double {
            CrowdedBar.centreX(width: w, barWidth: width, lowerBound: lower, upperBound: upper)
        }
        func titleX(_ w: Double) -> Double {
            CrowdedBar.titleX(width: w, barWidth: width, lowerBound: lower, upperBound: upper)
        }

        var warnings: [Diagnostic] = []
        switch bar.center {
        case .title(let title):
            let shown = context.measurer.truncated(title, font: row.titleFont, toWidth: centreRoom)
            let shownWidth = context.measurer.labelWidth(shown, font: row.titleFont)
            center = .title(LaidOutText(
                text: shown, isTruncated: shown != title, font: row.titleFont,
                frame: Rect(x: titleX(shownWidth), y: rowTop, width: shownWidth, height: row.rowHeight),
                baseline: rowTop + row.titleBaseline))
            // Nothing of it, or a bare "…", is no title at all.
            if !title.isEmpty && (shown.isEmpty || shown == TextMeasurer.ellipsis) {
                warnings.append(.warning(.navigationBarTitleHasNoRoom,
                    "the title \"\(title)\" has no room left (\(Points.format(centreRoom)) pt between the items)"))
            }
        case .view(.segmentedControl(let control)):
            let w = min(wanted ?? 0, centreRoom)
            let h = SegmentedControlLayout.height(of: control, context: context)
            center = .view(LaidOutBarItem(
                face: .segmentedControl(control),
                frame: Rect(x: centreX(w), y: rowTop + ((row.rowHeight - h) / 2).rounded(.down), width: w, height: h)))
            if let wanted, w < wanted {
                warnings.append(.warning(.navigationBarTitleViewTooWide,
                    "the title view needs \(Points.format(wanted - w)) pt more than the room between the items"))
            }
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
                                 frame: Rect(x: ((width - w) / 2).rounded(.down), y: 0, width: w,
                                                 height: BarMetrics.promptHeight),
                                 baseline: BarMetrics.promptBaseline)
        } else {
            prompt = nil
        }

        let itemsSpan = (bar.left.isEmpty ? 0 : span(leftWidths)) + (rightSpan ?? 0)
        if itemsSpan > width - 2 * margin {
            warnings.insert(.warning(.navigationBarItemsTooWide,
                                     "the items need \(Points.format(itemsSpan - (width - 2 * margin))) pt more than "
                                     + "the bar's " + Points.format(width)), at: 0)
        }
        let size = Size(width: width, height: NavigationBarLayout.height(hasPrompt: bar.hasPrompt,
                                                                             orientation: context.orientation))
        self.size = size
        self.warnings = warnings + BarWarnings.images(placedLeft + placedRight, barSize: size)
        self.rowTop = rowTop
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
    /// A title view, placed like an item (its face is the custom view).
    case view(LaidOutBarItem)

    public var frame: Rect {
        switch self {
        case .title(let text): return text.frame
        case .view(let item): return item.frame
        }
    }

    /// The centre's own opacity (1 at rest).
    public var alpha: Double {
        get {
            switch self {
            case .title(let text): return text.alpha
            case .view(let item): return item.alpha
            }
        }
        set {
            switch self {
            case .title(var text): text.alpha = newValue; self = .title(text)
            case .view(var item): item.alpha = newValue; self = .view(item)
            }
        }
    }
}
