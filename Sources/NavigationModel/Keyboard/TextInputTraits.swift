/// UIKit's `UITextInputTraits` as a value any responder carries (a search bar today; text fields and
/// text views when the view tree comes): which keyboard it brings up, its return key, its look, how
/// it capitalises, and the plane, shift and pressed key the scene asks to show
/// (docs/figures.md §Keyboard).
public struct TextInputTraits: Hashable, Sendable {
    public var keyboardType: KeyboardType
    public var returnKeyType: ReturnKeyType
    public var keyboardAppearance: KeyboardAppearance
    public var autocapitalizationType: AutocapitalizationType
    /// "The keyboard disables the Return key when the text entry area contains no text."
    public var enablesReturnKeyAutomatically: Bool
    /// What the scene shows of the keyboard beyond the traits: a plane, a held shift, a pressed key.
    public var keyboard: KeyboardState
    /// UIResponder's `inputView`: a picker shown in the keyboard's place instead of the keyboard.
    public var inputView: InputView?

    /// UIKit's defaults: the default keyboard, `return`, sentences capitalised.
    public init(keyboardType: KeyboardType = .default, returnKeyType: ReturnKeyType = .default,
                keyboardAppearance: KeyboardAppearance = .default,
                autocapitalizationType: AutocapitalizationType = .sentences,
                enablesReturnKeyAutomatically: Bool = false, keyboard: KeyboardState = KeyboardState(),
                inputView: InputView? = nil) {
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.keyboardAppearance = keyboardAppearance
        self.autocapitalizationType = autocapitalizationType
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.keyboard = keyboard
        self.inputView = inputView
    }
}

extension TextInputTraits {
    /// A search bar's field: the `Search` return key, disabled while the field is empty (UISearchBar's
    /// text field sets `enablesReturnKeyAutomatically`; apps turned it off to search for nothing).
    public static let searchBar = TextInputTraits(returnKeyType: .search, enablesReturnKeyAutomatically: true)
}

/// `UIKeyboardType`.
public enum KeyboardType: String, CaseIterable, Hashable, Sendable {
    case `default`, ASCIICapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress

    /// The keyboards that are a grid of twelve keys rather than rows of letters.
    public var isPad: Bool { self == .numberPad || self == .phonePad }
}

/// `UIReturnKeyType`: the return key's title and whether UIKit drew it blue.
public enum ReturnKeyType: String, CaseIterable, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall

    /// The key's title as UIKit wrote it (English).
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo!"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        }
    }

    /// UIKit drew every return key but `return` and `Next` blue, the action key of a form
    /// (docs/figures.md §Keyboard: a recollection of the iPhone OS 3 simulator, no reference here).
    public var isBlue: Bool { self != .default && self != .next }
}

/// `UIKeyboardAppearance`: `alert` is the darker keyboard of alerts.
public enum KeyboardAppearance: String, CaseIterable, Hashable, Sendable {
    case `default`, alert
}

/// `UITextAutocapitalizationType`.
public enum AutocapitalizationType: String, CaseIterable, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// The keyboard's planes: the letters, the numbers and punctuation (`.?123`), the symbols (`#+=`).
public enum KeyboardPlane: String, CaseIterable, Hashable, Sendable {
    case letters, numbers, symbols
}

/// The shift key: off, on for the next letter, or locked (a double tap).
public enum ShiftState: String, CaseIterable, Hashable, Sendable {
    case off, on, capsLock
}

/// `keyboard: { plane, shift, pressed }`: what the scene shows beyond what the traits imply; nil
/// leaves it to UIKit's rule.
public struct KeyboardState: Hashable, Sendable {
    public var plane: KeyboardPlane?
    public var shift: ShiftState?
    /// The label of a key held down: UIKit shows its pop-up above it.
    public var pressed: String?

    public init(plane: KeyboardPlane? = nil, shift: ShiftState? = nil, pressed: String? = nil) {
        self.plane = plane
        self.shift = shift
        self.pressed = pressed
    }
}

extension TextInputTraits {
    /// The plane shown first: the numbers for `numbersAndPunctuation` ("numbers and punctuation
    /// first"), the letters otherwise; the scene's `keyboard.plane` wins.
    public var shownPlane: KeyboardPlane {
        if let plane = keyboard.plane { return plane }
        return keyboardType == .numbersAndPunctuation ? .numbers : .letters
    }

    /// Whether shift is lit before the next letter of `text`, as UIKit lights it: always for
    /// `allCharacters`; for `sentences` at the start and after a sentence's end and a space; for
    /// `words` at the start and after a space; never for `none`. The scene's `keyboard.shift` wins.
    public func shownShift(text: String) -> ShiftState {
        if let shift = keyboard.shift { return shift }
        switch autocapitalizationType {
        case .none: return .off
        case .allCharacters: return .on
        case .words:
            return text.isEmpty || text.last == " " ? .on : .off
        case .sentences:
            if text.allSatisfy(\.isWhitespace) { return .on }
            let trimmed = text.reversed().drop { $0 == " " }
            guard trimmed.count < text.count, let end = trimmed.first else { return .off }
            return ".!?".contains(end) ? .on : .off
        }
    }

    /// "The keyboard disables the Return key when the text entry area contains no text."
    public func isReturnKeyEnabled(text: String) -> Bool {
        !enablesReturnKeyAutomatically || !text.isEmpty
    }
}
