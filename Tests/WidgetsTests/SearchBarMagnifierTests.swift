import Geometry
import Raster
import Testing
@testable import Widgets

/// The search field's magnifier in its 14 × 15 box at 1x on the field's white, against figures read
/// off Apple's `magnifying_glass.png` (as coverage of its grey, #a5aab0 at full): the ring fills
/// columns and rows 0–11, 2 pixels thick with a faint fringe inside (91 %, 100 %, 12 % across its
/// middle rows), and the handle runs through the pixel centres on y = x + 1 to a faint last pixel
/// (27 %) at the box's corner.
struct SearchBarMagnifierTests {
    static func render() throws -> Bitmap {
        let canvas = try Canvas(width: 14, height: 15, scale: 1, background: .white)
        SearchBarArt.drawMagnifier(in: Rect(x: 0, y: 0, width: 14, height: 15), on: canvas)
        return canvas.bitmap
    }

    /// The share of the magnifier's grey in the pixel (0 on white, 1 on the grey).
    static func coverage(_ b: Bitmap, _ x: Int, _ y: Int) -> Double {
        (255 - Double(b.color(x: x, y: y).r)) / (255 - Double(SearchBarArt.magnifierColor.r))
    }

    @Test func ringIsTwoPixelsAcrossItsMiddle() throws {
        let b = try Self.render()
        #expect(b.color(x: 1, y: 5) == SearchBarArt.magnifierColor)
        for y in [5, 6] {
            // Left side, right side (mirrored), and the same down the middle columns.
            for (outer, full, inner) in [(0, 1, 2), (11, 10, 9)] {
                #expect(Self.coverage(b, outer, y) >= 0.85, "(\(outer), \(y))")
                #expect(Self.coverage(b, full, y) >= 0.99, "(\(full), \(y))")
                #expect(Self.coverage(b, inner, y) <= 0.15, "(\(inner), \(y))")
                #expect(Self.coverage(b, y, outer) >= 0.85, "(\(y), \(outer))")
                #expect(Self.coverage(b, y, inner) <= 0.15, "(\(y), \(inner))")
            }
        }
        // Nothing right of the ring or below it, away from the handle.
        #expect(Self.coverage(b, 12, 5) == 0)
        #expect(Self.coverage(b, 5, 12) == 0)
    }

    @Test func handleRunsOnYEqualsXPlusOne() throws {
        let b = try Self.render()
        for x in 10...12 { #expect(Self.coverage(b, x, x + 1) >= 0.99, "(\(x), \(x + 1))") }
        // Its sides: one pixel either side of the line is partly covered, two away nearly clear.
        for x in 10...11 { #expect(Self.coverage(b, x + 2, x + 1) <= 0.15, "(\(x + 2), \(x + 1))") }
        let corner = Self.coverage(b, 13, 14)
        #expect(corner > 0.15 && corner < 0.5, "corner \(corner)")
    }
}
