import NavigationModel
import Scene

extension SceneLimits {
    /// Rows in one table, all sections together: far more than a screen shows (only the rows on
    /// the canvas are laid out and drawn, so 10 000 rows cost what a screenful costs). A row written
    /// as a bare string is one node, so 10 000 of them stay under `maxNodes`.
    package static let maxTableRows = 10_000
    /// Sections in one table.
    package static let maxTableSections = 1_000
    /// Titles of a section index (the phone showed the alphabet and `#`, some 27).
    package static let maxSectionIndexTitles = 64
    /// A table's `rowHeight`, in points: at least the 1-pt separator, at most the largest canvas.
    package static let tableRowHeights = 1.0...maxPoints
    /// A table's `contentOffset`, in points: as far down as the tallest table reaches, and as far
    /// up as the largest canvas (a table pulled down past its top).
    package static let tableContentOffsets = -maxPoints...(Double(maxTableRows) * maxPoints)
}

extension SceneNode {
    /// A table's rows: a mapping each, or a bare string (the row's text).
    static let tableRows = ValueShape.list(.oneOf([.text, .mapping("row")]), max: SceneLimits.maxTableRows)
    static let tableKeys = [
        KeyShape("style", .cases(TableView.Style.self), "`plain` (the default) or `grouped`."),
        KeyShape("sections", .list(.mapping("section"), max: SceneLimits.maxTableSections),
                 "The sections, top to bottom (not with `rows`)."),
        KeyShape("rows", tableRows, "The rows of a table of one section without titles (not with `sections`)."),
        KeyShape("sectionIndexTitles", .list(.text, max: SceneLimits.maxSectionIndexTitles),
                 "The section index down the right side (`\(TableView.indexSearch)` first draws the magnifier)."),
        KeyShape("editing", .bool, "Draws the table in editing mode (false unless given)."),
        KeyShape("rowHeight", .number(SceneLimits.tableRowHeights), "Every row's height in points (\(SceneLimits.points(TableView.defaultRowHeight)) unless given)."),
        KeyShape("separatorColor", .color, "The lines between rows."),
        KeyShape("contentOffset", .oneOf([.number(SceneLimits.tableContentOffsets),
                                          .list(.number(SceneLimits.tableContentOffsets), count: 2...2)]),
                 "How far down the table is scrolled, in points: `y` or `[0, y]`."),
    ]
    static let table = MappingShape("table", "A UITableView.", keys: tableKeys)
    static let section = MappingShape(
        "section", "One section of a table.",
        keys: [
            KeyShape("headerTitle", .text, "The title above the section."),
            KeyShape("footerTitle", .text, "The text below the section."),
            KeyShape("rows", tableRows, "The section's rows, top to bottom."),
        ])
    static let row = MappingShape(
        "row", "One UITableViewCell: its text, style, accessory and editing controls.",
        keys: [
            KeyShape("text", .text, "The row's text (its `textLabel`)."),
            KeyShape("detailText", .text, "The second text (`detailTextLabel`), shown by every style but `default`."),
            KeyShape("style", .cases(TableRow.Style.self), "The cell's style (`default` unless given)."),
            KeyShape("accessoryType", .cases(TableRow.AccessoryType.self), "The mark at the right (`none` unless given)."),
            KeyShape("accessoryView", .mapping("accessoryView"), "A control at the right instead of the accessory type."),
            KeyShape("image", .imagePath, "An image at the left (its `imageView`)."),
            KeyShape("badge", .text, "A count in a grey oval at the right, as Mail's mailboxes show."),
            KeyShape("selected", .bool, "Drawn selected, in the blue gradient (false unless given)."),
            KeyShape("textAlignment", .cases(TableRow.TextAlignment.self), "Where the text goes (`left` unless given)."),
            KeyShape("editingStyle", .cases(TableRow.EditingStyle.self),
                     "The control at the left in editing mode (`delete` unless given)."),
            KeyShape("showsReorderControl", .bool, "Shows the reorder control in editing mode (false unless given)."),
            KeyShape("textField", .mapping("rowTextField"), "A text field at the right (not with `accessoryView`)."),
            KeyShape("subviews", .list(.oneKey("subview"), max: SceneLimits.maxViews),
                     "Views in the cell's content view, in its coordinates."),
            KeyShape("textColor", .color, "The text's colour."),
            KeyShape("detailTextColor", .color, "The detail text's colour."),
            KeyShape("font", .mapping("font"), "The text's font."),
            KeyShape("detailTextFont", .mapping("font"), "The detail text's font."),
            KeyShape("indentationLevel", .integer(0...100), "How many 10-pt steps the content is indented (0 unless given)."),
            KeyShape("backgroundColor", .color, "The cell's background."),
            KeyShape("height", .number(SceneLimits.tableRowHeights),
                     "This row's height in points, separator included (the table's `rowHeight` unless given)."),
            KeyShape("numberOfLines", .integer(0...100),
                     "How many lines the text may wrap into (1 unless given; 0: as many as the cell holds)."),
            KeyShape("detailNumberOfLines", .integer(0...100),
                     "How many lines a subtitle cell's detail may wrap into (1 unless given; 0: as many as the cell holds)."),
            KeyShape("highlightedTextColor", .color, "The text's colour while the row is selected (white unless given)."),
            KeyShape("detailHighlightedTextColor", .color,
                     "The detail text's colour while the row is selected (white unless given)."),
        ],
        exclusive: [(["accessoryView", "textField"], false)])
    static let accessoryViewKinds = ["switch", "textField"]
    static let accessoryView = MappingShape(
        "accessoryView", "A row's accessory view: a switch or a text field.",
        keys: [
            KeyShape("switch", .bool, "A UISwitch, on or off."),
            KeyShape("textField", .mapping("rowTextField"), "A text field."),
        ],
        exclusive: [(accessoryViewKinds, true)])
    static let rowTextField = MappingShape(
        "rowTextField", "A text field in a row.",
        keys: [
            KeyShape("text", .text, "The text in the field."),
            KeyShape("placeholder", .text, "The grey text shown while the field is empty."),
            KeyShape("id", .text, "A name for `becomeFirstResponder`."),
        ] + responderKeys)

