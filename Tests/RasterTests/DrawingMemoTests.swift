import Geometry
import Testing
@testable import Raster

/// `DrawingMemo` copies a drawing only where it would leave the same bytes: the same key, size and
/// rows over the same pixels, on whole device pixels.
struct DrawingMemoTests {
    /// A vertical ramp (the same colour along each row) with translucent rounded rectangles on it.
    static func canvas() throws -> Canvas {
        let c = try Canvas(width: 100, height: 40, scale: 2, background: .white)
        c.fill(Rect(x: 0, y: 0, width: 100, height: 40),
               with: .linearGradient(.vertical(from: Color(rgb: 0x8a8f99), to: Color(rgb: 0x2f3440), y0: 0, y1: 40)))
        return c
    }

    static func shadow(at x: Double, y: Double, on c: Canvas) {
        c.fill(Path.roundedRect(Rect(x: x, y: y, width: 13, height: 21), radius: 4.5), with: .solid(Color.black.withAlpha(0.37)))
    }

    @Test func copiesAlongARowOverTheSamePixels() throws {
        let drawn = try Self.canvas(), copied = try Self.canvas()
        let memo = DrawingMemo<Int>()
        for x in [2.0, 18, 34.5, 51] {
            Self.shadow(at: x, y: 5, on: drawn)
            memo.draw(0, box: Rect(x: x, y: 5, width: 13, height: 21), on: copied) { Self.shadow(at: x, y: 5, on: copied) }
        }
        let same = copied.bitmap.pixels == drawn.bitmap.pixels
        #expect(same)
        // 34.5 pt is 69 device pixels: whole, so copied as well.
        #expect(memo.copies == 3)
        #expect(memo.draws == 1)
    }

    @Test func drawsOnOtherRowsOverOtherPixelsAndOffThePixelGrid() throws {
        let drawn = try Self.canvas(), copied = try Self.canvas()
        let memo = DrawingMemo<Int>()
        // Another row; pixels already shaded under the second box; a quarter point off the grid.
        for (x, y) in [(2.0, 5.0), (2, 12), (10, 5), (60.25, 5)] {
            Self.shadow(at: x, y: y, on: drawn)
            memo.draw(0, box: Rect(x: x, y: y, width: 13, height: 21), on: copied) { Self.shadow(at: x, y: y, on: copied) }
        }
        let same = copied.bitmap.pixels == drawn.bitmap.pixels
        #expect(same)
        #expect(memo.copies == 0)
        #expect(memo.draws == 3)
    }
}
