import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// The status bar of a navigation interface: what it shows and where (its pieces in the bar's
    /// own coordinates).
    public struct StatusBarPart: Hashable, Sendable {
        public package(set) var frame: Rect
        public package(set) var style: SceneStatusBar
        public package(set) var fields: StatusBarFields
        public package(set) var layout: StatusBarLayout

        public var time: String { fields.time }

        package init(frame: Rect, style: SceneStatusBar, fields: StatusBarFields, measurer: TextMeasurer) {
            self.frame = frame
            self.style = style
            self.fields = fields
            layout = StatusBarLayout(fields, width: frame.width, measurer: measurer)
        }
    }
}

extension SceneLayout {
    public package(set) var statusBar: StatusBarPart? {
        get { part(StatusBarPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.StatusBarPart: ScenePart {
    package static let name = "statusBar"
    package var nodeFrame: Rect? { frame }
    package static var jsonWhenAbsent: JSONValue? { .null }

    package func json() -> JSONValue {
        let f = fields, l = layout
        func onCanvas(_ box: Rect) -> JSONValue { .frame(SceneLayout.canvasFrame(box, in: frame)) }
        return .object([
            ("style", .string(style.rawValue)), ("time", .string(f.time)), ("carrier", .string(f.carrier)),
            ("signal", .integer(f.signal)), ("wifi", f.wifi.map { .integer($0) } ?? .bool(false)),
            ("battery", .integer(f.battery)), ("charging", .bool(f.isCharging)),
            ("frame", .frame(frame)),
            ("frames", .object([
                ("signal", onCanvas(l.signal)), ("carrier", onCanvas(l.carrier.frame)),
                ("wifi", l.wifi.map(onCanvas) ?? .null), ("time", onCanvas(l.time.frame)),
                ("charging", l.charging.map(onCanvas) ?? .null), ("battery", onCanvas(l.battery)),
            ])),
        ])
    }

    package func textLines() -> [String] {
        typealias R = ReportText
        let f = fields, l = layout
        var parts = ["\"\(l.carrier.text)\" \(f.signal) bars", f.wifi.map { "Wi-Fi \($0)" } ?? "no Wi-Fi",
                     "\"\(l.time.text)\"", "battery \(f.battery)%"]
        if f.isCharging { parts.append("charging") }
        return ["status bar: \(R.size(Size(width: frame.width, height: frame.height))) "
                + "at (\(R.n(frame.x)), \(R.n(frame.y))), \(style.rawValue): " + parts.joined(separator: ", ")]
    }
}