    /// `content.table: { style, sections: [{ headerTitle, footerTitle, rows }], sectionIndexTitles,
    /// editing, rowHeight, separatorColor, contentOffset }` (docs/DESIGN.md §Table views). `rows` directly under the table is one section
    /// without titles. A row is a mapping of UIKit's cell properties, or a bare string: its text.
    func tableView() throws(SceneError) -> TableView {
        let map = try mapping(SceneNode.table)
        let style = try map["style"]?.value(TableView.Style.self) ?? .plain
        if map.has("sections"), map.has("rows"), let second = map.keyNode("rows") {
            throw second.error(.conflictingKeys, "a table has `sections` or `rows` (one section); found both")
        }
        var budget = SceneLimits.maxTableRows
        var sections: [TableSection] = []
        if let node = map["sections"] {
            for section in try node.sequence(maxCount: SceneLimits.maxTableSections) {
                sections.append(try section.tableSection(budget: &budget))
            }
        } else if let node = map["rows"] {
            sections = [TableSection(rows: try node.tableRows(budget: &budget))]
        }
        var titles: [String] = []
        if let node = map["sectionIndexTitles"] {
            for (i, title) in try node.sequence(maxCount: SceneLimits.maxSectionIndexTitles).enumerated() {
                let text = try title.string()
                if text == TableView.indexSearch, i > 0 {
                    reader.warnings.append(title.warning(.tableSearchNotFirst, "`\(TableView.indexSearch)` "
                        + "(UIKit's UITableViewIndexSearch, the magnifier) is title \(i + 1) of the index: UIKit "
                        + "draws it where it stands, but it belongs first"))
                }
                titles.append(text)
            }
        }
        var table = TableView(style: style, sections: sections, sectionIndexTitles: titles,
                              isEditing: try map["editing"]?.bool() ?? false)
        if let node = map["rowHeight"] { table.rowHeight = try node.number(in: SceneLimits.tableRowHeights) }
        table.separatorColor = try map["separatorColor"]?.color()
        if let node = map["contentOffset"] { table.contentOffset = try node.tableContentOffset() }
        return table
    }

