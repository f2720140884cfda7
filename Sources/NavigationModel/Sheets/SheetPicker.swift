/// A picker standing in an action sheet, as iPhone OS 3 apps put one there before `inputView`
/// (docs/figures.md §A picker in an action sheet): a button-less `UIActionSheet` with a
/// `UIPickerView` or a `UIDatePicker` added at (0, 40) and, above it at the right, a momentary
/// black bar-style segmented control that dismisses the sheet (Greg Allen's PhoneGap DatePicker
/// plugin, 2011: `closeButton.frame = CGRectMake(260, 7.0f, 50.0f, 30.0f)`).
public struct SheetPicker: Hashable, Sendable {
    /// The picker: a picker view or a date picker, as an input view holds one.
    public var picker: InputView
    /// The segmented control's one title ("Close", "Done"); nil: no control, and nothing to tap.
    public var doneButtonTitle: String?

    public init(_ picker: InputView, doneButtonTitle: String? = nil) {
        self.picker = picker
        self.doneButtonTitle = doneButtonTitle
    }
}
