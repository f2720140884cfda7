import ChevronSupport
import Testing

/// `FileName`: any name the file system allows is carried in a String without loss.
struct FileNameTests {
    /// Every byte string (no NUL, no `/`) comes back as it went in — names chosen to break a codec:
    /// stray continuation bytes, truncated and overlong sequences, surrogates, the carriers' own
    /// code points written as UTF-8, and a random sample.
    @Test func everyNameComesBackByteForByte() {
        var names: [[UInt8]] = [
            [0xFF, 0xFE] + Array("-bad.png".utf8), [0x80], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0xC0, 0xAE], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], Array("caf\u{E9}.png".utf8),
            Array("\u{10FE41}.png".utf8), [0xF4, 0x8F, 0xB8, 0xFF], [0xF4, 0x8F, 0xB8, 0xFF, 0xFF],
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var name: [UInt8] = []
            for _ in 0..<(Int(seed % 12) + 1) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let byte = UInt8(truncatingIfNeeded: seed >> 56)
                name.append(byte == 0 || byte == 0x2F ? 0xF4 : byte)
            }
            names.append(name)
        }
        for name in names {
            let carried = FileName.decode(name)
            #expect(FileName.bytes(carried) == name, "\(name)")
            #expect(FileName.decode(FileName.bytes(carried)) == carried)
        }
        // One to one: two different names never share a carrier.
        #expect(Set(names.map { FileName.decode($0) }).count == Set(names).count)
    }

    @Test func aUTF8NameIsCarriedAsItIs() {
        for text in ["a.png", "icons/caf\u{E9}.png", "\u{1F600} \u{05D0}.png", ""] {
            #expect(FileName.decode(Array(text.utf8)) == text)
            #expect(FileName.shown(text) == text)
        }
    }

    /// Shown as `ls -b` writes it: `\xff\xfe-bad.png`.
    @Test func rawBytesAreShownEscaped() {
        let name = FileName.decode([0xFF, 0xFE] + Array("-bad.png".utf8))
        #expect(FileName.shown(name) == "\\xff\\xfe-bad.png")
        #expect(FileName.shown(FileName.decode([0x61, 0x0A, 0xC3])) == "a\n\\xc3")
    }

    /// Sorted by bytes, as `LC_ALL=C ls` sorts: 0xFF after every UTF-8 lead byte.
    @Test func namesSortByTheirBytes() {
        let raw = FileName.decode([0xFF] + Array("a.png".utf8))
        let accented = "\u{E9}.png"  // C3 A9
        let carrierText = FileName.decode(Array("\u{10FE00}.png".utf8))  // F4 8F B8 80: a real name, before 0xFF
        let sorted = [raw, "z.png", accented, carrierText].sorted(by: FileName.precedes)
        #expect(sorted == ["z.png", accented, carrierText, raw])
    }
}
