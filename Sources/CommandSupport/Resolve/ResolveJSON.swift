import Chevron

/// `chevron resolve --json`: the object of docs/DESIGN.md §Command line — `stack`,
/// `topViewController`, `visibleViewController`, `transition`, `animated`, `warnings`, `events` — then one field per kind of part, as
/// each part reports itself (`ScenePart.json`), in `SceneParts.kinds`' order.
package enum ResolveJSON {
    package static func object(_ r: ResolveReport) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("scene", .string(r.file)),
            ("root", .string(r.root)),
            ("canvas", .object([("width", .number(r.canvas.width)), ("height", .number(r.canvas.height)),
                                ("scale", .number(Double(r.scale))), ("orientation", .string(r.orientation.rawValue)),
                                ("statusBar", .string(r.statusBar.rawValue))])),
            ("stack", .array(r.stack.map { .string($0) })),
            ("topViewController", .optional(r.topViewController)),
            ("visibleViewController", .optional(r.visibleViewController)),
        ]
        if r.root == "navigationBar" { fields.append(("topItem", .optional(r.topItem))) }
        fields += [
            ("transition", .string(r.transition.rawValue)),
            ("animated", .bool(r.isAnimated)),
            ("warnings", .array(r.diagnostics.map { .string($0.description) })),
            ("diagnostics", .array(r.diagnostics.map(diagnostic))),
            ("events", .array(r.events.map(event))),
        ]
        for kind in SceneParts.kinds {
            if let value = kind.jsonField(in: r.layout) { fields.append((kind.name, value)) }
        }
        return .object(fields)
    }

    /// A diagnostic as an object: severity, code, message, file, line, column, keyPath.
    package static func diagnostic(_ d: Diagnostic) -> JSONValue { d.json }

    package static func event(_ e: ResolveReport.Event) -> JSONValue {
        .object([
            ("operation", .number(Double(e.operation))), ("operationName", .string(e.operationName)),
            ("message", .string(e.event.message.rawValue)), ("receiver", .string(e.event.message.receiver.rawValue)),
            ("viewController", .string(e.event.viewController)),
            ("isMovingToParentViewController", .bool(e.event.isMovingToParentViewController)),
            ("isMovingFromParentViewController", .bool(e.event.isMovingFromParentViewController)),
        ])
    }
}
