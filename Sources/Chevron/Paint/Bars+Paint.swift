import Geometry
import Layout
import Raster
import Widgets

extension SceneLayout.NavigationBarPart: PaintedPart {
    /// The bar at its frame (nothing while hidden), faded by its opacity, with a transition's
    /// leaving items over its background, under its own items.
    package func paint(with p: PartPainter) throws {
        try BarPainter.draw(layout, leaving: leavingItems, look: BarLook(appearance), images: p.images, at: frame,
                            alpha: alpha, typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.ToolbarPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        try BarPainter.draw(layout, leaving: leavingItems, look: BarLook(appearance), images: p.images, at: frame,
                            alpha: alpha, typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.BackButtonPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        try BarPainter.draw(item, look: BarLook(appearance), images: p.images, typesetter: p.typesetter, on: p.canvas)
    }
}
