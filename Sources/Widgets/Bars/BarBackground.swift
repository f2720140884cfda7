import Geometry
import Raster

/// The background of a navigation bar or a toolbar, row by row from the measured rows
/// (docs/DESIGN.md §Bar rows).
///
/// The measured tables are 44 rows: a 1-row top line, an upper gloss ramp (rows 1–21), a hard
/// step, a lower ramp (rows 22–42) and a 1-row bottom line. Bars of other heights (74 with a
/// prompt, 32 in landscape) keep the lines 1 pt and split the rest into two equal ramps with the
/// same end colours.
public enum BarBackground {
    public enum Kind: Hashable, Sendable { case navigationBar, toolbar }

    /// Draws the bar into `rect` (points). Translucent bars are drawn with the row alphas of the
    /// black translucent bar (docs/DESIGN.md §Bar rows), so content under them shows through.
    public static func draw(_ look: BarLook, kind: Kind, in rect: Rect, on canvas: Canvas) {
        let rows = max(3, Int(rect.height.rounded()))
        if canvas.scale >= 2, kind == .navigationBar, let pixels = pixelRows2x(look, rows: rows) {
            // The @2x table, one row a pixel at @2x (spread over the bar's height at @3x).
            canvas.withState {
                canvas.translate(rect.minX, rect.minY)
                canvas.fill(Rect(x: 0, y: 0, width: rect.width, height: rect.height),
                            with: .linearGradient(pixels.gradient(top: 0, height: rect.height)))
            }
            return
        }
        let ramp = self.ramp(look, kind: kind, rows: rows)
        canvas.withState {
            canvas.translate(rect.minX, rect.minY)
            canvas.scale(by: 1, rect.height / Double(rows))
            canvas.fill(Rect(x: 0, y: 0, width: rect.width, height: Double(rows)),
                        with: .linearGradient(ramp.gradient(top: 0)))
        }
    }

    /// The row table of a bar `rows` tall (44 for the measured bars), top row first.
    static func ramp(_ look: BarLook, kind: Kind, rows: Int) -> RowRamp {
        let nav = navigationRows(look, rows: rows)
        switch kind {
        case .navigationBar:
            return look.translucent ? translucent(nav, style: look.style, tinted: look.tint != nil) : nav
        case .toolbar:
            let bar = toolbarRows(look, nav: nav, rows: rows)
            return look.translucent ? translucent(bar, style: look.style, tinted: look.tint != nil) : bar
        }
    }

    /// The default navigation bar at @2x, pixel row by pixel row, for a bar `rows` points tall (88
    /// pixel rows for 44): UIKit's @2x bar is not its 1x bar scaled. Measured on the retina
    /// screenshots' bars (docs/figures.md §Measured figures at @2x): a 1-px top highlight `#e6e6e6` over a
    /// second row `#ccd2da` (the 1x bar's row 0 is one colour, `#cdd5df`), an upper ramp from
    /// `#b5c0ce` bending 2 levels low through `#9cabbf` to `#889bb3`, a lower ramp `#7f94b0` →
    /// `#6d83a1`, and a 2-px separator `#2d3033` (the 1x bar's is `#2d3642`). Nil for the looks
    /// with no @2x reference (black, translucent, tinted), which draw their 1x rows at every scale.
    static func pixelRows2x(_ look: BarLook, rows: Int) -> RowRamp? {
        guard look.style == .default, look.tint == nil, !look.translucent else { return nil }
        let pixels = 2 * rows
        let inner = pixels - 4
        let upper = inner / 2, lower = inner - upper
        return RowRamp(segments: [.row(ChromeColors.defaultBarHighlight2x), .row(ChromeColors.defaultBarHighlightUnder2x)]
            + bent(count: upper, ChromeColors.defaultBarUpperTop2x, ChromeColors.defaultBarUpperMiddle2x,
                   ChromeColors.defaultBarUpperBottom)
            + [.ramp(count: lower, first: ChromeColors.defaultBarLowerTop2x, last: ChromeColors.defaultBarLowerBottom2x),
               .rows(count: 2, ChromeColors.defaultBarSeparator2x)])
    }

    /// Rows of the upper and lower ramps for a bar of `rows` rows (21 and 21 for 44).
    static func split(_ rows: Int) -> (upper: Int, lower: Int) {
        let inner = rows - 2
        return (inner / 2, inner - inner / 2)
    }

    static func navigationRows(_ look: BarLook, rows: Int) -> RowRamp {
        let (upper, lower) = split(rows)
        if let tint = look.tint {
            return RowRamp(segments: [
                .row(BarTint.navigationBarRow(tint, row: 0)),
                .ramp(count: upper, first: BarTint.navigationBarRow(tint, row: 1),
                      last: BarTint.navigationBarRow(tint, row: 21)),
                .ramp(count: lower, first: BarTint.navigationBarRow(tint, row: 22),
                      last: BarTint.navigationBarRow(tint, row: 42)),
                .row(BarTint.navigationBarRow(tint, row: 43)),
            ])
        }
        switch look.style {
        case .default:
            return RowRamp(segments: [.row(ChromeColors.defaultBarHighlight)]
                + bent(count: upper, ChromeColors.defaultBarUpperTop, ChromeColors.defaultBarUpperMiddle,
                       ChromeColors.defaultBarUpperBottom)
                + bent(count: lower, ChromeColors.defaultBarLowerTop, ChromeColors.defaultBarLowerMiddle,
                       ChromeColors.defaultBarLowerBottom)
                + [.row(ChromeColors.defaultBarSeparator)])
        case .black, .blackTranslucent:
            return RowRamp(segments: [.row(ChromeColors.blackBarHighlight)]
                + bent(count: upper, ChromeColors.blackBarUpperTop, ChromeColors.blackBarUpperMiddle,
                       ChromeColors.blackBarUpperBottom) + [
                .rows(count: lower - 1, ChromeColors.blackBarLower),
                .row(ChromeColors.blackBarLowerHighlight),
                .row(ChromeColors.blackBarSeparator),
            ])
        }
    }

