import Chevron

/// A JSON value with objects in a fixed key order, so `resolve --json` and `diff --json` print the
/// same bytes for the same input on every run (the required fields of docs/DESIGN.md §Command line
/// first).
indirect enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    /// A whole number, printed as one at any size (a Double would print 2^63 as 9.2e+18).
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
    static func frame(_ f: Rect) -> JSONValue {
        .object([("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)), ("height", .number(f.height))])
    }

    /// On one line without spaces (`diff --json`).
    func compact() -> String {
        switch self {
        case .null, .bool, .number, .integer, .string:
            return rendered()
        case .array(let items):
            return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { JSONValue.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",") + "}"
        }
    }

    /// Pretty-printed with two-space indents; arrays of scalars or frames stay on one line when it is
    /// short (100 characters with the indent).
    func rendered(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        // JSON has no NaN or infinity: a value that is not a finite number is null.
        case .number(let v): return v.isFinite ? Points.format(v) : "null"
        case .integer(let v): return String(v)
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = indent + "  "
            if items.allSatisfy(\.isInline) {
                let line = "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
                if indent.count + line.count <= 100 { return line }
            }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            if isInline {
                return "{ " + fields.map { "\(JSONValue.quoted($0.0)): \($0.1.rendered())" }.joined(separator: ", ") + " }"
            }
            let inner = indent + "  "
            return "{\n" + fields.map { "\(inner)\(JSONValue.quoted($0.0)): \($0.1.rendered(indent: inner))" }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// Scalars, and objects of at most four scalars (frames), print on one line.
    private var isInline: Bool {
        switch self {
        case .null, .bool, .number, .integer, .string: return true
        case .array(let items): return items.isEmpty
        case .object(let fields): return fields.count <= 4 && fields.allSatisfy { $0.1.isScalar }
        }
    }

    private var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .integer, .string: return true
        case .array, .object: return false
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// `chevron resolve --json`: the object of docs/DESIGN.md §Command line — `stack`,
/// `topViewController`, `transition`, `warnings`, `navigationBar` (`visible`, `height`, `prompt`,
/// `left`, `center`, `right`, `frames`), `toolbar` (`visible`, `items`, `frames`) — plus `events`
/// and more detail.
enum ResolveJSON {
    static func object(_ r: ResolveReport) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("scene", .string(r.file)),
            ("root", .string(r.root)),
            ("canvas", .object([("width", .number(r.canvas.width)), ("height", .number(r.canvas.height)),
                                ("scale", .number(Double(r.scale))), ("orientation", .string(r.orientation.rawValue)),
                                ("statusBar", .string(r.statusBar.rawValue))])),
            ("stack", .array(r.stack.map { .string($0) })),
            ("topViewController", .optional(r.topViewController)),
        ]
        if r.root == "navigationBar" { fields.append(("topItem", .optional(r.topItem))) }
        fields += [
            ("transition", .string(r.transition.rawValue)),
            ("warnings", .array(r.warnings.map { .string($0) })),
            ("events", .array(r.events.map(event))),
            ("statusBar", statusBar(r.layout.statusBar)),
            ("content", content(r.layout.content)),
            ("searchBar", searchBar(r.layout.searchBar)),
            ("tabBar", tabBar(r.layout.tabBar)),
            ("navigationBar", navigationBar(r.navigationBar)),
            ("toolbar", toolbar(r.toolbar)),
        ]
        if let s = r.segmentedControl {
            fields.append(("segmentedControl", .object([
                ("control", segmentedControl(s.control)), ("frame", .frame(s.frame)),
                ("segments", .array(s.segments.map(JSONValue.frame))),
            ])))
        }
        if let b = r.backButton {
            fields.append(("backButton", .object([
                ("title", .string(b.title)), ("label", .optional(b.item.label?.text)), ("frame", .frame(b.item.frame)),
                ("labelFrame", b.item.label.map { .frame($0.frame) } ?? .null),
                ("highlighted", .bool(b.item.isHighlighted)),
            ])))
        }
        return .object(fields)
    }

    static func event(_ e: ResolveReport.Event) -> JSONValue {
        .object([
            ("operation", .number(Double(e.operation))), ("operationName", .string(e.operationName)),
            ("message", .string(e.event.message.rawValue)), ("receiver", .string(e.event.message.receiver.rawValue)),
            ("viewController", .string(e.event.viewController)),
            ("isMovingToParentViewController", .bool(e.event.isMovingToParentViewController)),
            ("isMovingFromParentViewController", .bool(e.event.isMovingFromParentViewController)),
        ])
    }

    static func appearance(_ a: BarAppearance) -> JSONValue {
        .object([("barStyle", .string(a.barStyle.rawValue)), ("tintColor", .optional(a.tintColor?.hexString)),
                 ("translucent", .bool(a.isTranslucent))])
    }

    /// The content view: its frame's x, y, width and height, its fill, image (and where it is drawn,
    /// possibly past the frame),
    /// and the placeholder row lines; null without one.
    static func content(_ c: ContentLayout?) -> JSONValue {
        guard let c else { return .null }
        // The content area's frame first, at the top level (x, y, width, height), then what it shows.
        return .object([
            ("x", .number(c.frame.x)), ("y", .number(c.frame.y)), ("width", .number(c.frame.width)),
            ("height", .number(c.frame.height)), ("background", .optional(c.background?.hexString)),
            ("image", .optional(c.image)), ("imageFrame", c.imageFrame.map(JSONValue.frame) ?? .null),
            ("rows", .bool(!c.rowLines.isEmpty)), ("rowLines", .array(c.rowLines.map(JSONValue.frame))),
            ("table", ResolveTable.json(c.table)),
        ])
    }

    /// A tab bar: whether it shows, its items as shown (four and More past five) with their frames on
    /// the canvas, and the selection; null without one.
    static func tabBar(_ part: SceneLayout.TabBarPart?) -> JSONValue {
        guard let part else { return .null }
        let origin = part.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        func onCanvas(_ frame: Rect) -> JSONValue { .frame(SceneLayout.canvasFrame(frame, in: origin)) }
        let items: [JSONValue] = part.layout.items.map { item in
            var fields: [(String, JSONValue)] = [("title", .string(item.item.title)),
                                                 ("label", .optional(item.title?.text))]
            switch item.item.kind {
            case .system(let system): fields.append(("systemItem", .string(system.rawValue)))
            case .custom(_, let image): fields.append(("image", .optional(image)))
            }
            fields += [("badgeValue", .optional(item.item.badgeValue)), ("badgeLabel", .optional(item.badgeText?.text)),
                       ("selected", .bool(item.isSelected))]
            if part.frame != nil {
                fields += [("frame", onCanvas(item.frame)), ("iconFrame", onCanvas(item.icon)),
                           ("titleFrame", item.title.map { onCanvas($0.frame) } ?? .null),
                           ("badgeFrame", item.badge.map(onCanvas) ?? .null)]
            }
            return .object(fields)
        }
        return .object([
            ("visible", .bool(part.frame != nil)),
            ("itemCount", .integer(part.bar.items.count)),
            ("selectedIndex", part.bar.selectedIndex.map { .integer($0) } ?? .null),
            ("items", .array(items)),
            ("frame", part.frame.map(JSONValue.frame) ?? .null),
        ])
    }

    /// A search bar: its properties, and where each piece is, on the canvas; null without one.
    static func searchBar(_ part: SceneLayout.SearchBarPart?) -> JSONValue {
        guard let part else { return .null }
        let b = part.bar, l = part.layout
        func onCanvas(_ frame: Rect) -> JSONValue { .frame(SceneLayout.canvasFrame(frame, in: part.frame)) }
        return .object([
            ("placeholder", .optional(b.placeholder)), ("text", .string(b.text)),
            ("appearance", appearance(b.appearance)), ("showsCancelButton", .bool(b.showsCancelButton)),
            ("scopeButtonTitles", .array(b.scopeButtonTitles.map { .string($0) })),
            ("selectedScopeButtonIndex", b.showsScopeBar ? .integer(b.selectedScopeButtonIndex) : .null),
            ("shown", .optional(l.text?.text)), ("isPlaceholder", .bool(l.isPlaceholder)),
            ("frame", .frame(part.frame)),
            ("frames", .object([
                ("field", onCanvas(l.field)), ("magnifier", onCanvas(l.magnifier)),
                ("text", l.text.map { onCanvas($0.frame) } ?? .null),
                ("clearButton", l.clearButton.map(onCanvas) ?? .null),
                ("cancelButton", l.cancelButton.map { onCanvas($0.frame) } ?? .null),
                ("scopeBar", l.scopeFrame.map(onCanvas) ?? .null),
                ("scopeSegments", .array(l.scopeSegments.map(onCanvas))),
            ])),
        ])
    }

    /// What the status bar shows and where, its pieces on the canvas; null without one.
    static func statusBar(_ part: SceneLayout.StatusBarPart?) -> JSONValue {
        guard let part else { return .null }
        let f = part.fields, l = part.layout
        func onCanvas(_ frame: Rect) -> JSONValue { .frame(SceneLayout.canvasFrame(frame, in: part.frame)) }
        return .object([
            ("style", .string(part.style.rawValue)), ("time", .string(f.time)), ("carrier", .string(f.carrier)),
            ("signal", .integer(f.signal)), ("wifi", f.wifi.map { .integer($0) } ?? .bool(false)),
            ("battery", .integer(f.battery)), ("charging", .bool(f.isCharging)),
            ("frame", .frame(part.frame)),
            ("frames", .object([
                ("signal", onCanvas(l.signal)), ("carrier", onCanvas(l.carrier.frame)),
                ("wifi", l.wifi.map(onCanvas) ?? .null), ("time", onCanvas(l.time.frame)),
                ("charging", l.charging.map(onCanvas) ?? .null), ("battery", onCanvas(l.battery)),
            ])),
        ])
    }

    static func navigationBar(_ part: SceneLayout.NavigationBarPart?) -> JSONValue {
        guard let part else {
            return .object([
                ("visible", .bool(false)), ("height", .number(0)), ("prompt", .null), ("left", .array([])),
                ("center", .null), ("right", .array([])),
                ("frames", .object([("left", .array([])), ("center", .null), ("right", .array([]))])),
            ])
        }
        let bar = part.resolved, layout = part.layout
        return .object([
            ("visible", .bool(!bar.isHidden)),
            ("height", .number(layout.size.height)),
            ("prompt", .optional(bar.prompt)),
            ("left", .array(zip(bar.left, layout.left).map(barItem))),
            ("center", center(bar.center, layout.center)),
            ("right", .array(zip(bar.right, layout.right).map(barItem))),
            ("frames", .object([
                ("left", .array(layout.left.map { .frame($0.frame) })),
                ("center", layout.center.map { .frame($0.frame) } ?? .null),
                ("right", .array(layout.right.map { .frame($0.frame) })),
                ("prompt", layout.prompt.map { .frame($0.frame) } ?? .null),
            ])),
            ("frame", part.frame.map(JSONValue.frame) ?? .null),
            ("appearance", appearance(part.appearance)),
        ])
    }

    static func toolbar(_ part: SceneLayout.ToolbarPart?) -> JSONValue {
        guard let part else {
            return .object([("visible", .bool(false)), ("items", .array([])), ("frames", .array([]))])
        }
        let hiddenBy: JSONValue
        switch part.resolved.hiddenReason {
        case nil: hiddenBy = .null
        case .toolbarHidden?: hiddenBy = .object([("reason", .string("toolbarHidden"))])
        case .hidesBottomBarWhenPushed(let id)?:
            hiddenBy = .object([("reason", .string("hidesBottomBarWhenPushed")), ("viewController", .string(id))])
        }
        return .object([
            ("visible", .bool(part.resolved.isVisible)),
            ("items", .array(zip(part.resolved.items, part.layout.items).map { item($0, laidOut: $1) })),
            ("frames", .array(part.layout.items.map { .frame($0.frame) })),
            ("hiddenBy", hiddenBy),
            ("height", .number(part.layout.size.height)),
            ("frame", part.frame.map(JSONValue.frame) ?? .null),
            ("appearance", appearance(part.appearance)),
        ])
    }

    static func center(_ resolved: ResolvedCenter?, _ laidOut: LaidOutCenter?) -> JSONValue {
        switch resolved {
        case .title(let text)?:
            var label: String?
            if case .title(let t)? = laidOut { label = t.text }
            return .object([("kind", .string("title")), ("text", .string(text)), ("label", .optional(label))])
        case .view(.segmentedControl(let control))?:
            return .object([("kind", .string("view")), ("segmentedControl", segmentedControl(control))])
        case nil:
            return .null
        }
    }

    static func barItem(_ resolved: ResolvedBarItem, _ laidOut: LaidOutBarItem) -> JSONValue {
        var fields: [(String, JSONValue)]
        switch resolved.content {
        case .backButton(let back):
            fields = [("kind", .string("back")), ("title", .string(back.title))]
            if let image = back.image { fields.append(("image", .string(image))) }
            fields += [("enabled", .bool(back.isEnabled)), ("drawnAs", .string("backButton")),
                       ("label", .optional(laidOut.label?.text))]
            fields += placement(laidOut)
        case .item(let barButtonItem):
            guard case .object(let itemFields) = item(barButtonItem, laidOut: laidOut) else { return .null }
            fields = itemFields
        }
        // After the item's own properties, as the documented example: kind, systemItem, title,
        // style, source.
        let index = fields.firstIndex { $0.0 == "enabled" } ?? fields.count
        fields.insert(("source", .string(resolved.source.rawValue)), at: index)
        return .object(fields)
    }

    /// A bar button item: its kind (`item`, `view`, `flexibleSpace`, `fixedSpace`) and properties,
    /// how it is drawn, and its label as shown (truncated when it did not fit).
    static func item(_ item: BarButtonItem, laidOut: LaidOutBarItem) -> JSONValue {
        var fields: [(String, JSONValue)]
        switch item.kind {
        case .title(let title, _):
            fields = [("kind", .string("item")), ("title", .string(title))]
        case .systemItem(let system, _) where system == .flexibleSpace:
            fields = [("kind", .string("flexibleSpace"))]
        case .systemItem(let system, _) where system == .fixedSpace:
            fields = [("kind", .string("fixedSpace"))]
        case .systemItem(let system, _):
            fields = [("kind", .string("item")), ("systemItem", .string(system.rawValue)), ("title", .optional(system.title))]
        case .image(let path, _):
            fields = [("kind", .string("item")), ("image", .string(path))]
        case .customView(.segmentedControl(let control)):
            fields = [("kind", .string("view")), ("segmentedControl", segmentedControl(control))]
        case .label(let text):
            fields = [("kind", .string("label")), ("text", .string(text))]
        }
        if let style = item.style, !(item.systemItem?.isSpace ?? false) { fields.append(("style", .string(style.rawValue))) }
        if let width = item.width { fields.append(("width", .number(width))) }
        fields.append(("enabled", .bool(item.isEnabled)))
        fields.append(("drawnAs", .string(faceName(laidOut.face))))
        if let label = laidOut.label { fields.append(("label", .string(label.text))) }
        if !laidOut.lines.isEmpty { fields.append(("lines", .array(laidOut.lines.map { .string($0.text) }))) }
        return .object(fields + placement(laidOut))
    }

    /// Where an item's label and picture (image or glyph) are drawn, in the bar's coordinates.
    static func placement(_ laidOut: LaidOutBarItem) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let label = laidOut.label { fields.append(("labelFrame", .frame(label.frame))) }
        if !laidOut.lines.isEmpty { fields.append(("lineFrames", .array(laidOut.lines.map { .frame($0.frame) }))) }
        if let content = laidOut.content { fields.append(("contentFrame", .frame(content))) }
        return fields
    }

    static func segmentedControl(_ c: SegmentedControl) -> JSONValue {
        .object([
            ("items", .array(c.segments.map { segment in
                var fields: [(String, JSONValue)]
                switch segment.content {
                case .title(let t): fields = [("title", .string(t))]
                case .image(let p): fields = [("image", .string(p))]
                }
                if let w = segment.width { fields.append(("width", .number(w))) }
                if !segment.isEnabled { fields.append(("enabled", .bool(false))) }
                return .object(fields)
            })),
            ("selectedSegmentIndex", .number(Double(c.selectedSegmentIndex ?? -1))),
            ("segmentedControlStyle", .string(c.style.rawValue)),
            ("tintColor", .optional(c.tintColor?.hexString)),
            ("momentary", .bool(c.isMomentary)),
            ("width", c.width.map { .number($0) } ?? .null),
        ])
    }

    static func faceName(_ face: ItemFace) -> String {
        switch face {
        case .backButton: return "backButton"
        case .button(_, let style): return style == .done ? "doneButton" : "borderedButton"
        case .glyphButton(_, let style): return style == .done ? "doneGlyphButton" : "borderedGlyphButton"
        case .imageButton(_, let style): return style == .done ? "doneImageButton" : "borderedImageButton"
        case .plainTitle: return "plainTitle"
        case .plainGlyph: return "plainGlyph"
        case .plainImage: return "plainImage"
        case .segmentedControl: return "segmentedControl"
        case .label: return "label"
        case .flexibleSpace: return "flexibleSpace"
        case .fixedSpace: return "fixedSpace"
        }
    }
}
