/// A picture as the differ sees it: straight-alpha RGBA8 bytes, four a pixel, top row first,
/// no padding — the layout pixelmatch's `img1` / `img2` / `output` arrays have.
///
/// The differ depends on nothing, so it does not know `Bitmap`: callers convert at the edge
/// (`Bitmap.straightRGBA()`, or a decoded PNG's bytes).
public struct DiffImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var rgba: [UInt8]

    /// An image around existing bytes; nil when a side is not positive or the byte count is not
    /// `width * height * 4`.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, rgba.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An image of one straight RGBA colour (transparent black by default); nil for a non-positive side.
    public init?(width: Int, height: Int, filledWith color: RGBA8 = .clear) {
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = [UInt8](repeating: 0, count: pixels * 4)
        if color != .clear {
            let word = color.word
            rgba.withUnsafeMutableBytes { raw in
                raw.bindMemory(to: UInt32.self).update(repeating: word)
            }
        }
    }

    /// An image whose pixel words are all written by `initializer` (the differ's output, which
    /// paints every pixel anyway, so zero-filling it first would be wasted work).
    package init(width: Int, height: Int, initializingWords initializer: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        precondition(width > 0 && height > 0, "a diff image has at least one pixel")
        let count = width * height
        self.width = width
        self.height = height
        self.rgba = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            initializer(raw.bindMemory(to: UInt32.self))
            initialized = count * 4
        }
    }

    public var pixelCount: Int { width * height }

    /// The colour at a pixel (no bounds check beyond the array's own).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let o = (y * width + x) * 4
            return RGBA8(r: rgba[o], g: rgba[o + 1], b: rgba[o + 2], a: rgba[o + 3])
        }
        set {
            let o = (y * width + x) * 4
            rgba[o] = newValue.r
            rgba[o + 1] = newValue.g
            rgba[o + 2] = newValue.b
            rgba[o + 3] = newValue.a
        }
    }

    /// Runs `body` with the pixels as little-endian words (red in the lowest byte), the view
    /// pixelmatch takes with its `Uint32Array`s.
    package func withWords<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try rgba.withUnsafeBytes { raw in
            try body(raw.bindMemory(to: UInt32.self))
        }
    }

    package mutating func withMutableWords<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try rgba.withUnsafeMutableBytes { raw in
            try body(raw.bindMemory(to: UInt32.self))
        }
    }
}

/// One straight-alpha RGBA8 colour, as the diff options and the diff image speak of colours.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    public static let white = RGBA8(r: 255, g: 255, b: 255)
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    /// pixelmatch's `diffColor` default.
    public static let red = RGBA8(r: 255, g: 0, b: 0)
    /// pixelmatch's `aaColor` default.
    public static let yellow = RGBA8(r: 255, g: 255, b: 0)

    /// The colour as a little-endian word: the four bytes R, G, B, A in memory order.
    package var word: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    package init(word: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: word), g: UInt8(truncatingIfNeeded: word >> 8),
                  b: UInt8(truncatingIfNeeded: word >> 16), a: UInt8(truncatingIfNeeded: word >> 24))
    }

    public var description: String {
        func h(_ v: UInt8) -> String {
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }
}
