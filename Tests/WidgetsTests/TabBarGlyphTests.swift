import Geometry
import NavigationModel
import Raster
import Testing
@testable import Widgets

/// The tab bar system icons against figures read off Apple's tab bar images
/// (`UITabBar<Name>.png`, 1x, their alpha stretched to full at its peak, ink where it is at least a
/// quarter, as the fidelity check reads them): each icon filled white at 1x, its ink box within a
/// pixel of the image's, and a figure that belongs to the shape (a ring's thickness, a row's width).
struct TabBarGlyphTests {
    /// The icon's coverage (0–1) at 1x, its 30 × 30 grid 6 px inside a 42 × 42 canvas.
    struct Coverage {
        var width: Int, height: Int, alpha: [Double]
        subscript(x: Int, y: Int) -> Double { alpha[y * width + x] }

        /// (x0, y0, x1, y1), inclusive: the pixels of at least a quarter coverage.
        var inkBox: (x0: Int, y0: Int, x1: Int, y1: Int)? {
            var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
            for y in 0..<height {
                for x in 0..<width where self[x, y] >= 0.25 {
                    box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x), max($0.y1, y)) } ?? (x, y, x, y)
                }
            }
            return box
        }

        /// The coverage of row `y` of the ink box, summed: the row's width in pixels.
        func rowWidth(_ y: Int) -> Double {
            guard let b = inkBox else { return 0 }
            return (0..<width).reduce(0) { $0 + self[$1, b.y0 + y] }
        }
    }

    static func coverage(_ item: TabBarSystemItem) throws -> Coverage {
        let margin = 6.0, side = TabBarGlyphs.size
        let canvas = try Canvas(width: side + 2 * margin, height: side + 2 * margin, scale: 1)
        let white = LinearGradient.vertical(from: .white, to: .white, y0: 0, y1: side + 2 * margin)
        for layer in TabBarGlyphs.layers(item, in: Rect(x: margin, y: margin, width: side, height: side)) {
            canvas.fill(layer.path, with: layer.paint(white))
        }
        let b = canvas.bitmap
        return Coverage(width: b.width, height: b.height, alpha: b.pixels.map { Double($0 >> 24) / 255 })
    }

    /// The images' ink boxes (width × height, pixels).
    @Test("ink box within a pixel of the image's", arguments: [
        (TabBarSystemItem.more, 29, 8),  // UITabBarMore.png (29 × 16)
        (.featured, 38, 25),  // UITabBarFeatured.png (40 × 39)
        (.favorites, 29, 28),  // UITabBarFavorites.png (35 × 39)
        (.history, 29, 30),  // UITabBarHistory.png (45 × 36)
        (.contacts, 32, 29),  // UITabBarContacts.png (45 × 36)
    ])
    func inkBox(item: TabBarSystemItem, width: Int, height: Int) throws {
        let box = try #require(try Self.coverage(item).inkBox)
        let w = box.x1 - box.x0 + 1, h = box.y1 - box.y0 + 1
        #expect(abs(w - width) <= 1 && abs(h - height) <= 1, "\(item.rawValue): \(w) × \(h), image \(width) × \(height)")
    }

    /// More: three dots 11 px apart, 7 px wide, and the column through each centre covering 7.8 px
    /// (the image's columns 3, 14 and 25, the engraved edge above the dots included).
    @Test func moreIsThreeDotsElevenApart() throws {
        let c = try Self.coverage(.more)
        let box = try #require(c.inkBox)
        let row = box.y0 + (box.y1 - box.y0) / 2
        // Each dot: a run of covered pixels on the middle row.
        var runs: [(start: Int, end: Int)] = []
        var start: Int?
        for x in 0...c.width {
            let inside = x < c.width && c[x, row] >= 0.5
            if inside, start == nil { start = x }
            if !inside, let s = start { runs.append((s, x - 1)); start = nil }
        }
        try #require(runs.count == 3)
        #expect(runs.allSatisfy { $0.end - $0.start + 1 == 7 }, "\(runs)")
        #expect(runs[1].start - runs[0].start == 11 && runs[2].start - runs[1].start == 11, "\(runs)")
        for run in runs {
            let middle = (run.start + run.end) / 2
            let height = (0..<c.height).reduce(0) { $0 + c[middle, $1] }
            #expect(abs(height - 7.76) <= 0.3, "column \(middle): \(height)")
        }
    }

    /// Favorites: the row through the side points is 28.1 px wide in the image (its row 12).
    @Test func starIsAsWideAsTheImageAtItsSidePoints() throws {
        let c = try Self.coverage(.favorites)
        let box = try #require(c.inkBox)
        let widest = (0...(box.y1 - box.y0)).map(c.rowWidth).max() ?? 0
        #expect(abs(widest - 28.1) <= 1.5, "widest row \(widest)")
    }

    /// History: on the row through the clock's centre (the image's row 15) the ring left of the
    /// hole is 3 whole pixels; the hand to twelve is 3 whole pixels on the ink's middle column
    /// (the image's row 10: columns 21–23 full, 9 % either side).
    @Test func clockRingAndHandAreThreePixels() throws {
        let c = try Self.coverage(.history)
        let box = try #require(c.inkBox)
        let solid = (box.x0...box.x1).prefix { c[$0, box.y0 + 15] >= 0.5 }.count
        #expect(solid == 3, "ring \(solid) px")
        let middle = box.x0 + (box.x1 - box.x0) / 2
        let hand = (box.x0...box.x1).filter { c[$0, box.y0 + 10] >= 0.5 && abs($0 - middle) < 5 }
        #expect(hand == [middle - 1, middle, middle + 1], "hand at \(hand), middle \(middle)")
    }

    /// Contacts: the head 11.8 px wide (the image's row 8), the neck 7.9 (row 17), the base of the
    /// bust 31.2 (row 28); rows counted from the ink's top.
    @Test("contact's widths at head, neck and bust", arguments: [(7, 11.8), (16, 7.9), (27, 31.2)])
    func contactWidths(row: Int, width: Double) throws {
        let c = try Self.coverage(.contacts)
        #expect(abs(c.rowWidth(row) - width) <= 1, "row \(row): \(c.rowWidth(row))")
    }

    /// Featured: the lights are opaque; the beams between them and the crossing are not (the
    /// image's row 14, ten rows below the ink's top, peaks at 60 %).
    @Test func featuredBeamsAreTranslucent() throws {
        let c = try Self.coverage(.featured)
        let box = try #require(c.inkBox)
        let beams = (0..<c.width).map { c[$0, box.y0 + 10] }
        #expect(beams.max() ?? 0 >= 0.25 && beams.max() ?? 1 <= 0.75, "beam row peaks at \(beams.max() ?? 0)")
        #expect((0..<c.width).contains { c[$0, box.y0 + 3] >= 0.99 }, "a light is opaque")
        // A fading part still counts in the one-path silhouette, which other callers fill.
        #expect(TabBarGlyphs.path(.featured, in: Rect(x: 0, y: 0, width: 30, height: 30)).elements.count
                    > TabBarGlyphs.layers(.featured, in: Rect(x: 0, y: 0, width: 30, height: 30))[2].path.elements.count)
    }

    /// A part's paint: a uniform opacity scales the icon's gradient; a ramp runs along its own
    /// axis, in the icon's colours at each end of it, faded from its first opacity to its last.
    @Test func aPartsPaintCarriesItsOpacity() throws {
        let grey = LinearGradient.vertical(from: Color(rgb: 0xa7a7a7), to: Color(rgb: 0x575757), y0: 0, y1: 30)
        guard case .linearGradient(let half) = TabBarGlyphLayer(Path(), opacity: .uniform(0.5)).paint(grey) else {
            Issue.record("not a gradient"); return
        }
        #expect(half.start == grey.start && half.end == grey.end)
        #expect(half.stops.map(\.color.a) == [128, 128] && half.stops.map(\.color.r) == [0xa7, 0x57])
        let ramp = TabBarGlyphLayer(Path(), opacity: .ramp(from: Point(0, 6), start: 0.2, to: Point(12, 24), end: 1))
        guard case .linearGradient(let beam) = ramp.paint(grey) else { Issue.record("not a gradient"); return }
        #expect(beam.start == Point(0, 6) && beam.end == Point(12, 24))
        let first = beam.color(at: 0), last = beam.color(at: 1)
        #expect(first.a == 51 && first.r == grey.color(at: 0.2).r, "\(first)")
        #expect(last.a == 255 && last.r == grey.color(at: 0.8).r, "\(last)")
    }
}
