import Geometry
import Raster

/// The figures of UIKit's standard controls (docs/DESIGN.md §Standard controls), in points at 1x,
/// each marked with where it comes from:
///
/// - *art*: measured on Apple's own images of iPhone OS 3 (the fidelity references'
///   `controls/`: the slider's `UISlider*` slices, `UIButtonBarContactAdd` / `UIButtonBarInfo`,
///   the 37-px activity indicator frame; `tables/textFieldRoundedRect`, Chameleon's copy);
/// - *screen*: measured on the iOS 5 simulator's 1x screenshots of Xamarin's StandardControls
///   sample (text field borders, button types, spinners), whose art for these controls is
///   iPhone OS 3's except where marked 5.0, and Nimbus's launcher (the page control);
/// - *chosen*: no reference was found (the progress view, the switch's exact
///   rows), so the figure follows UIKit's documented size and the look of the neighbouring art.
package enum ControlMetrics {
    // MARK: Natural sizes (UIKit fixed them; a layout sizes a control by these)

    /// UISlider: 23 tall, the thumb's height (screen: the slider's box is 280 × 23).
    package static let sliderHeight = 23.0
    /// UIProgressView: 9 tall in the default style, 11 in the bar style (UIKit's documentation).
    package static let progressDefaultHeight = 9.0
    package static let progressBarHeight = 11.0
    /// UIActivityIndicatorView: 20 × 20 (white, gray), 37 × 37 (whiteLarge).
    package static let spinnerSmall = 20.0
    package static let spinnerLarge = 37.0
    /// UIPageControl: 36 tall (chosen: UIKit's sizeForNumberOfPages height).
    package static let pageControlHeight = 36.0
    /// Its dots: 6 across, 16 from centre to centre (screen: nimbus-launcher-title's four dots,
    /// rows 459–464 from x 133, the dim ones #4d4d4d over black, white at 30 %).
    package static let pageDotDiameter = 6.0
    package static let pageDotPitch = 16.0
    /// The small round buttons: detail disclosure 29 × 31 (as a table's), info 18 × 19 (art),
    /// contact add 29 × 29 (art).
    package static let detailDisclosureSize = Size(width: 29, height: 31)
    package static let infoSize = Size(width: 18, height: 19)
    package static let contactAddSize = Size(width: 29, height: 29)
    /// UITextField's height in the rounded-rect style: 31 (screen).
    package static let textFieldHeight = 31.0

    // MARK: Slider (art: UISliderBlue / UISliderWhite, 9 rows; UISliderHandle, 23 × 23)

    /// The track: 9 rows, a pill, centred in the slider's 23.
    package static let trackHeight = 9.0
    /// The thumb image's size; its disc is 21 across at (1, 0) with a shadow below it.
    package static let thumbSize = 23.0
    /// The blue (minimum) track's rows down its middle column, and down column 1 (its sides).
    package static let blueRows: [UInt32] = [0x093887, 0x2a5db2, 0x326bc8, 0x3878da, 0x4d8de8, 0x5897ed, 0x63a1f3,
                                             0x6da9f7, 0x4e8ad4]
    package static let blueSides: [UInt32] = [0x093786, 0x0b3c8d, 0x0e4294, 0x2a63bb, 0x3776d2, 0x4684d8, 0x3b76c5,
                                              0x437dc8, 0x4e8ad1]
    /// The white (maximum) track's rows down its middle.
    package static let whiteRows: [UInt32] = [0x939393, 0xbcbcbc, 0xd1d1d1, 0xdfdfdf, 0xf1f1f1, 0xf4f4f4, 0xf8f8f8,
                                              0xf9f9f9, 0xd7d7d7]
    /// The white track's ends are darker still than its sides (column 0 of the art, about #9c at
    /// its middle where column 1 is #d2): at 1x it is three pills, the ends' ramp the whole
    /// piece, the sides' inset 1.14 and the rows' 1.74 at each end (fitted over white and over
    /// black with the two ramps, whose levels the fit moves off the art's columns by a few).
    package static let whiteEnds: [UInt32] = [0x969696, 0x919191, 0x949494, 0x9c9c9c, 0xa4a4a4, 0xababab, 0xb3b3b3,
                                              0xc8c8c8, 0xadadad]
    package static let whiteSides: [UInt32] = [0x8f8f8f, 0x8e8e8e, 0xa1a1a1, 0xc8c8c8, 0xcfcfcf, 0xeaeaea, 0xf2f2f2,
                                               0xcccccc, 0xcccccc]
    package static let whiteInsets = (sides: 1.14, rows: 1.74)
    /// The @2x slices are not the 1x ones scaled (art, `UISlider*@2x`): an edge one pixel wide all
    /// round the pill (top / side / bottom) and 16 pixel rows inside it, the middle a straight
    /// ramp.
    package static let blueEdge2x: (top: UInt32, side: UInt32, bottom: UInt32) = (0x0b3a88, 0x2556a1, 0x447abf)
    static let blueInner2x = RowRamp(segments: [
        .row(Color(rgb: 0x0d48a8)), .ramp(count: 14, first: Color(rgb: 0x3064b7), last: Color(rgb: 0x77adf6)),
        .row(Color(rgb: 0x68a6f8)),
    ])
    package static let whiteEdge2x: (top: UInt32, side: UInt32, bottom: UInt32) = (0x808080, 0x949494, 0xafafaf)
    static let whiteInner2x = RowRamp(segments: [
        .row(Color(rgb: 0x929292)), .ramp(count: 9, first: Color(rgb: 0xacacac), last: Color(rgb: 0xe7e7e7)),
        .row(Color(rgb: 0xf2f2f2)), .row(Color(rgb: 0xfbfbfb)), .rows(count: 3, .white), .row(Color(rgb: 0xe0e0e0)),
    ])
    /// The thumb at 1x and from @2x on (`SliderThumb`): fitted to `UISliderHandle` and
    /// `UISliderHandleDown` (art, 23 × 23 and 46 × 46) over white and over black, both looks
    /// sharing one shape. The 1x art's edges are soft (a ramp 1.29 px wide round a disc 21.02
    /// across); the @2x art's are as sharp as exact coverage.
    package static let thumb1x = SliderThumb.Figures(
        shadowDY: 1.02, shadowRadius: 10.63, shadowBlur: 0.74, shadowOpacity: 0.43, centre: Point(11.5, 10.52),
        rim: .init(dy: 0, rx: 10.51, ry: 10.51, edge: 1.29),
        highlight: .init(dy: -0.09, rx: 9.61, ry: 9.62, edge: 1.24),
        face: .init(dy: 0.77, rx: 9.08, ry: 9.11, edge: 0.83),
        normal: .init(rim: [0xac, 0xae, 0xc6, 0xdc, 0xeb], highlight: [0xee, 0xe2, 0xe1, 0xed, 0xff],
                      face: [0xd4, 0xce, 0xd4, 0xe7, 0xf6, 0xfc]),
        pressed: .init(rim: [0x95, 0x9a, 0xaf, 0xc4, 0xd3], highlight: [0xca, 0xc0, 0xbe, 0xd7, 0xff],
                       face: [0xae, 0xa8, 0xaf, 0xc6, 0xd8, 0xde]))
    package static let thumb2x = SliderThumb.Figures(
        shadowDY: 1.02, shadowRadius: 10.47, shadowBlur: 0.4, shadowOpacity: 0.5, centre: Point(11.5, 10.5),
        rim: .init(dy: 0, rx: 10.49, ry: 10.48, edge: 0.97),
        highlight: .init(dy: -0.04, rx: 10.01, ry: 9.96, edge: 0.95),
        face: .init(dy: 0.41, rx: 9.85, ry: 9.82, edge: 1.95),
        normal: .init(rim: [0x9c, 0xa3, 0xa4, 0x9a, 0x6b], highlight: [0xf1, 0xde, 0xcc, 0xc1, 0x86],
                      face: [0xa5, 0xab, 0xbc, 0xd7, 0xef, 0xfb]),
        pressed: .init(rim: [0x9f, 0xa2, 0xa7, 0xa4, 0x93], highlight: [0xb8, 0xb1, 0xa7, 0xbd, 0xab],
                       face: [0x83, 0x89, 0x97, 0xac, 0xbf, 0xc9]))

    // MARK: Activity indicator (art: the 37-px frame; screen: the 20-px gray and white)

    /// Each spoke's opacity by how many steps it trails the leading one (art and screen agree
    /// within 0.02: 1, 0.89, 0.79, 0.69, 0.58, 0.48, 0.38, then 0.31 on the 37-px frame).
    package static let spokeOpacity: [Double] = [1, 0.89, 0.79, 0.69, 0.58, 0.48, 0.38, 0.31, 0.31, 0.31, 0.31, 0.31]
    /// Spoke geometry in a 20-pt box: 2 wide, from 5 to 10 from the centre (screen); in the 37-pt
    /// box: 3 wide, from 7.7 to 17.1 about (18.5, 17.5), the shadow taking the rows below (art).
    package static let smallSpoke = (width: 2.0, inner: 5.0, outer: 10.0)
    package static let largeSpoke = (width: 3.0, inner: 7.7, outer: 17.1)
    /// The gray style's leading spoke on white: #9d9d9d (screen).
    package static let graySpoke = Color(rgb: 0x9d9d9d)
    /// The large style's spoke shadow: black, 1 pt below, 0.45 under the spoke and 0.15 one
    /// point around it, scaled by the spoke's opacity (art: fitted over white and over black).
    package static let spokeShadow = (under: 0.45, around: 0.15)
    /// The small white spinner's spokes: white at 85 % of the ramp's opacity, without the large
    /// one's shadow (screen: over the sample's brown, the leading spoke is #e8e4e0, none darker
    /// than the brown round them).
    package static let smallWhiteOpacity = 0.85

    // MARK: Buttons

    /// The rounded-rect button: white, a 1-pt #9f9f9f border, corners of radius 10.75 (the
    /// border's darkest pixels lie on the diagonal at (3, 3) and (2, 4)); title bold
    /// 15 in #324f85 (screen). Highlighted: the table's blue selection, white title (chosen).
    package static let roundedRectBorder = Color(rgb: 0x9f9f9f)
    package static let roundedRectRadius = 10.75
    package static let roundedRectTitle = Color(rgb: 0x324f85)
    package static let roundedRectTitleSize = 15.0
    package static let roundedRectHighlightTop = Color(rgb: 0x058cf5)
    package static let roundedRectHighlightBottom = Color(rgb: 0x015fe6)

    /// Contact add (art, 29 × 29): a disc of radius 9.5 about (14.5, 13.5) ringed in white,
    /// a gloss from #75a4e6 at its top to #4d8adf at row 12, #236ed8 from row 14; a white plus
    /// 3 wide, 13 long.
    package static let contactAddTop = Color(rgb: 0x75a4e6)
    package static let contactAddMiddle = Color(rgb: 0x4d8adf)
    package static let contactAddBottom = Color(rgb: 0x236ed8)
    /// Contact add's white ring about (14.5, 13.5): radius 11.476, its edge a linear ramp 1.132
    /// wide (art, fitted over black and white with the shadow; the art's edge is softer than one
    /// circle's anti-aliasing, as info light's is).
    package static let contactAddRing = (radius: 11.476, width: 1.132)
    /// Contact add's shadow (art, fitted with the ring): black at 55.6 %, a disc of radius 11.748
    /// about (14.5, 14.346), 0.85 pt below the ring's centre, blurred by a Gaussian of deviation
    /// 1.421 pt.
    package static let contactAddShadow = (alpha: 0.556, radius: 11.748, centerY: 14.346, sigma: 1.421)
    /// Info light (art, 18 × 19): a white disc at 85 % (0xd9) with the "i" cut out; info dark
    /// (screen): a flat #737373 disc with a white "i".
    package static let infoLightAlpha = 0xd9
    /// Info light's disc (art, fitted over black and white with its shadow and "i"): radius
    /// 8.985, its edge a linear ramp 1.38 wide (the art's edge is softer than one circle's
    /// anti-aliasing: 94 % one pixel in from the top, nothing one pixel out).
    package static let infoLightEdge = (radius: 8.985, width: 1.38)
    /// Info light's dark line: the cut disc's shadow 1 pt up, black at 30.8 %, of radius 8.952
    /// with a ramp 1.14 wide (art, fitted as `infoLightEdge`).
    package static let infoLightShadow = (alpha: 0.308, radius: 8.952, width: 1.14)
    package static let infoDark = Color(rgb: 0x737373)
    /// Info dark's edge: a half-opaque ring out to 9.2 round the solid disc of 8.8 (screen:
    /// xamarin-controls-05's 18 × 19 box, the iOS 5 simulator's, the one reference found for info
    /// dark; its "i" is info light's, `ButtonView.infoStem`, as the screenshot shows it).
    package static let infoDarkEdge = (outer: 9.2, inner: 8.8)

    // MARK: Text fields

    /// Line: 1 pt black (screen). Bezel: 1 pt #808080, a second #aaaaaa row and column inside the
    /// top and left (screen). Rounded rect: Chameleon's art, a radius-9.5 border from #767676 at the
    /// top to #d8d8d8 at the bottom with an inner shadow two rows deep (art).
    package static let lineBorder = Color.black
    package static let bezelOuter = Color(rgb: 0x808080)
    package static let bezelInner = Color(rgb: 0xaaaaaa)
    /// iOS 5's rounded field (screen: the iOS 5 simulator's xamarin-controls-03, a 280 × 31
    /// field; fitted at 0.07 MAE with its text left out): the border's ramp (top row #969696,
    /// bottom row #e2e2e2) round a radius of 5.5; an inner shadow of #ababab along the top row and
    /// #e3e3e3 below it and down the sides, round a radius of 5; the white face's corners of
    /// radius 3.5.
    package static let roundedField5 = (radius: 5.5, shadowRadius: 5.0, faceRadius: 3.5, borderTop: Color(rgb: 0x969696),
                                        borderBottom: Color(rgb: 0xe2e2e2), shadowTop: Color(rgb: 0xababab),
                                        shadow: Color(rgb: 0xe3e3e3))
    /// A first responder's insertion point: UIKit's blue (chosen, as recalled: no reference shows
    /// a caret).
    package static let insertionPoint = Color(rgb: 0x426bf2)
    /// Placeholder text: 70 % grey (#b3b3b3, UIKit's placeholder colour).
    package static let placeholder = Color(rgb: 0xb3b3b3)
}
