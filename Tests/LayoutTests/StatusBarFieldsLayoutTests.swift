import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// The status bar's other fields (issue 35, item 7): airplane mode, no SIM card, the cellular
/// network's mark, the activity spinner, the padlock, the icons on the right. Each piece has its
/// own place, none overlaps another, and `resolve` reports them. A fake measurer: 7 pt a character.
struct StatusBarFieldsLayoutTests {
    static let measurer = TextMeasurer { text, _ in Double(text.count) * 7 }

    func layout(_ fields: StatusBarFields) -> StatusBarLayout {
        StatusBarLayout(fields, width: 320, measurer: Self.measurer)
    }

    /// Every drawn piece of a layout, named.
    func pieces(_ l: StatusBarLayout) -> [(String, Rect)] {
        var out: [(String, Rect)] = [("battery", l.battery), ("time", l.time.frame)]
        if let r = l.signal { out.append(("signal", r)) }
        if !l.carrier.text.isEmpty { out.append(("carrier", l.carrier.frame)) }
        for (name, r) in [("airplane", l.airplane), ("wifi", l.wifi), ("activity", l.activity), ("lock", l.lock),
                          ("charging", l.charging)] {
            if let r { out.append((name, r)) }
        }
        for (name, t) in [("network", l.network), ("percentage", l.percentage)] { if let t { out.append((name, t.frame)) } }
        out += l.icons.map { ($0.icon.rawValue, $0.frame) }
        return out.filter { $0.1.width > 0 }
    }

    func expectNoOverlap(_ l: StatusBarLayout, _ comment: Comment) {
        let all = pieces(l)
        for i in all.indices {
            #expect(all[i].1.minX >= 0 && all[i].1.maxX <= 320, "\(all[i].0) leaves the bar: \(comment)")
            for j in all.indices where j > i {
                #expect(all[i].1.intersection(all[j].1) == nil, "\(all[i].0) overlaps \(all[j].0): \(comment)")
            }
        }
    }

    @Test func airplaneModeReplacesTheBarsAndTheCarrier() {
        let plain = layout(StatusBarFields(wifi: 2))
        let l = layout(StatusBarFields(wifi: 2, isAirplaneMode: true))
        #expect(l.signal == nil && l.carrier.text.isEmpty)
        #expect(l.airplane?.minX == plain.signal?.minX)
        // Wi-Fi turned back on in airplane mode shows after the airplane.
        #expect((l.wifi?.minX ?? 0) > (l.airplane?.maxX ?? 320))
        expectNoOverlap(l, "airplane")
    }

    @Test func noSIMIsSaidWhereTheCarrierWas() {
        let l = layout(StatusBarFields(hasSIM: false))
        #expect(l.signal == nil && l.carrier.text == "No SIM")
        #expect(l.carrier.frame.minX == layout(StatusBarFields()).signal?.minX)
        expectNoOverlap(l, "no SIM")
    }

    @Test(arguments: CellularNetwork.allCases)
    func theNetworkShowsOnlyWithoutWiFi(_ network: CellularNetwork) {
        let off = layout(StatusBarFields(wifi: nil, network: network, showsNetworkActivity: true))
        #expect(off.network?.text == network.mark)
        #expect((off.network?.frame.minX ?? 0) > off.carrier.frame.maxX)
        #expect((off.activity?.minX ?? 0) > (off.network?.frame.maxX ?? 320))
        expectNoOverlap(off, "\(network)")
        #expect(layout(StatusBarFields(wifi: 3, network: network)).network == nil)
    }

    @Test func theLockTakesTheTimesPlace() {
        let l = layout(StatusBarFields(isLocked: true))
        #expect(l.time.text.isEmpty)
        #expect(abs((l.lock?.midX ?? 0) - 160) <= 0.5)
    }

    /// The icons, left to right location, play, alarm, Bluetooth, end before the percentage, the
    /// bolt and the battery, a long carrier cut before the time, nothing overlapping.
    @Test func everythingAtOnceStaysApart() {
        let l = layout(StatusBarFields(carrier: "A very long carrier name indeed", battery: 45, isCharging: true,
                                       showsBatteryPercentage: true, network: .threeG, showsNetworkActivity: true,
                                       icons: Set(StatusIcon.allCases)))
        #expect(l.icons.map(\.icon) == [.location, .play, .alarm, .bluetooth])
        #expect((l.icons.last?.frame.maxX ?? 320) < (l.percentage?.frame.minX ?? 0))
        #expect((l.percentage?.frame.maxX ?? 320) <= (l.charging?.minX ?? 0))
        #expect(l.carrier.isTruncated)
        expectNoOverlap(l, "everything")
        let inAirplane = layout(StatusBarFields(wifi: nil, isAirplaneMode: true, network: .edge,
                                                showsNetworkActivity: true, isLocked: true,
                                                icons: Set(StatusIcon.allCases)))
        #expect(inAirplane.network == nil)
        expectNoOverlap(inAirplane, "airplane, locked")
    }

    @Test func readFromTheSceneAndBadValuesAreErrors() throws {
        func parse(_ statusBar: String) throws(SceneError) -> Scene {
            try SceneParser.parse(Array("canvas:\n  statusBar: \(statusBar)\nnavigationController: { viewControllers: [ { title: A } ] }\n".utf8),
                                  file: "s.yaml")
        }
        let scene = try parse("{ airplaneMode: true, sim: false, network: 3G, wifi: false, activity: true, locked: true, alarm: true, play: true }")
        let f = scene.canvas.statusBarFields
        #expect(f.isAirplaneMode && !f.hasSIM && f.network == .threeG && f.showsNetworkActivity && f.isLocked)
        #expect(f.icons == [.alarm, .play])
        do {
            _ = try parse("{ network: LTE }")
            Issue.record("LTE read")
        } catch {
            #expect(error.kind == .unknownValue && error.location.line == 2)
        }
        do {
            _ = try parse("{ bluetoth: true }")
            Issue.record("bluetoth read")
        } catch {
            #expect(error.kind == .unknownKey && error.message.contains("`bluetooth`"))
        }
        // The phone prefers Wi-Fi: a network written beside the fan is not shown, and said so.
        let both = try parse("{ network: EDGE }")
        #expect(both.warnings.contains { $0.code.rawValue == "statusBar.networkHidden" && $0.line == 2 })
    }
}
