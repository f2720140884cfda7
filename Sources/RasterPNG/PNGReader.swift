import Raster

/// The fast path of `PNG.decodeStraight`: 8-bit RGB and RGBA images without interlacing — what
/// Chevron, Skia, cairo, Blend2D and Pillow write for screenshots — decoded in Swift straight into
/// the result's memory, with one allocation and no copy.
///
/// Everything else (other colour types and depths, interlacing, a transparency chunk, an unknown
/// critical chunk) and everything wrong (a bad CRC, a truncated file, bad compressed data, a size
/// beyond the limits) makes `decode` return nil, and libpng decodes the file instead — and names
/// the problem. So the two paths agree on every file: libpng's answer is the reference, and the
/// tests check the fast path against it.
///
/// The compressed data is inflated (`Inflater`) into the output buffer itself: an RGBA image's rows
/// are unfiltered in place, each moved left by the filter bytes before it; an RGB image's data is
/// inflated into the end of the buffer and each row is unfiltered through a scratch row and
/// widened to RGBA in front of the data still to come.
enum PNGReader {
    static func decode(_ data: [UInt8], limits: ImageLimits) -> StraightImage? {
        data.withUnsafeBufferPointer { decode($0, limits: limits) }
    }

    private static func decode(_ data: UnsafeBufferPointer<UInt8>, limits: ImageLimits) -> StraightImage? {
        guard let file = data.baseAddress, data.count >= 8 + 25 + 12,
              Array(data[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10]
        else { return nil }
        func be32(_ at: Int) -> Int {
            Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
        }

        // Chunks (`PNGChunk`), each with its CRC checked.
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        var offset = 8, sawHeader = false, sawEnd = false, idatDone = false
        chunks: while true {
            let chunk: PNGChunk
            switch PNGChunk.read(at: offset, in: data) {
            case .end: break chunks
            case .truncated: return nil
            case .chunk(let c): chunk = c
            }
            guard chunk.crcMatches else { return nil }
            let (type, body, length) = (chunk.type, chunk.dataOffset, chunk.length)
            switch type {
            case (73, 72, 68, 82):  // IHDR: 8-bit RGB or RGBA, deflate, adaptive filters, no interlace
                guard !sawHeader, offset == 8, length == 13 else { return nil }
                width = be32(body)
                height = be32(body + 4)
                guard file[body + 8] == 8, file[body + 9] == 2 || file[body + 9] == 6,
                      file[body + 10] == 0, file[body + 11] == 0, file[body + 12] == 0,
                      width > 0, height > 0, limits.refusal(width: width, height: height) == nil
                else { return nil }
                channels = file[body + 9] == 2 ? 3 : 4
                sawHeader = true
            case (73, 68, 65, 84):  // IDAT, consecutive
                guard sawHeader, !idatDone else { return nil }
                compressed.append(contentsOf: UnsafeBufferPointer(start: file + body, count: length))
            case (73, 69, 78, 68):  // IEND
                sawEnd = true
            case (116, 82, 78, 83):  // tRNS: a colour key that libpng turns into alpha
                return nil
            default:
                // PLTE (a suggested palette for RGB) and ancillary chunks change nothing here;
                // another critical chunk (upper-case first letter) is for libpng to judge.
                if type.0 & 0x20 == 0 && !(type == (80, 76, 84, 69)) { return nil }
            }
            if !compressed.isEmpty && type != (73, 68, 65, 84) { idatDone = true }
            if sawEnd { break }
            offset = chunk.next
        }
        guard sawHeader, sawEnd, !compressed.isEmpty else { return nil }

        let rowBytes = width * channels
        let filteredSize = height * (rowBytes + 1)
        let outputSize = width * height * 4
        // A declared size the compressed bytes present cannot fill, even at deflate's greatest
        // ratio (1032:1), is a truncated file: nothing is allocated for it here, and libpng names it.
        guard filteredSize <= compressed.count * 1032 + 4096 else { return nil }
        // The inflater reads and writes whole words up to 8 bytes past its ends.
        compressed.append(contentsOf: [UInt8](repeating: 0, count: 8))
        let capacity = max(outputSize, filteredSize) + 8
        var ok = false
        let rgba = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = 0
            guard let out = buffer.baseAddress else { return }
            let start = channels == 4 ? 0 : outputSize - filteredSize
            ok = compressed.withUnsafeBufferPointer { input in
                guard let bytes = input.baseAddress else { return false }
                return Inflater.inflate(bytes, count: input.count - 8, into: out + start, expected: filteredSize)
            }
            guard ok else { return }
            ok = channels == 4
                ? unfilterRGBA(out, width: width, height: height)
                : unfilterRGB(out, from: start, width: width, height: height)
            if ok { initialized = outputSize }
        }
        guard ok else { return nil }
        return StraightImage(width: width, height: height, rgba: rgba)
    }

