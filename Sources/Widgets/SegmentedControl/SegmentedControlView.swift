import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// A whole segmented control: the body of `SegmentedControlArt` with each segment's title or image.
///
/// Bar style titles are bold 12 white with the bar shadow (docs/DESIGN.md §Fonts); the large styles
/// use bold 13, dark grey with a white shadow below on unselected segments and white with a dark
/// shadow above on the selected one (iPhone OS 3's look; not measured).
public struct SegmentedControlView: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case title(String)
        case image(Bitmap)
    }

    public struct Segment: Hashable, Sendable {
        public var content: Content
        /// A fixed width in points (UISegmentedControl's `setWidth:forSegmentAtIndex:`); nil shares
        /// the control's width equally with the other unfixed segments.
        public var width: Double?
        public var enabled: Bool

        public init(_ content: Content, width: Double? = nil, enabled: Bool = true) {
            self.content = content
            self.width = width
            self.enabled = enabled
        }
    }

    public var segments: [Segment]
    public var style: SegmentedControlArt.Style
    /// The selected segment, or nil (a momentary control shows none).
    public var selectedIndex: Int?
    public var tint: Color?

    public init(segments: [Segment], style: SegmentedControlArt.Style = .bar, selectedIndex: Int? = nil,
                tint: Color? = nil) {
        self.segments = segments
        self.style = style
        self.selectedIndex = selectedIndex
        self.tint = tint
    }

    public var height: Double { SegmentedControlArt.height(style) }

    var font: Font { Font(BarMetrics.segmentFont(SegmentedControlStyle(style))) }

    /// The widths of the segments when the control is `totalWidth` wide: fixed ones as given, the
    /// others sharing what is left equally.
    package func segmentWidths(totalWidth: Double) -> [Double] {
        let fixed = segments.compactMap(\.width).reduce(0, +)
        let free = segments.filter { $0.width == nil }.count
        let share = free > 0 ? max(0, totalWidth - fixed) / Double(free) : 0
        return segments.map { $0.width ?? share }
    }

    /// Draws the control in `frame` on a bar that looks like `look`: the glossy styles take the
    /// frame's height (30, or 24 in a landscape bar's row), the large ones their style's.
    public func draw(in frame: Rect, look: BarLook, typesetter: Typesetter, on canvas: Canvas) {
        let widths = segmentWidths(totalWidth: frame.width)
        let body = zip(segments, widths).enumerated().map { i, pair in
            SegmentedControlArt.Segment(width: pair.1, selected: i == selectedIndex, enabled: pair.0.enabled)
        }
        let glossy = style == .bar || style == .bezeled
        SegmentedControlArt.draw(style: style, segments: body, origin: frame.origin,
                                 height: glossy ? frame.height : nil, look: look, tint: tint, on: canvas)
        var x = frame.minX
        // A glossy label sits as a button's does: 19 below the top of a 30-pt body, 16 of a 24-pt
        // one (RowMetrics) — half the body (less its 1-pt shadow row) plus 4.5.
        let baseline = frame.minY + (glossy ? (frame.height - 1) / 2 + 4.5 : 27)
        for (i, (segment, w)) in zip(segments, widths).enumerated() {
            let selected = i == selectedIndex
            canvas.withState {
                if !segment.enabled { canvas.globalAlpha *= 0.5 }
                switch segment.content {
                case .title(let text):
                    let light = glossy || selected
                    BarText.drawCentered(text, font: font, centerX: x + w / 2, baseline: baseline,
                                         maxWidth: max(0, w - 2 * 4),
                                         color: light ? .white : Color(rgb: 0x4c4c4c),
                                         shadow: light ? BarText.shadow
                                             : TextShadow(color: Color.white.withAlpha(0.75), offset: Point(0, 1)),
                                         typesetter: typesetter, on: canvas)
                case .image(let image):
                    let s = canvas.scale
                    let size = Size(width: Double(image.width) / s, height: Double(image.height) / s)
                    let top = frame.minY + ((glossy ? frame.height - 1 : frame.height) - size.height) / 2
                    canvas.draw(image, in: Rect(x: (x + (w - size.width) / 2).rounded(), y: top.rounded(),
                                                width: size.width, height: size.height))
                }
            }
            x += w
        }
    }
}
