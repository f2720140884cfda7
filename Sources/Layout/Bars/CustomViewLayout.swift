import ChevronSupport
import Geometry
import NavigationModel

/// A view a bar holds — a navigation item's `titleView`, a bar button item's `customView` — laid
/// out as the view tree lays out its views (`ViewTreeLayout`: each class's own size and drawing,
/// its subviews in it), so a label, a spinner or a switch in a bar is the same widget as in a
/// view controller's view (docs/DESIGN.md §Custom views).
///
/// UIKit's rule: the bar takes the view's size and chooses its origin. `initWithCustomView:`
/// keeps the view's frame size (Listing 3-2 sets `segmentedControl.frame = CGRectMake(0, 0, 90,
/// kCustomButtonHeight)` before wrapping it; the "Back Buttons" post sizes its button `(0, 0,
/// controlWidth, 30)`), and the bar centres it vertically in its row as it does a button; a
/// title view is centred as the title is (`CrowdedBar`), narrowed to the room between the items.
enum CustomViewLayout {
    /// The view's size in a bar: its class's size for a frame of the written size (a switch's
    /// fixed 94 × 27, a back button's by the post's rule), else the frame's.
    static func size(of view: SceneView, context: LayoutContext) -> Size {
        let asked = Size(width: view.frame.width, height: view.frame.height)
        return (view.content.base as? any LaysOutView)?.size(for: asked, context: context) ?? asked
    }

    /// The view laid out at `frame` (bar coordinates): its frame there, its subviews and drawing in
    /// it, and what the view tree says about it, placed at the view's line.
    static func node(_ view: SceneView, at frame: Rect, context: LayoutContext) -> (node: ViewNode, warnings: [Diagnostic]) {
        var placed = view
        if let moved = ViewFrame(x: frame.x, y: frame.y, width: frame.width, height: frame.height) { placed.frame = moved }
        var warnings: [Diagnostic] = []
        let node = ViewTreeLayout.layOut(placed, clippedBy: nil, file: "", context: context, warnings: &warnings)
        return (node, warnings)
    }

    /// What is worth saying about the custom views of `items` in a bar of `size`: a view of no
    /// size shows nothing; one taller than the bar is cut at its edges; the view tree's own
    /// warnings (a label's line break). Each at the view's line.
    static func warnings(_ items: [LaidOutBarItem], barSize: Size, context: LayoutContext) -> [Diagnostic] {
        items.flatMap { item -> [Diagnostic] in
            guard case .view(let view) = item.face else { return [] }
            func located(_ d: Diagnostic) -> Diagnostic {
                d.located(file: "", line: view.source.line, column: view.source.column, keyPath: view.source.keyPath)
            }
            var found = node(view, at: item.frame, context: context).warnings
            let f = item.frame
            if f.width <= 0 || f.height <= 0 {
                found.append(located(.warning(.barCustomViewEmpty,
                    "this \(view.className) is \(Points.format(f.width)) x \(Points.format(f.height)) pt: the bar shows "
                    + "nothing of it (give its frame a size)")))
            } else if f.minY < 0 || f.maxY > barSize.height {
                found.append(located(.warning(.barCustomViewOutsideBar,
                    "this \(view.className) is \(Points.format(f.height)) pt tall, taller than the bar's "
                    + "\(Points.format(barSize.height)): it is cut at the bar's edges")))
            }
            return found
        }
    }
}
