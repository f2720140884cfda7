/// Deflate's bit stream (RFC 1951 §3.1.1): values packed least-significant bit first into bytes,
/// through a 64-bit accumulator written out four bytes at a time into a growing buffer.
final class BitWriter {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var bits: UInt64 = 0
    private var bitCount = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// Appends the low `n` bits of `value` (n ≤ 32; the bits above n must be zero).
    @inline(__always)
    func write(_ value: UInt32, _ n: Int) {
        bits |= UInt64(value) << UInt64(bitCount)
        bitCount &+= n
        if bitCount >= 32 {
            if count &+ 4 > capacity { grow() }
            UnsafeMutableRawPointer(buffer + count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian,
                                                               as: UInt32.self)
            count &+= 4
            bits >>= 32
            bitCount &-= 32
        }
    }

    /// Runs `body` with the writer's state in a `Burst` of local variables, room made first for
    /// `maxBytes` more bytes: a loop of many writes keeps its bits in registers instead of loading
    /// and storing the writer's fields at each (the same bits as as many `write` calls).
    func burst(maxBytes: Int, _ body: (inout Burst) -> Void) {
        while count + maxBytes + 8 > capacity { grow() }
        var b = Burst(buffer: buffer, count: count, bits: bits, bitCount: bitCount)
        body(&b)
        count = b.count
        bits = b.bits
        bitCount = b.bitCount
    }

    /// A writer's state, borrowed by `burst`: writes without checking for room.
    struct Burst {
        let buffer: UnsafeMutablePointer<UInt8>
        var count: Int
        var bits: UInt64
        var bitCount: Int

        /// Appends the low `n` bits of `value` (n ≤ 32; the bits above n must be zero).
        @inline(__always)
        mutating func write(_ value: UInt32, _ n: Int) {
            bits |= UInt64(value) << UInt64(bitCount)
            bitCount &+= n
            if bitCount >= 32 {
                UnsafeMutableRawPointer(buffer + count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian,
                                                                   as: UInt32.self)
                count &+= 4
                bits >>= 32
                bitCount &-= 32
            }
        }
    }

    /// Pads with zero bits to a byte boundary.
    func pad() {
        let n = (8 - bitCount % 8) % 8
        if n > 0 { write(0, n) }
    }

    /// Pads with zero bits to a byte boundary and returns every byte written.
    func finish() -> [UInt8] {
        while bitCount > 0 {
            if count + 1 > capacity { grow() }
            buffer[count] = UInt8(truncatingIfNeeded: bits)
            count += 1
            bits >>= 8
            bitCount = max(0, bitCount - 8)
        }
        return [UInt8](UnsafeBufferPointer(start: buffer, count: count))
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        bigger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = bigger
        capacity *= 2
    }
}
