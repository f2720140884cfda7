import Chevron
import Layout
import Testing

/// The gallery's table sheet (docs/cli.md §`chevron gallery`): four tables, each canvas exactly as tall as
/// its table laid out whole — a plain one ends at its last row's separator, a grouped one 10 pt below
/// its last outline — and the sheet holds them side by side.
struct GalleryTableTests {
    @Test func eachTableFillsItsCellExactly() throws {
        let gallery = Gallery(renderer: try SceneRenderer.bundled(), scale: 1)
        let entries = try gallery.tableEntries()
        #expect(entries.map(\.name) == ["tables/plain", "tables/grouped", "tables/selection", "tables/editing"])
        for entry in entries {
            let table = try #require(entry.layout.table)
            let height = entry.layout.canvas.height
            #expect(table.rows.count == table.rowCount, "\(entry.name): every row shows")
            switch table.style {
            case .plain: #expect(table.rows.last?.frame.maxY == height, "\(entry.name)")
            case .grouped: #expect((table.outlines.last?.maxY ?? 0) + 10 == height, "\(entry.name)")
            }
            #expect(entry.bitmap.width == 320 && Double(entry.bitmap.height) == height)
        }
        #expect(entries.first { $0.name == "tables/editing" }?.layout.table?.isEditing == true)
        let sheet = try gallery.tableSheet(entries)
        #expect(sheet.width == 10 + 4 * 330)
    }
}
