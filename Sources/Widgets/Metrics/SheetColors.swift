import Raster

/// The colours of action sheets and alerts (docs/DESIGN.md §Action sheets and alerts). Action
/// sheet colours are measured on the iOS 5 simulator's action sheet screenshot (opaque there: the
/// sheet over the dimmed screen); the alert's on UIKit's @2x alert art (TJAlertView's copy), whose
/// every pixel is translucent, so they keep its alphas. "Chosen": no reference shows it.
package enum SheetColors {
    // MARK: Action sheet, default style (measured, rows from the sheet's top edge)

    /// Row 0, a dark line; row 1, a light one.
    package static let sheetEdge = Color(rgb: 0x323336)
    package static let sheetHighlight = Color(rgb: 0xcbcdd2)
    /// The gloss from row 2 to row 23, a step, then to row 43; flat below.
    package static let sheetGlossTop = Color(rgb: 0xa2a8b0)
    package static let sheetGlossBottom = Color(rgb: 0x6b717c)
    package static let sheetLowerTop = Color(rgb: 0x5f6671)
    package static let sheetBody = Color(rgb: 0x505661)

    // MARK: Action sheet, black styles (chosen: no reference; black as the black bars)

    package static let blackSheetEdge = Color(rgb: 0x000000)
    package static let blackSheetHighlight = Color(rgb: 0x5a5a5a)
    package static let blackSheetGlossTop = Color(rgb: 0x3c3c3c)
    package static let blackSheetGlossBottom = Color(rgb: 0x141414)
    package static let blackSheetBody = Color(rgb: 0x000000)
    /// `blackTranslucent`'s opacity (chosen: the black translucent bar's look of a dark glass).
    package static let blackTranslucentAlpha = 0.8

    /// An action sheet button's face: a 1-pt highlight row, the upper gloss (rows 4–22 of 45), the
    /// lower half (rows 23–41), and the light line under the button (measured).
    package struct SheetButton: Hashable, Sendable {
        package var highlight: Color
        package var upperTop: Color
        package var upperBottom: Color
        package var lowerTop: Color
        package var lowerBottom: Color
        package var rimOuter: Color
        package var rim: Color
        package var rimBottom: Color
        package var underline: Color
        package var text: Color
        package var textShadow: Color
        package var textShadowDy: Double
    }

    package static let sheetNormal = SheetButton(
        highlight: Color(rgb: 0xffffff), upperTop: Color(rgb: 0xeeefef), upperBottom: Color(rgb: 0xcfd0d2),
        lowerTop: Color(rgb: 0xb9babd), lowerBottom: Color(rgb: 0xbdbec1), rimOuter: Color(rgb: 0x111215),
        rim: Color(rgb: 0x2c3036), rimBottom: Color(rgb: 0x3f434b), underline: Color(rgb: 0x72767f), text: Color(rgb: 0x000000),
        textShadow: Color.white.withAlpha(0.6), textShadowDy: 1)
    package static let sheetCancel = SheetButton(
        highlight: Color(rgb: 0x7c7f84), upperTop: Color(rgb: 0x5b6067), upperBottom: Color(rgb: 0x272d37),
        lowerTop: Color(rgb: 0x171e29), lowerBottom: Color(rgb: 0x272e39), rimOuter: Color(rgb: 0x111315),
        rim: Color(rgb: 0x2c3036), rimBottom: Color(rgb: 0x3f434b), underline: Color(rgb: 0x72767f), text: Color(rgb: 0xffffff),
        textShadow: Color.black.withAlpha(0.5), textShadowDy: -1)
    package static let sheetDestructive = SheetButton(
        highlight: Color(rgb: 0xedb6be), upperTop: Color(rgb: 0xe1808d), upperBottom: Color(rgb: 0xe4404d),
        lowerTop: Color(rgb: 0xdf0010), lowerBottom: Color(rgb: 0xfd190b), rimOuter: Color(rgb: 0x353a42),
        rim: Color(rgb: 0x4b5360), rimBottom: Color(rgb: 0x32373e), underline: Color(rgb: 0x83888f), text: Color(rgb: 0xffffff),
        textShadow: Color.black.withAlpha(0.5), textShadowDy: -1)

    // MARK: Alert (measured on UIPopupAlertSheet*@2x.png: every pixel at its alpha)

    /// The panel: the border white to (229, 230, 235) along the top, (190, 195, 208) on the sides and
    /// bottom, at 0.8.
    package static let alertBorderTop = Color(rgb: 0xffffff, alpha: 0.8)
    package static let alertBorderTopBottom = Color(rgb: 0xe5e6eb, alpha: 0.8)
    package static let alertBorder = Color(rgb: 0xbec3d0, alpha: 0.8)
    /// The gloss from 2 pt to 29 pt below the panel's top (the art's middle column every 5 px at
    /// @2x), then the body: all at 0.8.
    package static let alertGloss: [(Double, Color)] = [
        (0, Color(rgb: 0x969fb3, alpha: 0.8)), (0.2, Color(rgb: 0x818aa3, alpha: 0.8)),
        (0.4, Color(rgb: 0x65718f, alpha: 0.8)), (0.6, Color(rgb: 0x4b597c, alpha: 0.8)),
        (0.79, Color(rgb: 0x37466d, alpha: 0.8)), (1, Color(rgb: 0x273760, alpha: 0.8)),
    ]
    package static let alertBody = Color(rgb: 0x001345, alpha: 0.8)
    /// The shadow around the panel (black; strongest 0.48 next to the border).
    package static let alertShadow = Color.black

    /// An alert button's face: white at these alphas, a 1-pt black line at 0.3 above and below it
    /// and a white line at 0.12 under that.
    package struct AlertButton: Hashable, Sendable {
        package var highlight: Double
        package var upperTop: Double
        package var upperBottom: Double
        package var lowerTop: Double
        package var lowerBottom: Double
    }

    package static let alertNormal = AlertButton(highlight: 0.76, upperTop: 0.64, upperBottom: 0.3, lowerTop: 0.2,
                                                lowerBottom: 0.31)
    /// `UIPopupAlertSheetDefaultButton`: the darker one.
    package static let alertCancel = AlertButton(highlight: 0.56, upperTop: 0.44, upperBottom: 0.1, lowerTop: 0.0,
                                                lowerBottom: 0.1)
    package static let alertButtonLine = Color.black.withAlpha(0.3)
    /// The face's outermost half-point on each side is lighter: white at this alpha over it.
    package static let alertButtonSideLight = 0.16
    package static let alertButtonUnderline = Color.white.withAlpha(0.12)
    /// Alert text: white over a black shadow at 0.8 one point above (TJAlertView's labels).
    package static let alertTextShadow = Color.black.withAlpha(0.8)
    /// The scrolling message's text: UIKit's `darkTextColor` (black), as TSAlertView's text view sets it.
    package static let alertScrollingText = Color.black
}
