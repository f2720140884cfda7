import Chevron
import ChevronTesting
import Foundation
import Testing
@testable import ChevronFidelity

/// Where a row's disclosure indicator and detail disclosure button sit down the row, read off the
/// phone's screenshots (../shared/fidelity/screens, test references only: skipped, and said so,
/// when absent) and compared with Chevron's drawing of the same table: centred in the cell above
/// the separator (TableMetrics.disclosureSize), where PastryKit's CSS had put them 2 pt (grouped)
/// and 1 pt (plain) higher. At 1x (xamarin-tables-01: grouped, eight disclosures; -15: plain, four
/// detail buttons) and at @2x (the Settings screenshot's two grouped disclosures, the Music
/// screenshot's five in 56-pt plain rows).
@Suite(.enabled(if: FidelityReferences.required("screens/xamarin-tables-01.png", "screens/xamarin-tables-15.png")
                    && RetinaReferences.available,
                "no table screenshots at $FIDELITY_DIR or ../shared/fidelity (not part of the repository)"))
struct TableAccessoryFigureTests {
    static func render(_ yaml: String, scale: Int, folder: String = ".") throws -> Bitmap {
        try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: folder, scale: scale).bitmap
    }

    /// The runs of consecutive rows in `rows` where a pixel of `columns` is `ink`.
    static func runs(_ b: Bitmap, columns: Range<Int>, rows: Range<Int>, ink: (Color) -> Bool) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for y in rows where columns.contains(where: { ink(b.color(x: $0, y: y)) }) {
            if let last = out.last, last.upperBound == y - 1 {
                out[out.count - 1] = last.lowerBound...y
            } else {
                out.append(y...y)
            }
        }
        return out
    }

    /// The grey chevron of a disclosure, darker than `level` (black at 50 % on white is 127, the
    /// art's edges lighter; 200 at 1x, where every edge pixel of the 10 × 13 art counts, 140 at
    /// @2x, the solid part), and grey: not the grouped outline's border (#a8abad) nor the separators.
    static func arrowInk(_ c: Color, level: Int) -> Bool { Int(c.g) < level && abs(Int(c.r) - Int(c.b)) < 16 }

    /// Each disclosure's ink box: its run of rows (at least 5: an outline's or a separator's line
    /// across the columns is not one), and the columns with ink in that run.
    static func arrows(_ b: Bitmap, columns: Range<Int>, rows: Range<Int>,
                       level: Int = 140) -> [(rows: ClosedRange<Int>, columns: ClosedRange<Int>)] {
        let ink = { (c: Color) in arrowInk(c, level: level) }
        return runs(b, columns: columns, rows: rows, ink: ink).filter { $0.count >= 5 }.compactMap { run in
            let xs = columns.filter { x in run.contains { ink(b.color(x: x, y: $0)) } }
            return xs.first.flatMap { first in xs.last.map { (run, first...$0) } }
        }
    }

    /// xamarin-tables-01 (no navigation bar, a grouped table from y 20): the chevron's ink box on the
    /// phone's rows and columns — 16 below each row's top line and 10 from the cell's right, where
    /// PK's 14 and 9 put it 2 pt higher and 1 pt to the right.
    @Test func groupedDisclosuresAtOneTimes() throws {
        let shot = try FidelityReferences.image("screens/xamarin-tables-01.png").bitmap
        // The same screen bench/fidelity.sh compares at iOS 5 (ChevronFidelity's `VersionCases`).
        let mine = try Self.render(VersionCases.xamarinGroupedScene, scale: 1)
        let phone = Self.arrows(shot, columns: 284..<305, rows: 64..<480, level: 200)
        let drawn = Self.arrows(mine, columns: 284..<305, rows: 64..<480, level: 200)
        try #require(phone.count == 8 && drawn.count == 8, "the phone's disclosures \(phone), Chevron's \(drawn)")
        for (p, d) in zip(phone, drawn) {
            #expect(d.rows == p.rows && d.columns == p.columns,
                    "Chevron's disclosure on rows \(d.rows), columns \(d.columns); the phone's on \(p.rows), \(p.columns)")
        }
    }

    /// At @2x the phone draws UIKit's @2x art, whose chevron sits half a pixel left of the 1x art
    /// doubled (Chevron's polygon is fitted to the 1x art): the rows must be the phone's, the
    /// columns within a pixel.
    static func expectSame(_ phone: [(rows: ClosedRange<Int>, columns: ClosedRange<Int>)],
                           _ drawn: [(rows: ClosedRange<Int>, columns: ClosedRange<Int>)], count: Int) throws {
        try #require(phone.count == count && drawn.count == count, "the phone's disclosures \(phone), Chevron's \(drawn)")
        for (p, d) in zip(phone, drawn) {
            #expect(d.rows == p.rows, "Chevron's disclosure on rows \(d.rows), the phone's on \(p.rows)")
            #expect(abs(d.columns.lowerBound - p.columns.lowerBound) <= 1 && abs(d.columns.upperBound - p.columns.upperBound) <= 1,
                    "Chevron's disclosure in columns \(d.columns), the phone's in \(p.columns)")
        }
    }

    /// retina-settings-keyboard@2x: the two disclosures below the switches' section, 32 px below
    /// the row's top line, 20 px from the cell's right.
    @Test func groupedDisclosuresAtTwoTimes() throws {
        let shot = try RetinaReferences.picture(RetinaReferences.settings)
        let mine = try Self.render(RetinaFigureTests.keyboardTable, scale: 2)
        try Self.expectSame(Self.arrows(shot, columns: 560..<612, rows: 700..<960),
                            Self.arrows(mine, columns: 560..<612, rows: 700..<960), count: 2)
    }

    /// retina-music-albums@2x: `rowHeight: 56`, five disclosures centred in the 55-pt cells (42 px
    /// below each row's top), 20 px from the right.
    @Test func plainDisclosuresInTallRowsAtTwoTimes() throws {
        let mine = try RetinaTableTextFigureTests.music()
        let shot = try RetinaReferences.picture(RetinaReferences.music)
        try Self.expectSame(Self.arrows(shot, columns: 580..<640, rows: 128..<862),
                            Self.arrows(mine, columns: 580..<640, rows: 128..<862), count: 5)
    }

    /// A cell's text at @2x: the last row of ink of texts without descenders on the Settings
    /// screenshot — "Auto-Correction" (the second row), value 1's "omw" and its detail "1", and the
    /// grouped header "Shortcuts" — is the phone's: half a point above the layout's baselines
    /// doubled (pixel rows 292, 952, 768 and 870; a bar's labels round the same way,
    /// `BarText.deviceBaseline`), and at 1x the baseline stays 29.
    @Test func cellTextBaselineAtTwoTimes() throws {
        let shot = try RetinaReferences.picture(RetinaReferences.settings)
        let mine = try Self.render(RetinaFigureTests.keyboardTable, scale: 2)
        func lastInkRow(_ b: Bitmap, rows: Range<Int>, columns: Range<Int>) -> Int? {
            rows.last { y in columns.contains { Int(b.color(x: $0, y: y).g) < 128 } }
        }
        for (text, rows, columns) in [("Auto-Correction", 236..<324, 20..<330), ("omw", 896..<960, 20..<120), ("1", 714..<800, 540..<580),
                                      ("Shortcuts", 804..<890, 20..<300)] {
            let phone = try #require(lastInkRow(shot, rows: rows, columns: columns))
            // The phone's faint last row of "Auto-Correction" (one pixel of 640) is not its baseline.
            let solid = (rows.lowerBound...phone).last { y in columns.filter { Int(shot.color(x: $0, y: y).g) < 128 }.count > 1 }
            let drawn = try #require(lastInkRow(mine, rows: rows, columns: columns))
            #expect(drawn == solid, "\(text): Chevron's ink ends on row \(drawn), the phone's on \(solid ?? phone)")
        }
        let oneTimes = try SceneRenderer.bundled().render(sceneBytes: Array(RetinaFigureTests.keyboardTable.utf8), file: "s.yaml",
                                                          folder: ".", scale: 1)
        let first = try #require(oneTimes.layout.table?.rows.first?.labels.first)
        #expect(first.origin.y == 103, "the first row's top line at 74, its baseline 29 below")
    }

    /// Value 1's detail beside a disclosure ends 10 pt before it on the phone, 30 from the cell's
    /// right (PK's 25 put it 4–5 pt further right): on the Settings screenshot the last column of
    /// ink of "1" and "On my way!" (darker than 160, right of x 480 px) is the phone's within 2 px
    /// (the glyphs' own side bearings differ by about a pixel).
    @Test func valueOneDetailEndsBeforeTheDisclosureAtTwoTimes() throws {
        let shot = try RetinaReferences.picture(RetinaReferences.settings)
        let mine = try Self.render(RetinaFigureTests.keyboardTable, scale: 2)
        func lastInkColumn(_ b: Bitmap, rows: Range<Int>) -> Int? {
            (480..<575).last { x in rows.contains { Int(b.color(x: x, y: $0).g) < 160 } }
        }
        for (text, rows) in [("1", 740..<772), ("On my way!", 925..<958)] {
            let phone = try #require(lastInkColumn(shot, rows: rows)), drawn = try #require(lastInkColumn(mine, rows: rows))
            #expect(abs(drawn - phone) <= 2, "\(text) ends on column \(drawn), the phone's on \(phone)")
        }
    }

    /// xamarin-tables-15 (plain rows under "Places" and "Other"): the detail disclosure buttons'
    /// blue disc centred on the phone's rows within half a pixel — 21.5 pt below the row's top,
    /// where PK's 5 down put it a point higher.
    @Test func detailDisclosureButtonsAtOneTimes() throws {
        let shot = try FidelityReferences.image("screens/xamarin-tables-15.png").bitmap
        let mine = try Self.render("""
            canvas: {width: 320, height: 480}
            navigationController:
              viewControllers:
                - title: Back
                - title: Default Style
                  content:
                    table:
                      sections:
                        - { headerTitle: Places, rows: [{ text: Fiji, accessoryType: detailDisclosureButton }, { text: Beijing, accessoryType: detailDisclosureButton }] }
                        - { headerTitle: Other, rows: [{ text: Seedlings, accessoryType: detailDisclosureButton }, { text: Plants, accessoryType: detailDisclosureButton }] }
            """, scale: 1)
        let blue = { (c: Color) -> Bool in Int(c.b) - Int(c.r) > 60 }
        let phone = Self.runs(shot, columns: 270..<320, rows: 64..<480, ink: blue)
        let drawn = Self.runs(mine, columns: 270..<320, rows: 64..<480, ink: blue)
        try #require(phone.count == 4 && drawn.count == 4, "the phone's buttons \(phone), Chevron's \(drawn)")
        for (p, d) in zip(phone, drawn) {
            #expect(abs((p.lowerBound + p.upperBound) - (d.lowerBound + d.upperBound)) <= 1,
                    "Chevron's button on rows \(d), the phone's on \(p)")
        }
    }
}
