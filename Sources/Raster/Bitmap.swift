/// The largest bitmap Chevron allocates: 16384 px a side and 64 Mi pixels (docs/DESIGN.md §Limits).
public struct ImageLimits: Hashable, Sendable {
    public var maxSide: Int
    public var maxPixels: Int

    public init(maxSide: Int, maxPixels: Int) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    public static let standard = ImageLimits(maxSide: 16384, maxPixels: 64 * 1024 * 1024)

    /// Nil when `width` x `height` is allowed, else the reason in one line.
    package func refusal(width: Int, height: Int) -> String? {
        if width <= 0 || height <= 0 { return "an image must be at least 1 x 1 pixel, not \(width) x \(height)" }
        if width > maxSide || height > maxSide {
            return "\(width) x \(height) px is beyond the limit of \(maxSide) px a side"
        }
        if width.multipliedReportingOverflow(by: height).partialValue > maxPixels
            || width.multipliedReportingOverflow(by: height).overflow {
            return "\(width) x \(height) px is beyond the limit of \(maxPixels / (1024 * 1024)) Mi pixels"
        }
        return nil
    }
}

public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooLarge(String)

    public var description: String {
        switch self {
        case .tooLarge(let why): return why
        }
    }
}

/// A grid of premultiplied RGBA8 pixels (`PremultipliedColor.packed`), top row first, no padding.
/// A value type: copies share storage until one of them is written to.
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    /// A bitmap filled with one colour (transparent by default); throws when the size is outside `limits`.
    public init(width: Int, height: Int, fill: PremultipliedColor = .clear,
                limits: ImageLimits = .standard) throws {
        if let why = limits.refusal(width: width, height: height) { throw RasterError.tooLarge(why) }
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: fill.packed, count: width * height)
    }

    /// A bitmap around existing premultiplied pixels; nil when the count does not match.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    @inlinable
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { PremultipliedColor(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// The straight-alpha colour at a pixel (what a PNG of this bitmap would hold there).
    public func color(x: Int, y: Int) -> Color { self[x, y].unpremultiplied }

    public mutating func fill(_ color: PremultipliedColor) {
        let v = color.packed
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: v) }
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buf in
            var all: UInt32 = 0xff00_0000
            for v in buf { all &= v }
            return all & 0xff00_0000 == 0xff00_0000
        }
    }

    /// Straight-alpha RGBA8 bytes, 4 a pixel, top row first (the PNG and differ boundary).
    public func straightRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { dst in
            pixels.withUnsafeBufferPointer { src in
                for i in 0..<src.count {
                    let v = src[i]
                    let a = v >> 24
                    let o = i * 4
                    if a == 255 || a == 0 {
                        dst[o] = UInt8(truncatingIfNeeded: a == 0 ? 0 : v)
                        dst[o + 1] = UInt8(truncatingIfNeeded: a == 0 ? 0 : v >> 8)
                        dst[o + 2] = UInt8(truncatingIfNeeded: a == 0 ? 0 : v >> 16)
                        dst[o + 3] = UInt8(truncatingIfNeeded: a)
                    } else {
                        let c = PremultipliedColor(packed: v).unpremultiplied
                        dst[o] = c.r; dst[o + 1] = c.g; dst[o + 2] = c.b; dst[o + 3] = c.a
                    }
                }
            }
        }
        return out
    }

    /// A bitmap from straight-alpha RGBA8 bytes (4 a pixel); nil when the count does not match.
    public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.init(width: width, height: height, readingStraightRGBA: bytes)
    }

    /// A bitmap from straight-alpha RGBA8 bytes read as far as they go: pixels the bytes do not
    /// reach are transparent, extra bytes are ignored, and a side below 1 is 1.
    public init(width: Int, height: Int, readingStraightRGBA bytes: [UInt8]) {
        let width = max(1, width), height = max(1, height)
        var px = [UInt32](repeating: 0, count: width * height)
        bytes.withUnsafeBufferPointer { src in
            px.withUnsafeMutableBufferPointer { dst in
                for i in 0..<min(dst.count, src.count / 4) {
                    let o = i * 4
                    dst[i] = Color(r: src[o], g: src[o + 1], b: src[o + 2], a: src[o + 3]).premultiplied.packed
                }
            }
        }
        self.width = width
        self.height = height
        self.pixels = px
    }
}
