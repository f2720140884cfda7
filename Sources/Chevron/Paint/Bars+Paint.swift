import BarLayout
import Geometry
import Raster
import SceneLayout
import Widgets

extension SceneLayout.NavigationBarPart: PaintedPart {
    /// The bar at its frame (nothing while hidden), faded by its opacity, with a transition's
    /// leaving items over its background, under its own items.
    public func paint(with p: PartPainter) throws {
        let look = BarLook(appearance)
        var content = BarContent(layout, look: look, images: p.images)
        if let leavingItems { content.items = BarContent(leavingItems, look: look, images: p.images).items + content.items }
        try BarPainter.draw(content, at: frame, alpha: alpha, typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.ToolbarPart: PaintedPart {
    public func paint(with p: PartPainter) throws {
        let look = BarLook(appearance)
        var content = BarContent(layout, look: look, images: p.images)
        if let leavingItems { content.items = BarContent(leavingItems, look: look, images: p.images).items + content.items }
        try BarPainter.draw(content, at: frame, alpha: alpha, typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.BackButtonPart: PaintedPart {
    public func paint(with p: PartPainter) throws {
        try BarPainter.draw(BarContent.Placed(.backButton(title: item.label?.text ?? title),
                                              frame: item.frame, enabled: item.isEnabled,
                                              pressed: item.isHighlighted, baseline: item.label?.baseline,
                                              alpha: item.alpha),
                            look: BarLook(appearance), typesetter: p.typesetter, on: p.canvas)
    }
}
