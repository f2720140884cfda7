import ChevronSupport
import NavigationModel
import Scene

extension SceneLimits {
    /// Wheels in one picker (UIKit's own pickers have at most four).
    package static let maxPickerComponents = 16
    /// Rows in one wheel.
    package static let maxPickerRows = 10_000
}

extension SceneNode {
    /// The pickers that may stand somewhere other than among the views (a responder's
    /// `inputView`, an action sheet), one of them at a time.
    static let pickerKinds = [PickerView.className, DatePicker.className]
    static let pickerRowsShape = ValueShape.list(.text, max: SceneLimits.maxPickerRows)
    static let pickerViewKeys = [
        KeyShape("components", .list(.oneOf([pickerRowsShape, .mapping("pickerComponent")]),
                                     max: SceneLimits.maxPickerComponents),
                 "The wheels, left to right: each its rows' titles (row 0 selected), or `{ rows, selectedRow, width }`."),
        KeyShape("showsSelectionIndicator", .bool, "Draws the glass bar across the selected rows (false unless given)."),
    ]
    static let pickerComponent = MappingShape(
        "pickerComponent", "One wheel of a picker written out.",
        keys: [
            KeyShape("rows", pickerRowsShape, "The rows' titles, top to bottom."),
            KeyShape("selectedRow", .integer(0...SceneLimits.maxPickerRows), "The row in the middle (0 unless given)."),
            KeyShape("width", .number(0...SceneLimits.maxPoints), "The wheel's width in points (a share of the picker unless given)."),
        ])
    static let datePickerKeys = [
        KeyShape("datePickerMode", .cases(DatePicker.Mode.self), "Its wheels (`dateAndTime` unless given)."),
        KeyShape("date", .string(maxLength: 64),
                 "The date shown: `2009-06-19 09:41`, `2009-06-19` (at midnight) or `09:41` (quoted: YAML reads a date)."),
        KeyShape("minuteInterval", .integer(1...30), "The minutes wheel's step, a divisor of 60 (1 unless given)."),
        KeyShape("today", .string(maxLength: 64),
                 "The day the phone takes for today, written as `date`: `dateAndTime` titles its row \"Today\" in blue "
                     + "(no row unless given)."),
    ]

    /// A `pickerView`'s keys: `components`, each `{ rows: [titles], selectedRow, width }` or just
    /// the list of titles (row 0 selected); `showsSelectionIndicator`.
    static func pickerView(in map: SceneMapping) throws(SceneError) -> PickerView {
        let components = try map["components"]?.sequence(maxCount: SceneLimits.maxPickerComponents) {
            node throws(SceneError) in try node.pickerComponent()
        } ?? []
        return PickerView(components: components,
                          showsSelectionIndicator: try map["showsSelectionIndicator"]?.bool() ?? false)
    }

    private func pickerComponent() throws(SceneError) -> PickerComponent {
        if case .sequence = node.content { return PickerComponent(rows: try pickerRows()) }
        let map = try mapping(SceneNode.pickerComponent)
        let rows = try map["rows"]?.pickerRows() ?? []
        var component = PickerComponent(rows: rows, width: try map["width"]?.number(in: 0...SceneLimits.maxPoints))
        if let node = map["selectedRow"] {
            let row = try node.integer(in: 0...SceneLimits.maxPickerRows)
            guard row < max(rows.count, 1) else {
                throw node.error(.outOfRange, "selectedRow \(row) is out of range: the component has "
                                 + (rows.isEmpty ? "no rows" : "\(rows.count) row\(rows.count == 1 ? "" : "s") "
                                    + "(0…\(rows.count - 1))"))
            }
            component.selectedRow = row
        }
        return component
    }

    private func pickerRows() throws(SceneError) -> [String] {
        try sequence(maxCount: SceneLimits.maxPickerRows) { node throws(SceneError) in try node.string() }
    }

    /// A `datePicker`'s keys: `datePickerMode`, `date` (`2009-06-19 09:41`, `2009-06-19` or
    /// `09:41`), `minuteInterval` (a divisor of 60 up to 30).
    static func datePicker(in map: SceneMapping) throws(SceneError) -> DatePicker {
        var picker = DatePicker(mode: try map["datePickerMode"]?.value(DatePicker.Mode.self) ?? .dateAndTime)
        if let node = map["date"] { picker.date = try node.pickerDate() }
        if let node = map["today"] { picker.today = try node.pickerDate() }
        if let node = map["minuteInterval"] {
            let n = try node.integer(in: 1...30)
            guard DatePicker.isValidMinuteInterval(n) else {
                throw node.error(.outOfRange, "minuteInterval \(n) does not divide 60: UIKit takes 1, 2, 3, 4, 5, 6, 10, "
                                 + "12, 15, 20 or 30")
            }
            picker.minuteInterval = n
        }
        return picker
    }

    /// `YYYY-MM-DD HH:MM`, `YYYY-MM-DD` (at midnight) or `HH:MM` (on `PickerDate.standard`'s day),
    /// a real date of the Gregorian calendar.
    func pickerDate() throws(SceneError) -> PickerDate {
        let text = try string(maxLength: 64)
        let form = "write a date as 2009-06-19 09:41, 2009-06-19 or 09:41"
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        var dayPart: Substring?, timePart: Substring?
        switch parts.count {
        case 1 where parts[0].contains(":"): timePart = parts[0]
        case 1: dayPart = parts[0]
        case 2:
            dayPart = parts[0]
            timePart = parts[1]
        default: throw error(.wrongType, "`\(Suggestion.shortened(text))` is not a date: \(form)")
        }
        func numbers(_ s: Substring, _ separator: Character, count: Int) -> [Int]? {
            let fields = s.split(separator: separator, omittingEmptySubsequences: false)
            guard fields.count == count,
                  fields.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            else { return nil }
            return fields.compactMap { Int($0) }
        }
        let standard = PickerDate.standard
        var ymd = [standard.year, standard.month, standard.day], hm = [0, 0]
        if let dayPart {
            guard let n = numbers(dayPart, "-", count: 3) else {
                throw error(.wrongType, "`\(Suggestion.shortened(text))` is not a date: \(form)")
            }
            ymd = n
        }
        if let timePart {
            guard let n = numbers(timePart, ":", count: 2) else {
                throw error(.wrongType, "`\(Suggestion.shortened(text))` is not a date: \(form)")
            }
            hm = n
        }
        guard let date = PickerDate(year: ymd[0], month: ymd[1], day: ymd[2], hour: hm[0], minute: hm[1]) else {
            let why: String
            if !(1...12).contains(ymd[1]) {
                why = "there is no month \(ymd[1])"
            } else if !(1...9999).contains(ymd[0]) {
                why = "the year must be 1…9999"
            } else if !(1...PickerDate.days(inMonth: ymd[1], year: ymd[0])).contains(ymd[2]) {
                why = "\(PickerDate.monthName(ymd[1])) \(ymd[0]) has \(PickerDate.days(inMonth: ymd[1], year: ymd[0])) days"
            } else {
                why = "the time must be 00:00…23:59"
            }
            throw error(.outOfRange, "`\(Suggestion.shortened(text))` is not a date: \(why)")
        }
        return date
    }
}
