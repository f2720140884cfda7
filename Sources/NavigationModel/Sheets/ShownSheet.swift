import ChevronSupport

/// What `showActionSheet` and `showAlert` put over a screen: a `UIActionSheet` or a `UIAlertView`,
/// shown modally in front of everything until the user taps one of its buttons (docs/DESIGN.md
/// §Action sheets and alerts). It stays shown through later stack operations, as UIKit's sheet and
/// alert windows stay in front; showing another replaces it (UIKit showed the newest alert on top).
public enum ShownSheet: Hashable, Sendable {
    case actionSheet(ActionSheet)
    case alert(AlertView)

    /// The operation's name as a scene file writes it.
    public var operationName: String {
        switch self {
        case .actionSheet: return "showActionSheet"
        case .alert: return "showAlert"
        }
    }

    /// The sheet's or alert's title, for captions.
    public var title: String? {
        switch self {
        case .actionSheet(let sheet): return sheet.title
        case .alert(let alert): return alert.title
        }
    }

    /// How showing it animates.
    public var transition: Transition {
        switch self {
        case .actionSheet: return .showActionSheet
        case .alert: return .showAlert
        }
    }

    /// What UIKit allows but a user cannot get out of: a sheet or alert with no button has no way
    /// to be dismissed (UIKit shows it all the same, and apps used a buttonless alert as a "please
    /// wait" panel), so it is a warning, not an error.
    public var warnings: [Diagnostic] {
        switch self {
        case .actionSheet(let sheet) where sheet.picker != nil:
            guard sheet.picker?.doneButtonTitle == nil else { return [] }
            return [.warning(.actionSheetNoButtons,
                             "an action sheet with a picker and no doneButton cannot be dismissed by the user: give "
                                 + "it doneButton: Done (the segmented control apps put above the picker)")]
        case .actionSheet(let sheet) where sheet.buttons.isEmpty:
            return [.warning(.actionSheetNoButtons,
                             "an action sheet with no buttons cannot be dismissed by the user: give it a "
                                 + "cancelButtonTitle (or otherButtonTitles)")]
        case .alert(let alert) where alert.buttons.isEmpty:
            return [.warning(.alertNoButtons,
                             "an alert with no buttons cannot be dismissed by the user (UIKit shows it, as a "
                                 + "\"please wait\" panel): give it buttons: [OK] to let the user close it")]
        default:
            return []
        }
    }
}

/// `-[UIActionSheet showInView:]` / `-[UIAlertView show]`: an action sheet or an alert over the
/// screen (`showActionSheet`, `showAlert`). It belongs to the whole interface, so it shows over a
/// presented screen too, on the root controller.
package struct ShowSheet: NavigationOperationKind {
    package var sheet: ShownSheet

    package var name: String { sheet.operationName }
    package var description: String { sheet.title.map { "\(name) \"\($0)\"" } ?? name }
    package var scope: NavigationOperationScope { .interface }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        controller.shownSheet = sheet
        return OperationResult(transition: sheet.transition, warnings: sheet.warnings)
    }
}

/// `-[UIActionSheet dismissWithClickedButtonIndex:animated:]` / `-[UIAlertView
/// dismissWithClickedButtonIndex:animated:]`: the shown sheet or alert goes, as when the user taps
/// the button at that index (UIKit's numbering: `ShownSheet.buttonTitles`). UIKit ignores it when
/// nothing is shown, and dismisses all the same for an index that is no button's, so both are
/// warnings.
package struct DismissSheet: NavigationOperationKind {
    package var buttonIndex: Int
    package var animated: Bool

    package var name: String { "dismissWithClickedButtonIndex" }
    package var description: String { "\(name) \(buttonIndex)" + (animated ? "" : " (not animated)") }
    package var scope: NavigationOperationScope { .interface }
    package var isAnimated: Bool { animated }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        guard let sheet = controller.shownSheet else {
            return .ignored("\(name) ignored: no action sheet or alert is shown (showActionSheet or showAlert shows one)")
        }
        controller.shownSheet = nil
        let titles = sheet.buttonTitles
        var warnings: [Diagnostic] = []
        if !titles.indices.contains(buttonIndex) {
            let quoted = titles.map { "\"\(Suggestion.shortened($0))\"" }
            let which = switch quoted.count {
            case 0: "it has no buttons"
            case 1: "its one button is 0: \(quoted[0])"
            default: "its buttons are 0–\(quoted.count - 1): " + quoted.joined(separator: ", ")
            }
            warnings.append(.warning(.sheetNoSuchButton,
                                     "\(name) \(buttonIndex) is no button of the \(sheet.kindName) (\(which)); UIKit "
                                         + "dismisses it all the same"))
        }
        return OperationResult(transition: animated ? sheet.dismissTransition : .none, warnings: warnings)
    }

    package func caption(on controller: NavigationController) -> String {
        guard let title = controller.shownSheet?.buttonTitles.dropFirst(buttonIndex).first else { return description }
        return "\(description) \"\(title)\""
    }
}

