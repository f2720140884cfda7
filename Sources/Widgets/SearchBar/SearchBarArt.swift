import Geometry
import Raster

/// The pieces of a search bar, drawn procedurally (docs/DESIGN.md §Search bar): the default bar's
/// background, the rounded field, the magnifier and the clear button. The colours are the measured
/// figures of Apple's iPhone OS 3 search bar art (1x rows, y = 0 at the top); the shapes are ours.
package enum SearchBarArt {
    // MARK: Background (default style), 44 rows

    /// Row 0, a light line.
    static let highlight = Color(rgb: 0xf1f3f4)
    /// Rows 1–21 and 22–42: two ramps (the art bends at its middle, so one straight ramp would be
    /// 4 levels off there).
    static let upperTop = Color(rgb: 0xe0e4e7)
    static let upperBottom = Color(rgb: 0xc4ccd2)
    static let lowerTop = Color(rgb: 0xbfc8ce)
    static let lowerBottom = Color(rgb: 0xb4bec6)
    /// Row 43, the line under the bar.
    static let separator = Color(rgb: 0x8999a5)

    /// The default search bar's rows for a bar `rows` tall (44, or 88 with a scope bar): the lines
    /// stay one row, the ramps share the rest.
    static func defaultRamp(rows: Int) -> RowRamp {
        let inner = max(0, rows - 2)
        return RowRamp(segments: [
            .row(highlight),
            .ramp(count: inner / 2, first: upperTop, last: upperBottom),
            .ramp(count: inner - inner / 2, first: lowerTop, last: lowerBottom),
            .row(separator),
        ])
    }

    /// Draws the default background into `rect` (points).
    package static func drawDefaultBackground(in rect: Rect, on canvas: Canvas) {
        let rows = max(3, Int(rect.height.rounded()))
        canvas.withState {
            canvas.translate(rect.minX, rect.minY)
            canvas.scale(by: 1, rect.height / Double(rows))
            canvas.fill(Rect(x: 0, y: 0, width: rect.width, height: Double(rows)),
                        with: .linearGradient(defaultRamp(rows: rows).gradient(top: 0)))
        }
    }

    // MARK: The field

    /// The outer edge: navy (#001c41) at 40 % along the top, 11 % along the bottom (measured), a
    /// soft shadow round a white pill.
    static let edge = Color(rgb: 0x001c41)
    static let edgeTopAlpha = 0.40
    static let edgeBottomAlpha = 0.11

    /// The inner shadow, as rings of the pill inset by (top, side, bottom) points, each a vertical
    /// ramp top → middle → bottom (measured down the art's middle column and across its middle row):
    /// darkest along the top edge, faint at the sides and bottom; white inside the last.
    static let innerShadow: [(inset: (top: Double, side: Double, bottom: Double), colors: (UInt32, UInt32, UInt32))] = [
        ((1, 1, 1), (0xa1a1a1, 0xcdcdcd, 0xeeeeee)),
        ((2, 2, 2), (0xcfcfcf, 0xededed, 0xf5f5f5)),
        ((3, 3, 2.5), (0xeeeeee, 0xfdfdfd, 0xfcfcfc)),
        ((4, 4, 3), (0xffffff, 0xffffff, 0xffffff)),
    ]

    /// A pill (a rounded rectangle with half-height corners).
    static func pill(_ r: Rect) -> Path {
        Path.roundedRect(r, radius: min(r.width, r.height) / 2)
    }

    /// Draws the rounded field into `rect` (points; 31 tall as laid out).
    package static func drawField(in rect: Rect, on canvas: Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        let outer = LinearGradient(start: Point(0, rect.minY), end: Point(0, rect.maxY), stops: [
            GradientStop(0, edge.withAlpha(edgeTopAlpha)), GradientStop(1, edge.withAlpha(edgeBottomAlpha)),
        ])
        if let outer { canvas.fill(pill(rect), with: .linearGradient(outer)) }
        for ring in innerShadow {
            let r = Rect(x: rect.minX + ring.inset.side, y: rect.minY + ring.inset.top,
                         width: rect.width - 2 * ring.inset.side,
                         height: rect.height - ring.inset.top - ring.inset.bottom)
            guard r.width > 0, r.height > 0 else { continue }
            let (top, middle, bottom) = ring.colors
            let fill = LinearGradient(start: Point(0, r.minY), end: Point(0, r.maxY), stops: [
                GradientStop(0, Color(rgb: top)), GradientStop(0.5, Color(rgb: middle)),
                GradientStop(1, Color(rgb: bottom)),
            ])
            if let fill { canvas.fill(pill(r), with: .linearGradient(fill)) }
        }
    }

    // MARK: Magnifier and clear button

    /// The magnifier's blue-grey (#a5aab0 at its darkest, measured).
    static let magnifierColor = Color(rgb: 0xa5aab0)

    /// The magnifier in its 14 × 15 box: a ring about (6, 6) of outer radius 5.93 and inner 3.94
    /// (measured across its middle row and column: ink in columns and rows 0–11, 2.0 thick), and a
    /// handle 2 thick on the line y = x + 1 (the art's handle runs through the pixel centres
    /// (10.5, 11.5) … (12.5, 13.5)) from the ring to a square end at x = 13.4.
    package static func magnifierPath(in rect: Rect) -> Path {
        let s = rect.width / 14
        func p(_ x: Double, _ y: Double) -> Point { Point(rect.minX + x * s, rect.minY + y * s) }
        var path = GlyphGeometry.circle(center: p(6, 6), radius: 5.93 * s)
        path.append(GlyphGeometry.circle(center: p(6, 6), radius: 3.94 * s, hole: true))
        path.append(GlyphGeometry.bar(from: p(9.3, 10.3), to: p(13.4, 14.4), width: 2 * s))
        return path
    }

    /// The clear button in its 19 × 19 box: a black disc at 30 % (measured) with an × cut out of it
    /// (the hole winds the other way: fill with the non-zero rule).
    package static func clearButtonPath(in rect: Rect) -> Path {
        let s = rect.width / 19
        func p(_ x: Double, _ y: Double) -> Point { Point(rect.minX + x * s, rect.minY + y * s) }
        var path = GlyphGeometry.circle(center: p(9.5, 9.5), radius: 9.5 * s)
        // The ×: a plus of arms 1 pt half-wide reaching 5.8 pt from the centre, turned 45° (fitted
        // to the art by bench/fidelity.sh's "search clear button").
        let h = 1.0, l = 5.8, c = 0.5.squareRoot()
        let plus: [(Double, Double)] = [(-h, -l), (h, -l), (h, -h), (l, -h), (l, h), (h, h), (h, l), (-h, l), (-h, h),
                                        (-l, h), (-l, -h), (-h, -h)]
        path.append(GlyphGeometry.polygon(plus.map { x, y in p(9.5 + (x - y) * c, 9.5 + (x + y) * c) }, hole: true))
        return path
    }

    static let clearButtonColor = Color.black.withAlpha(0.30)

    package static func drawMagnifier(in rect: Rect, on canvas: Canvas) {
        canvas.fill(magnifierPath(in: rect), with: .solid(magnifierColor))
    }

    package static func drawClearButton(in rect: Rect, on canvas: Canvas) {
        canvas.fill(clearButtonPath(in: rect), with: .solid(clearButtonColor))
    }
}
