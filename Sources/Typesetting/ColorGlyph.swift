import Raster
import _CFreeType

/// Glyphs of a colour bitmap face (CBDT, as Noto Color Emoji): FreeType decodes the strike's PNG
/// picture (premultiplied BGRA), and it is scaled to the label's size by averaging the source
/// pixels under each target pixel, so a 109-px emoji drawn in a 12-pt label is 12 px per em, not
/// a tiny copy of the strike.
enum ColorGlyph {
    /// The glyph at `key`'s pixel size (the sub-pixel phase is not used: a picture lands on a whole
    /// pixel), its picture and its alpha as the mask (for the text's shadow); nil when FreeType has
    /// no picture for it.
    static func rasterize(_ face: FT_Face, _ key: GlyphKey) -> RenderedGlyph? {
        let target = Double(key.pixelSize) / 64
        let record = face.pointee
        guard record.num_fixed_sizes > 0, let sizes = record.available_sizes, target > 0 else { return nil }
        // The smallest strike at least as large as the target, else the largest.
        var best = 0
        for i in 0..<Int(record.num_fixed_sizes) {
            let ppem = sizes[i].y_ppem, chosen = sizes[best].y_ppem
            let enough = Double(ppem) / 64 >= target, chosenEnough = Double(chosen) / 64 >= target
            if (enough && (!chosenEnough || ppem < chosen)) || (!enough && !chosenEnough && ppem > chosen) { best = i }
        }
        let strike = Double(sizes[best].y_ppem) / 64
        guard strike > 0, FT_Select_Size(face, FT_Int(best)) == 0,
              FT_Load_Glyph(face, key.glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        else { return nil }
        let top = pitch < 0 ? buffer - pitch * (rows - 1) : buffer
        let factor = target / strike
        let outWidth = max(1, Int((Double(width) * factor).rounded()))
        let outRows = max(1, Int((Double(rows) * factor).rounded()))
        let fx = Double(width) / Double(outWidth), fy = Double(rows) / Double(outRows)
        var pixels = [UInt32](repeating: 0, count: outWidth * outRows)
        var alpha = [UInt8](repeating: 0, count: outWidth * outRows)
        for oy in 0..<outRows {
            let y0 = min(rows - 1, Int(Double(oy) * fy)), y1 = max(y0 + 1, min(rows, Int((Double(oy + 1) * fy).rounded(.up))))
            for ox in 0..<outWidth {
                let x0 = min(width - 1, Int(Double(ox) * fx))
                let x1 = max(x0 + 1, min(width, Int((Double(ox + 1) * fx).rounded(.up))))
                var b = 0, g = 0, r = 0, a = 0
                for y in y0..<y1 {
                    let row = top + y * pitch
                    for x in x0..<x1 {
                        let p = row + 4 * x
                        b += Int(p[0]); g += Int(p[1]); r += Int(p[2]); a += Int(p[3])
                    }
                }
                let n = (y1 - y0) * (x1 - x0), half = n / 2
                let color = PremultipliedColor(r: UInt8((r + half) / n), g: UInt8((g + half) / n),
                                               b: UInt8((b + half) / n), a: UInt8((a + half) / n))
                pixels[oy * outWidth + ox] = color.packed
                alpha[oy * outWidth + ox] = color.a
            }
        }
        guard let picture = Bitmap(width: outWidth, height: outRows, pixels: pixels) else { return nil }
        return RenderedGlyph(mask: AlphaMask(width: outWidth, height: outRows, coverage: alpha),
                             left: Int((Double(slot.pointee.bitmap_left) * factor).rounded()),
                             top: Int((Double(slot.pointee.bitmap_top) * factor).rounded()), picture: picture)
    }
}
