import ChevronSupport
import Geometry
import NavigationModel

/// The insertion point a first responder shows (docs/figures.md §Keyboard): a bar 2 pt wide from
/// 0.9 em above the baseline to 0.25 em below it, at the end of the text (chosen: no reference
/// shows a caret; the phone's, as recalled, is as tall as the line and the width of a stem).
package enum InsertionPoint {
    package static let width = 2.0
    package static let ascent = 0.9
    package static let descent = 0.25

    /// The bar at `x` on a line of `fontSize` whose baseline is at `baseline`.
    package static func frame(x: Double, baseline: Double, fontSize: Double) -> Rect {
        Rect(x: x, y: baseline - ascent * fontSize, width: width, height: (ascent + descent) * fontSize)
    }
}

/// A text view's text as a label lays it out, and its insertion point when it is first responder
/// (after the last line's end; at the first line's start when empty).
public struct LaidOutTextView: ViewDrawing {
    public var text: LaidOutLabel
    public var insertionPoint: Rect?

    package func json() -> [(String, JSONValue)] {
        text.json() + (insertionPoint.map { [("insertionPoint", JSONValue.frame($0))] } ?? [])
    }

    package var summary: String { text.summary + (insertionPoint == nil ? "" : ", first responder") }
}
