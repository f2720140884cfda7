import Geometry
import Layout
import NavigationModel
import Raster

/// The body of a segmented control: its segments' backgrounds, borders and dividers, no content.
///
/// Bar style (docs/DESIGN.md §Segmented control, measured): 30 tall, segment caps 6, 1-px dividers;
/// unselected segments take the bar's own colour (#6e85a3 on the default bar, border #526379, top
/// #373b40 — the bar's bottom row and the 0.74 border ratio of every measured button), the selected
/// one the bordered-button colours; the same gloss as bar buttons. Plain, bordered and bezeled
/// styles had no measured art: they are designed after iPhone OS 3's large white controls (a
/// white-to-grey gradient, a grey outline, a dark-blue glossy selected segment); bordered adds a
/// darker outline, bezeled is a grey glossy variant of the bar style.
public enum SegmentedControlArt {
    public enum Style: String, Hashable, Sendable, CaseIterable { case plain, bordered, bar, bezeled }

    /// One segment's state.
    public struct Segment: Hashable, Sendable {
        public var width: Double
        public var selected: Bool
        public var enabled: Bool

        public init(width: Double, selected: Bool = false, enabled: Bool = true) {
            self.width = width
            self.selected = selected
            self.enabled = enabled
        }
    }

    /// The height of the control's art for a style (points).
    public static func height(_ style: Style) -> Double {
        BarMetrics.segmentedControlHeight(SegmentedControlStyle(style))
    }

    package static let barCornerRadius = 5.0
    package static let largeCornerRadius = 8.0

    /// Draws the body with its top-left corner at `origin`: segments side by side (their widths
    /// include their dividers), on a bar that looks like `look`; `tint` is the control's own
    /// `tintColor`, which wins over the bar's. `height` is the glossy styles' height when it is not
    /// the style's own (a landscape bar's 24-pt row); the large styles keep theirs.
    public static func draw(style: Style, segments: [Segment], origin: Point, height: Double? = nil, look: BarLook,
                            tint: Color?, on canvas: Canvas) {
        guard !segments.isEmpty else { return }
        let width = segments.reduce(0) { $0 + $1.width }
        switch style {
        case .bar, .bezeled:
            drawGlossy(style: style, segments: segments, origin: origin, width: width,
                       height: height ?? Self.height(style), look: look, tint: tint, on: canvas)
        case .plain, .bordered:
            drawLarge(style: style, segments: segments, origin: origin, width: width, tint: tint, on: canvas)
        }
    }

    /// Palettes of the bar style: unselected (the bar's colour) and selected (a bordered button).
    /// On the default bar both are Apple's segment art, measured at 1x and at @2x (`scale` 2 and up).
    static func barPalettes(look: BarLook, tint: Color?, bezeled: Bool, scale: Double = 1)
        -> (normal: ButtonPalette, selected: ButtonPalette)
    {
        let effective = tint.map { BarLook(style: .default, tint: $0) } ?? look
        let selected = ButtonPalette(look: effective)
        if bezeled {
            guard tint == nil else { return (selected, ButtonPalette(look: effective, pressed: true)) }
            let grey = ButtonPalette(base: Color(rgb: 0x8d8d8d), border: Color(rgb: 0x5c5c5c),
                                     topBorder: Color(rgb: 0x404040), embossAlpha: ChromeColors.embossAlpha)
            return (grey, ButtonPalette(look: .default))
        }
        if let t = effective.tint {
            let base = BarTint.navigationBarRow(t, row: 42)
            let border = BarTint.scale(base, 0.74)
            let normal = ButtonPalette(base: base, border: border, topBorder: nil, embossAlpha: ChromeColors.embossAlpha)
            return (normal, selected)
        }
        switch effective.style {
        case .default:
            if scale >= 2 {
                return (ButtonPalette(rows: ButtonArtMetrics.segmentBar2x, pixelRows2x: ButtonArtMetrics.segmentBarPixels2x,
                                      emboss2x: ButtonArtMetrics.segmentEmbossPixels2x),
                        ButtonPalette(rows: ButtonArtMetrics.segmentBarSelected2x,
                                      pixelRows2x: ButtonArtMetrics.segmentBarSelectedPixels2x,
                                      emboss2x: ButtonArtMetrics.segmentEmbossPixels2x))
            }
            return (ButtonPalette(rows: ButtonArtMetrics.segmentBar), selected)
        case .black, .blackTranslucent:
            let normal = ButtonPalette(look: effective)
            let pressed = ButtonPalette(look: effective, pressed: true)
            return (normal, pressed)
        }
    }

