import Raster
import _CPNGShim

/// Straight-alpha RGBA8 pixels, 4 bytes a pixel, top row first: what a PNG file holds, and what the
/// differ compares (pixelmatch works on straight alpha).
public struct StraightImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var rgba: [UInt8]

    /// Nil when the byte count is not width x height x 4.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public init(_ bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        rgba = bitmap.straightRGBA()
    }

    /// The premultiplied bitmap of these pixels (transparent where `rgba` was cut short since).
    public var bitmap: Bitmap {
        Bitmap(width: width, height: height, readingStraightRGBA: rgba)
    }
}

/// A PNG that could not be read or written.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a PNG file at all.
    case notPNG
    /// Corrupt or truncated data; the message is libpng's.
    case corrupt(String)
    /// Dimensions beyond the limits (docs/DESIGN.md §Limits), refused before the pixels were
    /// allocated.
    case tooLarge(String)
    /// The encoder failed.
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file (bad signature)"
        case .corrupt(let m): return "corrupt PNG: \(m)"
        case .tooLarge(let m): return "PNG too large: \(m)"
        case .encodingFailed(let m): return "cannot encode PNG: \(m)"
        }
    }
}

/// How a PNG is written. The default is Chevron's own writer (`PNGWriter`): per-row filters chosen
/// for runs and a run-length deflate, some 30 times faster than libpng at level 6 on bar chrome at
/// the same size (the benchmark's standard scene, docs/DESIGN.md §Benchmark: 0.4 ms and 19.6 KB
/// against 14 ms and 19.9 KB, measured by ChevronBench). libpng stays available with any zlib
/// level, filter mask and strategy.
public struct PNGEncodeOptions: Hashable, Sendable {
    public enum Compressor: Hashable, Sendable {
        /// Chevron's writer: RGB for opaque bitmaps, else RGBA; one IDAT; deterministic.
        case chevron
        /// libpng and zlib. `level` 0…9; `filters` a mask of PNG filter bits (PNG_FILTER_NONE =
        /// 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80), 0 for libpng's adaptive choice;
        /// `strategy` a zlib strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE).
        case libpng(level: Int32, filters: Int32, strategy: Int32)
    }

    public var compressor: Compressor

    /// Whether Chevron's writer may compress a large image's second half on a second thread while
    /// the calling thread compresses the first (`PNGWriter`). The bytes are the same either way; a
    /// caller already keeping every core busy (a batch of scenes) says no.
    public var parallel: Bool

    public init(compressor: Compressor = .chevron, parallel: Bool = true) {
        self.compressor = compressor
        self.parallel = parallel
    }

    /// libpng with these settings.
    public init(compressionLevel: Int32, filters: Int32 = 0, strategy: Int32 = 0) {
        compressor = .libpng(level: compressionLevel, filters: filters, strategy: strategy)
        parallel = false
    }

    public static let `default` = PNGEncodeOptions()

    /// libpng's own defaults (zlib level 6, adaptive filters): what the peer benchmark calls
    /// "default compression".
    public static let libpngDefault = PNGEncodeOptions(compressionLevel: 6)
}

/// PNG in and out: Chevron's own writer (`PNGWriter`) and reader (`PNGReader`, for 8-bit RGB and
/// RGBA), and libpng for every other kind of PNG and every damaged one (each libpng call made under
/// setjmp in the C shim).
public enum PNG {
    /// Decodes any PNG — grey, grey+alpha, palette with tRNS, RGB, RGBA, 1 to 16 bits, interlaced —
    /// to straight RGBA8. 16-bit samples are scaled with rounding, as pngjs (pixelmatch's reader) does.
    /// 8-bit RGB and RGBA go through Chevron's own reader (`PNGReader`, several times faster than
    /// libpng on screenshots), everything else and every damaged file through libpng.
    public static func decodeStraight(_ data: [UInt8], limits: ImageLimits = .standard) throws -> StraightImage {
        // 8-bit RGB and RGBA without interlacing: Chevron's own reader; anything else, or anything
        // it finds wrong, through libpng (see `PNGReader`).
        if let image = PNGReader.decode(data, limits: limits) { return image }
        return try decodeWithLibpng(data, limits: limits)
    }

