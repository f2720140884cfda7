import NavigationModel
import Scene
import Testing

/// `pickerView` and `datePicker` as views of `content.subviews`, and their bad input: each an
/// error at its line.
struct PickerSceneTests {
    @Test func aPickerViewsComponents() throws {
        let views = try ViewSceneTests.views("""
            - pickerView:
                frame: [0, 200, 320, 216]
                showsSelectionIndicator: true
                components:
                  - {rows: [Red, Green, Blue], selectedRow: 2, width: 120}
                  - [S, M, L]
            """)
        let picker = try #require(views.first?.content.base as? PickerView)
        #expect(picker.showsSelectionIndicator)
        #expect(picker.components == [PickerComponent(rows: ["Red", "Green", "Blue"], selectedRow: 2, width: 120),
                                      PickerComponent(rows: ["S", "M", "L"])])
    }

    @Test func aDatePicker() throws {
        let views = try ViewSceneTests.views("""
            - datePicker: {frame: [0, 264, 320, 216], datePickerMode: time, date: 2012-02-29 18:30, minuteInterval: 15}
            """)
        let picker = try #require(views.first?.content.base as? DatePicker)
        #expect(picker.mode == .time && picker.minuteInterval == 15)
        #expect(picker.date == PickerDate(year: 2012, month: 2, day: 29, hour: 18, minute: 30))
    }

    static let cases: [(yaml: String, message: String)] = [
        ("- pickerView: {frame: [0, 0, 320, 216], components: [{rows: [a, b], selectedRow: 2}]}",
         "scene.yaml:6:92: error at navigationController.viewControllers[0].content.subviews[0].pickerView"
            + ".components[0].selectedRow: selectedRow 2 is out of range: the component has 2 rows (0…1)"),
        ("- datePicker: {frame: [0, 0, 320, 216], date: 2011-02-29 09:41}",
         "scene.yaml:6:57: error at navigationController.viewControllers[0].content.subviews[0].datePicker.date: "
            + "`2011-02-29 09:41` is not a date: February 2011 has 28 days"),
        ("- datePicker: {frame: [0, 0, 320, 216], today: 2011-02-29}",
         "scene.yaml:6:58: error at navigationController.viewControllers[0].content.subviews[0].datePicker.today: "
            + "`2011-02-29` is not a date: February 2011 has 28 days"),
        ("- datePicker: {frame: [0, 0, 320, 216], date: 19/06/2009}",
         "scene.yaml:6:57: error at navigationController.viewControllers[0].content.subviews[0].datePicker.date: "
            + "`19/06/2009` is not a date: write a date as 2009-06-19 09:41, 2009-06-19 or 09:41"),
        ("- datePicker: {frame: [0, 0, 320, 216], date: 2009-06-19 25:00}",
         "scene.yaml:6:57: error at navigationController.viewControllers[0].content.subviews[0].datePicker.date: "
            + "`2009-06-19 25:00` is not a date: the time must be 00:00…23:59"),
        ("- datePicker: {frame: [0, 0, 320, 216], minuteInterval: 7}",
         "scene.yaml:6:67: error at navigationController.viewControllers[0].content.subviews[0].datePicker"
            + ".minuteInterval: minuteInterval 7 does not divide 60: UIKit takes 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
        ("- datePicker: {frame: [0, 0, 320, 216], datePickerMode: countdownTimer}",
         "scene.yaml:6:67: error at navigationController.viewControllers[0].content.subviews[0].datePicker"
            + ".datePickerMode: unknown value `countdownTimer` — did you mean `countDownTimer`?"),
    ]

    @Test("bad pickers", arguments: cases.indices)
    func badPicker(index: Int) {
        let c = Self.cases[index]
        let got = ViewSceneTests.error(c.yaml)
        if got != c.message { print("got: \(got ?? "no error")") }
        #expect(got == c.message)
    }
}
