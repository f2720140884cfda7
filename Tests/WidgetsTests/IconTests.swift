import ChevronTesting
import Geometry
import Layout
import Raster
import Testing
@testable import Widgets

/// The system-item glyphs (numbers: every path sound and inside its box, holes where the designs
/// put them, mirror pairs) and their embossed look (docs/DESIGN.md §Toolbar glyphs: shadow above,
/// glow below, dimmed when disabled, a bloom when pressed), with one contact sheet per scale.
struct IconTests {
    /// The stand-in for a default toolbar: the bar's ramp from its top to its bottom colour.
    static let toolbarTop = Color(rgb: 0xb0bccd), toolbarBottom = Color(rgb: 0x6d84a2)
    static let grey = Color(rgb: 0x808080)

    /// A glyph's fill alone, white on transparent, at @1x.
    static func render(_ path: Path, width: Double, height: Double, scale: Double = 1) throws -> Bitmap {
        let c = try Canvas(width: width, height: height, scale: scale)
        c.fill(path, with: .solid(.white), rule: .nonZero)
        return c.bitmap
    }

    static func alphaSum(_ b: Bitmap) -> Int {
        b.pixels.reduce(0) { $0 + Int($1 >> 24) }
    }

    // MARK: - Paths

    @Test func everyItemOfIPhoneOS3IsThere() {
        #expect(SystemIcon.allCases.count == 17)
        #expect(Set(SystemIcon.allCases.map(\.rawValue)).count == 17)
        #expect(SystemIcon(rawValue: "fastForward") == .fastForward)
    }

    /// The sizes and ink boxes against UIKit's masks are GlyphMaskTests' (read from the masks).
    @Test("every glyph's system item maps back to it", arguments: SystemIcon.allCases)
    func systemItemRoundTrip(icon: SystemIcon) {
        #expect(SystemIcon(icon.systemItem) == icon)
    }

    /// The non-zero rule merges overlapping parts; the even-odd rule would open a hole where two
    /// solid parts of a design overlap. Where a design has such an overlap its fill rule must be
    /// non-zero, which this finds by filling it both ways: the glyph's own rule covers at least
    /// as much as even-odd, and where the two differ the coverage is that of the non-zero fill.
    @Test("the fill rule keeps overlapping parts solid", arguments: SystemIcon.allCases)
    func fillRuleKeepsOverlapsSolid(icon: SystemIcon) throws {
        let s = icon.naturalSize
        func fill(_ rule: FillRule) throws -> Bitmap {
            let c = try Canvas(width: s.width, height: s.height, scale: 2)
            c.fill(icon.path(at: .zero), with: .solid(.white), rule: rule)
            return c.bitmap
        }
        let own = try fill(icon.fillRule), nonZero = try fill(.nonZero), evenOdd = try fill(.evenOdd)
        print("RULE \(icon.rawValue) \(Self.alphaSum(nonZero) - Self.alphaSum(evenOdd))")
        #expect(own == nonZero, "\(icon): its fill rule opens overlaps that the non-zero rule keeps")
        #expect(Self.alphaSum(own) >= Self.alphaSum(evenOdd), "\(icon)")
    }

    @Test("paths are non-empty, finite and inside their box", arguments: SystemIcon.allCases)
    func pathInsideBox(icon: SystemIcon) throws {
        let boxes = [Rect(origin: .zero, size: icon.naturalSize), Rect(x: 5, y: 7, width: 20, height: 20),
                     Rect(x: -3, y: 2.5, width: 32, height: 32), Rect(x: 100, y: 40, width: 44, height: 10)]
        for box in boxes {
            let p = icon.path(in: box)
            #expect(!p.isEmpty)
            #expect(p.isFinite)
            let ink = try #require(GlyphGeometry.inkBounds(p))
            let e = 1e-9
            #expect(ink.minX >= box.minX - e && ink.maxX <= box.maxX + e, "\(icon) x \(ink) in \(box)")
            #expect(ink.minY >= box.minY - e && ink.maxY <= box.maxY + e, "\(icon) y \(ink) in \(box)")
            // The glyph fills its design box (at least 14 of 20 pt on one axis) and is centred in `box`.
            let s = min(box.width / icon.naturalSize.width, box.height / icon.naturalSize.height)
            let fill = max(ink.width / (s * icon.naturalSize.width), ink.height / (s * icon.naturalSize.height))
            #expect(fill >= 0.7, "\(icon) fills \(fill) of its box")
            #expect(abs(ink.midX - box.midX) <= 1.5 * s && abs(ink.midY - box.midY) <= 1.5 * s, "\(icon) centred")
        }
    }

