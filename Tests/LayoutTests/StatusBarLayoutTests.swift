import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// `canvas.statusBar` as a mapping: what the status bar shows, and where each piece goes (a fake
/// measurer, 7 pt a character and 12 for "…").
struct StatusBarLayoutTests {
    func layout(_ yaml: String) throws -> SceneLayout {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: SceneLayoutTests.context)
    }

    static let screen = "navigationController: { viewControllers: [ { title: A } ] }\n"

    @Test func theDefaultBarShowsEverythingFull() throws {
        let bar = try #require(try layout(Self.screen).statusBar)
        #expect(bar.fields == StatusBarFields(time: "9:41 AM", carrier: "Carrier", signal: 5, wifi: 3, battery: 100))
        let l = bar.layout
        #expect(l.signal == Rect(x: 5, y: 5, width: 19, height: 11))
        #expect(l.carrier.frame == Rect(x: 27, y: 0, width: 49, height: 20))  // 5 + 19 + 3; 7 × 7
        #expect(l.carrier.baseline == 15)
        #expect(l.wifi == Rect(x: 80, y: 5, width: 16, height: 11.5))  // 27 + 49 + 4
        #expect(l.time.frame == Rect(x: 136, y: 0, width: 49, height: 20))  // (320 − 49) / 2 → whole
        #expect(l.battery == Rect(x: 291, y: 5, width: 24, height: 11))  // 320 − 5 − 24
        #expect(l.charging == nil)
    }

    @Test func everyFieldIsWritable() throws {
        let bar = try #require(try layout("""
            canvas:
              statusBar: { style: black, time: "12:07", carrier: AT&T, signal: 2, wifi: 1, battery: 35, charging: true }
            """ + "\n" + Self.screen).statusBar)
        #expect(bar.style == .black)
        #expect(bar.fields == StatusBarFields(time: "12:07", carrier: "AT&T", signal: 2, wifi: 1, battery: 35,
                                              isCharging: true))
        #expect(bar.layout.carrier.frame.width == 28)
        #expect(bar.layout.wifi?.x == 59)  // 27 + 28 + 4
        #expect(bar.layout.time.frame.x == 143)  // 160 − 35 / 2, rounded
        #expect(bar.layout.charging == Rect(x: 281, y: 5, width: 7, height: 11))  // 3 pt before the battery
    }

    @Test func wifiFalseDrawsNoFan() throws {
        let bar = try #require(try layout("canvas: { statusBar: { wifi: false } }\n" + Self.screen).statusBar)
        #expect(bar.style == .default)
        #expect(bar.fields.wifi == nil)
        #expect(bar.layout.wifi == nil)
    }

    @Test func aLongCarrierIsCutToAThirdOfTheBar() throws {
        let bar = try #require(try layout(
            "canvas: { statusBar: { carrier: \"A Very Long Carrier Name\" } }\n" + Self.screen).statusBar)
        #expect(bar.layout.carrier.isTruncated)
        #expect(bar.layout.carrier.frame.width <= 320.0 / 3)
        #expect(bar.layout.carrier.text.hasSuffix("…"))
        let fanEnd = try #require(bar.layout.wifi).maxX
        #expect(fanEnd <= bar.layout.time.frame.x - 6, "the carrier and its fan stop 6 pt before the time")
    }

    @Test func theStringFormStillWorks() throws {
        let bar = try #require(try layout("canvas: { statusBar: blackTranslucent, statusBarTime: \"10:00\" }\n"
                                          + Self.screen).statusBar)
        #expect(bar.style == .blackTranslucent)
        #expect(bar.time == "10:00")
        #expect(try layout("canvas: { statusBar: { style: none } }\n" + Self.screen).statusBar == nil)
    }
}
