import ChevronSupport
import NavigationModel
import Scene

extension OperationSyntax {
    /// `showActionSheet` and `showAlert` (`SceneNode.shownSheet`), and
    /// `dismissWithClickedButtonIndex` (`SceneNode.sheetDismissal`).
    static let sheets = [
        ("showActionSheet", "Shows an action sheet over the screen."), ("showAlert", "Shows an alert over the screen."),
    ].map { name, summary in
        OperationSyntax(name, .mapping(name == "showAlert" ? "alert" : "actionSheet"), summary, takesAnimated: false) {
            value, _ throws(SceneError) in .show(try value.shownSheet(name))
        }
    } + [
        OperationSyntax("dismissWithClickedButtonIndex",
                        .oneOf([.integer(SceneNode.buttonIndexes), .mapping("sheetDismissal")]),
                        "Dismisses the sheet or alert as a tap on this button does (UIKit's index).") {
            value, _ throws(SceneError) in try value.sheetDismissal()
        },
    ]
}

extension SceneNode {
    static let actionSheet = MappingShape(
        "actionSheet", "A UIActionSheet.",
        keys: [
            KeyShape("title", .text, "The text above the buttons."),
            KeyShape("destructiveButtonTitle", .text, "The red button's title, first."),
            KeyShape("cancelButtonTitle", .text, "The cancel button's title, last unless `cancelButtonIndex` places it."),
            KeyShape("otherButtonTitles", titles, "The other buttons' titles, top to bottom."),
            KeyShape("cancelButtonIndex", .integer(0...buttonIndexes.upperBound),
                     "Where the cancel button goes among the buttons (last unless given)."),
            KeyShape("actionSheetStyle", .cases(ActionSheetStyle.self), "The sheet's style (`automatic` unless given)."),
            KeyShape(PickerView.className, .mapping("sheetPickerView"),
                     "A UIPickerView standing in the sheet instead of a title and buttons."),
            KeyShape(DatePicker.className, .mapping("sheetDatePicker"),
                     "A UIDatePicker standing in the sheet instead of a title and buttons."),
            KeyShape("doneButton", .text,
                     "With a picker: the title of the momentary segmented control above it that dismisses the sheet."),
        ],
        exclusive: [(pickerKinds, false)])
    /// What a picker's sheet cannot have: UIKit's own title and buttons (apps added the picker to
    /// a sheet made with none).
    static let sheetButtonKeys = ["title", "destructiveButtonTitle", "cancelButtonTitle", "otherButtonTitles",
                                  "cancelButtonIndex"]
    static let sheetPickerView = MappingShape(
        "sheetPickerView", "A picker view in an action sheet: its wheels (its frame is the sheet's, under the done button).",
        keys: pickerViewKeys)
    static let sheetDatePicker = MappingShape(
        "sheetDatePicker", "A date picker in an action sheet: its mode and date (its frame is the sheet's, under the done button).",
        keys: datePickerKeys)
    static let alert = MappingShape(
        "alert", "A UIAlertView.",
        keys: [
            KeyShape("title", .text, "The alert's title."),
            KeyShape("message", .text, "The text under the title."),
            KeyShape("buttons", titles, "The other buttons' titles, after the cancel button."),
            KeyShape("cancelButtonTitle", .text, "The cancel button's title (button 0)."),
        ])
    /// A list of button titles, or one title alone (`SceneNode.titles`).
    static let titles = ValueShape.oneOf([.text, .list(.text, max: SceneLimits.maxBarButtonItems)])
    /// A clicked button's index: at most every button a sheet can have (the others, a destructive
    /// and a cancel button).
    static let buttonIndexes = 0...(SceneLimits.maxBarButtonItems + 1)

