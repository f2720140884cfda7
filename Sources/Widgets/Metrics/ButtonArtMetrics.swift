import Raster

/// The rows of Apple's bar button art, measured at 1x on the art itself (PastryKit's copies of
/// UIKit's images, `UINavigationBar*Button.png` and `*Back.png`, 30 rows; read down the middle
/// column, where the back and bordered art of one style agree row for row):
///
/// - row 0: the top border;
/// - row 1: an inner highlight, about 0.88 × row 2 on every style;
/// - rows 2–14: the gloss, two straight ramps (within 2 levels) from `glossTop` through
///   `glossMiddle` (row 8) to `glossBottom`;
/// - rows 15–21: a shallow ramp from `flatTop` (about 3 levels darker) to `base`; 21–27 `base`;
/// - row 28: the bottom border; row 29: the emboss, a light line under the button;
/// - the side border of each row is that row's body colour times `sideScale` per channel (0.74 on
///   the opaque styles; on the black translucent art the gloss's sides are half its colour).
package struct ButtonRows: Hashable, Sendable {
    package var topBorder: Color
    package var highlight: Color
    package var glossTop: Color
    package var glossMiddle: Color
    package var glossBottom: Color
    package var flatTop: Color
    package var base: Color
    package var bottomBorder: Color
    package var sideScale: SIMD3<Double>
    /// Row 29, with its alpha.
    package var emboss: Color

    package init(topBorder: Color, highlight: Color, glossTop: Color, glossMiddle: Color, glossBottom: Color, flatTop: Color, base: Color,
                bottomBorder: Color, sideScale: SIMD3<Double>, emboss: Color) {
        self.topBorder = topBorder
        self.highlight = highlight
        self.glossTop = glossTop
        self.glossMiddle = glossMiddle
        self.glossBottom = glossBottom
        self.flatTop = flatTop
        self.base = base
        self.bottomBorder = bottomBorder
        self.sideScale = sideScale
        self.emboss = emboss
    }
}

