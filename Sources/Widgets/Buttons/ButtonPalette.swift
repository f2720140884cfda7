import Raster

/// The colours of one piece of button art, row by row (`ButtonRows`): the measured rows of Apple's
/// art for the untinted styles (`ButtonArtMetrics`), and rows derived from a base colour for tints.
public struct ButtonPalette: Hashable, Sendable {
    package var rows: ButtonRows
    /// When set, the body's column pixel by pixel at @2x (58 rows: the 1-px lines of @2x art that
    /// one colour per point cannot give), drawn instead of `rows`' 29 at scale 2 and up; its first
    /// and last two rows are the top and bottom borders.
    var pixelRows2x: RowRamp?
    /// With `pixelRows2x`, the emboss's two pixel rows at @2x (else `rows.emboss` on both).
    var emboss2x: RowRamp?

    package var base: Color { rows.base }
    /// The bottom border (row 28); the sides are each row's colour times `rows.sideScale`.
    package var border: Color { rows.bottomBorder }
    package var topBorder: Color { rows.topBorder }
    package var embossAlpha: Double { Double(rows.emboss.a) / 255 }

    public enum Role: Hashable, Sendable { case bordered, done }

    /// The palette of a button on a bar that looks like `look`.
    ///
    /// Untinted styles take the rows of Apple's art (`ButtonArtMetrics`): default, done, black
    /// opaque and black translucent, pressed default (also a pressed done button: Apple's two
    /// images are the same) and pressed black (both black styles). A tint derives its rows from a
    /// base colour (`init(base:border:topBorder:embossAlpha:)`); pressed is darker and more
    /// saturated (`pressed(_:)`).
    package init(look: BarLook, role: Role = .bordered, pressed: Bool = false) {
        guard let tint = look.tint else {
            switch (look.style, role, pressed) {
            case (.default, _, true), (_, .done, true): self.init(rows: ButtonArtMetrics.defaultPressed)
            case (.default, .bordered, false):
                self.init(rows: ButtonArtMetrics.defaultBordered, pixelRows2x: ButtonArtMetrics.defaultBorderedPixels2x,
                          emboss2x: ButtonArtMetrics.segmentEmbossPixels2x)
            case (_, .done, false): self.init(rows: ButtonArtMetrics.done)
            case (.black, .bordered, false): self.init(rows: ButtonArtMetrics.blackOpaque)
            case (.blackTranslucent, .bordered, false):
                self.init(rows: ButtonArtMetrics.blackTranslucent, pixelRows2x: ButtonArtMetrics.blackTranslucentPixels2x,
                          emboss2x: ButtonArtMetrics.segmentEmbossPixels2x)
            case (_, .bordered, true): self.init(rows: ButtonArtMetrics.blackPressed)
            }
            return
        }
        var base = ButtonPalette.tintedBase(tint)
        if role == .done {
            var hsb = HSB(base)
            hsb.s = min(1, hsb.s * 1.15)
            hsb.b *= 0.85
            base = hsb.color
        }
        if pressed { base = ButtonPalette.pressed(base) }
        self.init(base: base, border: BarTint.scale(base, ButtonArtMetrics.sideScale), topBorder: nil,
                  embossAlpha: ChromeColors.embossAlpha)
    }

    package init(rows: ButtonRows) {
        self.rows = rows
    }

    init(rows: ButtonRows, pixelRows2x: RowRamp, emboss2x: RowRamp? = nil) {
        self.rows = rows
        self.pixelRows2x = pixelRows2x
        self.emboss2x = emboss2x
    }

    /// Rows derived from a base colour, the way the measured art relates to its base: the gloss is
    /// the base pushed toward white with k = 0.43 − 0.0258·y (rows 2–14; within 3 levels of the
    /// default art), row 1 is 0.88 × row 2, row 15 three levels below the base, the sides 0.74 ×
    /// each row. Without a `topBorder`, the border × 0.8 taken three quarters of the way to
    /// #303236 (within 2 levels of the default, pressed and done art's top borders).
    package init(base: Color, border: Color, topBorder: Color?, embossAlpha: Double) {
        let glossTop = BarTint.push(base, k: ChromeMetrics.glossK(row: Double(ChromeMetrics.glossFirstRow)))
        let glossBottom = BarTint.push(base, k: ChromeMetrics.glossK(row: Double(ChromeMetrics.glossLastRow)))
        func drop(_ v: UInt8) -> UInt8 { UInt8(max(0, Int(v) - ButtonArtMetrics.flatTopDrop)) }
        rows = ButtonRows(
            topBorder: topBorder ?? RowRamp.mix(BarTint.scale(border, 0.8), Color(rgb: 0x303236), 0.75),
            highlight: BarTint.scale(glossTop, ButtonArtMetrics.highlightScale),
            glossTop: glossTop, glossMiddle: RowRamp.mix(glossTop, glossBottom, 0.5), glossBottom: glossBottom,
            flatTop: Color(r: drop(base.r), g: drop(base.g), b: drop(base.b)),
            base: base, bottomBorder: border,
            sideScale: SIMD3(repeating: ButtonArtMetrics.sideScale),
            emboss: Color.white.withAlpha(embossAlpha))
    }

    /// Darker and more saturated, by the ratios of the measured default pair
    /// (#4a6c9b → #273f6d: saturation × 1.23, brightness × 0.70, hue 4.6° on).
    static func pressed(_ c: Color) -> Color {
        var hsb = HSB(c)
        hsb.h = (hsb.h + ButtonArtMetrics.pressedHueShift).truncatingRemainder(dividingBy: 1)
        hsb.s = min(1, hsb.s * 1.23)
        hsb.b *= 0.70
        return hsb.color
    }

