/// What can become first responder and bring up the keyboard (docs/figures.md §Keyboard): UIKit's
/// text field and text view, and a search bar's field. At most one is first responder on a screen.
public protocol TextResponder {
    /// `firstResponder: true`: being edited, the keyboard up.
    var isFirstResponder: Bool { get set }
    /// The keyboard it brings up.
    var traits: TextInputTraits { get }
    /// What it holds: it decides shift and whether return is enabled.
    var responderText: String { get }
}

extension SearchBar: TextResponder {
    public var responderText: String { text }
}

extension TextField: TextResponder {
    public var responderText: String { text }
}

extension TextView: TextResponder {
    public var responderText: String { text }
}
