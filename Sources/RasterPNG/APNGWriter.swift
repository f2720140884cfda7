import Raster

/// How long a frame of an animation shows: `ticks` of 1/`ticksPerSecond` s.
package struct FrameTiming: Hashable, Sendable {
    package var ticks: Int
    package var ticksPerSecond: Int

    package init(ticks: Int, ticksPerSecond: Int) {
        self.ticks = ticks
        self.ticksPerSecond = ticksPerSecond
    }

    package var seconds: Double { Double(ticks) / Double(ticksPerSecond) }

    /// Two times of one frame as one (in the finer of the two units when they differ).
    func adding(_ other: FrameTiming) -> FrameTiming {
        if ticksPerSecond == other.ticksPerSecond {
            return FrameTiming(ticks: min(0xffff, ticks + other.ticks), ticksPerSecond: ticksPerSecond)
        }
        let unit = max(ticksPerSecond, other.ticksPerSecond)
        let total = ((seconds + other.seconds) * Double(unit)).rounded()
        return FrameTiming(ticks: min(0xffff, Int(total)), ticksPerSecond: unit)
    }
}

/// Builds an animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT`) frame by frame with Chevron's own PNG
/// writer. Every browser plays it; a viewer that knows only PNG shows the first frame (the default
/// image, stored as ordinary IDAT).
///
/// Each later frame stores only the rectangle that changed since the frame before (its `fcTL` gives
/// the offset; dispose NONE, blend SOURCE: the rectangle replaces what was there), and a frame equal
/// to the one before is not stored at all: its time is added to the frame before. The encoder keeps
/// one copy of the last frame, updated by those rectangles, and the compressed rectangles — never
/// the frames — so a caller can draw every frame into one reused canvas. Every frame is RGB when the
/// animation is declared opaque, else straight RGBA: an APNG has one colour type. Deterministic: the
/// same frames give the same bytes.
package final class AnimationEncoder {
    package let width: Int
    package let height: Int
    /// RGB: every pixel of every frame is opaque (a frame with a transparent pixel is refused).
    package let isOpaque: Bool

    private struct Stored {
        var rect: PixelRect
        var timing: FrameTiming
        var zlib: [UInt8]
    }

    struct PixelRect: Hashable {
        var x, y, width, height: Int
    }

    private var previous: [UInt32] = []
    private var stored: [Stored] = []

    package init(width: Int, height: Int, opaque: Bool) {
        self.width = width
        self.height = height
        isOpaque = opaque
    }

    /// Adds the next frame, shown for `timing`.
    package func add(_ frame: Bitmap, timing: FrameTiming) throws {
        guard frame.width == width, frame.height == height else {
            throw PNGError.encodingFailed("a \(frame.width) x \(frame.height) frame in a \(width) x \(height) animation")
        }
        guard (0...0xffff).contains(timing.ticks), (1...0xffff).contains(timing.ticksPerSecond) else {
            throw PNGError.encodingFailed("a frame time of \(timing.ticks)/\(timing.ticksPerSecond) s")
        }
        try frame.pixels.withUnsafeBufferPointer { pixels in
            guard let current = pixels.baseAddress else { return }
            guard !stored.isEmpty else {
                stored.append(Stored(rect: PixelRect(x: 0, y: 0, width: width, height: height), timing: timing,
                                     zlib: try compress(current, PixelRect(x: 0, y: 0, width: width, height: height))))
                previous = Array(pixels)
                return
            }
            let rect = previous.withUnsafeBufferPointer { last in
                last.baseAddress.flatMap { AnimationEncoder.changedRect($0, current, width: width, height: height) }
            }
            guard let rect else {
                stored[stored.count - 1].timing = stored[stored.count - 1].timing.adding(timing)
                return
            }
            stored.append(Stored(rect: rect, timing: timing, zlib: try compress(current, rect)))
            previous.withUnsafeMutableBufferPointer { last in
                guard let base = last.baseAddress else { return }
                for y in rect.y..<(rect.y + rect.height) {
                    (base + y * width + rect.x).update(from: current + y * width + rect.x, count: rect.width)
                }
            }
        }
    }

    /// The file: played `plays` times (0: for ever). Throws when no frame was added.
    package func finish(plays: Int = 0) throws -> [UInt8] {
        guard !stored.isEmpty else { throw PNGError.encodingFailed("an animation with no frame") }
        var png = PNGChunks(capacity: stored.reduce(1024) { $0 + $1.zlib.count + 64 })
        png.header(width: width, height: height, colorType: isOpaque ? 2 : 6)
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
            if n == 0 {
                png.append("IDAT", frame.zlib)
            } else {
                png.append("fdAT", PNGChunks.be32(sequence) + frame.zlib)
                sequence += 1
            }
        }
        png.append("IEND", [])
        return png.bytes
    }

    /// The smallest rectangle outside which `a` and `b` are the same; nil when they are equal.
    static func changedRect(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width w: Int, height: Int)
        -> PixelRect?
    {
        var minX = w, maxX = -1, minY = -1, maxY = -1
        for y in 0..<height {
            let ra = a + y * w, rb = b + y * w
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

    /// The zlib stream of `rect` of a frame.
    private func compress(_ frame: UnsafePointer<UInt32>, _ r: PixelRect) throws -> [UInt8] {
        let writer = PNGWriter(width: r.width, height: r.height, pixels: .premultiplied)
        func encode(_ words: UnsafePointer<UInt32>) throws -> [UInt8] {
            let survey = writer.survey(words)
            if isOpaque && !survey.opaque {
                throw PNGError.encodingFailed("a frame with transparent pixels in an animation declared opaque")
            }
            return writer.compress(words, kinds: survey.kinds, rgb: isOpaque,
                                   into: RunLengthDeflater(expectedSize: r.width * r.height / 16))
        }
        if r.x == 0 && r.width == width { return try encode(frame + r.y * width) }
        let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: r.width * r.height)
        defer { copy.deallocate() }
        for y in 0..<r.height {
            (copy + y * r.width).initialize(from: frame + (r.y + y) * width + r.x, count: r.width)
        }
        return try encode(copy)
    }
}

extension PNG {
    /// Encodes `frames` (all of one size) as an animated PNG, each shown for its `timings` entry,
    /// played `plays` times (0: for ever). The first frame is the image a plain PNG viewer shows.
    package static func encodeAnimation(_ frames: [Bitmap], timings: [FrameTiming], plays: Int = 0) throws -> [UInt8] {
        guard let first = frames.first, frames.count == timings.count else {
            throw PNGError.encodingFailed("\(frames.count) frames with \(timings.count) timings")
        }
        let encoder = AnimationEncoder(width: first.width, height: first.height, opaque: frames.allSatisfy(\.isOpaque))
        for (frame, timing) in zip(frames, timings) { try encoder.add(frame, timing: timing) }
        return try encoder.finish(plays: plays)
    }
}
