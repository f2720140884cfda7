/// A view controller's editing state as the screen shows it (UIViewController, iPhone OS 3):
///
/// - `editButtonItem` — "Returns a bar button item that toggles its title and associated state
///   between Edit and Done": a scene's `systemItem: edit` is that item, so while the view controller
///   is editing it shows Done, in the blue done style, where it stands (navigation bar or toolbar).
/// - `setEditing:animated:` — UITableViewController passes it to its table view: "The table is then
///   responsible for putting its cells into edit mode", so an editing view controller's table shows
///   its rows' editing controls (`TableView.isEditing`).
/// `setEditing:animated:` sent to the visible view controller: the top of the stack, or a presented
/// view controller, which edits without a stack.
package struct SetEditing: NavigationOperationKind {
    package var editing: Bool
    package var animated: Bool
    package var isAnimated: Bool { animated }

    package var name: String { "setEditing" }
    package var description: String { "\(name) \(editing)" + (animated ? "" : " (not animated)") }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        controller.setTopEditing(editing, animated: animated)
    }

    package func apply(toPresented viewController: inout ViewController) -> OperationResult? {
        viewController.applyEditing(editing, animated: animated)
    }
}

extension NavigationOperation {
    /// `setEditing:animated:` of the visible view controller.
    public static func setEditing(_ editing: Bool, animated: Bool) -> NavigationOperation {
        NavigationOperation(SetEditing(editing: editing, animated: animated))
    }
}

extension Transition {
    /// `setEditing:animated:`: the top screen's editing controls slide in or out, its Edit button
    /// turns into Done or back (`SceneTransition+Editing.swift`).
    public static let editing = Transition(rawValue: "editing")
}

extension NavigationController {
    /// `setEditing:animated:` sent to the top view controller.
    mutating func setTopEditing(_ editing: Bool, animated: Bool) -> OperationResult {
        changeTop { $0.applyEditing(editing, animated: animated) }
    }
}

extension ViewController {
    /// `setEditing:animated:` sent to this view controller; setting the state it already has
    /// changes nothing (a warning).
    mutating func applyEditing(_ editing: Bool, animated: Bool) -> OperationResult {
        guard isEditing != editing else {
            return .ignored("setEditing \(editing) changes nothing: `\(id)` is " + (editing ? "already" : "not") + " editing")
        }
        isEditing = editing
        return OperationResult(transition: animated ? .editing : .none)
    }

    /// The navigation item as the bar shows it: Edit turned into Done while editing.
    package var shownNavigationItem: NavigationItem {
        guard isEditing else { return navigationItem }
        var item = navigationItem
        item.leftBarButtonItems = item.leftBarButtonItems.map(\.asEditing)
        item.rightBarButtonItems = item.rightBarButtonItems.map(\.asEditing)
        return item
    }

    /// The toolbar items as the toolbar shows them: Edit turned into Done while editing.
    package var shownToolbarItems: [BarButtonItem] {
        isEditing ? toolbarItems.map(\.asEditing) : toolbarItems
    }

    /// What the view shows over `base` (the canvas's content): its table editing while the view
    /// controller is.
    package func shownContent(over base: ContentView) -> ContentView {
        var shown = content.over(base)
        if isEditing { shown.table?.isEditing = true }
        return shown
    }
}

extension BarButtonItem {
    /// `editButtonItem` while its view controller is editing: Done in the done style; any other
    /// item as it is.
    package var asEditing: BarButtonItem {
        guard case .systemItem(.edit, _) = kind else { return self }
        var done = self
        done.kind = .systemItem(.done, style: .done)
        return done
    }
}
