import Layout
import Widgets

extension TableLayout: PaintedPart {
    /// The table, then each custom cell's views in its content view, cut at the cell.
    package func paint(with p: PartPainter) throws {
        TablePainter.draw(self, images: p.images, typesetter: p.typesetter, on: p.canvas)
        for row in rows {
            guard let content = row.contentView else { continue }
            try p.canvas.withState {
                p.canvas.clip(to: row.cell)
                try ViewTreePainter.paint(content, with: p)
            }
        }
    }
}
