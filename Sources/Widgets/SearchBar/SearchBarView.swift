import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// A search bar painted where `SearchBarLayout` placed its pieces (docs/DESIGN.md §Search bar):
/// the background (the search bar's own grey-blue ramp by default; a navigation bar's of the same
/// style, tint and translucency otherwise), the field with its magnifier and text, the clear button, a bordered Cancel
/// button and the scope bar. Nothing is measured here.
public struct SearchBarView: Sendable {
    public var bar: SearchBar
    public var layout: SearchBarLayout
    public var images: ImageProvider

    /// Placeholder text: #c0c0c0 (measured); typed text black.
    package static let placeholderColor = Color(rgb: 0xc0c0c0)
    package static let textColor = Color.black

    public init(_ bar: SearchBar, layout: SearchBarLayout, images: ImageProvider = .none) {
        self.bar = bar
        self.layout = layout
        self.images = images
    }

    /// The look of the bar's buttons and scope bar (and of the background, unless default).
    var look: BarLook { BarLook(bar.appearance) }

    /// Draws the bar with its top-left corner at `origin` (points).
    public func draw(at origin: Point, typesetter: Typesetter, on canvas: Canvas) throws {
        let bounds = Rect(origin: origin, size: layout.size)
        if bar.appearance.barStyle == .default, bar.appearance.tintColor == nil, !bar.appearance.isTranslucent {
            SearchBarArt.drawDefaultBackground(in: bounds, on: canvas)
        } else {
            BarBackground.draw(look, kind: .navigationBar, in: bounds, on: canvas)
        }
        try canvas.withState {
            canvas.translate(origin.x, origin.y)
            SearchBarArt.drawField(in: layout.field, on: canvas)
            SearchBarArt.drawMagnifier(in: layout.magnifier, on: canvas)
            if let text = layout.text {
                let run = typesetter.run(text.text, font: Font(text.font))
                canvas.drawText(run, at: Point(text.frame.x, text.baseline),
                                color: layout.isPlaceholder ? Self.placeholderColor : Self.textColor, shadow: nil)
            }
            if let clear = layout.clearButton { SearchBarArt.drawClearButton(in: clear, on: canvas) }
            if let cancel = layout.cancelButton {
                try BarPainter.draw(cancel, look: look, images: images, typesetter: typesetter, on: canvas)
            }
            if let control = layout.scopeBar, let frame = layout.scopeFrame {
                SegmentedControlView(control, images: images, segmentWidths: layout.scopeSegments.map(\.width))
                    .draw(in: frame, look: look, typesetter: typesetter, on: canvas)
            }
        }
    }
}
