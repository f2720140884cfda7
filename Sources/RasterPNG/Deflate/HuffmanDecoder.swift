/// Decoding one deflate alphabet (RFC 1951 §3.2.2): a table indexed by the next 11 bits of the
/// stream answers every code of 11 bits or fewer in one lookup (nearly all codes of real images);
/// longer codes are decoded a bit at a time from the counts per length, as zlib's `puff.c` does.
///
/// Like zlib's `inflate_table`, an over-subscribed set of lengths is refused, and an incomplete one
/// is accepted only when it is a single code of one bit.
struct HuffmanDecoder {
    static let tableBits = 11
    static let tableMask: UInt64 = (1 << 11) - 1

    /// Entry = symbol << 4 | code length (1…11); 0 where the next bits start a longer code (or no
    /// code at all, which `slowDecode` finds out).
    private(set) var table: [UInt32]
    /// Codes per length, and the symbols in canonical order (by length, then symbol).
    private var counts = [Int](repeating: 0, count: 16)
    private var symbols: [UInt16]

    init?(lengths: UnsafeBufferPointer<UInt8>) {
        table = [UInt32](repeating: 0, count: 1 << HuffmanDecoder.tableBits)
        symbols = []
        var longest = 0
        for l in lengths {
            guard l <= 15 else { return nil }
            counts[Int(l)] += 1
            longest = max(longest, Int(l))
        }
        counts[0] = 0
        var left = 1
        for l in 1...15 {
            left <<= 1
            left -= counts[l]
            if left < 0 { return nil }
        }
        if left > 0 && longest > 1 { return nil }
        var offsets = [Int](repeating: 0, count: 16)
        for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
        symbols = [UInt16](repeating: 0, count: offsets[15] + counts[15])
        for (s, l) in lengths.enumerated() where l > 0 {
            symbols[offsets[Int(l)]] = UInt16(s)
            offsets[Int(l)] += 1
        }
        // Canonical codes in order; each short code fills every table slot its bits begin.
        var code = 0, index = 0
        for l in 1...15 {
            for _ in 0..<counts[l] {
                if l <= HuffmanDecoder.tableBits {
                    let reversed = Int(HuffmanCode.reversed(UInt16(code), bits: l))
                    let entry = UInt32(symbols[index]) << 4 | UInt32(l)
                    var slot = reversed
                    while slot < 1 << HuffmanDecoder.tableBits {
                        table[slot] = entry
                        slot += 1 << l
                    }
                }
                code += 1
                index += 1
            }
            code <<= 1
        }
    }

    /// The symbol whose code starts the low bits of `bits`, and its length; nil for no code.
    @inline(__always)
    func decode(_ bits: UInt64) -> (symbol: Int, length: Int)? {
        let entry = table.withUnsafeBufferPointer { $0[Int(bits & HuffmanDecoder.tableMask)] }
        if entry != 0 { return (Int(entry >> 4), Int(entry & 15)) }
        return slowDecode(bits)
    }

    /// `puff.c`'s `decode`: the code one bit at a time, against the first code of each length.
    func slowDecode(_ bits: UInt64) -> (symbol: Int, length: Int)? {
        var code = 0, first = 0, index = 0
        for l in 1...15 {
            code |= Int(bits >> UInt64(l - 1) & 1)
            let count = counts[l]
            if code - count < first { return (Int(symbols[index + code - first]), l) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }
}
