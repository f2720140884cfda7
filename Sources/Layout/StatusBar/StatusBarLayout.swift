import Geometry
import NavigationModel

/// A status bar laid out (docs/DESIGN.md §Status bar), in the bar's own coordinates (20 pt tall):
/// from the left, the signal bars at x 5, the carrier 3 pt after them, the Wi-Fi fan 4 pt after
/// the carrier; the time centred; the battery ending 5 pt from the right edge, the charging bolt
/// 3 pt before it. Glyphs stand on one row, vertically centred at whole points; text sits on a
/// baseline 15 pt down. The time is cut to a third of the width; the carrier to a third too, and
/// short enough that it and the Wi-Fi fan end 6 pt before the time.
public struct StatusBarLayout: Hashable, Sendable {
    public var size: Size
    /// Nil in airplane mode and without a SIM card.
    public var signal: Rect?
    /// The carrier's name, "No SIM", or nothing in airplane mode.
    public var carrier: LaidOutText
    /// The airplane, at the signal bars' place, in airplane mode.
    public var airplane: Rect?
    public var wifi: Rect?
    /// The cellular network's mark ("3G", "E", "o") where the fan goes, without Wi-Fi.
    public var network: LaidOutText?
    /// The network activity spinner, 4 pt after the fan or the mark.
    public var activity: Rect?
    /// The time; empty while the phone is locked.
    public var time: LaidOutText
    /// The padlock in place of the time.
    public var lock: Rect?
    /// The icons before the battery (and its percentage), left to right.
    public var icons: [PlacedStatusIcon]
    public var charging: Rect?
    public var battery: Rect
    /// The battery's percentage ("100%"), ending 3 pt before the bolt or the battery.
    public var percentage: LaidOutText?
    /// The in-call bar's second line, "Touch to return to call", centred on it.
    public var callText: LaidOutText?

    // MARK: Metrics (docs/DESIGN.md §Status bar: the height and fonts measured, the spacing chosen by eye)

    package static let margin = 5.0
    package static let baseline = 15.0
    package static let carrierFont = FontSpec.bold(12)
    package static let timeFont = FontSpec.bold(14)
    package static let signalSize = Size(width: 19, height: 11)
    package static let wifiSize = Size(width: 16, height: 11.5)
    package static let batterySize = Size(width: 24, height: 11)
    package static let boltSize = Size(width: 7, height: 11)
    /// The glyphs of the other fields, on the same 1x grid (chosen, docs/DESIGN.md §Status bar).
    package static let airplaneSize = Size(width: 15, height: 11)
    package static let activitySize = Size(width: 10, height: 10)
    package static let lockSize = Size(width: 8, height: 11)
    package static func iconSize(_ icon: StatusIcon) -> Size {
        switch icon {
        case .location: Size(width: 9, height: 9)
        case .play: Size(width: 7, height: 8)
        case .alarm: Size(width: 11, height: 11)
        case .bluetooth: Size(width: 7, height: 11)
        }
    }
    static let gapAfterSignal = 3.0
    static let gapAfterCarrier = 4.0
    static let gapBeforeBattery = 3.0
    static let gapBeforeTime = 6.0
    static let gapBetweenIcons = 4.0

