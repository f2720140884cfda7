/// A responder's `inputView` (UIResponder, iPhone OS 3.2 and later): the view the system shows in
/// the keyboard's place while the responder is first responder — 216 pt at the bottom of the window,
/// sliding as the keyboard slides (docs/scenes.md, "A picker in the keyboard's place"). Apps gave
/// it a picker, so a scene may give it a `pickerView` or a `datePicker`.
public enum InputView: Hashable, Sendable {
    case pickerView(PickerView)
    case datePicker(DatePicker)

    /// UIKit's class as a scene names it (`pickerView`, `datePicker`).
    public var className: String {
        switch self {
        case .pickerView: PickerView.className
        case .datePicker: DatePicker.className
        }
    }

    /// The picker as a view's content, for a view tree that holds it (an action sheet's subviews).
    public var content: any ViewContent {
        switch self {
        case .pickerView(let picker): picker
        case .datePicker(let picker): picker
        }
    }
}
