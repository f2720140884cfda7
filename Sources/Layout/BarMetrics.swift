import Geometry
import NavigationModel

/// Every size of the chrome, in points at 1x, with where it comes from: layout sizes and places
/// items with these, and the widgets draw with the same constants (one source for each figure; the
/// widgets' `ChromeMetrics` holds only what the button art alone needs). "Measured" means a figure
/// of docs/DESIGN.md §Measured figures, from the phone's artwork and screenshots; "chosen" means
/// nobody measured it and the value is our best reconstruction (say so when you change it).
package enum BarMetrics {
    // MARK: Heights (docs/DESIGN.md §Heights, measured)

    package static let statusBarHeight = 20.0
    /// The double-height bar of a call in the background, 40 pt (measured: Apple's double-height
    /// status bar art, `oie-tethering_base@2x.png` and `oie-recording_base@2x.png`, is 640 × 80 px).
    package static let inCallStatusBarHeight = 40.0
    /// A navigation bar or toolbar in portrait.
    package static let barHeight = 44.0
    /// A bar in landscape: "32 in landscape" (docs/DESIGN.md §Heights).
    package static let landscapeBarHeight = 32.0
    /// The prompt line above the controls: a bar with a prompt is 74 pt instead of 44
    /// (docs/DESIGN.md §Heights), so 30. Chosen: the same 30-pt line in landscape (62-pt bar).
    package static let promptHeight = 30.0
    /// The screen of an iPhone OS 2–3 phone in points, portrait.
    package static let screenSize = Size(width: 320, height: 480)

    // MARK: Navigation bar (docs/DESIGN.md §Bar layout, measured)

    /// "Left item at x = 5, right item ends at W − 5."
    package static let edgeMargin = 5.0
    /// "keeps 8 pt after the left item".
    package static let titleGapAfterLeft = 8.0
    /// "and 11 pt before the right item".
    package static let titleGapBeforeRight = 11.0
    /// Between two items of `leftBarButtonItems` / `rightBarButtonItems`. Chosen (the arrays date
    /// from iOS 5 and were not measured): the edge margin.
    package static let interItemGap = 5.0
    /// "a back button is at most W/2 wide".
    package static let backButtonMaxWidthFraction = 0.5

    // MARK: Buttons (docs/DESIGN.md §Back button, §Bordered button, measured)

    /// Every bar button item's art is 30 tall, its top at y = 7 in a 44 bar.
    package static let buttonHeight = 30.0
    package static let buttonTop = 7.0
    /// The label's baseline below the button top.
    package static let buttonLabelBaseline = 19.0
    /// Back button label padding: "label starts 12 pt in from the tip", 8 after it; width = label +
    /// 12 + 8.
    package static let backButtonLabelLeft = 12.0
    package static let backButtonLabelRight = 8.0
    /// The back-button art is stretchable: a 13-px left cap, the one column after it stretches, and
    /// a right cap of about 6 (docs/DESIGN.md §Back button).
    package static let backButtonLeftCap = 13.0
    package static let backButtonRightCap = 6.0
    /// The narrowest back button: a back button is "never narrower than the art" (the Back Buttons
    /// post: `controlWidth >= norm.size.width`).
    package static let backButtonArtWidth = backButtonLeftCap + 1 + backButtonRightCap
    /// Bordered: "width = label advance + 20", 10 each side; content other than a label (a glyph,
    /// an image) gets the same padding (chosen).
    package static let buttonHorizontalPadding = 10.0
    /// Bordered art: caps 5 / 5 and the one stretched column between them.
    package static let borderedCap = 5.0
    package static let borderedArtWidth = 2 * borderedCap + 1

    // MARK: Labels (docs/DESIGN.md §Toolbar labels: Mail's toolbar "Updated 9:41 AM")

    /// A label shows at most two lines, as Mail's toolbar did (the model's limit).
    package static let labelMaxLines = BarButtonItem.labelMaxLines
    /// Between the baselines of a two-line label. Chosen: bold 12's line height rounded to whole
    /// points; the two lines sit 7 pt above and below a one-line label's baseline.
    package static let labelLineSpacing = 14.0

    // MARK: Fonts (docs/DESIGN.md §Fonts)

    /// Button labels: "bold 12" (measured).
    package static let buttonFont = FontSpec.bold(12)
    /// The title: "Bold 20 white […] baseline at y = 28" (measured).
    package static let titleFont = FontSpec.bold(20)
    package static let titleBaseline = 28.0
    /// The prompt: regular 13, baseline 19 below the top of its 30-pt line. Chosen (not measured).
    package static let promptFont = FontSpec.regular(13)
    package static let promptBaseline = 19.0

    // MARK: Toolbar (docs/DESIGN.md §Toolbar layout, measured)

    /// "6 pt edge margins".
    package static let toolbarEdgeMargin = 6.0
    /// "10 pt between items".
    package static let toolbarItemGap = 10.0

    // MARK: Search bar (docs/DESIGN.md §Search bar: Apple's search bar art, a 44-row background,
    // the field's 35 × 31 border art with 17-pt caps, a 14 × 15 magnifier, a 19 × 19 clear button)

    /// One row of a search bar: the field's row, and the scope bar's below it (88 in all).
    package static let searchBarRowHeight = 44.0
    /// The rounded field: "at x 5, y 6, 31 tall" (measured), ending 5 pt from the bar's right edge
    /// or from the Cancel button (chosen: the edge margin).
    package static let searchFieldX = 5.0
    package static let searchFieldY = 6.0
    package static let searchFieldHeight = 31.0
    /// The magnifier (14 × 15, measured) starts 9 pt into the field, vertically centred on it; the
    /// text starts 5 pt after it (chosen by eye).
    package static let searchMagnifierSize = Size(width: 14, height: 15)
    package static let searchMagnifierInset = 9.0
    package static let searchTextGap = 5.0
    /// The text: regular 14 (the placeholder #c0c0c0, measured), baseline 20 below the field's top
    /// (chosen: the 31-pt field's middle plus half a cap height).
    package static let searchFont = FontSpec.regular(14)
    package static let searchTextBaseline = 20.0
    /// The clear button (19 × 19, measured) 6 pt from the field's right end, shown with text.
    package static let searchClearSize = Size(width: 19, height: 19)
    package static let searchClearInset = 6.0

    // MARK: Tab bar (docs/DESIGN.md §Tab bar: SPEC's figures, the rest chosen against Apple's tab bar art)

    /// The tab bar: 49 pt at the bottom of the screen, in either orientation.
    package static let tabBarHeight = 49.0
    /// Each item's icon area, 30 × 30, centred on the item, its top 3 pt down.
    package static let tabBarIconSize = 30.0
    package static let tabBarIconTop = 3.0
    /// The title: bold 10, centred, baseline 45 pt down.
    package static let tabBarTitleFont = FontSpec.bold(10)
    package static let tabBarTitleBaseline = 45.0
    /// A tab's title is cut with "…" to its item less this on either side (chosen: the widest
    /// system title, "Most Viewed" at 62 pt, fits the 64-pt item of five, as on the phone).
    package static let tabBarTitleInset = 1.0
    /// The selected item's lighter rounded highlight: the item inset 2 pt at the sides and the
    /// bottom, 3 pt at the top (measured: the Music screenshot's highlight, retina-music-albums@2x.png,
    /// covers pixel rows 6–93 of the bar and columns 388–507 of its 128-px item).
    package static let tabBarHighlightInset = 2.0
    package static let tabBarHighlightTop = 3.0
    /// A badge: a pill 18 pt tall, at least 18 wide, the text (bold 13) 6 pt in from each end; its
    /// left end 10 pt inside the icon area's right edge (a longer badge grows to the right), its top
    /// 1 pt down.
    package static let tabBarBadgeHeight = 18.0
    package static let tabBarBadgeFont = FontSpec.bold(13)
    package static let tabBarBadgePadding = 6.0
    package static let tabBarBadgeInset = 10.0
    package static let tabBarBadgeTop = 1.0

    // MARK: Segmented control (docs/DESIGN.md §Segmented control)

    /// Padding each side of a segment's content when the control sizes itself (chosen).
    package static let segmentPadding = 10.0
    /// The narrowest segment a control sizes itself to (chosen).
    package static let minimumSegmentWidth = 30.0
    /// Segment titles: bold 12 on the glossy styles (measured for bar style), bold 13 on the large
    /// white ones (chosen).
    package static func segmentFont(_ style: SegmentedControlStyle) -> FontSpec {
        style == .bar || style == .bezeled ? .bold(12) : .bold(13)
    }

    /// Heights: bar style "30 tall" (measured); bezeled 40 and plain / bordered 44 (iPhone OS 3).
    package static func segmentedControlHeight(_ style: SegmentedControlStyle) -> Double {
        switch style {
        case .bar: return 30
        case .bezeled: return 40
        case .plain, .bordered: return 44
        }
    }

    // MARK: Glyphs and images

    /// The size of a system item's glyph image in points at 1x: the size of UIKit's bar-button
    /// glyph mask for the item (`UIButtonBar<Name>.png`, measured), which UIKit centred in the
    /// item. The widgets layer's `SystemIcon.naturalSize` draws each design at exactly this size,
    /// so this is the one table of glyph sizes. `undo` and `redo` had no glyph on iPhone OS 3 (see
    /// `SystemIcon`): 20 × 20, chosen. Nil for words and spaces.
    package static func glyphSize(_ item: BarButtonSystemItem) -> Size? {
        guard item.content == .glyph else { return nil }
        switch item {
        case .add: return Size(width: 16, height: 17)  // UIButtonBarPlus.png
        case .compose: return Size(width: 22, height: 18)
        case .reply: return Size(width: 25, height: 20)
        case .action: return Size(width: 23, height: 18)
        case .organize: return Size(width: 19, height: 19)
        case .bookmarks: return Size(width: 24, height: 16)
        case .search: return Size(width: 20, height: 20)
        case .refresh: return Size(width: 18, height: 22)
        case .stop: return Size(width: 17, height: 17)
        case .camera: return Size(width: 24, height: 18)
        case .trash: return Size(width: 16, height: 21)
        case .play: return Size(width: 15, height: 18)
        case .pause: return Size(width: 14, height: 16)
        case .rewind, .fastForward: return Size(width: 21, height: 19)
        default: return Size(width: 20, height: 20)
        }
    }

    /// The width of a system item's glyph (`glyphSize`). Nil for words and spaces.
    package static func glyphWidth(_ item: BarButtonSystemItem) -> Double? {
        glyphSize(item)?.width
    }

    /// A system item's glyph in a bar of `orientation`: in landscape's 24-pt buttons UIKit drew
    /// smaller glyphs of their own (`UIButtonBar<Name>Landscape.png`, `…Small.png`), 0.67–0.83 of
    /// the portrait glyph's size, 0.75 the median (docs/DESIGN.md §Toolbar glyphs): the portrait
    /// size times `landscapeGlyphScale`, in whole points.
    package static func glyphSize(_ item: BarButtonSystemItem, orientation: InterfaceOrientation) -> Size? {
        guard let size = glyphSize(item) else { return nil }
        guard orientation == .landscape else { return size }
        return Size(width: (size.width * landscapeGlyphScale).rounded(),
                    height: (size.height * landscapeGlyphScale).rounded())
    }

    /// A landscape glyph's size against its portrait one (measured: the median of 18 pairs of
    /// UIKit's bar-button masks).
    package static let landscapeGlyphScale = 0.75

    /// The size assumed for an image whose file the layout was not told about (the glyph size).
    package static let defaultImageSize = Size(width: 20, height: 20)
}