    public init(_ fields: StatusBarFields, width: Double, measurer: TextMeasurer) {
        // The pieces sit in the first 20 pt; an in-call bar adds a second line below them.
        let height = BarMetrics.statusBarHeight
        size = Size(width: width, height: fields.isInCall ? BarMetrics.inCallStatusBarHeight : height)
        // Glyphs centred on the 11-pt row of the signal bars, at whole points.
        let glyphTop = ((height - Self.signalSize.height) / 2).rounded()
        func glyph(x: Double, _ size: Size) -> Rect {
            Rect(x: x.rounded(), y: (glyphTop + (Self.signalSize.height - size.height) / 2).rounded(),
                 width: size.width, height: size.height)
        }
        // Text is placed at its advance (not rounded up): the bar's pieces follow each other as drawn.
        func text(_ value: String, _ font: FontSpec, room: Double, x: (Double) -> Double) -> LaidOutText {
            let shown = measurer.truncated(value, font: font, toWidth: max(0, room))
            let advance = shown.isEmpty ? 0 : measurer.width(shown, font)
            return LaidOutText(text: shown, isTruncated: shown != value, font: font,
                               frame: Rect(x: x(advance), y: 0, width: advance, height: height),
                               baseline: Self.baseline)
        }
        var x = Self.margin
        // The left: the airplane, or the signal bars (none without a SIM), then the carrier.
        if fields.isAirplaneMode {
            airplane = glyph(x: x, Self.airplaneSize)
            signal = nil
            x += Self.airplaneSize.width + Self.gapAfterCarrier
        } else {
            airplane = nil
            if fields.hasSIM {
                signal = glyph(x: x, Self.signalSize)
                x += Self.signalSize.width + Self.gapAfterSignal
            } else {
                signal = nil
            }
        }
        if fields.isLocked {
            time = text("", Self.timeFont, room: 0) { _ in width / 2 }
            lock = glyph(x: width / 2 - Self.lockSize.width / 2, Self.lockSize)
        } else {
            time = text(fields.time, Self.timeFont, room: width / 3) { advance in (width / 2 - advance / 2).rounded() }
            lock = nil
        }
        let timeStart = fields.isLocked ? lock?.minX ?? width / 2 : time.frame.x
        // The carrier (and what follows it) stops short of the time.
        let carrierX = x
        let shownNetwork = fields.wifi == nil && !fields.isAirplaneMode ? fields.network : nil
        let markWidth = shownNetwork.map { measurer.width($0.mark, Self.carrierFont) }
        var after = fields.wifi != nil ? Self.gapAfterCarrier + Self.wifiSize.width : 0
        if let markWidth { after += Self.gapAfterCarrier + markWidth }
        if fields.showsNetworkActivity { after += Self.gapAfterCarrier + Self.activitySize.width }
        let carrierText = fields.isAirplaneMode ? "" : fields.hasSIM ? fields.carrier : StatusBarFields.noSIMText
        let room = min(width / 3, timeStart - Self.gapBeforeTime - after - carrierX)
        carrier = text(carrierText, Self.carrierFont, room: room) { _ in carrierX }
        if !fields.isAirplaneMode { x += carrier.frame.width + Self.gapAfterCarrier }
        if fields.wifi != nil {
            wifi = glyph(x: x, Self.wifiSize)
            x = (wifi?.maxX ?? x) + Self.gapAfterCarrier
        } else {
            wifi = nil
        }
        if let shownNetwork {
            let markX = x
            network = text(shownNetwork.mark, Self.carrierFont, room: width / 3) { _ in markX.rounded() }
            x = (network?.frame.maxX ?? x) + Self.gapAfterCarrier
        } else {
            network = nil
        }
        activity = fields.showsNetworkActivity ? glyph(x: x, Self.activitySize) : nil

        // The right: the battery, the bolt, the percentage, then the icons leftwards.
        battery = glyph(x: width - Self.margin - Self.batterySize.width, Self.batterySize)
        charging = fields.isCharging ? glyph(x: battery.x - Self.gapBeforeBattery - Self.boltSize.width, Self.boltSize) : nil
        // Chosen: the carrier's font, ending where the bolt would (3 pt before it, or the battery).
        let percentEnd = (charging ?? battery).x - Self.gapBeforeBattery
        percentage = fields.showsBatteryPercentage
            ? text("\(fields.battery)%", Self.carrierFont, room: width / 3) { advance in (percentEnd - advance).rounded() }
            : nil
        var end = (percentage?.frame.minX ?? (charging ?? battery).minX) - Self.gapBetweenIcons
        var placed: [PlacedStatusIcon] = []
        for icon in fields.icons.sorted().reversed() {
            let size = Self.iconSize(icon)
            placed.insert(PlacedStatusIcon(icon: icon, frame: glyph(x: end - size.width, size)), at: 0)
            end -= size.width + Self.gapBetweenIcons
        }
        icons = placed
        if fields.isInCall {
            // Chosen: the time's font, centred, on the first line's baseline 20 pt lower.
            var line = text(StatusBarFields.inCallText, Self.timeFont, room: width - 2 * Self.margin) { advance in
                (width / 2 - advance / 2).rounded()
            }
            line.frame = Rect(x: line.frame.x, y: height, width: line.frame.width, height: height)
            line.baseline = height + Self.baseline
            callText = line
        } else {
            callText = nil
        }
    }
}

/// A status icon placed on the bar.
public struct PlacedStatusIcon: Hashable, Sendable {
    public var icon: StatusIcon
    public var frame: Rect
}
