import ChevronSupport
import Geometry
import NavigationModel

/// The pieces of `resolve --json` that several parts share: a bar's look, its items as the model
/// resolved them and as layout placed them, a segmented control.
package enum ReportJSON {
    package static func appearance(_ a: BarAppearance) -> JSONValue {
        .object([("barStyle", .string(a.barStyle.rawValue)), ("tintColor", .optional(a.tintColor?.hexString)),
                 ("translucent", .bool(a.isTranslucent))])
    }

    package static func center(_ resolved: ResolvedCenter?, _ laidOut: LaidOutCenter?) -> JSONValue {
        switch resolved {
        case .title(let text)?:
            var label: String?
            if case .title(let t)? = laidOut { label = t.text }
            return .object([("kind", .string("title")), ("text", .string(text)), ("label", .optional(label))])
        case .view(.segmentedControl(let control))?:
            return .object([("kind", .string("view")), ("segmentedControl", segmentedControl(control))])
        case .view(.view)?:
            guard case .view(let item)? = laidOut, let node = item.view else { return .null }
            return .object([("kind", .string("view")), ("view", SceneLayout.ViewTreePart.json(node, superview: .identity))])
        case nil:
            return .null
        }
    }

    package static func barItem(_ resolved: ResolvedBarItem, _ laidOut: LaidOutBarItem) -> JSONValue {
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
    package static func item(_ item: BarButtonItem, laidOut: LaidOutBarItem) -> JSONValue {
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
        case .customView(.view):
            // The view as the view tree reports it: its class, its frame in the bar, what it draws.
            fields = [("kind", .string("view"))]
            if let node = laidOut.view { fields.append(("view", SceneLayout.ViewTreePart.json(node, superview: .identity))) }
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
    package static func placement(_ laidOut: LaidOutBarItem) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let label = laidOut.label { fields.append(("labelFrame", .frame(label.frame))) }
        if !laidOut.lines.isEmpty { fields.append(("lineFrames", .array(laidOut.lines.map { .frame($0.frame) }))) }
        if let content = laidOut.content { fields.append(("contentFrame", .frame(content))) }
        return fields
    }

    package static func segmentedControl(_ c: SegmentedControl) -> JSONValue {
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

    package static func faceName(_ face: ItemFace) -> String {
        switch face {
        case .backButton: return "backButton"
        case .button(_, let style): return style == .done ? "doneButton" : "borderedButton"
        case .glyphButton(_, let style): return style == .done ? "doneGlyphButton" : "borderedGlyphButton"
        case .imageButton(_, let style): return style == .done ? "doneImageButton" : "borderedImageButton"
        case .plainTitle: return "plainTitle"
        case .plainGlyph: return "plainGlyph"
        case .plainImage: return "plainImage"
        case .segmentedControl: return "segmentedControl"
        case .view: return "view"
        case .label: return "label"
        case .flexibleSpace: return "flexibleSpace"
        case .fixedSpace: return "fixedSpace"
        }
    }
}
