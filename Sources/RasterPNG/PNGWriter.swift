import ChevronSupport
import Raster
import _CPNGShim

/// Chevron's own PNG writer: 8-bit RGB (opaque bitmaps) or RGBA, one IDAT chunk, no ancillary
/// chunks, compressed by `RunLengthDeflater`. Deterministic: the same pixels always give the same
/// bytes.
///
/// Each row gets one of the PNG filters (PNG spec §9), chosen the way bar chrome makes cheap:
/// - a row equal to the one above: Up, which leaves only zeros (coded as a run without reading it);
/// - a row of one colour (a vertical gradient's rows, the white content area): Sub, which leaves
///   the first pixel and zeros;
/// - any other row (text, buttons): None, Sub, Up or Paeth, whichever leaves the fewest places where
///   a byte differs from the byte before — the breaks in the runs that the deflater codes. On the
///   standard scene this makes a smaller file than libpng's sum-of-absolute-differences heuristic
///   under the same compressor (measured with zlib's Z_RLE: 20.2 KB against 20.8 KB).
///
/// Unlike libpng it looks at the pixels of most rows only once, as 32-bit words: a first pass sorts
/// the rows into those three kinds and finds out whether the image is opaque (a repeated row
/// inherits the answer, a one-colour row has it in its first pixel); only the other rows are packed
/// into bytes and filtered.
///
/// A large image is compressed in two parts, pigz's way (`RunLengthDeflater.finishPart`): the rows
/// are split where half of the rows to filter lie on either side, and each part is filtered and
/// deflated on its own thread (`SecondThread`), its Adler-32 combined with the other's. Where the
/// split falls depends only on the pixels, so the bytes are the same on one thread or two.
struct PNGWriter {
    enum Pixels {
        /// Premultiplied pixels: RGB when all are opaque, else unpremultiplied to RGBA.
        case premultiplied
        /// Straight-alpha RGBA pixels, written as they are.
        case straight
    }

    enum RowKind: UInt8 {
        case repeated, uniform, other
    }

    let width: Int
    let height: Int
    let pixels: Pixels

    /// Below this many bytes in the rows to filter (`RowKind.other`), an image is compressed in one
    /// part: starting a thread (about 50–100 µs) would cost more than half of the work saves.
    static let splitBytes = 1 << 18

    /// Encodes `height` rows of `width` pixels (RGBA8 words, red in the low byte); a large image's
    /// second part on a second thread when `parallel` (else after the first: the same bytes).
    func encode(_ source: UnsafeBufferPointer<UInt32>, parallel: Bool = true) throws -> [UInt8] {
        guard let words = source.baseAddress, source.count >= width * height else {
            throw PNGError.encodingFailed("\(source.count) pixels for a \(width) x \(height) image")
        }
        let survey = survey(words)
        let rgb = pixels == .premultiplied && survey.opaque
        let colorType: UInt8 = rgb ? 2 : 6
        guard let split = PNGWriter.split(survey.kinds, rowBytes: width * (rgb ? 3 : 4)) else {
            let deflater = RunLengthDeflater(expectedSize: width * height / 16)
            return PNGWriter.container(width: width, height: height, colorType: colorType,
                                       zlib: compress(words, kinds: survey.kinds, rgb: rgb, into: deflater))
        }
        let parts = Parts()
        let first = { [self] in
            parts.first = compress(words, rows: 0..<split, kinds: survey.kinds, rgb: rgb,
                                   into: RunLengthDeflater(expectedSize: width * split / 16), last: false)
        }
        let second = Work { [self] in
            parts.second = compress(words, rows: split..<height, kinds: survey.kinds, rgb: rgb,
                                    into: RunLengthDeflater(expectedSize: width * (height - split) / 16, header: false),
                                    last: true)
        }
        if parallel {
            SecondThread.run(first, alongside: { second.run() })
        } else {
            first()
            second.run()
        }
        let secondBytes = (height - split) * (1 + width * (rgb ? 3 : 4))
        let adler = chevron_adler32_combine(parts.first.adler, parts.second.adler, Int64(secondBytes))
        var zlib = parts.first.deflate
        zlib.append(contentsOf: parts.second.deflate)
        zlib.append(contentsOf: PNGChunks.be32(Int(adler)))
        return PNGWriter.container(width: width, height: height, colorType: colorType, zlib: zlib)
    }

