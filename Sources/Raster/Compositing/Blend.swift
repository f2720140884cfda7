/// Source-over compositing of premultiplied RGBA8 pixels, two channels at a time.
///
/// The red/blue and green/alpha byte pairs of a packed pixel are scaled in parallel in one
/// 32-bit word each (the "SWAR" trick of Skia's and pixman's C paths), with exact
/// round-to-nearest division by 255.
enum Blend {
    /// Each channel of `v` times `f` / 255, rounded; `f` in 0…255.
    @inline(__always)
    static func scale(_ v: UInt32, _ f: UInt32) -> UInt32 {
        var rb = (v & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((v >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// `src` over `dst`, both premultiplied.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 { return dst }
        return src &+ scale(dst, 255 &- sa)
    }

    /// `src` scaled by coverage `c`, then over `dst`.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32, coverage c: UInt32) -> UInt32 {
        if c == 255 { return over(src, dst) }
        if c == 0 { return dst }
        return over(scale(src, c), dst)
    }

    /// One colour over a run of pixels, each through its own coverage. Eight uncovered pixels (a
    /// zero word of coverage: most of a glyph's box) are skipped at once.
    static func row(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, color: UInt32,
                    coverage: UnsafePointer<UInt8>) {
        let opaque = color >> 24 == 255
        let words = UnsafeRawPointer(coverage)
        var i = 0
        while i < count {
            if i &+ 8 <= count && words.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 {
                i &+= 8
                continue
            }
            let c = UInt32(coverage[i])
            if c == 255 {
                dst[i] = opaque ? color : over(color, dst[i])
            } else if c != 0 {
                dst[i] = over(scale(color, c), dst[i])
            }
            i &+= 1
        }
    }

    /// One colour over a run of pixels through coverage, the colour already scaled for every
    /// coverage (`scaledColors[c] == scale(color, c)`): the same result as `row(_:_:color:coverage:)`.
    static func row(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, scaledColors: UnsafePointer<UInt32>,
                    coverage: UnsafePointer<UInt8>) {
        let words = UnsafeRawPointer(coverage)
        var i = 0
        while i < count {
            if i &+ 8 <= count && words.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 {
                i &+= 8
                continue
            }
            let c = Int(coverage[i])
            if c != 0 { dst[i] = over(scaledColors[c], dst[i]) }
            i &+= 1
        }
    }

    /// One colour over a run of pixels, fully covered. A translucent colour is blended eight
    /// pixels at a time, with `scale`'s arithmetic in each lane (the same result to the bit).
    static func row(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, color: UInt32) {
        if color >> 24 == 255 {
            dst.update(repeating: color, count: count)
        } else if color >> 24 != 0 {
            let inv = 255 &- (color >> 24)
            let raw = UnsafeMutableRawPointer(dst)
            let source = SIMD8<UInt32>(repeating: color), factor = SIMD8<UInt32>(repeating: inv)
            let low = SIMD8<UInt32>(repeating: 0x00FF_00FF), high = SIMD8<UInt32>(repeating: 0xFF00_FF00)
            let half = SIMD8<UInt32>(repeating: 0x0080_0080)
            var i = 0
            while i &+ 8 <= count {
                let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                var rb = (v & low) &* factor &+ half
                rb = ((rb &+ ((rb &>> 8) & low)) &>> 8) & low
                var ga = ((v &>> 8) & low) &* factor &+ half
                ga = (ga &+ ((ga &>> 8) & low)) & high
                raw.storeBytes(of: source &+ (rb | ga), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                i &+= 8
            }
            while i < count {
                dst[i] = color &+ scale(dst[i], inv)
                i &+= 1
            }
        }
    }

    /// Per-pixel colours over a run of pixels, each through its own coverage (nil: full).
    static func row(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, colors: UnsafePointer<UInt32>,
                    coverage: UnsafePointer<UInt8>?) {
        if let coverage {
            for i in 0..<count { dst[i] = over(colors[i], dst[i], coverage: UInt32(coverage[i])) }
        } else {
            for i in 0..<count { dst[i] = over(colors[i], dst[i]) }
        }
    }
}
