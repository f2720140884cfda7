import Geometry
import Raster
import Testing

struct ClipAndImageTests {
    @Test func rectClipIsExactAndRestorable() throws {
        let c = Canvas(bitmap: try Bitmap(width: 20, height: 20))
        c.save()
        c.clip(to: Rect(x: 5, y: 5, width: 5, height: 5))
        c.fillAll(with: .solid(.black))
        c.restore()
        #expect(c.bitmap.pixels.filter { $0 != 0 }.count == 25)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(.black))
        #expect(c.bitmap[0, 0].a == 255)
    }

    @Test func pathClipIsAntialiasedAndNested() throws {
        let c = Canvas(bitmap: try Bitmap(width: 40, height: 40))
        c.clip(to: Path.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 40)))
        c.clip(to: Rect(x: 0, y: 0, width: 20.5, height: 40))
        c.fillAll(with: .solid(.black))
        let b = c.bitmap
        #expect(b[10, 20].a == 255)
        #expect(b[30, 20].a == 0)
        #expect(abs(Int(b[20, 20].a) - 128) <= 1)
        #expect(b[1, 1].a == 0)
        let edge = b[0, 20].a
        #expect(edge > 0 && edge < 255)
    }

    @Test func ninePatchKeepsCapsAndRepeatsTheColumnAfterTheLeftCap() throws {
        var src = try Bitmap(width: 5, height: 3)
        for y in 0..<3 { for x in 0..<5 { src[x, y] = PremultipliedColor(r: UInt8(x * 50), g: UInt8(y * 100), b: 0, a: 255) } }
        let out = try src.stretched(leftCap: 2, topCap: 0, width: 9, height: 3)
        let columns = (0..<9).map { Int(out[$0, 0].r) / 50 }
        #expect(columns == [0, 1, 2, 2, 2, 2, 2, 3, 4])
        let rows = try src.stretched(leftCap: 2, topCap: 1, width: 5, height: 6)
        #expect((0..<6).map { Int(rows[0, $0].g) / 100 } == [0, 1, 1, 1, 1, 2])
    }

    @Test func zeroCapStretchesTheWholeAxis() throws {
        var src = try Bitmap(width: 2, height: 1)
        src[0, 0] = PremultipliedColor(r: 10, g: 0, b: 0, a: 255)
        src[1, 0] = PremultipliedColor(r: 20, g: 0, b: 0, a: 255)
        let out = try src.stretched(leftCap: 0, topCap: 0, width: 4, height: 2)
        #expect((0..<4).map { out[$0, 1].r } == [10, 10, 20, 20])
    }

    @Test func drawStretchableAtScale() throws {
        var art = try Bitmap(width: 6, height: 4, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        for y in 0..<4 { art[0, y] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255) }
        let c = Canvas(bitmap: try Bitmap(width: 40, height: 8), scale: 2)
        c.drawStretchable(art, leftCap: 1, topCap: 0, in: Rect(x: 1, y: 0, width: 15, height: 2))
        #expect(c.bitmap[2, 0].r == 255 && c.bitmap[3, 0].b == 255 && c.bitmap[31, 3].b == 255)
        #expect(c.bitmap[32, 0].a == 0 && c.bitmap[1, 0].a == 0)
    }

    @Test func imagesDrawOneToOneOrScaled() throws {
        var img = try Bitmap(width: 2, height: 2, fill: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        img[1, 1] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        let c = Canvas(bitmap: try Bitmap(width: 10, height: 10))
        c.draw(img, at: Point(3, 4))
        #expect(c.bitmap[4, 5].r == 255 && c.bitmap[3, 4].r == 0 && c.bitmap[3, 4].a == 255)
        let s = Canvas(bitmap: try Bitmap(width: 8, height: 8), scale: 2)
        s.draw(img, in: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(s.bitmap[0, 0].r == 0 && s.bitmap[7, 7].r == 255 && s.bitmap[4, 4].r > 0 && s.bitmap[4, 4].r < 255)
    }

    @Test func maskFillHonoursClipAndAlpha() throws {
        let c = Canvas(bitmap: try Bitmap(width: 10, height: 10))
        let mask = AlphaMask(width: 4, height: 1, coverage: [255, 128, 0, 255])
        c.clip(to: Rect(x: 0, y: 0, width: 5, height: 10))
        c.globalAlpha = 0.5
        c.fillMask(mask, deviceX: 2, deviceY: 3, color: .black)
        #expect(c.bitmap[2, 3].a == 128 && c.bitmap[3, 3].a == 64 && c.bitmap[4, 3].a == 0 && c.bitmap[5, 3].a == 0)
        c.fillMask(mask, deviceX: -3, deviceY: -1, color: .black)
        c.fillMask(mask, deviceX: 100, deviceY: 100, color: .black)
    }

    @Test func bitmapLimits() {
        #expect(throws: RasterError.self) { try Bitmap(width: 16385, height: 1) }
        #expect(throws: RasterError.self) { try Bitmap(width: 16384, height: 4097) }
        #expect(throws: RasterError.self) { try Bitmap(width: 0, height: 10) }
        #expect(throws: RasterError.self) { try Canvas(width: 1e300, height: 10, scale: 2) }
        #expect(throws: RasterError.self) { try Canvas(width: .nan, height: 10) }
    }
}
