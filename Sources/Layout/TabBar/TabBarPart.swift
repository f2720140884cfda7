import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A tab bar: a root, or at the bottom of a tab bar controller's screen.
    public struct TabBarPart: Hashable, Sendable {
        public package(set) var bar: TabBar
        /// On the canvas; nil when hidden (`hidesBottomBarWhenPushed`).
        public package(set) var frame: Rect?
        /// Its items in the bar's own coordinates.
        public package(set) var layout: TabBarLayout

        package init(_ bar: TabBar, frame: Rect?, width: Double, measurer: TextMeasurer) {
            self.bar = bar
            self.frame = frame
            layout = TabBarLayout(bar, width: width, measurer: measurer)
        }
    }
}

extension SceneLayout {
    /// A tab bar: a root, or at the bottom of a tab bar controller's screen.
    public package(set) var tabBar: TabBarPart? {
        get { part(TabBarPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.TabBarPart: ScenePart {
    package static let name = "tabBar"
    package var nodeFrame: Rect? { frame }
    package static var jsonWhenAbsent: JSONValue? { .null }

    /// Whether it shows, its items as shown (four and More past five) with their frames on the
    /// canvas, and the selection.
    package func json() -> JSONValue {
        let origin = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        func onCanvas(_ box: Rect) -> JSONValue { .frame(SceneLayout.canvasFrame(box, in: origin)) }
        let items: [JSONValue] = layout.items.map { item in
            var fields: [(String, JSONValue)] = [("title", .string(item.item.title)),
                                                 ("label", .optional(item.title?.text))]
            switch item.item.kind {
            case .system(let system): fields.append(("systemItem", .string(system.rawValue)))
            case .custom(_, let image): fields.append(("image", .optional(image)))
            }
            fields += [("badgeValue", .optional(item.item.badgeValue)), ("badgeLabel", .optional(item.badgeText?.text)),
                       ("selected", .bool(item.isSelected))]
            if frame != nil {
                fields += [("frame", onCanvas(item.frame)), ("iconFrame", onCanvas(item.icon)),
                           ("titleFrame", item.title.map { onCanvas($0.frame) } ?? .null),
                           ("badgeFrame", item.badge.map(onCanvas) ?? .null)]
            }
            return .object(fields)
        }
        return .object([
            ("visible", .bool(frame != nil)),
            ("itemCount", .integer(bar.items.count)),
            ("selectedIndex", bar.selectedIndex.map { .integer($0) } ?? .null),
            ("items", .array(items)),
            ("frame", frame.map(JSONValue.frame) ?? .null),
        ])
    }

    package func textLines() -> [String] {
        typealias R = ReportText
        guard let frame else { return ["tab bar: hidden (hidesBottomBarWhenPushed)"] }
        var lines = ["tab bar: \(R.size(frame.size)) at (\(R.n(frame.x)), \(R.n(frame.y))), \(bar.items.count) items"]
        for item in layout.items {
            var text = "\"\(item.item.title)\""
            if let title = item.title, title.isTruncated { text += " shown as \"\(title.text)\"" }
            if let badge = item.item.badgeValue { text += " badge \"\(badge)\"" }
            if let badge = item.badgeText, badge.isTruncated { text += " shown as \"\(badge.text)\"" }
            if item.isSelected { text += " (selected)" }
            lines.append(R.row("tab", text, SceneLayout.canvasFrame(item.frame, in: frame)))
        }
        return lines
    }

    /// One hidden or shown by the transition (`hidesBottomBarWhenPushed`) slides with the content,
    /// as the toolbar does; one on both screens stays where it is.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        guard m.slides else { return (nil, b) }
        let tabA = a.flatMap { $0.frame == nil ? nil : $0 }
        let tabB = b.flatMap { $0.frame == nil ? nil : $0 }
        guard tabA?.frame != tabB?.frame else { return (nil, b) }
        var leaving: Self?
        if var tabA, let frame = tabA.frame {
            tabA.frame = m.slide(frame, arriving: false)
            leaving = tabA
        }
        var arriving = b
        if let frame = tabB?.frame { arriving?.frame = m.slide(frame, arriving: true) }
        return (leaving, arriving)
    }
}
