import ChevronSupport
import Geometry

extension SceneLayout {
    /// The view controller's view as a tree (docs/DESIGN.md §Views): its root where UIKit puts the
    /// view controller's view (the content's frame: below the bars, or under a translucent one) and
    /// the scene's `content.subviews` in it, each laid out once.
    public struct ViewTreePart: Hashable, Sendable {
        public package(set) var root: ViewNode

        package init(root: ViewNode) { self.root = root }
    }

    /// The view controller's view and its subviews, when the content has any.
    public package(set) var views: ViewTreePart? {
        get { part(ViewTreePart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.ViewTreePart: ScenePart {
    package static let name = "views"
    package var nodeFrame: Rect? { root.frame }

    /// The root, nested: each view's `kind`, `frame` in its superview, `absoluteFrame` on the
    /// canvas, its UIView properties where they are not the defaults, what its class draws (a
    /// label's lines with their baselines) and its `subviews`.
    package func json() -> JSONValue { Self.json(root, superview: .identity) }

    static func json(_ node: ViewNode, superview toCanvas: Transform) -> JSONValue {
        let mine = node.localTransform.concatenating(toCanvas)
        var fields: [(String, JSONValue)] = [("kind", .string(node.className))]
        if let id = node.id { fields.append(("id", .string(id))) }
        fields += [("frame", .frame(node.frame)), ("absoluteFrame", .frame(mine.apply(node.bounds)))]
        if let color = node.backgroundColor { fields.append(("backgroundColor", .string(color.hexString))) }
        if node.alpha != 1 { fields.append(("alpha", .number(node.alpha))) }
        if node.isHidden { fields.append(("hidden", .bool(true))) }
        if node.clipsToBounds { fields.append(("clipsToBounds", .bool(true))) }
        if node.boundsOrigin != Point(0, 0) {
            fields.append(("boundsOrigin", .object([("x", .number(node.boundsOrigin.x)),
                                                     ("y", .number(node.boundsOrigin.y))])))
        }
        fields += node.drawing?.base.json() ?? []
        fields.append(("subviews", .array(node.subviews.map { json($0, superview: mine) })))
        return .object(fields)
    }

    /// One line per view, indented by its depth: its class (and id), what it shows (text escaped,
    /// so a line break never starts a line of the report), its frame in its superview and, when
    /// different, on the canvas.
    package func reportLines() -> [ReportLine] {
        var lines: [ReportLine] = []
        root.walk { node, absolute, depth, _ in
            if depth == 0 {
                lines.append(.text("views: \(root.count - 1) in the view controller's view at \(node.frame.pointsDescription)"))
                return
            }
            var text = node.className
            if let id = node.id { text += " #" + ViewTextEscaping.escaped(id) }
            if let summary = node.drawing?.base.summary { text += " " + summary }
            if node.isHidden { text += ", hidden" }
            if node.alpha != 1 { text += ", alpha \(ReportText.n(node.alpha))" }
            if node.clipsToBounds { text += ", clips" }
            text += " at " + node.frame.pointsDescription
            if absolute != node.frame { text += " (on the canvas \(absolute.pointsDescription))" }
            lines.append(.text(text, depth: depth))
        }
        return lines
    }

    /// "The content under the bars slides": the view controller's view goes with it. What changes
    /// by itself (a spinner's spokes) goes on changing through every transition
    /// (`ViewNode.advanced(by:)`); the transition's ends are the two scenes as `render` draws them.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        let b = b.map { Self(root: $0.root.advanced(by: m.seconds)) }
        if m.transition.isBarVisibility { return (nil, b.map { $0.resized(from: a, progress: m.progress) }) }
        guard m.slides else { return (nil, b) }
        let a = a.map { Self(root: $0.root.advanced(by: m.seconds)) }
        return (a.map { Self(root: $0.root.offsetBy(dx: m.dx($0.root.frame, arriving: false), dy: m.contentDy(arriving: false))) },
                b.map { Self(root: $0.root.offsetBy(dx: m.dx($0.root.frame, arriving: true), dy: m.contentDy(arriving: true))) })
    }

    /// `setNavigationBarHidden:animated:` (and `setToolbarHidden:animated:`) on the screen it
    /// shows: the navigation controller resizes the view controller's view to the gap the bars
    /// leave as they slide (seed 000: it "displays your custom content in the gap between the
    /// bottom of the navigation bar and the top of the toolbar" and "never displays content under
    /// an opaque navigation bar"), so the view's top follows the bar's edge and its bottom the
    /// toolbar's, in whole points as the content's (`ContentLayout.barVisibilityTransition`), and
    /// its subviews keep their place from its top-left corner. Under a translucent bar the view's
    /// frame does not change and nothing moves.
    func resized(from a: Self?, progress e: Double) -> Self {
        guard let from = a?.root.frame, from != root.frame else { return self }
        let to = root.frame
        let top = to.minY + ((from.minY - to.minY) * (1 - e)).rounded()
        let bottom = to.maxY + ((from.maxY - to.maxY) * (1 - e)).rounded()
        var moved = root
        moved.frame = Rect(x: to.minX, y: top, width: to.width, height: max(0, bottom - top))
        return Self(root: moved)
    }
}
