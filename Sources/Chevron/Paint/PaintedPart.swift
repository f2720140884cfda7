import Layout
import Raster
import Typesetting
import Widgets

/// A kind of scene part that `render` can paint: each widget family's painting, in its own file
/// beside the others here. `SceneRenderer.paint` walks a layout's nodes and asks each part to
/// paint itself; nothing sizes or places it again.
package protocol PaintedPart: ScenePart {
    func paint(with painter: PartPainter) throws
}

/// What a part paints with: the fonts, the scene's images and the canvas.
package struct PartPainter {
    package let typesetter: Typesetter
    package let images: ImageProvider
    package let canvas: Canvas

    package init(typesetter: Typesetter, images: ImageProvider, canvas: Canvas) {
        self.typesetter = typesetter
        self.images = images
        self.canvas = canvas
    }
}
