import ChevronTesting
import Geometry
import Raster
import Testing
@testable import Widgets

/// The status-bar glyphs of docs/DESIGN.md §Status bar: signal bars, Wi-Fi fan, battery; in numbers
/// (sizes, levels, colour, symmetry) and on one sheet per scale over the light and black bars.
struct StatusGlyphTests {
    static let lightTop = Color(rgb: 0xe8eef1), lightBottom = Color(rgb: 0xbdc5c9)
    /// The light grey of the glyphs on the black bars.
    static let lightGrey = Color(rgb: 0xd0d0d0)

    static func render(scale: Double = 4, _ draw: (Canvas) -> Void) throws -> Bitmap {
        let c = try Canvas(width: 30, height: 14, scale: scale)
        draw(c)
        return c.bitmap
    }

    /// The number of rows with any ink in a column.
    static func inkRows(_ b: Bitmap, column x: Int) -> Int {
        (0..<b.height).filter { b[x, $0].a > 0 }.count
    }

    @Test func sizesFitTheTwentyPointBar() {
        for s in [StatusGlyphs.signalSize, StatusGlyphs.wifiSize, StatusGlyphs.batterySize] {
            #expect(s.height <= 12 && s.height >= 10, "\(s)")
            #expect(s.width >= 15 && s.width <= 25, "\(s)")
        }
    }

