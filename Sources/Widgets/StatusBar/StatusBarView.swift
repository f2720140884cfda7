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
        if let signal = layout.signal {
            StatusGlyphs.signalBars(on: canvas, in: at(signal), color: color, bars: fields.signal)
        }
        if let airplane = layout.airplane { canvas.fill(StatusGlyphs.airplanePath(in: at(airplane)), with: .solid(color)) }
        if let lock = layout.lock { canvas.fill(StatusGlyphs.lockPath(in: at(lock)), with: .solid(color)) }
        for placed in layout.icons {
            canvas.fill(StatusGlyphs.iconPath(placed.icon, in: at(placed.frame)), with: .solid(color))
        }
        if let activity = layout.activity {
            // The view tree's spinner (UIActivityIndicatorView) at half its 20 pt: grey on the light
            // bar, white on the dark ones.
            let spinner = ActivityIndicatorView(style: style == .default && !fields.isInCall ? .gray : .white)
            let box = at(activity)
            canvas.withState {
                canvas.translate(box.minX, box.minY)
                canvas.scale(by: box.width / spinner.size, box.height / spinner.size)
                spinner.draw(in: Rect(x: 0, y: 0, width: spinner.size, height: spinner.size), on: canvas)
            }
        }
        let texts = [layout.carrier, layout.time] + [layout.network, layout.percentage, layout.callText].compactMap { $0 }
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
