import Geometry
import NavigationModel

/// A table whose cell's text field is first responder, as UITableViewController (iPhone OS 3.0
/// and later) lays it out with the keyboard up (docs/figures.md §Keyboard, "A table's responder"):
/// the table's content inset at the bottom grows by the part of its frame the keyboard covers, so
/// the rows end at the keyboard's top, and the responder's row is scrolled the least that shows
/// it whole (`UITableViewScrollPositionNone`) when the keyboard would hide it. The frame stays.
extension TableLayout {
    /// `table` in `frame`, inset by `contentInset` (its bars) and by a keyboard whose top is at
    /// `keyboardTop` on the canvas, its first responder's row in view.
    public static func withKeyboard(_ table: TableView, frame: Rect, contentInset: ContentInset, keyboardTop: Double,
                                    context: LayoutContext) -> TableLayout {
        var inset = contentInset
        inset.bottom = min(frame.height, max(inset.bottom, frame.maxY - keyboardTop))
        let atRest = TableLayout(table, frame: frame, contentInset: inset, context: context)
        guard let row = atRest.responderRowFrame else { return atRest }
        let top = frame.minY + inset.top, bottom = frame.maxY - inset.bottom
        // The least scroll that shows the row whole; a row taller than the room shows its top.
        let delta = row.minY < top || row.height > bottom - top ? row.minY - top
            : row.maxY > bottom ? row.maxY - bottom : 0
        guard delta != 0 else { return atRest }
        var scrolled = table
        scrolled.contentOffset = atRest.contentOffset + delta
        return TableLayout(scrolled, frame: frame, contentInset: inset, context: context)
    }

    /// While the keyboard slides (`progress` 0 to 1) for a responder of the rows, UIKit animates
    /// the table's offset with it: drawn as the table scrolled less (the one without the keyboard,
    /// whose rows reach the frame's bottom) moved up by its share of the way to the other's offset;
    /// the rows it lacks at the bottom are the ones the keyboard covers.
    static func keyboardTransition(from a: TableLayout?, to b: TableLayout?, progress: Double)
        -> (departing: TableLayout?, arriving: TableLayout?)
    {
        guard let a, let b, a.frame == b.frame, a.contentOffset != b.contentOffset else { return (nil, b) }
        let (low, high) = a.contentOffset < b.contentOffset ? (a, b) : (b, a)
        let share = a.contentOffset < b.contentOffset ? progress : 1 - progress
        return (nil, low.scrolled(dy: -((high.contentOffset - low.contentOffset) * share).rounded()))
    }
}
