import Geometry
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pieces of the iPhone OS 3 keyboard, drawn procedurally (docs/DESIGN.md §Keyboard): the
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
    /// darkest first).
    package static func drawShadow(of face: Rect, on canvas: Canvas) {
        let r = cornerRadius
        canvas.fill(Path.roundedRect(Rect(x: face.minX - 2, y: face.minY, width: face.width + 4, height: face.height + 2),
                                     radius: r + 2), with: .solid(Color.black.withAlpha(KeyboardColors.haloAlpha)))
        canvas.fill(Path.roundedRect(Rect(x: face.minX - 1, y: face.minY - 1, width: face.width + 2,
                                          height: face.height + 2), radius: r + 1),
                    with: .solid(Color.black.withAlpha(KeyboardColors.edgeAlpha)))
        for (i, alpha) in KeyboardColors.underAlphas.enumerated() {
            canvas.fill(Path.roundedRect(Rect(x: face.minX, y: face.minY, width: face.width,
                                              height: face.height + Double(i + 1)), radius: r),
                        with: .solid(Color.black.withAlpha(alpha)))
        }
    }

    /// A key's face: its highlight row, then `look`'s ramp to its last row.
    static func drawFace(_ face: Rect, look: KeyboardColors.Face, on canvas: Canvas) {
        let rows = max(4, Int(face.height.rounded()))
        let ramp = RowRamp(segments: [.row(look.highlight), .ramp(count: rows - 1, first: look.top, last: look.bottom)])
        canvas.fill(Path.roundedRect(face, radii: faceRadii),
                    with: .linearGradient(ramp.gradient(top: face.minY, height: face.height)))
    }

    // MARK: Glyphs

    /// The shift arrow's outline in a 36 × 38 key (measured on the reference: apex 12 below the
    /// top, the head 19 wide with its base at 21.5, the stem 8 wide down to 27.5), half a point right of
    /// `key`'s centre.
    package static func shiftArrow(in key: Rect) -> Path {
        let s = key.height / 38
        let cx = key.midX + 0.5 * s, top = key.minY + 12 * s
        func p(_ dx: Double, _ y: Double) -> Point { Point(cx + dx * s, top + y * s) }
        return Path.polygon([p(0, 0), p(9.5, 10.5), p(4, 10.5), p(4, 16.5), p(-4, 16.5), p(-4, 10.5), p(-9.5, 10.5)])
    }

    /// Draws the shift arrow: a white outline (1.6 wide), or filled when `filled` (caps lock), over
    /// a dark line a point above it.
    package static func drawShiftArrow(in key: Rect, color: Color, filled: Bool, on canvas: Canvas) {
        let arrow = shiftArrow(in: key)
        let style = StrokeStyle(width: 1.6, join: .miter)
        canvas.withState {
            canvas.translate(0, -1)
            canvas.stroke(arrow, with: .solid(KeyboardColors.functionShadow), style: style)
        }
        if filled { canvas.fill(arrow, with: .solid(color)) }
        canvas.stroke(arrow, with: .solid(color), style: style)
    }

    /// A delete plate: `size` (the row keys' 24 × 16, measured; the pads' 22 × 14), centred in
    /// `key` (`dx` off its centre), a point on its left `size.height / 2` long, corners of 2, with an
    /// × cut out of it 2.5 right of the plate's centre (arms reaching 5 across, 2 wide).
    package static func deletePlate(in key: Rect, size: Size, dx: Double = 0) -> Path {
        let s = size.height / 16
        let cx = key.midX + dx, cy = key.midY - 0.5 * s
        let w = size.width, h = size.height, tip = 8 * s, r = 2 * s
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
        let xc = cx + 2.5 * s, arm = 6.0 * s, half = 1.0 * s, c = 0.5.squareRoot()
        let plus: [(Double, Double)] = [(-half, -arm), (half, -arm), (half, -half), (arm, -half), (arm, half),
                                        (half, half), (half, arm), (-half, arm), (-half, half), (-arm, half),
                                        (-arm, -half), (-half, -half)]
        path.append(GlyphGeometry.polygon(plus.map { x, y in Point(xc + (x - y) * c, cy + (x + y) * c) }, hole: true))
        return path
    }

    /// Draws a delete plate in `color`, over a dark line a point above it when `shadowed`.
    package static func drawDelete(in key: Rect, size: Size, dx: Double = 0, color: Color, shadowed: Bool,
                                   on canvas: Canvas) {
        let plate = deletePlate(in: key, size: size, dx: dx)
        if shadowed {
            canvas.withState {
                canvas.translate(0, -1)
                canvas.fill(plate, with: .solid(KeyboardColors.functionShadow))
            }
        }
        canvas.fill(plate, with: .solid(color))
    }

    /// The phone pad's `+ * #`, drawn as strokes (measured: each 14–16 across, centred 30, 50.5 and
    /// 71.5 right of the cell's left and 26.5 below its top, strokes 2.2 wide).
    package static func drawPhoneSymbols(in cell: Rect, color: Color, on canvas: Canvas) {
        let s = cell.height / 53, w = 2.2 * s
        func bar(_ cx: Double, _ angle: Double, _ length: Double, dx: Double = 0, dy: Double = 0) -> Path {
            let x = cell.minX + (cx + dx) * s, y = cell.minY + (26.5 + dy) * s
            let ux = cos(angle * .pi / 180) * length / 2 * s, uy = sin(angle * .pi / 180) * length / 2 * s
            return GlyphGeometry.bar(from: Point(x - ux, y - uy), to: Point(x + ux, y + uy), width: w)
        }
        var path = bar(30, 0, 14)
        path.append(bar(30, 90, 14))
        for angle in [90.0, 30, 150] { path.append(bar(50.5, angle, 12.5)) }
        for dy in [-2.5, 2.5] { path.append(bar(71.5, 0, 15, dy: dy)) }
        for dx in [-2.5, 2.5] { path.append(bar(71.5, 90, 13, dx: dx)) }
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
