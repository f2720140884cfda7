import ChevronSupport
import Geometry
import NavigationModel

/// A view laid out (docs/DESIGN.md §Views): a node of the view tree with UIView's geometry — its
/// frame in its superview, its bounds origin (what its content is scrolled by), whether it clips,
/// its alpha and transform — what its class draws in its bounds (`drawing`, laid out once here)
/// and its subviews, back to front. Painting, `resolve` and transitions walk it; a transform, an
/// alpha or a clip on a node acts on everything inside it.
public struct ViewNode: Hashable, Sendable {
    public package(set) var id: String?
    /// UIKit's class as a scene names it (`label`).
    public package(set) var className: String
    /// In the superview's coordinates (the root's: the canvas's), in points.
    public package(set) var frame: Rect
    /// `bounds.origin`: the subviews and drawing are shifted by minus this.
    public package(set) var boundsOrigin: Point
    public package(set) var clipsToBounds: Bool
    public package(set) var alpha: Double
    public package(set) var isHidden: Bool
    /// About the frame's centre, as UIView's (the anchor point in the middle).
    public package(set) var transform: Transform
    public package(set) var backgroundColor: RGBAColor?
    /// What the class draws in the view's bounds; nil for a plain view.
    package var drawing: AnyViewDrawing?
    public package(set) var subviews: [ViewNode]
    /// Where the scene writes it.
    public package(set) var source: ViewSource
    /// The keyboard's traits and the text it holds, when the view is first responder.
    public package(set) var responder: (traits: TextInputTraits, text: String)?

    package init(id: String? = nil, className: String, frame: Rect, boundsOrigin: Point = Point(0, 0),
                 clipsToBounds: Bool = false, alpha: Double = 1, isHidden: Bool = false,
                 transform: Transform = .identity, backgroundColor: RGBAColor? = nil,
                 drawing: (any ViewDrawing)? = nil, subviews: [ViewNode] = [], source: ViewSource = ViewSource()) {
        self.id = id
        self.className = className
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.clipsToBounds = clipsToBounds
        self.alpha = alpha
        self.isHidden = isHidden
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.drawing = drawing.map(AnyViewDrawing.init)
        self.subviews = subviews
        self.source = source
    }

    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.id == b.id && a.className == b.className && a.frame == b.frame && a.boundsOrigin == b.boundsOrigin
            && a.clipsToBounds == b.clipsToBounds && a.alpha == b.alpha && a.isHidden == b.isHidden
            && a.transform == b.transform && a.backgroundColor == b.backgroundColor && a.drawing == b.drawing
            && a.subviews == b.subviews && a.source == b.source && a.responder?.traits == b.responder?.traits
            && a.responder?.text == b.responder?.text
    }

    public func hash(into h: inout Hasher) {
        h.combine(id)
        h.combine(frame)
        h.combine(drawing)
        h.combine(subviews)
    }

    /// The first responder in the tree (itself or a subview), with its frame on the canvas.
    public var firstResponder: (node: ViewNode, absoluteFrame: Rect)? {
        var found: (ViewNode, Rect)?
        walk { node, frame, _, _ in
            if found == nil, node.responder != nil { found = (node, frame) }
        }
        return found
    }

    /// The view's own coordinates: its bounds.
    public var bounds: Rect { Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height) }

    /// Where a point of this view's bounds is in its superview's coordinates (its transform
    /// included).
    public func toSuperview(_ p: Point) -> Point {
        let centre = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        let local = Point(p.x - boundsOrigin.x - frame.width / 2, p.y - boundsOrigin.y - frame.height / 2)
        let moved = transform.apply(local)
        return Point(centre.x + moved.x, centre.y + moved.y)
    }

    /// Each node with its frame on the canvas (the bounding box of its transformed frame), depth
    /// first, back to front, with its depth (the root 0) and whether it is drawn (neither it nor an
    /// ancestor hidden or of alpha 0).
    public func walk(_ visit: (ViewNode, _ absoluteFrame: Rect, _ depth: Int, _ isDrawn: Bool) -> Void) {
        walk(origin: Transform.identity, depth: 0, drawn: true, visit)
    }

    /// `toCanvas` maps the superview's coordinates to the canvas.
    private func walk(origin toCanvas: Transform, depth: Int, drawn: Bool,
                      _ visit: (ViewNode, Rect, Int, Bool) -> Void) {
        let mine = localTransform.concatenating(toCanvas)
        let isDrawn = drawn && !isHidden && alpha > 0
        visit(self, mine.apply(Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height)),
              depth, isDrawn)
        for view in subviews { view.walk(origin: mine, depth: depth + 1, drawn: isDrawn, visit) }
    }

    /// From the view's bounds to its superview's coordinates.
    public var localTransform: Transform {
        let toCentre = Transform.translation(-boundsOrigin.x - frame.width / 2, -boundsOrigin.y - frame.height / 2)
        return toCentre.concatenating(transform)
            .concatenating(.translation(frame.x + frame.width / 2, frame.y + frame.height / 2))
    }

    /// The node moved by (dx, dy) in its superview.
    package func offsetBy(dx: Double, dy: Double = 0) -> ViewNode {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        return moved
    }

    /// The node at `path` (subview indices from here) hidden or shown: what a view's pixels are is
    /// what changes when it alone is hidden.
    package func setting(hidden: Bool, at path: [Int]) -> ViewNode {
        var copy = self
        if let first = path.first {
            copy.subviews[first] = subviews[first].setting(hidden: hidden, at: Array(path.dropFirst()))
        } else {
            copy.isHidden = hidden
        }
        return copy
    }

    /// The views in the tree, itself included.
    public var count: Int { subviews.reduce(1) { $0 + $1.count } }
}

/// What a view's class draws in its bounds, laid out: a label's lines, an image view's picture.
/// `resolve` reports it; `Chevron` paints it (`PaintedViewDrawing`).
package protocol ViewDrawing: Hashable, Sendable {
    /// Its fields in the view's `resolve --json` object.
    func json() -> [(String, JSONValue)]
    /// What it shows, for the view's line of `resolve` (`"Inbox"`, `image art.png`).
    var summary: String { get }
}

/// A view's drawing of any class, compared by value.
package struct AnyViewDrawing: Hashable, Sendable {
    package let base: any ViewDrawing

    package init(_ base: any ViewDrawing) { self.base = base }

    package static func == (a: AnyViewDrawing, b: AnyViewDrawing) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    package func hash(into h: inout Hasher) { h.combine(AnyHashable(base)) }
}

/// A class of view that lays out what it draws in a view of `size` (its conformance beside its
/// layout, in this folder). A class without one draws only its background.
package protocol LaysOutView: ViewContent {
    /// UIKit's size for a view asked to be `size` (the switch's is fixed); `size` by default.
    func size(for size: Size, context: LayoutContext) -> Size
    /// What it draws in bounds of `size`, and what is worth saying about it.
    func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic])
}

extension LaysOutView {
    package func size(for size: Size, context: LayoutContext) -> Size { size }
}
