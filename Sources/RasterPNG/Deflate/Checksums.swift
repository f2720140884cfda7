import _CPNGShim

/// The two checksums a PNG carries: CRC-32 over every chunk (ISO 3309, the polynomial PNG and
/// zlib use) and Adler-32 over the uncompressed zlib data (RFC 1950 §8.2). Bytes are summed by
/// zlib, which libpng links anyway.
enum CRC32 {
    /// The CRC of `count` bytes at `bytes`, continuing from `crc` (0 to start).
    static func update(_ crc: UInt32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        chevron_crc32(crc, bytes, count)
    }
}

/// Adler-32: two sums modulo 65521, `a` of the bytes (plus 1) and `b` of the successive values of
/// `a`. Besides zlib's byte loop it updates over a run of one repeated byte in constant time, which
/// is how the writer checksums rows that filter to zeros without reading them.
struct Adler32 {
    static let modulus: UInt64 = 65521
    private(set) var value: UInt32 = 1

    mutating func update(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        value = chevron_adler32(value, bytes, count)
    }

    /// Adds `count` copies of `byte`: a += n·v and b += n·a + v·n(n+1)/2, modulo 65521.
    mutating func update(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        let m = Adler32.modulus
        if count < 1 << 16 {
            // n·a < 2^32 and v·n(n+1)/2 < 2^40: no reduction until the end.
            let a = UInt64(value & 0xffff), b = UInt64(value >> 16), n = UInt64(count), v = UInt64(byte)
            let newB = (b + n * a + v * (n * (n + 1) / 2)) % m
            value = UInt32(newB << 16 | (a + n * v) % m)
            return
        }
        var a = UInt64(value & 0xffff), b = UInt64(value >> 16)
        let c = UInt64(count), v = UInt64(byte)
        // n(n+1)/2 of the true count, halving whichever factor is even before reducing.
        let triangle = c % 2 == 0 ? (c / 2 % m) * ((c + 1) % m) % m : (c % m) * ((c + 1) / 2 % m) % m
        b = (b + (c % m) * a + v * triangle) % m
        a = (a + (c % m) * v) % m
        value = UInt32(b << 16 | a)
    }
}
