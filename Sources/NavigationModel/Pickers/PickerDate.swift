/// A date and time as a date picker shows it, written `2009-06-19 09:41` (the proleptic Gregorian
/// calendar, no time zone: the picker shows wall-clock time). Only real dates can be made.
public struct PickerDate: Hashable, Sendable, CustomStringConvertible {
    public let year: Int, month: Int, day: Int, hour: Int, minute: Int

    /// The iPhone 3GS's launch morning, at the minute Apple's screens show: the date a scene's date
    /// picker shows unless it says (a mockup is the same every time it is drawn, so never "now").
    public static let standard = PickerDate(checked: (2009, 6, 19, 9, 41))

    /// Fields already known to make a date.
    private init(checked f: (Int, Int, Int, Int, Int)) {
        (year, month, day, hour, minute) = f
    }

    /// Nil unless every field is in range and the day exists in that month of that year.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month), (0...23).contains(hour), (0...59).contains(minute),
              (1...PickerDate.days(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// The Gregorian leap-year rule.
    public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// 0 Sunday … 6 Saturday (Zeller's congruence).
    public var weekday: Int {
        var y = year, m = month
        if m < 3 {
            m += 12
            y -= 1
        }
        let h = (day + (13 * (m + 1)) / 5 + y + y / 4 - y / 100 + y / 400) % 7
        return (h + 6) % 7
    }

    /// 0-based: 1 January is 0.
    public var dayOfYear: Int {
        (1..<month).reduce(0) { $0 + PickerDate.days(inMonth: $1, year: year) } + day - 1
    }

    /// The date `days` days later (earlier when negative), at the same time.
    public func adding(days: Int) -> PickerDate {
        var y = year, m = month, d = day + days
        while d < 1 {
            m -= 1
            if m < 1 {
                m = 12
                y -= 1
            }
            d += PickerDate.days(inMonth: m, year: y)
        }
        while d > PickerDate.days(inMonth: m, year: y) {
            d -= PickerDate.days(inMonth: m, year: y)
            m += 1
            if m > 12 {
                m = 1
                y += 1
            }
        }
        return PickerDate(checked: (y, m, d, hour, minute))
    }

    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year), pad = String(repeating: "0", count: max(0, 4 - y.count))
        return "\(pad)\(y)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute))"
    }

    /// `February` for 2.
    public static func monthName(_ month: Int) -> String { monthNames[max(0, min(11, month - 1))] }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}
