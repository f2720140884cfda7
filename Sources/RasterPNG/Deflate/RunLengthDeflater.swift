/// A zlib stream (RFC 1950) of deflate blocks with dynamic Huffman codes (RFC 1951 §3.2.7) whose
/// only back-references are runs: a byte repeated, coded as a match at distance 1. This is zlib's
/// `Z_RLE` strategy, made for PNG rows after filtering, where the redundancy left is long runs of
/// one byte (zero above all); a full LZ77 search would make the scene's PNG about 2 % smaller and
/// take several times longer.
///
/// Unlike zlib, runs the caller already knows about (`addRun`) cost constant time to checksum and a
/// few tokens to code, whatever their length, so a row equal to the one above costs next to nothing.
/// Output depends only on the bytes added and on where the caller splits them into calls.
final class RunLengthDeflater {
    /// Tokens per block: each block gets codes fitted to its own counts (a few dozen bytes of
    /// header each).
    static let blockTokens = 1 << 12

    /// A token is a literal byte (0…255) or a run of 3…258 bytes (256 + length − 3). Room for a
    /// block and the longest call's overshoot, which `flushIfFull` checks after every call.
    private var tokens: UnsafeMutablePointer<UInt16>
    private var tokenCount = 0
    private var tokenCapacity: Int
    private let literalLengthCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: 286)
    private var runCount: UInt32 = 0
    /// `DeflateTables.lengthSymbol`, copied out of the global once.
    private let lengthSymbol = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
    /// The last byte added, which a run repeats; -1 at the start.
    private var last = -1
    private var adler = Adler32()
    private let out: BitWriter

    /// A deflater for a whole zlib stream, or (`header: false`) for the second part of one compressed
    /// in two parts at once (`finishPart`).
    init(expectedSize: Int, header: Bool = true) {
        out = BitWriter(capacity: expectedSize + 64)
        tokenCapacity = RunLengthDeflater.blockTokens + 4096
        tokens = .allocate(capacity: tokenCapacity)
        literalLengthCounts.initialize(repeating: 0, count: 286)
        for (i, s) in DeflateTables.lengthSymbol.enumerated() { (lengthSymbol + i).initialize(to: UInt16(s)) }
        // zlib header: deflate with a 32 KiB window, "fastest" level, no dictionary; 0x7801 % 31 == 0.
        if header {
            out.write(0x78, 8)
            out.write(0x01, 8)
        }
    }

    deinit {
        tokens.deallocate()
        literalLengthCounts.deallocate()
        lengthSymbol.deallocate()
    }

    // MARK: - Adding bytes

    /// Adds bytes, finding runs of 3 or more equal bytes (including a run that continues the byte
    /// before `bytes`).
    func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
        adler.update(bytes, count)
        reserveTokens(count)
        var i = 0
        while i < count {
            let b = bytes[i]
            if Int(b) == last {
                let r = RunLengthDeflater.runLength(bytes + i, count - i, b)
                if r >= 3 {
                    tokenizeRun(r)
                } else {
                    for _ in 0..<r { literal(b) }
                }
                i &+= r
            } else {
                literal(b)
                last = Int(b)
                i &+= 1
            }
        }
        flushIfFull()
    }

    /// Adds `count` copies of `byte` without reading them.
    func addRun(of byte: UInt8, count: Int) {
        guard count > 0 else { return }
        adler.update(repeating: byte, count: count)
        // A literal, runs of 258 bytes, up to two more literals.
        reserveTokens(count / 258 + 4)
        var n = count
        if Int(byte) != last {
            literal(byte)
            last = Int(byte)
            n -= 1
        }
        if n >= 3 {
            tokenizeRun(n)
        } else {
            for _ in 0..<n { literal(byte) }
        }
        flushIfFull()
    }

    /// The zlib stream: the last block, then the Adler-32 of everything added.
    func finish() -> [UInt8] {
        writeBlock(final: true)
        var bytes = out.finish()
        let a = adler.value
        bytes.append(contentsOf: [UInt8(a >> 24), UInt8(a >> 16 & 0xff), UInt8(a >> 8 & 0xff), UInt8(a & 0xff)])
        return bytes
    }

    /// One part of a stream compressed in parts (pigz's way): its blocks and the Adler-32 of the
    /// bytes added, without the trailer. A part that is not the last ends as zlib's `Z_SYNC_FLUSH`
    /// does — its last block not final, then an empty stored block, which ends on a byte boundary —
    /// so that the next part's blocks follow it byte for byte. Runs are coded at distance 1 only, so
    /// a part never refers to the bytes of the part before it and needs no dictionary.
    func finishPart(last: Bool) -> (deflate: [UInt8], adler: UInt32) {
        if last || tokenCount > 0 { writeBlock(final: last) }
        if !last {
            // BFINAL 0, BTYPE 00, padding to the byte, LEN 0 and NLEN 0xffff (RFC 1951 §3.2.4).
            out.write(0, 3)
            out.pad()
            out.write(0xffff_0000, 32)
        }
        return (out.finish(), adler.value)
    }

    /// A literal; room for it was reserved.
    @inline(__always)
    private func literal(_ b: UInt8) {
        tokens[tokenCount] = UInt16(b)
        tokenCount &+= 1
        literalLengthCounts[Int(b)] &+= 1
    }

    /// Makes room for `count` more tokens (a call adds at most one a byte).
    private func reserveTokens(_ count: Int) {
        guard tokenCapacity - tokenCount < count else { return }
        let capacity = max(tokenCapacity * 2, tokenCount + count)
        let bigger = UnsafeMutablePointer<UInt16>.allocate(capacity: capacity)
        bigger.update(from: tokens, count: tokenCount)
        tokens.deallocate()
        tokens = bigger
        tokenCapacity = capacity
    }

    /// Codes a run of `n` ≥ 3 copies of the last byte as matches at distance 1, never leaving a
    /// piece shorter than 3.
    private func tokenizeRun(_ n: Int) {
        var r = n
        while r >= 3 {
            var length = min(r, 258)
            if r > 258 && r - 258 < 3 { length = r - 3 }
            tokens[tokenCount] = UInt16(256 + length - 3)
            tokenCount &+= 1
            literalLengthCounts[Int(lengthSymbol[length - 3])] &+= 1
            runCount &+= 1
            r -= length
        }
        for _ in 0..<r { literal(UInt8(truncatingIfNeeded: last)) }
    }

    /// How many bytes from `p` (at most `n`) equal `v`, eight at a time.
    @inline(__always)
    private static func runLength(_ p: UnsafePointer<UInt8>, _ n: Int, _ v: UInt8) -> Int {
        let pattern = UInt64(v) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(p)
        var k = 0
        while k &+ 8 <= n {
            let diff = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ pattern
            if diff != 0 { return k &+ diff.trailingZeroBitCount >> 3 }
            k &+= 8
        }
        while k < n && p[k] == v { k &+= 1 }
        return k
    }

    private func flushIfFull() {
        if tokenCount >= RunLengthDeflater.blockTokens { writeBlock(final: false) }
    }

    // MARK: - Blocks

    /// Writes the tokens so far as one block with dynamic codes, and starts a new one.
    private func writeBlock(final: Bool) {
        literalLengthCounts[256] = 1  // end of block
        let counts = UnsafeBufferPointer(start: literalLengthCounts, count: 286)
        // Keep the literal/length code complete: at least two used symbols.
        if counts.lazy.filter({ $0 > 0 }).count < 2 { literalLengthCounts[0] = 1 }
        let litLen = HuffmanCode(frequencies: counts, limit: 15)
        // Runs use distance 1 only (distance symbol 0); with no runs, no distance code at all.
        let distanceCounts: [UInt32] = [runCount]
        let distance = distanceCounts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: 15) }

        out.write(final ? 1 : 0, 1)
        out.write(2, 2)  // BTYPE 10: dynamic Huffman codes
        writeCodeLengths(litLen.lengths, distance.lengths)

        // Each length symbol's code with its extra bits above it, and the run's distance code.
        var lengthCodes = [UInt32](repeating: 0, count: 256), lengthBits = [Int](repeating: 0, count: 256)
        for i in 0..<256 {
            let symbol = DeflateTables.lengthSymbol[i], bits = Int(litLen.lengths[symbol])
            lengthCodes[i] = UInt32(litLen.codes[symbol]) | UInt32(DeflateTables.lengthExtraValue[i]) << UInt32(bits)
            lengthBits[i] = bits + DeflateTables.lengthExtraBits[i]
        }
        let runBits = Int(distance.lengths[0]), runCode = UInt32(distance.codes[0])
        let out = self.out, tokens = self.tokens, count = tokenCount
        // A token takes at most 15 + 5 + 15 bits (a run's length code, its extra bits and its
        // distance code): room for all of them and the end-of-block code.
        out.burst(maxBytes: (count + 1) * 35 / 8 + 1) { bits in
            litLen.lengths.withUnsafeBufferPointer { litLens in
                litLen.codes.withUnsafeBufferPointer { litCodes in
                    lengthCodes.withUnsafeBufferPointer { lengthCodes in
                        lengthBits.withUnsafeBufferPointer { lengthBits in
                            for k in 0..<count {
                                let t = Int(tokens[k])
                                if t < 256 {
                                    bits.write(UInt32(litCodes[t]), Int(litLens[t]))
                                } else {
                                    bits.write(lengthCodes[t &- 256], lengthBits[t &- 256])
                                    bits.write(runCode, runBits)
                                }
                            }
                        }
                    }
                    bits.write(UInt32(litCodes[256]), Int(litLens[256]))
                }
            }
        }
        tokenCount = 0
        literalLengthCounts.update(repeating: 0, count: 286)
        runCount = 0
    }

    /// The block header after BTYPE: HLIT, HDIST, HCLEN, the code-length code, and both codes'
    /// lengths run-length coded with symbols 16, 17 and 18 (RFC 1951 §3.2.7).
    private func writeCodeLengths(_ litLens: [UInt8], _ distLens: [UInt8]) {
        var hlit = 286
        while hlit > 257 && litLens[hlit - 1] == 0 { hlit -= 1 }
        var hdist = distLens.count
        while hdist > 1 && distLens[hdist - 1] == 0 { hdist -= 1 }
        let all = Array(litLens[0..<hlit]) + Array(distLens[0..<hdist])

        // (symbol, extra bits value, extra bit count)
        var symbols: [(UInt8, UInt32, Int)] = []
        var i = 0
        while i < all.count {
            let l = all[i]
            var r = 1
            while i + r < all.count && all[i + r] == l { r += 1 }
            i += r
            if l == 0 {
                while r >= 11 {
                    let k = min(r, 138)
                    symbols.append((18, UInt32(k - 11), 7))
                    r -= k
                }
                if r >= 3 {
                    symbols.append((17, UInt32(r - 3), 3))
                    r = 0
                }
            } else {
                symbols.append((l, 0, 0))
                r -= 1
                while r >= 3 {
                    let k = min(r, 6)
                    symbols.append((16, UInt32(k - 3), 2))
                    r -= k
                }
            }
            for _ in 0..<r { symbols.append((l, 0, 0)) }
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for s in symbols { counts[Int(s.0)] += 1 }
        let code = counts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: 7) }
        var hclen = 19
        while hclen > 4 && code.lengths[DeflateTables.codeLengthOrder[hclen - 1]] == 0 { hclen -= 1 }

        out.write(UInt32(hlit - 257), 5)
        out.write(UInt32(hdist - 1), 5)
        out.write(UInt32(hclen - 4), 4)
        for k in 0..<hclen { out.write(UInt32(code.lengths[DeflateTables.codeLengthOrder[k]]), 3) }
        for (s, extra, extraBits) in symbols {
            out.write(UInt32(code.codes[Int(s)]), Int(code.lengths[Int(s)]))
            if extraBits > 0 { out.write(extra, extraBits) }
        }
    }
}

/// RFC 1951 §3.2.5–3.2.7 tables.
enum DeflateTables {
    /// Length codes 257…285: base lengths and extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                     4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// For a match length 3…258 (index length − 3): its symbol, extra bit count and extra value.
    static let lengthSymbol: [Int] = (3...258).map { 257 + code(forLength: $0) }
    static let lengthExtraBits: [Int] = (3...258).map { lengthExtra[code(forLength: $0)] }
    static let lengthExtraValue: [Int] = (3...258).map { $0 - lengthBase[code(forLength: $0)] }

    /// Distance codes 0…29: base distances and extra bits.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                       9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The order in which code-length code lengths are stored.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func code(forLength length: Int) -> Int {
        // 258 has its own code (285), although 227 + 31 would also reach it.
        if length == 258 { return 28 }
        var c = 0
        while c + 1 < 28 && lengthBase[c + 1] <= length { c += 1 }
        return c
    }
}
