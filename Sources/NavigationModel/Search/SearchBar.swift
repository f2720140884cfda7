/// `UISearchBar` (docs/DESIGN.md §Search bar): a rounded text field on a bar, showing its text or
/// else its placeholder, an optional Cancel button, and an optional scope bar of titles below.
public struct SearchBar: Hashable, Sendable {
    /// Shown in grey when `text` is empty.
    public var placeholder: String?
    public var text: String
    /// `barStyle`, `tintColor` and `translucent`, as a navigation bar's.
    public var appearance: BarAppearance
    public var showsCancelButton: Bool
    /// `scopeButtonTitles`: empty for no scope bar.
    public var scopeButtonTitles: [String]
    public var selectedScopeButtonIndex: Int
    /// `firstResponder: true`: the field is being edited and the keyboard is up
    /// (docs/figures.md §Keyboard).
    public var isFirstResponder = false
    /// The field's traits: UISearchBar's are the search return key, enabled only with text.
    public var traits = TextInputTraits.searchBar

    /// Nil when there are scope titles and `selectedScopeButtonIndex` is not one of them.
    public init?(placeholder: String? = nil, text: String = "", appearance: BarAppearance = BarAppearance(),
                 showsCancelButton: Bool = false, scopeButtonTitles: [String] = [], selectedScopeButtonIndex: Int = 0) {
        if !scopeButtonTitles.isEmpty, !scopeButtonTitles.indices.contains(selectedScopeButtonIndex) { return nil }
        self.placeholder = placeholder
        self.text = text
        self.appearance = appearance
        self.showsCancelButton = showsCancelButton
        self.scopeButtonTitles = scopeButtonTitles
        self.selectedScopeButtonIndex = selectedScopeButtonIndex
    }

    /// "The scope bar is displayed only if … scopeButtonTitles is non-empty" (and `showsScopeBar`,
    /// which a scene sets by giving titles).
    public var showsScopeBar: Bool { !scopeButtonTitles.isEmpty }

    /// The scope bar: a bar-style segmented control of the titles, tinted as the bar.
    public var scopeBar: SegmentedControl? {
        guard showsScopeBar else { return nil }
        return SegmentedControl(segments: scopeButtonTitles.map { .title($0) },
                                selectedSegmentIndex: selectedScopeButtonIndex, style: .bar,
                                tintColor: appearance.tintColor)
    }
}
