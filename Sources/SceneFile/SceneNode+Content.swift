import NavigationModel
import Scene

extension SceneNode {
    static let contentKeys = ["image", "rows", "background", "searchBar", "contentMode", "table", "subviews"]

    /// `content: { image, rows, background, searchBar, contentMode, table, subviews }` of a view controller or the canvas.
    func contentView() throws(SceneError) -> ContentView {
        let map = try mapping(keys: SceneNode.contentKeys)
        let content = ContentView(image: try map["image"]?.imagePath(), rows: try map["rows"]?.bool(),
                                  background: try map["background"]?.color(),
                                  searchBar: try map["searchBar"]?.searchBar(),
                                  contentMode: try map["contentMode"]?.value(ContentMode.self),
                                  table: try map["table"]?.tableView(), subviews: try map["subviews"]?.contentSubviews())
        try checkOneFirstResponder(content, searchBar: map["searchBar"])
        return content
    }

    /// At most one first responder on a screen (UIKit's `becomeFirstResponder` takes it from the
    /// other): a second is an error at its line.
    private func checkOneFirstResponder(_ content: ContentView, searchBar: SceneNode?) throws(SceneError) {
        var first: String? = content.searchBar?.isFirstResponder == true ? "the search bar" : nil
        func visit(_ views: [SceneView]) throws(SceneError) {
            for view in views {
                if let responder = view.content.base as? any TextResponder, responder.isFirstResponder {
                    let name = view.id.map { "`\($0)`" } ?? "the \(view.className) at \(view.source.keyPath)"
                    if let first {
                        throw SceneError(.conflictingKeys,
                                         at: SourceLocation(file: reader.file, line: view.source.line ?? node.line,
                                                            column: view.source.column ?? node.column),
                                         keyPath: view.source.keyPath,
                                         "two first responders on one screen: \(first) is already first responder; "
                                         + "only one view holds the keyboard")
                    }
                    first = name
                }
                try visit(view.subviews)
            }
        }
        try visit(content.subviews ?? [])
    }
}

extension SceneNode {
    static let searchBarKeys = ["placeholder", "text", "barStyle", "tintColor", "translucent", "showsCancelButton",
                                "scopeButtonTitles", "selectedScopeButtonIndex"]

    /// `{ placeholder, text, barStyle, tintColor, translucent, showsCancelButton, scopeButtonTitles,
    /// selectedScopeButtonIndex }`: a search bar root, or `content.searchBar`.
    func searchBar() throws(SceneError) -> SearchBar {
        let map = try mapping(keys: SceneNode.searchBarKeys + ["firstResponder"] + SceneNode.textInputTraitKeys)
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
