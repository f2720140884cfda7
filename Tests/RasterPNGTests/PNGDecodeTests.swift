import Foundation
import Raster
import RasterPNG
import Testing

/// The fixtures come from Fixtures/make_fixtures.py: every PNG colour type and bit depth, drawn
/// from one formula that `expected` recomputes here.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let width = 13, height = 7

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func sample(_ x: Int, _ y: Int, _ c: Int, _ depth: Int) -> Int {
        (x * 37 + y * 101 + c * 59 + (x * y) * 13) % (1 << depth)
    }

    /// A sample of `depth` bits scaled to 8 bits as libpng and pngjs do (exact for 1, 2, 4 and 8
    /// bits; rounded for 16).
    static func to8(_ v: Int, _ depth: Int) -> UInt8 {
        depth == 16 ? UInt8((Double(v) * 255 / 65535).rounded()) : UInt8(v * 255 / ((1 << depth) - 1))
    }

    static func paletteEntry(_ i: Int, transparent: Bool) -> [UInt8] {
        [UInt8((i * 53) % 256), UInt8((i * 97 + 11) % 256), UInt8(((255 - i * 29) % 256 + 256) % 256),
         transparent ? UInt8((i * 71) % 256) : 255]
    }

    enum Kind { case gray, rgb, grayAlpha, rgba, palette(trns: Bool), rgbKey, grayKey }

    static func expected(_ kind: Kind, depth: Int) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let s = { (c: Int) in to8(sample(x, y, c, depth), depth) }
                switch kind {
                case .gray: out += [s(0), s(0), s(0), 255]
                case .rgb: out += [s(0), s(1), s(2), 255]
                case .grayAlpha: out += [s(0), s(0), s(0), s(1)]
                case .rgba: out += [s(0), s(1), s(2), s(3)]
                case .palette(let trns): out += paletteEntry(sample(x, y, 0, depth), transparent: trns)
                case .rgbKey:
                    let key = (0..<3).map { sample(0, 0, $0, 8) }
                    let here = (0..<3).map { sample(x, y, $0, 8) }
                    out += [s(0), s(1), s(2), here == key ? 0 : 255]
                case .grayKey:
                    out += [s(0), s(0), s(0), sample(x, y, 0, 8) == sample(0, 0, 0, 8) ? 0 : 255]
                }
            }
        }
        return out
    }
}

struct PNGDecodeTests {
    static let cases: [(String, Fixture.Kind, Int)] = [
        ("gray1.png", .gray, 1), ("gray2.png", .gray, 2), ("gray4.png", .gray, 4),
        ("gray8.png", .gray, 8), ("gray16.png", .gray, 16),
        ("rgb8.png", .rgb, 8), ("rgb16.png", .rgb, 16),
        ("grayalpha8.png", .grayAlpha, 8), ("grayalpha16.png", .grayAlpha, 16),
        ("rgba8.png", .rgba, 8), ("rgba16.png", .rgba, 16),
        ("palette1.png", .palette(trns: false), 1), ("palette2.png", .palette(trns: false), 2),
        ("palette4.png", .palette(trns: false), 4), ("palette8.png", .palette(trns: false), 8),
        ("palette1-trns.png", .palette(trns: true), 1), ("palette2-trns.png", .palette(trns: true), 2),
        ("palette4-trns.png", .palette(trns: true), 4), ("palette8-trns.png", .palette(trns: true), 8),
        ("rgba8-interlaced.png", .rgba, 8), ("gray4-interlaced.png", .gray, 4),
        ("rgb16-interlaced.png", .rgb, 16), ("palette2-trns-interlaced.png", .palette(trns: true), 2),
        ("rgb8-trns.png", .rgbKey, 8), ("gray8-trns.png", .grayKey, 8),
    ]

    @Test("every colour type and bit depth decodes to straight RGBA8", arguments: cases)
    func decodes(name: String, kind: Fixture.Kind, depth: Int) throws {
        let image = try PNG.decodeStraight(try Fixture.bytes(name))
        #expect(image.width == Fixture.width && image.height == Fixture.height)
        let expected = Fixture.expected(kind, depth: depth)
        let firstMismatch = (0..<expected.count).first { image.rgba[$0] != expected[$0] }
        #expect(firstMismatch == nil, "\(name): first differing byte at \(firstMismatch ?? -1)")
    }

    @Test func headerSizeWithoutDecoding() throws {
        let size = try PNG.size(of: try Fixture.bytes("huge-dimensions.png"))
        #expect(size.width == 100_000 && size.height == 100_000)
    }

    @Test func decodeToPremultipliedBitmap() throws {
        let bitmap = try PNG.decode(try Fixture.bytes("rgba8.png"))
        let straight = try PNG.decodeStraight(try Fixture.bytes("rgba8.png"))
        #expect(bitmap.width == 13)
        // Pixel (3, 2): premultiplied channel = round(c * a / 255).
        let o = (2 * 13 + 3) * 4
        let c = Color(r: straight.rgba[o], g: straight.rgba[o + 1], b: straight.rgba[o + 2], a: straight.rgba[o + 3])
        #expect(bitmap[3, 2] == c.premultiplied)
    }
}

struct PNGHostileInputTests {
    static let corrupt: [(String, String)] = [
        ("truncated.png", "truncated"),
        ("bad-crc.png", "CRC"),
        ("bad-zlib.png", ""),
        ("empty.png", "signature"),
        ("not-a-png.png", "signature"),
        ("palette-index-beyond.png", "pixel (1, 0) uses palette index 5, but the palette has 5 colours"),
    ]

    @Test("corrupt files are errors with a message, never a crash", arguments: corrupt)
    func corruptFilesThrow(name: String, mentions: String) throws {
        let data = try Fixture.bytes(name)
        do {
            _ = try PNG.decodeStraight(data)
            Issue.record("\(name) decoded without an error")
        } catch let error as PNGError {
            let text = String(describing: error)
            #expect(!text.isEmpty && !text.contains("\n"))
            if !mentions.isEmpty { #expect(text.contains(mentions), "\(text)") }
        }
    }

    @Test func absurdDimensionsAreRefusedBeforeAllocating() throws {
        for name in ["huge-dimensions.png", "too-many-pixels.png"] {
            #expect(throws: PNGError.self) { try PNG.decodeStraight(try Fixture.bytes(name)) }
            do {
                _ = try PNG.decodeStraight(try Fixture.bytes(name))
            } catch PNGError.tooLarge(let message) {
                #expect(message.contains("limit"))
            } catch {
                Issue.record("\(name): expected tooLarge, got \(error)")
            }
        }
    }

    @Test func limitsAreTheCallers() throws {
        let small = ImageLimits(maxSide: 10, maxPixels: 1000)
        #expect(throws: PNGError.self) { try PNG.decodeStraight(try Fixture.bytes("rgba8.png"), limits: small) }
    }

    @Test func decompressionBombDecodesOnlyTheDeclaredImage() throws {
        // 4 x 4 pixels whose data stream inflates to 50 MB: libpng reads what the image needs and
        // stops; the result is the small image (or an error), never 50 MB of memory per row.
        let data = try Fixture.bytes("bomb.png")
        if let image = try? PNG.decodeStraight(data) {
            #expect(image.width == 4 && image.height == 4)
        }
    }

    @Test func everyPrefixOfAValidFileIsHandled() throws {
        let data = try Fixture.bytes("palette4-trns.png")
        for n in 0..<data.count {
            #expect(throws: PNGError.self) { try PNG.decodeStraight(Array(data[0..<n])) }
        }
    }
}
