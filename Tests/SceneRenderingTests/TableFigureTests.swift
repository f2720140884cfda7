import Chevron
import ChevronTesting
import Foundation
import Testing

/// Table views against the references in ../shared/fidelity (test references only, never part of
/// the repository; every test here is skipped, and says so, when they are absent): Apple's table
/// art from PastryKit and the 1x screenshots. Each figure is read off the reference here, not
/// restated, and compared with what Chevron draws from a scene.
struct TableFigureTests {
    /// `$FIDELITY_DIR`, else ../shared/fidelity; under CI the tests run (and fail) without them.
    static let available = FidelityReferences.required("tables/UIPinStripe.png")

    static func reference(_ name: String) throws -> Bitmap {
        try FidelityReferences.image(name).bitmap
    }

    static func render(_ yaml: String, scale: Int = 1) throws -> RenderedScene {
        try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: ".", scale: scale)
    }

    /// A colour over white, as three numbers.
    static func onWhite(_ c: Color) -> [Int] {
        let a = Int(c.a)
        return [c.r, c.g, c.b].map { (Int($0) * a + 255 * (255 - a) + 127) / 255 }
    }

    static func distance(_ a: [Int], _ b: [Int]) -> Int { zip(a, b).map { abs($0 - $1) }.max() ?? 0 }

    static let grouped = """
        canvas: {width: 320, height: 480, scale: 1}
        navigationController:
          viewControllers:
            - title: Hello World
              content:
                table:
                  style: grouped
                  rows: [{ text: Hello, detailText: world!, style: value1 }]
        """

    @Test(.enabled(if: available, "../shared/fidelity is absent: the table figures are not checked"))
    func pinstripeIsTheArtTiledFromTheLeftEdge() throws {
        let art = try Self.reference("tables/UIPinStripe.png")
        let drawn = try Self.render(Self.grouped).bitmap
        for x in 0..<320 {
            #expect(drawn.color(x: x, y: 300) == art.color(x: x % art.width, y: 0), "column \(x)")
        }
    }

    @Test(.enabled(if: available, "../shared/fidelity is absent: the table figures are not checked"))
    func quickDialogsGroupedTable() throws {
        // Read off the screenshot: the outline's top border (the first row below the bar darker
        // than the pinstripe at x 160), its left and right border columns at mid-height, and the
        // baseline of "Hello" (the row below its lowest ink).
        let shot = try Self.reference("screens/quickdialog1-hello-world.png")
        let lum = { (x: Int, y: Int) -> Int in let c = shot.color(x: x, y: y); return Int(c.r) + Int(c.g) + Int(c.b) }
        let top = try #require((64..<200).first { lum(160, $0) < lum(160, 300) - 60 })
        let left = try #require((0..<40).first { lum($0, 96) < lum(0, 96) - 60 })
        let right = try #require((280..<320).reversed().first { lum($0, 96) < lum(319, 96) - 60 })
        let baseline = try #require((80..<118).reversed().first { y in (20..<60).contains { lum($0, y) < 300 } }) + 1
        let rendered = try Self.render(Self.grouped)
        let table = try #require(rendered.layout.table)
        let outline = try #require(table.outlines.first)
        #expect(Int(outline.minY) == top && Int(outline.minX) == left && Int(outline.maxX) - 1 == right)
        #expect(Int(try #require(table.rows.first?.labels.first).origin.y) == baseline)
        // The whole table below the bar (rows 64–479), mean absolute difference: the target 3.
        var sum = 0
        for y in 64..<480 {
            for x in 0..<320 {
                let a = shot.color(x: x, y: y), b = rendered.bitmap.color(x: x, y: y)
                sum += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            }
        }
        let mae = Double(sum) / Double(3 * 320 * 416)
        #expect(mae <= 3, "MAE \(mae)")
    }

    @Test(.enabled(if: available, "../shared/fidelity is absent: the table figures are not checked"))
    func selectionIsTheArtsRamp() throws {
        let art = try Self.reference("tables/UITableSelection.png")
        let drawn = try Self.render("""
            canvas: {width: 320, height: 480, scale: 1}
            navigationController:
              viewControllers: [{ title: A, content: { table: { rows: [{ text: A, selected: true }] } } }]
            """).bitmap
        for y in 0..<art.height {
            let d = Self.distance(Self.onWhite(drawn.color(x: 200, y: 64 + y)), Self.onWhite(art.color(x: 0, y: y)))
            #expect(d <= 2, "row \(y): \(d)")
        }
        // The separator below it stays.
        #expect(drawn.color(x: 200, y: 64 + 43) == Color(rgb: 0xe0e0e0))
    }

    @Test(.enabled(if: available, "../shared/fidelity is absent: the table figures are not checked"))
    func disclosureIndicatorOverWhite() throws {
        for (selected, file) in [(false, "UITableNext.png"), (true, "UITableNextSelected.png")] {
            let art = try Self.reference("tables/\(file)")
            let rendered = try Self.render("""
                canvas: {width: 320, height: 480, scale: 1}
                navigationController:
                  viewControllers:
                    - { title: A, content: { table: { rows: [{ text: A, accessoryType: disclosureIndicator, selected: \(selected) }] } } }
                """)
            let box = try #require(rendered.layout.table?.rows.first?.accessoryFrame)
            #expect(box.width == Double(art.width) && box.height == Double(art.height))
            // Over what the row shows behind it: white, or the selection ramp.
            var sum = 0
            for y in 0..<art.height {
                for x in 0..<art.width {
                    let mine = rendered.bitmap.color(x: Int(box.minX) + x, y: Int(box.minY) + y)
                    let under = selected ? rendered.bitmap.color(x: Int(box.minX) - 20, y: Int(box.minY) + y) : .white
                    let a = art.color(x: x, y: y), alpha = Int(a.a)
                    let expected = [a.r, a.g, a.b].enumerated().map { i, v in
                        (Int(v) * alpha + Int([under.r, under.g, under.b][i]) * (255 - alpha) + 127) / 255
                    }
                    sum += zip(expected, [mine.r, mine.g, mine.b]).map { abs($0 - Int($1)) }.reduce(0, +)
                }
            }
            let mae = Double(sum) / Double(3 * art.width * art.height)
            #expect(mae <= 2, "\(file): MAE \(mae)")
        }
    }

    @Test(.enabled(if: available, "../shared/fidelity is absent: the table figures are not checked"))
    func plainRowsAndHeaderStrip() throws {
        // xamarin-tables-03: the first separator (#e0e0e0) and the section strip's rows.
        let shot = try Self.reference("screens/xamarin-tables-03.png")
        let separator = try #require((86..<200).first { shot.color(x: 160, y: $0) == Color(rgb: 0xe0e0e0) })
        let rendered = try Self.render("""
            canvas: {width: 320, height: 480, scale: 1}
            navigationController:
              viewControllers:
                - { title: A, content: { table: { sections: [{ headerTitle: Section 0 Header, rows: [Row 0, Row 1, Row 2] }, { headerTitle: Section 1 Header, rows: [Row 0] }] } } }
            """)
        let table = try #require(rendered.layout.table)
        #expect(Int(try #require(table.rowLines.first).minY) == separator)
        // The second strip: xamarin-tables-03 draws one from 217 (its dark line) to 238; its last
        // row (239) is under the next strip's dark line there.
        let strip = try #require(table.strips.dropFirst().first)
        for y in 0..<22 {
            let d = Self.distance(Self.onWhite(rendered.bitmap.color(x: 300, y: Int(strip.minY) + y)),
                                  Self.onWhite(shot.color(x: 300, y: 217 + y)))
            #expect(d <= 2, "strip row \(y): \(d)")
        }
    }
}
