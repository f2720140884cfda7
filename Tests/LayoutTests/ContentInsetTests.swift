import Geometry
import NavigationModel
import Scene
import SceneFile
import Layout
import Testing

/// Rule F9 (seeds 000, 001, 002): "if the main view of the underlying view controller is a scroll
/// view, the navigation bar automatically adjusts the content inset value to allow content to scroll
/// out from under the navigation bar. It does not make this adjustment for other types of views."
struct ContentInsetTests {
    static let translucent = "{ barStyle: blackTranslucent }"

    static func layout(bar: String, toolbar: String? = nil, table: String? = "rows: [One, Two, Three]",
                       vc: String = "") throws -> SceneLayout {
        var yaml = "navigationController:\n  navigationBar: \(bar)\n"
        if let toolbar { yaml += "  toolbarHidden: false\n  toolbar: \(toolbar)\n" }
        yaml += "  viewControllers:\n    - title: A\n"
        if !vc.isEmpty { yaml += "      \(vc)\n" }
        if let table { yaml += "      content: { table: { \(table) } }\n" }
        return SceneLayout(try SceneParser.parse(Array(yaml.utf8), file: "s.yaml"), context: SceneLayoutTests.context)
    }

    // MARK: The rule as a function

    @Test func F9_aScrollViewUnderATranslucentBarIsInsetByWhatTheBarCovers() {
        let frame = Rect(x: 0, y: 20, width: 320, height: 460)
        let bar = Rect(x: 0, y: 20, width: 320, height: 44), toolbar = Rect(x: 0, y: 436, width: 320, height: 44)
        #expect(ContentInset.adjusted(frame: frame, isScrollView: true, navigationBar: (bar, true),
                                      toolbar: (toolbar, true)) == ContentInset(top: 44, bottom: 44))
        // "It does not make this adjustment for other types of views."
        #expect(ContentInset.adjusted(frame: frame, isScrollView: false, navigationBar: (bar, true),
                                      toolbar: (toolbar, true)) == .zero)
        // An opaque bar: the content never underlaps it, nothing to adjust.
        #expect(ContentInset.adjusted(frame: Rect(x: 0, y: 64, width: 320, height: 416), isScrollView: true,
                                      navigationBar: (bar, false), toolbar: nil) == .zero)
        // Full-screen layout (from y 0): the inset covers the status bar too.
        #expect(ContentInset.adjusted(frame: Rect(x: 0, y: 0, width: 320, height: 480), isScrollView: true,
                                      navigationBar: (bar, true), toolbar: nil).top == 64)
    }

    // MARK: In the scene

    @Test func F9_theFirstRowStartsBelowATranslucentNavigationBar() throws {
        let layout = try Self.layout(bar: Self.translucent)
        let bar = try #require(layout.navigationBar?.frame)
        let table = try #require(layout.table)
        // The table runs under the bar (seen through it when scrolled)...
        #expect(table.frame.minY == bar.minY)
        // ...and its content starts below it.
        #expect(table.contentInset == ContentInset(top: bar.height, bottom: 0))
        #expect(table.contentOffset == -bar.height)
        #expect(table.rows.first?.frame.minY == bar.maxY)
        #expect(table.rows.map(\.labels.first?.text) == ["One", "Two", "Three"])
    }

    @Test func F9_anOpaqueBarNeedsNoInset() throws {
        let layout = try Self.layout(bar: "{ barStyle: default }")
        let table = try #require(layout.table)
        #expect(table.contentInset == .zero && table.contentOffset == 0)
        #expect(table.rows.first?.frame.minY == layout.navigationBar?.frame?.maxY)
    }

    @Test func F9_aContentOffsetScrollsTheRowsUnderTheBar() throws {
        // UIKit's contentOffset: 0 puts the content's top at the frame's top, under the bar.
        let layout = try Self.layout(bar: Self.translucent, table: "rows: [One, Two, Three], contentOffset: 0")
        let table = try #require(layout.table)
        let bar = try #require(layout.navigationBar?.frame)
        #expect(table.contentOffset == 0)
        #expect(table.rows.first?.frame.minY == bar.minY)
        // Scrolled by 22 more: the first row half gone above the table's frame, still laid out (clipped).
        let further = try #require(try Self.layout(bar: Self.translucent,
                                                   table: "rows: [One, Two, Three], contentOffset: 22").table)
        #expect(further.rows.first?.frame.minY == bar.minY - 22)
    }

    @Test func F9_aTranslucentToolbarInsetsTheBottom() throws {
        let layout = try Self.layout(bar: "{ barStyle: default }", toolbar: Self.translucent)
        let table = try #require(layout.table)
        let toolbar = try #require(layout.toolbar?.frame)
        #expect(table.frame.maxY == toolbar.maxY)
        #expect(table.contentInset == ContentInset(top: 0, bottom: toolbar.height))
    }

    @Test func F9_aPlainViewUnderTheBarIsNotMoved() throws {
        // A content of colour and rows, not a table: "It does not make this adjustment for other types of views."
        let layout = try Self.layout(bar: Self.translucent, table: nil, vc: "content: { background: '#ffffff', rows: true }")
        let content = try #require(layout.content)
        let bar = try #require(layout.navigationBar?.frame)
        #expect(layout.table == nil)
        #expect(content.frame.minY == bar.minY)
        #expect(content.rowLines.first?.minY == bar.minY + 43)
    }

    @Test func F9_resolveReportsTheInsetAndTheOffset() throws {
        let layout = try Self.layout(bar: Self.translucent, table: "rows: [One], contentOffset: 10")
        let table = try #require(layout.table)
        guard case .text(let line, depth: 0)? = table.reportLines().first else { Issue.record("no heading"); return }
        #expect(line.hasSuffix("content inset top 44 bottom 0, content offset 10"), "\(line)")
        guard case .object(let fields) = table.json() else { Issue.record("json"); return }
        let keys = fields.map(\.0)
        #expect(keys.contains("contentInset") && keys.contains("contentOffset"))
    }
}
