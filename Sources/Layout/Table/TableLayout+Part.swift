import ChevronSupport
import Geometry

extension SceneLayout {
    /// The table view filling a screen's content, below its search bar (docs/DESIGN.md §Table views).
    public package(set) var table: TableLayout? {
        get { part(TableLayout.self) }
        set { set(newValue) }
    }
}

/// A table view as a part of the scene: `resolve` lists every visible row with its frame on the
/// canvas and its texts as drawn (cut with "…" where they were cut); rows below the canvas are
/// neither drawn nor listed. It slides with the content in a push or pop.
extension TableLayout: ScenePart {
    package static let name = "table"
    package var nodeFrame: Rect? { frame }

    package func json() -> JSONValue {
        func label(_ l: Label) -> JSONValue {
            .object([("text", .string(l.text)), ("role", .string(l.role.rawValue)), ("x", .number(l.origin.x)),
                     ("baseline", .number(l.origin.y)), ("width", .number(l.width))])
        }
        let rows: [JSONValue] = rows.map { row in
            var fields: [(String, JSONValue)] = [("section", .integer(row.section)), ("row", .integer(row.index)),
                                                 ("frame", .frame(row.frame)), ("labels", .array(row.labels.map(label)))]
            if let image = row.image { fields.append(("image", .string(image))) }
            if let accessory = row.accessory {
                fields.append(("accessory", .string(TableLayout.name(accessory))))
                fields.append(("accessoryFrame", row.accessoryFrame.map(JSONValue.frame) ?? .null))
            }
            if let control = row.editingControl { fields.append(("editingControl", .string(control.rawValue))) }
            if let content = row.contentView {
                fields.append(("contentView", SceneLayout.ViewTreePart.json(content, superview: .identity)))
            }
            if let field = row.textField { fields.append(("textField", .frame(field))) }
            if row.holdsFirstResponder { fields.append(("firstResponder", .bool(true))) }
            if let caret = row.insertionPoint { fields.append(("insertionPoint", .frame(caret))) }
            fields.append(("selected", .bool(row.isSelected)))
            return .object(fields)
        }
        return .object([
            ("style", .string(style.rawValue)), ("frame", .frame(frame)),
            ("contentInset", .object([("top", .number(contentInset.top)), ("bottom", .number(contentInset.bottom))])),
            ("contentOffset", .number(contentOffset)), ("rowCount", .integer(rowCount)),
            ("editing", .bool(isEditing)), ("headers", .array(headers.map(label))), ("rows", .array(rows)),
            ("index", .array(index.map(label))), ("indexTitlesLeftOut", .integer(indexTitlesLeftOut)),
        ])
    }

    package func reportLines() -> [ReportLine] {
        var out: [ReportLine] = [.text("table: \(style.rawValue), \(rowCount) row\(rowCount == 1 ? "" : "s"), \(rows.count) visible"
                   + (isEditing ? ", editing" : "") + " at \(frame.pointsDescription)"
                   + (contentInset.isZero ? "" : ", content inset top \(Points.format(contentInset.top)) bottom "
                      + Points.format(contentInset.bottom))
                   + (contentOffset == -contentInset.top ? "" : ", content offset \(Points.format(contentOffset))")
                   + (responder.map { ", keyboard up for \($0.name) (row \($0.section).\($0.row))" } ?? ""))]
        for header in headers {
            out.append(.row("title", "\"\(header.text)\" at x \(Points.format(header.origin.x)) baseline "
                            + Points.format(header.origin.y), nil))
        }
        for row in rows { out.append(.row("row \(row.section).\(row.index)", TableLayout.describe(row), row.frame)) }
        if !index.isEmpty {
            let shown = index.count - index.filter { $0.text == TableMetrics.indexBullet }.count
            out.append(.text("index: " + index.map(\.text).joined(separator: " ")
                       + (indexTitlesLeftOut > 0
                          ? " (\(shown) of \(shown + indexTitlesLeftOut) titles: the table is too short for them all, "
                            + "\"\(TableMetrics.indexBullet)\" stands between those kept, as UIKit's index does)" : ""), depth: 1))
        }
        return out
    }

    static func describe(_ row: Row) -> String {
        var parts = row.labels.map { "\($0.role.rawValue) \"\($0.text)\"" }
        if let image = row.image { parts.append("image \(image)") }
        if let accessory = row.accessory { parts.append(name(accessory)) }
        if let badge = row.badge { parts.append("badge \"\(badge.text)\"") }
        if let control = row.editingControl { parts.append("editing \(control.rawValue)") }
        if row.reorderFrame != nil { parts.append("reorder") }
        if let content = row.contentView { parts.append("\(content.count - 1) views") }
        if row.holdsFirstResponder { parts.append("first responder") }
        if row.isSelected { parts.append("selected") }
        return parts.isEmpty ? "(empty)" : parts.joined(separator: ", ")
    }

    static func name(_ a: Accessory) -> String {
        switch a {
        case .disclosureIndicator: "disclosureIndicator"
        case .detailDisclosureButton: "detailDisclosureButton"
        case .checkmark: "checkmark"
        case .switch(let on): on ? "switch on" : "switch off"
        }
    }

    /// "The content under the bars slides": the table goes with it.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        if m.transition == .editing { return editingTransition(from: a, to: b, progress: m.progress) }
        if m.transition == .showKeyboard || m.transition == .hideKeyboard {
            return keyboardTransition(from: a, to: b, progress: m.progress)
        }
        if m.transition.isBarVisibility { return barVisibilityTransition(from: a, to: b, progress: m.progress) }
        guard m.slides else { return (nil, b) }
        return (a.map { $0.offsetBy(dx: m.dx($0.frame, arriving: false), dy: m.contentDy(arriving: false)) },
                b.map { $0.offsetBy(dx: m.dx($0.frame, arriving: true), dy: m.contentDy(arriving: true)) })
    }
}
