import Geometry
import Layout
import NavigationModel
import Raster

/// The gallery's table sheet (docs/DESIGN.md §Table views): plain and grouped tables with every cell
/// style, accessory, the selection and the editing controls, each table laid out and painted as a
/// scene's content is, as tall as its rows.
extension Gallery {
    /// The table cells, in order: their names are `tables/<name>`.
    public static let tables = ["plain", "grouped", "selection", "editing"]

    static func tableView(_ name: String) -> TableView {
        func row(_ text: String, _ detail: String? = nil, style: TableRow.Style = .default,
                 accessory: TableRow.AccessoryType = .none) -> TableRow {
            TableRow(text: text, detailText: detail, style: style, accessoryType: accessory)
        }
        switch name {
        case "plain":
            return TableView(style: .plain, sections: [
                TableSection(headerTitle: "Cell styles", rows: [
                    row("Default"), row("Value 1", "Detail", style: .value1), row("mobile", "(555) 010-0100", style: .value2),
                    row("Subtitle", "The detail under it", style: .subtitle),
                ]),
                TableSection(headerTitle: "Accessories", rows: [
                    row("Disclosure", accessory: .disclosureIndicator), row("Detail", accessory: .detailDisclosureButton),
                    row("Checkmark", accessory: .checkmark),
                    TableRow(text: "Inbox", accessoryType: .disclosureIndicator, badge: "12"),
                ]),
            ], sectionIndexTitles: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q",
                                    "R", "S", "T", "U", "V", "W", "X", "Y", "Z", "#"])
        case "grouped":
            return TableView(style: .grouped, sections: [
                TableSection(headerTitle: "Settings", rows: [
                    row("Wallpaper", "Default", style: .value1, accessory: .disclosureIndicator),
                    TableRow(text: "Wi-Fi", accessoryView: .switch(isOn: true)),
                    TableRow(text: "Airplane", accessoryView: .switch(isOn: false)),
                ]),
                TableSection(footerTitle: "Fields and a button row.", rows: [
                    TableRow(text: "Name", accessoryView: .textField(text: "John Appleseed", placeholder: nil)),
                    TableRow(text: "Email", accessoryView: .textField(text: "", placeholder: "Required")),
                ]),
                TableSection(rows: [TableRow(text: "Sign In", textAlignment: .center)]),
            ])
        case "selection":
            var selected = [row("Plain row", accessory: .disclosureIndicator),
                            row("Value 1", "Detail", style: .value1, accessory: .checkmark),
                            row("Subtitle", "Grey turns white", style: .subtitle)]
            for i in selected.indices { selected[i].isSelected = true }
            var grouped = [row("First", accessory: .disclosureIndicator), row("Last", "Detail", style: .value1)]
            grouped[0].isSelected = true
            return TableView(style: .grouped, sections: [
                TableSection(headerTitle: "Selected", rows: selected + [row("Not selected", accessory: .disclosureIndicator)]),
                TableSection(rows: grouped),
            ])
        default:
            return TableView(style: .plain, sections: [
                TableSection(headerTitle: "Editing", rows: [
                    row("Delete", accessory: .disclosureIndicator),
                    TableRow(text: "Insert", editingStyle: .insert),
                    TableRow(text: "Reorder", showsReorderControl: true),
                    TableRow(text: "No control", editingStyle: .none, showsReorderControl: true),
                    row("Value 1", "Detail", style: .value1),
                    row("mobile", "(555) 010-0100", style: .value2),
                ]),
            ], isEditing: true)
        }
    }

    /// How tall `table` is laid out whole (TableMetrics' figures): a plain table ends with its last
    /// row, a grouped one 10 pt below its last section (PastryKit's last section's padding).
    static func height(of table: TableView) -> Double {
        let h = table.rowHeight
        var y = 0.0
        for section in table.sections {
            switch table.style {
            case .plain:
                y += (section.headerTitle == nil ? 0 : TableMetrics.plainHeaderHeight) + Double(section.rows.count) * h
                    + (section.footerTitle == nil ? 0 : TableMetrics.plainHeaderHeight)
            case .grouped:
                y += TableMetrics.groupedSectionTop + (section.headerTitle == nil ? 0 : TableMetrics.groupedHeaderHeight)
                    + (section.rows.isEmpty ? 0 : Double(section.rows.count) * h + 1)
                    + (section.footerTitle == nil ? 0 : TableMetrics.groupedFooterHeight) + TableMetrics.groupedSectionGap
            }
        }
        return y + (table.style == .grouped ? TableMetrics.groupedSectionTop - TableMetrics.groupedSectionGap : 0)
    }

    /// One table as a gallery cell: the table filling a 320-pt canvas as tall as its rows.
    func table(_ name: String) -> SceneLayout {
        let table = Self.tableView(name)
        let size = Size(width: Self.width, height: Self.height(of: table))
        var layout = SceneLayout(file: "gallery", canvas: size)
        layout.table = TableLayout(table, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                   context: context)
        return layout
    }

    /// Every table cell, in `tables` order.
    public func tableEntries() throws -> [Entry] {
        try Self.tables.map { name in
            let layout = table(name)
            return Entry(name: "tables/\(name)", layout: layout, striped: false,
                         bitmap: try paint(layout, striped: false))
        }
    }

    /// The table cells side by side on one sheet, each labelled with its name.
    public func tableSheet(_ entries: [Entry]) throws -> Bitmap {
        let s = Double(scale)
        let gap = 10.0, label = 18.0
        let tallest = entries.map { Double($0.bitmap.height) / s }.max() ?? 0
        let width = gap + Double(entries.count) * (Self.width + gap)
        let c = try Canvas(width: width, height: gap + label + tallest + gap, scale: s, background: Color(rgb: 0xf2f2f2))
        for (i, entry) in entries.enumerated() {
            let x = gap + Double(i) * (Self.width + gap)
            let name = entry.name.split(separator: "/").last.map(String.init) ?? entry.name
            c.drawText(typesetter.run(name, font: .bold(13)), at: Point(x, gap + 13), color: Color(rgb: 0x333333))
            c.draw(entry.bitmap, at: Point(x, gap + label))
        }
        return c.bitmap
    }
}
