import Chevron
import Foundation
import SceneFile
import Testing

/// The section index (docs/DESIGN.md §Table views, "section index"): it never overlaps — a table
/// too short for its titles leaves some out with "•" between those kept, as UIKit's index does —
/// `{search}` is UIKit's magnifier drawn procedurally, and a grouped table with an index narrows
/// its sections. Read off the pixels (issue 37 saw baselines 6 pt apart for 8-pt capitals).
struct TableIndexTests {
    static let titles = "[\"{search}\", A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z, \"#\"]"

    static func render(style: String = "plain", landscape: Bool, index: Bool = true) throws -> RenderedScene {
        let yaml = """
            canvas: { scale: 1, orientation: \(landscape ? "landscape" : "portrait") }
            navigationController:
              viewControllers:
                - title: Contacts
                  content:
                    table:
                      style: \(style)
            \(index ? "          sectionIndexTitles: \(titles)" : "")
                      sections:
                        - { headerTitle: A, rows: [Anna, Arthur] }
                        - { headerTitle: B, rows: [Bob, Betty, Bill] }
            """
        return try SceneRenderer.bundled().render(sceneBytes: Array(yaml.utf8), file: "s.yaml", folder: ".", scale: 1)
    }

    /// Whether `r` and `plain` (the same table without an index) differ by more than 40 at a pixel.
    static func differs(_ r: RenderedScene, _ plain: RenderedScene, _ x: Int, _ y: Int) -> Bool {
        let a = r.bitmap.color(x: x, y: y), b = plain.bitmap.color(x: x, y: y)
        return abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 40
    }

    /// The bands of rows with index ink in the index's column: where the table differs from the
    /// same table drawn without an index.
    static func indexBands(_ r: RenderedScene, _ plain: RenderedScene, in frame: (minY: Int, maxY: Int)) -> [Range<Int>] {
        let w = r.bitmap.width
        var bands: [Range<Int>] = []
        var start: Int?
        for y in frame.minY..<frame.maxY {
            let ink = (w - 26..<w - 9).contains { x in differs(r, plain, x, y) }
            if ink, start == nil { start = y }
            if !ink, let s = start { bands.append(s..<y); start = nil }
        }
        if let s = start { bands.append(s..<frame.maxY) }
        return bands
    }

    @Test(arguments: [false, true])
    func theIndexNeverOverlaps(landscape: Bool) throws {
        let r = try Self.render(landscape: landscape)
        let plain = try Self.render(landscape: landscape, index: false)
        let table = try #require(r.layout.table)
        let bands = Self.indexBands(r, plain, in: (Int(table.frame.minY), Int(table.frame.maxY)))
        // One band of ink per entry shown, each apart from the next by at least 3 clear rows.
        #expect(bands.count == table.index.count, "\(bands.count) bands for \(table.index.count) entries")
        for (a, b) in zip(bands, bands.dropFirst()) { #expect(b.lowerBound - a.upperBound >= 3, "\(a) then \(b)") }
        if landscape {
            // 268 pt cannot hold 28 titles: UIKit's rule, titles left out and "•" between.
            #expect(table.indexTitlesLeftOut > 0)
            #expect(table.index.enumerated().allSatisfy { i, label in (i % 2 == 1) == (label.text == "\u{2022}") })
            #expect(table.index.last?.text == "#")
        } else {
            #expect(table.indexTitlesLeftOut == 0 && table.index.count == 28)
        }
    }

    @Test func searchIsTheMagnifierDrawnInTheIndexsGrey() throws {
        let r = try Self.render(landscape: false)
        let plain = try Self.render(landscape: false, index: false)
        let table = try #require(r.layout.table)
        let first = try #require(table.index.first)
        let x0 = Int(first.origin.x), bottom = Int(first.origin.y)
        // A ring: ink around a clear middle, grey (no colour emoji), in the box above the baseline.
        var ink = 0
        for y in bottom - 10..<bottom { for x in x0..<x0 + 9 {
            let c = r.bitmap.color(x: x, y: y)
            if Self.differs(r, plain, x, y) {
                ink += 1
                #expect(max(c.r, c.g, c.b) - min(c.r, c.g, c.b) < 30, "a grey glyph, not an emoji: \(c)")
            }
        } }
        #expect(ink >= 12, "the magnifier's ink: \(ink) px")
        #expect(!Self.differs(r, plain, x0 + 3, bottom - 7), "the ring's middle is clear")
    }

    @Test func searchAnywhereButFirstIsAWarning() throws {
        let yaml = """
            navigationController:
              viewControllers:
                - content: { table: { sectionIndexTitles: [A, "{search}", B], rows: [Anna] } }
            """
        let scene = try SceneParser.parse(yaml, file: "s.yaml")
        let warning = try #require(scene.warnings.first { $0.code == .tableSearchNotFirst })
        #expect(warning.line == 3 && warning.keyPath.hasSuffix("sectionIndexTitles[1]"), "\(warning)")
    }

    @Test func aGroupedTableWithAnIndexNarrowsItsSections() throws {
        let with = try Self.render(style: "grouped", landscape: false)
        let without = try Self.render(style: "grouped", landscape: false, index: false)
        let row = try #require(with.layout.table?.rows.first?.frame)
        let y = Int(row.midY)
        // The cells' white ends at the outline's right border: read where along the row.
        func cellEnd(_ r: RenderedScene) -> Int? { (0..<r.bitmap.width).last { r.bitmap.color(x: $0, y: y).r == 255 } }
        let narrowed = try #require(cellEnd(with)), full = try #require(cellEnd(without))
        #expect(full == with.bitmap.width - 11)
        // The index's column (its ink 9 to 26 pt from the right) is clear of the sections.
        let bands = Self.indexBands(with, without, in: (Int(row.minY) - 60, Int(row.maxY) + 60))
        #expect(!bands.isEmpty)
        #expect(narrowed < with.bitmap.width - 26, "the cells end at \(narrowed), the index starts at \(with.bitmap.width - 26)")
        #expect(with.layout.diagnostics.isEmpty)
    }
}
