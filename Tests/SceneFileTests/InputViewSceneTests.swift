import NavigationModel
import Scene
import Testing

/// `inputView` on a responder: a `pickerView` or a `datePicker` read with its keys; on a view that
/// cannot be first responder, or anything but a picker: an error at its line, the nearest name said.
struct InputViewSceneTests {
    @Test func aDatePickerAsATextFieldsInputView() throws {
        let views = try ViewSceneTests.views("""
            - textField: {frame: [0, 0, 300, 31], firstResponder: true,
                          inputView: {datePicker: {datePickerMode: date, date: 2009-06-19}}}
            """)
        let field = try #require(views.first?.content.base as? TextField)
        guard case .datePicker(let picker) = field.traits.inputView else {
            Issue.record("no date picker: \(String(describing: field.traits.inputView))")
            return
        }
        #expect(picker.mode == .date && picker.date.description == "2009-06-19 00:00")
    }

    @Test func aPickerView() throws {
        let views = try ViewSceneTests.views("""
            - textView: {frame: [0, 0, 300, 100], inputView: {pickerView: {components: [[S, M, L]]}}}
            """)
        let view = try #require(views.first?.content.base as? TextView)
        #expect(view.traits.inputView == .pickerView(PickerView(components: [PickerComponent(rows: ["S", "M", "L"])])))
    }

    @Test func aViewThatCannotBeFirstResponder() {
        #expect(ViewSceneTests.error("- label: {frame: [0, 0, 100, 20], inputView: {pickerView: {}}}")
            == "scene.yaml:6:45: error at navigationController.viewControllers[0].content.subviews[0].label: a label "
            + "cannot become first responder, so it shows no `inputView`: only a textField, a textView or a search "
            + "bar can (UIKit's canBecomeFirstResponder)")
    }

    @Test func anInputViewThatIsNotAPicker() {
        let message = ViewSceneTests.error("- textField: {frame: [0, 0, 100, 20], inputView: {datePiker: {}}}")
        #expect(message?.hasPrefix("scene.yaml:6:61: error at navigationController.viewControllers[0].content"
                                   + ".subviews[0].textField.inputView") == true, "\(message ?? "")")
        #expect(message?.hasSuffix("did you mean `datePicker`?") == true, "\(message ?? "")")
        #expect(ViewSceneTests.error("- textField: {frame: [0, 0, 100, 20], inputView: {}}")?
            .contains("pickerView") == true)
    }

    /// Two pickers in one inputView: an error at the second (it had been left out without a word).
    @Test func twoPickersConflict() {
        let message = ViewSceneTests.error("- textField: {frame: [0, 0, 100, 20], inputView: "
                                           + "{pickerView: {components: [[A]]}, datePicker: {date: 2009-06-19}}}")
        #expect(message?.contains("found both `pickerView` and `datePicker`") == true, "\(message ?? "")")
    }

    @Test func aBadDateInside() {
        #expect(ViewSceneTests.error("- textField: {frame: [0, 0, 100, 20], inputView: {datePicker: {date: 2009-02-30}}}")?
            .hasSuffix("February 2009 has 28 days") == true)
    }
}