    /// `count` rows from `first` through `middle` (the middle row: bar row 11 or 32 of a 44-row
    /// bar) to `last`: two straight ramps, as the measured bars bend.
    static func bent(count: Int, _ first: Color, _ middle: Color, _ last: Color) -> [RowRamp.Segment] {
        guard count >= 3 else { return [.ramp(count: count, first: first, last: last)] }
        let m = count / 2  // rows before the middle one
        let after = count - m - 1
        return [.ramp(count: m + 1, first: first, last: middle),
                .ramp(count: after, first: RowRamp.mix(middle, last, 1 / Double(after)), last: last)]
    }

    /// "Default toolbar: row 0 #2d3033 (top separator), row 1 #d8dee6 (highlight), rows 2–42 as the
    /// nav bar, row 43 #6d83a1 (no dark bottom line); black toolbars mirror their nav bars the same
    /// way" (docs/DESIGN.md §Bar rows).
    static func toolbarRows(_ look: BarLook, nav: RowRamp, rows: Int) -> RowRamp {
        let (upper, lower) = split(rows)
        let top: Color, highlight: Color, bottom: Color
        if let tint = look.tint {
            top = BarTint.navigationBarRow(tint, row: 43)
            highlight = BarTint.push(tint, k: 0.65)
            bottom = BarTint.navigationBarRow(tint, row: 42)
        } else if look.style == .default {
            top = ChromeColors.defaultToolbarSeparator
            highlight = ChromeColors.defaultToolbarHighlight
            bottom = ChromeColors.defaultToolbarBottom
        } else {
            top = ChromeColors.blackBarSeparator
            highlight = ChromeColors.blackBarHighlight
            bottom = ChromeColors.blackBarLower
        }
        var segments: [RowRamp.Segment] = [.row(top), .row(highlight)]
        // The navigation bar's rows 2 to 42 (row 1 is the highlight here), through their middle rows.
        func copy(from a: Int, to b: Int) {
            guard b >= a else { return }
            let mid = a + (b - a) / 2
            segments.append(.ramp(count: mid - a + 1, first: nav.color(row: a), last: nav.color(row: mid)))
            if b > mid { segments.append(.ramp(count: b - mid, first: nav.color(row: mid + 1), last: nav.color(row: b))) }
        }
        copy(from: 2, to: upper)
        if look.tint == nil && look.style != .default {
            segments.append(.rows(count: lower, ChromeColors.blackBarLower))
        } else {
            copy(from: upper + 1, to: rows - 2)
        }
        segments.append(.row(bottom))
        return RowRamp(segments: segments)
    }

    /// The translucent version of a table: each row keeps its colour and gets the black
    /// translucent bar's alpha. For black bars the measured colours are the premultiplied values
    /// (so over black it looks like the opaque bar); lighter bars keep their straight colours.
    static func translucent(_ opaque: RowRamp, style: BarLook.Style, tinted: Bool) -> RowRamp {
        let rows = opaque.rowCount
        let (upper, _) = split(rows)
        func alpha(_ y: Int) -> Double {
            if y == 0 { return ChromeColors.translucentAlphaHighlight }
            if y <= upper {
                let t = upper > 1 ? Double(y - 1) / Double(upper - 1) : 0
                return ChromeColors.translucentAlphaUpperTop
                    + (ChromeColors.translucentAlphaUpperBottom - ChromeColors.translucentAlphaUpperTop) * t
            }
            if y == rows - 2 { return ChromeColors.translucentAlphaLowerHighlight }
            if y == rows - 1 { return ChromeColors.translucentAlphaSeparator }
            return ChromeColors.translucentAlphaLower
        }
        let premultipliedTable = style != .default && !tinted
        func translucent(_ c: Color, _ a: Double) -> Color {
            guard premultipliedTable else { return c.withAlpha(a) }
            // Straight colour = premultiplied / alpha, capped so that premultiplied ≤ alpha.
            func un(_ v: UInt8) -> UInt8 { UInt8(min(255, (Double(v) / a).rounded())) }
            return Color(r: un(c.r), g: un(c.g), b: un(c.b), a: Color.unit(a))
        }
        var segments: [RowRamp.Segment] = []
        var y = 0
        // Gradients interpolate straight colour and alpha apart, so a long ramp of both bows away
        // from the premultiplied rows measured (by 2 levels on the black translucent art's rows
        // 2–10): ramps go in pieces of at most two rows, exact at every other row.
        for s in opaque.segments {
            let n = s.rowCount
            switch s {
            case .row:
                segments.append(.row(translucent(opaque.color(row: y), alpha(y))))
            case .rows, .ramp:
                var start = y
                while start < y + n {
                    let count = min(2, y + n - start)
                    segments.append(.ramp(count: count, first: translucent(opaque.color(row: start), alpha(start)),
                                          last: translucent(opaque.color(row: start + count - 1),
                                                            alpha(start + count - 1))))
                    start += count
                }
            }
            y += n
        }
        return RowRamp(segments: segments)
    }
}
