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

    public static func draw(_ style: StatusBarStyle, in rect: Rect, on canvas: Canvas) {
        canvas.withState {
            canvas.translate(rect.minX, rect.minY)
            canvas.scale(by: 1, rect.height / BarMetrics.statusBarHeight)
            canvas.fill(Rect(x: 0, y: 0, width: rect.width, height: BarMetrics.statusBarHeight),
                        with: .linearGradient(ramp(style).gradient(top: 0)))
        }
    }
}
