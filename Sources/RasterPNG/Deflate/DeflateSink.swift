import _CPNGShim

/// Where `PNGWriter` sends the filtered bytes of an image: a compressor that makes a zlib stream
/// of them.
protocol DeflateSink: AnyObject {
    func add(_ bytes: UnsafePointer<UInt8>, count: Int)
    func addRun(of byte: UInt8, count: Int)
    /// The whole zlib stream.
    func finish() -> [UInt8]
}

/// zlib itself at its best level: gathers the bytes, then compresses them in one call. Slower than
/// `RunLengthDeflater` and smaller on images with few long runs (animation frames).
final class ZlibDeflater: DeflateSink {
    private var bytes: [UInt8] = []

    func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    func addRun(of byte: UInt8, count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    func finish() -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = bytes.withUnsafeBufferPointer { b in chevron_zlib_compress(b.baseAddress, b.count, 9, &out, &size) }
        defer { chevron_png_free(out) }
        guard status == CHEVRON_PNG_OK, let out else {
            // zlib could not (out of memory): the run-length deflater makes a valid stream too.
            let fallback = RunLengthDeflater(expectedSize: bytes.count / 16)
            bytes.withUnsafeBufferPointer { b in if let p = b.baseAddress { fallback.add(p, count: b.count) } }
            return fallback.finish()
        }
        return [UInt8](UnsafeBufferPointer(start: out, count: size))
    }
}