    /// Any PNG through libpng (the reference the fast path is tested against).
    static func decodeWithLibpng(_ data: [UInt8], limits: ImageLimits = .standard) throws -> StraightImage {
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var w: UInt32 = 0, h: UInt32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { buf in
            err.withUnsafeMutableBufferPointer { e in
                chevron_png_decode_rgba8(buf.baseAddress, buf.count, UInt32(clamping: limits.maxSide),
                                         UInt64(clamping: limits.maxPixels), &pixels, &w, &h,
                                         e.baseAddress, e.count)
            }
        }
        defer { chevron_png_free(pixels) }
        let message = text(of: err)
        switch status {
        case CHEVRON_PNG_OK: break
        case CHEVRON_PNG_ERR_SIGNATURE: throw PNGError.notPNG
        case CHEVRON_PNG_ERR_LIMIT: throw PNGError.tooLarge(message)
        default: throw PNGError.corrupt(message.isEmpty ? "unreadable data" : message)
        }
        guard let pixels, w > 0, h > 0 else { throw PNGError.corrupt("empty image") }
        let count = Int(w) * Int(h) * 4
        let bytes = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        guard let image = StraightImage(width: Int(w), height: Int(h), rgba: bytes) else {
            throw PNGError.corrupt("empty image")
        }
        return image
    }

    /// Decodes any PNG to a premultiplied bitmap.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .standard) throws -> Bitmap {
        try decodeStraight(data, limits: limits).bitmap
    }

    /// The width and height a PNG declares, without decoding its pixels.
    public static func size(of data: [UInt8]) throws -> (width: Int, height: Int) {
        var w: UInt32 = 0, h: UInt32 = 0
        var depth: Int32 = 0, type: Int32 = 0, interlaced: Int32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { buf in
            err.withUnsafeMutableBufferPointer { e in
                chevron_png_read_header(buf.baseAddress, buf.count, &w, &h, &depth, &type, &interlaced,
                                        e.baseAddress, e.count)
            }
        }
        if status == CHEVRON_PNG_ERR_SIGNATURE { throw PNGError.notPNG }
        if status != CHEVRON_PNG_OK {
            throw PNGError.corrupt(text(of: err))
        }
        return (Int(w), Int(h))
    }

    /// Encodes a bitmap: RGB when every pixel is opaque, else RGBA (straight alpha). Deterministic:
    /// the same pixels and options always give the same bytes (no time stamp or other variable chunk).
    public static func encode(_ bitmap: Bitmap, options: PNGEncodeOptions = .default) throws -> [UInt8] {
        guard case .libpng(let level, let filters, let strategy) = options.compressor else {
            let writer = PNGWriter(width: bitmap.width, height: bitmap.height, pixels: .premultiplied)
            return try bitmap.pixels.withUnsafeBufferPointer { try writer.encode($0, parallel: options.parallel) }
        }
        let options = (level: level, filters: filters, strategy: strategy)
        if bitmap.isOpaque {
            // Opaque: premultiplied equals straight; pack R, G, B.
            var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
            rgb.withUnsafeMutableBufferPointer { out in
                bitmap.pixels.withUnsafeBufferPointer { px in
                    for i in 0..<px.count {
                        let v = px[i]
                        out[i * 3] = UInt8(truncatingIfNeeded: v)
                        out[i * 3 + 1] = UInt8(truncatingIfNeeded: v >> 8)
                        out[i * 3 + 2] = UInt8(truncatingIfNeeded: v >> 16)
                    }
                }
            }
            return try encode(rgb, width: bitmap.width, height: bitmap.height, channels: 3, options: options)
        }
        return try encode(bitmap.straightRGBA(), width: bitmap.width, height: bitmap.height, channels: 4,
                          options: options)
    }

    /// Encodes straight RGBA8 pixels as an RGBA PNG.
    public static func encodeStraight(_ image: StraightImage, options: PNGEncodeOptions = .default) throws -> [UInt8] {
        guard case .libpng(let level, let filters, let strategy) = options.compressor else {
            let writer = PNGWriter(width: image.width, height: image.height, pixels: .straight)
            return try image.rgba.withUnsafeBytes {
                try writer.encode($0.assumingMemoryBound(to: UInt32.self), parallel: options.parallel)
            }
        }
        return try encode(image.rgba, width: image.width, height: image.height, channels: 4,
                          options: (level, filters, strategy))
    }

    /// The message the shim wrote into `buffer`, up to its NUL.
    static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Encodes through libpng.
    static func encode(_ bytes: [UInt8], width: Int, height: Int, channels: Int,
                       options: (level: Int32, filters: Int32, strategy: Int32)) throws -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var err = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buf in
            err.withUnsafeMutableBufferPointer { e in
                chevron_png_encode(buf.baseAddress, UInt32(width), UInt32(height), width * channels,
                                   Int32(channels), options.level, options.filters,
                                   options.strategy, &out, &size, e.baseAddress, e.count)
            }
        }
        defer { chevron_png_free(out) }
        guard status == CHEVRON_PNG_OK, let out else {
            throw PNGError.encodingFailed(text(of: err))
        }
        return [UInt8](UnsafeBufferPointer(start: out, count: size))
    }
}
