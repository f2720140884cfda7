import BarLayout
import Geometry
import Raster
import Typesetting

/// A mockup's status bar (docs/DESIGN.md §Status bar): 20 pt, signal bars and "Carrier" and a Wi-Fi
/// glyph on the left, the time centred (bold 14), a battery on the right, all drawn procedurally.
public struct StatusBarView: Hashable, Sendable {
    public var style: StatusBarStyle
    public var time: String
    public var carrier: String

    public static let defaultTime = "9:41 AM"

    public init(style: StatusBarStyle = .default, time: String = StatusBarView.defaultTime, carrier: String = "Carrier") {
        self.style = style
        self.time = time
        self.carrier = carrier
    }

    static let timeFont = Font.bold(14)
    static let carrierFont = Font.bold(12)
    static let baseline = 15.0
    static let margin = 5.0

    /// Text on the light bar is embossed (a white line below it); on black bars it is plain.
    var textShadow: TextShadow? {
        style == .default ? TextShadow(color: Color.white.withAlpha(0.5), offset: Point(0, 1)) : nil
    }

    /// Draws the bar into `rect` (points, 20 tall).
    public func draw(in rect: Rect, typesetter: Typesetter, on canvas: Canvas) {
        StatusBarBackground.draw(style, in: rect, on: canvas)
        let color = style.foreground
        let glyphTop = rect.minY + ((BarMetrics.statusBarHeight - StatusGlyphs.signalSize.height) / 2).rounded()
        var x = rect.minX + Self.margin
        StatusGlyphs.signalBars(on: canvas, in: Rect(origin: Point(x, glyphTop), size: StatusGlyphs.signalSize), color: color)
        x += StatusGlyphs.signalSize.width + 3
        let carrierRun = typesetter.run(carrier, font: Self.carrierFont, truncatedTo: rect.width / 3)
        canvas.drawText(carrierRun, at: Point(x, rect.minY + Self.baseline), color: color, shadow: textShadow)
        x += carrierRun.width + 4
        StatusGlyphs.wifi(on: canvas, in: Rect(origin: Point(x.rounded(), glyphTop), size: StatusGlyphs.wifiSize), color: color)
        let timeRun = typesetter.run(time, font: Self.timeFont, truncatedTo: rect.width / 3)
        canvas.drawText(timeRun, at: Point((rect.midX - timeRun.width / 2).rounded(), rect.minY + Self.baseline),
                        color: color, shadow: textShadow)
        let battery = Rect(x: rect.maxX - Self.margin - StatusGlyphs.batterySize.width, y: glyphTop,
                           width: StatusGlyphs.batterySize.width, height: StatusGlyphs.batterySize.height)
        StatusGlyphs.battery(on: canvas, in: battery, color: color)
    }
}
