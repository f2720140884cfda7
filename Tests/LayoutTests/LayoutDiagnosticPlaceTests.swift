import ChevronSupport
import Layout
import Scene
import SceneFile
import Testing

/// Every warning of the layout names the file, line, column and key path of what caused it, as the
/// parser's errors do: the canvas's height, the view controller whose bars do not fit, its toolbar
/// items, the root of a component alone. The places are read off each scene's own text here.
struct LayoutDiagnosticPlaceTests {
    func diagnostics(_ yaml: String) throws -> [Diagnostic] {
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "s.yaml")
        return SceneLayout(scene, context: SceneLayoutTests.context).diagnostics
    }

    /// The 1-based line and column where `text` first occurs in `yaml`.
    func place(of text: String, in yaml: String) throws -> (line: Int, column: Int) {
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        Issue.record("`\(text)` is not in the scene")
        return (0, 0)
    }

    func expect(_ d: Diagnostic?, _ code: DiagnosticCode, at text: String, in yaml: String, keyPath: String,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let d = try #require(d, "no \(code) warning", sourceLocation: sourceLocation)
        let (line, column) = try place(of: text, in: yaml)
        #expect(d.code == code && d.file == "s.yaml" && d.line == line && d.column == column && d.keyPath == keyPath,
                "\(d)", sourceLocation: sourceLocation)
    }

    @Test func aCanvasTooShortIsSaidAtItsHeight() throws {
        let yaml = """
            canvas: { width: 100, height: 30 }
            navigationController:
              toolbarHidden: false
              viewControllers: [ { title: Hi, toolbarItems: [ { systemItem: done } ] } ]
            """
        try expect(try diagnostics(yaml).first { $0.code == .canvasTooShort }, .canvasTooShort,
                   at: "height", in: yaml, keyPath: "canvas.height")
    }

    /// The navigation bar shows the top view controller's item: said where that view controller is
    /// written, in the stack or in the push that brought it.
    @Test func aTitleWithNoRoomIsSaidAtItsViewController() throws {
        let stack = """
            navigationController:
              viewControllers:
                - title: Inbox
                  navigationItem:
                    leftBarButtonItem: { title: A rather long left button, style: bordered }
                    rightBarButtonItem: { title: A rather long right button, style: bordered }
            """
        try expect(try diagnostics(stack).first { $0.code == .navigationBarTitleHasNoRoom },
                   .navigationBarTitleHasNoRoom, at: "title: Inbox", in: stack,
                   keyPath: "navigationController.viewControllers[0]")
        let pushed = """
            navigationController:
              viewControllers: [ { title: Mail } ]
              operations:
                - push: { title: Inbox, navigationItem: { rightBarButtonItem: { title: A rather long right button, style: bordered },
                          leftBarButtonItem: { title: A rather long left button, style: bordered } } }
            """
        try expect(try diagnostics(pushed).first { $0.code == .navigationBarTitleHasNoRoom },
                   .navigationBarTitleHasNoRoom, at: "{ title: Inbox", in: pushed,
                   keyPath: "navigationController.operations[0].push")
    }

    @Test func toolbarItemsTooWideAreSaidAtTheItems() throws {
        let yaml = """
            navigationController:
              toolbarHidden: false
              viewControllers:
                - title: A
                  toolbarItems: [ { title: Something long, width: 400 } ]
            """
        try expect(try diagnostics(yaml).first { $0.code == .toolbarItemsTooWide }, .toolbarItemsTooWide,
                   at: "toolbarItems", in: yaml, keyPath: "navigationController.viewControllers[0].toolbarItems")
    }

    /// A component alone: said at its root.
    @Test func aBadgePastTheEdgeIsSaidAtTheTabBar() throws {
        let yaml = """
            canvas: { width: 320 }
            tabBar: { items: [ { title: A }, { title: B }, { title: C }, { title: D }, { title: E, badgeValue: New } ] }
            """
        try expect(try diagnostics(yaml).first { $0.code == .tabBarBadgePastEdge }, .tabBarBadgePastEdge,
                   at: "tabBar", in: yaml, keyPath: "tabBar")
    }

    /// A search bar's keyboard cut by the canvas: said at the view controller showing it.
    @Test func aKeyboardTooTallIsSaidAtItsViewController() throws {
        let yaml = """
            canvas: {height: 200}
            navigationController: {viewControllers: [{title: A, content: {searchBar: {firstResponder: true}}}]}
            """
        try expect(try diagnostics(yaml).first { $0.code == .keyboardTooShort }, .keyboardTooShort,
                   at: "{title: A", in: yaml, keyPath: "navigationController.viewControllers[0]")
    }

    /// Every warning of these scenes has a line: none is left at a part's name alone.
    @Test func noLayoutWarningWithoutALine() throws {
        let scenes = [
            "toolbar: { items: [\(Array(repeating: "{ title: Something, style: bordered }", count: 4).joined(separator: ", "))] }\n",
            "canvas: {height: 100}\nkeyboard: {}\n",
        ]
        for yaml in scenes {
            let found = try diagnostics(yaml)
            #expect(!found.isEmpty && found.allSatisfy { $0.line != nil && $0.column != nil }, "\(found)")
        }
    }
}
