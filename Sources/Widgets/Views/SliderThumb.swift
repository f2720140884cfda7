import Geometry
import Glibc
import Raster

/// UISlider's thumb (docs/DESIGN.md §Standard controls): a drop shadow under three discs — the
/// rim, the highlight and the face — each a vertical ramp of grey, fitted per scale to Apple's
/// `UISliderHandle` / `UISliderHandleDown` art over white and over black (`ControlMetrics.thumb1x`,
/// `.thumb2x`).
///
/// Unlike the rest of Chevron's art the discs are not filled through the path rasterizer: the 1x
/// art's edges are softer than exact-area coverage gives (a ramp about 1.3 px wide, where an
/// edge's own coverage runs over one pixel, 1.4 along a diagonal), so each disc is an alpha mask
/// whose coverage falls linearly with the distance of a pixel's centre from the circle over
/// `edge` device pixels, filled a row at a time with its ramp's colour for that row. The shadow is
/// a blurred disc: black, its alpha `opacity × ½ erfc(d / (σ√2))` at distance `d` outside a circle
/// of `radius`, a Gaussian blur of radius σ across a straight edge.
package enum SliderThumb {
    /// One soft-edged disc: its centre's offset below the thumb's centre and its radii (points),
    /// and the width of its edge's ramp (device pixels).
    package struct Disc: Hashable, Sendable {
        package var dy: Double
        package var rx: Double
        package var ry: Double
        package var edge: Double
    }

    /// One look's grey levels: the rim's at `rimStops`, the highlight's at `highlightStops`, the
    /// face's at `faceStops` (points from the thumb's top).
    package struct Greys: Hashable, Sendable {
        package var rim: [UInt8]
        package var highlight: [UInt8]
        package var face: [UInt8]
    }

    /// One scale's figures.
    package struct Figures: Hashable, Sendable {
        /// The shadow: its centre's offset below the thumb's centre, its radius and blur σ (points),
        /// and its opacity.
        package var shadowDY: Double
        package var shadowRadius: Double
        package var shadowBlur: Double
        package var shadowOpacity: Double
        /// The thumb's centre in its 23-pt box (points).
        package var centre: Point
        package var rim: Disc
        package var highlight: Disc
        package var face: Disc
        package var normal: Greys
        package var pressed: Greys
    }

    /// Where the ramps' grey levels sit, in points from the thumb's top.
    package static let rimStops: [Double] = [0, 5, 10.5, 16, 21]
    package static let highlightStops: [Double] = [1, 3.5, 10.5, 16, 20]
    package static let faceStops: [Double] = [1, 3.5, 7, 12, 16.5, 19.5]

    /// Draws the thumb in its box (23 pt square at the thumb's natural size; any square scales).
    package static func draw(in box: Rect, pressed: Bool, on canvas: Canvas) {
        let f = canvas.scale >= 2 ? ControlMetrics.thumb2x : ControlMetrics.thumb1x
        let t = canvas.transform
        let u = box.width / ControlMetrics.thumbSize
        let k = t.maxScale * u
        guard k > 0, k.isFinite else { return }
        let centre = t.apply(Point(box.minX + f.centre.x * u, box.minY + f.centre.y * u))
        let top = t.apply(Point(box.minX, box.minY)).y
        drawShadow(centre: Point(centre.x, centre.y + f.shadowDY * k), radius: f.shadowRadius * k,
                   blur: f.shadowBlur * k, opacity: f.shadowOpacity, on: canvas)
        let greys = pressed ? f.pressed : f.normal
        for (disc, levels, stops) in [(f.rim, greys.rim, rimStops), (f.highlight, greys.highlight, highlightStops),
                                      (f.face, greys.face, faceStops)] {
            let ramp = zip(stops, levels).map { (top + $0.0 * k, Double($0.1)) }
            fill(disc, centre: Point(centre.x, centre.y + disc.dy * k), scale: k, ramp: ramp, on: canvas)
        }
    }

    /// The grey level at device row centre `y` along `ramp` (device y, level), held at its ends,
    /// rounded to the nearest level.
    static func level(at y: Double, _ ramp: [(Double, Double)]) -> UInt8 {
        guard let first = ramp.first, let last = ramp.last else { return 0 }
        if y <= first.0 { return UInt8(first.1.rounded()) }
        if y >= last.0 { return UInt8(last.1.rounded()) }
        var i = 1
        while i < ramp.count - 1 && ramp[i].0 < y { i += 1 }
        let (y0, v0) = ramp[i - 1], (y1, v1) = ramp[i]
        let v = y1 > y0 ? v0 + (v1 - v0) * (y - y0) / (y1 - y0) : v1
        return UInt8(max(0, min(255, v.rounded())))
    }

    /// One disc, a row at a time: each row's coverage by distance from the circle, in that row's grey.
    static func fill(_ disc: Disc, centre: Point, scale k: Double, ramp: [(Double, Double)], on canvas: Canvas) {
        let rx = disc.rx * k, ry = disc.ry * k, r = (rx * ry).squareRoot()
        let w = max(disc.edge, 0.05)
        let x0 = Int((centre.x - rx - w).rounded(.down)), x1 = Int((centre.x + rx + w).rounded(.up))
        let y0 = Int((centre.y - ry - w).rounded(.down)), y1 = Int((centre.y + ry + w).rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        var row = AlphaMask(width: x1 - x0, height: 1)
        for y in y0..<y1 {
            let dy = (Double(y) + 0.5 - centre.y) / ry
            var any = false
            for x in x0..<x1 {
                let dx = (Double(x) + 0.5 - centre.x) / rx
                let d = ((dx * dx + dy * dy).squareRoot() - 1) * r
                let c = UInt8((max(0, min(1, 0.5 - d / w)) * 255).rounded())
                row[x - x0, 0] = c
                any = any || c > 0
            }
            guard any else { continue }
            let g = level(at: Double(y) + 0.5, ramp)
            canvas.fillMask(row, deviceX: x0, deviceY: y, color: Color(r: g, g: g, b: g))
        }
    }

    /// The blurred disc under the thumb, black.
    static func drawShadow(centre: Point, radius: Double, blur: Double, opacity: Double, on canvas: Canvas) {
        let sigma = max(blur, 0.05), reach = radius + 4 * sigma
        let x0 = Int((centre.x - reach).rounded(.down)), x1 = Int((centre.x + reach).rounded(.up))
        let y0 = Int((centre.y - reach).rounded(.down)), y1 = Int((centre.y + reach).rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        var mask = AlphaMask(width: x1 - x0, height: y1 - y0)
        for y in y0..<y1 {
            let dy = Double(y) + 0.5 - centre.y
            for x in x0..<x1 {
                let dx = Double(x) + 0.5 - centre.x
                let d = (dx * dx + dy * dy).squareRoot() - radius
                let a = opacity * 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
                mask[x - x0, y - y0] = UInt8((max(0, min(1, a)) * 255).rounded())
            }
        }
        canvas.fillMask(mask, deviceX: x0, deviceY: y0, color: .black)
    }
}
