import Chevron

/// `chevron resolve` of a table view (docs/DESIGN.md §Table views): every visible row with its
/// frame on the canvas and its texts as drawn (cut with "…" where they were cut); rows below the
/// canvas are neither drawn nor listed.
enum ResolveTable {
    static func lines(_ t: TableLayout) -> [String] {
        var out = ["table: \(t.style.rawValue), \(t.rowCount) row\(t.rowCount == 1 ? "" : "s"), \(t.rows.count) visible"
                   + (t.isEditing ? ", editing" : "") + " at \(t.frame.pointsDescription)"]
        for header in t.headers {
            out.append("  header  \"\(header.text)\" at x \(Points.format(header.origin.x)) baseline "
                       + Points.format(header.origin.y))
        }
        for row in t.rows {
            out.append(ResolveText.row("row \(row.section).\(row.index)", describe(row), row.frame))
        }
        if !t.index.isEmpty { out.append("  index: " + t.index.map(\.text).joined(separator: " ")) }
        return out
    }

    static func describe(_ row: TableLayout.Row) -> String {
        var parts = row.labels.map { "\($0.role.rawValue) \"\($0.text)\"" }
        if let image = row.image { parts.append("image \(image)") }
        if let accessory = row.accessory { parts.append(name(accessory)) }
        if let badge = row.badge { parts.append("badge \"\(badge.text)\"") }
        if let control = row.editingControl { parts.append("editing \(control.rawValue)") }
        if row.reorderFrame != nil { parts.append("reorder") }
        if row.isSelected { parts.append("selected") }
        return parts.isEmpty ? "(empty)" : parts.joined(separator: ", ")
    }

    static func name(_ a: TableLayout.Accessory) -> String {
        switch a {
        case .disclosureIndicator: "disclosureIndicator"
        case .detailDisclosureButton: "detailDisclosureButton"
        case .checkmark: "checkmark"
        case .switch(let on): on ? "switch on" : "switch off"
        }
    }

    static func json(_ t: TableLayout?) -> JSONValue {
        guard let t else { return .null }
        func label(_ l: TableLayout.Label) -> JSONValue {
            .object([("text", .string(l.text)), ("role", .string(l.role.rawValue)), ("x", .number(l.origin.x)),
                     ("baseline", .number(l.origin.y)), ("width", .number(l.width))])
        }
        let rows: [JSONValue] = t.rows.map { row in
            var fields: [(String, JSONValue)] = [("section", .integer(row.section)), ("row", .integer(row.index)),
                                                 ("frame", .frame(row.frame)), ("labels", .array(row.labels.map(label)))]
            if let image = row.image { fields.append(("image", .string(image))) }
            if let accessory = row.accessory {
                fields.append(("accessory", .string(name(accessory))))
                fields.append(("accessoryFrame", row.accessoryFrame.map(JSONValue.frame) ?? .null))
            }
            if let control = row.editingControl { fields.append(("editingControl", .string(control.rawValue))) }
            fields.append(("selected", .bool(row.isSelected)))
            return .object(fields)
        }
        return .object([
            ("style", .string(t.style.rawValue)), ("frame", .frame(t.frame)), ("rowCount", .integer(t.rowCount)),
            ("editing", .bool(t.isEditing)), ("headers", .array(t.headers.map(label))), ("rows", .array(rows)),
            ("index", .array(t.index.map(label))),
        ])
    }
}
