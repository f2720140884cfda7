import Geometry
import Raster

/// UISlider as iPhone OS 3 drew it (docs/DESIGN.md §Standard controls): a 9-pt track, blue from
/// the left end to the thumb's centre (the minimum track) and white from there to the right end
/// (the maximum track), under a 23-pt glossy white thumb. The colours are the rows of Apple's
/// `UISliderBlue` / `UISliderWhite` / `UISliderHandle(Down)` slices (`ControlMetrics`); the shapes
/// are ours.
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
    /// middle; from @2x on, a one-pixel edge runs round it (the @2x art's own design).
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
        canvas.fill(.roundedRect(rect, radius: radius), with: .linearGradient(ramp(sides).gradient(top: rect.minY, height: rect.height)))
        let inner = rect.insetBy(dx: min(1.5, rect.width / 2), dy: 0)
        guard inner.width > 0 else { return }
        canvas.fill(.roundedRect(inner, radius: min(radius, inner.width / 2)),
                    with: .linearGradient(ramp(rows).gradient(top: rect.minY, height: rect.height)))
    }

    /// The thumb in its 23-pt box: a soft shadow below a disc 21 across, its rim a ramp from grey
    /// to light, a highlight along the top inside it and the face's ramp from grey to near white.
    package static func drawThumb(in box: Rect, pressed: Bool, on canvas: Canvas) {
        let u = box.width / ControlMetrics.thumbSize
        func disc(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
            .ellipse(in: Rect(x: box.minX + (cx - r) * u, y: box.minY + (cy - r) * u, width: 2 * r * u, height: 2 * r * u))
        }
        func ramp(_ colors: [UInt32], _ y0: Double, _ y1: Double) -> Paint {
            let stops = colors.enumerated().map { i, c in
                GradientStop(Double(i) / Double(max(1, colors.count - 1)), Color(rgb: c))
            }
            return LinearGradient(start: Point(0, box.minY + y0 * u), end: Point(0, box.minY + y1 * u), stops: stops)
                .map(Paint.linearGradient) ?? .solid(Color(rgb: colors[0]))
        }
        if canvas.scale >= 2 {
            let art = pressed ? ControlMetrics.thumbDown2x : ControlMetrics.thumb2x
            canvas.fill(disc(11.5, 11.5, 11.0), with: .solid(Color.black.withAlpha(0.08)))
            canvas.fill(disc(11.5, 11.4, 10.5), with: .solid(Color.black.withAlpha(0.45)))
            canvas.fill(disc(11.5, 10.5, 10.5), with: ramp([art.rim, 0xa6a6a6, art.bottom], 0, 21))
            // One pixel of highlight along the top, running into the face's ramp down the sides.
            func face(_ first: UInt32) -> Paint {
                let stops: [(Double, UInt32)] = [(0.75, first), (1.5, art.faceTop), (5.25, art.faceUpper),
                                                 (15.25, art.faceLower), (20.25, art.faceBottom)]
                return LinearGradient(start: Point(0, box.minY), end: Point(0, box.minY + 21 * u),
                                      stops: stops.map { GradientStop($0.0 / 21, Color(rgb: $0.1)) })
                    .map(Paint.linearGradient) ?? .solid(Color(rgb: art.faceTop))
            }
            canvas.fill(disc(11.5, 10.5, 10.0), with: face(art.highlight))
            canvas.fill(disc(11.5, 11.0, 9.75), with: face(art.faceTop))
            return
        }
        canvas.fill(disc(11.5, 11.6, 11.5), with: .solid(Color.black.withAlpha(0.10)))
        canvas.fill(disc(11.5, 11.3, 10.9), with: .solid(Color.black.withAlpha(0.28)))
        let rim = pressed ? ControlMetrics.thumbDownRim : ControlMetrics.thumbRim
        let face = pressed ? ControlMetrics.thumbDownFace : ControlMetrics.thumbFace
        canvas.fill(disc(11.5, 10.5, 10.5), with: ramp([rim.top, rim.middle, rim.bottom], 0, 21))
        // The face's ramp is flat over its first two rows and eases into its last three; the
        // highlight runs into it down the sides.
        func faceRamp(_ first: UInt32) -> Paint {
            let stops = [(1.0, first), (3.5, face.top), (4.5, face.top), (16.5, face.low), (19.5, face.bottom)]
            return LinearGradient(start: Point(0, box.minY), end: Point(0, box.minY + 20 * u),
                                  stops: stops.map { GradientStop($0.0 / 20, Color(rgb: $0.1)) })
                .map(Paint.linearGradient) ?? .solid(Color(rgb: face.top))
        }
        canvas.fill(disc(11.5, 10.5, 9.6), with: faceRamp(face.highlight))
        canvas.fill(disc(11.5, 11.2, 9.2), with: faceRamp(face.top))
    }

    static func ramp(_ rows: [UInt32]) -> RowRamp {
        RowRamp(segments: rows.map { .row(Color(rgb: $0)) })
    }
}

/// `v` rounded to the nearest device pixel of `scale`.
func snap(_ v: Double, _ scale: Double) -> Double { (v * scale).rounded() / scale }
