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
    public var signal: Rect
    public var carrier: LaidOutText
    public var wifi: Rect?
    public var time: LaidOutText
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
    static let gapAfterSignal = 3.0
    static let gapAfterCarrier = 4.0
    static let gapBeforeBattery = 3.0
    static let gapBeforeTime = 6.0

    public init(_ fields: StatusBarFields, width: Double, measurer: TextMeasurer) {
        // The pieces sit in the first 20 pt; an in-call bar adds a second line below them.
        let height = BarMetrics.statusBarHeight
        size = Size(width: width, height: fields.isInCall ? BarMetrics.inCallStatusBarHeight : height)
        let glyphTop = ((height - Self.signalSize.height) / 2).rounded()
        var x = Self.margin
        signal = Rect(x: x, y: glyphTop, width: Self.signalSize.width, height: Self.signalSize.height)
        x += Self.signalSize.width + Self.gapAfterSignal
        // Text is placed at its advance (not rounded up): the bar's pieces follow each other as drawn.
        func text(_ value: String, _ font: FontSpec, room: Double, x: (Double) -> Double) -> LaidOutText {
            let shown = measurer.truncated(value, font: font, toWidth: max(0, room))
            let advance = shown.isEmpty ? 0 : measurer.width(shown, font)
            return LaidOutText(text: shown, isTruncated: shown != value, font: font,
                               frame: Rect(x: x(advance), y: 0, width: advance, height: height),
                               baseline: Self.baseline)
        }
        time = text(fields.time, Self.timeFont, room: width / 3) { advance in (width / 2 - advance / 2).rounded() }
        // The carrier (and the Wi-Fi fan after it) stops short of the time.
        let carrierX = x
        let fan = fields.wifi == nil ? 0 : Self.gapAfterCarrier + Self.wifiSize.width
        let room = min(width / 3, time.frame.x - Self.gapBeforeTime - fan - carrierX)
        carrier = text(fields.carrier, Self.carrierFont, room: room) { _ in carrierX }
        x += carrier.frame.width + Self.gapAfterCarrier
        wifi = fields.wifi == nil ? nil
            : Rect(x: x.rounded(), y: glyphTop, width: Self.wifiSize.width, height: Self.wifiSize.height)
        battery = Rect(x: width - Self.margin - Self.batterySize.width, y: glyphTop,
                           width: Self.batterySize.width, height: Self.batterySize.height)
        charging = fields.isCharging
            ? Rect(x: battery.x - Self.gapBeforeBattery - Self.boltSize.width, y: glyphTop,
                       width: Self.boltSize.width, height: Self.boltSize.height)
            : nil
        // Chosen: the carrier's font, ending where the bolt would (3 pt before it, or the battery).
        let percentEnd = (charging ?? battery).x - Self.gapBeforeBattery
        percentage = fields.showsBatteryPercentage
            ? text("\(fields.battery)%", Self.carrierFont, room: width / 3) { advance in (percentEnd - advance).rounded() }
            : nil
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
