import Geometry
import Raster

/// UIActivityIndicatorView (docs/DESIGN.md §Standard controls): twelve spokes round a centre,
/// their opacity graded from the leading spoke back (`ControlMetrics.spokeOpacity`, measured on
/// Apple's 37-px frame and the 20-px screenshots). The white styles' spokes are white, over a soft
/// black shadow one point below (the large style) or alone at 85 % (the small white style); the gray
/// style's are grey. Only the large style has a shadow.
///
/// Use: `ActivityIndicatorView(style: .gray, phase: 3).draw(in: frame, on: canvas)`. The spinner
/// keeps its natural size (`size`, 20 or 37 points), centred in `frame` and snapped to the pixels,
/// as UIKit keeps it whatever the frame. `phase` 0…11 is the leading spoke, clockwise from the
/// top: stepping it once every twelfth of `ActivityIndicator.period` (0.75 s a turn) turns it as
/// the phone does (a phase outside 0…11 wraps).
public struct ActivityIndicatorView: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case white, whiteLarge, gray
    }

    public var style: Style
    public var phase: Int

    public init(style: Style = .white, phase: Int = 0) {
        self.style = style
        self.phase = phase
    }

    /// The natural size (points): 37 for `whiteLarge`, 20 otherwise.
    public var size: Double { style == .whiteLarge ? ControlMetrics.spinnerLarge : ControlMetrics.spinnerSmall }

    /// The opacity of spoke `index` (0 at the top, clockwise) in this phase.
    public func opacity(ofSpoke index: Int) -> Double {
        let behind = ((phase - index) % 12 + 12) % 12
        return ControlMetrics.spokeOpacity[behind]
    }

    public func draw(in frame: Rect, on canvas: Canvas) {
        let s = size
        let box = Rect(x: snap(frame.midX - s / 2, canvas.scale), y: snap(frame.midY - s / 2, canvas.scale), width: s,
                       height: s)
        let large = style == .whiteLarge
        let spoke = large ? ControlMetrics.largeSpoke : ControlMetrics.smallSpoke
        // The large frame's spokes turn about (18.5, 17.5): its shadow takes the rows below.
        let center = large ? Point(box.minX + 18.5, box.minY + 17.5) : Point(box.midX, box.midY)
        for i in 0..<12 {
            let o = opacity(ofSpoke: i)
            let angle = Double(i) * Double.pi / 6
            let path = Self.spoke(center: center, angle: angle, width: spoke.width, inner: spoke.inner, outer: spoke.outer)
            switch style {
            case .gray:
                canvas.fill(path, with: .solid(ControlMetrics.graySpoke.withAlpha(o)))
                continue
            case .white:
                canvas.fill(path, with: .solid(Color.white.withAlpha(o * ControlMetrics.smallWhiteOpacity)))
                continue
            case .whiteLarge: break
            }
            let shadow = ControlMetrics.spokeShadow
            let below = Transform.translation(0, 1)
            let around = Self.spoke(center: center, angle: angle, width: spoke.width + 2, inner: spoke.inner - 1,
                                    outer: spoke.outer + 1)
            canvas.fill(around.transformed(by: below), with: .solid(Color.black.withAlpha(shadow.around * o)))
            canvas.fill(path.transformed(by: below), with: .solid(Color.black.withAlpha(shadow.under * o)))
            canvas.fill(path, with: .solid(Color.white.withAlpha(o)))
        }
    }

    /// One spoke: a bar `width` wide with round ends, from `inner` to `outer` from the centre
    /// (the round ends inside those radii), pointing `angle` clockwise from straight up.
    static func spoke(center: Point, angle: Double, width: Double, inner: Double, outer: Double) -> Path {
        let r = width / 2
        let bar = Path.roundedRect(Rect(x: -r, y: -outer, width: width, height: outer - inner), radius: r)
        return bar.transformed(by: Transform.rotation(angle).concatenating(.translation(center.x, center.y)))
    }
}
