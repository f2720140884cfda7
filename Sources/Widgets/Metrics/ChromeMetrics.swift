/// The measured sizes of SPEC §6, in points at 1x (multiply by the scale).
public enum ChromeMetrics {
    public static let statusBarHeight = 20.0
    public static let navigationBarHeight = 44.0
    public static let navigationBarHeightWithPrompt = 74.0
    public static let landscapeBarHeight = 32.0
    public static let toolbarHeight = 44.0

    /// Bar button art: 30 rows, top at y = 7 in a 44-pt bar: 29 rows of body and a 1-row emboss.
    public static let buttonArtHeight = 30.0
    public static let buttonBodyHeight = 29.0
    public static let buttonTop = 7.0
    public static let buttonCornerRadius = 5.0

    /// Rows of the button gloss (SPEC §6): row 0 top border, row 1 inner highlight, rows 2–14 the
    /// gloss ramp, rows 15–27 the flat base, row 28 the bottom border, row 29 the emboss.
    public static let glossFirstRow = 2
    public static let glossLastRow = 14
    public static let flatFirstRow = 15
    public static let flatLastRow = 27
    /// Gloss: base + white with k = 0.43 − 0.0258·y on rows 2–14.
    public static func glossK(row y: Double) -> Double { 0.43 - 0.0258 * y }

    // MARK: Back button (the "Back Buttons" post and measurements)

    /// Stretchable art: 13-px left cap, the column after it stretches, about 6 px right cap.
    public static let backButtonLeftCap = 13.0
    public static let backButtonRightCap = 6.0
    public static var backButtonArtWidth: Double { backButtonLeftCap + 1 + backButtonRightCap }
    /// Label padding: top 6, right 8, left 12 (the label starts 12 pt in from the tip); the
    /// baseline lands 19 pt below the button top.
    public static let backButtonLabelLeft = 12.0
    public static let backButtonLabelRight = 8.0
    public static let buttonLabelBaseline = 19.0

    // MARK: Bordered button

    public static let borderedCap = 5.0
    public static var borderedArtWidth: Double { 2 * borderedCap + 1 }
    /// Width = label advance + 20 (10 each side).
    public static let borderedHorizontalPadding = 10.0

    public static let labelFontSize = 12.0
    public static let titleFontSize = 20.0
    public static let titleBaseline = 28.0
}
