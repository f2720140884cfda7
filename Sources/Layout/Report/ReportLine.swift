import Geometry

/// One line of `resolve`'s text as a part says it (`ScenePart.reportLines()`): what it says, never
/// how it is laid out. The report lays the lines out (`chevron resolve`'s `ResolveText`): rows in
/// columns, lines indented by depth.
package enum ReportLine: Hashable, Sendable {
    /// A line of its own: the part's heading (depth 0) or a note under it, `depth` steps in.
    case text(String, depth: Int = 0)
    /// A row of the part: its role (`left`, `row 0.1`), what it shows, and its frame on the canvas
    /// or in its bar, when it has one.
    case row(String, String, Rect?)
}
