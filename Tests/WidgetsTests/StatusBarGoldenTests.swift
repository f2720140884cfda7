import ChevronTesting
import Geometry
import Raster
import Testing
import Typesetting
@testable import Widgets

struct StatusBarGoldenTests {
    @Test("status bars", arguments: [1.0, 2.0])
    func statusBars(scale: Double) throws {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 66, scale: scale, background: Color(rgb: 0xd9a441))
        StatusBarView(style: .default).draw(in: Rect(x: 0, y: 0, width: 320, height: 20), typesetter: t, on: c)
        StatusBarView(style: .black, time: "12:07 PM").draw(in: Rect(x: 0, y: 23, width: 320, height: 20), typesetter: t, on: c)
        StatusBarView(style: .blackTranslucent, carrier: "AT&T").draw(in: Rect(x: 0, y: 46, width: 320, height: 20),
                                                                     typesetter: t, on: c)
        assertGolden(c.bitmap, named: "status-bars@\(Int(scale))x", tolerance: .exact)
    }

    @Test func defaultRowsFollowTheMeasuredGradient() throws {
        let c = try Canvas(width: 10, height: 20, scale: 1)
        StatusBarBackground.draw(.default, in: Rect(x: 0, y: 0, width: 10, height: 20), on: c)
        #expect(c.bitmap[5, 0].unpremultiplied.hexString == "#e8eef1")
        #expect(c.bitmap[5, 1].unpremultiplied.hexString == "#edf5f7")
        #expect(c.bitmap[5, 18].unpremultiplied.hexString == "#bdc5c9")
        #expect(c.bitmap[5, 19].unpremultiplied.hexString == "#5c6368")
    }
}
