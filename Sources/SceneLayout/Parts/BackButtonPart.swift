import BarLayout
import ChevronSupport
import Geometry
import NavigationModel
import SceneFile

extension SceneLayout {
    /// A back button on its own, centred on its canvas.
    public struct BackButtonPart: Hashable, Sendable {
        public var title: String
        public var appearance: BarAppearance
        /// Its frame and label on the canvas.
        public var item: LaidOutBarItem
    }
}

extension SceneLayout {
    public var backButton: BackButtonPart? {
        get { part(BackButtonPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.BackButtonPart: ScenePart {
    public static let name = "backButton"
    public static let layer = 800
    public var nodeFrame: Rect? { item.frame }
    public var opacity: Double { item.alpha }

    public func json() -> JSONValue {
        .object([
            ("title", .string(title)), ("label", .optional(item.label?.text)), ("frame", .frame(item.frame)),
            ("labelFrame", item.label.map { .frame($0.frame) } ?? .null),
            ("highlighted", .bool(item.isHighlighted)),
        ])
    }

    public func textLines() -> [String] {
        [ReportText.row("back", "\"\(item.label?.text ?? title)\"", item.frame)]
    }
}