    /// `showActionSheet: { title, destructiveButtonTitle, cancelButtonTitle, otherButtonTitles: [...],
    /// cancelButtonIndex, actionSheetStyle }` (or `{ pickerView | datePicker, doneButton,
    /// actionSheetStyle }`: `sheetPicker(in:)`) or `showAlert: { title, message, buttons: [...],
    /// cancelButtonTitle }` (docs/DESIGN.md §Action sheets and alerts).
    func shownSheet(_ name: String) throws(SceneError) -> ShownSheet {
        if name == "showAlert" {
            let map = try mapping(SceneNode.alert)
            return .alert(AlertView(title: try map["title"]?.string(), message: try map["message"]?.string(),
                                    buttons: try map["buttons"]?.titles() ?? [],
                                    cancelButtonTitle: try map["cancelButtonTitle"]?.string()))
        }
        let map = try mapping(SceneNode.actionSheet)
        if let picker = try sheetPicker(in: map) {
            return .actionSheet(ActionSheet(style: try map["actionSheetStyle"]?.value(ActionSheetStyle.self) ?? .automatic,
                                            picker: picker))
        }
        let others = try map["otherButtonTitles"]?.titles() ?? []
        let hasCancel = map.has("cancelButtonTitle")
        let count = others.count + (map.has("destructiveButtonTitle") ? 1 : 0)
        var cancelIndex: Int?
        if let node = map["cancelButtonIndex"] {
            guard hasCancel else {
                throw node.error(.missingKey, "`cancelButtonIndex` places the cancel button: add a cancelButtonTitle")
            }
            cancelIndex = try node.integer(in: 0...count)
        }
        return .actionSheet(ActionSheet(
            title: try map["title"]?.string(), destructiveButtonTitle: try map["destructiveButtonTitle"]?.string(),
            cancelButtonTitle: try map["cancelButtonTitle"]?.string(), otherButtonTitles: others,
            cancelButtonIndex: cancelIndex,
            style: try map["actionSheetStyle"]?.value(ActionSheetStyle.self) ?? .automatic))
    }

    /// `pickerView: {…}` or `datePicker: {…}`, and `doneButton`: the picker a sheet holds instead of
    /// a title and buttons (nil without one). A picker with UIKit's title or buttons, or a done
    /// button without a picker, is an error at the key.
    func sheetPicker(in map: SceneMapping) throws(SceneError) -> SheetPicker? {
        let done = map["doneButton"]
        var picker: InputView?
        _ = try map.oneOf(SceneNode.pickerKinds, what: "an action sheet's picker", optional: true)
        if let node = map[PickerView.className] {
            picker = .pickerView(try SceneNode.pickerView(in: try node.mapping(SceneNode.sheetPickerView)))
        } else if let node = map[DatePicker.className] {
            picker = .datePicker(try SceneNode.datePicker(in: try node.mapping(SceneNode.sheetDatePicker)))
        }
        guard let picker else {
            guard let done else { return nil }
            throw done.error(.missingKey, "`doneButton` closes a picker's sheet: add a pickerView or a datePicker, "
                             + "or give the sheet buttons (otherButtonTitles, cancelButtonTitle)")
        }
        for key in SceneNode.sheetButtonKeys {
            guard let node = map[key] else { continue }
            throw node.error(.conflictingKeys, "an action sheet with a \(picker.className) has no title or buttons of its "
                             + "own (apps added the picker to a sheet made without them): take out `\(key)` and close "
                             + "it with `doneButton`")
        }
        return SheetPicker(picker, doneButtonTitle: try done?.string())
    }

    /// A list of button titles (a single title written alone is a list of one).
    func titles() throws(SceneError) -> [String] {
        if case .scalar = node.content { return [try string()] }
        var list: [String] = []
        for node in try sequence(maxCount: SceneLimits.maxBarButtonItems) { list.append(try node.string()) }
        return list
    }

    static let sheetDismissal = MappingShape(
        "sheetDismissal", "A sheet's or alert's dismissal written out.",
        keys: [
            KeyShape("buttonIndex", .integer(buttonIndexes), "The button tapped (UIKit's index: an alert's cancel is 0).",
                     required: true),
            KeyShape("animated", .bool, "Whether it goes with UIKit's animation (true unless given)."),
        ])

    /// `dismissWithClickedButtonIndex: 0` or `{ buttonIndex: 0, animated: false }`: the shown sheet
    /// or alert dismissed as by a tap on that button (UIKit's index: the alert's cancel button is
    /// 0). At most every button a sheet can have: the others, a destructive and a cancel button.
    func sheetDismissal() throws(SceneError) -> NavigationOperation {
        let most = SceneNode.buttonIndexes
        guard case .mapping = node.content else { return .dismissSheet(clickedButtonIndex: try integer(in: most)) }
        let map = try mapping(SceneNode.sheetDismissal)
        return .dismissSheet(clickedButtonIndex: try map.required("buttonIndex").integer(in: most),
                             animated: try map["animated"]?.bool() ?? true)
    }
}
