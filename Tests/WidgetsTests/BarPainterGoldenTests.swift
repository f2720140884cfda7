import ChevronTesting
import Geometry
import Layout
import NavigationModel
import Raster
import Testing
import Typesetting
@testable import Widgets

/// Whole bars drawn from hand-placed content (the layout layer computes these frames in the product).
struct BarPainterGoldenTests {
    @Test("painted bars", arguments: [1.0, 2.0])
    func bars(scale: Double) throws {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 44 * 3 + 74, scale: scale, background: .white)
        let context = LayoutContext(measurer: TextMeasurer(t))
        let back = ItemSizing.width(of: .backButton(title: "Albums", image: nil), context: context)
        let edit = ItemSizing.width(of: .button(title: "Edit", style: .bordered), context: context)
        let nav = NavigationBarLayout(size: Size(width: 320, height: 44), left: [
            Self.back("Albums", Rect(x: 5, y: 7, width: back, height: 30), t),
        ], center: .title(Self.title("Summer 2009", Rect(x: 100, y: 0, width: 140, height: 44), t)), right: [
            Self.centred(.button(title: "Edit", style: .bordered), "Edit", Rect(x: 315 - edit, y: 7, width: edit, height: 30), t),
        ])
        try BarPainter.draw(nav, look: .default, images: .none, at: Rect(x: 0, y: 0, width: 320, height: 44),
                            typesetter: t, on: c)
        let promptText = LaidOutText(text: "Choose a photo", isTruncated: false, font: BarMetrics.promptFont,
                                     frame: Self.centred("Choose a photo", t), baseline: 19)
        let prompt = NavigationBarLayout(size: Size(width: 320, height: 74), rowTop: 30, left: [
            Self.centred(.button(title: "Done", style: .done), "Done", Rect(x: 5, y: 37, width: 50, height: 30), t),
        ], center: .title(Self.title("Photo", Rect(x: 136, y: 30, width: 60, height: 44), t)), right: [
            LaidOutBarItem(face: .glyphButton(.add, style: .bordered), frame: Rect(x: 279, y: 37, width: 36, height: 30),
                           content: Self.iconBox(.add, Rect(x: 279, y: 37, width: 36, height: 29))),
        ], prompt: promptText)
        try BarPainter.draw(prompt, look: BarLook(style: .black), images: .none,
                            at: Rect(x: 0, y: 44, width: 320, height: 74), typesetter: t, on: c)
        let sort = try #require(SegmentedControl(segments: [.init(.title("Ascending")), .init(.title("Descending"))],
                                                 selectedSegmentIndex: 1, style: .bar))
        let toolbar = ToolbarLayout(size: Size(width: 320, height: 44), items: [
            Self.glyph(.action, Rect(x: 6, y: 0, width: 30, height: 44)),
            Self.glyph(.trash, Rect(x: 46, y: 0, width: 30, height: 44), pressed: true),
            LaidOutBarItem(face: .segmentedControl(sort), frame: Rect(x: 100, y: 7, width: 160, height: 30)),
            Self.glyph(.refresh, Rect(x: 284, y: 0, width: 30, height: 44), enabled: false),
        ])
        try BarPainter.draw(toolbar, look: .default, images: .none, at: Rect(x: 0, y: 118, width: 320, height: 44),
                            typesetter: t, on: c)
        let tinted = ToolbarLayout(size: Size(width: 320, height: 44), items: [
            Self.centred(.plainTitle("Reply"), "Reply", Rect(x: 6, y: 7, width: 40, height: 30), t),
            Self.glyph(.compose, Rect(x: 284, y: 0, width: 30, height: 44)),
        ])
        try BarPainter.draw(tinted, look: BarLook(tint: Color(hex: "#8b1a1a")), images: .none,
                            at: Rect(x: 0, y: 162, width: 320, height: 44), typesetter: t, on: c)
        assertGolden(c.bitmap, named: "painted-bars@\(Int(scale))x", tolerance: .exact)
    }

    /// A back button with its label 12 pt in from the tip, on the button labels' baseline.
    static func back(_ title: String, _ frame: Rect, _ t: Typesetter) -> LaidOutBarItem {
        let width = t.width(of: title, font: BarText.buttonFont)
        return LaidOutBarItem(face: .backButton(title: title, image: nil), frame: frame,
                              label: LaidOutText(text: title, isTruncated: false, font: BarMetrics.buttonFont,
                                                 frame: Rect(x: frame.x + 12, y: frame.y, width: width, height: frame.height),
                                                 baseline: frame.y + BarMetrics.buttonLabelBaseline))
    }

    /// An item whose label is centred on its frame, on the button labels' baseline.
    static func centred(_ face: ItemFace, _ title: String, _ frame: Rect, _ t: Typesetter) -> LaidOutBarItem {
        let width = t.width(of: title, font: BarText.buttonFont)
        return LaidOutBarItem(face: face, frame: frame,
                              label: LaidOutText(text: title, isTruncated: false, font: BarMetrics.buttonFont,
                                                 frame: Rect(x: frame.midX - width / 2, y: frame.y, width: width,
                                                             height: frame.height),
                                                 baseline: frame.y + BarMetrics.buttonLabelBaseline))
    }

    /// A title starting at its frame's left, on the title baseline.
    static func title(_ text: String, _ frame: Rect, _ t: Typesetter) -> LaidOutText {
        LaidOutText(text: text, isTruncated: false, font: BarMetrics.titleFont, frame: frame,
                    baseline: frame.y + BarMetrics.titleBaseline)
    }

    /// A plain toolbar glyph centred in `rect`.
    static func glyph(_ system: BarButtonSystemItem, _ rect: Rect, pressed: Bool = false, enabled: Bool = true)
        -> LaidOutBarItem
    {
        LaidOutBarItem(face: .plainGlyph(system), frame: rect, isEnabled: enabled, isHighlighted: pressed,
                       content: SystemIcon(system).map { iconBox($0, rect) })
    }

    /// A prompt's frame as layout makes it: as wide as the text (rounded up), centred on the bar.
    static func centred(_ prompt: String, _ t: Typesetter) -> Rect {
        let w = t.width(of: prompt, font: BarText.promptFont).rounded(.up)
        return Rect(x: ((320 - w) / 2).rounded(.down), y: 0, width: w, height: 30)
    }

    /// A glyph's box at its natural size, centred in `rect` (what layout does for an item's frame).
    static func iconBox(_ icon: SystemIcon, _ rect: Rect) -> Rect {
        let size = icon.naturalSize
        return Rect(x: (rect.midX - size.width / 2).rounded(), y: (rect.midY - size.height / 2).rounded(),
                    width: size.width, height: size.height)
    }
}