extension ShownSheet {
    /// The button titles by UIKit's button index: an action sheet's top to bottom (destructive
    /// first, cancel last unless `cancelButtonIndex` places it); an alert's cancel button first
    /// ("cancelButtonIndex … 0"), then the others in order, wherever they are drawn.
    public var buttonTitles: [String] {
        switch self {
        case .actionSheet(let sheet):
            // A picker's sheet has no buttons of its own: its done button's tap dismissed it
            // (`dismissWithClickedButtonIndex:0`), so it stands as button 0.
            if let picker = sheet.picker { return picker.doneButtonTitle.map { [$0] } ?? [] }
            return sheet.buttons.map(\.title)
        case .alert(let alert): return (alert.cancelButtonTitle.map { [$0] } ?? []) + alert.buttonTitles
        }
    }

    /// "action sheet" or "alert", for messages.
    var kindName: String {
        switch self {
        case .actionSheet: return "action sheet"
        case .alert: return "alert"
        }
    }

    /// How dismissing it animates.
    var dismissTransition: Transition {
        switch self {
        case .actionSheet: return .dismissActionSheet
        case .alert: return .dismissAlert
        }
    }
}

extension NavigationOperation {
    /// `showActionSheet` or `showAlert`: the sheet or alert over the screen.
    public static func show(_ sheet: ShownSheet) -> NavigationOperation { NavigationOperation(ShowSheet(sheet: sheet)) }

    /// `dismissWithClickedButtonIndex:animated:` of the shown sheet or alert.
    public static func dismissSheet(clickedButtonIndex index: Int, animated: Bool = true) -> NavigationOperation {
        NavigationOperation(DismissSheet(buttonIndex: index, animated: animated))
    }
}

extension Transition {
    /// An action sheet slides up over the dimmed screen (docs/DESIGN.md §Action sheets and alerts).
    public static let showActionSheet = Transition(rawValue: "showActionSheet")
    /// An alert pops up over the dimmed screen.
    public static let showAlert = Transition(rawValue: "showAlert")
    /// The action sheet slides down as the dim fades out.
    public static let dismissActionSheet = Transition(rawValue: "dismissActionSheet")
    /// The alert and its dim fade out.
    public static let dismissAlert = Transition(rawValue: "dismissAlert")
}

/// `UIActionSheetStyle`: "UIActionSheetStyleAutomatic = -1, // take appearance from toolbar style
/// otherwise uses 'default'"; the other three are the bar styles' values (UIActionSheet.h).
public enum ActionSheetStyle: String, CaseIterable, Hashable, Sendable {
    case automatic
    case `default`
    case blackTranslucent
    case blackOpaque

    /// The style drawn: `automatic` "takes the appearance of the bottom bar if specified; otherwise,
    /// same as UIActionSheetStyleDefault" (UIActionSheetStyle reference). The bottom bar whose style
    /// it takes is a toolbar (the header's "take appearance from toolbar style"): a default toolbar
    /// gives `default`, a black one `blackOpaque`, a black translucent (or translucent black) one
    /// `blackTranslucent`. A tab bar or a navigation bar does not change it.
    public func resolved(toolbar: BarAppearance?) -> ActionSheetStyle {
        guard self == .automatic else { return self }
        guard let toolbar else { return .default }
        switch toolbar.barStyle {
        case .default: return .default
        case .black, .blackTranslucent: return toolbar.isTranslucent ? .blackTranslucent : .blackOpaque
        }
    }
}

