/// What a status bar shows (docs/DESIGN.md §Status bar): the carrier's name and signal, the Wi-Fi
/// strength (or none), the time, the battery's charge and whether it is charging.
public struct StatusBarFields: Hashable, Sendable {
    public var time: String
    public var carrier: String
    /// Lit bars of five, 0…5.
    public var signal: Int
    /// Lit arcs of three, 0…3; nil draws no Wi-Fi fan (a phone on the cellular network).
    public var wifi: Int?
    /// Percent, 0…100.
    public var battery: Int
    /// A lightning bolt beside the battery.
    public var isCharging: Bool
    /// The battery's charge written as a percentage before it ("100%"), as iPhone OS 3.0's
    /// Settings › General › Usage › Battery Percentage shows it.
    public var showsBatteryPercentage: Bool
    /// A call goes on in the background: the double-height in-call bar ("Touch to return to
    /// call", 40 pt), which pushes the content down by 20.
    public var isInCall: Bool
    /// Airplane mode: the airplane in place of the signal bars and the carrier.
    public var isAirplaneMode: Bool
    /// False: no SIM card, "No SIM" in place of the signal bars and the carrier.
    public var hasSIM: Bool
    /// The cellular data network, shown where the Wi-Fi fan goes when there is no Wi-Fi.
    public var network: CellularNetwork?
    /// The network activity indicator (UIApplication's `networkActivityIndicatorVisible`).
    public var showsNetworkActivity: Bool
    /// The padlock in place of the time (the phone locked).
    public var isLocked: Bool
    /// The icons on the right, before the battery: an alarm set, Bluetooth on, music playing,
    /// location in use.
    public var icons: Set<StatusIcon>

    public init(time: String = StatusBarFields.defaultTime, carrier: String = StatusBarFields.defaultCarrier,
                signal: Int = 5, wifi: Int? = 3, battery: Int = 100, isCharging: Bool = false,
                showsBatteryPercentage: Bool = false, isInCall: Bool = false, isAirplaneMode: Bool = false,
                hasSIM: Bool = true, network: CellularNetwork? = nil, showsNetworkActivity: Bool = false,
                isLocked: Bool = false, icons: Set<StatusIcon> = []) {
        self.time = time
        self.carrier = carrier
        self.signal = min(5, max(0, signal))
        self.wifi = wifi.map { min(3, max(0, $0)) }
        self.battery = min(100, max(0, battery))
        self.isCharging = isCharging
        self.showsBatteryPercentage = showsBatteryPercentage
        self.isInCall = isInCall
        self.isAirplaneMode = isAirplaneMode
        self.hasSIM = hasSIM
        self.network = network
        self.showsNetworkActivity = showsNetworkActivity
        self.isLocked = isLocked
        self.icons = icons
    }

    /// What the left shows instead of the carrier when there is no SIM card.
    public static let noSIMText = "No SIM"

    /// What the in-call bar's second line says.
    public static let inCallText = "Touch to return to call"

    public static let defaultTime = "9:41 AM"
    public static let defaultCarrier = "Carrier"
}

/// The cellular data network a status bar names when the phone is not on Wi-Fi.
public enum CellularNetwork: String, CaseIterable, Hashable, Sendable {
    case threeG = "3G"
    case edge = "EDGE"
    case gprs = "GPRS"

    /// What the bar shows: "3G"; EDGE and GPRS as the phone's one-letter marks, "E" and "o".
    public var mark: String {
        switch self {
        case .threeG: "3G"
        case .edge: "E"
        case .gprs: "o"
        }
    }
}

/// A status icon on the right of the bar, before the battery, in this order from the left.
public enum StatusIcon: String, CaseIterable, Hashable, Sendable, Comparable {
    case location, play, alarm, bluetooth

    public static func < (a: StatusIcon, b: StatusIcon) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}
