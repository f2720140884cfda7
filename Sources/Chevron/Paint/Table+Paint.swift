import Layout
import Widgets

extension TableLayout: PaintedPart {
    package func paint(with p: PartPainter) throws {
        TablePainter.draw(self, images: p.images, typesetter: p.typesetter, on: p.canvas)
    }
}