/// `UIActionSheet`: a title and its buttons, in UIKit's order.
public struct ActionSheet: Hashable, Sendable {
    public enum ButtonKind: String, Hashable, Sendable {
        /// The red button: `destructiveButtonTitle`.
        case destructive
        /// `cancelButtonTitle`: the dark button.
        case cancel
        case other
    }

    public struct Button: Hashable, Sendable {
        public var title: String
        public var kind: ButtonKind

        public init(title: String, kind: ButtonKind) {
            self.title = title
            self.kind = kind
        }
    }

    public var title: String?
    public var destructiveButtonTitle: String?
    public var cancelButtonTitle: String?
    public var otherButtonTitles: [String]
    /// Where the cancel button goes among the buttons (`cancelButtonIndex`); nil: UIKit's place for
    /// it, last.
    public var cancelButtonIndex: Int?
    public var style: ActionSheetStyle
    /// A picker standing in the sheet instead of a title and buttons (`SheetPicker`).
    public var picker: SheetPicker?

    public init(title: String? = nil, destructiveButtonTitle: String? = nil, cancelButtonTitle: String? = nil,
                otherButtonTitles: [String] = [], cancelButtonIndex: Int? = nil,
                style: ActionSheetStyle = .automatic, picker: SheetPicker? = nil) {
        self.picker = picker
        self.title = title
        self.destructiveButtonTitle = destructiveButtonTitle
        self.cancelButtonTitle = cancelButtonTitle
        self.otherButtonTitles = otherButtonTitles
        self.cancelButtonIndex = cancelButtonIndex
        self.style = style
    }

    /// The buttons top to bottom. `initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:
    /// otherButtonTitles:` adds the destructive button first, then the others, then cancel at the
    /// bottom; `cancelButtonIndex` moves cancel to that index (clamped to the buttons).
    public var buttons: [Button] {
        var list: [Button] = []
        if let destructiveButtonTitle { list.append(Button(title: destructiveButtonTitle, kind: .destructive)) }
        list += otherButtonTitles.map { Button(title: $0, kind: .other) }
        if let cancelButtonTitle {
            let index = min(max(cancelButtonIndex ?? list.count, 0), list.count)
            list.insert(Button(title: cancelButtonTitle, kind: .cancel), at: index)
        }
        return list
    }
}

/// `UIAlertView`: a title, a message and buttons.
public struct AlertView: Hashable, Sendable {
    public struct Button: Hashable, Sendable {
        public var title: String
        /// The cancel button (`cancelButtonTitle`): drawn in the darker art.
        public var isCancel: Bool

        public init(title: String, isCancel: Bool) {
            self.title = title
            self.isCancel = isCancel
        }
    }

    public var title: String?
    public var message: String?
    /// The other buttons (`otherButtonTitles`), in order.
    public var buttonTitles: [String]
    public var cancelButtonTitle: String?

    public init(title: String? = nil, message: String? = nil, buttons: [String] = [], cancelButtonTitle: String? = nil) {
        self.title = title
        self.message = message
        buttonTitles = buttons
        self.cancelButtonTitle = cancelButtonTitle
    }

    /// The buttons as UIKit places them: two side by side, cancel on the left; one, or three and
    /// more stacked top to bottom with cancel at the bottom.
    public var buttons: [Button] {
        let others = buttonTitles.map { Button(title: $0, isCancel: false) }
        guard let cancelButtonTitle else { return others }
        let cancel = Button(title: cancelButtonTitle, isCancel: true)
        return others.count == 1 ? [cancel] + others : others + [cancel]
    }

    /// Two buttons sit side by side; any other number is a column.
    public var isSideBySide: Bool { buttons.count == 2 }
}