    @Test("paths stay inside the rect they are fitted to")
    func inside() throws {
        let rects = [Rect(x: 3, y: 4, width: 30, height: 12), Rect(x: 0, y: 0, width: 10, height: 30)]
        for r in rects {
            let all = [StatusGlyphs.signalBarsPaths(in: r, bars: 3), StatusGlyphs.wifiPaths(in: r, strength: 1),
                       StatusGlyphs.batteryPaths(in: r, level: 0.5)]
            for parts in all {
                for p in [parts.lit, parts.unlit] where !p.isEmpty {
                    let ink = try #require(GlyphGeometry.inkBounds(p))
                    #expect(p.isFinite)
                    #expect(ink.minX >= r.minX - 1e-9 && ink.maxX <= r.maxX + 1e-9 && ink.minY >= r.minY - 1e-9
                            && ink.maxY <= r.maxY + 1e-9, "\(ink) in \(r)")
                }
            }
        }
    }

    @Test func signalBarsRiseByTwoPoints() throws {
        let b = try Self.render(scale: 1) { c in
            StatusGlyphs.signalBars(on: c, in: Rect(origin: Point(1, 1), size: StatusGlyphs.signalSize), color: .black)
        }
        for i in 0..<5 {
            let x = 1 + 4 * i + 1
            #expect(Self.inkRows(b, column: x) == 3 + 2 * i, "bar \(i)")
            #expect(b[x, 11] == Color.black.premultiplied, "bar \(i) stands on the baseline")
            #expect(b[x + 2, 11].a == 0, "1-pt gap after bar \(i)")
        }
    }

    @Test("bars beyond the strength are dimmed", arguments: [0, 2, 5, 9, -1])
    func signalStrength(bars: Int) throws {
        let b = try Self.render(scale: 1) { c in
            StatusGlyphs.signalBars(on: c, in: Rect(origin: .zero, size: StatusGlyphs.signalSize), color: .black,
                                    bars: bars)
        }
        for i in 0..<5 {
            let expected: UInt8 = i < bars ? 255 : Color.unit(StatusGlyphs.dimAlpha)
            #expect(b[4 * i + 1, 10].a == expected, "bar \(i) of \(bars)")
        }
    }

    @Test("battery charge follows the level", arguments: [0.0, 0.25, 0.5, 1.0, 1.7, -3, .nan])
    func batteryLevel(level: Double) throws {
        let b = try Self.render(scale: 1) { c in
            StatusGlyphs.battery(on: c, in: Rect(origin: .zero, size: StatusGlyphs.batterySize), color: .black,
                                 level: level)
        }
        let clamped = level.isNaN ? 0 : min(1, max(0, level))
        // Row 5 crosses the outline (x 0 and 21), the charge (x 2 ..< 2 + 18 · level) and the nub (22, 23).
        let filled = (2..<20).filter { b[$0, 5].a == 255 }.count
        #expect(filled == Int((18 * clamped).rounded(.down)), "level \(level): \(filled) full columns")
        for x in [0, 21, 22, 23] { #expect(b[x, 5].a == 255, "outline and nub at x = \(x)") }
        #expect(b[1, 5].a == 0, "1-pt gap inside the outline")
        #expect(b[22, 2].a == 0 && b[22, 3].a == 255 && b[22, 7].a == 255 && b[22, 8].a == 0, "nub rows 3–7")
    }

    /// At 20 % and below the phone showed the charge in red, its low-battery warning, whatever the
    /// bar's colour; the outline keeps the bar's colour. Above 20 % the charge is the bar's colour.
    @Test("a low battery's charge is red", arguments: [0.1, 0.2, 0.21, 0.5])
    func lowBatteryIsRed(level: Double) throws {
        let b = try Self.render(scale: 1) { c in
            StatusGlyphs.battery(on: c, in: Rect(origin: .zero, size: StatusGlyphs.batterySize), color: .black,
                                 level: level)
        }
        let charge = b.color(x: 2, y: 5), outline = b.color(x: 0, y: 5)
        #expect(outline == Color(rgb: 0x000000), "the outline stays the bar's colour: \(outline)")
        if level <= 0.2 {
            #expect(charge.r > 180 && charge.g < 60 && charge.b < 60 && charge.a == 255, "level \(level): \(charge)")
        } else {
            #expect(charge == Color(rgb: 0x000000), "level \(level): \(charge)")
        }
    }

    @Test func wifiFanIsSymmetricAndOpensUpwards() throws {
        let b = try Self.render { c in
            StatusGlyphs.wifi(on: c, in: Rect(origin: .zero, size: StatusGlyphs.wifiSize), color: .black)
        }
        let w = Int(StatusGlyphs.wifiSize.width * 4)
        var worst = 0
        for y in 0..<b.height {
            for x in 0..<w { worst = max(worst, abs(Int(b[x, y].a) - Int(b[w - 1 - x, y].a))) }
        }
        #expect(worst <= 1, "mirror difference \(worst)")
        // The outer arc crosses the top middle; the wedge sits at the bottom middle; gaps between.
        #expect(b[w / 2, 1].a == 255)
        #expect(b[w / 2, 44].a == 255)
        #expect(b[w / 2, Int((11.5 - 3.0) * 4)].a == 0, "gap between the wedge and the first arc")
        #expect(b[2, 44].a == 0, "the fan's lower corners are open")
    }

    @Test func wifiStrengthDimsOuterArcs() throws {
        let b = try Self.render { c in
            StatusGlyphs.wifi(on: c, in: Rect(origin: .zero, size: StatusGlyphs.wifiSize), color: .black, strength: 1)
        }
        // Straight above the apex (8, 11.5): the first arc at 4.5 pt, the outer one at 10.5 pt.
        #expect(b[32, 28].a == 255, "first arc lit")
        #expect(b[32, 4].a == Color.unit(StatusGlyphs.dimAlpha), "outer arc dimmed")
    }

    @Test func colourIsTheCallers() throws {
        let b = try Self.render(scale: 1) { c in
            StatusGlyphs.battery(on: c, in: Rect(origin: .zero, size: StatusGlyphs.batterySize), color: Self.lightGrey)
        }
        #expect(b[5, 5] == Self.lightGrey.premultiplied)
        #expect(b[0, 5] == Self.lightGrey.premultiplied)
    }

    /// Two bars (default light grey, black) with the glyphs full, then weaker and emptier, at their
    /// natural sizes on whole points as a status bar would place them.
    @Test("status glyph sheet", arguments: [1.0, 2.0])
    func sheet(scale: Double) throws {
        let c = try Canvas(width: 210, height: 40, scale: scale, background: .white)
        for (row, dark) in [false, true].enumerated() {
            let y = Double(row) * 20
            let bar = Rect(x: 0, y: y, width: 210, height: 20)
            c.fill(bar, with: dark ? .solid(.black)
                : .verticalGradient(Self.lightTop, Self.lightBottom, y0: y, y1: y + 20))
            let fg = dark ? Self.lightGrey : .black
            func at(_ x: Double, _ s: Size) -> Rect {
                Rect(origin: Point(x, y + ((20 - s.height) / 2).rounded()), size: s)
            }
            StatusGlyphs.signalBars(on: c, in: at(4, StatusGlyphs.signalSize), color: fg)
            StatusGlyphs.wifi(on: c, in: at(28, StatusGlyphs.wifiSize), color: fg)
            StatusGlyphs.battery(on: c, in: at(50, StatusGlyphs.batterySize), color: fg)
            StatusGlyphs.signalBars(on: c, in: at(84, StatusGlyphs.signalSize), color: fg, bars: 2)
            StatusGlyphs.wifi(on: c, in: at(108, StatusGlyphs.wifiSize), color: fg, strength: 1)
            StatusGlyphs.battery(on: c, in: at(130, StatusGlyphs.batterySize), color: fg, level: 0.35)
            StatusGlyphs.battery(on: c, in: at(160, StatusGlyphs.batterySize), color: fg, level: 0.05)
            // Drawn larger than natural: fitted and centred in a 20-pt square.
            StatusGlyphs.wifi(on: c, in: Rect(x: 188, y: y, width: 20, height: 20), color: fg)
        }
        assertGolden(c.bitmap, named: "status-glyphs@\(Int(scale))x", tolerance: .exact)
    }
}
