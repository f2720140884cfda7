import NavigationModel

/// `keyboard:` alone: a responder's traits and its text, drawn as the keyboard they bring up.
public struct KeyboardScene: Hashable, Sendable {
    public var traits: TextInputTraits
    /// The responder's text: it decides shift (`autocapitalizationType`) and whether return is
    /// enabled (`enablesReturnKeyAutomatically`).
    public var text: String

    public init(traits: TextInputTraits, text: String = "") {
        self.traits = traits
        self.text = text
    }
}
