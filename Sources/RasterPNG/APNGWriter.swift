import Raster

/// How long a frame of an animation shows: `ticks` of 1/`ticksPerSecond` s.
public struct FrameTiming: Hashable, Sendable {
    public var ticks: Int
    public var ticksPerSecond: Int

    public init(ticks: Int, ticksPerSecond: Int) {
        self.ticks = ticks
        self.ticksPerSecond = ticksPerSecond
    }

    public var seconds: Double { Double(ticks) / Double(ticksPerSecond) }
}

/// Animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT`), written by Chevron's own PNG writer: every
/// browser shows it, and a viewer that knows only PNG shows the first frame (the default image,
/// stored as ordinary IDAT).
///
/// Each later frame stores only the rectangle that changed since the frame before (its `fcTL`
/// gives the rectangle's offset; dispose NONE, blend SOURCE: the rectangle replaces what was
/// there), and a frame identical to the one before is not stored at all — its time is added to the
/// frame before. The frames go through zlib at its best level (`ZlibDeflater`): a moving title
/// leaves few of the long runs that Chevron's own run-length deflater is made for. Every frame is RGB when every pixel of every frame is opaque, else straight RGBA:
/// an APNG has one colour type. Deterministic: the same frames give the same bytes.
enum APNGWriter {
    static func encode(_ frames: [Bitmap], timings: [FrameTiming], plays: Int) throws -> [UInt8] {
        guard let first = frames.first, frames.count == timings.count else {
            throw PNGError.encodingFailed("\(frames.count) frames with \(timings.count) timings")
        }
        let width = first.width, height = first.height
        for frame in frames where frame.width != width || frame.height != height {
            throw PNGError.encodingFailed("a \(frame.width) x \(frame.height) frame in a \(width) x \(height) animation")
        }
        for t in timings where t.ticks < 0 || t.ticks > 0xffff || t.ticksPerSecond < 1 || t.ticksPerSecond > 0xffff {
            throw PNGError.encodingFailed("a frame time of \(t.ticks)/\(t.ticksPerSecond) s")
        }
        let rgb = frames.allSatisfy(\.isOpaque)

        // The frames to store: each changed rectangle, its time, the stored frames' times merged.
        var stored: [(rect: PixelRect, timing: FrameTiming, index: Int)] = [
            (PixelRect(x: 0, y: 0, width: width, height: height), timings[0], 0)
        ]
        for i in 1..<frames.count {
            if let rect = changedRect(frames[i - 1], frames[i]) {
                stored.append((rect, timings[i], i))
            } else if let last = stored.indices.last {
                stored[last].timing = merged(stored[last].timing, timings[i])
            }
        }

        var png = PNGChunks(capacity: 64 * 1024)
        png.header(width: width, height: height, colorType: rgb ? 2 : 6)
        png.append("acTL", PNGChunks.be32(stored.count) + PNGChunks.be32(plays))
        var sequence = 0
        for (n, frame) in stored.enumerated() {
            let r = frame.rect
            var control = PNGChunks.be32(sequence) + PNGChunks.be32(r.width) + PNGChunks.be32(r.height)
            control += PNGChunks.be32(r.x) + PNGChunks.be32(r.y)
            control += PNGChunks.be16(frame.timing.ticks) + PNGChunks.be16(frame.timing.ticksPerSecond)
            control += [0, 0]  // dispose NONE, blend SOURCE
            png.append("fcTL", control)
            sequence += 1
            let zlib = compress(frames[frame.index], rect: r, rgb: rgb)
            if n == 0 {
                png.append("IDAT", zlib)
            } else {
                png.append("fdAT", PNGChunks.be32(sequence) + zlib)
                sequence += 1
            }
        }
        png.append("IEND", [])
        return png.bytes
    }

    /// Two times of one frame, as one (in the finer of the two units when they differ).
    static func merged(_ a: FrameTiming, _ b: FrameTiming) -> FrameTiming {
        if a.ticksPerSecond == b.ticksPerSecond {
            return FrameTiming(ticks: min(0xffff, a.ticks + b.ticks), ticksPerSecond: a.ticksPerSecond)
        }
        let unit = max(a.ticksPerSecond, b.ticksPerSecond)
        let ticks = ((a.seconds + b.seconds) * Double(unit)).rounded()
        return FrameTiming(ticks: min(0xffff, Int(ticks)), ticksPerSecond: unit)
    }

    struct PixelRect: Hashable {
        var x, y, width, height: Int
    }

    /// The smallest rectangle outside which `a` and `b` are the same; nil when they are equal.
    static func changedRect(_ a: Bitmap, _ b: Bitmap) -> PixelRect? {
        let w = a.width
        return a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb -> PixelRect? in
                guard let p = pa.baseAddress, let q = pb.baseAddress else { return nil }
                var minX = w, maxX = -1, minY = -1, maxY = -1
                for y in 0..<a.height {
                    let ra = p + y * w, rb = q + y * w
                    if PNGWriter.equalRows(ra, rb, w) { continue }
                    if minY < 0 { minY = y }
                    maxY = y
                    var left = 0
                    while left < w && ra[left] == rb[left] { left += 1 }
                    var right = w - 1
                    while right > left && ra[right] == rb[right] { right -= 1 }
                    minX = min(minX, left)
                    maxX = max(maxX, right)
                }
                guard minY >= 0 else { return nil }
                return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            }
        }
    }

    /// The zlib stream of `rect` of `frame`.
    static func compress(_ frame: Bitmap, rect r: PixelRect, rgb: Bool) -> [UInt8] {
        let writer = PNGWriter(width: r.width, height: r.height, pixels: .premultiplied)
        return frame.pixels.withUnsafeBufferPointer { all -> [UInt8] in
            guard let base = all.baseAddress else { return [] }
            if r.x == 0 && r.width == frame.width {
                let words = base + r.y * frame.width
                return writer.compress(words, kinds: writer.survey(words).kinds, rgb: rgb, into: ZlibDeflater())
            }
            let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: r.width * r.height)
            defer { copy.deallocate() }
            for y in 0..<r.height {
                (copy + y * r.width).initialize(from: base + (r.y + y) * frame.width + r.x, count: r.width)
            }
            return writer.compress(copy, kinds: writer.survey(copy).kinds, rgb: rgb, into: ZlibDeflater())
        }
    }
}

extension PNG {
    /// Encodes `frames` (all of one size) as an animated PNG, each shown for its `timings` entry,
    /// played `plays` times (0: for ever). The first frame is the image a plain PNG viewer shows.
    public static func encodeAnimation(_ frames: [Bitmap], timings: [FrameTiming], plays: Int = 0) throws -> [UInt8] {
        try APNGWriter.encode(frames, timings: timings, plays: plays)
    }
}
