import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A search bar: a root, or at the top of a screen's content.
    public struct SearchBarPart: Hashable, Sendable {
        public package(set) var bar: SearchBar
        /// On the canvas.
        public package(set) var frame: Rect
        /// Its pieces in the bar's own coordinates.
        public package(set) var layout: SearchBarLayout

        package init(_ bar: SearchBar, at origin: (x: Double, y: Double), width: Double, context: LayoutContext) {
            self.bar = bar
            layout = SearchBarLayout(bar, width: width, context: context)
            frame = Rect(x: origin.x, y: origin.y, width: width, height: layout.size.height)
        }

        /// The same bar moved across by `dx` (its pieces are in its own coordinates and move with it).
        package func offsetBy(dx: Double, dy: Double = 0) -> SearchBarPart {
            var moved = self
            moved.frame = frame.offsetBy(dx: dx, dy: dy)
            return moved
        }
    }
}

extension SceneLayout {
    /// A search bar: a root, or heading a screen's content.
    public package(set) var searchBar: SearchBarPart? {
        get { part(SearchBarPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.SearchBarPart: ScenePart {
    package static let name = "searchBar"
    package var nodeFrame: Rect? { frame }
    package static var jsonWhenAbsent: JSONValue? { .null }

    /// Its properties, and where each piece is, on the canvas.
    package func json() -> JSONValue {
        let b = bar, l = layout
        func onCanvas(_ box: Rect) -> JSONValue { .frame(SceneLayout.canvasFrame(box, in: frame)) }
        return .object([
            ("placeholder", .optional(b.placeholder)), ("text", .string(b.text)),
            ("appearance", ReportJSON.appearance(b.appearance)), ("showsCancelButton", .bool(b.showsCancelButton)),
            ("scopeButtonTitles", .array(b.scopeButtonTitles.map { .string($0) })),
            ("selectedScopeButtonIndex", b.showsScopeBar ? .integer(b.selectedScopeButtonIndex) : .null),
            ("shown", .optional(l.text?.text)), ("isPlaceholder", .bool(l.isPlaceholder)),
            ("frame", .frame(frame)),
            ("frames", .object([
                ("field", onCanvas(l.field)), ("magnifier", onCanvas(l.magnifier)),
                ("text", l.text.map { onCanvas($0.frame) } ?? .null),
                ("clearButton", l.clearButton.map(onCanvas) ?? .null),
                ("cancelButton", l.cancelButton.map { onCanvas($0.frame) } ?? .null),
                ("scopeBar", l.scopeFrame.map(onCanvas) ?? .null),
                ("scopeSegments", .array(l.scopeSegments.map(onCanvas))),
            ])),
        ])
    }

    package func reportLines() -> [ReportLine] {
        typealias R = ReportText
        let b = bar, l = layout
        var lines: [ReportLine] = [.text("search bar: \(R.size(l.size)) at (\(R.n(frame.x)), \(R.n(frame.y))), \(R.look(b.appearance))")]
        let shown = l.text.map { (l.isPlaceholder ? "placeholder \"" : "text \"") + $0.text + "\"" } ?? "empty"
        lines.append(.row("field", shown, SceneLayout.canvasFrame(l.field, in: frame)))
        if let cancel = l.cancelButton {
            lines.append(.row("cancel", "bordered \"Cancel\"", SceneLayout.canvasFrame(cancel.frame, in: frame)))
        }
        if let box = l.scopeFrame {
            let titles = b.scopeButtonTitles.enumerated().map { i, t in i == b.selectedScopeButtonIndex ? "[\(t)]" : t }
            lines.append(.row("scope", titles.joined(separator: " | "), SceneLayout.canvasFrame(box, in: frame)))
        }
        return lines
    }

    /// It heads its screen's content and slides with it.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        if m.transition.isBarVisibility, let a, var b {
            // It follows the content's top as a bar slides in or out above it.
            b.frame = b.frame.offsetBy(dx: 0, dy: ((a.frame.minY - b.frame.minY) * (1 - m.progress)).rounded())
            return (nil, b)
        }
        guard m.slides else { return (nil, b) }
        return (a.map { $0.offsetBy(dx: m.dx($0.frame, arriving: false), dy: m.contentDy(arriving: false)) },
                b.map { $0.offsetBy(dx: m.dx($0.frame, arriving: true), dy: m.contentDy(arriving: true)) })
    }
}
