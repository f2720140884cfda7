import Geometry
import GoldenTesting
import Layout
import NavigationModel
import Raster
import RasterPNG
import Testing
@testable import Widgets

/// The system-item glyphs against UIKit's 1x glyph masks (../shared/fidelity/glyphs,
/// `UIButtonBar<Name>.png`), read here with Chevron's PNG reader: the sizes the layout gives a glyph
/// and the glyph is designed at, its ink box, and its filled shape. Skipped (listed as such) when
/// the references are absent: they are Apple's files and never part of the repository.
@Suite(.enabled(if: FidelityReferences.required("glyphs"), "needs ../shared/fidelity/glyphs (UIKit's masks)"))
struct GlyphMaskTests {
    /// Every system item that has a mask, with the mask's file (undo and redo had none).
    static let masks: [SystemIcon: String] = [
        .add: "UIButtonBarPlus.png", .compose: "UIButtonBarCompose.png", .reply: "UIButtonBarReply.png",
        .action: "UIButtonBarAction.png", .organize: "UIButtonBarOrganize.png",
        .bookmarks: "UIButtonBarBookmarks.png", .search: "UIButtonBarSearch.png",
        .refresh: "UIButtonBarRefresh.png", .stop: "UIButtonBarStop.png", .camera: "UIButtonBarCamera.png",
        .trash: "UIButtonBarTrash.png", .play: "UIButtonBarPlay.png", .pause: "UIButtonBarPause.png",
        .rewind: "UIButtonBarRewind.png", .fastForward: "UIButtonBarFastForward.png",
    ]

    static func mask(_ icon: SystemIcon) throws -> StraightImage {
        try FidelityReferences.image("glyphs/" + #require(masks[icon]))
    }

    /// The glyph at its natural size at 1x, filled white with its own fill rule: its coverage.
    static func coverage(_ icon: SystemIcon) throws -> (alpha: [Int], width: Int, height: Int) {
        let s = icon.naturalSize
        let c = try Canvas(width: s.width, height: s.height, scale: 1)
        c.fill(icon.path(at: .zero), with: .solid(.white), rule: icon.fillRule)
        return (c.bitmap.pixels.map { Int($0 >> 24) }, c.bitmap.width, c.bitmap.height)
    }

    /// The box (inclusive) of the pixels of `alpha` above `threshold`.
    static func inkBox(_ alpha: (Int, Int) -> Int, width: Int, height: Int, threshold: Int = 8)
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where alpha(x, y) > threshold {
                let b = box ?? (x, y, x, y)
                box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            }
        }
        return box
    }

    @Test("the layout's glyph size and the glyph's natural size are the mask's",
          arguments: SystemIcon.allCases.filter { masks[$0] != nil })
    func sizes(icon: SystemIcon) throws {
        let mask = try Self.mask(icon)
        let expected = Size(width: Double(mask.width), height: Double(mask.height))
        #expect(icon.naturalSize == expected, "\(icon): designed at \(icon.naturalSize), mask \(expected)")
        #expect(BarMetrics.glyphSize(icon.systemItem) == expected, "\(icon): layout gives the glyph \(String(describing: BarMetrics.glyphSize(icon.systemItem)))")
        #expect(BarMetrics.glyphWidth(icon.systemItem) == expected.width)
    }

    @Test("at 1x the ink box is the mask's within a pixel, from its top-left pixel",
          arguments: SystemIcon.allCases.filter { masks[$0] != nil })
    func inkBox(icon: SystemIcon) throws {
        let mask = try Self.mask(icon)
        let m = try #require(Self.inkBox({ mask.rgbaAt($0, $1).a }, width: mask.width, height: mask.height))
        let g = try Self.coverage(icon)
        let c = try #require(Self.inkBox({ g.alpha[$1 * g.width + $0] }, width: g.width, height: g.height))
        #expect(abs(c.minX - m.minX) <= 1 && abs(c.minY - m.minY) <= 1, "\(icon) ink starts at (\(c.minX), \(c.minY)), mask's at (\(m.minX), \(m.minY))")
        let (cw, ch, mw, mh) = (c.maxX - c.minX + 1, c.maxY - c.minY + 1, m.maxX - m.minX + 1, m.maxY - m.minY + 1)
        #expect(abs(cw - mw) <= 1, "\(icon) ink \(cw) wide, mask \(mw)")
        #expect(abs(ch - mh) <= 1, "\(icon) ink \(ch) tall, mask \(mh)")
    }

    /// The glyph filled with its own fill rule covers what the mask covers: few of the mask's
    /// solid pixels (alpha ≥ 192) are holes in the glyph (coverage < 64), and few of the mask's
    /// empty pixels (alpha < 64) are solid in it, counted at the best shift of at most one pixel.
    /// A fill rule that opened the overlaps of a design's parts, or a design that lost a part or
    /// grew one, fails this. When written no glyph had a single such pixel at its best shift.
    @Test("the filled glyph covers the mask's solid pixels and leaves its holes",
          arguments: SystemIcon.allCases.filter { masks[$0] != nil })
    func shape(icon: SystemIcon) throws {
        let mask = try Self.mask(icon)
        let g = try Self.coverage(icon)
        var best = Double.infinity
        for dy in -1...1 {
            for dx in -1...1 {
                var wrong = 0, counted = 0
                for y in 0..<mask.height {
                    for x in 0..<mask.width {
                        let m = mask.rgbaAt(x, y).a
                        let gx = x + dx, gy = y + dy
                        let c = gx >= 0 && gy >= 0 && gx < g.width && gy < g.height ? g.alpha[gy * g.width + gx] : 0
                        if m >= 192 || m < 64 { counted += 1 }
                        if (m >= 192 && c < 64) || (m < 64 && c >= 192) { wrong += 1 }
                    }
                }
                best = min(best, Double(wrong) / Double(counted))
            }
        }
        #expect(best <= 0.02, "\(icon): \(Int((best * 100).rounded())) % of the mask's solid and empty pixels wrong")
    }
}