    @Test("at natural size the glyph keeps its designed placement", arguments: SystemIcon.allCases)
    func naturalPlacement(icon: SystemIcon) {
        #expect(icon.path(at: Point(3, 4)) == icon.design.transformed(by: .translation(3, 4)))
        #expect(icon.path(in: Rect(origin: .zero, size: icon.naturalSize)) == icon.design)
    }

    /// The masks cover 26 % (search) to 79 % (camera, a solid body round a ring) of their boxes.
    @Test("solid, not a blot: ink covers 20–85 % of the box", arguments: SystemIcon.allCases)
    func inkArea(icon: SystemIcon) throws {
        let s = icon.naturalSize
        let b = try Self.render(icon.path(at: .zero), width: s.width, height: s.height, scale: 2)
        let fraction = Double(Self.alphaSum(b)) / (255 * Double(b.width * b.height))
        #expect((0.20...0.85).contains(fraction), "\(icon): \(fraction)")
    }

    @Test func roundedPolygonRoundsOnlyTheCornersAskedFor() throws {
        let square = [Point(1, 1), Point(9, 1), Point(9, 9), Point(1, 9)]
        let sharp = GlyphGeometry.roundedPolygon(square.map { ($0, 0) })
        #expect(GlyphGeometry.inkBounds(sharp) == Rect(x: 1, y: 1, width: 8, height: 8))
        // Only the top-left corner rounded by 3: its corner pixel is mostly empty, the others full.
        let one = GlyphGeometry.roundedPolygon(square.enumerated().map { ($1, $0 == 0 ? 3 : 0) })
        let b = try Self.render(one, width: 10, height: 10)
        #expect(b[1, 1].a < 100 && b[8, 1].a == 255 && b[8, 8].a == 255 && b[1, 8].a == 255, "\(b[1, 1].a)")
        #expect(b[4, 1].a == 255 && b[1, 4].a == 255, "the curve ends 3 pt along each edge")
        // Given counter-clockwise, it still runs clockwise; as a hole, it punches through.
        let reversed = GlyphGeometry.roundedPolygon(square.reversed().map { ($0, 1) })
        var p = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        p.append(GlyphGeometry.roundedPolygon(square.map { ($0, 1) }, hole: true))
        let solid = try Self.render(reversed, width: 10, height: 10), framed = try Self.render(p, width: 10, height: 10)
        #expect(solid[5, 5].a == 255 && framed[5, 5].a == 0 && framed[0, 5].a == 255)
    }

    /// Coverage is accumulated per edge, so two filled parts that overlap where their edges cross
    /// count both parts' coverage in the pixels they share and leave a bright seam. Every glyph
    /// keeps its parts apart or draws them as one outline: at 1x and @2x each pixel is within 12
    /// levels of the average of an 8x rendering's pixels (two crossing bars gave 28 at @2x).
    @Test("no bright seams where parts meet", arguments: SystemIcon.allCases)
    func noSeams(icon: SystemIcon) throws {
        let s = icon.naturalSize
        let fine = try Self.render(icon.path(at: .zero), width: s.width, height: s.height, scale: 8)
        for scale in [1, 2] {
            let b = try Self.render(icon.path(at: .zero), width: s.width, height: s.height, scale: Double(scale))
            let k = 8 / scale
            var worst = 0.0
            for y in 0..<b.height {
                for x in 0..<b.width {
                    var sum = 0
                    for j in 0..<k { for i in 0..<k { sum += Int(fine[x * k + i, y * k + j].a) } }
                    worst = max(worst, abs(Double(b[x, y].a) - Double(sum) / Double(k * k)))
                }
            }
            #expect(worst <= 12, "\(icon) @\(scale)x: \(worst)")
        }
    }

