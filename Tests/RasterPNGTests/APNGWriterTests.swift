import Testing

@testable import Raster
@testable import RasterPNG

/// The animated PNG writer, checked by taking its files apart chunk by chunk and decoding every
/// frame's data as a PNG of its own (libpng through `PNG.decodeStraight`), composed the way an APNG
/// viewer does (dispose NONE, blend SOURCE).
struct APNGWriterTests {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var at = 8
        func be32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        while at + 12 <= png.count {
            let length = be32(at)
            let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
            out.append(Chunk(type: type, data: Array(png[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
        }
        return out
    }

    static func be32(_ d: [UInt8], _ i: Int) -> Int {
        Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
    }

    /// Every frame as a viewer shows it, with its delay (numerator, denominator).
    static func frames(_ png: [UInt8]) throws -> [(pixels: StraightImage, delay: (Int, Int))] {
        let all = chunks(png)
        let header = try #require(all.first { $0.type == "IHDR" })
        let width = be32(header.data, 0), height = be32(header.data, 4)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var result: [(StraightImage, (Int, Int))] = []
        var control: [UInt8]?
        var data: [UInt8] = []
        func flush() throws {
            guard let c = control else { return }
            let w = be32(c, 4), h = be32(c, 8), x = be32(c, 12), y = be32(c, 16)
            var sub = PNGChunks(capacity: data.count + 64)
            sub.header(width: w, height: h, colorType: header.data[9])
            sub.append("IDAT", data)
            sub.append("IEND", [])
            let part = try PNG.decodeStraight(sub.bytes)
            for row in 0..<h {
                for col in 0..<(w * 4) { canvas[((y + row) * width + x) * 4 + col] = part.rgba[(row * w) * 4 + col] }
            }
            let delay = (Int(c[20]) << 8 | Int(c[21]), Int(c[22]) << 8 | Int(c[23]))
            result.append((try #require(StraightImage(width: width, height: height, rgba: canvas)), delay))
            control = nil
            data = []
        }
        for chunk in all {
            switch chunk.type {
            case "fcTL":
                try flush()
                control = chunk.data
            case "IDAT": data += chunk.data
            case "fdAT": data += chunk.data.dropFirst(4)
            default: break
            }
        }
        try flush()
        return result
    }

    static func bitmap(_ width: Int, _ height: Int, fill: (Int, Int) -> UInt32) throws -> Bitmap {
        var b = try Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { b.pixels[y * width + x] = fill(x, y) } }
        return b
    }

    @Test func everyFrameDecodesToWhatWasGivenAndOnlyChangesAreStored() throws {
        let opaqueBlue: UInt32 = 0xff80_4020
        let a = try Self.bitmap(40, 30) { _, _ in opaqueBlue }
        let b = try Self.bitmap(40, 30) { x, y in (10..<14).contains(x) && (5..<8).contains(y) ? 0xff00_00ff : opaqueBlue }
        let c = b  // unchanged: merged into b's time
        let d = try Self.bitmap(40, 30) { x, _ in x == 39 ? 0xffff_ffff : opaqueBlue }
        let timings = [FrameTiming(ticks: 1, ticksPerSecond: 60), FrameTiming(ticks: 1, ticksPerSecond: 60),
                       FrameTiming(ticks: 1, ticksPerSecond: 60), FrameTiming(ticks: 61, ticksPerSecond: 60)]
        let png = try PNG.encodeAnimation([a, b, c, d], timings: timings)

        let chunks = Self.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let actl = try #require(chunks.first { $0.type == "acTL" })
        #expect(Self.be32(actl.data, 0) == 3 && Self.be32(actl.data, 4) == 0)
        // RGB: every pixel of every frame is opaque.
        #expect(chunks[0].data[9] == 2)
        // Sequence numbers run 0, 1, 2… over fcTL and fdAT alike.
        let sequences = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.be32($0.data, 0) }
        #expect(sequences == [0, 1, 2, 3, 4])
        // The second frame stores its 4 x 3 rectangle at (10, 5); the last, from there to the last column.
        let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        #expect([4, 8, 12, 16].map { Self.be32(controls[1], $0) } == [4, 3, 10, 5])
        #expect([4, 8, 12, 16].map { Self.be32(controls[2], $0) } == [30, 30, 10, 0])  // the red box goes too

        let frames = try Self.frames(png)
        #expect(frames.count == 3)
        for (shown, given) in zip(frames.map(\.pixels), [a, b, d]) {
            #expect(shown == StraightImage(width: given.width, height: given.height, rgba: given.straightRGBA()))
        }
        #expect(frames.map(\.delay.0) == [1, 2, 61] && frames.allSatisfy { $0.delay.1 == 60 })
        // A PNG viewer that knows no APNG shows the first frame.
        #expect(try PNG.decode(png) == a)
    }

    @Test func translucentFramesAreStraightRGBA() throws {
        let a = try Self.bitmap(8, 8) { _, _ in 0x8040_2010 }  // premultiplied, alpha 0x80
        let b = try Self.bitmap(8, 8) { x, _ in x < 4 ? 0x8040_2010 : 0xff00_ff00 }
        let png = try PNG.encodeAnimation([a, b], timings: Array(repeating: FrameTiming(ticks: 1, ticksPerSecond: 10),
                                                                   count: 2), plays: 1)
        #expect(Self.chunks(png)[0].data[9] == 6)
        let frames = try Self.frames(png)
        #expect(frames.map(\.pixels) == [a, b].map { StraightImage(width: 8, height: 8, rgba: $0.straightRGBA()) })
    }

    @Test func framesOfDifferentSizesAreRefused() throws {
        let timing = FrameTiming(ticks: 1, ticksPerSecond: 60)
        #expect(throws: PNGError.self) {
            try PNG.encodeAnimation([try Bitmap(width: 2, height: 2), try Bitmap(width: 3, height: 2)],
                                    timings: [timing, timing])
        }
        #expect(throws: PNGError.self) { try PNG.encodeAnimation([], timings: []) }
    }
}
