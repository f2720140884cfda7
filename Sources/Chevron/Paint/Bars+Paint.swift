import Geometry
import Layout
import Raster
import Widgets

extension SceneLayout.NavigationBarPart: PaintedPart {
    /// The bar at its frame (nothing while hidden), faded by its opacity, with a transition's
    /// leaving items over its background, under its own items.
    package func paint(with p: PartPainter) throws {
        try BarPainter.draw(layout, leaving: leavingItems, look: BarLook(appearance), images: p.images, at: frame,
                            alpha: alpha, typesetter: p.typesetter, views: p.customViews, on: p.canvas)
    }
}

extension SceneLayout.ToolbarPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        try BarPainter.draw(layout, leaving: leavingItems, look: BarLook(appearance), images: p.images, at: frame,
                            alpha: alpha, typesetter: p.typesetter, views: p.customViews, on: p.canvas)
    }
}

extension SceneLayout.BackButtonPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        try BarPainter.draw(item, look: BarLook(appearance), images: p.images, typesetter: p.typesetter, on: p.canvas)
    }
}

extension PartPainter {
    /// The view tree's painter for the custom views a bar holds (`ViewTreePainter`, the one that
    /// paints a view controller's views).
    var customViews: CustomViewPainter {
        let typesetter = typesetter, images = images
        return CustomViewPainter { node, canvas in
            try ViewTreePainter.paint(node, with: PartPainter(typesetter: typesetter, images: images, canvas: canvas))
        }
    }
}

extension LaidOutBackButton: PaintedViewDrawing {
    /// Seed 003's button is the back button's face, drawn by the bar's own back button painter on
    /// the post's art: the default style's (its `back_norm.png` / `back_click.png`), whatever bar
    /// holds it — a custom view keeps its own look.
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        try BarPainter.draw(item, look: .default, images: p.images, typesetter: p.typesetter, on: p.canvas)
    }
}
