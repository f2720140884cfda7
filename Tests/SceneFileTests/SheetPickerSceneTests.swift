import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// A picker in an action sheet (`showActionSheet: { datePicker | pickerView, doneButton }`), as
/// iPhone OS 3 apps put one there: read into the sheet, dismissed by its done button's index 0, and
/// its bad input an error at its line with the key path.
struct SheetPickerSceneTests {
    static func shown(_ sheet: String, then: String? = nil) throws -> (ShownSheet?, Scene) {
        let scene = try parse(SheetSceneTests.scene("showActionSheet: \(sheet)") + (then.map { "\n    - \($0)" } ?? ""))
        guard case .navigationController(let nav) = scene.root else { return (nil, scene) }
        return (nav.controller.shownSheet, scene)
    }

    static func error(_ sheet: String) -> SceneError? {
        do {
            _ = try parse(SheetSceneTests.scene("showActionSheet:\n        " + sheet))
            return nil
        } catch { return error }
    }

    @Test func aDatePickerWithItsDoneButton() throws {
        let (shown, scene) = try Self.shown("""
            { actionSheetStyle: blackTranslucent, datePicker: { datePickerMode: date, date: "2009-07-01 09:00" }, doneButton: Done }
            """)
        guard case .actionSheet(let sheet) = shown, let picker = sheet.picker else {
            Issue.record("no picker in a sheet: \(String(describing: shown))")
            return
        }
        guard case .datePicker(let date) = picker.picker else { Issue.record("not a date picker"); return }
        #expect(date.mode == .date)
        #expect(picker.doneButtonTitle == "Done")
        #expect(sheet.style == .blackTranslucent && sheet.buttons.isEmpty)
        // The done button stands as button 0: the apps' `dismissWithClickedButtonIndex:0`.
        #expect(shown?.buttonTitles == ["Done"])
        #expect(scene.warnings.isEmpty)
    }

    /// `dismissWithClickedButtonIndex: 0` is the done button's tap; any other index is no button's.
    @Test func aPickerViewAndDismissingIt() throws {
        let (shown, scene) = try Self.shown("{ pickerView: { components: [[Adult, Child, Senior]] }, doneButton: Close }",
                                            then: "dismissWithClickedButtonIndex: 0")
        #expect(shown == nil)
        #expect(scene.warnings.isEmpty)
        let (_, other) = try Self.shown("{ pickerView: { components: [[Adult]] }, doneButton: Close }",
                                        then: "dismissWithClickedButtonIndex: 1")
        #expect(other.warnings.map(\.code) == [.sheetNoSuchButton])
    }

    /// Without a done button the user cannot close it: a warning at the operation's line.
    @Test func noDoneButtonIsAWarning() throws {
        let (_, scene) = try Self.shown("{ pickerView: { components: [[A, B]] } }")
        #expect(scene.warnings.map(\.code) == [.actionSheetNoButtons])
        #expect(scene.warnings.first?.line == 4)
    }

    @Test func buttonsBesideAPickerAreAnErrorAtTheKey() throws {
        let e = try #require(Self.error("{ datePicker: { date: \"2009-07-01 09:00\" },\n          cancelButtonTitle: Cancel }"))
        #expect(e.kind == .conflictingKeys)
        #expect(e.location.line == 6 && e.keyPath.hasSuffix("cancelButtonTitle"))
    }

    @Test func twoPickersConflict() throws {
        let e = try #require(Self.error("{ datePicker: { date: \"2009-07-01 09:00\" }, pickerView: { components: [[A]] } }"))
        #expect(e.kind == .conflictingKeys)
        #expect(e.location.line == 5)
    }

    @Test func aDoneButtonWithoutAPickerIsAnError() throws {
        let e = try #require(Self.error("{ cancelButtonTitle: Cancel, doneButton: Done }"))
        #expect(e.kind == .missingKey && e.keyPath.hasSuffix("doneButton"))
    }

    @Test func aMisspeltKeySuggestsTheNearest() throws {
        let e = try #require(Self.error("{ datePicker: { date: \"2009-07-01 09:00\" }, doneButon: Done }"))
        #expect(e.kind == .unknownKey && e.location.line == 5)
        #expect(e.message.contains("did you mean `doneButton`"))
    }

    @Test func aRowPastTheComponentIsAnErrorAtItsLine() throws {
        let e = try #require(Self.error("{ pickerView: { components: [ { rows: [A, B],\n          selectedRow: 2 } ] }, doneButton: Done }"))
        #expect(e.kind == .outOfRange && e.location.line == 6 && e.keyPath.hasSuffix("selectedRow"), "\(e)")
    }
}
