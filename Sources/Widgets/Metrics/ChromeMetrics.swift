/// The measured figures only the button art needs, in points at 1x (multiply by the scale), from
/// docs/DESIGN.md §Button gloss and §Back button. Every size that layout also uses (bar and button
/// heights, caps, label padding and baselines, fonts) is in `BarMetrics`, the one source for both.
package enum ChromeMetrics {
    /// Bar button art is 30 rows (`BarMetrics.buttonHeight`): 29 rows of body and a 1-row emboss.
    package static let buttonBodyHeight = 29.0
    package static let buttonCornerRadius = 5.0

    /// Rows of the button gloss (docs/DESIGN.md §Button gloss): row 0 top border, row 1 inner
    /// highlight, rows 2–14 the gloss ramp, rows 15–27 the flat base, row 28 the bottom border, row
    /// 29 the emboss.
    package static let glossFirstRow = 2
    package static let glossLastRow = 14
    package static let flatFirstRow = 15
    package static let flatLastRow = 27
    /// Gloss: base + white with k = 0.43 − 0.0258·y on rows 2–14.
    package static func glossK(row y: Double) -> Double { 0.43 - 0.0258 * y }

    // The rows of each style's art and the back button's outline, measured on Apple's art, are
    // `ButtonArtMetrics`.
}
