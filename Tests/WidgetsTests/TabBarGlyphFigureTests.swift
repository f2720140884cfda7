import NavigationModel
import Testing
@testable import Widgets

/// The tab bar icons' shapes against figures counted in Apple's tab bar images
/// (`UITabBar<Name>.png`, the unselected ones; bench/fidelity.sh compares the whole shapes): the
/// icon at its natural 30 × 30 at 1x, filled white, read as "inked" where its coverage is at least a
/// quarter, as the fidelity check reads both pictures. Every figure is relative to the ink box, so
/// it holds wherever the design sits in its grid.
struct TabBarGlyphFigureTests {
    /// The inked pixels of `item`'s icon, cropped to its ink box.
    struct Ink {
        var rows: [[Bool]]
        var width: Int { rows.first?.count ?? 0 }
        var height: Int { rows.count }

        /// From the icon's coverage as `TabBarGlyphTests` draws it: inked where at least a quarter.
        init(_ item: TabBarSystemItem) throws {
            let c = try TabBarGlyphTests.coverage(item)
            guard let box = c.inkBox else {
                rows = []
                return
            }
            rows = (box.y0...box.y1).map { y in (box.x0...box.x1).map { x in c[x, y] >= 0.25 } }
        }

        /// The row as a picture: `#` inked, `.` not.
        func row(_ y: Int) -> String { String(rows[y].map { $0 ? "#" : "." }) }
        func column(_ x: Int) -> String { String(rows.map { $0[x] ? "#" : "." }) }
        func firstRow(_ x: Int) -> Int? { rows.firstIndex { $0[x] } }
        func lastRow(_ x: Int) -> Int? { rows.lastIndex { $0[x] } }
    }

    /// Bookmarks 28 × 21, Search 24 × 25, Downloads 29 × 30, Most Recent 23 × 24, Most Viewed 35 × 22.
    @Test("ink boxes are the images'",
          arguments: [(TabBarSystemItem.bookmarks, 28, 21), (.search, 24, 25), (.downloads, 29, 30),
                      (.mostRecent, 23, 24), (.mostViewed, 35, 22)])
    func inkBox(item: TabBarSystemItem, width: Int, height: Int) throws {
        let ink = try Ink(item)
        #expect(ink.width == width)
        #expect(ink.height == height)
    }

    /// The image's pages arch: their tops are 2 rows higher mid-page than at the outer sides and
    /// the spine, their feet 2 (outer side) and 3 (spine) rows lower at the ends than mid-page,
    /// and the spine reaches one row below the outer sides.
    @Test func bookmarksPagesArch() throws {
        let ink = try Ink(.bookmarks)
        #expect(ink.row(10) == "##...........##...........##")
        // Columns: outer side 0, mid-page 7, spine 13 (and their mirrors 27, 20, 14).
        for (outer, middle, spine) in [(0, 7, 13), (27, 20, 14)] {
            #expect(ink.firstRow(outer) == 2)
            #expect(ink.firstRow(middle) == 0)
            #expect(ink.firstRow(spine) == 2)
            #expect(ink.lastRow(outer) == 19)
            #expect(ink.lastRow(middle) == 17)
            #expect(ink.lastRow(spine) == 20)
        }
    }

    /// The ring's sides are 3 pixels across its lower middle row, and the handle's end is cut
    /// square to the pixel grid: its last three columns all end on the bottom row, and the last
    /// column is 4 rows tall.
    @Test func searchRingAndHandleEnd() throws {
        let ink = try Ink(.search)
        #expect(ink.row(12) == "###.............###.....")
        let w = ink.width
        #expect([w - 3, w - 2, w - 1].map { ink.lastRow($0) } == [24, 24, 24])
        #expect(ink.firstRow(w - 1) == 21)
    }

    /// A 2-pixel ring, 3 rows deep at its top and bottom; the shaft 5 wide in the middle, starting
    /// 3 rows under the ring, the arrow's tip 2 rows above it.
    @Test func downloadsRingAndArrow() throws {
        let ink = try Ink(.downloads)
        #expect(ink.row(14) == "##..........#####..........##")
        #expect(ink.column(14) == "###...###################..###")
    }

    /// The plus cut from the front sheet: its arms 3 wide, 12 rows from the sheet's fourth row down
    /// and 13 columns across; the row under each arm's end is ink (the image's 57 % rows).
    @Test func mostRecentPlus() throws {
        let ink = try Ink(.mostRecent)
        #expect(ink.column(13) == "###.####............####")
        #expect(ink.row(14) == "##..###.............###")
        #expect(ink.row(15) == "##..########...########")
    }

    /// Heads 5, 9 and 5 pixels wide 3 pixels apart; the outer bodies end 4 rows above the middle
    /// one's foot; between an outer body and the middle one's shoulder, a line below a quarter.
    @Test func mostViewedFigures() throws {
        let ink = try Ink(.mostViewed)
        #expect(ink.row(10) == ".....#####...#########...#####.....")
        // Where the shoulders start, a notch between each outer body and the middle neck: three
        // runs of ink at least 2 pixels apart (the image: 3 on the left, 2 on the right).
        let row = ink.row(13)
        let trimmed = row.drop { $0 == "." }.reversed().drop { $0 == "." }
        let gaps = trimmed.split(separator: "#").map(\.count)
        #expect(row.split(separator: ".").count == 3, "row 13: \(row)")
        #expect(gaps.count == 2 && gaps.allSatisfy { $0 >= 2 }, "row 13: \(row)")
        #expect(ink.lastRow(0) == 17)
        #expect(ink.lastRow(ink.width - 1) == 17)
        #expect(ink.lastRow(ink.width / 2) == 21)
        for y in [16, 17] {
            let row = ink.rows[y], half = row.count / 2
            // Left half: ink, then a gap, then ink again; the right half mirrors it.
            let left = row[0..<half], right = row[half...].reversed()
            for side in [Array(left), Array(right)] {
                guard let gap = side.firstIndex(of: false, after: side.firstIndex(of: true)) else {
                    Issue.record("row \(y): no gap between the figures")
                    continue
                }
                #expect(side[gap...].contains(true), "row \(y): the gap is not closed by the middle figure")
            }
        }
    }
}

extension Array where Element == Bool {
    /// The first index holding `value` after index `start` (nil when `start` is nil).
    fileprivate func firstIndex(of value: Bool, after start: Int?) -> Int? {
        guard let start else { return nil }
        return self[(start + 1)...].firstIndex(of: value)
    }
}
