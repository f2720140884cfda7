import Geometry
import NavigationModel

/// A view controller's content laid out (docs/DESIGN.md §Content): its frame on the canvas, the
/// colour filling it, its image scaled to fill it, and the placeholder lines of a plain table.
///
/// The image is scaled as `UIViewContentModeScaleAspectFill` scales: as small as it can be while
/// covering the frame, its aspect ratio kept, centred; what overflows is clipped to the frame. The
/// frame runs under translucent bars, so the image shows through them (a photo viewer's photo).
///
/// Rows: the separators of 44-pt table rows, 1 pt tall at the bottom of each row (#e0e0e0, the
/// standard scene's row lines). By default they are drawn on a light, opaque background without an
/// image, and never behind a standalone component; `rows` says otherwise.
public struct ContentLayout: Hashable, Sendable {
    public var frame: Rect
    /// The colour filling the frame, when the content gives one (else the canvas shows).
    public var background: RGBAColor?
    /// What fills the frame: `background`, else the canvas's (white under a navigation
    /// controller), over the window behind it.
    public var fill: RGBAColor
    public var image: String?
    /// Where the image is drawn: covering `frame`, possibly past it (clipped when painted).
    public var imageFrame: Rect?
    /// One per separator line, on the canvas.
    public var rowLines: [Rect]

    package static let rowHeight = 44.0
    package static let separator = RGBAColor(r: 0xe0, g: 0xe0, b: 0xe0)

    /// - Parameters:
    ///   - canvasBackground: what shows where the content gives no background.
    ///   - rowsByDefault: whether rows are drawn when neither `content.rows` nor the colours say
    ///     otherwise (a navigation interface: yes; a standalone component: no).
    ///   - rowsTop: where the rows start when not at the top of the frame (below a search bar).
    public init(_ content: ContentView, frame: Rect, canvasBackground: RGBAColor, rowsByDefault: Bool,
                images: ImageSizer, rowsTop: Double? = nil) {
        self.frame = frame
        background = content.background
        image = content.image
        imageFrame = content.image.map {
            ContentLayout.imageFrame(images.size($0), in: frame, mode: content.contentMode ?? .scaleAspectFill)
        }
        let shown = content.background ?? canvasBackground
        fill = shown
        let light = shown.a == 255 && Int(shown.r) + Int(shown.g) + Int(shown.b) > 3 * 230
        let rows = content.rows ?? (rowsByDefault && light && content.image == nil && content.table == nil)
        var lines: [Rect] = []
        if rows, frame.height > 0 {
            var y = max(frame.minY, rowsTop ?? frame.minY) + Self.rowHeight - 1
            while y < frame.maxY {
                lines.append(Rect(x: frame.x, y: y, width: frame.width, height: 1))
                y += Self.rowHeight
            }
        }
        rowLines = lines
    }

    /// The same content moved across by `dx` (a screen sliding during a transition) and down by
    /// `dy` (following a bar that slides in or out).
    public func offsetBy(dx: Double, dy: Double = 0) -> ContentLayout {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.imageFrame = imageFrame?.offsetBy(dx: dx, dy: dy)
        moved.rowLines = rowLines.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }

    /// The same content reaching down to `bottom` (when its frame ends above it), its fill and
    /// its row lines carried on below: a view grown at the bottom as the bars' edges move, its
    /// contents staying where they are from its top.
    package func extended(toBottom bottom: Double) -> ContentLayout {
        guard bottom > frame.maxY else { return self }
        var grown = self
        grown.frame.height = bottom - frame.minY
        if var y = rowLines.last.map({ $0.minY + Self.rowHeight }) {
            while y < bottom {
                grown.rowLines.append(Rect(x: frame.x, y: y, width: frame.width, height: 1))
                y += Self.rowHeight
            }
        }
        return grown
    }

    /// Where an image of `size` goes in `frame` by `mode`, centred: covering it (aspect fill), inside
    /// it (aspect fit), stretched to it, or at its own size (center); the whole frame when the size is
    /// not known or empty.
    package static func imageFrame(_ size: Size?, in frame: Rect, mode: ContentMode) -> Rect {
        guard let size, size.width > 0, size.height > 0 else { return frame }
        switch mode {
        case .scaleAspectFill: return aspectFill(size, in: frame)
        case .scaleToFill: return frame
        case .center:
            return Rect(x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2,
                        width: size.width, height: size.height)
        case .scaleAspectFit:
            // The side that decides takes the frame's own length, as in aspect fill.
            let w: Double, h: Double
            if frame.width * size.height <= frame.height * size.width {
                (w, h) = (frame.width, size.height * frame.width / size.width)
            } else {
                (w, h) = (size.width * frame.height / size.height, frame.height)
            }
            return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
        }
    }

    /// An image of `size` covering `frame`, centred, its aspect ratio kept; the whole frame when the
    /// size is not known or empty.
    package static func aspectFill(_ size: Size?, in frame: Rect) -> Rect {
        guard let size, size.width > 0, size.height > 0 else { return frame }
        // The side that decides takes the frame's own length exactly, the other its share of it
        // (a scale factor multiplied back gave 430.99999999999994 for 431, and resolve printed it).
        let w: Double, h: Double
        if frame.width * size.height >= frame.height * size.width {
            (w, h) = (frame.width, size.height * frame.width / size.width)
        } else {
            (w, h) = (size.width * frame.height / size.height, frame.height)
        }
        return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
    }
}
