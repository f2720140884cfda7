import Scene
import Testing
@testable import SceneFile

/// Bad `canvas.statusBar` mappings: each answered with its line, column, key path and, for a typo,
/// the closest key or value.
struct StatusBarSceneTests {
    static let screen = "\nnavigationController: { viewControllers: [ { title: A } ] }\n"

    static let cases: [(yaml: String, message: String)] = [
        ("canvas: { statusBar: { singal: 3 } }",
         "scene.yaml:1:24: error at canvas.statusBar: unknown key `singal` — did you mean `signal`?"),
        ("canvas: { statusBar: { signal: 6 } }",
         "scene.yaml:1:32: error at canvas.statusBar.signal: 6 is out of range: expected 0…5"),
        ("canvas: { statusBar: { wifi: true } }",
         "scene.yaml:1:30: error at canvas.statusBar.wifi: expected 0…3 (arcs lit) or false (no Wi-Fi), found `true`"),
        ("canvas: { statusBar: { wifi: 4 } }",
         "scene.yaml:1:30: error at canvas.statusBar.wifi: 4 is out of range: expected 0…3"),
        ("canvas: { statusBar: { battery: full } }",
         "scene.yaml:1:33: error at canvas.statusBar.battery: expected a whole number, found the string \"full\""),
        ("canvas: { statusBar: { battery: 101 } }",
         "scene.yaml:1:33: error at canvas.statusBar.battery: 101 is out of range: expected 0…100"),
        ("canvas: { statusBar: { charging: 1 } }",
         "scene.yaml:1:34: error at canvas.statusBar.charging: expected true or false, found the number 1"),
        ("canvas: { statusBar: { style: blak } }",
         "scene.yaml:1:31: error at canvas.statusBar.style: unknown value `blak` — did you mean `black`?"),
        ("canvas: { statusBarTime: \"1:00\", statusBar: { time: \"2:00\" } }",
         "scene.yaml:1:47: error at canvas.statusBar: the time is given twice: `statusBar.time` and `statusBarTime`"),
    ]

    @Test("bad status bars", arguments: cases.indices)
    func badStatusBar(index: Int) {
        let c = Self.cases[index]
        #expect {
            _ = try SceneParser.parse(c.yaml + Self.screen, file: "scene.yaml")
        } throws: { error in
            (error as? SceneError)?.description == c.message
        }
    }

    @Test func fieldsOfAHiddenStatusBarAreAWarning() throws {
        let scene = try SceneParser.parse("canvas: { statusBar: { style: none, battery: 20 } }" + Self.screen, file: "s.yaml")
        #expect(scene.warnings.map(\.description)
                == ["s.yaml:1:22: warning at canvas.statusBar: `style: none` hides the status bar: `battery` not shown"])
    }

    @Test func aStatusBarMappingAboveAStandaloneBarIsRefused() {
        #expect {
            _ = try SceneParser.parse("canvas: { statusBar: { battery: 20 } }\ntoolbar: { items: [] }", file: "s.yaml")
        } throws: { error in
            (error as? SceneError)?.kind == .conflictingKeys
        }
    }
}

/// `{ label: … }` bar button items: one or two lines, no style.
struct LabelItemSceneTests {
    static func toolbar(_ item: String) -> String { "toolbar:\n  items:\n    - \(item)\n" }

    @Test func aLabelIsACustomViewLabel() throws {
        let scene = try SceneParser.parse(Self.toolbar("{ label: \"Updated\\n9:41 AM\" }"), file: "s.yaml")
        guard case .toolbar(let toolbar) = scene.root else { Issue.record("not a toolbar"); return }
        #expect(toolbar.items == [.label("Updated\n9:41 AM")])
        let plain = try SceneParser.parse(Self.toolbar("{ label: Hi, style: plain }"), file: "s.yaml")
        guard case .toolbar(let plainToolbar) = plain.root else { Issue.record("not a toolbar"); return }
        #expect(plainToolbar.items == [.label("Hi")])
    }

    static let cases: [(yaml: String, message: String)] = [
        ("{ label: \"a\\nb\\nc\" }", "s.yaml:3:16: error at toolbar.items[0].label: a label shows at most 2 lines; found 3"),
        ("{ label: Hi, style: bordered }",
         "s.yaml:3:20: error at toolbar.items[0]: a label is drawn without art: its `style` can only be `plain`, not `bordered`"),
        ("{ label: Hi, title: Hi }",
         "s.yaml:3:20: error at toolbar.items[0]: a bar button item has one of `title`, `systemItem`, `image`, "
            + "`customView`, `label`; found both `label` and `title`"),
        ("{ lable: Hi }", "s.yaml:3:9: error at toolbar.items[0]: unknown key `lable` — did you mean `label`?"),
        ("{ label: [a, b] }", "s.yaml:3:16: error at toolbar.items[0].label: expected a string, found a list"),
    ]

    @Test("bad labels", arguments: cases.indices)
    func badLabel(index: Int) {
        let c = Self.cases[index]
        #expect {
            _ = try SceneParser.parse(Self.toolbar(c.yaml), file: "s.yaml")
        } throws: { error in
            (error as? SceneError)?.description == c.message
        }
    }
}
