import Raster

/// The measured colours of docs/DESIGN.md §Measured figures (real iPhone OS 2–3 artwork and
/// screenshots, 1x rows, y = 0 at the top). Everything else is computed from these by `BarPalette`
/// and `ButtonPalette`.
package enum ChromeColors {
    // MARK: Default navigation bar (UIBarStyleDefault), 44 rows

    package static let defaultBarHighlight = Color(rgb: 0xcdd5df)  // row 0
    package static let defaultBarUpperTop = Color(rgb: 0xb0bccd)  // row 1
    package static let defaultBarUpperBottom = Color(rgb: 0x889bb3)  // row 21
    /// The ramps are not straight: rows 11 and 32 of `UINavigationBarDefaultBackground.png` (the
    /// screenshots' bars have the same rows) sit 2 levels off the straight line between their ends.
    package static let defaultBarUpperMiddle = Color(rgb: 0x9eaec1)  // row 11
    package static let defaultBarLowerMiddle = Color(rgb: 0x768ba7)  // row 32
    package static let defaultBarLowerTop = Color(rgb: 0x8195af)  // row 22 (a hard step above it)
    package static let defaultBarLowerBottom = Color(rgb: 0x6d84a2)  // row 42
    package static let defaultBarSeparator = Color(rgb: 0x2d3642)  // row 43

    // MARK: Default navigation bar at @2x, 88 pixel rows (`BarBackground.pixelRows2x`)

    /// Measured on both retina screenshots' bars (identical rows; retina-settings-keyboard@2x.png
    /// and retina-music-albums@2x.png rows 40–127): pixel row 0 is a lighter, greyer hairline than
    /// the 1x bar's row 0, and row 1 is that 1x row.
    package static let defaultBarHighlight2x = Color(rgb: 0xe6e6e6)  // pixel row 0
    package static let defaultBarHighlightUnder2x = Color(rgb: 0xccd2da)  // pixel row 1
    package static let defaultBarUpperTop2x = Color(rgb: 0xb5c0ce)  // pixel row 2
    package static let defaultBarUpperMiddle2x = Color(rgb: 0x9cabbf)  // pixel row 23
    // pixel row 43: `defaultBarUpperBottom`, #889bb3, as at 1x
    package static let defaultBarLowerTop2x = Color(rgb: 0x7f94b0)  // pixel row 44
    package static let defaultBarLowerBottom2x = Color(rgb: 0x6d83a1)  // pixel row 85
    package static let defaultBarSeparator2x = Color(rgb: 0x2d3033)  // pixel rows 86–87

    /// The tint that reproduces the default bar through the tint formula (docs/DESIGN.md §Tint:
    /// within 3/255).
    package static let defaultTint = Color(rgb: 0x8195af)

    // MARK: Black opaque bar

    package static let blackBarHighlight = Color(rgb: 0x858585)  // row 0
    package static let blackBarUpperTop = Color(rgb: 0x636363)  // row 1
    package static let blackBarUpperBottom = Color(rgb: 0x202020)  // row 21
    /// Row 11 of `UINavigationBarBlackOpaqueBackground.png`, 4 levels below the straight line.
    package static let blackBarUpperMiddle = Color(rgb: 0x3e3e3e)  // row 11
    package static let blackBarLower = Color(rgb: 0x000000)  // rows 22–41
    package static let blackBarLowerHighlight = Color(rgb: 0x262626)  // row 42
    package static let blackBarSeparator = Color(rgb: 0x000000)  // row 43

    /// Black translucent: the same premultiplied colours with these alphas
    /// (docs/DESIGN.md §Bar rows), so that over black it looks like the opaque bar.
    package static let translucentAlphaHighlight = 0.81  // row 0
    package static let translucentAlphaUpperTop = 0.76  // row 1
    package static let translucentAlphaUpperBottom = 0.65  // row 21
    package static let translucentAlphaLower = 0.60  // rows 22–41
    package static let translucentAlphaLowerHighlight = 0.66  // row 42
    package static let translucentAlphaSeparator = 0.72  // row 43

    // MARK: Default toolbar: the nav bar's rows with its own first two and last rows

    package static let defaultToolbarSeparator = Color(rgb: 0x2d3033)  // row 0
    package static let defaultToolbarHighlight = Color(rgb: 0xd8dee6)  // row 1
    package static let defaultToolbarBottom = Color(rgb: 0x6d83a1)  // row 43

    // MARK: Buttons (30-row art): the rows of each style are `ButtonArtMetrics`'

    /// The 1-px light emboss line under a tinted button: white, alpha 0.30 (the default art's 77).
    package static let embossAlpha = 0.30

    // MARK: Text

    /// Bar text: white with a black shadow, alpha 0.5, 1 pt above (offset (0, −1)).
    package static let textShadowAlpha = 0.5
}
