import ChevronSupport
import NavigationModel
import Scene

/// Reading items: bar button items, segmented controls, navigation items, bar appearances
/// (docs/DESIGN.md §Scene files: keys are UIKit's property names).
extension SceneNode {
    static let appearanceKeys = ["barStyle", "tintColor", "translucent"]

    /// `{ barStyle, tintColor, translucent }`, read from `map` (which may hold other keys too).
    /// `translucent: false` beside `barStyle: blackTranslucent` cannot take effect (that style is
    /// always see-through, as UIKit's deprecated style was): a warning.
    static func appearance(in map: SceneMapping) throws(SceneError) -> BarAppearance {
        var appearance = BarAppearance()
        if let style = map["barStyle"] { appearance.barStyle = try style.value(BarStyle.self) }
        if let tint = map["tintColor"] { appearance.tintColor = try tint.tint() }
        if let translucent = map["translucent"] {
            appearance.translucent = try translucent.bool()
            if !appearance.translucent && appearance.barStyle == .blackTranslucent {
                translucent.reader.warnings.append(translucent.warning(.barTranslucentIgnored,
                    "`translucent: false` has no effect: `barStyle: blackTranslucent` is always see-through; "
                        + "for an opaque black bar use `barStyle: black`"))
            }
        }
        return appearance
    }

    func appearance() throws(SceneError) -> BarAppearance {
        try SceneNode.appearance(in: mapping(keys: SceneNode.appearanceKeys))
    }

    // MARK: Bar button items

    static let barButtonItemKeys = ["title", "style", "systemItem", "image", "customView", "label", "width", "enabled"]

    /// `{ title: Edit, style: bordered }`, `{ systemItem: NAME }`, `{ image: path }` or
    /// `{ customView: { segmentedControl: {...} } }`, each with optional `width` and `enabled`.
    func barButtonItem() throws(SceneError) -> BarButtonItem {
        if case .scalar(let text, _) = node.content, !isNull { throw itemWrittenAsAString(text) }
        let map = try mapping(keys: SceneNode.barButtonItemKeys)
        let style = try map["style"]?.value(BarButtonItemStyle.self)
        let kind: BarButtonItem.Kind
        switch try map.oneOf(["title", "systemItem", "image", "customView", "label"], what: "a bar button item") {
        case "title":
            kind = .title(try map.required("title").string(), style: style ?? .plain)
        case "systemItem":
            kind = .systemItem(try map.required("systemItem").value(BarButtonSystemItem.self), style: style)
        case "image":
            kind = .image(path: try map.required("image").imagePath(), style: style ?? .plain)
        case "label":
            // A label is drawn as a plain item is, without art: `plain` says so, the others cannot.
            if let style, style != .plain, let key = map.keyNode("style") {
                throw key.error(.conflictingKeys, "a label is drawn without art: its `style` can only be `plain`, "
                                + "not `\(style.rawValue)`")
            }
            kind = .label(try map.required("label").labelText())
        default:
            if style != nil, let key = map.keyNode("style") {
                throw key.error(.conflictingKeys, "`style` does not apply to a custom view, which draws itself")
            }
            kind = .customView(try map.required("customView").customView())
        }
        let width = try map["width"]?.number(in: 0...SceneLimits.maxPoints)
        let enabled = try map["enabled"]?.bool() ?? true
        return BarButtonItem(kind, width: width, isEnabled: enabled)
    }

    /// A label's text: one line, or two split at a line break (`"Updated 3/5/10\n9:41 AM"`).
    func labelText() throws(SceneError) -> String {
        let text = try string()
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        if lines > BarButtonItem.labelMaxLines {
            throw error(.limitExceeded, "a label shows at most \(BarButtonItem.labelMaxLines) lines; found \(lines)")
        }
        return text
    }

    /// `items: [compose]`: an item written as a bare word. The error says which mapping was meant —
    /// `{ systemItem: compose }` for a system item's name (or the closest one), else `{ title: … }`.
    func itemWrittenAsAString(_ text: String) -> SceneError {
        let shown = Suggestion.shortened(text)
        let names = BarButtonSystemItem.allCases.map(\.rawValue)
        let mapping: String
        if names.contains(text) {
            mapping = "{ systemItem: \(text) }"
        } else if let close = Suggestion.closest(to: text, in: names) {
            mapping = "{ systemItem: \(close) }` or `{ title: \(shown) }"
        } else {
            mapping = "{ title: \(shown) }"
        }
        return error(.wrongType, "expected a bar button item (a mapping), found the string \"\(shown)\": write `\(mapping)`")
    }

    /// A list of bar button items.
    func barButtonItems() throws(SceneError) -> [BarButtonItem] {
        var items: [BarButtonItem] = []
        for node in try sequence(maxCount: SceneLimits.maxBarButtonItems) { items.append(try node.barButtonItem()) }
        return items
    }

    /// An image path: a non-empty string of at most `SceneLimits.maxPathLength` characters.
    func imagePath() throws(SceneError) -> String {
        let text = try string(maxLength: SceneLimits.maxPathLength)
        guard !text.isEmpty else { throw error(.wrongType, "expected an image path, found an empty string") }
        if reader.imageReferences[text] == nil {
            reader.imageReferences[text] = ImageReference(path: text, location: location, keyPath: path)
        }
        return text
    }

