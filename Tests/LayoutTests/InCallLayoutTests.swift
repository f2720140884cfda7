import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// A call in the background (issue 35, item 7): the status bar doubles to 40 pt and everything
/// below it moves down by the 20 pt it grew — the navigation bar, the content, the view
/// controller's views — while the toolbar stays at the bottom; `resolve` reports it.
struct InCallLayoutTests {
    static let measurer = TextMeasurer { text, _ in Double(text.count) * 7 }

    func layout(inCall: Bool) throws -> SceneLayout {
        let yaml = """
            canvas: { width: 320, height: 480, statusBar: { inCall: \(inCall), batteryPercentage: true } }
            navigationController:
              toolbarHidden: false
              viewControllers:
                - title: Inbox
                  toolbarItems: [ { systemItem: refresh } ]
                  content:
                    subviews: [ { label: { frame: [10, 10, 100, 20], text: Hi } } ]

            """
        return SceneLayout(try SceneParser.parse(Array(yaml.utf8), file: "s.yaml"),
                           context: LayoutContext(measurer: Self.measurer))
    }

    @Test func theContentIsPushedDownByTheBarsGrowth() throws {
        let plain = try layout(inCall: false), call = try layout(inCall: true)
        let grown = try #require(call.statusBar?.frame.height) - (try #require(plain.statusBar?.frame.height))
        #expect(call.statusBar?.frame.height == BarMetrics.inCallStatusBarHeight && grown == 20)
        #expect(call.navigationBar?.frame == plain.navigationBar?.frame?.offsetBy(dx: 0, dy: grown))
        #expect(call.content?.frame.minY == (plain.content?.frame.minY ?? 0) + grown)
        #expect(call.content?.frame.maxY == plain.content?.frame.maxY)
        #expect(call.views?.root.frame.minY == (plain.views?.root.frame.minY ?? 0) + grown)
        #expect(call.toolbar?.frame == plain.toolbar?.frame)
    }

    @Test func resolveReportsIt() throws {
        let call = try layout(inCall: true)
        let lines = SceneLayout.StatusBarPart.textLines(in: call).joined()
        #expect(lines.contains("in call: \"Touch to return to call\"") && lines.contains("\"100%\" shown"))
        guard case .object(let fields)? = SceneLayout.StatusBarPart.jsonField(in: call) else { Issue.record("json"); return }
        let json = Dictionary(fields, uniquingKeysWith: { a, _ in a })
        guard case .bool(true)? = json["inCall"], case .bool(true)? = json["batteryPercentage"] else {
            Issue.record("inCall / batteryPercentage: \(String(describing: json["inCall"]))"); return
        }
    }

    @Test func badValuesAreErrorsAtTheirLine() throws {
        func error(_ statusBar: String) -> SceneError? {
            do {
                _ = try SceneParser.parse(Array("canvas:\n  statusBar: \(statusBar)\nnavigationBar: { items: [ { title: A } ] }\n".utf8),
                                          file: "s.yaml")
                return nil
            } catch { return error }
        }
        let misspelt = try #require(error("{ incall: true }"))
        #expect(misspelt.kind == .unknownKey && misspelt.message.contains("`inCall`") && misspelt.location.line == 2)
        let notABool = try #require(error("{ batteryPercentage: 80 }"))
        #expect(notABool.kind == .wrongType && notABool.location.line == 2)
    }
}
