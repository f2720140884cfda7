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
        func onCanvas(_ box: Rect?) -> JSONValue { box.map { .frame(SceneLayout.canvasFrame($0, in: frame)) } ?? .null }
        let wifi: JSONValue = f.wifi.map { .integer($0) } ?? .bool(false)
        let icons: [JSONValue] = l.icons.map { .string($0.icon.rawValue) }
        let iconFrames: [JSONValue] = l.icons.map { onCanvas($0.frame) }
        var values: [(String, JSONValue)] = [
            ("style", .string(style.rawValue)), ("time", .string(f.time)), ("carrier", .string(f.carrier)),
            ("signal", .integer(f.signal)), ("wifi", wifi),
            ("battery", .integer(f.battery)), ("charging", .bool(f.isCharging)),
        ]
        values += [
            ("batteryPercentage", .bool(f.showsBatteryPercentage)), ("inCall", .bool(f.isInCall)),
            ("airplaneMode", .bool(f.isAirplaneMode)), ("sim", .bool(f.hasSIM)),
            ("network", .optional(f.network?.rawValue)), ("activity", .bool(f.showsNetworkActivity)),
            ("locked", .bool(f.isLocked)), ("icons", .array(icons)), ("frame", .frame(frame)),
        ]
        var frames: [(String, JSONValue)] = [
            ("signal", onCanvas(l.signal)), ("carrier", onCanvas(l.carrier.frame)), ("airplane", onCanvas(l.airplane)),
            ("wifi", onCanvas(l.wifi)), ("network", onCanvas(l.network?.frame)), ("activity", onCanvas(l.activity)),
        ]
        frames += [
            ("time", onCanvas(l.time.frame)), ("lock", onCanvas(l.lock)), ("icons", .array(iconFrames)),
            ("charging", onCanvas(l.charging)), ("battery", onCanvas(l.battery)),
            ("percentage", onCanvas(l.percentage?.frame)), ("callText", onCanvas(l.callText?.frame)),
        ]
        return .object(values + [("frames", .object(frames))])
    }

    package func textLines() -> [String] {
        typealias R = ReportText
        let f = fields, l = layout
        let left: String
        if f.isAirplaneMode {
            left = "airplane mode"
        } else if l.signal == nil {
            left = "\"\(l.carrier.text)\""
        } else {
            left = "\"\(l.carrier.text)\" \(f.signal) bars"
        }
        var network = "no Wi-Fi"
        if let strength = f.wifi {
            network = "Wi-Fi \(strength)"
        } else if let mark = l.network, let kind = f.network {
            network = "\(kind.rawValue) \"\(mark.text)\""
        }
        var parts = [left, network]
        if f.showsNetworkActivity { parts.append("network activity") }
        parts += [f.isLocked ? "locked" : "\"\(l.time.text)\"", "battery \(f.battery)%"]
        parts += l.icons.map(\.icon.rawValue)
        if f.isCharging { parts.append("charging") }
        if let percentage = l.percentage { parts.append("\"\(percentage.text)\" shown") }
        if let call = l.callText { parts.append("in call: \"\(call.text)\"") }
        return ["status bar: \(R.size(Size(width: frame.width, height: frame.height))) "
                + "at (\(R.n(frame.x)), \(R.n(frame.y))), \(style.rawValue): " + parts.joined(separator: ", ")]
    }
}
