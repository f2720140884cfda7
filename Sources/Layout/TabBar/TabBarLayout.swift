import ChevronSupport
import Geometry
import NavigationModel

/// A tab bar laid out (docs/DESIGN.md §Tab bar), in the bar's own coordinates: the shown items
/// (four and More past five) sharing the width at whole points, each with its 30 × 30 icon area,
/// its title under it, its badge at the icon's top right, and the selected item's highlight.
public struct TabBarLayout: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var item: TabBarItem
        public var frame: Rect
        public var icon: Rect
        public var title: LaidOutText?
        public var badge: Rect?
        public var badgeText: LaidOutText?
        public var isSelected: Bool
    }

    public var size: Size
    public var items: [Item]
    /// The selected item's highlight; nil when none is selected.
    public var highlight: Rect?
    /// What does not fit: a badge running past the bar's right edge.
    public var warnings: [Diagnostic] = []

    public init(_ bar: TabBar, width: Double, measurer: TextMeasurer) {
        let height = BarMetrics.tabBarHeight
        size = Size(width: width, height: height)
        let shown = bar.shownItems
        let share = shown.isEmpty ? 0 : width / Double(shown.count)
        var laidOut: [Item] = []
        for (i, item) in shown.enumerated() {
            let x0 = (Double(i) * share).rounded(), x1 = (Double(i + 1) * share).rounded()
            let frame = Rect(x: x0, y: 0, width: x1 - x0, height: height)
            let side = BarMetrics.tabBarIconSize
            let icon = Rect(x: (frame.midX - side / 2).rounded(), y: BarMetrics.tabBarIconTop, width: side, height: side)
            let font = BarMetrics.tabBarTitleFont
            // Cut with "…" to the item less 1 pt a side: every system item's own title ("Most
            // Viewed", 62 pt) fits the 64-pt item of a five-item bar, as the phone showed them.
            let shownTitle = measurer.truncated(item.title, font: font,
                                                toWidth: max(0, frame.width - 2 * BarMetrics.tabBarTitleInset))
            let titleWidth = measurer.labelWidth(shownTitle, font: font)
            // Centred at the nearest whole point, a half rounding right: on the phone (the Music
            // screenshot at @2x) "Playlists", "Songs" and "Albums", 41, 31 and 37 pt wide in 64-pt
            // items, start 1 pt right of the half point below.
            let title = shownTitle.isEmpty ? nil
                : LaidOutText(text: shownTitle, isTruncated: shownTitle != item.title, font: font,
                              frame: Rect(x: (frame.midX - titleWidth / 2).rounded(), y: 0, width: titleWidth,
                                          height: height),
                              baseline: BarMetrics.tabBarTitleBaseline)
            var badge: Rect?, badgeText: LaidOutText?
            if let value = item.badgeValue, !value.isEmpty {
                let badgeFont = BarMetrics.tabBarBadgeFont
                let padding = BarMetrics.tabBarBadgePadding
                // A badge grows to the right (past the bar's edge on the last items, as on the
                // phone), but never wider than the bar: longer text is cut with "…".
                let shownValue = measurer.truncated(value, font: badgeFont, toWidth: max(0, width - 2 * padding))
                let textWidth = measurer.labelWidth(shownValue, font: badgeFont)
                let w = max(BarMetrics.tabBarBadgeHeight, textWidth + 2 * padding)
                let box = Rect(x: icon.maxX - BarMetrics.tabBarBadgeInset, y: BarMetrics.tabBarBadgeTop, width: w,
                               height: BarMetrics.tabBarBadgeHeight)
                if box.maxX > width {
                    warnings.append(.warning(.tabBarBadgePastEdge,
                                             "item \(i + 1)'s badge \"\(shownValue)\" runs "
                                             + "\(Points.format(box.maxX - width)) pt past the bar's right edge"))
                }
                badge = box
                badgeText = LaidOutText(text: shownValue, isTruncated: shownValue != value, font: badgeFont,
                                        frame: Rect(x: (box.midX - textWidth / 2).rounded(.down), y: box.y,
                                                    width: textWidth, height: box.height),
                                        baseline: box.y + 14)
            }
            laidOut.append(Item(item: item, frame: frame, icon: icon, title: title, badge: badge, badgeText: badgeText,
                                isSelected: bar.shownSelectedIndex == i))
        }
        items = laidOut
        let inset = BarMetrics.tabBarHighlightInset
        let top = BarMetrics.tabBarHighlightTop
        highlight = laidOut.first(where: \.isSelected).map {
            Rect(x: $0.frame.x + inset, y: $0.frame.y + top, width: $0.frame.width - 2 * inset,
                 height: $0.frame.height - top - inset)
        }
    }
}