    /// The first row of the second part, where as many bytes of rows to filter lie before it as
    /// from it on; nil when there are too few to be worth a second part.
    static func split(_ kinds: [RowKind], rowBytes: Int) -> Int? {
        let filtered = kinds.lazy.filter { $0 == .other }.count
        guard kinds.count >= 2, filtered * rowBytes >= splitBytes else { return nil }
        var seen = 0
        for (y, kind) in kinds.enumerated() where kind == .other {
            seen += 1
            if 2 * seen >= filtered { return max(1, min(kinds.count - 1, y + 1)) }
        }
        return nil
    }

    /// What the two parts' threads hand back.
    private final class Parts: @unchecked Sendable {
        var first: (deflate: [UInt8], adler: UInt32) = ([], 1)
        var second: (deflate: [UInt8], adler: UInt32) = ([], 1)
    }

    /// The second part's work, handed to the second thread (it reads the pixels, which the caller
    /// keeps alive until both parts are done).
    private final class Work: @unchecked Sendable {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// One part of a stream compressed in two: rows `rows`, each filtered against the row above it
    /// as in a whole stream.
    func compress(_ words: UnsafePointer<UInt32>, rows: Range<Int>, kinds: [RowKind], rgb: Bool,
                  into deflater: RunLengthDeflater, last: Bool) -> (deflate: [UInt8], adler: UInt32) {
        filter(words, rows: rows, kinds: kinds, rgb: rgb, into: deflater)
        return deflater.finishPart(last: last)
    }

    /// One look at every row: its kind, and whether every pixel is opaque.
    func survey(_ words: UnsafePointer<UInt32>) -> (kinds: [RowKind], opaque: Bool) {
        var kinds = [RowKind](repeating: .other, count: height)
        var opaque = true
        for y in 0..<height {
            let row = words + y * width
            if y > 0 && PNGWriter.equalRows(row, row - width, width) {
                kinds[y] = .repeated
            } else if PNGWriter.isUniform(row, width) {
                kinds[y] = .uniform
                opaque = opaque && row[0] >> 24 == 255
            } else {
                opaque = opaque && PNGWriter.isOpaque(row, width)
            }
        }
        return (kinds, opaque)
    }

    /// The zlib stream of the filtered rows, as RGB (every pixel opaque) or RGBA bytes.
    func compress(_ words: UnsafePointer<UInt32>, kinds: [RowKind], rgb: Bool,
                  into deflater: RunLengthDeflater) -> [UInt8] {
        filter(words, rows: 0..<height, kinds: kinds, rgb: rgb, into: deflater)
        return deflater.finish()
    }

