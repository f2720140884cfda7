/// A zlib stream (RFC 1950) inflated (RFC 1951) into a buffer of known size: PNG image data, whose
/// size the header fixes. Stored, fixed-code and dynamic-code blocks; the Adler-32 is checked.
///
/// Made for speed on rendered images, where most of the data is long runs: a match at distance 1
/// is a `memset`, a match at 8 or more copies 8 bytes a step, and the Adler-32 of a run is added in
/// constant time (`Adler32.update(repeating:)`) while everything else is summed by zlib in large
/// stretches. Codes of up to 11 bits take one table lookup (`HuffmanDecoder`).
///
/// Strict: any error — a bad header, code or distance, data running past the end of the input,
/// more or fewer bytes than expected, a wrong checksum — makes `inflate` return false, and the
/// caller falls back to libpng, which then names the problem.
enum Inflater {
    /// Inflates `count` bytes of zlib data at `input` into exactly `expected` bytes at `output`.
    /// `input` must be readable for 8 bytes past `count` and `output` writable for 8 bytes past
    /// `expected` (both are over-read or over-written by whole words).
    static func inflate(_ input: UnsafePointer<UInt8>, count: Int,
                        into output: UnsafeMutablePointer<UInt8>, expected: Int) -> Bool {
        guard count >= 6 else { return false }
        // RFC 1950 §2.2: deflate (CM 8), window ≤ 32 KiB, no preset dictionary, check bits.
        let cmf = Int(input[0]), flg = Int(input[1])
        guard cmf & 0x0f == 8, cmf >> 4 <= 7, flg & 0x20 == 0, (cmf << 8 | flg) % 31 == 0 else { return false }
        var reader = BitReader(input + 2, count: count - 2)
        var state = Output(base: output, capacity: expected)
        var final = false
        while !final {
            reader.refill()
            final = reader.take(1) == 1
            let ok: Bool
            switch reader.take(2) {
            case 0: ok = stored(&reader, &state)
            case 1:
                guard let literals = FixedCodes.literals, let distances = FixedCodes.distances else { return false }
                ok = codes(&reader, &state, literals, distances)
            case 2: ok = dynamic(&reader, &state)
            default: ok = false
            }
            guard ok, !reader.overrun else { return false }
        }
        guard state.written == expected else { return false }
        state.flushChecksum()
        // The Adler-32 follows on a byte boundary, most significant byte first.
        reader.alignToByte()
        var stored: UInt32 = 0
        for _ in 0..<4 {
            reader.refill()
            stored = stored << 8 | UInt32(reader.take(8))
        }
        return !reader.overrun && stored == state.adler.value
    }

    // MARK: - Blocks

    /// RFC 1951 §3.2.4: LEN, NLEN, then LEN bytes as they are.
    private static func stored(_ reader: inout BitReader, _ out: inout Output) -> Bool {
        reader.alignToByte()
        reader.refill()
        let length = reader.take(16), complement = reader.take(16)
        guard length == ~complement & 0xffff, out.room >= length else { return false }
        for _ in 0..<length {
            reader.refill()
            out.literal(UInt8(reader.take(8)))
        }
        return true
    }

    /// RFC 1951 §3.2.7: the code lengths, themselves Huffman coded, then the block.
    private static func dynamic(_ reader: inout BitReader, _ out: inout Output) -> Bool {
        reader.refill()
        let hlit = reader.take(5) + 257, hdist = reader.take(5) + 1, hclen = reader.take(4) + 4
        guard hlit <= 286, hdist <= 30 else { return false }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<hclen {
            reader.refill()
            codeLengthLengths[DeflateTables.codeLengthOrder[i]] = UInt8(reader.take(3))
        }
        guard let lengthCode = codeLengthLengths.withUnsafeBufferPointer({ HuffmanDecoder(lengths: $0) }) else {
            return false
        }
        var lengths = [UInt8](repeating: 0, count: hlit + hdist)
        var i = 0
        while i < lengths.count {
            reader.refill()
            guard let (symbol, bits) = lengthCode.decode(reader.bits) else { return false }
            reader.drop(bits)
            switch symbol {
            case 0...15:
                lengths[i] = UInt8(symbol)
                i += 1
            default:
                let (repeatCount, value): (Int, UInt8)
                switch symbol {
                case 16:
                    guard i > 0 else { return false }
                    (repeatCount, value) = (3 + reader.take(2), lengths[i - 1])
                case 17: (repeatCount, value) = (3 + reader.take(3), 0)
                default: (repeatCount, value) = (11 + reader.take(7), 0)
                }
                guard i + repeatCount <= lengths.count else { return false }
                for _ in 0..<repeatCount {
                    lengths[i] = value
                    i += 1
                }
            }
        }
        guard lengths[256] != 0,
              let literals = lengths.withUnsafeBufferPointer({ HuffmanDecoder(lengths: UnsafeBufferPointer(rebasing: $0[0..<hlit])) }),
              let distances = lengths.withUnsafeBufferPointer({ HuffmanDecoder(lengths: UnsafeBufferPointer(rebasing: $0[hlit...])) })
        else { return false }
        return codes(&reader, &out, literals, distances)
    }

