import NavigationModel
import Scene

extension SceneNode {
    /// UIKit's `UITextInputTraits` keys, as any responder (a search bar, a text field) takes them.
    static let textInputTraitKeys = [
        KeyShape("keyboardType", .cases(KeyboardType.self), "The keyboard's layout (`default` unless given)."),
        KeyShape("returnKeyType", .cases(ReturnKeyType.self), "The return key's title (a search bar's is `search`, others' `default`)."),
        KeyShape("keyboardAppearance", .cases(KeyboardAppearance.self), "The keyboard's look (`default` unless given)."),
        KeyShape("autocapitalizationType", .cases(AutocapitalizationType.self),
                 "When shift is on at the start (`sentences` unless given)."),
        KeyShape("enablesReturnKeyAutomatically", .bool, "Dims the return key while the text is empty (a search bar's does)."),
        KeyShape("keyboard", .mapping("keyboardState"), "The keyboard's state: its plane, its shift, the key held down."),
    ]
    static let keyboardState = MappingShape(
        "keyboardState", "The state of a keyboard as it is drawn.",
        keys: [
            KeyShape("plane", .cases(KeyboardPlane.self), "Which keys show (the letters unless the keyboard type starts with another)."),
            KeyShape("shift", .cases(ShiftState.self), "The shift key's state (UIKit's rule from the text and `autocapitalizationType` unless given)."),
            KeyShape("pressed", .string(maxLength: 16), "The key held down, drawn with its callout (its label)."),
        ])
    static let keyboard = MappingShape(
        "keyboard", "A keyboard alone: its traits and the text of the field it types into.",
        keys: textInputTraitKeys + [KeyShape("text", .text, "The text the field holds.")])

    /// `inputView: { pickerView: {...} }` or `{ datePicker: {...} }`: the picker a responder shows in
    /// the keyboard's place (UIResponder's `inputView`, iPhone OS 3.2).
    static let inputView = MappingShape(
        "inputView", "The view shown in the keyboard's place while the responder is first responder: a picker.",
        keys: [
            KeyShape(PickerView.className, .mapping("inputPickerView"), "A UIPickerView in the keyboard's place."),
            KeyShape(DatePicker.className, .mapping("inputDatePicker"), "A UIDatePicker in the keyboard's place."),
        ],
        exclusive: [(pickerKinds, true)])
    static let inputPickerView = MappingShape(
        "inputPickerView", "A picker view as an input view: its wheels (its frame is the keyboard's).",
        keys: pickerViewKeys)
    static let inputDatePicker = MappingShape(
        "inputDatePicker", "A date picker as an input view: its mode and date (its frame is the keyboard's).",
        keys: datePickerKeys)

    /// A responder's `inputView`.
    func inputView() throws(SceneError) -> InputView {
        let map = try mapping(SceneNode.inputView)
        _ = try map.oneOf(SceneNode.pickerKinds, what: "an inputView", optional: true)
        if let node = map[PickerView.className] {
            return .pickerView(try SceneNode.pickerView(in: try node.mapping(SceneNode.inputPickerView)))
        }
        guard let node = map[DatePicker.className] else {
            throw error(.missingKey, "an inputView is a picker: write `inputView: { pickerView: { components: … } }` "
                        + "or `inputView: { datePicker: { date: … } }`")
        }
        return .datePicker(try SceneNode.datePicker(in: try node.mapping(SceneNode.inputDatePicker)))
    }

    /// A `keyboard:` root: the traits, and the `text` the responder holds.
    func keyboardScene() throws(SceneError) -> KeyboardScene {
        let map = try mapping(SceneNode.keyboard)
        return KeyboardScene(traits: try SceneNode.textInputTraits(in: map), text: try map["text"]?.string() ?? "")
    }

    /// The traits in a responder's mapping (UIKit's defaults for the keys it does not give).
    static func textInputTraits(in map: SceneMapping, defaults: TextInputTraits = TextInputTraits())
        throws(SceneError) -> TextInputTraits {
        var traits = defaults
        if let node = map["keyboardType"] { traits.keyboardType = try node.value(KeyboardType.self) }
        if let node = map["returnKeyType"] { traits.returnKeyType = try node.value(ReturnKeyType.self) }
        if let node = map["keyboardAppearance"] { traits.keyboardAppearance = try node.value(KeyboardAppearance.self) }
        if let node = map["autocapitalizationType"] {
            traits.autocapitalizationType = try node.value(AutocapitalizationType.self)
        }
        if let node = map["enablesReturnKeyAutomatically"] { traits.enablesReturnKeyAutomatically = try node.bool() }
        if let node = map["keyboard"] {
            let state = try node.mapping(SceneNode.keyboardState)
            if let plane = state["plane"] { traits.keyboard.plane = try plane.value(KeyboardPlane.self) }
            if let shift = state["shift"] { traits.keyboard.shift = try shift.value(ShiftState.self) }
            if let pressed = state["pressed"] { traits.keyboard.pressed = try pressed.string(maxLength: 16) }
            if traits.keyboardType.isPad, let plane = state.keyNode("plane") {
                throw plane.error(.conflictingKeys, "a \(traits.keyboardType.rawValue) keyboard has one plane: "
                                  + "`plane` is for the keyboards of letters")
            }
        }
        if let node = map["inputView"] { traits.inputView = try node.inputView() }
        return traits
    }
}

extension OperationSyntax {
    /// `becomeFirstResponder: ID` (a view's id, or `searchBar`) and `resignFirstResponder`: UIKit's
    /// methods take no `animated:`; the keyboard always slides.
    static let responders = [
        OperationSyntax("becomeFirstResponder", .text,
                        "Makes the view of this id (or `searchBar`) first responder: its keyboard slides up.",
                        takesAnimated: false) { value, _ throws(SceneError) in
            .becomeFirstResponder(try value.string(maxLength: 256))
        },
        OperationSyntax("resignFirstResponder", .null, "The first responder resigns: the keyboard slides down.",
                        takesAnimated: false) { _, _ in .resignFirstResponder },
    ]
}