    func tableSection(budget: inout Int) throws(SceneError) -> TableSection {
        let map = try mapping(SceneNode.section)
        return TableSection(headerTitle: try map["headerTitle"]?.string(), footerTitle: try map["footerTitle"]?.string(),
                            rows: try map["rows"]?.tableRows(budget: &budget) ?? [])
    }

    /// The rows of a section. A row written as a bare string (the common case of a long table) is
    /// read straight from its YAML node: admitted as every child is (`admitChild`: depth, the node
    /// budget) and checked for length like any value, but without a `SceneNode` of its own, made
    /// only for a mapping row, and a key path only for a message (docs/DESIGN.md §Table views:
    /// 10 000 rows in well under 10 ms).
    func tableRows(budget: inout Int) throws(SceneError) -> [TableRow] {
        guard case .sequence(let items) = node.content else { throw wrongType("a list") }
        if items.count > budget {
            throw error(.limitExceeded, "more than \(SceneLimits.maxTableRows) rows in one table: the limit is "
                        + "\(SceneLimits.maxTableRows)")
        }
        budget -= items.count
        let base = self.at
        func at(_ i: Int) -> NodePath { NodePath(parent: base, step: .index(i)) }
        var rows: [TableRow] = []
        rows.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            try admitChild(item, at: at(i))
            if case .scalar(let text, let plain) = item.content, !(plain && SceneNode.isNullText(text)) {
                let checked = try SceneNode.checkedLength(text, maxLength: SceneLimits.maxStringLength) { kind, message in
                    SceneError(kind, at: reader.location(of: item), keyPath: at(i).text, message)
                }
                rows.append(TableRow(text: checked))
            } else {
                rows.append(try SceneNode(node: item, at: at(i), depth: depth + 1, reader: reader).tableRow())
            }
        }
        return rows
    }

    /// One cell: `{ text, detailText, style, accessoryType, accessoryView, image, badge, selected,
    /// textAlignment, editingStyle, showsReorderControl, height, numberOfLines, … }`, or a bare
    /// string (its text).
    func tableRow() throws(SceneError) -> TableRow {
        if case .scalar = node.content, !isNull { return TableRow(text: try string()) }
        let map = try mapping(SceneNode.row)
        var row = TableRow(text: try map["text"]?.string(), detailText: try map["detailText"]?.string())
        row.style = try map["style"]?.value(TableRow.Style.self) ?? .default
        row.accessoryType = try map["accessoryType"]?.value(TableRow.AccessoryType.self) ?? .none
        if map.has("accessoryView"), map.has("textField"), let second = map.keyNode("textField") {
            throw second.error(.conflictingKeys, "a row has one accessory view; found `accessoryView` and `textField`")
        }
        if let node = map["accessoryView"] { row.accessoryView = try node.accessoryView() }
        if let node = map["textField"] { row.accessoryView = try node.textField() }
        row.image = try map["image"]?.imagePath()
        row.badge = try map["badge"]?.string()
        row.isSelected = try map["selected"]?.bool() ?? false
        row.textAlignment = try map["textAlignment"]?.value(TableRow.TextAlignment.self) ?? .left
        row.editingStyle = try map["editingStyle"]?.value(TableRow.EditingStyle.self) ?? .delete
        row.showsReorderControl = try map["showsReorderControl"]?.bool() ?? false
        row.subviews = try map["subviews"]?.contentSubviews()
        row.textColor = try map["textColor"]?.color()
        row.detailTextColor = try map["detailTextColor"]?.color()
        row.font = try map["font"]?.viewFont()
        row.detailTextFont = try map["detailTextFont"]?.viewFont()
        row.indentationLevel = try map["indentationLevel"]?.integer(in: 0...100) ?? 0
        row.backgroundColor = try map["backgroundColor"]?.color()
        row.height = try map["height"]?.number(in: SceneLimits.tableRowHeights)
        row.numberOfLines = try map["numberOfLines"]?.integer(in: 0...100) ?? 1
        row.detailNumberOfLines = try map["detailNumberOfLines"]?.integer(in: 0...100) ?? 1
        row.highlightedTextColor = try map["highlightedTextColor"]?.color()
        row.detailHighlightedTextColor = try map["detailHighlightedTextColor"]?.color()
        if row.accessoryView != nil, row.accessoryType != .none, let node = map["accessoryType"] {
            let type = row.accessoryType.rawValue
            reader.warnings.append(node.warning(.tableAccessoryTypeIgnored, "`accessoryType: \(type)` has no "
                                                + "effect: the row's accessoryView takes its place, as in UIKit"))
        }
        if (row.text ?? "").isEmpty, row.image == nil, row.accessoryView == nil, row.subviews == nil {
            reader.warnings.append(warning(.tableEmptyRow, "the row has neither text nor an image: it is drawn empty "
                                           + "(write `text:` or `image:`)"))
        }
        if row.detailText != nil, row.style == .default, let node = map["detailText"] {
            reader.warnings.append(node.warning(.tableDetailTextHidden, "`detailText` is not shown in the default "
                                                + "style: use `style: value1`, `value2` or `subtitle`"))
        }
        return row
    }

    /// `{ switch: true | false }` or `{ textField: { text, placeholder } }`.
    func accessoryView() throws(SceneError) -> TableRow.AccessoryView {
        let map = try mapping(SceneNode.accessoryView)
        switch try map.oneOf(SceneNode.accessoryViewKinds, what: "an accessory view") {
        case "switch": return .switch(isOn: try map.required("switch").bool())
        default: return try map.required("textField").textField()
        }
    }

    /// A text field in a row: `{ text, placeholder, id, firstResponder, keyboardType, … }`.
    func textField() throws(SceneError) -> TableRow.AccessoryView {
        let map = try mapping(SceneNode.rowTextField)
        var field = RowTextField(text: try map["text"]?.string() ?? "", placeholder: try map["placeholder"]?.string(),
                                 id: try map["id"]?.string(maxLength: 256))
        field.isFirstResponder = try map["firstResponder"]?.bool() ?? false
        field.traits = try SceneNode.textInputTraits(in: map)
        field.source = ViewSource(line: location.line, column: location.column, keyPath: path)
        return .textField(field)
    }
}

