import Geometry
import Layout
import Widgets

extension LaidOutPicker: PaintedViewDrawing {
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        PickerArt.draw(self, in: bounds, typesetter: p.typesetter, on: p.canvas)
    }
}