    static func drawGlossy(style: Style, segments: [Segment], origin: Point, width: Double, height: Double,
                           look: BarLook, tint: Color?, on canvas: Canvas) {
        let bodyHeight = height - 1
        let box = Rect(x: origin.x, y: origin.y, width: width, height: bodyHeight)
        let shape = Path.roundedRect(box, radius: barCornerRadius)
        let (normal, selected) = barPalettes(look: look, tint: tint, bezeled: style == .bezeled, scale: canvas.scale)
        forEachSegment(segments, originX: origin.x, outline: box, rows: (box.minY - 1, bodyHeight + 3), on: canvas) {
            ButtonArt.draw(shape, box: box, palette: $0.selected ? selected : normal, on: canvas)
        }
        // 1-pt dividers inside the outline: the rows of the segments beside them, darkened (those of
        // the selected segment's palette when it is one of the two).
        var x = origin.x
        for (i, segment) in segments.dropLast().enumerated() {
            x += segment.width
            let besideSelected = segment.selected || segments[i + 1].selected
            // The measured channel ratios are the default blue's; other colours darken evenly (by
            // their mean).
            let measured = tint == nil && look.tint == nil && look.style == .default
            let beside = measured ? ButtonArtMetrics.segmentDividerBesideSelectedScale : SIMD3(repeating: 0.72)
            let rows = besideSelected
                ? selected.scaledRamp(beside, scale: canvas.scale)
                : normal.scaledRamp(SIMD3(repeating: ButtonArtMetrics.segmentDividerScale), scale: canvas.scale)
            canvas.fill(Rect(x: x - 1, y: box.minY + 1, width: 1, height: bodyHeight - 1),
                        with: .linearGradient(rows.gradient(top: box.minY, height: bodyHeight)))
        }
    }

    /// Runs `draw` once per segment with the canvas clipped to the segment's columns (faded when
    /// disabled). The clip is widened beyond the outline on the outer sides so that the rounded ends
    /// keep their anti-aliasing.
    static func forEachSegment(_ segments: [Segment], originX: Double, outline: Rect, rows: (top: Double, height: Double),
                               on canvas: Canvas, _ draw: (Segment) -> Void) {
        var x = originX
        for (i, segment) in segments.enumerated() {
            canvas.withState {
                let left = i == 0 ? outline.minX - 2 : x
                let right = i == segments.count - 1 ? outline.maxX + 2 : x + segment.width
                canvas.clip(to: Rect(x: left, y: rows.top, width: right - left, height: rows.height))
                if !segment.enabled { canvas.globalAlpha *= 0.5 }
                draw(segment)
            }
            x += segment.width
        }
    }

    static func drawLarge(style: Style, segments: [Segment], origin: Point, width: Double, tint: Color?,
                          on canvas: Canvas) {
        let h = height(style)
        // The outline's stroke and the emboss one point below stay inside the control's frame.
        let lineWidth = style == .bordered ? 1.5 : 1
        let inset = lineWidth / 2
        let box = Rect(x: origin.x + inset, y: origin.y + inset, width: width - 2 * inset, height: h - 1 - inset)
        let shape = Path.roundedRect(box, radius: largeCornerRadius)
        let outline = style == .bordered ? Color(rgb: 0x2e3b54) : Color(rgb: 0x8c8c8c)
        let selectedTop = tint.map { BarTint.push($0, k: 0.35) } ?? Color(rgb: 0x6f95e6)
        let selectedBottom = tint.map { ButtonPalette.tintedBase($0) } ?? Color(rgb: 0x2156c9)
        // A faint white emboss under the control.
        canvas.fill(shape.transformed(by: .translation(0, 1)), with: .solid(Color.white.withAlpha(0.5)))
        forEachSegment(segments, originX: origin.x, outline: box, rows: (origin.y - 1, h + 2), on: canvas) {
            let fill: LinearGradient
            if $0.selected {
                fill = LinearGradient(start: Point(0, box.minY), end: Point(0, box.maxY), stops: [
                    GradientStop(0, selectedTop), GradientStop(0.5, BarTint.push(selectedBottom, k: 0.25)),
                    GradientStop(0.5, selectedBottom), GradientStop(1, BarTint.push(selectedBottom, k: 0.1)),
                ]) ?? .vertical(from: selectedTop, to: selectedBottom, y0: box.minY, y1: box.maxY)
            } else {
                fill = LinearGradient(start: Point(0, box.minY), end: Point(0, box.maxY), stops: [
                    GradientStop(0, .white), GradientStop(0.5, Color(rgb: 0xf4f4f4)),
                    GradientStop(0.5, Color(rgb: 0xe9e9e9)), GradientStop(1, Color(rgb: 0xdadada)),
                ]) ?? .vertical(from: .white, to: Color(rgb: 0xdadada), y0: box.minY, y1: box.maxY)
            }
            canvas.fill(shape, with: .linearGradient(fill))
        }
        var x = origin.x
        for segment in segments.dropLast() {
            x += segment.width
            canvas.fill(Rect(x: x - 1, y: box.minY, width: 1, height: box.height), with: .solid(outline))
        }
        canvas.stroke(shape, with: .solid(outline), style: StrokeStyle(width: lineWidth))
    }
}
