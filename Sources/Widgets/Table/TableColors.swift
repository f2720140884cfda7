import Raster

/// The colours of table views (docs/DESIGN.md §Table views). "PK": PastryKit's CSS and art
/// (`mobile/dist/PastryKit.css`, `mobile/assets/tableview/`, Apple's 2009 web replica of UIKit);
/// "measured": the 1x screenshots in ../shared/fidelity/screens; "chosen" where neither says.
package enum TableColors {
    /// `UIPinStripe.png` (PK): the grouped background, seven columns repeated across from the
    /// table's left edge (the screenshots' backgrounds have the same columns in the same phase).
    package static let pinstripe: [Color] = [
        Color(rgb: 0xc5ccd4), Color(rgb: 0xc5ccd4), Color(rgb: 0xc5ccd4), Color(rgb: 0xc5ccd4),
        Color(rgb: 0xc5ccd2), Color(rgb: 0xcbd2d8), Color(rgb: 0xcbd2d8),
    ]
    /// A grouped cell: white with 1-px `#a8abad` borders (PK); its separators are the next cell's
    /// top border, the same colour.
    package static let groupedCell = Color.white
    package static let groupedBorder = Color(rgb: 0xa8abad)
    /// iOS 5's grouped cell (`systemVersion: 5.0`), measured on xamarin-tables-01 (iOS 5, 1x): the
    /// cell `#f7f7f7`, its first row below the top border `#e4e4e4`; the outline black at 18 % over
    /// the pinstripe (161 over 197, 166 over 203); separators `#cacaca` with an etched `#fdfdfd`
    /// line under each (rows 110 and 111); under the outline's bottom a white line at 80 % over
    /// the pinstripe (245 over 203, row 243).
    package static let groupedCell5 = Color(rgb: 0xf7f7f7)
    package static let groupedCellTop5 = Color(rgb: 0xe4e4e4)
    package static let groupedBorder5 = Color.black.withAlpha(0.18)
    package static let groupedSeparator5 = Color(rgb: 0xcacaca)
    package static let groupedSeparatorEtch5 = Color(rgb: 0xfdfdfd)
    package static let groupedEtch5 = Color.white.withAlpha(0.8)
    /// iOS 5's switch, ON (measured at @2x on retina-settings-keyboard@2x, the first row's switch,
    /// column 520 and row 194): the upper half a gloss from `#0060b1` to `#007fea` over its first
    /// 8 pt, then `#007fea`; the lower half `#2390ec` at the middle to `#6eb6f3` at the bottom; the
    /// rim `#255986` along the top; the knob a ramp from `#d0d0d0` below its top edge to white at
    /// its bottom (column 570: 208 on row 171, 232 at the middle, 255 on row 216) with a grey edge.
    package static let switch5Top = Color(rgb: 0x0060b1)
    package static let switch5Upper = Color(rgb: 0x007fea)
    package static let switch5Lower = Color(rgb: 0x2390ec)
    package static let switch5Bottom = Color(rgb: 0x6eb6f3)
    package static let switch5Rim = Color(rgb: 0x255986)
    package static let switch5KnobBottom = Color.white
    package static let switch5KnobTop = Color(rgb: 0xd0d0d0)
    package static let switch5KnobEdge = Color(rgb: 0x9a9a9a)
    /// OFF has no reference on the screenshots (every switch there is ON): a light grey body with
    /// a grey "OFF" (chosen, as iPhone OS 3's OFF).
    package static let switch5OffBody = Color(rgb: 0xeeeeee)
    package static let switch5OffRim = Color(rgb: 0xb3b3b3)
    /// Plain rows: white, separators `#e0e0e0` (PK).
    package static let plainCell = Color.white
    package static let plainSeparator = Color(rgb: 0xe0e0e0)

    /// The plain section header strip, its 23 rows (measured on xamarin-tables-03 and -05: row 0 a
    /// dark line over the separator above, row 1 a highlight, a ramp, row 22 a bottom line).
    package static let plainHeaderRows: [Color] = [
        0x717d85, 0xa4b0b9, 0x909faa, 0x919faa, 0x95a3ad, 0x97a5af, 0x99a7b1, 0x9ba8b2, 0x9daab4, 0x9facb6,
        0xa3afb8, 0xa5b0b9, 0xa7b2bb, 0xa9b4bd, 0xacb7bf, 0xaeb8c0, 0xafb9c1, 0xb1bbc3, 0xb2bcc4, 0xb4bec5,
        0xb5bfc6, 0xb7c0c7, 0x989ea4,
    ].map { Color(rgb: $0) }
    /// Plain header text: white, shadow `#64696e` 1 pt below (PK).
    package static let plainHeaderText = Color.white
    package static let plainHeaderShadow = Color(rgb: 0x64696e)
    /// Grouped header and footer text `#4d576d`, shadow `#fafafa` 1 pt below (PK).
    package static let groupedHeaderText = Color(rgb: 0x4d576d)
    package static let groupedHeaderShadow = Color(rgb: 0xfafafa)

    /// `UITableSelection.png` (PK): the selected row's blue, 43 rows from `#058cf5` through
    /// `#0274ee` (row 21) to `#015de6` (two straight ramps: every row within 2 levels).
    package static let selectionTop = Color(rgb: 0x058cf5)
    package static let selectionMiddle = Color(rgb: 0x0274ee)
    package static let selectionBottom = Color(rgb: 0x015de6)

    /// Cell text black; value 1's detail and value 2's label `rgb(22 %, 33 %, 53 %)` = `#385487`
    /// (PK, measured on quickdialog1: `#385487`); subtitle's detail `rgb(50 %, 50 %, 50 %)` (PK).
    package static let text = Color.black
    package static let blueDetail = Color(rgb: 0x385487)
    package static let greyDetail = Color(rgb: 0x808080)
    /// A text field's text (Settings' blue) and placeholder (UIKit's 70 % grey) (chosen).
    package static let fieldText = Color(rgb: 0x385487)
    package static let placeholder = Color(rgb: 0xb3b3b3)
    /// The section index's titles (measured on xamarin-tables-05, the darkest pixel of the letters).
    package static let index = Color(rgb: 0x6a737d)

    /// The disclosure indicator: black at 50 % (PK `UITableNext.png`); white at 98 % on a selected
    /// row (`UITableNextSelected.png`).
    package static let disclosure = Color.black.withAlpha(0.5)
    package static let disclosureSelected = Color.white.withAlpha(0.98)
    /// The checkmark `#324f85` (Chameleon's `accessoryCheckmark.png`); white when selected.
    package static let checkmark = Color(rgb: 0x324f85)

    /// The detail disclosure button (after Chameleon's `detailDisclosureButton.png`, read down its
    /// middle): a white ring around a blue disc from `#7aace9` at the top to `#2f83df` at the
    /// bottom, a soft dark shadow below.
    package static let detailTop = Color(rgb: 0x7aace9)
    package static let detailMiddle = Color(rgb: 0x4f97e3)
    package static let detailBottom = Color(rgb: 0x2f83df)

    /// The iPhone OS 3 switch (chosen after the jQTouch recreation in fidelity/switch): ON a blue
    /// gloss with a dark blue edge, OFF a light grey body, the thumb a light grey ramp.
    package static let switchOnEdge = Color(rgb: 0x20497d)
    package static let switchOnTop = Color(rgb: 0x3268a9)
    package static let switchOnMiddle = Color(rgb: 0x4388db)
    package static let switchOnLower = Color(rgb: 0x5097eb)
    package static let switchOnBottom = Color(rgb: 0x82b6fa)
    package static let switchOffEdge = Color(rgb: 0xa2a2a2)
    package static let switchOffTop = Color(rgb: 0xc8c8c8)
    package static let switchOffBottom = Color(rgb: 0xf8f8f8)
    package static let switchOffText = Color(rgb: 0x727272)
    package static let thumbTop = Color(rgb: 0xd8d8d8)
    package static let thumbBottom = Color(rgb: 0xfcfcfc)

    /// Editing controls (chosen after UIRemoveControlMinus@2x): red `#e22d24` and green `#2fa12b`
    /// discs with a white ring; the reorder grip's lines `#a8a8a8`.
    package static let deleteControl = Color(rgb: 0xe22d24)
    package static let insertControl = Color(rgb: 0x2fa12b)
    package static let reorderGrip = Color(rgb: 0xa8a8a8)
    /// A badge: a blue-grey pill with white text, as Mail's unread counts (chosen).
    package static let badge = Color(rgb: 0x8c99ad)
}
