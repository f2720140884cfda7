import Foundation
import Raster
import Testing

@testable import RasterPNG

/// Decompression bombs (docs/DESIGN.md §Limits: a PNG bomb ends with exit 65 and one clear
/// message). Image data is never inflated beyond what the header's image needs:
///
/// - the pixels are at most the declared size, and the declared size is capped before anything is
///   allocated (`absurdDimensionsAreRefusedBeforeAllocating`);
/// - Chevron's reader inflates into the image's own buffer and gives up at its end;
/// - libpng inflates the data after the last row too (looking for the end of the stream), so the
///   shim first counts what the data inflates to and refuses more than the image needs plus 1 MiB.
///
/// There is no cap on the compression ratio itself: a flat 16384 x 4096 screenshot compresses
/// about 1000:1 and is a legitimate PNG (its memory is bounded by the pixel limit).
struct PNGBombTests {
    /// A PNG whose header says `width` x `height` (8-bit, `colorType`) and whose one IDAT is a
    /// fixed-code deflate stream of `literals` zero bytes and `matches` copies of 258 zeros (13 bits
    /// each: a 1:159 ratio), then the end of the block. The checksum is that of the zeros.
    static func bomb(width: Int, height: Int, colorType: UInt8, matches: Int, literals: Int = 1) -> [UInt8] {
        // 3 header bits, the 8-bit literal and one 13-bit match end on a byte boundary, and so
        // does every group of 8 matches after it (13 bytes): the middle is one pattern repeated.
        var head = BitSink()
        head.put(1, 1)  // BFINAL
        head.put(1, 2)  // BTYPE 01: fixed codes
        for _ in 0..<literals { head.code(0x30, 8) }  // literal 0
        head.match()
        var group = BitSink()
        for _ in 0..<8 { group.match() }
        var tail = BitSink()
        for _ in 0..<((matches - 1) % 8) { tail.match() }
        tail.code(0, 7)  // end of block
        var deflate = head.finished
        deflate.reserveCapacity(deflate.count + (matches / 8 + 2) * 13)
        let pattern = group.finished
        for _ in 0..<((matches - 1) / 8) { deflate += pattern }
        deflate += tail.finished
        var zlib: [UInt8] = [0x78, 0x01] + deflate
        let adler = zeroAdler(count: literals + 258 * matches)
        zlib += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xff), UInt8(adler >> 8 & 0xff), UInt8(adler & 0xff)]
        let header = be32(width) + be32(height) + [8, colorType, 0, 0, 0]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    @Test("a tiny image over gigabytes of zeros is refused without inflating them",
          arguments: [(UInt8(0), "grey"), (UInt8(6), "RGBA"), (UInt8(2), "RGB")])
    func trailingBombIsRefused(colorType: UInt8, name: String) throws {
        // 1 x 1 pixel; the stream inflates to 1 GiB (a 6.5 MB file).
        let png = Self.bomb(width: 1, height: 1, colorType: colorType, matches: 4_161_790)
        let clock = ContinuousClock()
        var outcome: Result<StraightImage, any Error>!
        let elapsed = clock.measure { outcome = Result { try PNG.decodeStraight(png) } }
        switch outcome! {
        case .success(let image):
            Issue.record("\(name): a bomb decoded to \(image.width) x \(image.height)")
        case .failure(let error):
            guard case PNGError.tooLarge(let message) = error else {
                Issue.record("\(name): expected a limit error, got \(error)")
                return
            }
            #expect(message.contains("decompression bomb") && message.contains("1 x 1"), "\(message)")
        }
        // Inflating the whole gigabyte takes seconds; the budget stops after about 1 MiB.
        #expect(elapsed < .seconds(1), "\(name): \(elapsed)")
    }

    @Test func theBudgetIsTheImagePlusOneMebibyte() throws {
        // 64 x 64 grey needs 64 x 65 = 4160 bytes; up to 1 MiB more still decodes (libpng calls
        // the extra a benign error), beyond that it is a bomb.
        let needed = 64 * 65
        let within = Self.bomb(width: 64, height: 64, colorType: 0, matches: (needed + (1 << 20) - 1) / 258)
        let image = try PNG.decodeStraight(within)
        #expect(image.width == 64 && image.height == 64 && image.rgba.allSatisfy { $0 == 0 || $0 == 255 })
        let beyond = Self.bomb(width: 64, height: 64, colorType: 0, matches: (needed + (1 << 20)) / 258 + 1)
        #expect(throws: PNGError.self) { try PNG.decodeStraight(beyond) }
    }

    @Test("an image that needs its whole stream is not a bomb, whatever the ratio",
          arguments: [(1024, 1024, UInt8(0), 1), (512, 512, UInt8(6), 4)])
    func highRatioImagesDecode(width: Int, height: Int, colorType: UInt8, channels: Int) throws {
        // 1 MiB of zero pixels from a 6.6 KB stream (1:160): grey through libpng, RGBA through
        // Chevron's reader.
        let needed = height * (1 + width * channels)
        let png = Self.bomb(width: width, height: height, colorType: colorType, matches: needed / 258,
                            literals: needed % 258)
        let image = try PNG.decodeStraight(png)
        #expect(image.width == width && image.height == height)
        let pixel: [UInt8] = colorType == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0]
        #expect(image.rgba == [[UInt8]](repeating: pixel, count: width * height).flatMap { $0 })
    }

    // MARK: - Building the files

    struct BitSink {
        var bytes: [UInt8] = []
        var buffer: UInt64 = 0
        var count = 0

        /// `n` bits of `value`, least significant first (header fields).
        mutating func put(_ value: UInt32, _ n: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += n
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code of `n` bits, most significant first (RFC 1951 §3.1.1).
        mutating func code(_ value: UInt32, _ n: Int) {
            var reversed: UInt32 = 0
            for i in 0..<n where value & (1 << UInt32(i)) != 0 { reversed |= 1 << UInt32(n - 1 - i) }
            put(reversed, n)
        }

        /// Length code 285 (258 bytes) at distance code 0 (1 byte back).
        mutating func match() {
            code(0xC5, 8)
            code(0, 5)
        }

        var finished: [UInt8] { count > 0 ? bytes + [UInt8(truncatingIfNeeded: buffer)] : bytes }
    }

    static func zeroAdler(count: Int) -> UInt32 {
        // a stays 1; b adds a once per byte.
        let b = UInt64(count) % 65521
        return UInt32(b << 16 | 1)
    }

    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { CRC32.update(0, $0.baseAddress!, $0.count) }
        return be32(data.count) + body + be32(Int(crc))
    }
}
