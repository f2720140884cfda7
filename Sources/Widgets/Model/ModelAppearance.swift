import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

// The navigation model's pixel-free values, as the widgets draw them.

extension Color {
    public init(_ c: RGBAColor) {
        self.init(r: c.r, g: c.g, b: c.b, a: c.a)
    }
}

extension BarLook {
    /// The look of a bar with these UIKit appearance properties.
    public init(_ appearance: BarAppearance) {
        let style: Style = switch appearance.barStyle {
        case .default: .default
        case .black: .black
        case .blackTranslucent: .blackTranslucent
        }
        self.init(style: style, tint: appearance.tintColor.map(Color.init), translucent: appearance.isTranslucent)
    }
}

extension SystemIcon {
    /// The glyph of a system item that shows one (nil for words and spaces).
    public init?(_ item: BarButtonSystemItem) {
        guard case .glyph = item.content else { return nil }
        self.init(rawValue: item.rawValue)
    }
}

extension SegmentedControlArt.Style {
    package init(_ style: SegmentedControlStyle) {
        switch style {
        case .plain: self = .plain
        case .bordered: self = .bordered
        case .bar: self = .bar
        case .bezeled: self = .bezeled
        }
    }
}

extension SegmentedControlStyle {
    /// The model's style for the art's, so that the art reads its sizes from `BarMetrics`.
    package init(_ style: SegmentedControlArt.Style) {
        switch style {
        case .plain: self = .plain
        case .bordered: self = .bordered
        case .bar: self = .bar
        case .bezeled: self = .bezeled
        }
    }
}

/// Bitmaps for the image paths a scene names (image items, image segments), supplied by the edge
/// that can read files; the widgets layer never does. Images are looked up already at the scale
/// being drawn.
public struct ImageProvider: Sendable {
    public var bitmap: @Sendable (_ path: String) -> Bitmap?

    public init(bitmap: @escaping @Sendable (_ path: String) -> Bitmap?) {
        self.bitmap = bitmap
    }

    public static let none = ImageProvider { _ in nil }
}

extension SegmentedControlView {
    /// The view of a model segmented control laid out in `frame`: its segments as wide as
    /// `SegmentedControlLayout` makes them. Image segments whose image is missing show nothing.
    public init(_ control: SegmentedControl, images: ImageProvider, in frame: Rect) {
        self.init(control, images: images,
                  segmentWidths: SegmentedControlLayout.segmentFrames(of: control, in: frame).map(\.width))
    }

    /// The view of a model segmented control, its segments `segmentWidths` wide (as layout made
    /// them). Image segments whose image is missing show nothing.
    public init(_ control: SegmentedControl, images: ImageProvider, segmentWidths: [Double]) {
        let segments = control.segments.map { segment -> Segment in
            let content: Content
            switch segment.content {
            case .title(let t): content = .title(t)
            case .image(let path):
                content = images.bitmap(path).map { .image($0) } ?? .title("")
            }
            return Segment(content, width: segment.width, enabled: segment.isEnabled)
        }.enumerated().map { i, segment in
            var fixed = segment
            if i < segmentWidths.count { fixed.width = segmentWidths[i] }
            return fixed
        }
        self.init(segments: segments, style: SegmentedControlArt.Style(control.style),
                  selectedIndex: control.displayedSelectedIndex, tint: control.tintColor.map(Color.init))
    }
}
