/// `UIPickerView` (docs/DESIGN.md §Pickers): wheels of row titles side by side, each turned to its
/// selected row, under the glass selection bar when `showsSelectionIndicator`. UIKit fixes its size
/// at 320 × 216; its art is `Widgets/Pickers/`, its layout `Layout/Pickers/`.
public struct PickerView: ViewContent {
    public static let className = "pickerView"
    public var components: [PickerComponent]
    /// `showsSelectionIndicator`: the glass bar across the selected rows (off by default, as UIKit).
    public var showsSelectionIndicator: Bool

    public init(components: [PickerComponent] = [], showsSelectionIndicator: Bool = false) {
        self.components = components
        self.showsSelectionIndicator = showsSelectionIndicator
    }
}

/// One wheel of a picker: its rows' titles, the row turned under the selection bar, and its width
/// (UIKit's `widthForComponent:`; nil: the wheels share the picker's width).
public struct PickerComponent: Hashable, Sendable {
    public var rows: [String]
    /// 0-based, and within `rows` (a component without rows has none selected: 0).
    public var selectedRow: Int
    /// In points; nil: an equal share.
    public var width: Double?
    /// Whether the rows come round again after the last (the date picker's hours and minutes);
    /// a `pickerView`'s rows end at the first and the last.
    public var isCyclic: Bool
    /// What it shows: how layout aligns and sets its titles (`.titles` for a `pickerView`).
    public var role: Role
    /// A fixed label beside the selected row (the count-down timer's "hours" and "mins").
    public var label: String?
    /// The date picker's row of today, titled "Today" and drawn as UIKit draws it (blue).
    public var todayRow: Int?

    /// What a component holds, for the date picker's wheels, which UIKit sets each its own way.
    public enum Role: String, Hashable, Sendable {
        /// A `pickerView`'s titles.
        case titles
        /// The date picker's wheels.
        case weekdayDate, hour, minute, meridiem, month, day, year, countDownHours, countDownMinutes
    }

    public init(rows: [String], selectedRow: Int = 0, width: Double? = nil, isCyclic: Bool = false,
                role: Role = .titles, label: String? = nil) {
        self.rows = rows
        self.selectedRow = selectedRow
        self.width = width
        self.isCyclic = isCyclic
        self.role = role
        self.label = label
    }

    /// The title of row `index` as the wheel shows it: wrapped round when cyclic, nil past either
    /// end otherwise.
    public func title(at index: Int) -> String? {
        guard !rows.isEmpty else { return nil }
        if isCyclic { return rows[((index % rows.count) + rows.count) % rows.count] }
        return rows.indices.contains(index) ? rows[index] : nil
    }
}
