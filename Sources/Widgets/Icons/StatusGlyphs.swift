import Geometry
import Layout
import NavigationModel
import Raster

/// The glyphs of a mockup's status bar (docs/DESIGN.md §Status bar): the signal-strength bars before
/// "Carrier", the Wi-Fi fan after it, and the battery on the right, each filled in one colour
/// (black on the default bar, light grey on the black ones).
///
/// Designed on a 1x point grid for the 20-pt bar, like the system icons, from our recollection of
/// the iPhone OS 3 status bar (no measured art was found): a glyph drawn into a rect of its
/// natural size at whole points is crisp at every scale; any other rect scales it uniformly and
/// centres it. Parts that are "off" (bars above the strength, arcs beyond it) are drawn in the
/// same colour at `dimAlpha`, or not at all when it is 0.
package enum StatusGlyphs {
    /// Five bars 3 pt wide, 1 pt apart, 3 to 11 pt tall, standing on a common baseline (19 × 11).
    package static let signalSize = StatusBarLayout.signalSize
    /// A quarter-circle fan of radius 11.3 pt opening upwards: a wedge and three 1.8-pt arcs
    /// (16 × 11.5).
    package static let wifiSize = StatusBarLayout.wifiSize
    /// A 22 × 11 pt body with a 1-pt outline and a 2 × 5 pt nub on the right (24 × 11).
    package static let batterySize = StatusBarLayout.batterySize
    /// A lightning bolt, 7 × 11 pt: shown beside the battery while it charges.
    package static let boltSize = StatusBarLayout.boltSize
    /// The opacity of the parts that are off, relative to the colour's own alpha.
    package static let dimAlpha = 0.25

    /// The lit and unlit parts of a glyph, both to be filled with the non-zero rule.
    package struct Parts: Hashable, Sendable {
        package var lit: Path
        package var unlit: Path
    }

    // MARK: - Signal strength

    /// The first `bars` of the five bars lit (0…5, clamped).
    package static func signalBarsPaths(in rect: Rect, bars: Int = 5) -> Parts {
        var lit = Path(), unlit = Path()
        for i in 0..<5 {
            let height = 3 + 2 * Double(i)
            let bar = Path.rect(Rect(x: 4 * Double(i), y: signalSize.height - height, width: 3, height: height))
            if i < bars { lit.append(bar) } else { unlit.append(bar) }
        }
        return fitted(Parts(lit: lit, unlit: unlit), signalSize, into: rect)
    }

    package static func signalBars(on canvas: Canvas, in rect: Rect, color: Color, bars: Int = 5) {
        fill(signalBarsPaths(in: rect, bars: bars), color: color, on: canvas)
    }

    // MARK: - Wi-Fi

    /// The wedge and the first `strength` arcs (0…3, clamped) lit; the wedge is always lit.
    package static func wifiPaths(in rect: Rect, strength: Int = 3) -> Parts {
        let apex = Point(wifiSize.width / 2, wifiSize.height)
        let start = SystemIconDesigns.deg(-135), end = SystemIconDesigns.deg(-45)
        var lit = GlyphGeometry.band(center: apex, inner: 0, outer: 2.3, start: start, end: end)
        var unlit = Path()
        for (i, inner) in [3.5, 6.5, 9.5].enumerated() {
            let arc = GlyphGeometry.band(center: apex, inner: inner, outer: inner + 1.8, start: start, end: end)
            if i < strength { lit.append(arc) } else { unlit.append(arc) }
        }
        return fitted(Parts(lit: lit, unlit: unlit), wifiSize, into: rect)
    }

    package static func wifi(on canvas: Canvas, in rect: Rect, color: Color, strength: Int = 3) {
        fill(wifiPaths(in: rect, strength: strength), color: color, on: canvas)
    }

    // MARK: - Battery

    /// The outline, nub and charge (all lit; the empty part of the battery shows the bar behind
    /// it, as on the phone, so `unlit` is empty). `level` runs from 0 (empty) to 1 (full) and is
    /// clamped; NaN counts as empty.
    package static func batteryPaths(in rect: Rect, level: Double = 1) -> Parts {
        var lit = GlyphGeometry.roundedRect(Rect(x: 0, y: 0, width: 22, height: 11), radius: 2)
        lit.append(GlyphGeometry.roundedRect(Rect(x: 1, y: 1, width: 20, height: 9), radius: 1, hole: true))
        lit.append(Path.roundedRect(Rect(x: 22, y: 3, width: 2, height: 5),
                                    radii: CornerRadii(topLeft: 0, topRight: 1, bottomRight: 1, bottomLeft: 0)))
        // The charge: a bar inside the outline with a 1-pt gap all round, 18 pt long when full.
        let l = level.isNaN ? 0 : min(1, max(0, level))
        if l > 0 { lit.addRect(Rect(x: 2, y: 2, width: 18 * l, height: 7)) }
        return fitted(Parts(lit: lit, unlit: Path()), batterySize, into: rect)
    }

    /// At this charge and below the phone showed the charge in red (chosen colour: no art of the
    /// status bar was found) whatever the bar's style, as its low-battery warning.
    package static let lowBatteryLevel = 0.2
    package static let lowBatteryRed = Color(rgb: 0xe01c1c)

    package static func battery(on canvas: Canvas, in rect: Rect, color: Color, level: Double = 1) {
        let l = level.isNaN ? 0 : min(1, max(0, level))
        guard l > 0, l <= lowBatteryLevel else {
            fill(batteryPaths(in: rect, level: level), color: color, on: canvas)
            return
        }
        // The outline in the bar's colour, the charge in red.
        fill(batteryPaths(in: rect, level: 0), color: color, on: canvas)
        let charge = Path.rect(Rect(x: 2, y: 2, width: 18 * l, height: 7))
        canvas.fill(charge.transformed(by: GlyphGeometry.fit(batterySize, into: rect)), with: .solid(lowBatteryRed))
    }

    // MARK: - Charging

    /// A lightning bolt: a zigzag from the top right to the bottom left, its waist at mid-height.
    package static func boltPaths(in rect: Rect) -> Parts {
        var bolt = Path()
        bolt.move(to: Point(4.5, 0))
        bolt.line(to: Point(0, 6.5))
        bolt.line(to: Point(3.2, 6.5))
        bolt.line(to: Point(2.2, 11))
        bolt.line(to: Point(7, 4.3))
        bolt.line(to: Point(3.8, 4.3))
        bolt.close()
        return fitted(Parts(lit: bolt, unlit: Path()), boltSize, into: rect)
    }

    package static func bolt(on canvas: Canvas, in rect: Rect, color: Color) {
        fill(boltPaths(in: rect), color: color, on: canvas)
    }

    // MARK: - The other fields (designed on the same grid; docs/DESIGN.md §Status bar)

    /// An airliner seen from above, nose to the right: a fuselage, swept wings and a tail (15 × 11).
    package static func airplanePath(in rect: Rect) -> Path {
        var p = GlyphGeometry.bar(from: Point(1, 5.5), to: Point(14, 5.5), width: 2, roundStart: true, roundEnd: true)
        p.append(GlyphGeometry.polygon([Point(6, 4.6), Point(9, 4.6), Point(5.5, 0), Point(4, 0)]))
        p.append(GlyphGeometry.polygon([Point(4, 11), Point(5.5, 11), Point(9, 6.4), Point(6, 6.4)]))
        p.append(GlyphGeometry.polygon([Point(1.5, 4.6), Point(3.2, 4.6), Point(1.8, 2), Point(0.8, 2)]))
        p.append(GlyphGeometry.polygon([Point(0.8, 9), Point(1.8, 9), Point(3.2, 6.4), Point(1.5, 6.4)]))
        return p.transformed(by: GlyphGeometry.fit(StatusBarLayout.airplaneSize, into: rect))
    }

    /// A padlock: a 8 × 6 body and a shackle 1.2 thick over it (8 × 11).
    package static func lockPath(in rect: Rect) -> Path {
        var p = GlyphGeometry.roundedRect(Rect(x: 0, y: 5, width: 8, height: 6), radius: 1)
        p.append(GlyphGeometry.band(center: Point(4, 4), inner: 1.8, outer: 3, start: Double.pi, end: 2 * Double.pi))
        p.addRect(Rect(x: 1, y: 4, width: 1.2, height: 1))
        p.addRect(Rect(x: 5.8, y: 4, width: 1.2, height: 1))
        return p.transformed(by: GlyphGeometry.fit(StatusBarLayout.lockSize, into: rect))
    }

    /// An icon of the right side at its natural size in `rect`.
    package static func iconPath(_ icon: StatusIcon, in rect: Rect) -> Path {
        var p = Path()
        switch icon {
        case .play:
            p = GlyphGeometry.polygon([Point(0, 0), Point(7, 4), Point(0, 8)])
        case .alarm:
            // A clock face ring with two hands and a bell on each shoulder.
            p = GlyphGeometry.circle(center: Point(5.5, 6), radius: 4.5)
            p.append(GlyphGeometry.circle(center: Point(5.5, 6), radius: 3.3, hole: true))
            p.addRect(Rect(x: 5, y: 3.5, width: 1, height: 3))
            p.addRect(Rect(x: 5, y: 5.5, width: 2.5, height: 1))
            p.append(GlyphGeometry.band(center: Point(2, 2.5), inner: 0, outer: 2, start: Double.pi, end: 1.75 * Double.pi))
            p.append(GlyphGeometry.band(center: Point(9, 2.5), inner: 0, outer: 2, start: 1.25 * Double.pi,
                                        end: 2 * Double.pi))
        case .bluetooth:
            // The rune: a stem and two closed chevrons to its right, with the crossing strokes.
            let w = 1.2
            p = GlyphGeometry.bar(from: Point(3.5, 0), to: Point(3.5, 11), width: w)
            p.append(GlyphGeometry.bar(from: Point(3.5, 0.4), to: Point(6.3, 3.1), width: w))
            p.append(GlyphGeometry.bar(from: Point(6.3, 3.1), to: Point(0.6, 8.3), width: w))
            p.append(GlyphGeometry.bar(from: Point(3.5, 10.6), to: Point(6.3, 7.9), width: w))
            p.append(GlyphGeometry.bar(from: Point(6.3, 7.9), to: Point(0.6, 2.7), width: w))
        case .location:
            // An arrowhead pointing up and to the right, notched at its base.
            p = GlyphGeometry.polygon([Point(9, 0), Point(5, 9), Point(4.2, 4.8), Point(0, 4)])
        }
        return p.transformed(by: GlyphGeometry.fit(StatusBarLayout.iconSize(icon), into: rect))
    }

    // MARK: - Shared

    static func fitted(_ parts: Parts, _ natural: Size, into rect: Rect) -> Parts {
        let t = GlyphGeometry.fit(natural, into: rect)
        return Parts(lit: parts.lit.transformed(by: t), unlit: parts.unlit.transformed(by: t))
    }

    static func fill(_ parts: Parts, color: Color, on canvas: Canvas) {
        if !parts.unlit.isEmpty, dimAlpha > 0 {
            canvas.fill(parts.unlit, with: .solid(color.withAlpha(Double(color.a) / 255 * dimAlpha)))
        }
        canvas.fill(parts.lit, with: .solid(color))
    }
}
