/// A pixel-free colour: straight (not premultiplied) sRGB with 8 bits per channel, as scene files
/// write tints (`tintColor: "#ff8000"`). The raster has its own `Color`; the widgets layer converts.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (ASCII hex digits, either case; the `#` is
    /// optional). Nil for anything else.
    public init?(hex: String) {
        var digits = Array(hex.utf8)
        if digits.first == UInt8(ascii: "#") { digits.removeFirst() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(digits.count)
        for d in digits {
            guard let n = RGBAColor.nibble(d) else { return nil }
            nibbles.append(n)
        }
        switch nibbles.count {
        case 3:
            self.init(r: nibbles[0] * 17, g: nibbles[1] * 17, b: nibbles[2] * 17)
        case 6, 8:
            var bytes: [UInt8] = []
            for i in stride(from: 0, to: nibbles.count, by: 2) { bytes.append(nibbles[i] << 4 | nibbles[i + 1]) }
            self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (lower case).
    public var hexString: String {
        var text = "#" + RGBAColor.hex(r) + RGBAColor.hex(g) + RGBAColor.hex(b)
        if a != 255 { text += RGBAColor.hex(a) }
        return text
    }

    public var description: String { hexString }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hex(_ v: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(v >> 4)], digits[Int(v & 0x0f)]])
    }
}
