import NavigationModel
import Scene

extension SceneNode {
    static let statusBarKeys = ["style", "time", "carrier", "signal", "wifi", "battery", "charging"]

    /// `canvas.statusBar`: a style alone (`black`), or a mapping `{ style, time, carrier, signal
    /// (0–5), wifi (0–3 or false), battery (0–100), charging }` whose style defaults to `default`.
    /// Keys left out keep `fields`' values.
    func statusBar(fields: inout StatusBarFields) throws(SceneError) -> SceneStatusBar {
        guard case .mapping = node.content else { return try value(SceneStatusBar.self) }
        let map = try mapping(keys: SceneNode.statusBarKeys)
        let style = try map["style"]?.value(SceneStatusBar.self) ?? .default
        if let time = map["time"] { fields.time = try time.string() }
        if let carrier = map["carrier"] { fields.carrier = try carrier.string() }
        if let signal = map["signal"] { fields.signal = try signal.integer(in: 0...5) }
        if let wifi = map["wifi"] {
            if case .scalar(let text, plain: true) = wifi.node.content, SceneNode.number(text) == nil {
                // `false` switches the fan off; `true` says nothing about its strength.
                guard try !wifi.bool() else {
                    throw wifi.error(.wrongType, "expected 0…3 (arcs lit) or false (no Wi-Fi), found `true`")
                }
                fields.wifi = nil
            } else {
                fields.wifi = try wifi.integer(in: 0...3)
            }
        }
        if let battery = map["battery"] { fields.battery = try battery.integer(in: 0...100) }
        if let charging = map["charging"] { fields.isCharging = try charging.bool() }
        let shown = map.order.filter { $0 != "style" }
        if style == .none, !shown.isEmpty {
            reader.warnings.append(warning(.statusBarHidden, "`style: none` hides the status bar: "
                                           + shown.map { "`\($0)`" }.joined(separator: ", ") + " not shown"))
        }
        return style
    }
}
