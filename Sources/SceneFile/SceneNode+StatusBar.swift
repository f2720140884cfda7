import NavigationModel
import Scene

extension SceneNode {
    static let statusBar = MappingShape(
        "statusBar", "The status bar's style and what it shows.",
        keys: [
            KeyShape("style", .cases(SceneStatusBar.self), "The bar's style (`default` unless given; `none` hides it)."),
            KeyShape("time", .text, "The time in the middle."),
            KeyShape("carrier", .text, "The carrier's name at the left."),
            KeyShape("signal", .integer(0...5), "Signal bars lit, 0 to 5."),
            KeyShape("wifi", .oneOf([.integer(0...3), .constant(false)]), "Wi-Fi arcs lit, 0 to 3, or false for none."),
            KeyShape("battery", .integer(0...100), "The battery's charge in per cent."),
            KeyShape("charging", .bool, "Draws the charging bolt."),
            KeyShape("batteryPercentage", .bool, "The charge written as a percentage before the battery."),
            KeyShape("inCall", .bool, "A call in the background: the double-height in-call bar, which pushes the content down."),
            KeyShape("airplaneMode", .bool, "Airplane mode: the airplane in place of the signal bars and the carrier."),
            KeyShape("sim", .bool, "False: no SIM card, \"No SIM\" in place of the signal bars and the carrier."),
            KeyShape("network", .cases(CellularNetwork.self), "The cellular data network, shown where the Wi-Fi fan goes when there is no Wi-Fi."),
            KeyShape("activity", .bool, "The network activity indicator (`networkActivityIndicatorVisible`)."),
            KeyShape("locked", .bool, "The padlock in place of the time (the phone locked)."),
        ] + StatusIcon.allCases.map { KeyShape($0.rawValue, .bool, "The \($0.rawValue) icon at the right, before the battery.") })

    /// `canvas.statusBar`: a style alone (`black`), or a mapping `{ style, time, carrier, signal
    /// (0–5), wifi (0–3 or false), battery (0–100), charging, batteryPercentage, inCall }` whose
    /// style defaults to `default`.
    /// Keys left out keep `fields`' values.
    func statusBar(fields: inout StatusBarFields) throws(SceneError) -> SceneStatusBar {
        guard case .mapping = node.content else { return try value(SceneStatusBar.self) }
        let map = try mapping(SceneNode.statusBar)
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
        if let percentage = map["batteryPercentage"] { fields.showsBatteryPercentage = try percentage.bool() }
        if let inCall = map["inCall"] { fields.isInCall = try inCall.bool() }
        if let airplane = map["airplaneMode"] { fields.isAirplaneMode = try airplane.bool() }
        if let sim = map["sim"] { fields.hasSIM = try sim.bool() }
        if let network = map["network"] { fields.network = try network.value(CellularNetwork.self) }
        if let activity = map["activity"] { fields.showsNetworkActivity = try activity.bool() }
        if let locked = map["locked"] { fields.isLocked = try locked.bool() }
        for icon in StatusIcon.allCases {
            guard let node = map[icon.rawValue] else { continue }
            if try node.bool() { fields.icons.insert(icon) } else { fields.icons.remove(icon) }
        }
        // The phone prefers Wi-Fi: the cellular network's mark shows only without the fan.
        if let network = map["network"], fields.network != nil, fields.wifi != nil {
            reader.warnings.append(network.warning(.statusBarNetworkHidden,
                "the status bar shows the Wi-Fi fan, not the cellular network: write `wifi: false` to show "
                    + "`network: \(fields.network?.rawValue ?? "")`"))
        }
        let shown = map.order.filter { $0 != "style" }
        if style == .none, !shown.isEmpty {
            reader.warnings.append(warning(.statusBarHidden, "`style: none` hides the status bar: "
                                           + shown.map { "`\($0)`" }.joined(separator: ", ") + " not shown"))
        }
        return style
    }
}
