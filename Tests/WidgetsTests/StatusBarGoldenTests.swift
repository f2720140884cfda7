import ChevronTesting
import Geometry
import Raster
import Testing
import Typesetting
import BarLayout
import NavigationModel
@testable import Widgets

struct StatusBarGoldenTests {
    @Test("status bars", arguments: [1.0, 2.0])
    func statusBars(scale: Double) throws {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 66, scale: scale, background: Color(rgb: 0xd9a441))
        let measurer = TextMeasurer(t)
        func bar(_ style: StatusBarStyle, _ fields: StatusBarFields, y: Double) {
            StatusBarView(style: style, fields: fields, layout: StatusBarLayout(fields, width: 320, measurer: measurer))
                .draw(at: Point(0, y), typesetter: t, on: c)
        }
        bar(.default, StatusBarFields(), y: 0)
        bar(.black, StatusBarFields(time: "12:07 PM"), y: 23)
        bar(.blackTranslucent, StatusBarFields(carrier: "AT&T"), y: 46)
        assertGolden(c.bitmap, named: "status-bars@\(Int(scale))x", tolerance: .exact)
    }

    /// Every field away from its default: few bars, a weak or absent Wi-Fi fan, a low battery,
    /// the charging bolt, a long carrier cut to a third of the bar.
    @Test("status bar fields", arguments: [1.0, 2.0])
    func statusBarFields(scale: Double) throws {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 66, scale: scale, background: Color(rgb: 0xd9a441))
        let measurer = TextMeasurer(t)
        func bar(_ style: StatusBarStyle, _ fields: StatusBarFields, y: Double) {
            StatusBarView(style: style, fields: fields, layout: StatusBarLayout(fields, width: 320, measurer: measurer))
                .draw(at: Point(0, y), typesetter: t, on: c)
        }
        bar(.default, StatusBarFields(carrier: "AT&T", signal: 2, wifi: nil, battery: 20, isCharging: true), y: 0)
        bar(.black, StatusBarFields(time: "12:07 PM", signal: 0, wifi: 1, battery: 0), y: 23)
        bar(.blackTranslucent, StatusBarFields(carrier: "Telefónica Movistar España", signal: 4, wifi: 2,
                                               battery: 65, isCharging: true), y: 46)
        assertGolden(c.bitmap, named: "status-bar-fields@\(Int(scale))x", tolerance: .exact)
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
