import Raster
import Testing

@testable import RasterPNG

/// Chevron's PNG reader (`PNGReader`, the fast path of `PNG.decodeStraight` for 8-bit RGB and RGBA)
/// against libpng, the reference: the same pixels for every filter, compression level and block
/// type libpng writes, and the same outcome for damaged files.
struct PNGReaderTests {
    /// Rows that exercise every filter: gradients, edges, noise, runs, translucency.
    func sample(width: Int, height: Int, opaque: Bool) throws -> Bitmap {
        var b = try Bitmap(width: width, height: height)
        var noise = PNGWriterTests.Noise(state: 0xDEAD_BEEF)
        for y in 0..<height {
            for x in 0..<width {
                let n = noise.next()
                let a: UInt8 = opaque ? 255 : UInt8((x * 3 + y * 7) % 256)
                let c: Color
                switch (y / 4) % 4 {
                case 0: c = Color(r: UInt8(x % 256), g: UInt8(y % 256), b: 90, a: a)
                case 1: c = Color(r: UInt8(n & 0xff), g: UInt8(n >> 8 & 0xff), b: UInt8(n >> 16 & 0xff), a: a)
                case 2: c = x < width / 2 ? Color(rgb: 0x2d3a4f, alpha: Double(a) / 255) : .clear
                default: c = Color(r: UInt8((x * y) % 256), g: UInt8((x + y) % 256), b: UInt8((x ^ y) & 0xff), a: a)
                }
                b[x, y] = c.premultiplied
            }
        }
        return b
    }

    static let libpngSettings: [PNGEncodeOptions] = [
        // Stored blocks, fixed and dynamic codes; each filter forced, and libpng's adaptive choice.
        PNGEncodeOptions(compressionLevel: 0), PNGEncodeOptions(compressionLevel: 1, filters: 0x08),
        PNGEncodeOptions(compressionLevel: 6, filters: 0x10), PNGEncodeOptions(compressionLevel: 6, filters: 0x20),
        PNGEncodeOptions(compressionLevel: 6, filters: 0x40), PNGEncodeOptions(compressionLevel: 9, filters: 0x80),
        PNGEncodeOptions(compressionLevel: 6), PNGEncodeOptions(compressionLevel: 1, filters: 0, strategy: 3),
        PNGEncodeOptions(compressionLevel: 6, filters: 0, strategy: 2), .default,
    ]

    @Test("the reader agrees with libpng", arguments: [(1, 1), (5, 3), (64, 17), (333, 21)])
    func agreesWithLibpng(size: (Int, Int)) throws {
        for opaque in [true, false] {
            let bitmap = try sample(width: size.0, height: size.1, opaque: opaque)
            let straight = StraightImage(bitmap)
            for options in PNGReaderTests.libpngSettings {
                for png in [try PNG.encode(bitmap, options: options), try PNG.encodeStraight(straight, options: options)] {
                    let fast = try #require(PNGReader.decode(png, limits: .standard), "\(options)")
                    #expect(fast == (try PNG.decodeWithLibpng(png)), "\(options)")
                    #expect(fast == straight || !opaque && fast.bitmap == bitmap, "\(options)")
                }
            }
        }
    }

    @Test func otherFormatsGoToLibpng() throws {
        for name in ["gray8.png", "palette8.png", "rgb16.png", "rgba8-interlaced.png", "rgb8-trns.png"] {
            let data = try Fixture.bytes(name)
            #expect(PNGReader.decode(data, limits: .standard) == nil, "\(name)")
        }
        for name in ["rgb8.png", "rgba8.png"] {
            let data = try Fixture.bytes(name)
            #expect(PNGReader.decode(data, limits: .standard) == (try PNG.decodeWithLibpng(data)), "\(name)")
        }
    }

    @Test func limitsAreChecked() throws {
        let png = try PNG.encode(try sample(width: 40, height: 30, opaque: true))
        #expect(PNGReader.decode(png, limits: ImageLimits(maxSide: 39, maxPixels: 10_000)) == nil)
        #expect(throws: PNGError.self) { try PNG.decodeStraight(png, limits: ImageLimits(maxSide: 39, maxPixels: 10_000)) }
    }

    /// Damaged compressed data with a repaired CRC, so that the inflater (not the CRC check) meets
    /// it: whatever the reader does, `decodeStraight` must give libpng's answer.
    @Test func damagedDataGivesLibpngsAnswer() throws {
        for options in [PNGEncodeOptions.default, PNGEncodeOptions(compressionLevel: 6),
                        PNGEncodeOptions(compressionLevel: 0)] {
            let png = try PNG.encode(try sample(width: 37, height: 23, opaque: false), options: options)
            let (start, length) = try #require(PNGReaderTests.idat(png))
            var noise = PNGWriterTests.Noise(state: 7)
            for _ in 0..<150 {
                var damaged = png
                for _ in 0..<(1 + Int(noise.next() % 3)) {
                    let at = start + 8 + Int(noise.next() % UInt32(length))
                    damaged[at] ^= UInt8(truncatingIfNeeded: 1 << (noise.next() % 8))
                }
                let crc = damaged.withUnsafeBufferPointer { CRC32.update(0, $0.baseAddress! + start + 4, length + 4) }
                for k in 0..<4 { damaged[start + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
                let ours = try? PNG.decodeStraight(damaged)
                let theirs = try? PNG.decodeWithLibpng(damaged)
                #expect(ours == theirs)
            }
        }
    }

    @Test func everyPrefixIsRefused() throws {
        let png = try PNG.encode(try sample(width: 9, height: 5, opaque: true))
        for n in 0..<png.count {
            #expect(PNGReader.decode(Array(png[0..<n]), limits: .standard) == nil)
        }
        #expect(PNGReader.decode(png, limits: .standard) != nil)
    }

    /// The offset of the (only) IDAT chunk's length field and its data length.
    static func idat(_ png: [UInt8]) -> (Int, Int)? {
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            if png[offset + 4..<offset + 8] == [73, 68, 65, 84] { return (offset, length) }
            offset += 12 + length
        }
        return nil
    }
}
