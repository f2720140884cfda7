/// The bytes of one sfnt table (OpenType / TrueType), read big-endian as the OpenType
/// specification lays them out ("Data types"). Reads past the end give 0 instead of trapping, so a
/// damaged table can only lose information (a zero advance), never crash the renderer.
struct FontTable: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// uint16 at `offset`, or 0 beyond the end.
    func u16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    /// A tag as FreeType's `FT_MAKE_TAG` builds it.
    static func tag(_ name: StaticString) -> UInt32 {
        precondition(name.utf8CodeUnitCount == 4, "an sfnt tag has four characters")
        let p = name.utf8Start
        return UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
    }
}

/// Horizontal advances from the `hmtx` table ("hmtx — Horizontal Metrics Table"): the first
/// `numberOfHMetrics` glyphs have their own advance, every later glyph repeats the last one.
/// Read straight from the table bytes, so opening a face costs no per-glyph work.
struct HorizontalMetrics: Sendable {
    private let table: FontTable
    private let metricCount: Int

    init(hmtx: FontTable, numberOfHMetrics: Int) {
        table = hmtx
        metricCount = max(0, min(numberOfHMetrics, hmtx.count / 4))
    }

    /// The advance width of `glyph` in font units (0 when the table has none).
    func advance(of glyph: UInt32) -> Int {
        guard metricCount > 0 else { return 0 }
        let index = min(Int(glyph), metricCount - 1)
        return table.u16(index * 4)
    }
}
