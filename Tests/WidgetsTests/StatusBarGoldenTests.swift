import ChevronTesting
import Geometry
import Raster
import Testing
import Typesetting
import Layout
import NavigationModel
@testable import Widgets

struct StatusBarGoldenTests {
    @Test("status bars", arguments: [1.0, 2.0])
    func statusBars(scale: Double) throws {
        let sheet = try Self.sheet(scale: scale, [(.default, StatusBarFields()), (.black, StatusBarFields(time: "12:07 PM")),
                                                  (.blackTranslucent, StatusBarFields(carrier: "AT&T"))])
        assertGolden(sheet, named: "status-bars@\(Int(scale))x", tolerance: .exact)
    }

    /// Every field away from its default: few bars, a weak or absent Wi-Fi fan, a low battery,
    /// the charging bolt, a long carrier cut to a third of the bar.
    @Test("status bar fields", arguments: [1.0, 2.0])
    func statusBarFields(scale: Double) throws {
        let sheet = try Self.sheet(scale: scale, [
            (.default, StatusBarFields(carrier: "AT&T", signal: 2, wifi: nil, battery: 20, isCharging: true)),
            (.black, StatusBarFields(time: "12:07 PM", signal: 0, wifi: 1, battery: 0)),
            (.blackTranslucent, StatusBarFields(carrier: "Telefónica Movistar España", signal: 4, wifi: 2,
                                                battery: 65, isCharging: true)),
        ])
        assertGolden(sheet, named: "status-bar-fields@\(Int(scale))x", tolerance: .exact)
    }

    /// Three status bars, 23 pt apart, on an orange sheet 320 x 66 pt, laid out and drawn as a scene
    /// draws them.
    static func sheet(scale: Double, _ bars: [(StatusBarStyle, StatusBarFields)]) throws -> Bitmap {
        let t = try Typesetter.bundled()
        let c = try Canvas(width: 320, height: 66, scale: scale, background: Color(rgb: 0xd9a441))
        let measurer = TextMeasurer(t)
        for (i, (style, fields)) in bars.enumerated() {
            StatusBarView(style: style, fields: fields, layout: StatusBarLayout(fields, width: 320, measurer: measurer))
                .draw(at: Point(0, 23 * Double(i)), typesetter: t, on: c)
        }
        return c.bitmap
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
