import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A navigation bar: what the model resolved, where it sits, its items laid out.
    public struct NavigationBarPart: Hashable, Sendable {
        public package(set) var resolved: ResolvedNavigationBar
        public package(set) var layout: NavigationBarLayout
        public package(set) var appearance: BarAppearance
        /// On the canvas; nil when the bar is hidden.
        public package(set) var frame: Rect?
        /// The bar's own opacity, 0…1 (1 at rest).
        public package(set) var alpha: Double
        /// During a transition, the leaving top item's items, painted over this bar's background and
        /// under its own items; nil at rest.
        public package(set) var leavingItems: NavigationBarLayout?

        package init(resolved: ResolvedNavigationBar, layout: NavigationBarLayout, appearance: BarAppearance,
                    frame: Rect?, alpha: Double = 1) {
            self.resolved = resolved
            self.layout = layout
            self.appearance = appearance
            self.frame = frame
            self.alpha = alpha
        }
    }
}

extension SceneLayout {
    public package(set) var navigationBar: NavigationBarPart? {
        get { part(NavigationBarPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.NavigationBarPart: ScenePart {
    package static let name = "navigationBar"
    package var nodeFrame: Rect? { frame }
    package var opacity: Double { alpha }

    package func json() -> JSONValue {
        let bar = resolved
        return .object([
            ("visible", .bool(!bar.isHidden)),
            ("height", .number(layout.size.height)),
            ("prompt", .optional(bar.prompt)),
            ("left", .array(zip(bar.left, layout.left).map(ReportJSON.barItem))),
            ("center", ReportJSON.center(bar.center, layout.center)),
            ("right", .array(zip(bar.right, layout.right).map(ReportJSON.barItem))),
            ("frames", .object([
                ("left", .array(layout.left.map { .frame($0.frame) })),
                ("center", layout.center.map { .frame($0.frame) } ?? .null),
                ("right", .array(layout.right.map { .frame($0.frame) })),
                ("prompt", layout.prompt.map { .frame($0.frame) } ?? .null),
            ])),
            ("frame", frame.map(JSONValue.frame) ?? .null),
            ("appearance", ReportJSON.appearance(appearance)),
        ])
    }

    package static var jsonWhenAbsent: JSONValue? {
        .object([
            ("visible", .bool(false)), ("height", .number(0)), ("prompt", .null), ("left", .array([])),
            ("center", .null), ("right", .array([])),
            ("frames", .object([("left", .array([])), ("center", .null), ("right", .array([]))])),
        ])
    }

    package func textLines() -> [String] {
        typealias R = ReportText
        var lines: [String] = []
        let where_ = frame.map { "at (\(R.n($0.x)), \(R.n($0.y)))" } ?? "hidden"
        lines.append("navigation bar: \(R.size(layout.size)) \(where_), \(R.look(appearance))")
        if let prompt = layout.prompt {
            lines.append(R.row("prompt", "\"\(prompt.text)\"", prompt.frame))
        }
        for (item, placed) in zip(resolved.left, layout.left) {
            lines.append(R.row("left", R.describe(item, placed), placed.frame))
        }
        switch (resolved.center, layout.center) {
        case (.title(let title)?, let placed?):
            var text = "title \"\(title)\""
            if case .title(let shown) = placed, shown.isTruncated { text += " shown as \"\(shown.text)\"" }
            lines.append(R.row("center", text, placed.frame))
        case (.view?, let placed?):
            lines.append(R.row("center", "view segmented control", placed.frame))
        default:
            lines.append("  center  (nothing)")
        }
        for (item, placed) in zip(resolved.right, layout.right) {
            lines.append(R.row("right", R.describe(item, placed), placed.frame))
        }
        return lines
    }

    /// The item setters and the bar's hiding and showing, each on UIKit's figure
    /// (`SceneTransition+Bars.swift`).
    package static func timing(of transition: Transition) -> TransitionTiming? {
        switch transition {
        case .barItems: TransitionTiming(length: SceneTransition.itemChangeDuration, curve: .easeInOut)
        case .navigationBarVisibility, .toolbarVisibility:
            TransitionTiming(length: SceneTransition.hideShowBarDuration, curve: .easeInOut)
        default: nil
        }
    }

    /// The items move and fade over one background when the bar stays where it is (and keeps its
    /// prompt); a bar that appears, disappears or changes height cross-fades as a whole.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        if m.transition == .editing { return editingTransition(from: a, to: b, progress: m.progress) }
        if m.transition == .barItems { return itemsTransition(from: a, to: b, progress: m.progress) }
        if m.transition == .navigationBarVisibility { return visibilityTransition(from: a, to: b, progress: m.progress) }
        guard m.slides else { return (nil, b) }
        let barA = a.flatMap { $0.frame == nil ? nil : $0 }
        let barB = b.flatMap { $0.frame == nil ? nil : $0 }
        if let barA, var barB, barA.frame == barB.frame, barA.layout.prompt?.text == barB.layout.prompt?.text {
            let items = SceneTransition.barItems(from: barA.layout, to: barB.layout, width: m.width,
                                                 progress: m.progress, isPush: m.transition == .push)
            barB.layout = items.arriving
            barB.leavingItems = items.departing
            return (nil, barB)
        }
        // A bar the arriving view controller hides or shows as it appears slides up or down within
        // the push or pop (seed 000: "to coincide with the appearance of the new view controller").
        if (barA == nil) != (barB == nil) { return visibilityTransition(from: a, to: b, progress: m.progress) }
        var leaving = barA
        leaving?.alpha *= barB == nil ? 1 - m.progress : 1
        var arriving = b
        arriving?.alpha *= m.progress
        return (leaving, arriving)
    }
}
