/// A straight-alpha sRGB colour with 8 bits per channel: how colours are written down (the measured
/// hex values of docs/DESIGN.md §Measured figures, scene files, tints). The raster converts it to
/// `PremultipliedColor`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from a 24-bit value, `0xRRGGBB`, and an alpha from 0 to 1.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(r: UInt8((rgb >> 16) & 0xff), g: UInt8((rgb >> 8) & 0xff), b: UInt8(rgb & 0xff),
                  a: Color.unit(alpha))
    }

    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)

    /// The same colour with its alpha multiplied by `factor` (0…1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(r: r, g: g, b: b, a: Color.unit(alpha))
    }

    public var premultiplied: PremultipliedColor {
        PremultipliedColor(r: mulDiv255(r, a), g: mulDiv255(g, a), b: mulDiv255(b, a), a: a)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        func h(_ v: UInt8) -> String {
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }

    public var description: String { hexString }

    /// A value from 0…1 as 0…255, rounded to nearest.
    @inlinable
    package static func unit(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8(max(0, min(255, (v * 255).rounded())))
    }
}

/// A premultiplied RGBA8 colour, the raster's only pixel format: each colour channel is already
/// multiplied by alpha, so `r, g, b <= a`. Packed into a `UInt32` with red in the lowest byte, which
/// is the byte order R, G, B, A in memory on little-endian machines (the PNG order).
public struct PremultipliedColor: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    @inlinable
    public init(packed v: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                  b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }

    @inlinable
    public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    public static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// Back to straight alpha, rounded to nearest (the PNG boundary).
    public var unpremultiplied: Color {
        guard a != 0 else { return .clear }
        if a == 255 { return Color(r: r, g: g, b: b, a: 255) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a))) }
        return Color(r: un(r), g: un(g), b: un(b), a: a)
    }
}

/// (a · b) / 255, rounded to nearest, exact for all 8-bit inputs.
@inlinable
package func mulDiv255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let t = UInt32(a) * UInt32(b) + 128
    return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
}