    /// Adds rows `rows`, filtered, to `deflater`.
    private func filter(_ words: UnsafePointer<UInt32>, rows: Range<Int>, kinds: [RowKind], rgb: Bool,
                        into deflater: RunLengthDeflater) {
        let bpp = rgb ? 3 : 4, rowBytes = width * bpp
        // Scratch rows: the current and previous packed rows, and the three filtered candidates.
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: 5 * rowBytes)
        base.initialize(repeating: 0, count: 5 * rowBytes)
        defer { base.deallocate() }
        var current = base, previous = base + rowBytes
        let sub = base + 2 * rowBytes, up = base + 3 * rowBytes, paeth = base + 4 * rowBytes
        // Which row `previous` holds packed (-1: none yet).
        var previousRow = -1
        for y in rows {
            let row = words + y * width
            switch kinds[y] {
            case .repeated:
                // Up: all zeros.
                deflater.addRun(of: 2, count: 1)
                deflater.addRun(of: 0, count: rowBytes)
                if previousRow == y - 1 { previousRow = y }
            case .uniform:
                // Sub: the first pixel, then zeros.
                sub[0] = 1
                pack(row, 1, rgb: rgb, into: sub + 1)
                deflater.add(sub, count: 1 + bpp)
                deflater.addRun(of: 0, count: rowBytes - bpp)
            case .other:
                pack(row, width, rgb: rgb, into: current)
                if y == 0 {
                    previous.update(repeating: 0, count: rowBytes)
                } else if previousRow != y - 1 {
                    pack(row - width, width, rgb: rgb, into: previous)
                }
                var type = UInt8(PNGWriter.chooseFilter(current, previous, rowBytes, bpp,
                                                        sub: sub, up: up, paeth: paeth))
                deflater.add(&type, count: 1)
                switch type {
                case 1: deflater.add(sub, count: rowBytes)
                case 2: deflater.add(up, count: rowBytes)
                case 4: deflater.add(paeth, count: rowBytes)
                default: deflater.add(current, count: rowBytes)
                }
                swap(&current, &previous)
                previousRow = y
            }
        }
    }

    /// Writes `count` pixels as RGB or straight RGBA bytes.
    private func pack(_ row: UnsafePointer<UInt32>, _ count: Int, rgb: Bool, into out: UnsafeMutablePointer<UInt8>) {
        if rgb {
            // Four pixels into three little-endian words: R G B R | G B R G | B R G B.
            let raw = UnsafeMutableRawPointer(out)
            var x = 0
            while x &+ 4 <= count {
                let p0 = row[x], p1 = row[x &+ 1], p2 = row[x &+ 2], p3 = row[x &+ 3]
                raw.storeBytes(of: (p0 & 0xff_ffff | p1 << 24).littleEndian, toByteOffset: 3 &* x, as: UInt32.self)
                raw.storeBytes(of: (p1 >> 8 & 0xffff | p2 << 16).littleEndian, toByteOffset: 3 &* x &+ 4, as: UInt32.self)
                raw.storeBytes(of: (p2 >> 16 & 0xff | p3 << 8).littleEndian, toByteOffset: 3 &* x &+ 8, as: UInt32.self)
                x &+= 4
            }
            while x < count {
                let v = row[x]
                out[3 &* x] = UInt8(truncatingIfNeeded: v)
                out[3 &* x &+ 1] = UInt8(truncatingIfNeeded: v >> 8)
                out[3 &* x &+ 2] = UInt8(truncatingIfNeeded: v >> 16)
                x &+= 1
            }
        } else if pixels == .straight {
            UnsafeMutableRawPointer(out).copyMemory(from: row, byteCount: 4 * count)
        } else {
            for x in 0..<count {
                let c = PremultipliedColor(packed: row[x]).unpremultiplied
                out[4 * x] = c.r
                out[4 * x + 1] = c.g
                out[4 * x + 2] = c.b
                out[4 * x + 3] = c.a
            }
        }
    }

    // MARK: - Rows

