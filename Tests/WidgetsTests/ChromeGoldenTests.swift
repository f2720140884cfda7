import ChevronTesting
import Geometry
import Raster
import Testing
@testable import Widgets

/// Golden pictures of the chrome without text: bars in every style and a set of tints, and the
/// button art of every palette, at @1x and @2x.
struct ChromeGoldenTests {
    static let tints: [Color?] = [nil, Color(hex: "#ff8000"), Color(hex: "#3a8f3a"), Color(hex: "#8b1a1a"), Color(hex: "#5a5a5a")]

    @Test("bars", arguments: [1.0, 2.0])
    func bars(scale: Double) throws {
        let looks: [BarLook] = [.default, BarLook(style: .black), BarLook(style: .blackTranslucent), BarLook(translucent: true)]
            + Self.tints.compactMap { $0 }.map { BarLook(tint: $0) }
        let c = try Canvas(width: 250, height: Double(looks.count) * 50, scale: scale, background: .white)
        // A striped content layer so translucency shows.
        for i in 0..<25 where i % 2 == 0 {
            c.fill(Rect(x: Double(i) * 10, y: 0, width: 10, height: Double(looks.count) * 50), with: .solid(Color(rgb: 0xd0a0a0)))
        }
        for (i, look) in looks.enumerated() {
            let y = Double(i) * 50
            BarBackground.draw(look, kind: .navigationBar, in: Rect(x: 0, y: y, width: 120, height: 44), on: c)
            BarBackground.draw(look, kind: .toolbar, in: Rect(x: 125, y: y, width: 120, height: 44), on: c)
            let box = Rect(x: 62, y: y + 7, width: 50, height: 29)
            ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: look), on: c)
            let art = try BackButtonArt(look: look, highlighted: false, scale: Int(scale))
            art.draw(in: Rect(x: 5, y: y + 7, width: 50, height: 30), on: c)
            let done = Rect(x: 187, y: y + 7, width: 50, height: 29)
            ButtonArt.draw(ButtonShape.rounded(done), box: done, palette: ButtonPalette(look: look, role: .done), on: c)
        }
        assertGolden(c.bitmap, named: "bars@\(Int(scale))x", tolerance: .exact)
    }

    @Test("pressed buttons", arguments: [1.0, 2.0])
    func pressed(scale: Double) throws {
        let c = try Canvas(width: 250, height: 44, scale: scale, background: .white)
        BarBackground.draw(.default, kind: .navigationBar, in: Rect(x: 0, y: 0, width: 250, height: 44), on: c)
        try BackButtonArt(look: .default, highlighted: true, scale: Int(scale)).draw(in: Rect(x: 5, y: 7, width: 60, height: 30), on: c)
        let box = Rect(x: 75, y: 7, width: 50, height: 29)
        ButtonArt.draw(ButtonShape.rounded(box), box: box, palette: ButtonPalette(look: .default, pressed: true), on: c)
        let tinted = Rect(x: 135, y: 7, width: 50, height: 29)
        ButtonArt.draw(ButtonShape.rounded(tinted), box: tinted,
                       palette: ButtonPalette(look: BarLook(tint: Color(hex: "#ff8000")), pressed: true), on: c)
        assertGolden(c.bitmap, named: "pressed@\(Int(scale))x", tolerance: .exact)
    }
}

struct SegmentedArtGoldenTests {
    @Test("segmented control bodies", arguments: [1.0, 2.0])
    func segmented(scale: Double) throws {
        let c = try Canvas(width: 320, height: 250, scale: scale, background: Color(rgb: 0xc5ccd4))
        var y = 0.0
        for look in [BarLook.default, BarLook(style: .black), BarLook(tint: Color(hex: "#ff8000"))] {
            BarBackground.draw(look, kind: .toolbar, in: Rect(x: 0, y: y, width: 320, height: 44), on: c)
            let segs = [SegmentedControlArt.Segment(width: 70), .init(width: 70, selected: true), .init(width: 70, enabled: false)]
            SegmentedControlArt.draw(style: .bar, segments: segs, origin: Point(55, y + 7), look: look, tint: nil, on: c)
            y += 44
        }
        let segs = [SegmentedControlArt.Segment(width: 100, selected: true), .init(width: 100)]
        SegmentedControlArt.draw(style: .plain, segments: segs, origin: Point(10, y + 4), look: .default, tint: nil, on: c)
        SegmentedControlArt.draw(style: .bordered, segments: segs.reversed(), origin: Point(10, y + 52), look: .default,
                                 tint: Color(hex: "#3a8f3a"), on: c)
        let small = [SegmentedControlArt.Segment(width: 50, selected: true), .init(width: 50)]
        SegmentedControlArt.draw(style: .bezeled, segments: small, origin: Point(215, y + 4), look: .default, tint: nil,
                                 on: c)
        StatusBarBackground.draw(.default, in: Rect(x: 215, y: y + 52, width: 100, height: 20), on: c)
        StatusBarBackground.draw(.black, in: Rect(x: 215, y: y + 75, width: 100, height: 20), on: c)
        assertGolden(c.bitmap, named: "segmented-art@\(Int(scale))x", tolerance: .exact)
    }

    @Test func barStyleSegmentColours() throws {
        let c = try Canvas(width: 200, height: 44, scale: 1)
        let segs = [SegmentedControlArt.Segment(width: 100), .init(width: 100, selected: true)]
        SegmentedControlArt.draw(style: .bar, segments: segs, origin: Point(0, 7), look: .default, tint: nil, on: c)
        #expect(ChromeFigureTests.close(c.bitmap[50, 7 + 20], "#6e85a3"), "unselected base")
        #expect(ChromeFigureTests.close(c.bitmap[50, 7 + 28], "#526379"), "unselected border")
        #expect(ChromeFigureTests.close(c.bitmap[50, 7], "#373b40"), "unselected top")
        #expect(ChromeFigureTests.close(c.bitmap[150, 7 + 20], "#4a6c9b"), "selected = bordered base")
        // UISegmentBarDividerHighlighted.png row 20: #284a7c beside the selected segment.
        #expect(ChromeFigureTests.close(c.bitmap[99, 7 + 20], "#284a7c", within: 6), "1-pt divider")
    }
}