    /// The symbols of one block up to its end-of-block code.
    private static func codes(_ reader: inout BitReader, _ out: inout Output,
                              _ literals: HuffmanDecoder, _ distances: HuffmanDecoder) -> Bool {
        let lengthBase = DeflateTables.lengthBase, lengthExtra = DeflateTables.lengthExtra
        let distanceBase = DeflateTables.distanceBase, distanceExtra = DeflateTables.distanceExtra
        return literals.table.withUnsafeBufferPointer { litTable in
            distances.table.withUnsafeBufferPointer { distTable in
                while true {
                    reader.refill()
                    var symbol: Int, bits: Int
                    let entry = litTable[Int(reader.bits & HuffmanDecoder.tableMask)]
                    if entry != 0 {
                        (symbol, bits) = (Int(entry >> 4), Int(entry & 15))
                    } else {
                        guard let decoded = literals.slowDecode(reader.bits) else { return false }
                        (symbol, bits) = decoded
                    }
                    reader.drop(bits)
                    if symbol < 256 {
                        guard out.room > 0 else { return false }
                        out.literal(UInt8(symbol))
                        continue
                    }
                    if symbol == 256 { return true }
                    let lengthIndex = symbol - 257
                    guard lengthIndex < 29 else { return false }
                    // Length extra bits (≤ 5) then the distance code (≤ 15) and its extras (≤ 13)
                    // fit in the 56 bits a refill guarantees, after the ≤ 15 of the length code.
                    let length = lengthBase[lengthIndex] + reader.take(lengthExtra[lengthIndex])
                    reader.refill()
                    let distEntry = distTable[Int(reader.bits & HuffmanDecoder.tableMask)]
                    if distEntry != 0 {
                        (symbol, bits) = (Int(distEntry >> 4), Int(distEntry & 15))
                    } else {
                        guard let decoded = distances.slowDecode(reader.bits) else { return false }
                        (symbol, bits) = decoded
                    }
                    reader.drop(bits)
                    guard symbol < 30 else { return false }
                    let distance = distanceBase[symbol] + reader.take(distanceExtra[symbol])
                    guard distance <= out.written, length <= out.room else { return false }
                    out.copy(distance: distance, length: length)
                }
            }
        }
    }

    // MARK: - Bits in, bytes out

    /// Deflate's bits, least significant first, from a 64-bit buffer refilled 8 bytes at a time
    /// (the branch-free refill of libdeflate). Reading past the input yields zeros and sets `overrun`.
    struct BitReader {
        private let input: UnsafePointer<UInt8>
        private let count: Int
        private var position = 0
        private(set) var bits: UInt64 = 0
        private var available = 0

        init(_ input: UnsafePointer<UInt8>, count: Int) {
            self.input = input
            self.count = count
        }

        /// True once more bits were taken than the input holds.
        var overrun: Bool { position * 8 - available > count * 8 }

        /// At least 56 bits in the buffer.
        @inline(__always)
        mutating func refill() {
            guard available < 56 else { return }
            if position <= count {
                // The caller's 8 bytes of padding make this read safe.
                let word = UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self)
                bits |= UInt64(littleEndian: word) << UInt64(available)
                position += (63 - available) >> 3
                available |= 56
            } else {
                position += (63 - available) >> 3  // zeros, counted, so that `overrun` notices
                available |= 56
            }
        }

        @inline(__always)
        mutating func drop(_ n: Int) {
            bits >>= UInt64(n)
            available -= n
        }

        @inline(__always)
        mutating func take(_ n: Int) -> Int {
            let v = Int(bits & ((1 << UInt64(n)) &- 1))
            drop(n)
            return v
        }

        mutating func alignToByte() { drop(available & 7) }
    }

    /// The output buffer and the running Adler-32: runs are summed as they are written, other
    /// bytes in stretches when a run or the end comes.
    struct Output {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int
        private(set) var written = 0
        private(set) var adler = Adler32()
        /// Where the bytes not yet summed begin.
        private var unsummed = 0

        init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
            self.base = base
            self.capacity = capacity
        }

        var room: Int { capacity - written }

        @inline(__always)
        mutating func literal(_ b: UInt8) {
            base[written] = b
            written &+= 1
        }

        /// A match: `length` bytes from `distance` back (both checked by the caller).
        @inline(__always)
        mutating func copy(distance: Int, length: Int) {
            let to = base + written
            if distance == 1 {
                let byte = to[-1]
                flushChecksum()
                to.update(repeating: byte, count: length)
                adler.update(repeating: byte, count: length)
                written &+= length
                unsummed = written
                return
            }
            let from = to - distance
            if distance >= 8 {
                // Whole words, each read from bytes already final (8 or more behind); may write up
                // to 7 bytes past the match, into the caller's slack or bytes written next.
                var i = 0
                while i < length {
                    UnsafeMutableRawPointer(to + i).storeBytes(
                        of: UnsafeRawPointer(from + i).loadUnaligned(as: UInt64.self), as: UInt64.self)
                    i &+= 8
                }
            } else {
                for i in 0..<length { to[i] = from[i] }
            }
            written &+= length
        }

        mutating func flushChecksum() {
            if written > unsummed { adler.update(base + unsummed, written - unsummed) }
            unsummed = written
        }
    }
}

/// RFC 1951 §3.2.6: the fixed codes (lengths 8, 9, 7, 8 for literal/length ranges; 5 for the
/// distances, 30 and 31 included so that the code is complete — they are refused when decoded).
enum FixedCodes {
    static let literals: HuffmanDecoder? = {
        let lengths = (0..<288).map { s -> UInt8 in s < 144 ? 8 : (s < 256 ? 9 : (s < 280 ? 7 : 8)) }
        return lengths.withUnsafeBufferPointer { HuffmanDecoder(lengths: $0) }
    }()
    static let distances: HuffmanDecoder? = {
        [UInt8](repeating: 5, count: 32).withUnsafeBufferPointer { HuffmanDecoder(lengths: $0) }
    }()
}
