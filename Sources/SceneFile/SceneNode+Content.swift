import NavigationModel
import Scene

extension SceneNode {
    static let content = MappingShape(
        "content", "What a view controller's view (or the canvas, behind every screen) shows.",
        keys: [
            KeyShape("image", .imagePath, "A picture scaled to fill the view, its aspect ratio kept."),
            KeyShape("rows", .bool, "The placeholder lines of an empty plain table (shown on a light background without an image unless given)."),
            KeyShape("background", .color, "The view's colour (the canvas's background unless given)."),
            KeyShape("searchBar", .mapping("searchBar"), "A search bar heading the view."),
            KeyShape("contentMode", .cases(ContentMode.self), "How the image fills the view (`scaleAspectFill` unless given)."),
            KeyShape("table", .mapping("table"), "A table filling the view."),
            KeyShape("subviews", .list(.oneKey("subview"), max: SceneLimits.maxViews),
                     "Views laid out in the view's coordinates, back to front."),
        ])

    /// `content: { image, rows, background, searchBar, contentMode, table, subviews }` of a view controller or the canvas.
    func contentView() throws(SceneError) -> ContentView {
        let map = try mapping(SceneNode.content)
        let content = ContentView(image: try map["image"]?.imagePath(), rows: try map["rows"]?.bool(),
                                  background: try map["background"]?.color(),
                                  searchBar: try map["searchBar"]?.searchBar(),
                                  contentMode: try map["contentMode"]?.value(ContentMode.self),
                                  table: try map["table"]?.tableView(), subviews: try map["subviews"]?.contentSubviews())
        try checkOneFirstResponder(content, searchBar: map["searchBar"])
        return content
    }

    /// At most one first responder on a screen (UIKit's `becomeFirstResponder` takes it from the
    /// other): the search bar, the views and the table's rows (a custom cell's views, a form row's
    /// text field); the second, in the file's order, is an error at its line.
    private func checkOneFirstResponder(_ content: ContentView, searchBar: SceneNode?) throws(SceneError) {
        var found: [(name: String, source: ViewSource)] = []
        if content.searchBar?.isFirstResponder == true {
            found.append(("the search bar", ViewSource(line: searchBar?.location.line, column: searchBar?.location.column,
                                                       keyPath: searchBar?.path ?? "")))
        }
        func visit(_ views: [SceneView]) {
            for view in views {
                if let responder = view.content.base as? any TextResponder, responder.isFirstResponder {
                    found.append((view.id.map { "`\($0)`" } ?? "the \(view.className) at \(view.source.keyPath)",
                                  view.source))
                }
                if let table = view.content.base as? TableView { visitTable(table) }
                visit(view.subviews)
            }
        }
        // Views are walked only when one that can be first responder, or a table view, was read (a
        // table's rows may hold a form field read elsewhere, so the content's table is always walked).
        func visitTable(_ table: TableView) {
            for row in table.sections.flatMap(\.rows) {
                if case .textField(let field) = row.accessoryView, field.isFirstResponder {
                    found.append((field.id.map { "`\($0)`" } ?? "the text field at \(field.source.keyPath)", field.source))
                }
                visit(row.subviews ?? [])
            }
        }
        if reader.responderViewsRead > 0 { visit(content.subviews ?? []) }
        if let table = content.table { visitTable(table) }
        guard found.count > 1 else { return }
        let ordered = found.sorted { ($0.source.line ?? 0, $0.source.column ?? 0) < ($1.source.line ?? 0, $1.source.column ?? 0) }
        let second = ordered[1].source
        throw SceneError(.conflictingKeys,
                         at: SourceLocation(file: reader.file, line: second.line ?? location.line,
                                            column: second.column ?? location.column),
                         keyPath: second.keyPath,
                         "two first responders on one screen: \(ordered[0].name) is already first responder; "
                         + "only one view holds the keyboard")
    }
}

extension SceneNode {
    static let searchBar = MappingShape(
        "searchBar", "A UISearchBar: its field, its look, its scope bar, and the keyboard it brings up.",
        keys: [
            KeyShape("placeholder", .text, "The grey text shown while the field is empty."),
            KeyShape("text", .text, "The text in the field."),
        ] + appearanceKeys + [
            KeyShape("showsCancelButton", .bool, "Shows the Cancel button beside the field (false unless given)."),
            KeyShape("scopeButtonTitles", .list(.text, max: SceneLimits.maxSegments),
                     "The scope bar's buttons under the field."),
            KeyShape("selectedScopeButtonIndex", .integer(0...Int(Int32.max)), "The selected scope button (0 unless given)."),
            KeyShape("firstResponder", .bool, "Whether the field is being edited, with the keyboard up (false unless given)."),
        ] + textInputTraitKeys)

    /// `{ placeholder, text, barStyle, tintColor, translucent, showsCancelButton, scopeButtonTitles,
    /// selectedScopeButtonIndex }`: a search bar root, or `content.searchBar`.
    func searchBar() throws(SceneError) -> SearchBar {
        let map = try mapping(SceneNode.searchBar)
        let appearance = try SceneNode.appearance(in: map)
        var titles: [String] = []
        if let node = map["scopeButtonTitles"] {
            for title in try node.sequence(maxCount: SceneLimits.maxSegments) { titles.append(try title.string()) }
        }
        let index = try map["selectedScopeButtonIndex"]?.integer(in: 0...Int(Int32.max)) ?? 0
        guard let bar = SearchBar(placeholder: try map["placeholder"]?.string(), text: try map["text"]?.string() ?? "",
                                  appearance: appearance, showsCancelButton: try map["showsCancelButton"]?.bool() ?? false,
                                  scopeButtonTitles: titles, selectedScopeButtonIndex: index)
        else {
            let node = map["selectedScopeButtonIndex"] ?? self
            throw node.error(.outOfRange,
                             "\(index) is out of range: expected 0…\(titles.count - 1) (one of the scopeButtonTitles)")
        }
        if map.has("selectedScopeButtonIndex"), titles.isEmpty, let node = map["selectedScopeButtonIndex"] {
            throw node.error(.missingKey, "selectedScopeButtonIndex needs scopeButtonTitles")
        }
        var responder = bar
        responder.isFirstResponder = try map["firstResponder"]?.bool() ?? false
        responder.traits = try SceneNode.textInputTraits(in: map, defaults: .searchBar)
        return responder
    }
}
