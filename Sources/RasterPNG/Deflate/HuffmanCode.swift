/// A length-limited canonical Huffman code for one deflate alphabet (RFC 1951 §3.2.2).
///
/// Lengths come from a Huffman tree built with the two-queue method over the symbols sorted by
/// frequency (ties broken by symbol, so the code depends only on the counts). When the tree is
/// deeper than the limit — 15 bits for literals/lengths and distances, 7 for the code-length
/// alphabet — the overlong codes are folded back and the Kraft sum repaired by lengthening the
/// deepest shorter codes, as miniz's `tdefl_huffman_enforce_max_code_size` does. Codes are stored
/// bit-reversed, ready for deflate's least-significant-bit-first output.
struct HuffmanCode {
    /// Bit length of each symbol's code, 0 for an unused symbol.
    private(set) var lengths: [UInt8]
    /// Each symbol's code, bit-reversed.
    private(set) var codes: [UInt16]

    /// A code for `frequencies` with no code longer than `limit` bits. At least two symbols
    /// should have a non-zero count (deflate's decoders want complete codes); a single used symbol
    /// gets a 1-bit code.
    init(frequencies: UnsafeBufferPointer<UInt32>, limit: Int) {
        let n = frequencies.count
        lengths = [UInt8](repeating: 0, count: n)
        codes = [UInt16](repeating: 0, count: n)
        // Used symbols as (count << 16 | symbol): sorting the integers sorts by count, then symbol.
        var used: [UInt64] = []
        used.reserveCapacity(n)
        for s in 0..<n where frequencies[s] > 0 { used.append(UInt64(frequencies[s]) << 16 | UInt64(s)) }
        if used.isEmpty { return }
        if used.count == 1 {
            lengths[Int(used[0] & 0xffff)] = 1
            assignCodes()
            return
        }
        used.sort()
        let depths = HuffmanCode.treeDepths(used.map { $0 >> 16 })

        // Count codes per length, folding anything deeper than the limit onto it.
        var perLength = [Int](repeating: 0, count: limit + 1)
        for d in depths { perLength[min(d, limit)] += 1 }
        var kraft = 0
        for l in 1...limit { kraft += perLength[l] << (limit - l) }
        while kraft > 1 << limit {
            // One code fewer at the limit; one shorter code split into two a bit longer.
            perLength[limit] -= 1
            for l in stride(from: limit - 1, to: 0, by: -1) where perLength[l] > 0 {
                perLength[l] -= 1
                perLength[l + 1] += 2
                break
            }
            kraft -= 1
        }
        // The most frequent symbols (end of `used`) take the shortest codes.
        var next = used.count - 1
        for l in 1...limit {
            for _ in 0..<perLength[l] {
                lengths[Int(used[next] & 0xffff)] = UInt8(l)
                next -= 1
            }
        }
        assignCodes()
    }

    /// The depth of every leaf of a Huffman tree over weights sorted ascending (two-queue method:
    /// leaves in order, internal nodes in the order made, whose weights never decrease).
    private static func treeDepths(_ weights: [UInt64]) -> [Int] {
        let m = weights.count
        var weight = weights + [UInt64](repeating: 0, count: m - 1)
        var parent = [Int](repeating: 0, count: 2 * m - 1)
        var leaf = 0, inner = m
        for node in m..<(2 * m - 1) {
            var sum: UInt64 = 0
            for _ in 0..<2 {
                // Take a leaf on ties, so the tree stays shallow and the order fixed.
                let child: Int
                if leaf < m && (inner >= node || weight[leaf] <= weight[inner]) {
                    child = leaf
                    leaf += 1
                } else {
                    child = inner
                    inner += 1
                }
                sum += weight[child]
                parent[child] = node
            }
            weight[node] = sum
        }
        var depth = [Int](repeating: 0, count: 2 * m - 1)
        for node in stride(from: 2 * m - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        return Array(depth[0..<m])
    }

    /// Canonical codes from the lengths (RFC 1951 §3.2.2), stored bit-reversed.
    private mutating func assignCodes() {
        var perLength = [Int](repeating: 0, count: 17)
        for l in lengths where l > 0 { perLength[Int(l)] += 1 }
        var nextCode = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            code = (code + perLength[bits - 1]) << 1
            nextCode[bits] = code
        }
        for s in 0..<lengths.count where lengths[s] > 0 {
            let l = Int(lengths[s])
            codes[s] = HuffmanCode.reversed(UInt16(nextCode[l]), bits: l)
            nextCode[l] += 1
        }
    }

    /// The low `bits` bits of `code` in reverse order.
    static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
        var v = code
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0f0f) << 4 | (v >> 4) & 0x0f0f
        v = v << 8 | v >> 8
        return v >> UInt16(16 - bits)
    }
}