    static func equalRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ n: Int) -> Bool {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        var i = 0
        while i &+ 8 <= n {
            let va = ra.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            let vb = rb.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            if any(va .!= vb) { return false }
            i &+= 8
        }
        while i < n {
            if a[i] != b[i] { return false }
            i &+= 1
        }
        return true
    }

    static func isOpaque(_ a: UnsafePointer<UInt32>, _ n: Int) -> Bool {
        var all = SIMD8<UInt32>(repeating: 0xff00_0000)
        let raw = UnsafeRawPointer(a)
        var i = 0
        while i &+ 8 <= n {
            all &= raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        var rest: UInt32 = 0xff00_0000
        while i < n {
            rest &= a[i]
            i &+= 1
        }
        return all == SIMD8(repeating: 0xff00_0000) && rest == 0xff00_0000
    }

    static func isUniform(_ a: UnsafePointer<UInt32>, _ n: Int) -> Bool {
        let first = a[0]
        let splat = SIMD8<UInt32>(repeating: first)
        let raw = UnsafeRawPointer(a)
        var i = 0
        while i &+ 8 <= n {
            if any(raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self) .!= splat) { return false }
            i &+= 8
        }
        while i < n {
            if a[i] != first { return false }
            i &+= 1
        }
        return true
    }

    /// Fills the Sub, Up and Paeth candidates of `row` and returns the filter type (0 None, 1 Sub,
    /// 2 Up, 4 Paeth) whose bytes have the fewest breaks; ties go to the lower type. The loops are
    /// written branch-free, without overflow checks, so that the compiler vectorises them.
    static func chooseFilter(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int,
                             sub: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>,
                             paeth: UnsafeMutablePointer<UInt8>) -> Int {
        for i in 0..<bpp {
            sub[i] = row[i]
            up[i] = row[i] &- above[i]
            paeth[i] = row[i] &- above[i]  // Paeth with a = c = 0 predicts b
        }
        var i = bpp
        while i < n {
            let x = row[i], a = row[i &- bpp], b = above[i], c = above[i &- bpp]
            sub[i] = x &- a
            up[i] = x &- b
            paeth[i] = x &- paethPredictor(a, b, c)
            i &+= 1
        }
        var best = 0, fewest = breaks(row, n)
        for (type, candidate) in [(1, sub), (2, up), (4, paeth)] {
            let cost = breaks(candidate, n)
            if cost < fewest {
                best = type
                fewest = cost
            }
        }
        return best
    }

    /// PNG spec §9.4: of a (left), b (above), c (above left), the one nearest to a + b − c, ties
    /// in the order a, b, c.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a16 = Int16(a), b16 = Int16(b), c16 = Int16(c)
        let da = b16 &- c16, db = a16 &- c16, dc = a16 &+ b16 &- c16 &- c16
        let pa = da < 0 ? 0 &- da : da, pb = db < 0 ? 0 &- db : db, pc = dc < 0 ? 0 &- dc : dc
        let bc = pb <= pc ? b : c
        return pa <= pb && pa <= pc ? a : bc
    }

    /// The number of bytes that differ from the byte before them. Counted in 8-bit sums of at most
    /// 255 bytes, so that the compiler can count sixteen bytes an instruction.
    static func breaks(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var count = 0
        var i = 1
        while i < n {
            let end = min(n, i &+ 255)
            var partial: UInt8 = 0
            while i < end {
                partial &+= p[i] != p[i &- 1] ? 1 : 0
                i &+= 1
            }
            count &+= Int(partial)
        }
        return count
    }

    // MARK: - Container

    /// Signature, IHDR, one IDAT, IEND (PNG spec §5), each chunk with its CRC.
    static func container(width: Int, height: Int, colorType: UInt8, zlib: [UInt8]) -> [UInt8] {
        var png = PNGChunks(capacity: zlib.count + 64)
        png.header(width: width, height: height, colorType: colorType)
        png.append("IDAT", zlib)
        png.append("IEND", [])
        return png.bytes
    }
}

/// A PNG file being put together chunk by chunk (PNG spec §5): the signature, then each chunk as
/// its length, type, data and the CRC of type and data.
struct PNGChunks {
    private(set) var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }

    /// IHDR: bit depth 8, deflate, adaptive filtering, no interlace.
    mutating func header(width: Int, height: Int, colorType: UInt8) {
        append("IHDR", PNGChunks.be32(width) + PNGChunks.be32(height) + [8, colorType, 0, 0, 0])
    }

    mutating func append(_ type: String, _ data: [UInt8]) {
        bytes.append(contentsOf: PNGChunks.be32(data.count))
        let body = Array(type.utf8) + data
        bytes.append(contentsOf: body)
        let crc = body.withUnsafeBufferPointer { b in b.baseAddress.map { CRC32.update(0, $0, b.count) } ?? 0 }
        bytes.append(contentsOf: PNGChunks.be32(Int(crc)))
    }
}