    /// A tinted button's base: "the tint pushed away from white".
    ///
    /// The HSB rule of docs/DESIGN.md §Button gloss (saturation × 1.6, brightness × 0.97 below
    /// saturation 0.5; × 1.25, × 0.75 above) reproduces the default base (#4a6c9b, within 3 levels)
    /// when applied to the bar's bottom colour (row 42, #6d84a2), not to the tint #8195af itself;
    /// and its second branch does not reproduce the measured orange (#ff8000 → #ff5700). So: start
    /// from the bar's row 42; for low saturation apply the rule's first branch, with brightness ×
    /// 0.955 rather than 0.97 (the default bar's tint then gives the default art's base,
    /// `UINavigationBarDefaultButton.png`'s #4a6c9b, within a level, where 0.97 gave #4b6f9d and the
    /// drawn button 2.4 levels from the art instead of 1.3); for high saturation push away from
    /// white once more with row 42's own k (−0.158), which gives #ff5500 for orange; blend the two
    /// between saturation 0.35 and 0.65 so that nearby tints never jump.
    static func tintedBase(_ tint: Color) -> Color {
        let row42 = BarTint.navigationBarRow(tint, row: 42)
        var hsb = HSB(row42)
        let saturation = hsb.s
        hsb.s = min(1, hsb.s * 1.6)
        hsb.b *= 0.955
        let low = hsb.color
        let high = BarTint.push(row42, k: BarTint.k(row: 42))
        let w = max(0, min(1, (saturation - 0.35) / 0.3))
        return RowRamp.mix(low, high, w)
    }

    /// The 29 rows of the body (row 29, the emboss, is drawn apart): row 0 the top border, row 1
    /// the inner highlight, rows 2–14 the gloss (through row 8), rows 15–21 the shallow ramp to the
    /// base, rows 22–27 the base, row 28 the bottom border.
    var pointRamp: RowRamp {
        RowRamp(segments: [
            .row(rows.topBorder),
            .row(rows.highlight),
            // Rows 2–7 toward the middle row, rows 8–14 from it.
            .ramp(count: 6, first: rows.glossTop, last: RowRamp.mix(rows.glossTop, rows.glossMiddle, 5 / 6)),
            .ramp(count: 7, first: rows.glossMiddle, last: rows.glossBottom),
            .ramp(count: 7, first: rows.flatTop, last: rows.base),
            .rows(count: ChromeMetrics.flatLastRow - ChromeMetrics.flatFirstRow + 1 - 7, rows.base),
            .row(rows.bottomBorder),
        ])
    }

    /// The body's rows at `scale`: `pixelRows2x` at 2 and up when there is one, else the 29 rows.
    func bodyRamp(scale: Double = 1) -> RowRamp {
        guard scale >= 2, let px = pixelRows2x else { return pointRamp }
        return px
    }

    /// How many rows of `ramp` are border at each end (one point).
    private func borderRows(_ ramp: RowRamp) -> Int { ramp.rowCount > 29 ? 2 : 1 }

    /// The fill inside the border: the same rows without the border colours (each border row
    /// takes the colour of the first or last row inside it).
    func fillRamp(scale: Double = 1) -> RowRamp {
        var r = bodyRamp(scale: scale)
        let n = borderRows(r), count = r.segments.count
        let top = r.color(row: n), bottom = r.color(row: r.rowCount - 1 - n)
        for i in 0..<n {
            r.segments[i] = .row(top)
            r.segments[count - 1 - i] = .row(bottom)
        }
        return r
    }

    /// The border around the body: the top and bottom borders at the ends, and between them each
    /// row's body colour times the side scale.
    func sideRamp(scale: Double = 1) -> RowRamp {
        let sides = scaledRamp(rows.sideScale, scale: scale)
        guard sides.rowCount == 29 else { return sides }
        // The top border wraps the upper corners: rows 1–4 run from it to the side colour of row 5.
        var segments: [RowRamp.Segment] = [.row(rows.topBorder), .row(rows.topBorder)]
        let side5 = sides.color(row: 5)
        segments.append(.ramp(count: 3, first: RowRamp.mix(rows.topBorder, side5, 0.25),
                              last: RowRamp.mix(rows.topBorder, side5, 0.75)))
        segments.append(.ramp(count: 3, first: side5, last: sides.color(row: 7)))
        segments += sides.segments.dropFirst(3)
        return RowRamp(segments: segments)
    }

    /// The body's rows times `k` per channel between the top and bottom borders, which stay.
    func scaledRamp(_ k: SIMD3<Double>, scale: Double = 1) -> RowRamp {
        func side(_ c: Color) -> Color {
            func ch(_ v: UInt8, _ k: Double) -> UInt8 { UInt8(max(0, min(255, (Double(v) * k).rounded()))) }
            return Color(r: ch(c.r, k.x), g: ch(c.g, k.y), b: ch(c.b, k.z))
        }
        var r = bodyRamp(scale: scale)
        let n = borderRows(r)
        for i in n..<(r.segments.count - n) {
            switch r.segments[i] {
            case .row(let c): r.segments[i] = .row(side(c))
            case .rows(let k, let c): r.segments[i] = .rows(count: k, side(c))
            case .ramp(let k, let a, let b): r.segments[i] = .ramp(count: k, first: side(a), last: side(b))
            }
        }
        return r
    }
}
