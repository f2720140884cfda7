/// `UIDatePicker` (docs/DESIGN.md §Pickers): a picker whose wheels UIKit makes from its mode and
/// date, in the en_US locale with its 12-hour clock (the phone's default). Drawn as a picker with
/// the selection bar, 320 × 216.
public struct DatePicker: ViewContent {
    public static let className = "datePicker"

    /// `datePickerMode`.
    public enum Mode: String, CaseIterable, Hashable, Sendable { case time, date, dateAndTime, countDownTimer }

    public var mode: Mode
    /// `date` (for `countDownTimer`, its hours and minutes are the `countDownDuration`).
    public var date: PickerDate
    /// `minuteInterval`: 1…30, dividing 60.
    public var minuteInterval: Int
    /// The day the phone takes for today: `dateAndTime`'s row of that day says "Today", as UIKit
    /// writes the current day. Nil (the default: a scene is drawn the same on every day): no row does.
    public var today: PickerDate?

    public init(mode: Mode = .dateAndTime, date: PickerDate = .standard, minuteInterval: Int = 1,
                today: PickerDate? = nil) {
        self.mode = mode
        self.date = date
        self.minuteInterval = minuteInterval
        self.today = today
    }

    /// UIKit's rule for `minuteInterval`: a divisor of 60 from 1 to 30.
    public static func isValidMinuteInterval(_ n: Int) -> Bool { (1...30).contains(n) && 60 % n == 0 }

    /// The wheels UIKit shows, left to right, each turned to the date: for `dateAndTime` the day
    /// (weekday, month and day, every day of the date's year; "Today" for `today`), the hour 1–12,
    /// the minute in steps of `minuteInterval` and AM / PM; for `time` the last three; for `date` the month, the day and
    /// the year (1970–2037, chosen: the range Apple's own screens scroll over); for
    /// `countDownTimer` the hours 0–23 and the minutes, labelled "hours" and "mins". The minute
    /// shown is the date's rounded down to the interval, as UIKit shows it.
    public var components: [PickerComponent] {
        let step = DatePicker.isValidMinuteInterval(minuteInterval) ? minuteInterval : 1
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let minutes = stride(from: 0, to: 60, by: step).map(two)
        let hour12 = date.hour % 12 == 0 ? 12 : date.hour % 12
        let hour = PickerComponent(rows: (1...12).map(String.init), selectedRow: hour12 - 1, isCyclic: true, role: .hour)
        let minute = PickerComponent(rows: minutes, selectedRow: date.minute / step, isCyclic: true, role: .minute)
        let meridiem = PickerComponent(rows: ["AM", "PM"], selectedRow: date.hour < 12 ? 0 : 1, role: .meridiem)
        switch mode {
        case .dateAndTime:
            let first = date.adding(days: -date.dayOfYear)
            let count = PickerDate.isLeapYear(date.year) ? 366 : 365
            var days = (0..<count).map { i -> String in
                let d = first.adding(days: i)
                return "\(PickerDate.weekdayNames[d.weekday]) \(PickerDate.monthNames[d.month - 1].prefix(3)) \(d.day)"
            }
            var day = PickerComponent(rows: days, selectedRow: date.dayOfYear, role: .weekdayDate)
            if let today, today.year == date.year {
                days[today.dayOfYear] = "Today"
                day.rows = days
                day.todayRow = today.dayOfYear
            }
            return [day, hour, minute, meridiem]
        case .time:
            return [hour, minute, meridiem]
        case .date:
            let years = Array(1970...2037)
            let year = years.firstIndex(of: date.year)
            return [PickerComponent(rows: PickerDate.monthNames, selectedRow: date.month - 1, isCyclic: true, role: .month),
                    PickerComponent(rows: (1...PickerDate.days(inMonth: date.month, year: date.year)).map(String.init),
                                    selectedRow: date.day - 1, isCyclic: true, role: .day),
                    year.map { PickerComponent(rows: years.map(String.init), selectedRow: $0, role: .year) }
                        ?? PickerComponent(rows: [String(date.year)], role: .year)]
        case .countDownTimer:
            return [PickerComponent(rows: (0...23).map(String.init), selectedRow: date.hour, isCyclic: true,
                                    role: .countDownHours, label: "hours"),
                    PickerComponent(rows: stride(from: 0, to: 60, by: step).map(String.init),
                                    selectedRow: date.minute / step, isCyclic: true, role: .countDownMinutes,
                                    label: "mins")]
        }
    }
}
