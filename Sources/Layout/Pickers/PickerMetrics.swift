import Geometry
import NavigationModel

/// UIPickerView's and UIDatePicker's figures (docs/DESIGN.md §Pickers), in points, measured on the
/// two real 1x pickers of the fidelity references (iOS 4.2–5 simulators, still iPhone OS 3's
/// picker: a one-wheel `UIPickerView` and a `dateAndTime` `UIDatePicker`), except where marked
/// chosen.
package enum PickerMetrics {
    /// UIKit fixes a picker's size whatever its frame (320 × 216 in portrait).
    package static let size = Size(width: 320, height: 216)
    /// In landscape, in the keyboard's place, a picker is the landscape keyboard's size: "its
    /// height is 216 … in portrait orientation, 162 in landscape", and a picker laid out in a
    /// landscape view logs `frame.size = 480 × 162` (NYU's INFO1-CE9236 notes on UIPickerView).
    package static let landscapeSize = Size(width: 480, height: 162)

    /// The picker's size in the keyboard's place.
    package static func size(_ orientation: InterfaceOrientation) -> Size {
        orientation == .landscape ? landscapeSize : size
    }

    /// The selected row's top in a picker `height` tall: its rows keep their 44 pt and the selected
    /// one stays in the middle (86 of 216, measured; 59 of 162), so fewer rows show (chosen: no
    /// landscape picker was found to measure; the wheel is the same cylinder seen through a
    /// shorter window, cut equally above and below the bar).
    package static func centredRowTop(height: Double) -> Double { ((height - rowHeight) / 2).rounded(.down) }
    /// The wheels span columns 10–309: the frame shows 10 pt either side.
    package static let wheelsInset = 10.0
    package static var wheelsWidth: Double { size.width - 2 * wheelsInset }
    /// The wheels' faces run from row 10 to row 205; row 206 is their bottom edge.
    package static let wheelsTop = 10.0
    package static let wheelsBottom = 206.0
    /// A row of a wheel: 44 pt, rows 44 apart with no shrinking towards the edges (the titles'
    /// ink is 18–19 px tall in every row of the date picker).
    package static let rowHeight = 44.0
    /// The selected row, and the selection bar over it: rows 86–129.
    package static let selectedRowTop = 86.0
    /// A wheel's side: a dark line, then 3 pt of blue-grey before the white face.
    package static let wheelEdge = 1.0
    package static let wheelSide = 3.0

    // MARK: Titles

    /// A picker view's titles: UIKit's bold 20, 9.75 pt into the wheel ("item the first!" inks
    /// columns 21–144). Heros is set at 19.75 (measured: fitted to the screenshot's titles, where
    /// it sets the words of the phone's Helvetica bold 20; the titles' MAE 12 → 7 against 20), and
    /// the titles stand a point higher than the date picker's (ink rows 57–70 on a row centred on
    /// 64, where the date picker's bold 24 inks 56–73 on the same row). The inset puts the words'
    /// ink centroids on the screenshot's (10 left them 0.2 px right on average: the picker view
    /// 3.81 → 3.63 MAE).
    package static let titleFont = FontSpec.bold(19.75)
    package static let titleInset = 9.75
    package static let titleLift = 1.0
    /// The date picker's numbers and month-and-day: bold 24 ("12" inks 25 × 18 px), drawn in
    /// Heros at 24.25, whose ink comes closer to the phone's widths (its titles' ink boxes 0.8 px
    /// narrower on average at 24, 0.5 at 24.25; the date picker 4.98 → 4.80 MAE).
    package static let dateFont = FontSpec.bold(24.25)
    /// AM / PM: bold 20 ("PM" inks 28 px).
    package static let smallFont = FontSpec.bold(20)
    /// The grey weekday before the date: bold 21 (measured: "Sun", "Mon", "Wed" and "Thu" ink
    /// boxes of 37 × 14, 41 × 15, 43 × 15 and 37 × 10 px, the same in Heros at 21; at 20 each was
    /// 2 px narrower, its ink centroid a pixel right of the screenshot's: the date picker 5.78 →
    /// 5.54 MAE, its left end 2.04 → 1.72).
    package static let weekdayFont = FontSpec.bold(21)
    /// Helvetica-Bold's cap height, 718/1000 em (its AFM's `CapHeight`): a title's caps are centred
    /// on its row, the baseline a point below the centre plus half the cap height, rounded (ink of
    /// rows 56–71 in bold 20 and 144–161 in bold 24 for rows centred on 64 and 152).
    package static let capHeight = 0.718
    /// The space between the grey weekday and the date (measured: the weekdays' ink ends at
    /// column 63 in every row, 10 before the dates' starts at 73).
    package static let weekdayGap = 5.75

    /// The date picker's "Today" (the day wheel's row of `today`): the dates' bold 24 on their
    /// baseline (measured: its "T" inks rows 100–117 as the dates' caps do on a row centred on
    /// 108), right-aligned 20 pt in from the wheel's right, 9 further in than the dates (measured:
    /// its ink ends at column 139, the dates' at 148).
    package static let todayInset = 20.0

    /// The baseline of a title in `font` on a row centred at `centre`.
    package static func baseline(centre: Double, font: FontSpec) -> Double {
        centre + (capHeight * font.size / 2).rounded() + 1
    }

    /// How a date picker's wheel is set: its width, its titles' alignment and inset from that
    /// side, and their font.
    package struct WheelStyle: Hashable, Sendable {
        package enum Alignment: String, Hashable, Sendable { case left, right, center }
        package var width: Double
        package var alignment: Alignment
        package var inset: Double
        package var font: FontSpec
        /// The font whose caps are centred on the row (AM / PM stand on the digits' baseline).
        package var baselineFont: FontSpec? = nil
        /// Points the titles stand above `baseline(centre:font:)`.
        package var lift = 0.0
    }

    /// `dateAndTime`: the day 150 wide, its date left-aligned 61.75 pt in (measured: "Feb 26" and
    /// "Mar 1" both ink from column 73, so the dates are left-aligned, not right-aligned: the last
    /// row's "Mar 1" was 13 px right of the phone's); the hour 50, right-aligned 14.75 pt in; the
    /// minute 50, left-aligned 9.25 pt in; AM / PM 51, left-aligned 9 pt in, on the digits'
    /// baseline (measured: the last wheel's sides end at column 309, its dark edge, at 310, falls
    /// outside the wheels' 300 pt and is not drawn). The quarter points put the titles' ink
    /// centroids where the screenshot's are (on average 0.06 px right of them over the 25 titles
    /// the screenshot shows, within 0.3 px each but for single digits, AM and "26", whose glyphs
    /// differ: the date picker 6.90 → 4.23 MAE with the weekday's and grey's figures). The other
    /// modes' widths are chosen (no reference): `time` 100, 100, 80; `date` 140, 60, 100;
    /// `countDownTimer` 150 and 150.
    package static func style(of role: PickerComponent.Role, in count: Int) -> WheelStyle {
        switch role {
        case .titles: WheelStyle(width: 0, alignment: .left, inset: titleInset, font: titleFont, lift: titleLift)
        case .weekdayDate: WheelStyle(width: 150, alignment: .left, inset: 61.75, font: dateFont)
        case .hour: WheelStyle(width: count == 3 ? 100 : 50, alignment: .right, inset: 14.75, font: dateFont)
        case .minute: WheelStyle(width: count == 3 ? 100 : 50, alignment: .left, inset: 9.25, font: dateFont)
        case .meridiem: WheelStyle(width: count == 3 ? 80 : 51, alignment: .left, inset: 9, font: smallFont,
                                   baselineFont: dateFont)
        case .month: WheelStyle(width: 140, alignment: .left, inset: titleInset, font: dateFont)
        case .day: WheelStyle(width: 60, alignment: .right, inset: 15, font: dateFont)
        case .year: WheelStyle(width: 100, alignment: .center, inset: 0, font: dateFont)
        case .countDownHours, .countDownMinutes: WheelStyle(width: 150, alignment: .right, inset: 70, font: dateFont)
        }
    }

    /// The count-down timer's "hours" / "mins": bold 17, 8 pt after the numbers' column (chosen).
    package static let unitFont = FontSpec.bold(17)
    package static let unitGap = 8.0
}
