/// One chunk of a PNG file as read in place (PNG spec §5.3: length, type, data, then the CRC of
/// type and data): what the fast decoder (`PNGReader`) and the whole-file check
/// (`PNG.checkedSize`) both walk, so that they read a chunk's bounds and CRC one way.
struct PNGChunk {
    /// Where the chunk starts (its length field), and where its data starts.
    let offset: Int
    let length: Int
    /// The four type bytes.
    let type: (UInt8, UInt8, UInt8, UInt8)
    /// Whether the stored CRC is the CRC of type and data.
    let crcMatches: Bool

    var dataOffset: Int { offset + 8 }
    /// Where the next chunk starts.
    var next: Int { offset + 12 + length }
    /// A critical chunk's type starts with an upper-case letter; an ancillary one's with a lower-case.
    var isCritical: Bool { type.0 & 0x20 == 0 }
    var typeName: String { String(decoding: [type.0, type.1, type.2, type.3], as: UTF8.self) }

    func isType(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { $0.count == 4 && $0[0] == type.0 && $0[1] == type.1 && $0[2] == type.2 && $0[3] == type.3 }
    }

    enum Read {
        /// Fewer than a chunk's 12 bytes are left.
        case end
        /// The chunk's declared length runs past the end of the file.
        case truncated(length: Int)
        case chunk(PNGChunk)
    }

    /// The chunk at `offset` of `file`.
    static func read(at offset: Int, in file: UnsafeBufferPointer<UInt8>) -> Read {
        guard let base = file.baseAddress, offset + 12 <= file.count else { return .end }
        func be32(_ at: Int) -> Int {
            Int(base[at]) << 24 | Int(base[at + 1]) << 16 | Int(base[at + 2]) << 8 | Int(base[at + 3])
        }
        let length = be32(offset)
        guard length <= file.count - offset - 12 else { return .truncated(length: length) }
        let crc = CRC32.update(0, base + offset + 4, length + 4)
        return .chunk(PNGChunk(offset: offset, length: length,
                               type: (base[offset + 4], base[offset + 5], base[offset + 6], base[offset + 7]),
                               crcMatches: crc == UInt32(be32(offset + 8 + length))))
    }
}