    /// `{ segmentedControl: {...} }`: the custom views Chevron draws.
    func customView() throws(SceneError) -> CustomView {
        let map = try mapping(keys: ["segmentedControl"])
        return .segmentedControl(try map.required("segmentedControl").segmentedControl())
    }

    // MARK: Segmented control

    static let segmentedControlKeys = ["items", "selectedSegmentIndex", "segmentedControlStyle", "tintColor",
                                       "momentary", "width", "widths"]

    func segmentedControl(extraKeys: [String] = []) throws(SceneError) -> SegmentedControl {
        try SceneNode.segmentedControl(in: mapping(keys: SceneNode.segmentedControlKeys + extraKeys))
    }

    /// `items` (strings, or `{ title | image, width, enabled }`), `selectedSegmentIndex` (-1 for
    /// none), `segmentedControlStyle`, `tintColor`, `momentary`, `width`, `widths` (0 sizes a segment
    /// to fit, as `setWidth:0.0 forSegmentAtIndex:`).
    static func segmentedControl(in map: SceneMapping) throws(SceneError) -> SegmentedControl {
        let itemsNode = try map.required("items")
        var segments: [SegmentedControl.Segment] = []
        for node in try itemsNode.sequence(maxCount: SceneLimits.maxSegments) { segments.append(try node.segment()) }
        if segments.isEmpty { throw itemsNode.error(.outOfRange, "a segmented control needs at least one segment") }
        if let widthsNode = map["widths"] {
            let widths = try widthsNode.sequence(maxCount: SceneLimits.maxSegments)
            guard widths.count <= segments.count else {
                throw widthsNode.error(.outOfRange, "\(widths.count) widths for \(segments.count) segments")
            }
            for (i, node) in widths.enumerated() {
                let w = try node.number(in: 0...SceneLimits.maxPoints)
                guard w > 0 else { continue }
                if segments[i].width != nil {
                    throw node.error(.conflictingKeys, "segment \(i) already has a width in `items`")
                }
                segments[i].width = w
            }
        }
        var index: Int?
        if let indexNode = map["selectedSegmentIndex"] {
            let i = try indexNode.integer(in: -1...Int(Int32.max))
            guard i < segments.count else {
                throw indexNode.error(.outOfRange, "selectedSegmentIndex \(i) is out of range: the control has "
                                      + "\(segments.count) segment\(segments.count == 1 ? "" : "s") "
                                      + "(0…\(segments.count - 1), or -1 for none)")
            }
            index = i >= 0 ? i : nil
        }
        let style = try map["segmentedControlStyle"]?.value(SegmentedControlStyle.self) ?? .plain
        let tint = try map["tintColor"]?.tint()
        let momentary = try map["momentary"]?.bool() ?? false
        let width = try map["width"]?.number(in: 0...SceneLimits.maxPoints)
        guard let control = SegmentedControl(segments: segments, selectedSegmentIndex: index, style: style,
                                             tintColor: tint, isMomentary: momentary, width: width)
        else { throw map.node.error(.outOfRange, "selectedSegmentIndex is out of range") }
        return control
    }

    func segment() throws(SceneError) -> SegmentedControl.Segment {
        if case .scalar = node.content { return .title(try string()) }
        let map = try mapping(keys: ["title", "image", "width", "enabled"])
        let content: SegmentedControl.Segment.Content
        if try map.oneOf(["title", "image"], what: "a segment") == "title" {
            content = .title(try map.required("title").string())
        } else {
            content = .image(path: try map.required("image").imagePath())
        }
        let width = try map["width"]?.number(in: 0...SceneLimits.maxPoints)
        return SegmentedControl.Segment(content, width: width.flatMap { $0 > 0 ? $0 : nil },
                                        isEnabled: try map["enabled"]?.bool() ?? true)
    }

    // MARK: Navigation item

    static let navigationItemKeys = ["title", "prompt", "titleView", "backBarButtonItem", "leftBarButtonItem",
                                     "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems",
                                     "hidesBackButton", "leftItemsSupplementBackButton"]

    func navigationItem(extraKeys: [String] = []) throws(SceneError) -> (item: NavigationItem, map: SceneMapping) {
        let map = try mapping(keys: SceneNode.navigationItemKeys + extraKeys)
        var item = NavigationItem()
        item.title = try map["title"]?.string()
        item.prompt = try map["prompt"]?.string()
        item.titleView = try map["titleView"]?.customView()
        item.backBarButtonItem = try map["backBarButtonItem"]?.barButtonItem()
        item.leftBarButtonItems = try SceneNode.items(map, single: "leftBarButtonItem", list: "leftBarButtonItems")
        item.rightBarButtonItems = try SceneNode.items(map, single: "rightBarButtonItem", list: "rightBarButtonItems")
        item.hidesBackButton = try map["hidesBackButton"]?.bool() ?? false
        item.leftItemsSupplementBackButton = try map["leftItemsSupplementBackButton"]?.bool() ?? false
        return (item, map)
    }

    /// `leftBarButtonItem` or `leftBarButtonItems` (not both), and the same on the right.
    private static func items(_ map: SceneMapping, single: String, list: String) throws(SceneError) -> [BarButtonItem] {
        switch try map.oneOf([single, list], what: "a navigation item", optional: true) {
        case single?: return [try map.required(single).barButtonItem()]
        case list?: return try map.required(list).barButtonItems()
        default: return []
        }
    }
}
