import ChevronSupport
import Geometry
import NavigationModel

/// Lays out a view controller's view and its `subviews` (docs/DESIGN.md §Views): the root is the
/// view controller's view at `frame` on the canvas; each subview keeps its frame in its superview
/// (a class with a fixed size, the switch, takes its own), and each class lays out what it draws
/// (`LaysOutView`). Says, at the view, what UIKit would not show: a view wholly outside a superview
/// that clips it.
package enum ViewTreeLayout {
    package static func layOut(_ subviews: [SceneView], in frame: Rect, file: String,
                               context: LayoutContext) -> (root: ViewNode, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        let children: [ViewNode]
        if let split = halves(of: subviews) {
            // The later half on a second thread, with a measurer of its own whose findings (the
            // characters no font has) join the scene's after the first half's: what the layout
            // finds, and in which order, is what one thread finds.
            let (measurer, join) = context.measurer.fork?() ?? (context.measurer, {})
            let later = { var later = context; later.measurer = measurer; return later }()
            let second = Half()
            var first: [ViewNode] = []
            SecondThread.run({
                first = subviews[..<split].map {
                    layOut($0, clippedBy: nil, file: file, context: context, warnings: &warnings)
                }
            }, alongside: {
                var found: [Diagnostic] = []
                second.nodes = subviews[split...].map {
                    layOut($0, clippedBy: nil, file: file, context: later, warnings: &found)
                }
                second.warnings = found
            })
            join()
            children = first + second.nodes
            warnings += second.warnings
        } else {
            children = subviews.map { layOut($0, clippedBy: nil, file: file, context: context, warnings: &warnings) }
        }
        let root = ViewNode(className: PlainView.className, frame: frame, subviews: children)
        return (root, warnings)
    }

    /// From this many views in all, a view controller's view is laid out in two halves at once
    /// (a second thread costs some 50–100 µs to start; laying out 256 views, about 4 M
    /// instructions, some 1 ms).
    package static let viewsForTwoThreads = 256

    /// Where `subviews` split into two runs of about as many views each (subviews included), or
    /// nil when they are too few to be worth a second thread.
    package static func halves(of subviews: [SceneView]) -> Int? {
        guard subviews.count >= 2 else { return nil }
        let counts = subviews.map(\.count)
        let total = counts.reduce(0, +)
        guard total >= viewsForTwoThreads else { return nil }
        var sum = 0
        for (i, n) in counts.enumerated() {
            sum += n
            if 2 * sum >= total { return min(i + 1, subviews.count - 1) }
        }
        return subviews.count - 1
    }

    /// The later half's results, handed back when the second thread is joined.
    private final class Half: @unchecked Sendable {
        var nodes: [ViewNode] = []
        var warnings: [Diagnostic] = []
    }

    /// `view` laid out; `clip` is its clipping superview's bounds in the superview's coordinates.
    static func layOut(_ view: SceneView, clippedBy clip: Rect?, file: String, context: LayoutContext,
                       warnings: inout [Diagnostic]) -> ViewNode {
        let asked = Size(width: view.frame.width, height: view.frame.height)
        let laysOut = view.content.base as? any LaysOutView
        let size = laysOut?.size(for: asked, context: context) ?? asked
        let frame = Rect(x: view.frame.x, y: view.frame.y, width: size.width, height: size.height)
        func warn(_ d: Diagnostic) {
            warnings.append(d.located(file: file, line: view.source.line, column: view.source.column,
                                      keyPath: view.source.keyPath))
        }
        if let clip, !view.isHidden, frame.intersection(clip) == nil {
            warn(.warning(.viewOutsideClip, "this \(view.className) at \(frame.pointsDescription) is wholly outside "
                          + "its superview's bounds, which clip it (clipsToBounds): nothing of it is drawn"))
        }
        let drawn = laysOut?.layOut(in: size, context: context)
        for d in drawn?.warnings ?? [] { warn(d) }
        let bounds = Rect(x: view.boundsOrigin.x, y: view.boundsOrigin.y, width: size.width, height: size.height)
        let children = view.subviews.map {
            layOut($0, clippedBy: view.clipsToBounds ? bounds : nil, file: file, context: context, warnings: &warnings)
        }
        var node = ViewNode(id: view.id, className: view.className, frame: frame,
                            boundsOrigin: Point(view.boundsOrigin.x, view.boundsOrigin.y),
                            clipsToBounds: view.clipsToBounds, alpha: view.alpha, isHidden: view.isHidden,
                            backgroundColor: view.backgroundColor, drawing: drawn?.drawing, subviews: children,
                            source: view.source)
        if let responder = view.content.base as? any TextResponder, responder.isFirstResponder {
            node.responder = (responder.traits, responder.responderText)
        } else if let responder = (drawn?.drawing as? TableLayout)?.responder {
            // A table view's cell's field: the table view brings up its keyboard.
            node.responder = (responder.traits, responder.text)
        }
        return node
    }
}

extension PlainView: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (nil, [])
    }
}
