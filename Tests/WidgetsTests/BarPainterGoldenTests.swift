import BarLayout
import ChevronTesting
import Geometry
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
        let nav = BarContent(kind: .navigationBar, look: .default, size: Size(width: 320, height: 44), items: [
            .init(.backButton(title: "Albums"), frame: Rect(x: 5, y: 7, width: back, height: 30)),
            .init(.title("Summer 2009", size: 20), frame: Rect(x: 100, y: 0, width: 140, height: 44)),
            .init(.button(title: "Edit", role: .bordered), frame: Rect(x: 315 - edit, y: 7, width: edit, height: 30)),
        ])
        try BarPainter.draw(nav, at: Point(0, 0), typesetter: t, on: c)
        let prompt = BarContent(kind: .navigationBar, look: BarLook(style: .black), size: Size(width: 320, height: 74),
                                prompt: (text: "Choose a photo", frame: Self.centred("Choose a photo", t), baseline: 19), items: [
            .init(.title("Photo", size: 20), frame: Rect(x: 136, y: 30, width: 60, height: 44)),
            .init(.iconButton(.add, in: Self.iconBox(.add, Rect(x: 279, y: 37, width: 36, height: 29)), role: .bordered),
                  frame: Rect(x: 279, y: 37, width: 36, height: 30)),
            .init(.button(title: "Done", role: .done), frame: Rect(x: 5, y: 37, width: 50, height: 30)),
        ])
        try BarPainter.draw(prompt, at: Point(0, 44), typesetter: t, on: c)
        let toolbar = BarContent(kind: .toolbar, look: .default, size: Size(width: 320, height: 44), items: [
            .init(.plainIcon(.action, in: Self.iconBox(.action, Rect(x: 6, y: 0, width: 30, height: 44))),
                  frame: Rect(x: 6, y: 0, width: 30, height: 44)),
            .init(.plainIcon(.trash, in: Self.iconBox(.trash, Rect(x: 46, y: 0, width: 30, height: 44))),
                  frame: Rect(x: 46, y: 0, width: 30, height: 44), pressed: true),
            .init(.segmentedControl(SegmentedControlView(segments: [.init(.title("Ascending")), .init(.title("Descending"))],
                                                         selectedIndex: 1)),
                  frame: Rect(x: 100, y: 7, width: 160, height: 30)),
            .init(.plainIcon(.refresh, in: Self.iconBox(.refresh, Rect(x: 284, y: 0, width: 30, height: 44))),
                  frame: Rect(x: 284, y: 0, width: 30, height: 44), enabled: false),
        ])
        try BarPainter.draw(toolbar, at: Point(0, 118), typesetter: t, on: c)
        let tinted = BarContent(kind: .toolbar, look: BarLook(tint: Color(hex: "#8b1a1a")), size: Size(width: 320, height: 44), items: [
            .init(.plainTitle("Reply"), frame: Rect(x: 6, y: 7, width: 40, height: 30)),
            .init(.plainIcon(.compose, in: Self.iconBox(.compose, Rect(x: 284, y: 0, width: 30, height: 44))),
                  frame: Rect(x: 284, y: 0, width: 30, height: 44)),
        ])
        try BarPainter.draw(tinted, at: Point(0, 162), typesetter: t, on: c)
        assertGolden(c.bitmap, named: "painted-bars@\(Int(scale))x", tolerance: .exact)
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
