extension PNG {
    /// The width and height a PNG declares, once its chunks have been walked and every critical
    /// chunk's CRC checked (PNG spec §5.3): IHDR first, at least one IDAT, then IEND (what follows
    /// it is ignored, as decoders do). Cheap beside decoding (one CRC pass over the bytes, nothing
    /// inflated), it catches a truncated file and a flipped byte in the header or the image data:
    /// what `chevron diff` needs to pass two byte-identical files without decoding them and still
    /// refuse a pair of identical corrupt copies.
    package static func checkedSize(of data: [UInt8]) throws -> (width: Int, height: Int) {
        let size = try size(of: data)
        let problem: String? = data.withUnsafeBufferPointer { file in
            var offset = 8, chunks = 0, sawData = false
            while true {
                let chunk: PNGChunk
                switch PNGChunk.read(at: offset, in: file) {
                case .end: return "truncated: no IEND chunk"
                case .truncated(let length):
                    return "truncated: a chunk of \(length) bytes at byte \(offset) runs past the end of the file"
                case .chunk(let c): chunk = c
                }
                // A bad CRC in an ancillary chunk (lower-case first letter) is one libpng skips with a
                // warning when it decodes, so it is no reason to refuse the file here either.
                guard !chunk.isCritical || chunk.crcMatches else {
                    return "CRC error in chunk \(chunk.typeName) at byte \(offset)"
                }
                if chunks == 0 && !chunk.isType("IHDR") { return "the first chunk is \(chunk.typeName), not IHDR" }
                chunks += 1
                sawData = sawData || chunk.isType("IDAT")
                offset = chunk.next
                if chunk.isType("IEND") { return sawData ? nil : "no image data (IDAT)" }
            }
        }
        if let problem { throw PNGError.corrupt(problem) }
        return size
    }
}
