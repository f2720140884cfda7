import Geometry

extension Canvas {
    /// Draws a bitmap into a rectangle (user space), source-over with the global alpha.
    ///
    /// When the rectangle lands on whole device pixels at the bitmap's own size the pixels are
    /// composited one to one; otherwise each device pixel samples the bitmap bilinearly at its
    /// centre (edges clamped), so drawing a @1x image into a @2x canvas scales it up smoothly.
    /// Rotated or skewed transforms are not supported for images: only the bounding box is used.
    public func draw(_ image: Bitmap, in rect: Rect) {
        let d = transform.apply(rect)
        guard d.width > 0, d.height > 0, d.minX.isFinite, d.minY.isFinite else { return }
        let a = UInt32(Color.unit(globalAlpha))
        guard a > 0 else { return }
        let region = IntRect(covering: d.minX, d.minY, d.maxX, d.maxY)
        let oneToOne = d.minX == d.minX.rounded() && d.minY == d.minY.rounded()
            && d.width == Double(image.width) && d.height == Double(image.height)
        let sx = Double(image.width) / d.width, sy = Double(image.height) / d.height
        blendRows(in: region) { y, x0, count, out in
            if oneToOne {
                let srcY = y - Int(d.minY), srcX = x0 - Int(d.minX)
                image.pixels.withUnsafeBufferPointer { src in
                    guard let start = src.baseAddress else { return }
                    let row = start + srcY * image.width + srcX
                    for i in 0..<count { out[i] = a == 255 ? row[i] : Blend.scale(row[i], a) }
                }
            } else {
                let v = (Double(y) + 0.5 - d.minY) * sy - 0.5
                for i in 0..<count {
                    let u = (Double(x0 + i) + 0.5 - d.minX) * sx - 0.5
                    let c = image.sampleBilinear(u, v)
                    out[i] = a == 255 ? c : Blend.scale(c, a)
                }
            }
        }
    }

    /// Draws a bitmap with its top-left corner at a point (user space), at one bitmap pixel per
    /// device pixel (a bitmap already rendered at the canvas's scale).
    public func draw(_ image: Bitmap, at point: Point) {
        let s = max(transform.maxScale, 1e-9)
        draw(image, in: Rect(x: point.x, y: point.y,
                             width: Double(image.width) / s, height: Double(image.height) / s))
    }

    /// Draws a stretchable bitmap into a rectangle (user space) the way UIKit's
    /// `stretchableImageWithLeftCapWidth:topCapHeight:` does: see `Bitmap.stretched`. Caps are in
    /// the bitmap's own pixels; the rectangle is snapped to whole device pixels.
    public func drawStretchable(_ image: Bitmap, leftCap: Int, topCap: Int, in rect: Rect) {
        let d = transform.apply(rect)
        let w = Int(d.width.rounded()), h = Int(d.height.rounded())
        guard w > 0, h > 0, let stretched = try? image.stretched(leftCap: leftCap, topCap: topCap, width: w, height: h)
        else { return }
        let origin = Point(d.minX.rounded(), d.minY.rounded())
        save()
        transform = .identity
        draw(stretched, in: Rect(x: origin.x, y: origin.y, width: Double(w), height: Double(h)))
        restore()
    }

    /// Runs `shade` for each row of `region` within the clip, then blends the colours it wrote
    /// (premultiplied) over the bitmap through the clip mask.
    func blendRows(in region: IntRect,
                   _ shade: (_ y: Int, _ x: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt32>) -> Void) {
        guard let r = region.intersection(clipRect) else { return }
        var colors = [UInt32](repeating: 0, count: r.width)
        var coverage = [UInt8](repeating: 255, count: r.width)
        let mask = clipMask
        for y in r.y0..<r.y1 {
            colors.withUnsafeMutableBufferPointer { out in
                if let start = out.baseAddress { shade(y, r.x0, r.width, start) }
            }
            if let mask {
                for i in 0..<r.width { coverage[i] = mask.coverage[y * mask.width + r.x0 + i] }
            }
            withPixels { px, w in
                colors.withUnsafeBufferPointer { c in
                    coverage.withUnsafeBufferPointer { cov in
                        guard let colorStart = c.baseAddress else { return }
                        Blend.row(px + y * w + r.x0, r.width, colors: colorStart,
                                  coverage: mask == nil ? nil : cov.baseAddress)
                    }
                }
            }
        }
    }
}

extension Bitmap {
    /// A new bitmap of `width` x `height` pixels stretched from this one as UIKit's
    /// `stretchableImageWithLeftCapWidth:topCapHeight:` does: the `leftCap` columns on the left
    /// and the columns right of column `leftCap` are kept as they are, and the single column at
    /// `leftCap` is repeated to fill the width (the same for rows with `topCap`). A cap of 0 means
    /// the whole axis stretches (the image is scaled to the new length on that axis, nearest pixel).
    /// When the target is narrower than the two caps, the right cap wins the overlap.
    public func stretched(leftCap: Int, topCap: Int, width: Int, height: Int,
                          limits: ImageLimits = .standard) throws -> Bitmap {
        var out = try Bitmap(width: width, height: height, limits: limits)
        let columns = Bitmap.stretchMap(source: self.width, cap: leftCap, target: width)
        let rows = Bitmap.stretchMap(source: self.height, cap: topCap, target: height)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                guard let srcStart = src.baseAddress, let dstStart = dst.baseAddress else { return }
                for y in 0..<height {
                    let srcRow = srcStart + rows[y] * self.width
                    let dstRow = dstStart + y * width
                    for x in 0..<width { dstRow[x] = srcRow[columns[x]] }
                }
            }
        }
        return out
    }

    /// For each target index, the source index it copies.
    static func stretchMap(source: Int, cap: Int, target: Int) -> [Int] {
        guard cap > 0, cap < source else {
            // The whole axis stretches: nearest-pixel scaling.
            return (0..<target).map { min(source - 1, Int((Double($0) + 0.5) * Double(source) / Double(target))) }
        }
        let rightCap = source - cap - 1
        return (0..<target).map { i in
            if i >= target - rightCap { return source - (target - i) }
            if i < cap { return i }
            return cap
        }
    }

    /// The premultiplied colour at a real-valued pixel position, interpolated between the four
    /// nearest pixel centres (edges clamped).
    func sampleBilinear(_ u: Double, _ v: Double) -> UInt32 {
        let uc = max(0, min(Double(width - 1), u)), vc = max(0, min(Double(height - 1), v))
        let x0 = Int(uc), y0 = Int(vc)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = uc - Double(x0), fy = vc - Double(y0)
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        return pixels.withUnsafeBufferPointer { px in
            let p00 = px[y0 * width + x0], p10 = px[y0 * width + x1]
            let p01 = px[y1 * width + x0], p11 = px[y1 * width + x1]
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                @inline(__always) func ch(_ p: UInt32) -> Double { Double((p >> shift) & 0xff) }
                let v = ch(p00) * w00 + ch(p10) * w10 + ch(p01) * w01 + ch(p11) * w11
                return Bitmap.roundedChannel(v) << shift
            }
            return channel(0) | channel(8) | channel(16) | channel(24)
        }
    }

    /// `UInt32(min(255, max(0, v.rounded())))` for a weighted sum of channels (never negative,
    /// never NaN), without a call to the C library's `round`: the whole part and the fraction left,
    /// rounded half away from zero as `rounded()` is.
    @inline(__always)
    static func roundedChannel(_ v: Double) -> UInt32 {
        guard v > 0 else { return 0 }
        guard v < 255 else { return 255 }
        let whole = Int(v)
        return UInt32(v - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
