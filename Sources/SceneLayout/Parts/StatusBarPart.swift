import BarLayout
import ChevronSupport
import Geometry
import NavigationModel
import SceneFile

extension SceneLayout {
    /// The status bar of a navigation interface: what it shows and where (its pieces in the bar's
    /// own coordinates).
    public struct StatusBarPart: Hashable, Sendable {
        public var frame: Rect
        public var style: SceneStatusBar
        public var fields: StatusBarFields
        public var layout: StatusBarLayout

        public var time: String { fields.time }

        public init(frame: Rect, style: SceneStatusBar, fields: StatusBarFields, measurer: TextMeasurer) {
            self.frame = frame
            self.style = style
            self.fields = fields
            layout = StatusBarLayout(fields, width: frame.width, measurer: measurer)
        }
    }
}

extension SceneLayout {
    public var statusBar: StatusBarPart? {
        get { part(StatusBarPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.StatusBarPart: ScenePart {
    public static let name = "statusBar"
    public static let layer = 500
    public var nodeFrame: Rect? { frame }
    public static var jsonWhenAbsent: JSONValue? { .null }

    public func json() -> JSONValue {
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

    public func textLines() -> [String] {
        typealias R = ReportText
        let f = fields, l = layout
        var parts = ["\"\(l.carrier.text)\" \(f.signal) bars", f.wifi.map { "Wi-Fi \($0)" } ?? "no Wi-Fi",
                     "\"\(l.time.text)\"", "battery \(f.battery)%"]
        if f.isCharging { parts.append("charging") }
        return ["status bar: \(R.size(Size(width: frame.width, height: frame.height))) "
                + "at (\(R.n(frame.x)), \(R.n(frame.y))), \(style.rawValue): " + parts.joined(separator: ", ")]
    }
}
