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

    public init(time: String = StatusBarFields.defaultTime, carrier: String = StatusBarFields.defaultCarrier,
                signal: Int = 5, wifi: Int? = 3, battery: Int = 100, isCharging: Bool = false,
                showsBatteryPercentage: Bool = false, isInCall: Bool = false) {
        self.time = time
        self.carrier = carrier
        self.signal = min(5, max(0, signal))
        self.wifi = wifi.map { min(3, max(0, $0)) }
        self.battery = min(100, max(0, battery))
        self.isCharging = isCharging
        self.showsBatteryPercentage = showsBatteryPercentage
        self.isInCall = isInCall
    }

    /// What the in-call bar's second line says.
    public static let inCallText = "Touch to return to call"

    public static let defaultTime = "9:41 AM"
    public static let defaultCarrier = "Carrier"
}