/// The row of controls in a bar, by orientation: portrait is the measured 44-pt row; landscape's
/// 32-pt row uses the smaller art iOS later called `UIBarMetricsLandscapePhone` (24-pt buttons at
/// y = 4) with the title in bold 16 — chosen, not measured on iPhone OS 2–3
/// (docs/DESIGN.md §Bar layout).
package struct RowMetrics: Hashable, Sendable {
    package var rowHeight: Double
    package var buttonHeight: Double
    package var buttonTop: Double
    /// A button label's baseline below the button's top.
    package var buttonLabelBaseline: Double
    package var titleFont: FontSpec
    /// The title's baseline below the top of the row.
    package var titleBaseline: Double

    package init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait:
            rowHeight = BarMetrics.barHeight
            buttonHeight = BarMetrics.buttonHeight
            buttonTop = BarMetrics.buttonTop
            buttonLabelBaseline = BarMetrics.buttonLabelBaseline
            titleFont = BarMetrics.titleFont
            titleBaseline = BarMetrics.titleBaseline
        case .landscape:
            rowHeight = BarMetrics.landscapeBarHeight
            buttonHeight = 24
            buttonTop = 4
            buttonLabelBaseline = 16
            titleFont = .bold(16)
            titleBaseline = 22
        }
    }
}
