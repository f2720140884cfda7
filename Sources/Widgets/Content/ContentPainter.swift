import Geometry
import Layout
import Raster

/// Paints a view controller's content where `ContentLayout` put it (docs/DESIGN.md §Content): its
/// background colour, its image clipped to the content frame, then the placeholder row lines.
package enum ContentPainter {
    package static func draw(_ content: ContentLayout, images: ImageProvider, on canvas: Canvas) {
        let frame = content.frame
        guard frame.width > 0, frame.height > 0 else { return }
        if content.fill.a > 0 { canvas.fill(frame, with: .solid(Color(content.fill))) }
        if let path = content.image, let box = content.imageFrame, let bitmap = images.bitmap(path) {
            canvas.withState {
                canvas.clip(to: frame)
                canvas.draw(bitmap, in: box)
            }
        }
        let separator = Color(ContentLayout.separator)
        for line in content.rowLines { canvas.fill(line, with: .solid(separator)) }
    }
}
