import Geometry
import Layout
import Widgets

extension SceneLayout.KeyboardPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        KeyboardView(layout).draw(at: Point(frame.x, frame.y), typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.InputViewPart: PaintedPart {
    /// The picker as a picker view paints it, moved to the keyboard's place.
    package func paint(with p: PartPainter) throws {
        try p.canvas.withState {
            p.canvas.translate(frame.x, frame.y)
            try picker.paint(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height), with: p)
        }
    }
}
