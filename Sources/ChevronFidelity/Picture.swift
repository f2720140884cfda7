import ImageDiff
import ImageDiffReports
import Raster
import RasterPNG

/// A straight-alpha RGBA8 picture: what the comparisons work on. Chevron's premultiplied bitmaps
/// and the references' PNGs both become pictures; nothing here touches files.
struct Picture: Sendable {
    let width: Int
    let height: Int
    /// Straight RGBA, row by row, 4 bytes a pixel.
    var rgba: [UInt8]

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        self.width = width
        self.height = height
        var row = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            row[4 * i] = fill.r
            row[4 * i + 1] = fill.g
            row[4 * i + 2] = fill.b
            row[4 * i + 3] = fill.a
        }
        rgba = row
    }

    init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, rgba: bitmap.straightRGBA())
    }

    init(_ image: StraightImage) {
        self.init(width: image.width, height: image.height, rgba: image.rgba)
    }

    var bitmap: Bitmap? { Bitmap(width: width, height: height, straightRGBA: rgba) }

    var diffImage: DiffImage? { DiffImage(width: width, height: height, rgba: rgba) }

    func alpha(x: Int, y: Int) -> UInt8 { rgba[4 * (y * width + x) + 3] }

    /// True when every pixel is opaque (no backdrop can show through).
    var isOpaque: Bool { stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 } }

    /// The picture composited over an opaque grey level (255 white, 0 black), rounded to nearest.
    func over(_ level: UInt8) -> Picture {
        var out = rgba
        let bg = Int(level)
        for i in 0..<(width * height) {
            let a = Int(rgba[4 * i + 3])
            for c in 0..<3 {
                let v = Int(rgba[4 * i + c])
                out[4 * i + c] = UInt8((v * a + bg * (255 - a) + 127) / 255)
            }
            out[4 * i + 3] = 255
        }
        return Picture(width: width, height: height, rgba: out)
    }

    /// Rows `top ..< top + height` and columns `left ..< left + width`.
    func cropped(left: Int, top: Int, width w: Int, height h: Int) -> Picture {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let sx = left + x, sy = top + y
                guard sx >= 0, sy >= 0, sx < width, sy < height else { continue }
                for c in 0..<4 { out[4 * (y * w + x) + c] = rgba[4 * (sy * width + sx) + c] }
            }
        }
        return Picture(width: w, height: h, rgba: out)
    }

    /// Each pixel repeated `factor` times in both directions (for looking at small art).
    func enlarged(_ factor: Int) -> Picture {
        guard factor > 1 else { return self }
        let w = width * factor, h = height * factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let s = 4 * ((y / factor) * width + x / factor), d = 4 * (y * w + x)
                for c in 0..<4 { out[d + c] = rgba[s + c] }
            }
        }
        return Picture(width: w, height: h, rgba: out)
    }

    /// Pictures one below another on the side-by-side grey, 4 px apart.
    static func stacked(_ pictures: [Picture]) -> Picture {
        let gap = SideBySide.gap
        let w = pictures.map(\.width).max() ?? 0
        let h = pictures.reduce(0) { $0 + $1.height } + gap * max(0, pictures.count - 1)
        var out = Picture(width: w, height: h, fill: (0x8c, 0x8c, 0x8c, 255))
        var top = 0
        for p in pictures {
            for y in 0..<p.height {
                let s = 4 * y * p.width, d = 4 * ((top + y) * w)
                out.rgba.replaceSubrange(d..<(d + 4 * p.width), with: p.rgba[s..<(s + 4 * p.width)])
            }
            top += p.height + gap
        }
        return out
    }
}
