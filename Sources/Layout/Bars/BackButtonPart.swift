import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A back button on its own, centred on its canvas.
    public struct BackButtonPart: Hashable, Sendable {
        public package(set) var title: String
        public package(set) var appearance: BarAppearance
        /// Its frame and label on the canvas.
        public package(set) var item: LaidOutBarItem
    }
}

extension SceneLayout {
    public package(set) var backButton: BackButtonPart? {
        get { part(BackButtonPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.BackButtonPart: ScenePart {
    package static let name = "backButton"
    package var nodeFrame: Rect? { item.frame }
    package var opacity: Double { item.alpha }

    package func json() -> JSONValue {
        .object([
            ("title", .string(title)), ("label", .optional(item.label?.text)), ("frame", .frame(item.frame)),
            ("labelFrame", item.label.map { .frame($0.frame) } ?? .null),
            ("highlighted", .bool(item.isHighlighted)),
        ])
    }

    package func textLines() -> [String] {
        [ReportText.row("back", "\"\(item.label?.text ?? title)\"", item.frame)]
    }
}
