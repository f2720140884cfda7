import Raster

/// The colours of one piece of button art: its body base, side/bottom border, top border and the
/// alpha of its emboss line (docs/DESIGN.md §Button gloss).
public struct ButtonPalette: Hashable, Sendable {
    public var base: Color
    public var border: Color
    public var topBorder: Color
    public var embossAlpha: Double

    public enum Role: Hashable, Sendable { case bordered, done }

    /// The palette of a button on a bar that looks like `look`.
    ///
    /// Measured: default bordered #4a6c9b (border #375073, top #30363e), pressed #273f6d, done
    /// #2463de (border #1b49b4), black opaque #333333 (border #262626), black translucent #000000.
    /// Derived where nothing was measured: a border is 0.74 × its base (the ratio of every measured
    /// pair), a top border is the border darkened toward grey; pressed is darker and more saturated
    /// (the default pair's ratios: saturation × 1.23, brightness × 0.70).
    public init(look: BarLook, role: Role = .bordered, pressed: Bool = false) {
        var base: Color
        var border: Color?
        var top: Color?
        if let tint = look.tint {
            base = ButtonPalette.tintedBase(tint)
            if role == .done {
                var hsb = HSB(base)
                hsb.s = min(1, hsb.s * 1.15)
                hsb.b *= 0.85
                base = hsb.color
            }
        } else {
            switch (look.style, role) {
            case (.default, .bordered):
                base = ChromeColors.borderedBase
                border = ChromeColors.borderedBorder
                top = ChromeColors.borderedTopBorder
                if pressed {
                    base = ChromeColors.borderedPressedBase
                    border = nil
                }
            case (_, .done):
                base = ChromeColors.doneBase
                border = ChromeColors.doneBorder
            case (.black, .bordered):
                base = ChromeColors.blackOpaqueBase
                border = ChromeColors.blackOpaqueBorder
            case (.blackTranslucent, .bordered):
                base = ChromeColors.blackTranslucentBase
                border = ChromeColors.blackTranslucentBase
            }
        }
        if pressed && !(look.tint == nil && look.style == .default && role == .bordered) {
            base = ButtonPalette.pressed(base)
            border = nil
        }
        let b = border ?? BarTint.scale(base, 0.74)
        self.base = base
        self.border = b
        self.topBorder = top ?? RowRamp.mix(BarTint.scale(b, 0.8), Color(rgb: 0x303236), 0.5)
        self.embossAlpha = look.isBlack ? ChromeColors.embossAlphaOnBlack : ChromeColors.embossAlpha
    }

    public init(base: Color, border: Color, topBorder: Color, embossAlpha: Double) {
        self.base = base
        self.border = border
        self.topBorder = topBorder
        self.embossAlpha = embossAlpha
    }

    /// Darker and more saturated, by the ratios of the measured default pair
    /// (#4a6c9b → #273f6d: saturation × 1.23, brightness × 0.70).
    static func pressed(_ c: Color) -> Color {
        var hsb = HSB(c)
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
    /// from the bar's row 42; for low saturation apply the rule's first branch; for high saturation
    /// push away from white once more with row 42's own k (−0.158), which gives #ff5500 for orange;
    /// blend the two between saturation 0.35 and 0.65 so that nearby tints never jump.
    static func tintedBase(_ tint: Color) -> Color {
        let row42 = BarTint.navigationBarRow(tint, row: 42)
        var hsb = HSB(row42)
        let saturation = hsb.s
        hsb.s = min(1, hsb.s * 1.6)
        hsb.b *= 0.97
        let low = hsb.color
        let high = BarTint.push(row42, k: BarTint.k(row: 42))
        let w = max(0, min(1, (saturation - 0.35) / 0.3))
        return RowRamp.mix(low, high, w)
    }

    /// The 30-row gloss (docs/DESIGN.md §Button gloss) as a row table (rows 0–28; row 29, the
    /// emboss, is drawn apart): row 0 the top border, row 1 a light inner highlight, rows 2–14 base
    /// + white with k = 0.43 − 0.0258·y, rows 15–27 the flat base, row 28 the bottom border.
    var bodyRamp: RowRamp {
        RowRamp(segments: [
            .row(topBorder),
            .row(BarTint.push(base, k: ChromeMetrics.innerHighlightK)),
            .ramp(count: ChromeMetrics.glossLastRow - ChromeMetrics.glossFirstRow + 1,
                  first: BarTint.push(base, k: ChromeMetrics.glossK(row: Double(ChromeMetrics.glossFirstRow))),
                  last: BarTint.push(base, k: ChromeMetrics.glossK(row: Double(ChromeMetrics.glossLastRow)))),
            .rows(count: ChromeMetrics.flatLastRow - ChromeMetrics.flatFirstRow + 1, base),
            .row(border),
        ])
    }

    /// The fill inside the border: the same rows without the border colours.
    var fillRamp: RowRamp {
        var r = bodyRamp
        r.segments[0] = .row(BarTint.push(base, k: ChromeMetrics.innerHighlightK))
        r.segments[r.segments.count - 1] = .row(base)
        return r
    }
}
