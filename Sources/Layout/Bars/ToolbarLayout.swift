import ChevronSupport
import Geometry
import NavigationModel

/// A toolbar laid out (docs/DESIGN.md §Toolbar layout): "Items centred vertically; 6 pt edge
/// margins; 10 pt between items; flexible spaces share what is left equally." Items go left to
/// right in array order ("Items are displayed in the toolbar in the same order they are provided in
/// the array"); without a flexible space they pack from the left. Positions are rounded to whole
/// points, so Apple's Listing 3-3 control between two flexible spaces sits exactly in the middle.
public struct ToolbarLayout: Hashable, Sendable {
    public var size: Size
    /// One per item, spaces included.
    public var items: [LaidOutBarItem]
    /// What does not fit: items wider than the bar, an image leaving the bar.
    public var warnings: [Diagnostic]

    /// The height of a toolbar: 44, 32 in landscape.
    public static func height(orientation: InterfaceOrientation) -> Double { RowMetrics(orientation).rowHeight }

    /// A toolbar laid out by hand: its size and items as given (tests and hand-made pictures).
    public init(size: Size, items: [LaidOutBarItem]) {
        self.size = size
        self.items = items
        warnings = []
    }

    public init(items: [BarButtonItem], width: Double, context: LayoutContext) {
        let margin = BarMetrics.toolbarEdgeMargin
        let gap = BarMetrics.toolbarItemGap
        var widths = items.map { ItemSizing.width(of: $0, in: .toolbar, context: context) }
        let flexible = items.indices.filter { items[$0].systemItem == .flexibleSpace }
        let used = widths.reduce(0, +) + gap * Double(max(0, items.count - 1)) + 2 * margin
        let left = width - used
        var warnings: [Diagnostic] = []
        if left < 0 {
            warnings.append(.warning(.toolbarItemsTooWide,
                                     "the toolbar items need \(Points.format(-left)) pt more than the bar's \(Points.format(width))"))
        }
        if !flexible.isEmpty {
            let share = max(0, left) / Double(flexible.count)
            for i in flexible { widths[i] = share }
        }
        var x = margin
        var placed: [LaidOutBarItem] = []
        for (item, w) in zip(items, widths) {
            let start = x.rounded()
            let end = (x + w).rounded()
            let face = ItemFace.of(item, in: .toolbar)
            // Spaces keep their exact share; an item keeps its exact width at a rounded position.
            let shownWidth = face == .flexibleSpace ? end - start : w
            placed.append(ItemSizing.place(face, x: start, width: shownWidth, rowTop: 0, isEnabled: item.isEnabled,
                                           context: context))
            x += w + gap
        }
        let size = Size(width: width, height: ToolbarLayout.height(orientation: context.orientation))
        self.items = placed
        self.size = size
        self.warnings = warnings + BarWarnings.images(placed, barSize: size)
    }
}
