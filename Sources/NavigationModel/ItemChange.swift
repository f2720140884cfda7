/// A change to what the visible view controller's bars show, sent to its navigation item (or, for
/// the toolbar items, to the view controller) while it stays on top: UIKit's animated setters and
/// the two properties without one.
///
/// - `setLeftBarButtonItem:animated:` / `setRightBarButtonItem:animated:` (seed 003: "Sometimes you
///   want to swap out the buttons on a nav. bar with a fade animation. You might use the
///   UINavigationController's setLeftBarButtonItem:animated: method to do this"; rule L9);
/// - `setHidesBackButton:animated:` (seed 003; rule L8);
/// - `setToolbarItems:animated:` (seed 000: "a view controller can also change its existing set of
///   toolbar items dynamically using the setToolbarItems:animated: method"; T2: the toolbar
///   "animates changes between different sets of toolbar items"; rule T7);
/// - `title` and `prompt`, properties UIKit sets at once (no animated setter): the bar shows the
///   new text in the next frame.
///
/// The items cross-fade (`Transition.barItems`, docs/DESIGN.md §Motion). Setting what the item
/// already has changes nothing: a warning, as `setEditing` gives.
package enum ItemChange: NavigationOperationKind {
    case setLeftBarButtonItem(BarButtonItem?)
    case setRightBarButtonItem(BarButtonItem?)
    case setHidesBackButton(Bool)
    case setToolbarItems([BarButtonItem])
    case setTitle(String?)
    case setPrompt(String?)

    package var name: String {
        switch self {
        case .setLeftBarButtonItem: "setLeftBarButtonItem"
        case .setRightBarButtonItem: "setRightBarButtonItem"
        case .setHidesBackButton: "setHidesBackButton"
        case .setToolbarItems: "setToolbarItems"
        case .setTitle: "setTitle"
        case .setPrompt: "setPrompt"
        }
    }

    package var description: String {
        switch self {
        case .setLeftBarButtonItem(let item), .setRightBarButtonItem(let item):
            "\(name) " + (item.map(ItemChange.describe) ?? "nil")
        case .setHidesBackButton(let hides): "\(name) \(hides)"
        case .setToolbarItems(let items): "\(name) [" + items.map(ItemChange.describe).joined(separator: ", ") + "]"
        case .setTitle(let text), .setPrompt(let text): "\(name) " + (text.map { "\"\($0)\"" } ?? "nil")
        }
    }

    /// Whether UIKit can animate it: the setters can; `title` and `prompt` change at once.
    package var hasAnimatedSetter: Bool {
        switch self {
        case .setTitle, .setPrompt: false
        default: true
        }
    }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        controller.changeTop { apply(to: &$0) }
    }

    package func apply(toPresented viewController: inout ViewController) -> OperationResult? {
        apply(to: &viewController)
    }

    /// Applies it to the visible view controller; what it already has changes nothing (a warning).
    func apply(to vc: inout ViewController) -> OperationResult {
        var changed = vc
        switch self {
        case .setLeftBarButtonItem(let item): changed.navigationItem.leftBarButtonItem = item
        case .setRightBarButtonItem(let item): changed.navigationItem.rightBarButtonItem = item
        case .setHidesBackButton(let hides): changed.navigationItem.hidesBackButton = hides
        case .setToolbarItems(let items): changed.toolbarItems = items
        case .setTitle(let title): changed.navigationItem.title = title
        case .setPrompt(let prompt): changed.navigationItem.prompt = prompt
        }
        guard changed != vc else { return .ignored("\(description) changes nothing: `\(vc.id)` already shows it") }
        vc = changed
        return OperationResult(transition: hasAnimatedSetter ? .barItems : .none)
    }

    static func describe(_ item: BarButtonItem) -> String {
        switch item.kind {
        case .title(let title, _): "\"\(title)\""
        case .systemItem(let system, _): system.rawValue
        case .image(let path, _): path
        case .customView: "custom view"
        case .label(let text): "label \"\(text)\""
        }
    }
}

extension NavigationOperation {
    /// `setLeftBarButtonItem:animated:` of the visible view controller's navigation item.
    public static func setLeftBarButtonItem(_ item: BarButtonItem?) -> NavigationOperation {
        NavigationOperation(ItemChange.setLeftBarButtonItem(item))
    }
    /// `setRightBarButtonItem:animated:`.
    public static func setRightBarButtonItem(_ item: BarButtonItem?) -> NavigationOperation {
        NavigationOperation(ItemChange.setRightBarButtonItem(item))
    }
    /// `setHidesBackButton:animated:`.
    public static func setHidesBackButton(_ hides: Bool) -> NavigationOperation {
        NavigationOperation(ItemChange.setHidesBackButton(hides))
    }
    /// `setToolbarItems:animated:` of the visible view controller.
    public static func setToolbarItems(_ items: [BarButtonItem]) -> NavigationOperation {
        NavigationOperation(ItemChange.setToolbarItems(items))
    }
    /// The navigation item's `title`, set (at once).
    public static func setTitle(_ title: String?) -> NavigationOperation { NavigationOperation(ItemChange.setTitle(title)) }
    /// The navigation item's `prompt`, set (at once).
    public static func setPrompt(_ prompt: String?) -> NavigationOperation {
        NavigationOperation(ItemChange.setPrompt(prompt))
    }
}

extension Transition {
    /// The visible view controller's bar items change in place: what leaves fades out and what
    /// comes fades in (docs/DESIGN.md §Motion, "Item changes").
    public static let barItems = Transition(rawValue: "barItems")
    /// `setNavigationBarHidden:animated:`: the navigation bar slides up out of sight, or down into
    /// place, as the content grows or shrinks under it.
    public static let navigationBarVisibility = Transition(rawValue: "navigationBarVisibility")
    /// `setToolbarHidden:animated:`: the toolbar slides down off the screen, or up into place.
    public static let toolbarVisibility = Transition(rawValue: "toolbarVisibility")
}
