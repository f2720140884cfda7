import Geometry
import NavigationModel

/// The size of a segmented control and of its segments: "segments share the width equally unless
/// widths are given" (docs/DESIGN.md §Segmented control); a control with no width of its own sizes every unfixed segment to
/// the widest content plus padding (UIKit sized segments equally to fit the largest title). The
/// widgets layer draws segments exactly as wide as these frames.
public enum SegmentedControlLayout {
    /// The control's width: its own `width` when positive (the 90-pt frame of Apple's Listing 3-2,
    /// docs/DESIGN.md §Listings 3-2 and 3-3), else natural.
    public static func width(of control: SegmentedControl, context: LayoutContext) -> Double {
        if let width = control.width, width > 0 { return width }
        let unfixed = control.segments.filter { fixedWidth($0) == nil }
        let widest = unfixed.map { contentWidth($0.content, style: control.style, context: context) }.max() ?? 0
        let shared = max(BarMetrics.minimumSegmentWidth, widest + 2 * BarMetrics.segmentPadding)
        return control.segments.reduce(0) { $0 + (fixedWidth($1) ?? shared) }
    }

    /// The control's height: its style's; a bar-style control in a landscape row takes the row's
    /// smaller button height.
    public static func height(of control: SegmentedControl, context: LayoutContext) -> Double {
        control.style == .bar ? context.row.buttonHeight : BarMetrics.segmentedControlHeight(control.style)
    }

    /// The frames of the segments when the control sits in `frame`: fixed widths as given, the
    /// others sharing what is left equally.
    public static func segmentFrames(of control: SegmentedControl, in frame: Rect) -> [Rect] {
        let fixed = control.segments.compactMap(fixedWidth).reduce(0, +)
        let free = control.segments.filter { fixedWidth($0) == nil }.count
        let share = free > 0 ? max(0, frame.width - fixed) / Double(free) : 0
        var x = frame.x
        return control.segments.map { segment in
            let width = fixedWidth(segment) ?? share
            defer { x += width }
            return Rect(x: x, y: frame.y, width: width, height: frame.height)
        }
    }

    /// The control's natural size, as a scene whose root is a segmented control draws it.
    public static func size(of control: SegmentedControl, context: LayoutContext) -> Size {
        Size(width: width(of: control, context: context), height: height(of: control, context: context))
    }

    static func fixedWidth(_ segment: SegmentedControl.Segment) -> Double? {
        guard let width = segment.width, width > 0 else { return nil }
        return width
    }

    static func contentWidth(_ content: SegmentedControl.Segment.Content, style: SegmentedControlStyle,
                             context: LayoutContext) -> Double {
        switch content {
        case .title(let title): return context.measurer.labelWidth(title, font: BarMetrics.segmentFont(style))
        case .image(let path): return context.images.sizeOrDefault(path).width
        }
    }
}
