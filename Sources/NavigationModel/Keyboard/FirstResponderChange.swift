/// `becomeFirstResponder` sent to a view of the visible screen (by its `id`, or `searchBar`, the
/// content's search bar), and `resignFirstResponder` (docs/figures.md §Keyboard): the keyboard
/// slides up with the responder's traits, or down. As UIKit's, a message to a view that cannot be
/// first responder, or to nothing, does nothing (a warning).
package struct FirstResponderChange: NavigationOperationKind {
    /// The view to make first responder; nil resigns the one there is.
    package var responder: String?

    package var name: String { responder == nil ? "resignFirstResponder" : "becomeFirstResponder" }
    package var description: String { responder.map { "becomeFirstResponder \($0)" } ?? "resignFirstResponder" }

    package func apply(to controller: inout NavigationController) throws(NavigationError) -> OperationResult {
        controller.changeTop { $0.content.setFirstResponder(responder, on: $0.id) }
    }

    package func apply(toPresented viewController: inout ViewController) -> OperationResult? {
        viewController.content.setFirstResponder(responder, on: viewController.id)
    }
}

extension NavigationOperation {
    /// `becomeFirstResponder` of the view `id` of the visible screen (`searchBar`: its search bar).
    public static func becomeFirstResponder(_ id: String) -> NavigationOperation {
        NavigationOperation(FirstResponderChange(responder: id))
    }

    /// `resignFirstResponder` of the visible screen's first responder.
    public static let resignFirstResponder = NavigationOperation(FirstResponderChange(responder: nil))
}

extension Transition {
    /// The keyboard sliding up from below the window (`becomeFirstResponder`), or down out of it
    /// (`resignFirstResponder`).
    public static let showKeyboard = Transition(rawValue: "showKeyboard")
    public static let hideKeyboard = Transition(rawValue: "hideKeyboard")
}

extension ContentView {
    /// The first responder's name: `searchBar`, or its view's id (its class when it has none), in
    /// the view tree (a table view's rows included) or in the table's rows.
    public var firstResponderName: String? {
        if searchBar?.isFirstResponder == true { return "searchBar" }
        if let name = (subviews ?? []).firstResponderName { return name }
        return table?.firstResponder?.name
    }

    /// Makes `id` the one first responder (nil: none), as `becomeFirstResponder` and
    /// `resignFirstResponder` do on the screen `screen`.
    mutating func setFirstResponder(_ id: String?, on screen: String) -> OperationResult {
        let current = firstResponderName
        guard let id else {
            guard current != nil else {
                return .ignored("resignFirstResponder changes nothing: nothing on `\(screen)` is first responder")
            }
            setResponder(nil)
            return OperationResult(transition: .hideKeyboard)
        }
        guard id != current else {
            return .ignored("becomeFirstResponder \(id) changes nothing: it is already first responder")
        }
        guard canBecomeFirstResponder(id) else {
            let what = hasView(id) ? "`\(id)` cannot become first responder (only a textField, a textView or a search "
                + "bar can)" : "no view on `\(screen)` has the id `\(id)`"
            return .ignored("becomeFirstResponder \(id) ignored: " + what)
        }
        setResponder(id)
        // A keyboard already up stays up for the new responder (UIKit moves it without sliding).
        return OperationResult(transition: current == nil ? .showKeyboard : .none)
    }

    private func hasView(_ id: String) -> Bool {
        (subviews ?? []).containsView(id) || table?.hasView(id) == true
    }

    private func canBecomeFirstResponder(_ id: String) -> Bool {
        if id == "searchBar", searchBar != nil { return true }
        return (subviews ?? []).containsResponder(id) || table?.canBecomeFirstResponder(id) == true
    }

    /// `id` first responder and every other responder not.
    private mutating func setResponder(_ id: String?) {
        searchBar?.isFirstResponder = id == "searchBar"
        subviews?.setResponder(id)
        table?.setResponder(id)
    }
}
