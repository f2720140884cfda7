import NavigationModel
import Scene

extension SceneNode {
    /// UIKit's `UITextInputTraits` keys, as any responder (a search bar, a text field) takes them.
    static let textInputTraitKeys = ["keyboardType", "returnKeyType", "keyboardAppearance", "autocapitalizationType",
                                     "enablesReturnKeyAutomatically", "keyboard"]
    static let keyboardStateKeys = ["plane", "shift", "pressed"]

    /// A `keyboard:` root: the traits, and the `text` the responder holds.
    func keyboardScene() throws(SceneError) -> KeyboardScene {
        let map = try mapping(keys: SceneNode.textInputTraitKeys + ["text"])
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
            let state = try node.mapping(keys: keyboardStateKeys)
            if let plane = state["plane"] { traits.keyboard.plane = try plane.value(KeyboardPlane.self) }
            if let shift = state["shift"] { traits.keyboard.shift = try shift.value(ShiftState.self) }
            if let pressed = state["pressed"] { traits.keyboard.pressed = try pressed.string(maxLength: 16) }
            if traits.keyboardType.isPad, let plane = state.keyNode("plane") {
                throw plane.error(.conflictingKeys, "a \(traits.keyboardType.rawValue) keyboard has one plane: "
                                  + "`plane` is for the keyboards of letters")
            }
        }
        return traits
    }
}

extension OperationSyntax {
    /// `becomeFirstResponder: ID` (a view's id, or `searchBar`) and `resignFirstResponder`: UIKit's
    /// methods take no `animated:`; the keyboard always slides.
    static let responders = [
        OperationSyntax("becomeFirstResponder", takesAnimated: false) { value, _ throws(SceneError) in
            .becomeFirstResponder(try value.string(maxLength: 256))
        },
        OperationSyntax("resignFirstResponder", takesValue: false, takesAnimated: false) { _, _ in .resignFirstResponder },
    ]
}
