import Foundation
import Testing

/// `chevron resolve` as a process: the JSON of docs/DESIGN.md §Command line, the readable form,
/// transitions, errors.
struct ResolveCommandTests {
    static func scene(_ name: String) -> String { RenderCommandTests.scene(name) }

    static func json(_ arguments: [String]) throws -> (ChevronProcess.Result, [String: Any]) {
        let r = try ChevronProcess.run(arguments, in: try ChevronProcess.scratch())
        let object = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any] ?? [:]
        return (r, object)
    }

    @Test func toolbarFramesOfTheSortToolbar() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("sort-toolbar.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let toolbar = json["toolbar"] as? [String: Any]
        #expect(toolbar?["visible"] as? Bool == true)
        let frames = (toolbar?["frames"] as? [[String: Any]] ?? []).map { ($0["x"] as? Double ?? -1, $0["width"] as? Double ?? -1) }
        let withWidth = frames.filter { $0.1 > 0 }
        #expect(withWidth.map(\.0) == [6, 71, 259], "\(frames)")
        #expect(withWidth.map(\.1) == [55, 178, 55], "\(frames)")
    }

    @Test func setItemsTransitionIsAPop() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("set-items-pop.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["transition"] as? String == "pop")
        #expect(json["stack"] as? [String] == ["D", "A", "B"], "\(json["stack"] ?? "none")")
    }

    @Test func requiredFieldsOfSpecSection4() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("photos-drilldown.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        for key in ["stack", "topViewController", "transition", "warnings", "navigationBar", "toolbar", "events"] {
            #expect(json[key] != nil, "\(key)")
        }
        let bar = json["navigationBar"] as? [String: Any] ?? [:]
        for key in ["visible", "height", "prompt", "left", "center", "right", "frames"] { #expect(bar.keys.contains(key), "\(key)") }
        let left = bar["left"] as? [[String: Any]] ?? []
        #expect(left.first?["kind"] as? String == "back")
        let frames = bar["frames"] as? [String: Any] ?? [:]
        #expect((frames["left"] as? [Any])?.count == left.count)
    }

    @Test func statusBarFieldsAndFrames() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("status-bar-fields.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let status = json["statusBar"] as? [String: Any] ?? [:]
        #expect(status["carrier"] as? String == "AT&T")
        #expect(status["signal"] as? Int == 3)
        #expect(status["wifi"] as? Bool == false)
        #expect(status["battery"] as? Int == 20)
        #expect(status["charging"] as? Bool == true)
        let frames = status["frames"] as? [String: Any] ?? [:]
        #expect(frames["wifi"] is NSNull)
        let battery = frames["battery"] as? [String: Any] ?? [:]
        #expect(battery["x"] as? Double == 291 && battery["width"] as? Double == 24, "\(battery)")
        let text = try ChevronProcess.run(["resolve", Self.scene("status-bar-fields.yaml")], in: try ChevronProcess.scratch())
        #expect(text.stdout.contains("status bar: 320 x 20 at (0, 0), default: \"AT&T\" 3 bars, no Wi-Fi, \"2:15 PM\", battery 20%, charging"),
                "\(text.stdout)")
    }

    @Test func aToolbarLabelsLines() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("mail-mailboxes.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let items = (json["toolbar"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let label = items.count > 2 ? items[2] : [:]
        #expect(label["kind"] as? String == "label")
        #expect(label["drawnAs"] as? String == "label")
        #expect(label["lines"] as? [String] == ["Updated 11/24/09", "9:41 AM"])
        let heights = (label["lineFrames"] as? [[String: Any]] ?? []).map { $0["height"] as? Double }
        #expect(heights == [44, 44], "each line box is the row")
    }

    @Test func searchBarFrames() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("search-bar-scope.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["root"] as? String == "searchBar")
        let bar = json["searchBar"] as? [String: Any] ?? [:]
        #expect(bar["selectedScopeButtonIndex"] as? Int == 1)
        #expect(bar["isPlaceholder"] as? Bool == false)
        let frames = bar["frames"] as? [String: Any] ?? [:]
        let field = frames["field"] as? [String: Any] ?? [:]
        #expect(field["x"] as? Double == 5 && field["y"] as? Double == 6 && field["height"] as? Double == 31, "\(field)")
        #expect((frames["scopeSegments"] as? [Any])?.count == 3)
        let canvas = json["canvas"] as? [String: Any] ?? [:]
        #expect(canvas["height"] as? Double == 88)
    }

    @Test func tabBarControllerReportsTheSelectedStackAndTheBar() throws {
        let (r, json) = try Self.json(["resolve", Self.scene("ipod-more.yaml"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["root"] as? String == "tabBarController")
        #expect(json["stack"] as? [String] == ["More", "Podcasts"], "\(json["stack"] ?? "none")")
        let bar = json["tabBar"] as? [String: Any] ?? [:]
        #expect(bar["visible"] as? Bool == true)
        #expect(bar["itemCount"] as? Int == 6 && bar["selectedIndex"] as? Int == 5)
        let items = bar["items"] as? [[String: Any]] ?? []
        #expect(items.map { $0["title"] as? String ?? "" } == ["Bookmarks", "Most Viewed", "Most Recent", "Featured", "More"])
        #expect(items.last?["selected"] as? Bool == true)
        let frame = bar["frame"] as? [String: Any] ?? [:]
        #expect(frame["y"] as? Double == 431 && frame["height"] as? Double == 49, "\(frame)")
        // Each title and badge as drawn: the system titles fit their 64-pt items whole.
        #expect(items.map { $0["label"] as? String ?? "" } == ["Bookmarks", "Most Viewed", "Most Recent", "Featured", "More"])
        #expect(items[0]["badgeLabel"] is NSNull)
    }

    /// The text report says when a tab's title or badge is drawn cut, and warns of a badge running
    /// past the bar's edge, as render does.
    @Test func tabTitlesAndBadgesShownCutAreSaid() throws {
        let dir = try ChevronProcess.scratch()
        let long = String(repeating: "8", count: 60)
        try """
            tabBarController:
              viewControllers:
                - { title: Most Viewed, tabBarItem: { title: Most Viewed Videos, badgeValue: "\(long)" } }
                - { title: B }
                - { title: C }
                - { title: D }
                - { title: E, tabBarItem: { title: E, badgeValue: New } }
            """.write(to: dir.appendingPathComponent("t.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "t.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("tab     \"Most Viewed Videos\" shown as \"Most View…\" badge \"\(long)\" shown as \"8888"),
                "\(r.stdout)")
        #expect(r.stdout.contains("t.yaml:1:1: warning at tabBarController: item 5's badge \"New\" runs 12 pt past the bar's right edge"),
                "\(r.stdout)")
        let json = try ChevronProcess.run(["resolve", "t.yaml", "--json"], in: dir)
        let badge = try #require(json.stdout.range(of: "\"badgeLabel\": \"8888"))
        #expect(json.stdout[badge.upperBound...].prefix(while: { $0 != "\"" }).hasSuffix("…"), "cut with an ellipsis")
    }

    @Test func readableText() throws {
        let r = try ChevronProcess.run(["resolve", Self.scene("photos-drilldown.yaml")], in: try ChevronProcess.scratch())
        #expect(r.status == 0)
        #expect(r.stdout.contains("navigation bar") && r.stdout.contains("back"))
    }

    @Test func aMisspeltKeyIs65WithASuggestion() throws {
        let dir = try ChevronProcess.scratch()
        try "navigationBar:\n  items:\n    - { title: A, rightBarButonItem: { systemItem: edit } }\n"
            .write(to: dir.appendingPathComponent("typo.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "typo.yaml"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.contains("rightBarButtonItem"), "\(r.stderr)")
        #expect(r.stderr.hasPrefix("chevron: typo.yaml:3:"), "\(r.stderr)")
        #expect(!r.stderr.contains("error: typo.yaml"), "says error once: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func aMissingImageIs66() throws {
        let dir = try ChevronProcess.scratch()
        try "toolbar:\n  items:\n    - { image: nowhere.png }\n"
            .write(to: dir.appendingPathComponent("img.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "img.yaml"], in: dir)
        #expect(r.status == 66, "\(r.stderr)")
        let render = try ChevronProcess.run(["render", "img.yaml"], in: dir)
        #expect(render.status == 66, "\(render.stderr)")
    }

    @Test func theSameSceneGivesTheSameBytes() throws {
        let a = try ChevronProcess.run(["resolve", Self.scene("sample-controls.yaml"), "--json"], in: try ChevronProcess.scratch())
        let b = try ChevronProcess.run(["resolve", Self.scene("sample-controls.yaml"), "--json"], in: try ChevronProcess.scratch())
        #expect(a.status == 0 && a.stdout == b.stdout)
    }
}
