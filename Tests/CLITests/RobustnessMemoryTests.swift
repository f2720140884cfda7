import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// No length read from a file is allocated before its bytes are there: a file that declares more
/// than it holds is answered at once, as truncated, with the memory of a small file.
struct RobustnessMemoryTests {
    static let regressions = Robust.checkout.appendingPathComponent("Tests/FuzzRegressionTests/Inputs/png")

    /// A 211-byte palette PNG whose zTXt chunk declares 1,524,236,288 bytes (found by the png
    /// fuzzer): libpng allocated the declared length before reading it, 1.5 GB of peak memory.
    @Test func aTextChunkLongerThanTheFileIsTruncatedWithoutTheMemory() throws {
        let png = Self.regressions.appendingPathComponent("oom-b7f468f3f311c3bf").path
        let dir = try ChevronProcess.scratch()
        let clock = ContinuousClock()
        var measured: Robust.Measured?
        let elapsed = try clock.measure {
            measured = try Robust.measure(["diff", png, Robust.pngFixture("rgba8.png")], scratch: dir)
        }
        let m = try #require(measured)
        #expect(m.outcome.status == 65 && !m.outcome.signalled, "\(m.outcome.stderr)")
        #expect(m.outcome.stderr.contains("truncated") && m.outcome.stderr.contains("zTXt"), "\(m.outcome.stderr)")
        #expect(m.outcome.stderr.split(separator: "\n").count == 1, "\(m.outcome.stderr)")
        // A plain `chevron diff` of two small PNGs peaks at some 20-30 MB.
        #expect(m.maxRSSKiB < 100 * 1024, "peak memory \(m.maxRSSKiB) KiB")
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    /// A header that declares a 16384 x 4096 RGBA image over 40 bytes of image data: deflate
    /// cannot expand 40 bytes beyond about 41 KB, so the file is truncated, answered before the
    /// 256 MiB of pixels are allocated — here under a 200 MB address-space limit, in which that
    /// allocation would fail.
    @Test func aDeclaredSizeTheDataCannotFillIsTruncatedWithoutTheMemory() throws {
        let dir = try ChevronProcess.scratch()
        var header = [UInt8]()
        for v in [16384, 4096] { header += [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        header += [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x01] + [UInt8](repeating: 0, count: 38)
        let png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10] + Self.chunk("IHDR", header) + Self.chunk("IDAT", idat)
            + Self.chunk("IEND", [])
        try Robust.write(png, "declared.png", in: dir)
        let r = try Robust.shell("ulimit -v 200000", ["diff", "declared.png", Robust.pngFixture("rgba8.png")], in: dir)
        #expect(r.status == 65 && !r.signalled, "\(r.stderr)")
        #expect(r.stderr.contains("truncated") && r.stderr.contains("16384 x 4096"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let n = data.count
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xffff_ffff
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        crc ^= 0xffff_ffff
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xff), UInt8(n >> 8 & 0xff), UInt8(n & 0xff)] + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xff), UInt8(crc >> 8 & 0xff), UInt8(crc & 0xff)]
    }
}
