import Layout
import Geometry
import NavigationModel
import Scene
import SceneFile
import Testing

/// Cells as apps build them (docs/DESIGN.md §Views): standard cells' colours, fonts, indentation and
/// background; custom cells' views in the content view; a table scrolled by its contentOffset.
struct CellPropertiesTests {
    static func table(_ yaml: String) throws -> TableLayout {
        try TableLayoutTests.table(yaml)
    }

    @Test func standardCellsTakeTheirLabelsColoursAndFonts() throws {
        let plain = try Self.table("          rows: [{ text: Hello, detailText: there, style: subtitle }]\n")
        let t = try Self.table("""
                      rows:
                        - { text: Hello, detailText: there, style: subtitle, textColor: "#ff0000", detailTextColor: "#00ff00",
                            font: { size: 12 }, detailTextFont: { size: 10, weight: bold }, indentationLevel: 2,
                            backgroundColor: "#ffffee" }

            """)
        let row = try #require(t.rows.first)
        #expect(row.labels.map { $0.color?.hexString } == ["#ff0000", "#00ff00"])
        #expect(row.labels.map(\.font) == [.regular(12), .bold(10)])
        // Two levels of UIKit's 10-pt indentation width.
        #expect(row.labels[0].origin.x - (plain.rows.first?.labels[0].origin.x ?? 0) == 20)
        #expect(row.backgroundColor?.hexString == "#ffffee")
        #expect(plain.rows.first?.labels.allSatisfy { $0.color == nil } == true)
    }

    /// value2's small blue label is its text label, the black one its detail (UIKit's roles).
    @Test func value2ColoursFollowUIKitsLabels() throws {
        let t = try Self.table("          rows: [{ text: home, detailText: 555, style: value2, textColor: \"#111111\" }]\n")
        #expect(t.rows.first?.labels.map { $0.color?.hexString } == ["#111111", nil])
    }

    /// A custom cell's views are in its content view, at the cell; editing moves it right.
    @Test func customCellViewsAreInTheContentView() throws {
        let yaml = """
                      rowHeight: 80
                      rows:
                        - subviews:
                            - label: { frame: [24, 2, 200, 22], text: Sender }

            """
        let row = try #require(try Self.table(yaml).rows.first)
        let content = try #require(row.contentView)
        #expect(content.frame == row.cell)
        #expect(content.subviews.first?.frame == Rect(x: 24, y: 2, width: 200, height: 22))
        let editing = try #require(try Self.table("          editing: true\n" + yaml).rows.first?.contentView)
        #expect(editing.frame.x > content.frame.x)
    }

    /// `contentOffset: [0, y]` scrolls the rows up by y.
    @Test func contentOffsetScrolls() throws {
        let rows = (1...30).map { "row \($0)" }.joined(separator: ", ")
        let top = try Self.table("          rows: [\(rows)]\n")
        let scrolled = try Self.table("          contentOffset: [0, 100]\n          rows: [\(rows)]\n")
        let first = try #require(top.rows.first { $0.index == 5 })
        let moved = try #require(scrolled.rows.first { $0.index == 5 })
        #expect(first.frame.y - moved.frame.y == 100)
        #expect(scrolled.rows.first?.index == 2)
        #expect(throws: SceneError.self) { try Self.table("          contentOffset: [5, 100]\n          rows: [a]\n") }
    }
}
