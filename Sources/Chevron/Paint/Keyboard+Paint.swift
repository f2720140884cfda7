import Geometry
import Layout
import Widgets

extension SceneLayout.KeyboardPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        KeyboardView(layout).draw(at: Point(frame.x, frame.y), typesetter: p.typesetter, on: p.canvas)
    }
}
