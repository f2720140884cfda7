/// A table's first responder (docs/figures.md §Keyboard): a text field or text view of a custom
/// cell (a row's `subviews`), or a grouped form row's text field. UITableViewController makes room
/// for its keyboard (`TableLayout.withKeyboard`).
public struct TableResponder: Hashable, Sendable {
    /// Its row.
    public var section: Int
    public var row: Int
    /// Its `id`, else its class (`textField`).
    public var name: String
    public var traits: TextInputTraits
    public var text: String
    public var source: ViewSource
}

extension TableView {
    /// The first responder among the rows (the first found, top to bottom: the parser allows one).
    public var firstResponder: TableResponder? {
        for (s, section) in sections.enumerated() {
            for (i, row) in section.rows.enumerated() {
                if case .textField(let field) = row.accessoryView, field.isFirstResponder {
                    return TableResponder(section: s, row: i, name: field.id ?? "textField", traits: field.traits,
                                          text: field.text, source: field.source)
                }
                if let (view, responder) = (row.subviews ?? []).firstResponder {
                    return TableResponder(section: s, row: i, name: view.id ?? view.className,
                                          traits: responder.traits, text: responder.responderText,
                                          source: view.source)
                }
            }
        }
        return nil
    }

    /// Whether a view of a row, or a row's text field, has the id `id`.
    func hasView(_ id: String) -> Bool {
        sections.contains { section in
            section.rows.contains { row in
                if case .textField(let field) = row.accessoryView, field.id == id { return true }
                return (row.subviews ?? []).containsView(id)
            }
        }
    }

    /// Whether the view of id `id` in a row can be first responder.
    func canBecomeFirstResponder(_ id: String) -> Bool {
        sections.contains { section in
            section.rows.contains { row in
                if case .textField(let field) = row.accessoryView, field.id == id { return true }
                return (row.subviews ?? []).containsResponder(id)
            }
        }
    }

    /// `id` first responder among the rows and every other responder of the rows not.
    mutating func setResponder(_ id: String?) {
        for s in sections.indices {
            for i in sections[s].rows.indices {
                if case .textField(var field) = sections[s].rows[i].accessoryView {
                    field.isFirstResponder = id != nil && field.id == id
                    sections[s].rows[i].accessoryView = .textField(field)
                }
                if var views = sections[s].rows[i].subviews {
                    views.setResponder(id)
                    sections[s].rows[i].subviews = views
                }
            }
        }
    }
}

extension [SceneView] {
    /// The first responder among these views and their subviews, depth first.
    package var firstResponder: (SceneView, any TextResponder)? {
        for view in self {
            if let r = view.content.base as? any TextResponder, r.isFirstResponder { return (view, r) }
            if let inner = view.subviews.firstResponder { return inner }
        }
        return nil
    }

    /// The first responder's name among these views, their subviews and the rows of their table
    /// views (a view's id, else its class; a row's field's id, else `textField`).
    package var firstResponderName: String? {
        for view in self {
            if let r = view.content.base as? any TextResponder, r.isFirstResponder { return view.id ?? view.className }
            if let table = view.content.base as? TableView, let r = table.firstResponder { return r.name }
            if let inner = view.subviews.firstResponderName { return inner }
        }
        return nil
    }

    func containsView(_ id: String) -> Bool {
        contains { $0.id == id || ($0.content.base as? TableView)?.hasView(id) == true || $0.subviews.containsView(id) }
    }

    func containsResponder(_ id: String) -> Bool {
        contains {
            ($0.id == id && $0.content.base is any TextResponder)
                || ($0.content.base as? TableView)?.canBecomeFirstResponder(id) == true || $0.subviews.containsResponder(id)
        }
    }

    /// `id` first responder and every other text field and text view not, table views' rows
    /// included.
    mutating func setResponder(_ id: String?) {
        for i in indices {
            let on = id != nil && self[i].id == id
            if var field = self[i].content.base as? TextField {
                field.isFirstResponder = on
                self[i].content = AnyViewContent(field)
            } else if var view = self[i].content.base as? TextView {
                view.isFirstResponder = on
                self[i].content = AnyViewContent(view)
            } else if var table = self[i].content.base as? TableView {
                table.setResponder(id)
                self[i].content = AnyViewContent(table)
            }
            self[i].subviews.setResponder(id)
        }
    }
}