    @Test func holesStayOpen() throws {
        // The camera's lens gap, the trash can's slats, the magnifier's glass, the book's pages and
        // spine, the folder's arrow, the compose square round its pencil.
        let cases: [(SystemIcon, Point, Bool)] = [
            (.camera, Point(12, 10), true), (.camera, Point(12, 5.1), false), (.camera, Point(2, 10), true),
            (.trash, Point(5, 12), true), (.trash, Point(6.5, 12), false), (.trash, Point(8, 18), false),
            (.trash, Point(8, 3), false), (.search, Point(7.5, 7.5), false), (.search, Point(1, 7.5), true),
            (.bookmarks, Point(12, 8), true), (.bookmarks, Point(6, 8), false), (.bookmarks, Point(18, 8), false),
            (.organize, Point(11, 10), false), (.organize, Point(15, 10), true), (.organize, Point(6, 12), true),
            (.organize, Point(3, 10), false), (.organize, Point(1, 10), true), (.compose, Point(6, 6), false),
            (.compose, Point(12, 10.5), true), (.compose, Point(2, 9), true),
        ]
        for (icon, p, solid) in cases {
            let s = icon.naturalSize
            let b = try Self.render(icon.path(at: .zero), width: s.width, height: s.height, scale: 4)
            let a = b[Int(p.x * 4), Int(p.y * 4)].a
            #expect(solid ? a == 255 : a == 0, "\(icon) at \(p): alpha \(a)")
        }
    }

    @Test("mirror pairs", arguments: [(SystemIcon.rewind, SystemIcon.fastForward), (.undo, .redo)])
    func mirrors(a: SystemIcon, b: SystemIcon) throws {
        let s = a.naturalSize
        #expect(s == b.naturalSize)
        let ba = try Self.render(a.path(at: .zero), width: s.width, height: s.height, scale: 2)
        let bb = try Self.render(b.path(at: .zero), width: s.width, height: s.height, scale: 2)
        var worst = 0
        for y in 0..<ba.height {
            for x in 0..<ba.width {
                worst = max(worst, abs(Int(ba[x, y].a) - Int(bb[ba.width - 1 - x, y].a)))
            }
        }
        #expect(worst <= 1, "\(a) mirrors \(b) within \(worst)")
    }