package enum ButtonArtMetrics {
    /// `UINavigationBarDefaultButton.png` (and `UINavigationBarDefaultBack.png`).
    package static let defaultBordered = ButtonRows(
        topBorder: Color(rgb: 0x30363e), highlight: Color(rgb: 0x7e8fa7), glossTop: Color(rgb: 0x8ea4c1),
        glossMiddle: Color(rgb: 0x728bb0),
        glossBottom: Color(rgb: 0x5877a2), flatTop: Color(rgb: 0x476999), base: Color(rgb: 0x4a6c9b),
        bottomBorder: Color(rgb: 0x375073), sideScale: SIMD3(0.739, 0.739, 0.741),
        emboss: Color.white.withAlpha(77 / 255))

    /// `UINavigationBarDefaultButtonPressed.png`; `UINavigationBarDoneButtonPressed.png` is the same
    /// image pixel for pixel (a pressed done button looks like a pressed bordered one).
    package static let defaultPressed = ButtonRows(
        topBorder: Color(rgb: 0x2b2e36), highlight: Color(rgb: 0x6f798f), glossTop: Color(rgb: 0x7d88a5),
        glossMiddle: Color(rgb: 0x58698c),
        glossBottom: Color(rgb: 0x3a4e78), flatTop: Color(rgb: 0x253c6a), base: Color(rgb: 0x273f6d),
        bottomBorder: Color(rgb: 0x1d2f51), sideScale: SIMD3(0.744, 0.746, 0.743),
        emboss: Color.white.withAlpha(77 / 255))

    /// `UINavigationBarDoneButton.png`.
    package static let done = ButtonRows(
        topBorder: Color(rgb: 0x2a354b), highlight: Color(rgb: 0x6e8ac8), glossTop: Color(rgb: 0x7b9eea),
        glossMiddle: Color(rgb: 0x5784e5),
        glossBottom: Color(rgb: 0x376fe0), flatTop: Color(rgb: 0x2260dd), base: Color(rgb: 0x2463de),
        bottomBorder: Color(rgb: 0x1b49b4), sideScale: SIMD3(0.75, 0.737, 0.811),
        emboss: Color.white.withAlpha(77 / 255))

    /// `UINavigationBarBlackOpaqueButton.png` (and `…BlackOpaqueBack.png`).
    package static let blackOpaque = ButtonRows(
        topBorder: Color(rgb: 0x242424), highlight: Color(rgb: 0x747474), glossTop: Color(rgb: 0x838383),
        glossMiddle: Color(rgb: 0x606060),
        glossBottom: Color(rgb: 0x444444), flatTop: Color(rgb: 0x303030), base: Color(rgb: 0x333333),
        bottomBorder: Color(rgb: 0x262626), sideScale: SIMD3(repeating: 0.745),
        emboss: Color.white.withAlpha(64 / 255))

    /// `UINavigationBarBlackTranslucentButton.png` (and `…BlackTranslucentBack.png`): opaque art, a
    /// grey gloss over a black body.
    package static let blackTranslucent = ButtonRows(
        topBorder: Color(rgb: 0x191919), highlight: Color(rgb: 0x636363), glossTop: Color(rgb: 0x707070),
        glossMiddle: Color(rgb: 0x515151),
        glossBottom: Color(rgb: 0x303030), flatTop: Color(rgb: 0x000000), base: Color(rgb: 0x000000),
        bottomBorder: Color(rgb: 0x000000), sideScale: SIMD3(repeating: 0.5),
        emboss: Color.white.withAlpha(64 / 255))

    /// `UINavigationBarBlackButtonPressed.png` (and `…BlackBackPressed.png`): the one pressed look
    /// of both black styles; its emboss is grey (#cccccc), not white.
    package static let blackPressed = ButtonRows(
        topBorder: Color(rgb: 0x1d1d1d), highlight: Color(rgb: 0x5d5d5d), glossTop: Color(rgb: 0x696969),
        glossMiddle: Color(rgb: 0x4d4d4d),
        glossBottom: Color(rgb: 0x363636), flatTop: Color(rgb: 0x262626), base: Color(rgb: 0x292929),
        bottomBorder: Color(rgb: 0x1e1e1e), sideScale: SIMD3(repeating: 0.74),
        emboss: Color(rgb: 0xcccccc).withAlpha(64 / 255))

    /// A bar-style segment on the default bar, `UISegmentBarButton.png` (the selected one,
    /// `UISegmentBarButtonHighlighted.png`, is the default bordered button's art row for row).
    package static let segmentBar = ButtonRows(
        topBorder: Color(rgb: 0x373b40), highlight: Color(rgb: 0x909baa), glossTop: Color(rgb: 0xa5b4c6),
        glossMiddle: Color(rgb: 0x8d9fb7), glossBottom: Color(rgb: 0x798eaa), flatTop: Color(rgb: 0x6b83a1),
        base: Color(rgb: 0x6e85a3), bottomBorder: Color(rgb: 0x526379), sideScale: SIMD3(repeating: 0.74),
        emboss: Color.white.withAlpha(77 / 255))

    /// `UISegmentBarButton@2x.png`, each point the mean of its two pixel rows. Apple's @2x art is not
    /// the 1x art scaled: a flatter gloss (#a0afc2 → #889bb3, the bar's own upper colours) over a
    /// lighter body (#7e94b0 where the 1x art has #6e85a3), so scale 2 and up draw these rows.
    package static let segmentBar2x = ButtonRows(
        topBorder: Color(rgb: 0x444a52), highlight: Color(rgb: 0x95a3b4), glossTop: Color(rgb: 0x9fadc1),
        glossMiddle: Color(rgb: 0x93a4b9), glossBottom: Color(rgb: 0x889bb3), flatTop: Color(rgb: 0x7f94b0),
        base: Color(rgb: 0x7e94b0), bottomBorder: Color(rgb: 0x65778d), sideScale: SIMD3(repeating: 0.74),
        emboss: Color.white.withAlpha(56 / 255))

    /// `UISegmentBarButtonHighlighted@2x.png`, each point the mean of its two pixel rows.
    package static let segmentBarSelected2x = ButtonRows(
        topBorder: Color(rgb: 0x3b4551), highlight: Color(rgb: 0x8196b2), glossTop: Color(rgb: 0x88a0be),
        glossMiddle: Color(rgb: 0x708baf), glossBottom: Color(rgb: 0x5978a3), flatTop: Color(rgb: 0x476999),
        base: Color(rgb: 0x4a6c9b), bottomBorder: Color(rgb: 0x3c577d), sideScale: SIMD3(repeating: 0.74),
        emboss: Color.white.withAlpha(56 / 255))

    /// `UISegmentBarButton@2x.png` column 12, pixel by pixel (58 body rows): its 1-px top border
    /// (#363b41) and the two pixels under it, a gloss from #a0afc2 (row 3) to #889bb3 (row 29), a
    /// body from #7f94b0 to #7e94b0 (rows 30–55), and a bottom border of two pixels.
    static let segmentBarPixels2x = RowRamp(segments: [
        .row(Color(rgb: 0x363b41)), .row(Color(rgb: 0x535a64)), .row(Color(rgb: 0x8b97a7)),
        .ramp(count: 27, first: Color(rgb: 0xa0afc2), last: Color(rgb: 0x889bb3)),
        .ramp(count: 26, first: Color(rgb: 0x7f94b0), last: Color(rgb: 0x7e94b0)),
        .row(Color(rgb: 0x6e8199)), .row(Color(rgb: 0x5d6e82)),
    ])

    /// The emboss of both @2x segment arts and of the @2x back-button arts (default and black
    /// translucent): white at alpha 77, then 34 (rows 58 and 59).
    static let segmentEmbossPixels2x = RowRamp(segments: [
        .row(Color.white.withAlpha(77 / 255)), .row(Color.white.withAlpha(34 / 255)),
    ])

    /// `UISegmentBarButtonHighlighted@2x.png` column 12, pixel by pixel — the same column, pixel
    /// for pixel, as UIKit's default back-button art at @2x (`UINavigationBarDefaultBack@2x.png`
    /// column 30), so that the default bordered and back buttons draw it too
    /// (`defaultBorderedPixels2x`).
    static let segmentBarSelectedPixels2x = RowRamp(segments: [
        .row(Color(rgb: 0x2f3740)), .row(Color(rgb: 0x485462)), .row(Color(rgb: 0x798ca6)),
        .ramp(count: 27, first: Color(rgb: 0x8aa1bf), last: Color(rgb: 0x5877a2)),
        .rows(count: 14, Color(rgb: 0x476999)),
        .ramp(count: 12, first: Color(rgb: 0x476a99), last: Color(rgb: 0x4a6c9b)),
        .row(Color(rgb: 0x405e87)), .row(Color(rgb: 0x375073)),
    ])

    /// The default bordered and back buttons at @2x, pixel by pixel: `UINavigationBarDefaultBack@2x.png`
    /// column 30 (a 1-px top border #2f3740, #485462 and #798ca6 under it, a gloss #8aa1bf →
    /// #5877a2 on rows 3–29, the body #476999 → #4a6c9b, a bottom border of two pixels), which is
    /// the selected bar-style segment's @2x column; the 1x art's rows scaled would give 2-px lines
    /// and a gloss 3–5 levels off.
    static let defaultBorderedPixels2x = segmentBarSelectedPixels2x

    /// The black translucent back button at @2x, pixel by pixel:
    /// `UINavigationBarBlackTranslucentBack@2x.png` column 30 — a 1-px top border #1f1f1f, #363636
    /// and #696969 under it, a gloss #7b7b7b → #1a1a1a on rows 3–29 bending through #494949 on row
    /// 16, black from row 30 (the bottom border's two rows, 56 and 57, black too;
    /// its first and last two segments are single rows, as `ButtonPalette.fillRamp` expects). The 1x art's gloss (#707070 → #303030
    /// over 13 rows) is darker at its top and lighter at its foot.
    static let blackTranslucentPixels2x = RowRamp(segments: [
        .row(Color(rgb: 0x1f1f1f)), .row(Color(rgb: 0x363636)), .row(Color(rgb: 0x696969)),
        .ramp(count: 14, first: Color(rgb: 0x7b7b7b), last: Color(rgb: 0x494949)),
        .ramp(count: 13, first: Color(rgb: 0x444444), last: Color(rgb: 0x1a1a1a)),
        .rows(count: 26, Color(rgb: 0x000000)), .row(Color(rgb: 0x000000)), .row(Color(rgb: 0x000000)),
    ])

    /// A bar-style divider is its segment's rows darkened, not one border colour:
    /// `UISegmentBarDivider.png` is 0.78–0.82 × `UISegmentBarButton.png` row for row (row 5
    /// #78879b, row 21 #566a85), with the segment's top and bottom borders at its ends.
    package static let segmentDividerScale = 0.8
    /// Beside the selected segment the divider is that segment's rows darkened more in red than in
    /// blue: `UISegmentBarDividerHighlighted.png` over `UISegmentBarButtonHighlighted.png` is
    /// (0.70, 0.77, 0.84) on row 5 and (0.54, 0.69, 0.80) on row 21 (#284a7c); the mean of the two.
    package static let segmentDividerBesideSelectedScale = SIMD3(0.62, 0.73, 0.82)

    /// The outline of a back button's chevron, measured on `UINavigationBarDefaultBack.png` (every
    /// style's back art has the same alpha), in points for a 29-pt body.
    package enum BackOutline {
        /// The tip's distance from the art's left edge, and how far below the body's centre it is
        /// (the alpha is symmetric about y = 15 of the 29 body rows: rows 14 and 15 of column 0 are
        /// 192 and 197, rows 12 and 17 of column 1 are 99 and 102).
        package static let tipInset = 0.0
        package static let tipDrop = 0.5
        /// Where the straight diagonals would meet the top and bottom edges: the upper edge moves
        /// 0.68 px right per row between rows 4 and 13 (10.2 over the 15 rows above the tip); the
        /// lower one, 0.75 per row (10.5 over the 14 rows below), fits rows 17–27 best (the art's
        /// alpha there includes the emboss).
        package static let diagonalReach = 10.2
        package static let lowerDiagonalReach = 10.5
        /// The shoulder: the diagonal leaves its straight line this many rows from the top (and
        /// bottom) edge and meets the edge at `flatStart`, curving toward where the line would have
        /// met it (fitted to the art's rows 0–8 and 20–28: back buttons' MAE 1.0 against 1.4 with
        /// a 4.5-row shoulder to x = 12.5).
        package static let shoulderRows = 8.0
        package static let flatStart = 13.0
    }

    /// A pressed button's hue against its normal one: #4a6c9b (214.8°) → #273f6d (219.4°).
    package static let pressedHueShift = 4.6 / 360

    /// Row 1 over row 2 on every measured art (0.86–0.89 per channel).
    package static let highlightScale = 0.88
    /// Row 15 is this many levels darker than the base on every measured art (1–3).
    package static let flatTopDrop = 3
    /// Side border over body on the opaque measured art (0.737–0.746, done's blue 0.81).
    package static let sideScale = 0.74
}