extension OperationSyntax {
    /// `setEditing: bool` or `setEditing: { editing, animated }` (`SceneNode.setEditingOperation`).
    static let setEditing = OperationSyntax(
        "setEditing", .oneOf([.bool, .mapping("setEditing")]),
        "Puts the top view controller in (or out of) editing mode, animated as the Edit button does."
    ) { value, _ throws(SceneError) in
        try value.setEditingOperation()
    }
}

extension SceneNode {
    static let setEditing = MappingShape(
        "setEditing", "`setEditing:animated:` written out.",
        keys: [
            KeyShape("editing", .bool, "In editing mode or out of it.", required: true),
            KeyShape("animated", .bool, "Whether it goes with UIKit's animation (true unless given)."),
        ])

    /// `setEditing: true | false` (animated, as the Edit button sends it) or
    /// `setEditing: { editing: bool, animated: bool }` — `setEditing:animated:` of the top view
    /// controller.
    func setEditingOperation() throws(SceneError) -> NavigationOperation {
        if case .mapping = node.content {
            let map = try mapping(SceneNode.setEditing)
            return .setEditing(try map.required("editing").bool(), animated: try map["animated"]?.bool() ?? true)
        }
        return .setEditing(try bool(), animated: true)
    }
}

extension SceneNode {
    /// A table's `contentOffset: [0, y]`: how far down it is scrolled (a table scrolls vertically).
    /// `contentOffset`: UIKit's `contentOffset.y` as a number, or the whole point `[0, y]` (a
    /// table scrolls only vertically). Negative values are UIKit's too: under a translucent bar
    /// the table rests at −`contentInset.top`.
    func tableContentOffset() throws(SceneError) -> Double {
        guard case .sequence = node.content else { return try number(in: SceneLimits.tableContentOffsets) }
        let offset = try offset()
        guard offset.width == 0 else {
            throw error(.outOfRange, "a table scrolls vertically: write contentOffset: [0, y]")
        }
        guard SceneLimits.tableContentOffsets.contains(offset.height) else {
            throw error(.outOfRange, "a table's contentOffset must be within "
                        + "\(SceneLimits.points(SceneLimits.tableContentOffsets.lowerBound))…"
                        + "\(SceneLimits.points(SceneLimits.tableContentOffsets.upperBound)): found "
                        + SceneLimits.points(offset.height))
        }
        return offset.height
    }
}
