import NavigationModel
import Testing

/// The date picker's rules: the calendar it counts in and the wheels it turns, against what the
/// phone shows (the dateAndTime screenshot of ../shared/fidelity/pickers, taken on Tuesday 28
/// February 2012 at 11:55: "Sun Feb 26" … "Thu Mar 1", hours 9 … 1, minutes 45 … 05, AM).
struct DatePickerTests {
    @Test func weekdaysAreTheCalendars() throws {
        // Fridays: the iPhone 3GS's launch, and 1 January 2010; Wednesday 29 February 2012, as the
        // screenshot shows; Saturday 1 January 2000.
        let cases: [(Int, Int, Int, Int)] = [(2009, 6, 19, 5), (2010, 1, 1, 5), (2012, 2, 29, 3), (2000, 1, 1, 6)]
        for (y, m, d, weekday) in cases {
            #expect(try #require(PickerDate(year: y, month: m, day: d)).weekday == weekday, "\(y)-\(m)-\(d)")
        }
    }

    @Test func onlyRealDatesCanBeMade() {
        #expect(PickerDate(year: 2012, month: 2, day: 29) != nil)
        #expect(PickerDate(year: 2011, month: 2, day: 29) == nil)
        #expect(PickerDate(year: 1900, month: 2, day: 29) == nil)
        #expect(PickerDate(year: 2000, month: 2, day: 29) != nil)
        #expect(PickerDate(year: 2009, month: 4, day: 31) == nil)
        #expect(PickerDate(year: 2009, month: 13, day: 1) == nil)
        #expect(PickerDate(year: 2009, month: 6, day: 19, hour: 24) == nil)
        #expect(PickerDate(year: 2009, month: 6, day: 19, minute: 60) == nil)
    }

    @Test func daysAddAcrossMonthsAndYears() throws {
        let d = try #require(PickerDate(year: 2012, month: 2, day: 28))
        #expect(d.adding(days: 2).description == "2012-03-01 00:00")
        #expect(d.adding(days: -59).description == "2011-12-31 00:00")
        #expect(d.dayOfYear == 58)
    }

    /// The rows around the selected one in each wheel, as the screenshot shows them.
    @Test func dateAndTimeWheelsAreThePhones() throws {
        let picker = DatePicker(mode: .dateAndTime, date: try #require(PickerDate(year: 2012, month: 2, day: 28,
                                                                                  hour: 11, minute: 55)),
                                minuteInterval: 5)
        let shown = picker.components.map { c in (-2...2).map { c.title(at: c.selectedRow + $0) ?? "" } }
        #expect(shown[0] == ["Sun Feb 26", "Mon Feb 27", "Tue Feb 28", "Wed Feb 29", "Thu Mar 1"])
        #expect(shown[1] == ["9", "10", "11", "12", "1"])
        #expect(shown[2] == ["45", "50", "55", "00", "05"])
        #expect(shown[3] == ["", "", "AM", "PM", ""])
    }

    @Test func theOtherModes() throws {
        let evening = try #require(PickerDate(year: 2009, month: 6, day: 19, hour: 0, minute: 7))
        let time = DatePicker(mode: .time, date: evening, minuteInterval: 15).components
        #expect(time.map { $0.title(at: $0.selectedRow) } == ["12", "00", "AM"])
        let date = DatePicker(mode: .date, date: evening).components
        #expect(date.map { $0.title(at: $0.selectedRow) } == ["June", "19", "2009"])
        #expect(date[1].rows.count == 30)
        let timer = DatePicker(mode: .countDownTimer, date: evening).components
        #expect(timer.map { $0.title(at: $0.selectedRow) } == ["0", "7"])
        #expect(timer.map(\.label) == ["hours", "mins"])
    }

    @Test func minuteIntervalsDivideAnHour() {
        #expect((1...60).filter(DatePicker.isValidMinuteInterval) == [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30])
    }

    /// The screenshot, taken on its own day, says "Today" where the date would be, and only there;
    /// without `today` no row does (a scene is drawn the same on every day).
    @Test func todaysRowSaysToday() throws {
        let date = try #require(PickerDate(year: 2012, month: 2, day: 28, hour: 11, minute: 55))
        let day = DatePicker(date: date, minuteInterval: 5, today: date).components[0]
        let shown = (-2...2).compactMap { day.title(at: day.selectedRow + $0) }
        #expect(shown == ["Sun Feb 26", "Mon Feb 27", "Today", "Wed Feb 29", "Thu Mar 1"])
        #expect(day.todayRow == day.selectedRow)
        let plain = DatePicker(date: date).components[0]
        #expect(plain.title(at: plain.selectedRow) == "Tue Feb 28" && plain.todayRow == nil)
        // Another day of the year is today: its row, not the selected one.
        let tomorrow = DatePicker(date: date, today: date.adding(days: 1)).components[0]
        #expect(tomorrow.title(at: tomorrow.selectedRow + 1) == "Today")
        #expect(tomorrow.title(at: tomorrow.selectedRow) == "Tue Feb 28")
    }
}
