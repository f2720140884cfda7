import Layout
import ChevronTesting
import NavigationModel
import Geometry
import Raster
import Testing
import Typesetting
@testable import Widgets

struct SegmentedControlGoldenTests {
    @Test("segmented controls with content", arguments: [1.0, 2.0])
    func segmented(scale: Double) throws {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 190, scale: scale, background: Color(rgb: 0xc5ccd4))
        // Listing 3-3's sort control centred in a toolbar.
        BarBackground.draw(.default, kind: .toolbar, in: Rect(x: 0, y: 0, width: 320, height: 44), on: c)
        let sort = SegmentedControlView(segments: [.init(.title("Ascending")), .init(.title("Descending"))],
                                        style: .bar, selectedIndex: 0)
        let model = try #require(SegmentedControl(segments: [.title("Ascending"), .title("Descending")], style: .bar))
        let w = SegmentedControlLayout.width(of: model, context: LayoutContext(measurer: TextMeasurer(t)))
        sort.draw(in: Rect(x: ((320 - w) / 2).rounded(), y: 7, width: w, height: 30), look: .default, typesetter: t, on: c)
        // Black bar, tinted control, a disabled segment.
        BarBackground.draw(BarLook(style: .black), kind: .toolbar, in: Rect(x: 0, y: 44, width: 320, height: 44), on: c)
        let tinted = SegmentedControlView(segments: [.init(.title("Day")), .init(.title("Week")), .init(.title("Month"), enabled: false)],
                                          style: .bar, selectedIndex: 1, tint: Color(hex: "#3a8f3a"))
        tinted.draw(in: Rect(x: 60, y: 51, width: 200, height: 30), look: BarLook(style: .black), typesetter: t, on: c)
        // A plain (large) control, the second selected; and a bordered one with a fixed-width segment.
        let plain = SegmentedControlView(segments: [.init(.title("One")), .init(.title("Two")), .init(.title("Three"))],
                                         style: .plain, selectedIndex: 1)
        plain.draw(in: Rect(x: 10, y: 96, width: 300, height: 44), look: .default, typesetter: t, on: c)
        let bordered = SegmentedControlView(segments: [.init(.title("All"), width: 60), .init(.title("Missed"))],
                                            style: .bordered, selectedIndex: 0)
        bordered.draw(in: Rect(x: 10, y: 144, width: 200, height: 44), look: .default, typesetter: t, on: c)
        assertGolden(c.bitmap, named: "segmented-controls@\(Int(scale))x", tolerance: .exact)
    }

    @Test func widthsAreSharedUnlessFixed() {
        let v = SegmentedControlView(segments: [.init(.title("a"), width: 50), .init(.title("b")), .init(.title("c"))])
        #expect(v.segmentWidths(totalWidth: 250) == [50, 100, 100])
        let equal = SegmentedControlView(segments: [.init(.title("a")), .init(.title("bbbbbb"))])
        #expect(equal.segmentWidths(totalWidth: 100) == [50, 50])
    }
}
