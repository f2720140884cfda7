import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A toolbar: the model's items, where it sits, its items laid out.
    public struct ToolbarPart: Hashable, Sendable {
        public package(set) var resolved: ResolvedToolbar
        public package(set) var layout: ToolbarLayout
        public package(set) var appearance: BarAppearance
        /// On the canvas; nil when the toolbar is hidden.
        public package(set) var frame: Rect?
        public package(set) var alpha: Double
        /// During a transition, the leaving screen's items, painted over this toolbar's background
        /// and under its own items; nil at rest.
        public package(set) var leavingItems: ToolbarLayout?

        package init(resolved: ResolvedToolbar, layout: ToolbarLayout, appearance: BarAppearance, frame: Rect?,
                    alpha: Double = 1) {
            self.resolved = resolved
            self.layout = layout
            self.appearance = appearance
            self.frame = frame
            self.alpha = alpha
        }
    }
}

extension SceneLayout {
    public package(set) var toolbar: ToolbarPart? {
        get { part(ToolbarPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.ToolbarPart: ScenePart {
    package static let name = "toolbar"
    package var nodeFrame: Rect? { frame }
    package var opacity: Double { alpha }

    package func json() -> JSONValue {
        let hiddenBy: JSONValue
        switch resolved.hiddenReason {
        case nil: hiddenBy = .null
        case .toolbarHidden?: hiddenBy = .object([("reason", .string("toolbarHidden"))])
        case .hidesBottomBarWhenPushed(let id)?:
            hiddenBy = .object([("reason", .string("hidesBottomBarWhenPushed")), ("viewController", .string(id))])
        }
        return .object([
            ("visible", .bool(resolved.isVisible)),
            ("items", .array(zip(resolved.items, layout.items).map { ReportJSON.item($0, laidOut: $1) })),
            ("frames", .array(layout.items.map { .frame($0.frame) })),
            ("hiddenBy", hiddenBy),
            ("height", .number(layout.size.height)),
            ("frame", frame.map(JSONValue.frame) ?? .null),
            ("appearance", ReportJSON.appearance(appearance)),
        ])
    }

    package static var jsonWhenAbsent: JSONValue? {
        .object([("visible", .bool(false)), ("items", .array([])), ("frames", .array([]))])
    }

    package func textLines() -> [String] {
        typealias R = ReportText
        var lines: [String] = []
        switch resolved.hiddenReason {
        case nil:
            let where_ = frame.map { "at (\(R.n($0.x)), \(R.n($0.y)))" } ?? ""
            lines.append("toolbar: \(R.size(layout.size)) \(where_), \(R.look(appearance))")
        case .toolbarHidden?:
            lines.append("toolbar: hidden (toolbarHidden)")
        case .hidesBottomBarWhenPushed(let id)?:
            lines.append("toolbar: hidden (\(id) hidesBottomBarWhenPushed)")
        }
        if resolved.isVisible {
            for placed in layout.items { lines.append(R.row("item", R.describe(placed), placed.frame)) }
        }
        return lines
    }

    /// Its items cross-fade over one background; a toolbar shown or hidden by the push
    /// (`hidesBottomBarWhenPushed`) slides with the content.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        if m.transition == .editing { return editingTransition(from: a, to: b, progress: m.progress) }
        if m.transition == .barItems { return itemsTransition(from: a, to: b, progress: m.progress) }
        if m.transition == .toolbarVisibility { return visibilityTransition(from: a, to: b, progress: m.progress) }
        guard m.slides else { return (nil, b) }
        let toolA = a.flatMap { $0.frame == nil ? nil : $0 }
        let toolB = b.flatMap { $0.frame == nil ? nil : $0 }
        if let toolA, var toolB, toolA.frame == toolB.frame {
            let items = SceneTransition.crossFade(from: toolA.layout.items, to: toolB.layout.items, progress: m.progress)
            toolB.layout.items = items.arriving
            var leaving = toolA.layout
            leaving.items = items.departing
            toolB.leavingItems = leaving
            return (nil, toolB)
        }
        // Hidden or shown by the arriving view controller's `toolbarHidden` (not by
        // `hidesBottomBarWhenPushed`): it slides down or up within the push or pop, as
        // `setToolbarHidden:animated:` moves it.
        let reason = toolA == nil ? a?.resolved.hiddenReason : b?.resolved.hiddenReason
        if (toolA == nil) != (toolB == nil), reason == .toolbarHidden {
            return visibilityTransition(from: a, to: b, progress: m.progress)
        }
        var leaving: Self?
        if var toolA, let frame = toolA.frame {
            toolA.frame = m.slide(frame, arriving: false)
            leaving = toolA
        }
        var arriving = b
        if let frame = toolB?.frame { arriving?.frame = m.slide(frame, arriving: true) }
        return (leaving, arriving)
    }
}