    /// A glyph on whole points looks the same wherever it is drawn. Regression: the scan converter
    /// once computed a pixel column of −1 when a curve's leftmost point lay exactly on the left edge
    /// of the fill's region (here the magnifier's ring at x = 1 of its box) and drew a 14-px streak
    /// at (276, 99).
    @Test func glyphIsTheSameAtEveryWholePointPosition() throws {
        let icon = SystemIcon.search
        let small = try Canvas(width: 24, height: 24, scale: 1)
        small.fill(icon.path(at: Point(2, 2)), with: .solid(.white))
        let large = try Canvas(width: 320, height: 132, scale: 1)
        large.fill(icon.path(at: Point(276, 99)), with: .solid(.white))
        var differing = 0
        for y in 0..<24 {
            for x in 0..<24 where small.bitmap[x, y] != large.bitmap[274 + x, 97 + y] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ")
    }

    // MARK: - Emboss

    /// A 10 × 4 pt bar at (5, 6) embossed on grey.
    static func embossedBar(scale: Double, enabled: Bool = true, highlighted: Bool = false) throws -> Bitmap {
        let c = try Canvas(width: 20, height: 16, scale: scale, background: grey)
        EmbossedGlyph.draw(Path.rect(Rect(x: 5, y: 6, width: 10, height: 4)), rule: .nonZero, on: c,
                           enabled: enabled, highlighted: highlighted)
        return c.bitmap
    }

    @Test("shadow above, white inside, glow below", arguments: [1.0, 2.0])
    func emboss(scale: Double) throws {
        let b = try Self.embossedBar(scale: scale)
        let s = Int(scale)
        let x = 10 * s
        // One point above the glyph: black at alpha 0.5 over grey 128 → 64.
        for y in (6 * s - s)..<(6 * s) { #expect(abs(Int(b[x, y].r) - 64) <= 1, "row \(y): \(b[x, y])") }
        for y in (6 * s)..<(10 * s) { #expect(b[x, y] == Color.white.premultiplied, "row \(y)") }
        // One point below: white at alpha 0.27 over grey → 128 + 0.27 · 127 ≈ 162.
        for y in (10 * s)..<(11 * s) { #expect(abs(Int(b[x, y].r) - 162) <= 1, "row \(y): \(b[x, y])") }
        #expect(b[x, 12 * s] == Self.grey.premultiplied, "nothing further out")
        #expect(b[2 * s, 8 * s] == Self.grey.premultiplied, "nothing beside the glyph")
    }

    @Test("disabled: the whole emboss at alpha 0.35")
    func disabled() throws {
        let b = try Self.embossedBar(scale: 1, enabled: false)
        // Inside: white at 0.35 over grey → 128 + 0.35 · 127 ≈ 172.
        #expect(abs(Int(b[10, 8].r) - 172) <= 1, "\(b[10, 8])")
        // Above: the shadow's 50 % black at 0.35 → 128 · (1 − 0.175) ≈ 106.
        #expect(abs(Int(b[10, 5].r) - 106) <= 2, "\(b[10, 5])")
        #expect(b[10, 12] == Self.grey.premultiplied)
    }

    @Test("highlighted: a soft white bloom behind the glyph")
    func highlighted() throws {
        let c = try Canvas(width: 60, height: 44, scale: 1, background: Self.grey)
        // Pause's bars span x 23–37, y 14–30 here: the bloom is centred on (30, 22).
        EmbossedGlyph.draw(.pause, in: Rect(x: 23, y: 14, width: 14, height: 16), on: c, highlighted: true)
        let b = c.bitmap
        let near = Int(b[18, 22].r), mid = Int(b[15, 22].r)
        #expect(near > mid && mid > 128, "brighter towards the glyph: \(near), \(mid)")
        #expect(b[30 - 19, 22] == Self.grey.premultiplied, "faded out at 18 pt")
        #expect(b[0, 0] == Self.grey.premultiplied)
        // The glyph itself is still white, its shadow darker than the bloom around it.
        #expect(b[25, 22] == Color.white.premultiplied)
        #expect(b[25, 13].r < b[25, 11].r && b[25, 11].r > 128)
    }

    @Test func highlightProfile() {
        #expect(HighlightGlow.alpha(at: 0) == HighlightGlow.peakAlpha)
        #expect(HighlightGlow.alpha(at: 1) == 0)
        #expect(HighlightGlow.alpha(at: 2) == 0)
        var last = 1.0
        for i in 0...20 {
            let a = HighlightGlow.alpha(at: Double(i) / 20)
            #expect(a <= last)
            last = a
        }
    }

    @Test("an empty path draws nothing")
    func emptyPath() throws {
        let c = try Canvas(width: 10, height: 10, scale: 1, background: Self.grey)
        EmbossedGlyph.draw(Path(), rule: .nonZero, on: c, enabled: false, highlighted: true)
        #expect(c.bitmap.pixels.allSatisfy { $0 == Self.grey.premultiplied.packed })
    }

    // MARK: - Contact sheets

    /// Every glyph on a 44-pt toolbar stand-in, one 44-pt cell each, in three rows: normal,
    /// disabled, highlighted; the glyph at its natural size, centred in the cell on whole points.
    @Test("icon sheet", arguments: [1.0, 2.0])
    func sheet(scale: Double) throws {
        let icons = SystemIcon.allCases
        let cell = 44.0
        let width = cell * Double(icons.count)
        let c = try Canvas(width: width, height: cell * 3, scale: scale, background: .white)
        for row in 0..<3 {
            let y = Double(row) * cell
            c.fill(Rect(x: 0, y: y, width: width, height: cell),
                   with: .verticalGradient(Self.toolbarTop, Self.toolbarBottom, y0: y, y1: y + cell))
            for (i, icon) in icons.enumerated() {
                let s = icon.naturalSize
                let origin = Point((Double(i) * cell + (cell - s.width) / 2).rounded(),
                                   y + ((cell - s.height) / 2).rounded())
                EmbossedGlyph.draw(icon.path(at: origin), rule: icon.fillRule, on: c, enabled: row != 1,
                                   highlighted: row == 2)
            }
        }
        assertGolden(c.bitmap, named: "icon-sheet@\(Int(scale))x", tolerance: .exact)
    }
}
