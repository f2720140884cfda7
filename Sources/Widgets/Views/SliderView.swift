import Geometry
import Raster

/// UISlider as iPhone OS 3 drew it (docs/DESIGN.md §Standard controls): a 9-pt track, blue from
/// the left end to the thumb's centre (the minimum track) and white from there to the right end
/// (the maximum track), under a 23-pt glossy white thumb. The colours are the rows of Apple's
/// `UISliderBlue` / `UISliderWhite` slices and the thumb's are fitted to `UISliderHandle(Down)`
/// (`ControlMetrics`); the shapes are ours.
///
/// Use: `SliderView(value: 0.5).draw(in: frame, on: canvas)` — the frame is the control's bounds
/// (its natural height is `SliderView.height`, 23; any width). The thumb sits where UIKit puts
/// it: its left edge at `(width − 23) × fraction` from the left, the fraction being
/// `(value − minimumValue) / (maximumValue − minimumValue)` clamped to 0…1. `highlighted` draws
/// the pressed thumb. Draws at the canvas's scale; the track and thumb snap to its pixels.
public struct SliderView: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// The thumb held down (UISliderHandleDown).
    public var highlighted: Bool

    public init(value: Double, minimumValue: Double = 0, maximumValue: Double = 1, highlighted: Bool = false) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.highlighted = highlighted
    }

    /// UISlider's natural height (points).
    public static let height = ControlMetrics.sliderHeight

    /// Where the value lies between the ends, 0…1 (0 when the range is empty or not a number).
    public var fraction: Double {
        let span = maximumValue - minimumValue
        guard span.isFinite, span > 0, value.isFinite else { return 0 }
        return min(1, max(0, (value - minimumValue) / span))
    }

    /// The thumb's 23-pt box in `frame`, snapped to the pixels of `scale`.
    public func thumbRect(in frame: Rect, scale: Double = 1) -> Rect {
        let t = ControlMetrics.thumbSize
        let x = snap(frame.minX + max(0, frame.width - t) * fraction, scale)
        let y = snap(frame.midY - t / 2, scale)
        return Rect(x: x, y: y, width: t, height: t)
    }

    public func draw(in frame: Rect, on canvas: Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let thumb = thumbRect(in: frame, scale: canvas.scale)
        let h = ControlMetrics.trackHeight
        let top = snap(frame.midY - h / 2, canvas.scale)
        let split = thumb.midX
        Self.drawTrack(Rect(x: frame.minX, y: top, width: split - frame.minX, height: h), blue: true, on: canvas)
        Self.drawTrack(Rect(x: split, y: top, width: frame.maxX - split, height: h), blue: false, on: canvas)
        Self.drawThumb(in: thumb, pressed: highlighted, on: canvas)
    }

    /// One track piece: a 9-pt pill. At 1x its sides (column 1 of the art) are darker than its
    /// middle, and the white track's ends (column 0) darker again; from @2x on, a one-pixel edge
    /// runs round it (the @2x art's own design).
    package static func drawTrack(_ rect: Rect, blue: Bool, on canvas: Canvas) {
        guard rect.width > 0 else { return }
        let radius = rect.height / 2
        if canvas.scale >= 2 {
            let edge = blue ? ControlMetrics.blueEdge2x : ControlMetrics.whiteEdge2x
            let inner = blue ? ControlMetrics.blueInner2x : ControlMetrics.whiteInner2x
            let outer = LinearGradient(start: Point(0, rect.minY), end: Point(0, rect.maxY), stops: [
                GradientStop(0, Color(rgb: edge.top)), GradientStop(0.5, Color(rgb: edge.side)),
                GradientStop(1, Color(rgb: edge.bottom)),
            ])
            canvas.fill(.roundedRect(rect, radius: radius), with: outer.map(Paint.linearGradient) ?? .solid(Color(rgb: edge.side)))
            let p = 1 / canvas.scale
            let inside = rect.insetBy(dx: min(p, rect.width / 2), dy: p)
            canvas.fill(.roundedRect(inside, radius: min(inside.height, inside.width) / 2),
                        with: .linearGradient(inner.gradient(top: inside.minY, height: inside.height)))
            return
        }
        let rows = blue ? ControlMetrics.blueRows : ControlMetrics.whiteRows
        let sides = blue ? ControlMetrics.blueSides : ControlMetrics.whiteSides
        var inset = (sides: 0.0, rows: 1.5)
        if !blue {
            canvas.fill(.roundedRect(rect, radius: radius),
                        with: .linearGradient(ramp(ControlMetrics.whiteEnds).gradient(top: rect.minY, height: rect.height)))
            inset = ControlMetrics.whiteInsets
        }
        let edge = rect.insetBy(dx: min(inset.sides, rect.width / 2), dy: 0)
        if edge.width > 0 {
            canvas.fill(.roundedRect(edge, radius: min(radius, edge.width / 2)),
                        with: .linearGradient(ramp(sides).gradient(top: rect.minY, height: rect.height)))
        }
        let inner = rect.insetBy(dx: min(inset.rows, rect.width / 2), dy: 0)
        guard inner.width > 0 else { return }
        canvas.fill(.roundedRect(inner, radius: min(radius, inner.width / 2)),
                    with: .linearGradient(ramp(rows).gradient(top: rect.minY, height: rect.height)))
    }

    /// The thumb in its 23-pt box: a blurred shadow under the rim, the highlight and the face
    /// (`SliderThumb`).
    package static func drawThumb(in box: Rect, pressed: Bool, on canvas: Canvas) {
        SliderThumb.draw(in: box, pressed: pressed, on: canvas)
    }

    static func ramp(_ rows: [UInt32]) -> RowRamp {
        RowRamp(segments: rows.map { .row(Color(rgb: $0)) })
    }
}

/// `v` rounded to the nearest device pixel of `scale`.
func snap(_ v: Double, _ scale: Double) -> Double { (v * scale).rounded() / scale }