    // MARK: - Unfiltering (PNG spec §9)

    /// RGBA rows in place: row y's filtered bytes start at y·(4w + 1) + 1 and end up at y·4w.
    private static func unfilterRGBA(_ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int) -> Bool {
        let rowBytes = 4 * width
        let zero = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zero.initialize(repeating: 0, count: rowBytes)
        defer { zero.deallocate() }
        for y in 0..<height {
            let source = buffer + y * (rowBytes + 1)
            let row = buffer + y * rowBytes
            let above = y == 0 ? UnsafePointer(zero) : UnsafePointer(row - rowBytes)
            guard unfilter(source[0], source + 1, above, into: row, count: rowBytes, bpp: 4) else { return false }
        }
        return true
    }

    /// RGB rows from `start` on, widened to RGBA from the front of the buffer. A row that is the
    /// row above (Up, all zeros) is a copy of the row above, and a row of one colour (Sub, zeros
    /// after the first pixel) a fill: the writer's two cheap kinds of row stay cheap. Other rows
    /// are unfiltered through scratch RGB rows (the row above is packed back from RGBA when a cheap
    /// row left the scratch behind).
    private static func unfilterRGB(_ buffer: UnsafeMutablePointer<UInt8>, from start: Int, width: Int,
                                    height: Int) -> Bool {
        let rowBytes = 3 * width, stride = 4 * width
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + 16)
        scratch.initialize(repeating: 0, count: 2 * rowBytes + 16)
        defer { scratch.deallocate() }
        var current = scratch, previous = scratch + rowBytes
        // Which output row `previous` holds unfiltered (-1: the zeros above the first row).
        var previousRow = -1
        for y in 0..<height {
            let source = buffer + start + y * (rowBytes + 1)
            let type = source[0], filtered = UnsafePointer(source + 1)
            let out = buffer + y * stride
            if type == 2 && y > 0 && allZero(filtered, rowBytes) {
                UnsafeMutableRawPointer(out).copyMemory(from: out - stride, byteCount: stride)
                if previousRow == y - 1 { previousRow = y }
                continue
            }
            if type == 1 && allZero(filtered + 3, rowBytes - 3) {
                let word = UInt32(filtered[0]) | UInt32(filtered[1]) << 8 | UInt32(filtered[2]) << 16 | 0xff00_0000
                let raw = UnsafeMutableRawPointer(out)
                for x in 0..<width { raw.storeBytes(of: word.littleEndian, toByteOffset: 4 * x, as: UInt32.self) }
                continue
            }
            if previousRow != y - 1 {
                // The row above came from a cheap path: pack it back to RGB (or zeros for row 0).
                if y == 0 {
                    previous.update(repeating: 0, count: rowBytes)
                } else {
                    narrow(out - stride, width, into: previous)
                }
            }
            guard unfilter(type, filtered, previous, into: current, count: rowBytes, bpp: 3) else { return false }
            widen(current, width, into: out)
            swap(&current, &previous)
            previousRow = y
        }
        return true
    }

    /// True when `count` bytes are all zero, sixteen at a time.
    @inline(__always)
    private static func allZero(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(p)
        var i = 0
        var any = SIMD16<UInt8>(repeating: 0)
        while i &+ 16 <= count {
            any |= raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
        var rest: UInt8 = 0
        while i < count {
            rest |= p[i]
            i &+= 1
        }
        return any == SIMD16(repeating: 0) && rest == 0
    }

    /// RGB to RGBA with alpha 255: four pixels from three words into four (the reverse of
    /// `PNGWriter`'s packing), each a whole 32-bit store inside the row.
    @inline(__always)
    private static func widen(_ rgb: UnsafePointer<UInt8>, _ count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let src = UnsafeRawPointer(rgb), dst = UnsafeMutableRawPointer(out)
        let alpha: UInt32 = 0xff00_0000
        var x = 0
        while x &+ 4 <= count {
            let w0 = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: 3 &* x, as: UInt32.self))
            let w1 = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: 3 &* x &+ 4, as: UInt32.self))
            let w2 = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: 3 &* x &+ 8, as: UInt32.self))
            dst.storeBytes(of: (w0 & 0xff_ffff | alpha).littleEndian, toByteOffset: 4 &* x, as: UInt32.self)
            dst.storeBytes(of: ((w0 >> 24 | w1 << 8) & 0xff_ffff | alpha).littleEndian, toByteOffset: 4 &* x &+ 4, as: UInt32.self)
            dst.storeBytes(of: ((w1 >> 16 | w2 << 16) & 0xff_ffff | alpha).littleEndian, toByteOffset: 4 &* x &+ 8, as: UInt32.self)
            dst.storeBytes(of: (w2 >> 8 | alpha).littleEndian, toByteOffset: 4 &* x &+ 12, as: UInt32.self)
            x &+= 4
        }
        while x < count {
            let p = rgb + 3 &* x
            let word = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | alpha
            dst.storeBytes(of: word.littleEndian, toByteOffset: 4 &* x, as: UInt32.self)
            x &+= 1
        }
    }

    /// RGBA back to RGB (for the scratch row above a filtered row).
    private static func narrow(_ rgba: UnsafePointer<UInt8>, _ count: Int, into out: UnsafeMutablePointer<UInt8>) {
        for x in 0..<count {
            out[3 * x] = rgba[4 * x]
            out[3 * x + 1] = rgba[4 * x + 1]
            out[3 * x + 2] = rgba[4 * x + 2]
        }
    }

    /// One row: `filtered` bytes with filter `type` against the unfiltered row `above`, written to
    /// `row` — which may be `filtered` moved left: each 16-byte step reads before it writes, and
    /// writes only bytes already read. False for an unknown filter type.
    @inline(__always)
    private static func unfilter(_ type: UInt8, _ filtered: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                                 into row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) -> Bool {
        let src = UnsafeRawPointer(filtered), up = UnsafeRawPointer(above), dst = UnsafeMutableRawPointer(row)
        switch type {
        case 0, 2:
            var i = 0
            while i &+ 16 <= count {
                var v = src.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                if type == 2 { v &+= up.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) }
                dst.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
                i &+= 16
            }
            while i < count {
                row[i] = type == 2 ? filtered[i] &+ above[i] : filtered[i]
                i &+= 1
            }
        case 1:
            for i in 0..<min(bpp, count) { row[i] = filtered[i] }
            if bpp == 4 {
                // A pixel at a time: byte-wise addition in one 32-bit word (no carries between bytes).
                var left = UnsafeRawPointer(row).loadUnaligned(as: UInt32.self)
                var i = 4
                while i &+ 4 <= count {
                    let f = src.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                    left = ((f & 0x7f7f_7f7f) &+ (left & 0x7f7f_7f7f)) ^ ((f ^ left) & 0x8080_8080)
                    dst.storeBytes(of: left, toByteOffset: i, as: UInt32.self)
                    i &+= 4
                }
            } else {
                var i = bpp
                while i < count {
                    row[i] = filtered[i] &+ row[i &- bpp]
                    i &+= 1
                }
            }
        case 3, 4:
            if bpp == 4 {
                predict4(type, filtered, above, into: row, pixels: count / 4)
            } else {
                predict3(type, filtered, above, into: row, pixels: count / 3)
            }
        default:
            return false
        }
        return true
    }

    /// Average (type 3) and Paeth (type 4), a pixel at a time with the left and upper-left pixels
    /// kept in registers: each channel is a chain of dependent steps, and the three or four chains
    /// of a pixel run side by side (about 4 ns a pixel; a byte loop reading the left byte back from
    /// memory takes several times longer). A pixel's bytes are all read before any is written, for
    /// the in-place RGBA rows. One loop per filter and pixel size, not inlined: inside a larger
    /// function, or with the filter chosen in the loop, the compiler packs two channels into vector
    /// lanes and passes them through memory, which makes each pixel several times slower.
    private static func predict3(_ type: UInt8, _ filtered: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                                 into row: UnsafeMutablePointer<UInt8>, pixels: Int) {
        if type == 3 { average3(filtered, above, row, pixels) } else { paeth3(filtered, above, row, pixels) }
    }

    private static func predict4(_ type: UInt8, _ filtered: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                                 into row: UnsafeMutablePointer<UInt8>, pixels: Int) {
        if type == 3 { average4(filtered, above, row, pixels) } else { paeth4(filtered, above, row, pixels) }
    }

    // A pixel whose filtered bytes are all zero under an above row that repeats itself (b == c,
    // so a + b − c = a and Paeth picks a) is its left neighbour: flat areas, most of a screenshot's
    // Paeth rows, copy the left pixel instead of running the predictor.

    @inline(never)
    private static func paeth3(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>,
                               _ row: UnsafeMutablePointer<UInt8>, _ pixels: Int) {
        var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0, ur: Int32 = 0, ug: Int32 = 0, ub: Int32 = 0
        var i = 0
        for _ in 0..<pixels {
            let fr = Int32(f[i]), fg = Int32(f[i &+ 1]), fb = Int32(f[i &+ 2])
            let vr = Int32(up[i]), vg = Int32(up[i &+ 1]), vb = Int32(up[i &+ 2])
            if fr | fg | fb != 0 || vr != ur || vg != ug || vb != ub {
                r = paethed(fr, r, vr, ur)
                g = paethed(fg, g, vg, ug)
                b = paethed(fb, b, vb, ub)
            }
            row[i] = UInt8(truncatingIfNeeded: r)
            row[i &+ 1] = UInt8(truncatingIfNeeded: g)
            row[i &+ 2] = UInt8(truncatingIfNeeded: b)
            (ur, ug, ub) = (vr, vg, vb)
            i &+= 3
        }
    }

    @inline(never)
    private static func paeth4(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>,
                               _ row: UnsafeMutablePointer<UInt8>, _ pixels: Int) {
        let filtered = UnsafeRawPointer(f), above = UnsafeRawPointer(up), out = UnsafeMutableRawPointer(row)
        var left: UInt32 = 0, upperLeft: UInt32 = 0
        var i = 0
        for _ in 0..<pixels {
            let fw = filtered.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            let uw = above.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if fw != 0 || uw != upperLeft {
                func channel(_ shift: UInt32) -> UInt32 {
                    UInt32(paethed(Int32(fw >> shift & 0xff), Int32(left >> shift & 0xff), Int32(uw >> shift & 0xff),
                                   Int32(upperLeft >> shift & 0xff))) << shift
                }
                left = channel(0) | channel(8) | channel(16) | channel(24)
            }
            out.storeBytes(of: left, toByteOffset: i, as: UInt32.self)
            upperLeft = uw
            i &+= 4
        }
    }

    @inline(never)
    private static func average3(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>,
                                 _ row: UnsafeMutablePointer<UInt8>, _ pixels: Int) {
        var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0
        var i = 0
        for _ in 0..<pixels {
            let fr = Int32(f[i]), fg = Int32(f[i &+ 1]), fb = Int32(f[i &+ 2])
            r = averaged(fr, r, Int32(up[i]))
            g = averaged(fg, g, Int32(up[i &+ 1]))
            b = averaged(fb, b, Int32(up[i &+ 2]))
            row[i] = UInt8(truncatingIfNeeded: r)
            row[i &+ 1] = UInt8(truncatingIfNeeded: g)
            row[i &+ 2] = UInt8(truncatingIfNeeded: b)
            i &+= 3
        }
    }

    @inline(never)
    private static func average4(_ f: UnsafePointer<UInt8>, _ up: UnsafePointer<UInt8>,
                                 _ row: UnsafeMutablePointer<UInt8>, _ pixels: Int) {
        var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0, a: Int32 = 0
        var i = 0
        for _ in 0..<pixels {
            let fr = Int32(f[i]), fg = Int32(f[i &+ 1]), fb = Int32(f[i &+ 2]), fa = Int32(f[i &+ 3])
            r = averaged(fr, r, Int32(up[i]))
            g = averaged(fg, g, Int32(up[i &+ 1]))
            b = averaged(fb, b, Int32(up[i &+ 2]))
            a = averaged(fa, a, Int32(up[i &+ 3]))
            row[i] = UInt8(truncatingIfNeeded: r)
            row[i &+ 1] = UInt8(truncatingIfNeeded: g)
            row[i &+ 2] = UInt8(truncatingIfNeeded: b)
            row[i &+ 3] = UInt8(truncatingIfNeeded: a)
            i &+= 4
        }
    }
}

/// PNG spec §9.3 and §9.4 on one channel: the filtered byte plus the prediction from the left (a),
/// upper (b) and upper-left (c) values, modulo 256.
@inline(__always)
private func averaged(_ f: Int32, _ a: Int32, _ b: Int32) -> Int32 { (f &+ (a &+ b) >> 1) & 0xff }

@inline(__always)
private func paethed(_ f: Int32, _ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
    let da = b &- c, db = a &- c, dc = a &+ b &- c &- c
    let pa = da < 0 ? 0 &- da : da, pb = db < 0 ? 0 &- db : db, pc = dc < 0 ? 0 &- dc : dc
    let bc = pb <= pc ? b : c
    return (f &+ (pa <= pb && pa <= pc ? a : bc)) & 0xff
}
