import Raster
import Testing

@testable import RasterPNG

/// Chevron's own PNG writer (`PNGWriter` + `RunLengthDeflater`): every kind of row and block it
/// makes must decode exactly through libpng (which also checks the CRCs and the Adler-32), and the
/// same pixels must always give the same bytes.
struct PNGWriterTests {
    /// A deterministic pseudo-random generator (xorshift64*), so the "noise" is the same every run.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt32 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return UInt32(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 32)
        }
    }

    /// Rows of every kind the writer tells apart: uniform (a vertical gradient), repeated, and
    /// other rows with edges, text-like noise and long runs.
    func chromeLike(width: Int, height: Int, opaque: Bool) throws -> Bitmap {
        var b = try Bitmap(width: width, height: height)
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt8 = opaque ? 255 : UInt8((x * 5 + y) % 256)
                var c = Color(r: UInt8(176 - y % 60), g: UInt8(188 - y % 60), b: 205, a: a)
                if y % 7 == 3 { c = Color(r: 0xe0, g: 0xe0, b: 0xe0, a: a) }  // a separator row
                if y % 11 > 6 && x > width / 3 && x < width / 2 {
                    let n = noise.next()
                    c = Color(r: UInt8(n & 0xff), g: UInt8(n >> 8 & 0xff), b: UInt8(n >> 16 & 0xff), a: a)
                }
                b[x, y] = c.premultiplied
            }
            if y % 13 == 5 && y > 0 {
                for x in 0..<width { b[x, y] = b[x, y - 1] }  // a repeated row
            }
        }
        return b
    }

    @Test("round trip is exact", arguments: [(1, 1), (7, 3), (640, 40), (300, 17), (3, 200)])
    func roundTrip(size: (Int, Int)) throws {
        for opaque in [true, false] {
            let b = try chromeLike(width: size.0, height: size.1, opaque: opaque)
            let png = try PNG.encode(b)
            #expect(png[25] == (opaque ? 2 : 6), "colour type: RGB when opaque, else RGBA")
            #expect(try PNG.decode(png) == b)
        }
    }

    @Test func sameBitmapSameBytes() throws {
        let b = try chromeLike(width: 200, height: 50, opaque: true)
        #expect(try PNG.encode(b) == PNG.encode(b))
        let copy = Bitmap(width: b.width, height: b.height, pixels: Array(b.pixels))!
        #expect(try PNG.encode(copy) == PNG.encode(b))
    }

    @Test func incompressibleImageSpansManyBlocks() throws {
        // 256 x 256 noise: about 200 000 literal tokens, several deflate blocks.
        var b = try Bitmap(width: 256, height: 256)
        var noise = Noise(state: 42)
        for i in 0..<b.pixels.count { b.pixels[i] = noise.next() | 0xff00_0000 }
        let png = try PNG.encode(b)
        #expect(try PNG.decode(png) == b)
        #expect(png.count < 256 * 256 * 3 + 4096, "dynamic codes never expand noise much")
    }

    @Test func singleColourAndLongRuns() throws {
        for (w, h) in [(16384, 2), (1, 600), (259, 3), (260, 1), (261, 1)] {
            let b = try Bitmap(width: w, height: h, fill: Color(rgb: 0x6d84a2).premultiplied)
            let png = try PNG.encode(b)
            #expect(try PNG.decode(png) == b)
            // A row costs its filter byte and a run of zeros: a few bits per 258 bytes.
            #expect(png.count < 100 + h + w / 50)
        }
        let clear = try Bitmap(width: 100, height: 100)
        #expect(try PNG.decode(try PNG.encode(clear)) == clear)
    }

    @Test func straightPixelsKeepTheirBytes() throws {
        // Transparent pixels with colour, which premultiplying would lose.
        var rgba = [UInt8](repeating: 0, count: 64 * 8 * 4)
        for i in 0..<(64 * 8) {
            rgba[i * 4] = UInt8(i % 256)
            rgba[i * 4 + 1] = 200
            rgba[i * 4 + 3] = UInt8(i % 3 == 0 ? 0 : 255)
        }
        let image = StraightImage(width: 64, height: 8, rgba: rgba)!
        let png = try PNG.encodeStraight(image)
        #expect(png[25] == 6)
        #expect(try PNG.decodeStraight(png) == image)
    }

    @Test func writerAndLibpngAgreeOnPixels() throws {
        let b = try chromeLike(width: 120, height: 90, opaque: true)
        let ours = try PNG.decode(try PNG.encode(b))
        let theirs = try PNG.decode(try PNG.encode(b, options: .libpngDefault))
        #expect(ours == theirs)
    }

    // MARK: - Parts

    @Test("a large image is compressed in two parts that decode as one stream", arguments: [true, false])
    func largeImageInTwoParts(opaque: Bool) throws {
        let b = try chromeLike(width: 640, height: 960, opaque: opaque)
        let writer = PNGWriter(width: b.width, height: b.height, pixels: .premultiplied)
        let kinds = b.pixels.withUnsafeBufferPointer { writer.survey($0.baseAddress!).kinds }
        let split = try #require(PNGWriter.split(kinds, rowBytes: b.width * (opaque ? 3 : 4)))
        // As many rows to filter on either side of the split (give or take one).
        let before = kinds[..<split].filter { $0 == .other }.count, after = kinds[split...].filter { $0 == .other }.count
        #expect(abs(before - after) <= 1, "\(before) rows to filter before row \(split), \(after) from it")
        let png = try PNG.encode(b)
        // The same bytes whether the second part ran on a second thread or after the first.
        #expect(try PNG.encode(b, options: PNGEncodeOptions(parallel: false)) == png)
        // The first part ends with a sync flush: an empty stored block, LEN 0000 and NLEN ffff.
        #expect(png.indices.dropLast(3).contains { png[$0] == 0 && png[$0 + 1] == 0 && png[$0 + 2] == 0xff && png[$0 + 3] == 0xff })
        // Chevron's reader and libpng (which checks the Adler-32 combined from the two parts) agree.
        #expect(try PNG.decode(png) == b)
        #expect(try PNG.decodeWithLibpng(png) == PNG.decodeStraight(png))
    }

    @Test func smallImagesStayInOnePart() throws {
        // A bar at @2x: too few bytes to filter for a second thread to pay for itself.
        let b = try chromeLike(width: 640, height: 88, opaque: true)
        let writer = PNGWriter(width: b.width, height: b.height, pixels: .premultiplied)
        let kinds = b.pixels.withUnsafeBufferPointer { writer.survey($0.baseAddress!).kinds }
        #expect(PNGWriter.split(kinds, rowBytes: b.width * 3) == nil)
        #expect(try PNG.decode(try PNG.encode(b)) == b)
    }

    @Test func paethPredictorFollowsTheSpec() {
        // PNG spec §9.4 with its tie order a, b, c, over a grid of values.
        for a in stride(from: 0, through: 255, by: 15) {
            for b in stride(from: 0, through: 255, by: 17) {
                for c in stride(from: 0, through: 255, by: 51) {
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    let want = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                    #expect(PNGWriter.paethPredictor(UInt8(a), UInt8(b), UInt8(c)) == UInt8(want))
                }
            }
        }
    }

    @Test func adlerOverARunEqualsTheByteLoop() {
        for (byte, count) in [(UInt8(0), 1), (0, 1920), (255, 70_000), (7, 65521), (1, 3)] {
            var fast = Adler32(), slow = Adler32()
            let prefix: [UInt8] = [1, 2, 250]
            prefix.withUnsafeBufferPointer {
                fast.update($0.baseAddress!, $0.count)
                slow.update($0.baseAddress!, $0.count)
            }
            fast.update(repeating: byte, count: count)
            let bytes = [UInt8](repeating: byte, count: count)
            bytes.withUnsafeBufferPointer { slow.update($0.baseAddress!, $0.count) }
            #expect(fast.value == slow.value, "\(count) x \(byte)")
        }
    }

    @Test func huffmanCodesRespectTheLengthLimit() {
        // Fibonacci counts make the deepest possible tree: 30 symbols would need 29-bit codes.
        var counts: [UInt32] = [1, 1]
        while counts.count < 30 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        for limit in [7, 15] {
            let code = counts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: limit) }
            #expect(code.lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
            // A complete prefix code: the Kraft sum is exactly 1.
            let kraft = code.lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
            #expect(kraft == 1 << limit)
            // More frequent symbols never get longer codes.
            for i in 1..<counts.count { #expect(code.lengths[i] <= code.lengths[i - 1]) }
        }
    }

    @Test func bitReversal() {
        #expect(HuffmanCode.reversed(0b1, bits: 1) == 0b1)
        #expect(HuffmanCode.reversed(0b110, bits: 3) == 0b011)
        #expect(HuffmanCode.reversed(0b100_0000_0000_0001, bits: 15) == 0b100_0000_0000_0001)
        #expect(HuffmanCode.reversed(0b000_0000_0000_0011, bits: 15) == 0b110_0000_0000_0000)
    }
}
