import Raster
import RasterPNG
import Testing

struct PNGEncodeTests {
    func gradientBitmap(opaque: Bool) throws -> Bitmap {
        var b = try Bitmap(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                let a: UInt8 = opaque ? 255 : UInt8((x * 7 + y * 3) % 256)
                b[x, y] = Color(r: UInt8(x * 6), g: UInt8(y * 8), b: UInt8((x + y) * 3), a: a).premultiplied
            }
        }
        return b
    }

    @Test func sameBitmapEncodesToSameBytes() throws {
        let b = try gradientBitmap(opaque: false)
        #expect(try PNG.encode(b) == PNG.encode(b))
        let o = try gradientBitmap(opaque: true)
        #expect(try PNG.encode(o) == PNG.encode(o))
    }

    @Test func opaqueBitmapsAreWrittenAsRGB() throws {
        let png = try PNG.encode(try gradientBitmap(opaque: true))
        #expect(png[25] == 2, "colour type byte of IHDR")
        let translucent = try PNG.encode(try gradientBitmap(opaque: false))
        #expect(translucent[25] == 6)
    }

    @Test func noTimeStampOrTextChunks() throws {
        let png = try PNG.encode(try gradientBitmap(opaque: false))
        let text = String(decoding: png, as: UTF8.self)
        for chunk in ["tIME", "tEXt", "zTXt", "iTXt"] { #expect(!text.contains(chunk)) }
    }

    @Test("round trip is exact", arguments: [true, false])
    func roundTrip(opaque: Bool) throws {
        let b = try gradientBitmap(opaque: opaque)
        let back = try PNG.decode(try PNG.encode(b))
        #expect(back == b)
    }

    @Test func straightRoundTripKeepsTransparentBytes() throws {
        var rgba = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in 0..<16 { rgba[i * 4] = UInt8(i * 16); rgba[i * 4 + 3] = UInt8(i * 17) }
        let image = StraightImage(width: 4, height: 4, rgba: rgba)!
        #expect(try PNG.decodeStraight(try PNG.encodeStraight(image)) == image)
    }

    @Test func everyCompressionLevelDecodes() throws {
        let b = try gradientBitmap(opaque: true)
        for level: Int32 in [0, 1, 6, 9] {
            for filters: Int32 in [0, 0x08, 0x20] {
                let png = try PNG.encode(b, options: PNGEncodeOptions(compressionLevel: level, filters: filters))
                #expect(try PNG.decode(png) == b)
            }
        }
    }
}
