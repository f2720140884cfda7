/// The text field of a grouped form row (`TableRow.AccessoryView.textField`), as Settings' and
/// Contacts' forms put one after a row's label: its text or placeholder, and, while it is edited,
/// the keyboard its traits bring up (docs/figures.md §Keyboard). A scene names it by `id` for
/// `becomeFirstResponder`.
public struct RowTextField: Hashable, Sendable, TextResponder {
    public var text: String
    public var placeholder: String?
    public var id: String?
    /// `firstResponder: true`: being edited, the keyboard up and the insertion point shown.
    public var isFirstResponder = false
    public var traits = TextInputTraits()
    /// Where the scene writes it: a second first responder on the screen is an error there.
    public var source = ViewSource()

    public init(text: String = "", placeholder: String? = nil, id: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.id = id
    }

    public var responderText: String { text }

    /// The same field wherever it is written (`source` is where, not what).
    public static func == (a: RowTextField, b: RowTextField) -> Bool {
        a.text == b.text && a.placeholder == b.placeholder && a.id == b.id && a.isFirstResponder == b.isFirstResponder
            && a.traits == b.traits
    }

    public func hash(into h: inout Hasher) {
        h.combine(text)
        h.combine(id)
    }
}
