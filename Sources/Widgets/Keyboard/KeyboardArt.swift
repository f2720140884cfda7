import Geometry
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pieces of the iPhone OS 3 keyboard, drawn procedurally (docs/figures.md §Keyboard): the
/// background, a key's face and shadow, the shift arrow, the delete plate and the pads' cells. The
/// colours are `KeyboardColors`' measured figures; the shapes are ours, fitted to the references by
/// bench/fidelity.sh's `keyboard` cases.
package enum KeyboardArt {
    /// A face's corner radius (measured: the corners' partly covered pixels fit 3 at the top and 4
    /// at the bottom, where the shadow rounds them more).
    static let cornerRadius = 4.0
    static let faceRadii = CornerRadii(topLeft: 3, topRight: 3, bottomRight: 4, bottomLeft: 4)

    /// The background: a dark line, a light one, one ramp down (darker for the alert keyboard).
    package static func drawBackground(in rect: Rect, alert: Bool, on canvas: Canvas) {
        let rows = max(3, Int(rect.height.rounded()))
        var ramp = RowRamp(segments: [
            .row(KeyboardColors.topLine), .row(KeyboardColors.topHighlight),
            .ramp(count: rows - 2, first: KeyboardColors.rampTop, last: KeyboardColors.rampBottom),
        ])
        if alert { ramp = darkened(ramp) }
        canvas.fill(rect, with: .linearGradient(ramp.gradient(top: rect.minY, height: rect.height)))
    }

    static func darkened(_ ramp: RowRamp) -> RowRamp {
        RowRamp(segments: ramp.segments.map { s in
            switch s {
            case .row(let c): .row(darkened(c))
            case .rows(let n, let c): .rows(count: n, darkened(c))
            case .ramp(let n, let a, let b): .ramp(count: n, first: darkened(a), last: darkened(b))
            }
        })
    }

    static func darkened(_ c: Color) -> Color {
        RowRamp.mix(c, Color(r: 0, g: 0, b: 0, a: c.a), KeyboardColors.alertDarkening)
    }

    /// The soft shadow round a face and the dark rows under it (measured round the keys: a faint
    /// line 1 pt round the face, a fainter one 2 pt out at the sides, and three rows under it,
    /// darkest first). `faceFollows`: an opaque face is drawn over it next (`drawFace`), so the
    /// pixels the face will replace — between its straight sides, below its top corners and above
    /// its bottom ones — are not shaded (`Canvas.fill(_:with:sparing:)`: the rest is the same to
    /// the bit).
    package static func drawShadow(of face: Rect, faceFollows: Bool = false, on canvas: Canvas) {
        let r = cornerRadius
        let top = max(faceRadii.topLeft, faceRadii.topRight), bottom = max(faceRadii.bottomLeft, faceRadii.bottomRight)
        let hidden = Rect(x: face.minX, y: face.minY + top, width: face.width, height: face.height - top - bottom)
        func fill(_ path: Path, _ alpha: Double) {
            let paint = Paint.solid(Color.black.withAlpha(alpha))
            if faceFollows, hidden.height > 0 {
                canvas.fill(path, with: paint, sparing: hidden)
            } else {
                canvas.fill(path, with: paint)
            }
        }
        fill(Path.roundedRect(Rect(x: face.minX - 2, y: face.minY, width: face.width + 4, height: face.height + 2),
                              radius: r + 2), KeyboardColors.haloAlpha)
        fill(Path.roundedRect(Rect(x: face.minX - 1, y: face.minY - 1, width: face.width + 2, height: face.height + 2),
                              radius: r + 1), KeyboardColors.edgeAlpha)
        for (i, alpha) in KeyboardColors.underAlphas.enumerated() {
            fill(Path.roundedRect(Rect(x: face.minX, y: face.minY, width: face.width, height: face.height + Double(i + 1)),
                                  radius: r), alpha)
        }
    }

    /// The box `drawShadow(of:faceFollows:on:)` draws in: 2 pt beside the face, 1 pt above it and
    /// a point a row below it.
    static func shadowBox(of face: Rect) -> Rect {
        Rect(x: face.minX - 2, y: face.minY - 1, width: face.width + 4,
             height: face.height + 1 + Double(max(2, KeyboardColors.underAlphas.count)))
    }

    /// A key's face: its highlight row, then `look`'s ramp to its last row.
    static func drawFace(_ face: Rect, look: KeyboardColors.Face, on canvas: Canvas) {
        let rows = max(4, Int(face.height.rounded()))
        let ramp = RowRamp(segments: [.row(look.highlight), .ramp(count: rows - 1, first: look.top, last: look.bottom)])
        canvas.fill(Path.roundedRect(face, radii: faceRadii),
                    with: .linearGradient(ramp.gradient(top: face.minY, height: face.height)))
    }

    // MARK: Glyphs

    /// The shift arrow's outline in a key (`KeyboardGlyphMetrics`' figures, scaled with the key's
    /// height): the apex, the head's two corners, the stem.
    package static func shiftArrow(in key: Rect) -> Path {
        typealias G = KeyboardGlyphMetrics
        let s = key.height / 38
        let cx = key.midX + G.shiftCentreOffset * s, top = key.minY + G.shiftApexTop * s
        func p(_ dx: Double, _ y: Double) -> Point { Point(cx + dx * s, top + y * s) }
        let head = G.shiftHeadHalfWidth, stem = G.shiftStemHalfWidth
        return Path.polygon([p(0, 0), p(head, G.shiftHeadDepth), p(stem, G.shiftHeadDepth), p(stem, G.shiftStemDepth),
                             p(-stem, G.shiftStemDepth), p(-stem, G.shiftHeadDepth), p(-head, G.shiftHeadDepth)])
    }

    /// Draws the shift arrow: a white outline, or filled when `filled` (caps lock), over a dark
    /// line a point above it.
    package static func drawShiftArrow(in key: Rect, color: Color, filled: Bool, on canvas: Canvas) {
        let arrow = shiftArrow(in: key)
        let style = StrokeStyle(width: KeyboardGlyphMetrics.shiftStroke * key.height / 38, join: .bevel)
        canvas.withState {
            canvas.translate(0, -1)
            let shadow = Paint.solid(Color.black.withAlpha(KeyboardGlyphMetrics.shiftShadowAlpha))
            if filled { canvas.fill(arrow, with: shadow) }
            canvas.stroke(arrow, with: shadow, style: style)
        }
        if filled { canvas.fill(arrow, with: .solid(color)) }
        canvas.stroke(arrow, with: .solid(color), style: style)
    }

    /// A delete plate (`plate`'s figures times `scale`) centred in `key`: a point on its left,
    /// rounded right corners, and an × cut out of it right of its centre.
    package static func deletePlate(in key: Rect, plate g: KeyboardGlyphMetrics.Plate, scale s: Double) -> Path {
        let cx = key.midX + g.dx * s, cy = key.midY + g.dy * s
        let w = g.width * s, h = g.height * s, tip = g.tip * s, r = g.radius * s
        let left = cx - w / 2, right = cx + w / 2, top = cy - h / 2, bottom = cy + h / 2
        var path = Path()
        path.move(to: Point(left, cy))
        path.line(to: Point(left + tip, top))
        path.line(to: Point(right - r, top))
        path.quad(to: Point(right, top + r), control: Point(right, top))
        path.line(to: Point(right, bottom - r))
        path.quad(to: Point(right - r, bottom), control: Point(right, bottom))
        path.line(to: Point(left + tip, bottom))
        path.close()
        // The ×: a plus of arms `arm` long and `half` half-wide, turned 45°, as a hole.
        let xc = cx + g.crossOffset * s, arm = g.arm * s, half = g.halfArm * s, c = 0.5.squareRoot()
        let plus: [(Double, Double)] = [(-half, -arm), (half, -arm), (half, -half), (arm, -half), (arm, half),
                                        (half, half), (half, arm), (-half, arm), (-half, half), (-arm, half),
                                        (-arm, -half), (-half, -half)]
        path.append(GlyphGeometry.polygon(plus.map { x, y in Point(xc + (x - y) * c, cy + (x + y) * c) }, hole: true))
        return path
    }

    /// Draws a delete plate in `color`, over a dark line a point above it when the plate has one.
    package static func drawDelete(in key: Rect, plate g: KeyboardGlyphMetrics.Plate, scale: Double, color: Color,
                                   on canvas: Canvas) {
        let plate = deletePlate(in: key, plate: g, scale: scale)
        if g.shadowAlpha > 0 {
            canvas.withState {
                canvas.translate(0, -1)
                canvas.fill(plate, with: .solid(Color.black.withAlpha(g.shadowAlpha)))
            }
        }
        canvas.fill(plate, with: .solid(color))
    }

    /// The phone pad's `+ * #`, drawn as strokes (`KeyboardGlyphMetrics`' figures, scaled with the
    /// cell's height) over a white line a point under them.
    package static func drawPhoneSymbols(in cell: Rect, color: Color, on canvas: Canvas) {
        typealias G = KeyboardGlyphMetrics
        let s = cell.height / 53, w = G.padSymbolStroke * s
        func bar(_ cx: Double, _ cy: Double, _ angle: Double, _ length: Double) -> Path {
            let x = cell.minX + cx * s, y = cell.minY + cy * s
            let ux = cos(angle * .pi / 180) * length / 2 * s, uy = sin(angle * .pi / 180) * length / 2 * s
            return GlyphGeometry.bar(from: Point(x - ux, y - uy), to: Point(x + ux, y + uy), width: w)
        }
        var path = bar(G.plus.x, G.plus.y, 0, G.plus.across)
        path.append(bar(G.plus.x, G.plus.y, 90, G.plus.down))
        for angle in [0.0, 60, 120] { path.append(bar(G.asterisk.x, G.asterisk.y, angle, G.asterisk.length)) }
        for dy in [-G.hash.rowGap, G.hash.rowGap] { path.append(bar(G.hash.x, G.hash.y + dy, 0, G.hash.across)) }
        for dx in [-G.hash.columnGap, G.hash.columnGap] { path.append(bar(G.hash.x + dx, G.hash.y, 90, G.hash.down)) }
        canvas.withState {
            canvas.translate(0, 1)
            canvas.fill(path, with: .solid(Color.white.withAlpha(G.padSymbolShadowAlpha)))
        }
        canvas.fill(path, with: .solid(color))
    }

    // MARK: Pads

    /// A pad's cell: a light first row, then a ramp; the line above it is the background's.
    package static func drawPadCell(_ cell: Rect, light: Bool, on canvas: Canvas) {
        let rows = max(3, Int(cell.height.rounded()))
        let ramp = light
            ? RowRamp(segments: [.row(KeyboardColors.padLightHighlight),
                                 .ramp(count: rows - 1, first: KeyboardColors.padLightTop,
                                       last: KeyboardColors.padLightBottom)])
            : RowRamp(segments: [.row(KeyboardColors.padHighlight),
                                 .ramp(count: rows - 1, first: KeyboardColors.padTop, last: KeyboardColors.padBottom)])
        canvas.fill(cell, with: .linearGradient(ramp.gradient(top: cell.minY, height: cell.height)))
    }
}
