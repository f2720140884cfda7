extension PNG {
    /// The width and height a PNG declares, once its chunks have been walked and every critical
    /// chunk's CRC checked (PNG spec §5.3): IHDR first, at least one IDAT, then IEND (what follows
    /// it is ignored, as decoders do). Cheap beside decoding (one CRC pass over the bytes, nothing
    /// inflated), it catches a truncated file and a flipped byte in the header or the image data:
    /// what `chevron diff` needs to pass two byte-identical files without decoding them and still
    /// refuse a pair of identical corrupt copies.
    package static func checkedSize(of data: [UInt8]) throws -> (width: Int, height: Int) {
        let size = try size(of: data)
        let problem: String? = data.withUnsafeBufferPointer { buffer in
            guard let file = buffer.baseAddress else { return "empty file" }
            func be32(_ at: Int) -> Int {
                Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
            }
            var offset = 8, chunks = 0, sawData = false
            while offset + 12 <= buffer.count {
                let length = be32(offset)
                guard length <= buffer.count - offset - 12 else {
                    return "truncated: a chunk of \(length) bytes at byte \(offset) runs past the end of the file"
                }
                let type = String(decoding: UnsafeBufferPointer(start: file + offset + 4, count: 4), as: UTF8.self)
                // A bad CRC in an ancillary chunk (lower-case first letter) is one libpng skips with a
                // warning when it decodes, so it is no reason to refuse the file here either.
                let critical = file[offset + 4] & 0x20 == 0
                guard !critical || CRC32.update(0, file + offset + 4, length + 4) == UInt32(be32(offset + 8 + length)) else {
                    return "CRC error in chunk \(type) at byte \(offset)"
                }
                if chunks == 0 && type != "IHDR" { return "the first chunk is \(type), not IHDR" }
                chunks += 1
                sawData = sawData || type == "IDAT"
                offset += 12 + length
                if type == "IEND" {
                    return sawData ? nil : "no image data (IDAT)"
                }
            }
            return "truncated: no IEND chunk"
        }
        if let problem { throw PNGError.corrupt(problem) }
        return size
    }
}
