import ChevronTesting
import Geometry
import Layout
import NavigationModel
import Raster
import Testing
import Typesetting
@testable import Widgets

/// The double-height in-call bar (issue 35, item 7): 40 pt, "Touch to return to call", drawn as
/// Apple's double-height status bars are made — checked against Apple's blue one, drawn with its
/// colour, at @2x where the art is.
struct InCallStatusBarTests {
    @Test(.enabled(if: FidelityReferences.required("controls/oie-tethering_base@2x.png"), "needs Apple's double-height bar art"))
    func theGlossMatchesApplesDoubleHeightBar() throws {
        let art = try FidelityReferences.image("controls/oie-tethering_base@2x.png")
        // The art's height is the bar's, at @2x.
        #expect(Double(art.height) / 2 == BarMetrics.inCallStatusBarHeight)
        // Its colour: the plain lower half of the art.
        let plain = art.rgbaAt(art.width / 2, art.height * 3 / 4)
        let base = Color(r: UInt8(plain.r), g: UInt8(plain.g), b: UInt8(plain.b))
        let canvas = try Canvas(width: Double(art.width) / 2, height: Double(art.height) / 2, scale: 2, background: .white)
        StatusBarBackground.drawInCall(base: base, in: Rect(x: 0, y: 0, width: Double(art.width) / 2,
                                                            height: Double(art.height) / 2), on: canvas)
        // Mean absolute channel difference over the columns away from the art's rounded ends.
        var total = 0, count = 0, worstRow = 0
        for y in 0..<art.height {
            var rowError = 0
            for x in 8..<(art.width - 8) {
                let a = art.rgbaAt(x, y), c = canvas.bitmap.color(x: x, y: y)
                rowError += abs(a.r - Int(c.r)) + abs(a.g - Int(c.g)) + abs(a.b - Int(c.b))
                count += 3
            }
            total += rowError
            worstRow = max(worstRow, rowError / (3 * (art.width - 16)))
        }
        let mae = Double(total) / Double(count)
        #expect(mae < 1, "MAE \(mae)")
        #expect(worstRow <= 3, "worst row \(worstRow)")
    }

    /// The in-call bar lays out its second line centred below the usual pieces, which keep their
    /// places in the top 20 pt; the percentage ends before the bolt.
    @Test func theSecondLineAndThePercentage() throws {
        let measurer = TextMeasurer { text, _ in Double(text.count) * 7 }
        let plain = StatusBarLayout(StatusBarFields(isCharging: true), width: 320, measurer: measurer)
        let fields = StatusBarFields(battery: 80, isCharging: true, showsBatteryPercentage: true, isInCall: true)
        let l = StatusBarLayout(fields, width: 320, measurer: measurer)
        #expect(l.size.height == 40)
        #expect(l.signal == plain.signal && l.time == plain.time && l.battery == plain.battery)
        let call = try #require(l.callText)
        #expect(call.text == "Touch to return to call")
        #expect(call.frame.minY >= 20 && abs(call.frame.midX - 160) <= 0.5)
        #expect(call.baseline - 20 == plain.time.baseline)
        let percentage = try #require(l.percentage)
        #expect(percentage.text == "80%")
        #expect(percentage.frame.maxX <= (l.charging?.minX ?? 0))
        #expect(plain.percentage == nil && plain.callText == nil)
    }

    @Test("in-call status bar", arguments: [1.0, 2.0])
    func inCallBar(scale: Double) throws {
        let sheet = try StatusBarGoldenTests.sheet(scale: scale, [
            (.default, StatusBarFields(battery: 80, isCharging: true, showsBatteryPercentage: true, isInCall: true)),
        ])
        assertGolden(sheet, named: "status-bar-in-call@\(Int(scale))x", tolerance: .exact)
    }
}

/// The other fields drawn (issue 35, item 7): airplane mode with the padlock and every icon; no
/// SIM with the activity spinner on a black bar; EDGE; 3G with the percentage and the bolt.
struct StatusBarFieldGlyphTests {
    @Test("status bar other fields", arguments: [1.0, 2.0])
    func otherFields(scale: Double) throws {
        let sheet = try StatusBarGoldenTests.sheet(scale: scale, [
            (.default, StatusBarFields(wifi: 2, showsBatteryPercentage: true, isAirplaneMode: true, isLocked: true,
                                       icons: Set(StatusIcon.allCases))),
            (.black, StatusBarFields(time: "2:15 PM", hasSIM: false, showsNetworkActivity: true)),
            (.default, StatusBarFields(carrier: "AT&T", wifi: nil, battery: 45, isCharging: true,
                                       showsBatteryPercentage: true, network: .threeG)),
        ])
        assertGolden(sheet, named: "status-bar-other-fields@\(Int(scale))x", tolerance: .exact)
    }
}
