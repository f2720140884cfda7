import Geometry
import NavigationModel

/// Every size of a table view (docs/DESIGN.md §Table views), in points at 1x. Sources: PastryKit's
/// CSS (`mobile/dist/PastryKit.css`, Apple's 2009 web replica of UIKit: "PK"), measured on the
/// 1x screenshots of ../shared/fidelity/screens ("measured": quickdialog1-hello-world rows 64–480
/// and xamarin-tables-01/03/05/15), or chosen where neither says.
package enum TableMetrics {
    /// A row: 44 pt, its separator the last point of it (plain) or the first (grouped). PK, measured.
    /// UIKit's default `rowHeight` (`TableView.defaultRowHeight`), and the row every figure below is
    /// given in: a table of taller or shorter rows keeps them about the row's middle (`TableLayout`).
    package static let rowHeight = TableView.defaultRowHeight

    // MARK: Plain

    /// A plain section header or footer: a 23-pt strip whose first point (a dark line) covers the
    /// separator above it, so it takes 22 pt of the table. PK (23 tall, margin-top −1), measured
    /// (xamarin-tables-03: the strip at rows 217–239, the next row at 240).
    package static let plainHeaderHeight = 22.0
    package static let plainHeaderStrip = 23.0
    /// Header text: bold 18 white at x 12 (PK padding-left 12), baseline 17 below the strip's
    /// visible top (measured: 81 for a strip at 64 in xamarin-tables-05).
    package static let plainHeaderFont = FontSpec.bold(18)
    package static let plainHeaderX = 12.0
    package static let plainHeaderBaseline = 17.0
    /// Cell text: bold 20 at x 10 (PK), baseline 29 below the row's top (measured: 115 for the row
    /// at 86 in xamarin-tables-03).
    package static let plainTextFont = FontSpec.bold(20)

    // MARK: Grouped

    /// Sections are inset 9 pt at either side (PK padding 10 / 9; measured: the outline from x 9 to
    /// 310 of 320) and start 10 pt below what is above them (measured: 74 below a table at 64).
    package static let groupedInset = 9.0
    package static let groupedSectionTop = 10.0
    /// The measured extra point between one section's outline and the next section (xamarin-tables-01:
    /// outlines at 66–242 and 290–…, headers 46 pt with their padding).
    package static let groupedSectionGap = 1.0
    /// Header: 36 pt (PK padding 8 + a 20-pt line + 8), bold 17 at x 10 in the section (19 on the
    /// table), baseline 24 below the header's top (measured: 54 in xamarin-tables-01).
    package static let groupedHeaderHeight = 36.0
    package static let groupedHeaderFont = FontSpec.bold(17)
    package static let groupedHeaderX = 10.0
    package static let groupedHeaderBaseline = 24.0
    /// Footer: regular 15, centred, wrapped at spaces to the section less 20 pt a side, its first
    /// baseline 22 pt below the section, a line every 19 pt, 31 pt tall for one line (measured: the
    /// two-line footer of retina-settings-keyboard@2x.png, baselines on pixel rows 634 and 672, the
    /// outlines' bottom line above it on rows 586–587 and the next one's top line on rows 714–715;
    /// PK's padding had given 41 pt and a baseline at 21 before any screenshot showed a grouped
    /// footer). The width: its first line, "Double-tapping the space bar will", breaks before
    /// "insert" on the phone, where it is 224 pt wide and the second line 246 (UIKit's set lies
    /// within 246–265 pt: 262 of a 302-pt section).
    package static let groupedFooterHeight = 31.0
    package static let groupedFooterInset = 20.0
    package static let groupedFooterLineHeight = 19.0
    package static let groupedFooterFont = FontSpec.regular(15)
    package static let groupedFooterBaseline = 22.0
    /// Corner radius of a section's outline (PK, `border-radius: 10px`).
    package static let groupedCornerRadius = 10.0
    /// Cell text: bold 17 (PK), baseline 29 below the row's top (measured: 103 for the outline at 74
    /// in quickdialog1, 95 for 66 in xamarin-tables-01).
    package static let groupedTextFont = FontSpec.bold(17)

    // MARK: Cells (both styles)

    /// Text starts 10 pt into the cell and ends 10 pt before its end (PK `left: 10px; right: 10px`).
    package static let textInset = 10.0
    package static let textBaseline = 29.0
    /// An image sits at the cell's left, vertically centred, and the text starts 10 pt after it
    /// (measured: xamarin-tables-15, 60-pt images, the text at 70).
    package static let imageGap = 10.0
    /// Value 2: the blue label bold 13, right-aligned in 68 pt from x 10; the text bold 15 at x 84,
    /// both on baseline 28 (PK: tops 15 and 13).
    package static let value2LabelFont = FontSpec.bold(13)
    package static let value2LabelWidth = 68.0
    package static let value2TextFont = FontSpec.bold(15)
    package static let value2TextX = 84.0
    package static let value2Baseline = 28.0
    /// Subtitle: the text bold 18 at baseline 20, the detail regular 14 at baseline 38, both at x 11
    /// (PK: tops 2 and 25, left 11).
    package static let subtitleTextFont = FontSpec.bold(18)
    package static let subtitleDetailFont = FontSpec.regular(14)
    package static let subtitleX = 11.0
    package static let subtitleTextBaseline = 20.0
    package static let subtitleDetailBaseline = 38.0

    // MARK: Accessories

    /// The disclosure indicator, 10 × 13, 10 pt from the cell's right; text then ends 10 pt before
    /// it, 30 from the cell's right, as beside a checkmark or a switch (PK's CSS had 25: on
    /// retina-settings-keyboard@2x value 1's right-aligned details "1" and "On my way!" end 4–5 pt
    /// left of where 25 put them). Down, it is centred in the cell (the row less its separator: `TableLayout.centred`)
    /// — 16 pt below a grouped row's top line, 15 below a plain 44-pt row's top, 21 below a 56-pt
    /// one's. PK had put it 9 from the right and 14 down; the art's first row and column on the
    /// phone say 10 and 16: xamarin-tables-01 at 1x (eight grouped rows: the box at x 290 of a cell
    /// ending at 310, 16 below the row's top line), retina-settings-keyboard@2x (two grouped rows,
    /// pixel column 580, 32 px down) and retina-music-albums@2x (five plain 56-pt rows, column 600,
    /// 42 px down).
    package static let disclosureSize = Size(width: 10, height: 13)
    package static let disclosureRight = 10.0
    /// The detail disclosure button, 29 × 31, 6 pt from the right (PK). Centred in the cell as the
    /// disclosure (PK: 5 down; measured on xamarin-tables-15, four plain rows: the blue disc's
    /// middle 21.5 pt below the row's top, 6 + 15.5). PK's CSS ended the text 35 pt from the right,
    /// on the button's box: a value 1 detail touched it; the text now ends `accessoryGap` before it
    /// (45 from the right), as beside every other accessory.
    package static let detailButtonSize = Size(width: 29, height: 31)
    package static let detailButtonRight = 6.0
    /// Every text of a cell ends this far before its accessory's box (a disclosure, a detail
    /// disclosure button, a checkmark, a switch): UIKit's content view ends where the accessory
    /// view starts and its labels keep 10 pt inside it (PK `right: 10px`). Measured beside the
    /// disclosure: 30 pt from the cell's right (10 + 10 + 10), above.
    package static let accessoryGap = 10.0
    /// The checkmark, 14 × 14 (UIPreferencesBlueCheck@2x at 28 × 28), 10 pt from the right,
    /// centred (chosen).
    package static let checkmarkSize = Size(width: 14, height: 14)
    package static let checkmarkRight = 10.0
    /// UISwitch of iPhone OS 3: 94 × 27, 10 pt from the cell's right, centred (chosen after the
    /// jQTouch recreation, fidelity/switch: a rounded rectangle, not iOS 5's pill).
    package static let switchSize = Size(width: 94, height: 27)
    /// iOS 5's UISwitch, a pill: 77 × 27 (measured on retina-settings-keyboard@2x: pixel columns
    /// 446–599, rows 166–219 of the first row's switch), as far from the right as before (its right
    /// edge on column 599, 10 pt inside the cell).
    package static let switch5Size = Size(width: 77, height: 27)
    package static let switchRight = 10.0
    /// A badge (Mail's unread count): bold 16 in a pill 20 tall, at least 29 wide, 10 pt before the
    /// accessory (chosen).
    package static let badgeFont = FontSpec.bold(16)
    package static let badgeHeight = 20.0
    package static let badgeMinWidth = 29.0
    /// A text field in a row: regular, the text's size, from 10 pt after the label (or the text's
    /// place without one) to 10 pt before the cell's end (chosen).
    package static let textFieldGap = 10.0

    // MARK: Editing

    /// The delete (red) and insert (green) controls: 29 × 29 at x 9 of the cell, centred; the text
    /// moves 32 pt right (chosen after UIRemoveControlMinus@2x, 58 × 58).
    package static let editingControlSize = 29.0
    package static let editingControlX = 9.0
    package static let editingShift = 32.0
    /// The reorder grip: 15 × 10 of three lines, 14 pt from the right, centred (chosen).
    package static let reorderSize = Size(width: 15, height: 10)
    package static let reorderRight = 14.0

    // MARK: Section index

    /// Titles bold 11 (8-px capitals), centred on a column 17.5 pt from the right, 15.3 pt apart,
    /// the first capital's top 14.2 pt below the table's top (measured on xamarin-tables-05: A's
    /// capital at 78 and K's at 231 in a table from 64); closer together when the table is too
    /// short for them all.
    package static let indexFont = FontSpec.bold(11)
    package static let indexCentreFromRight = 17.5
    package static let indexTop = 14.2
    package static let indexStep = 15.3
    package static let indexCapHeight = 8.0
    /// The index takes the right 30 pt from the rows' text (chosen).
    package static let indexWidth = 30.0
    /// Titles are never closer than this (chosen: the 8-pt capitals and 4 pt between; issue 37
    /// saw baselines 6 pt apart smear). Past it UIKit's index leaves titles out and shows "•"
    /// between the ones it keeps (`UITableViewIndex`'s display titles: a table too short for its
    /// index "will automatically take out indexes and add dots instead", kreeger/BDKCollectionIndexView
    /// issue 9, which reimplements it).
    package static let indexMinStep = 12.0
    package static let indexBullet = "\u{2022}"
    /// `{search}`'s magnifier (UIKit's `UITableViewIndexSearch`): a ring and a handle in a 9 × 10
    /// box, its bottom on the title's baseline (chosen: the capitals' 8 pt and the handle below).
    package static let indexSearchSize = Size(width: 9, height: 10)
    /// A grouped table with an index ends its sections this far from its right, the index's
    /// column, where they kept `groupedInset` (UIKit narrows them; the figure chosen: the column).
    package static let groupedIndexInset = 30.0
}
