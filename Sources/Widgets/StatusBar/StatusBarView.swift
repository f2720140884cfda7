import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// A mockup's status bar (docs/DESIGN.md §Status bar), painted where `StatusBarLayout` placed its
/// pieces: the signal bars, the carrier and the Wi-Fi fan on the left, the time centred (bold 14),
/// the charging bolt and the battery on the right, all drawn procedurally. Nothing is measured here.
public struct StatusBarView: Hashable, Sendable {
    public var style: StatusBarStyle
    public var fields: StatusBarFields
    public var layout: StatusBarLayout

    public init(style: StatusBarStyle = .default, fields: StatusBarFields, layout: StatusBarLayout) {
        self.style = style
        self.fields = fields
        self.layout = layout
    }

    /// Text on the light bar is embossed (a white line below it); on black bars and the in-call
    /// bar it is plain.
    var textShadow: TextShadow? {
        style == .default && !fields.isInCall ? TextShadow(color: Color.white.withAlpha(0.5), offset: Point(0, 1)) : nil
    }

    /// Draws the bar with its top-left corner at `origin` (points).
    public func draw(at origin: Point, typesetter: Typesetter, on canvas: Canvas) {
        func at(_ f: Rect) -> Rect { f.offsetBy(dx: origin.x, dy: origin.y) }
        let whole = at(Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height))
        // In a call the whole bar is the green double-height one, its pieces white (chosen).
        if fields.isInCall {
            StatusBarBackground.drawInCall(in: whole, on: canvas)
        } else {
            StatusBarBackground.draw(style, in: whole, on: canvas)
        }
        let color = fields.isInCall ? Color.white : style.foreground
        StatusGlyphs.signalBars(on: canvas, in: at(layout.signal), color: color, bars: fields.signal)
        let texts = [layout.carrier, layout.time] + [layout.percentage, layout.callText].compactMap { $0 }
        for label in texts where !label.text.isEmpty {
            let run = typesetter.run(label.text, font: Font(label.font))
            canvas.drawText(run, at: Point(origin.x + label.frame.x, origin.y + label.baseline), color: color,
                            shadow: textShadow)
        }
        if let wifi = layout.wifi, let strength = fields.wifi {
            StatusGlyphs.wifi(on: canvas, in: at(wifi), color: color, strength: strength)
        }
        if let bolt = layout.charging { StatusGlyphs.bolt(on: canvas, in: at(bolt), color: color) }
        StatusGlyphs.battery(on: canvas, in: at(layout.battery), color: color, level: Double(fields.battery) / 100)
    }
}
