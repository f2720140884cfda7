import Geometry
import Layout
import NavigationModel
import Scene
import SceneFile
import Testing

/// A row's own `height` beside the table's `rowHeight` (UIKit's `tableView:heightForRowAtIndexPath:`),
/// a standard cell's labels of more than one line (`numberOfLines`), and the labels' colours on a
/// selected row (`highlightedTextColor`), with the fake measurer (7 pt a character).
struct RowHeightAndLinesTests {
    static func table(_ yaml: String) throws -> TableLayout { try TableLayoutTests.table(yaml) }

    /// Each row starts where the one before ends, whatever their heights; every separator is the
    /// last point of its row.
    @Test func rowsOfTheirOwnHeightsFollowOneAnother() throws {
        let t = try Self.table("          rows: [a, { text: b, height: 88 }, c, { text: d, height: 30 }, e]\n")
        let heights: [Double] = [44, 88, 44, 30, 44]
        #expect(t.rows.map(\.frame.height) == heights)
        for (row, next) in zip(t.rows, t.rows.dropFirst()) { #expect(row.frame.maxY == next.frame.y) }
        #expect(t.rows.first?.frame.y == t.frame.y)
        let lines = t.rowLines.prefix(5).map(\.y)
        #expect(Array(lines) == t.rows.map { $0.frame.maxY - 1 })
        // Below the last row the empty ruled rows go on at the table's own rowHeight.
        #expect(t.rowLines.count > 5 && t.rowLines[5].y - t.rowLines[4].y == 44)
    }

    /// A grouped section's outline holds its rows, each of its own height.
    @Test func aGroupedSectionHoldsRowsOfTheirOwnHeights() throws {
        let t = try Self.table("          style: grouped\n          rows: [a, { text: b, height: 100 }, c]\n")
        let outline = try #require(t.outlines.first)
        #expect(outline.height == 44 + 100 + 44 + 1)
        #expect(t.rows.map(\.frame.minY) == [outline.minY, outline.minY + 44, outline.minY + 144])
    }

    /// Only the rows on screen are laid out, found among 10 000 rows of mixed heights exactly as
    /// walking them one by one finds them, wherever the table is scrolled.
    @Test func theVisibleRowsOfALongTableOfMixedHeights() throws {
        let rows = (0..<10_000).map { $0 % 7 == 3 ? "{ text: r\($0), height: \(20 + $0 % 50) }" : "r\($0)" }
        let heights = (0..<10_000).map { $0 % 7 == 3 ? Double(20 + $0 % 50) : 44 }
        for offset in [0.0, 1234.5, 200_000, 399_000] {
            let t = try Self.table("          contentOffset: \(offset)\n          rows: [\(rows.joined(separator: ", "))]\n")
            // By walking: a row shows when it overlaps the frame.
            var top = t.frame.minY - offset
            var expected: [Int] = []
            for (i, h) in heights.enumerated() {
                if top + h > t.frame.minY && top < t.frame.maxY { expected.append(i) }
                top += h
            }
            #expect(t.rows.map(\.index) == expected, "offset \(offset)")
        }
    }

    /// A subtitle cell with a two-line detail: the detail wraps at a space into lines one line
    /// height apart (14 pt set 17 apart: the font's size × 1.2, rounded up), and the labels' block
    /// stays centred in the row — the text moves up by as much as the detail's last line moves
    /// down from where the one-line cell has them.
    @Test func aSubtitleCellWithATwoLineDetail() throws {
        let detail = "Lunch on Friday is at noon at the usual place, see you there then"
        let one = try #require(try Self.table("""
                      rowHeight: 64
                      rows: [{ text: Anna, detailText: "\(detail)", style: subtitle }]

            """).rows.first)
        let two = try #require(try Self.table("""
                      rowHeight: 64
                      rows: [{ text: Anna, detailText: "\(detail)", style: subtitle, detailNumberOfLines: 2 }]

            """).rows.first)
        #expect(one.labels.count == 2 && two.labels.count == 3)
        let lines = two.labels.dropFirst().map(\.text)
        #expect(lines.joined(separator: " ") == detail || lines.last?.hasSuffix("\u{2026}") == true)
        #expect(!lines[0].hasSuffix(" ") && detail.hasPrefix(lines[0] + " "))
        #expect(two.labels[2].origin.y - two.labels[1].origin.y == 17)
        let oneMiddle = (one.labels[0].origin.y + one.labels[1].origin.y) / 2
        let twoMiddle = (two.labels[0].origin.y + two.labels[2].origin.y) / 2
        #expect(abs(oneMiddle - twoMiddle) <= 0.5)
        // Every line within the room the one line had.
        #expect(two.labels.dropFirst().allSatisfy { $0.width <= one.labels[1].width + 0.001 })
    }

    /// `numberOfLines: 0` takes as many lines as the cell holds; a default cell's text of two lines
    /// is centred where its one line was.
    @Test func aDefaultCellsTextOfSeveralLines() throws {
        let text = (1...30).map { "word\($0)" }.joined(separator: " ")
        let one = try #require(try Self.table("          rows: [{ text: \"\(text)\" }]\n").rows.first)
        let all = try #require(try Self.table("""
                      rowHeight: 100
                      rows: [{ text: "\(text)", numberOfLines: 0 }]

            """).rows.first)
        // Bold 20 in lines 24 apart: four fit in the 99 points above the separator.
        #expect(all.labels.count == 4)
        #expect(zip(all.labels, all.labels.dropFirst()).allSatisfy { $1.origin.y - $0.origin.y == 24 })
        #expect(one.labels.count == 1)
        let middle = (all.labels[0].origin.y + all.labels[3].origin.y) / 2
        let row = try #require(try Self.table("          rowHeight: 100\n          rows: [{ text: \"\(text)\" }]\n").rows.first)
        #expect(abs(middle - row.labels[0].origin.y) <= 0.5)
    }

    @Test func aSelectedRowsLabelsTakeTheirHighlightedColours() throws {
        let t = try Self.table("""
                      rows:
                        - { text: A, detailText: B, style: subtitle, selected: true, highlightedTextColor: "#ffff00",
                            detailHighlightedTextColor: "#00ffff" }
                        - { text: C, detailText: D, style: subtitle, selected: true }

            """)
        #expect(t.rows[0].labels.map { $0.highlightedColor?.hexString } == ["#ffff00", "#00ffff"])
        #expect(t.rows[1].labels.allSatisfy { $0.highlightedColor == nil })
    }
}

/// A search bar heading a table is its header view: it scrolls with the rows.
struct SearchBarScrollsWithTheTableTests {
    static func layout(_ offset: String) throws -> SceneLayout {
        let rows = (1...30).map { "r\($0)" }.joined(separator: ", ")
        let scene = try SceneParser.parse(Array("""
            navigationController:
              viewControllers:
                - title: Contacts
                  content:
                    searchBar: { placeholder: Search }
                    table: { \(offset)rows: [\(rows)] }
            """.utf8), file: "s.yaml")
        return SceneLayout(scene, context: SceneLayoutTests.context)
    }

    @Test func theSearchBarGoesUpWithTheRows() throws {
        let rest = try Self.layout("")
        let bar = try #require(rest.searchBar?.frame)
        let firstRow = try #require(rest.table?.rows.first?.frame)
        #expect(firstRow.minY == bar.maxY)
        for scroll in [10.0, 30, 100] {
            let scrolled = try Self.layout("contentOffset: \(Int(scroll)), ")
            let moved = try #require(scrolled.searchBar?.frame)
            #expect(moved.minY == bar.minY - scroll)
            // Every row moved up as far as the bar did.
            let row = try #require(scrolled.table?.rows.first { $0.index == 5 }?.frame)
            let was = try #require(rest.table?.rows.first { $0.index == 5 }?.frame)
            #expect(was.minY - row.minY == scroll, "scroll \(scroll)")
            // The rows show where the bar was, down to the content's top.
            #expect(scrolled.table?.frame.minY == max(bar.minY, bar.maxY - scroll))
        }
    }
}
