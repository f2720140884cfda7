import Geometry
import Raster

/// UIProgressView (docs/DESIGN.md §Standard controls). No Apple image of iPhone OS 3's progress
/// bar was found (the fidelity references hold Mail's own slices, which are not UIProgressView's),
/// so the look is chosen: the default style is the slider's track — a 9-pt pill, white where the
/// work is still to do and blue (the minimum track's rows) over the part done, its right end
/// rounded; the bar style (for toolbars) is 11 pt, a dark translucent well with the same blue
/// fill, inset 1 pt.
///
/// Use: `ProgressView(progress: 0.4).draw(in: frame, on: canvas)`; the frame's height is
/// UIKit's fixed one (`height(style)`), centred in the frame when it is taller.
public struct ProgressView: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case `default`, bar
    }

    public var progress: Double
    public var style: Style

    public init(progress: Double, style: Style = .default) {
        self.progress = progress
        self.style = style
    }

    /// UIKit's fixed height for a style (points).
    public static func height(_ style: Style) -> Double {
        style == .bar ? ControlMetrics.progressBarHeight : ControlMetrics.progressDefaultHeight
    }

    /// The progress clamped to 0…1 (0 when not a number).
    public var fraction: Double { progress.isFinite ? min(1, max(0, progress)) : 0 }

    public func draw(in frame: Rect, on canvas: Canvas) {
        guard frame.width > 0 else { return }
        let h = Self.height(style)
        let box = Rect(x: frame.minX, y: snap(frame.midY - h / 2, canvas.scale), width: frame.width, height: h)
        switch style {
        case .default:
            SliderView.drawTrack(box, blue: false, on: canvas)
            drawFill(in: box, on: canvas)
        case .bar:
            canvas.fill(.roundedRect(box, radius: h / 2), with: .solid(Color.black.withAlpha(0.45)))
            drawFill(in: box.insetBy(dx: 1, dy: 1), on: canvas)
        }
    }

    /// The blue part: at least a pill's width (its two rounded ends), as UIKit's fill never
    /// shrinks below its caps once the progress is above zero.
    private func drawFill(in track: Rect, on canvas: Canvas) {
        guard fraction > 0 else { return }
        let w = max(track.height, snap(track.width * fraction, canvas.scale))
        SliderView.drawTrack(Rect(x: track.minX, y: track.minY, width: min(track.width, w), height: track.height), blue: true,
                             on: canvas)
    }
}
