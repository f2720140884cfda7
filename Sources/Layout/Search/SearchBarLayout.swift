import Geometry
import NavigationModel

/// A search bar laid out (docs/DESIGN.md §Search bar), in the bar's own coordinates: the field,
/// the magnifier and the text (or placeholder) inside it, the clear button when there is text, a
/// bordered Cancel button on the right when asked, and the scope bar's segmented control in a second
/// 44-pt row. A search bar keeps its portrait 44-pt rows in landscape, as UIKit's did.
public struct SearchBarLayout: Hashable, Sendable {
    public var size: Size
    public var field: Rect
    public var magnifier: Rect
    /// The text, or the placeholder when the text is empty (`isPlaceholder`); nil when both are empty.
    public var text: LaidOutText?
    public var isPlaceholder: Bool
    public var clearButton: Rect?
    public var cancelButton: LaidOutBarItem?
    /// The scope bar's control, its frame and its segments' frames.
    public var scopeBar: SegmentedControl?
    public var scopeFrame: Rect?
    public var scopeSegments: [Rect]

    public init(_ bar: SearchBar, width: Double, context: LayoutContext) {
        var portrait = context
        portrait.orientation = .portrait
        let row = BarMetrics.searchBarRowHeight
        scopeBar = bar.scopeBar
        size = Size(width: width, height: scopeBar == nil ? row : 2 * row)
        var fieldEnd = width - BarMetrics.edgeMargin
        if bar.showsCancelButton {
            let face = ItemFace.button(title: "Cancel", style: .bordered)
            let w = ItemSizing.width(of: face, context: portrait)
            let x = width - BarMetrics.edgeMargin - w
            cancelButton = ItemSizing.place(face, x: x, width: w, rowTop: 0, isEnabled: true, context: portrait)
            fieldEnd = x - BarMetrics.edgeMargin
        } else {
            cancelButton = nil
        }
        field = Rect(x: BarMetrics.searchFieldX, y: BarMetrics.searchFieldY,
                         width: max(0, fieldEnd - BarMetrics.searchFieldX), height: BarMetrics.searchFieldHeight)
        let glass = BarMetrics.searchMagnifierSize
        magnifier = Rect(x: field.x + BarMetrics.searchMagnifierInset,
                             y: field.y + ((field.height - glass.height) / 2).rounded(),
                             width: glass.width, height: glass.height)
        let clear = BarMetrics.searchClearSize
        clearButton = bar.text.isEmpty ? nil
            : Rect(x: field.maxX - BarMetrics.searchClearInset - clear.width,
                       y: field.y + ((field.height - clear.height) / 2).rounded(), width: clear.width, height: clear.height)
        let textX = magnifier.maxX + BarMetrics.searchTextGap
        let textEnd = (clearButton?.minX ?? field.maxX) - BarMetrics.searchTextGap
        isPlaceholder = bar.text.isEmpty
        let shown = bar.text.isEmpty ? bar.placeholder ?? "" : bar.text
        if shown.isEmpty {
            text = nil
        } else {
            let font = BarMetrics.searchFont
            let fitted = context.measurer.truncated(shown, font: font, toWidth: max(0, textEnd - textX))
            text = LaidOutText(text: fitted, isTruncated: fitted != shown, font: font,
                               frame: Rect(x: textX, y: field.y, width: context.measurer.labelWidth(fitted, font: font),
                                               height: field.height),
                               baseline: field.y + BarMetrics.searchTextBaseline)
        }
        if let control = scopeBar {
            let height = SegmentedControlLayout.height(of: control, context: portrait)
            let frame = Rect(x: BarMetrics.edgeMargin, y: row + ((row - height) / 2).rounded(.down),
                                 width: max(0, width - 2 * BarMetrics.edgeMargin), height: height)
            scopeFrame = frame
            scopeSegments = SegmentedControlLayout.segmentFrames(of: control, in: frame)
        } else {
            scopeFrame = nil
            scopeSegments = []
        }
    }

    /// The height of a search bar: 44, or 88 with a scope bar.
    public static func height(_ bar: SearchBar) -> Double {
        bar.showsScopeBar ? 2 * BarMetrics.searchBarRowHeight : BarMetrics.searchBarRowHeight
    }
}
