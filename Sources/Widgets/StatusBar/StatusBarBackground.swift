import Geometry
import Layout
import Raster

/// The status bar of a mockup (docs/DESIGN.md §Status bar), 20 pt tall.
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
    /// A light grey gradient with black text.
    case `default`
    /// Black with light grey text.
    case black
    /// Black at half opacity with light grey text; content shows through.
    case blackTranslucent

    /// The colour of the text and glyphs on this bar.
    public var foreground: Color {
        self == .default ? .black : Color(rgb: 0xd0d0d0)
    }
}

public enum StatusBarBackground {
    /// Default: row 0 #e8eef1, row 1 #edf5f7 falling to #bdc5c9 at row 18, row 19 #5c6368.
    static func ramp(_ style: StatusBarStyle) -> RowRamp {
        switch style {
        case .default:
            return RowRamp(segments: [
                .row(Color(rgb: 0xe8eef1)),
                .ramp(count: 18, first: Color(rgb: 0xedf5f7), last: Color(rgb: 0xbdc5c9)),
                .row(Color(rgb: 0x5c6368)),
            ])
        case .black:
            return RowRamp(segments: [.rows(count: 20, .black)])
        case .blackTranslucent:
            return RowRamp(segments: [.rows(count: 20, Color.black.withAlpha(0.5))])
        }
    }

    /// The double-height bar of a call in the background, 40 pt, as Apple's double-height bars
    /// are made (measured on `oie-tethering_base@2x.png`, written here per @2x row of its 80): the
    /// bar's colour under white at 0.559 and 0.42 for the two top rows, then a gloss whose white
    /// falls linearly from 0.339 to 0.118 over rows 2–37, the plain colour from row 38 (19 pt: the
    /// gloss ends a point above the middle), and the two bottom rows darkened to 0.85 and 0.60 of it.
    static func inCallRamp(_ base: Color) -> RowRamp {
        func white(_ k: Double) -> Color { RowRamp.mix(base, .white, k) }
        func dark(_ k: Double) -> Color {
            func c(_ v: UInt8) -> UInt8 { UInt8((Double(v) * k).rounded()) }
            return Color(r: c(base.r), g: c(base.g), b: c(base.b))
        }
        return RowRamp(segments: [
            .row(white(0.559)), .row(white(0.42)), .ramp(count: 36, first: white(0.339), last: white(0.118)),
            .rows(count: 40, base), .row(dark(0.85)), .row(dark(0.60)),
        ])
    }

    /// The in-call bar's green. Chosen (no picture of the green bar is among the references): the
    /// blue and red double-height bars share a saturation and brightness (blue #0a44a8: 0.94 and
    /// 0.66; red about 1.0 and 0.65), so the green takes the blue's at hue 120°.
    public static let inCallGreen = Color(rgb: 0x0aa80a)

    /// The double-height bar in `rect` (its height: 40 pt).
    public static func drawInCall(base: Color = inCallGreen, in rect: Rect, on canvas: Canvas) {
        canvas.fill(rect, with: .linearGradient(inCallRamp(base).gradient(top: rect.minY, height: rect.height)))
    }

    public static func draw(_ style: StatusBarStyle, in rect: Rect, on canvas: Canvas) {
        canvas.withState {
            canvas.translate(rect.minX, rect.minY)
            canvas.scale(by: 1, rect.height / BarMetrics.statusBarHeight)
            canvas.fill(Rect(x: 0, y: 0, width: rect.width, height: BarMetrics.statusBarHeight),
                        with: .linearGradient(ramp(style).gradient(top: 0)))
        }
    }
}
