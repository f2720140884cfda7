import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// Draws a laid-out bar — its background, then every item exactly where layout put it, with the
/// text layout cut and placed (nothing is measured, placed or truncated again here).
///
/// Translucent bars: the title and prompt are opaque white (255 over a black photo on the phone).
/// The black translucent style's buttons draw that style's own art, which is opaque
/// (`UINavigationBarBlackTranslucentButton.png`: every body pixel has alpha 255). Any other bar
/// made `translucent` follows seed 004 — "if you set the translucent property to YES, any buttons
/// in the bar are also made partially opaque" — for which no art or screenshot was found: its
/// buttons are composited as one layer at the translucent bar's own body alpha
/// (`translucentButtonAlpha`, docs/DESIGN.md §Translucent buttons).
package enum BarPainter {
    /// A navigation bar at `frame` on the canvas (nil: hidden, nothing drawn), faded as a whole by
    /// `alpha`; a transition's `leaving` items are drawn over its background, under its own items.
    package static func draw(_ layout: NavigationBarLayout, leaving: NavigationBarLayout? = nil, look: BarLook,
                            images: ImageProvider, at frame: Rect?, alpha: Double = 1, typesetter: Typesetter,
                            views: CustomViewPainter = .unavailable, on canvas: Canvas) throws {
        try drawBar(.navigationBar, size: layout.size, look: look, at: frame, alpha: alpha, on: canvas) {
            if let prompt = layout.prompt { drawText(prompt, font: BarText.promptFont, typesetter: typesetter, on: canvas) }
            for bar in [leaving, layout].compactMap({ $0 }) {
                for item in bar.left + bar.right {
                    try draw(item, inBar: layout.size, look: look, images: images, typesetter: typesetter, views: views,
                             on: canvas)
                }
                switch bar.center {
                case .title(let title)?:
                    drawText(title, font: .bold(title.font.size), typesetter: typesetter, on: canvas)
                case .view(let item)?:
                    try draw(item, inBar: layout.size, look: look, images: images, typesetter: typesetter, views: views,
                             on: canvas)
                case nil:
                    break
                }
            }
        }
    }

    /// A toolbar at `frame` on the canvas (nil: hidden), faded as a whole by `alpha`; a
    /// transition's `leaving` items over its background, under its own items.
    package static func draw(_ layout: ToolbarLayout, leaving: ToolbarLayout? = nil, look: BarLook,
                            images: ImageProvider, at frame: Rect?, alpha: Double = 1, typesetter: Typesetter,
                            views: CustomViewPainter = .unavailable, on canvas: Canvas) throws {
        try drawBar(.toolbar, size: layout.size, look: look, at: frame, alpha: alpha, on: canvas) {
            for item in (leaving?.items ?? []) + layout.items {
                try draw(item, inBar: layout.size, look: look, images: images, typesetter: typesetter, views: views,
                         on: canvas)
            }
        }
    }

    /// One item, in its frame (in the coordinates the canvas is in: a bar's own, or the canvas's
    /// for a standalone back button), at its own opacity, faded when disabled.
    package static func draw(_ item: LaidOutBarItem, look: BarLook, images: ImageProvider, typesetter: Typesetter,
                            views: CustomViewPainter = .unavailable, on canvas: Canvas) throws {
        guard item.alpha > 0 else { return }
        let f = item.frame
        try canvas.withState {
            canvas.globalAlpha *= item.alpha
            // Embossed glyphs fade as one layer (EmbossedGlyph); everything else fades here.
            // Plain embossed glyphs and images fade as one layer (EmbossedGlyph); everything else here.
            if item.fadesAsOneLayer {} else if !item.isEnabled {
                canvas.globalAlpha *= BorderedButton.disabledAlpha
            }
            switch item.face {
            case .backButton(_, let path):
                try BackButton.drawArt(frame: f, look: look, highlighted: item.isHighlighted, on: canvas)
                if let path, let image = images.bitmap(path), let box = item.content {
                    EmbossedGlyph.draw(template: image, in: box, on: canvas)
                }
            case .button(_, let style):
                BorderedButton.drawArt(frame: f, look: look, role: role(style), pressed: item.isHighlighted, on: canvas)
            case .glyphButton(let system, let style):
                guard let icon = SystemIcon(system), let box = item.content else { return }
                BorderedButton.drawArt(frame: f, look: look, role: role(style), pressed: item.isHighlighted, on: canvas)
                EmbossedGlyph.draw(icon.path(in: box), rule: icon.fillRule, on: canvas)
            case .plainGlyph(let system):
                guard let icon = SystemIcon(system), let box = item.content else { return }
                EmbossedGlyph.draw(icon.path(in: box), rule: icon.fillRule, on: canvas, enabled: item.isEnabled,
                                   highlighted: item.isHighlighted)
            case .imageButton(let path, _):
                guard let image = images.bitmap(path), let box = item.content else { return }
                // A template, white and embossed like a system glyph (EmbossedGlyph).
                BorderedButton.drawArt(frame: f, look: look, role: .bordered, pressed: item.isHighlighted, on: canvas)
                EmbossedGlyph.draw(template: image, in: box, on: canvas)
            case .plainImage(let path):
                guard let image = images.bitmap(path), let box = item.content else { return }
                EmbossedGlyph.draw(template: image, in: box, on: canvas, enabled: item.isEnabled,
                                   highlighted: item.isHighlighted)
            case .segmentedControl(let control):
                SegmentedControlView(control, images: images, in: f).draw(in: f, look: look, typesetter: typesetter,
                                                                          on: canvas)
            case .view:
                // The view tree's own painter: a label or a switch in a bar is the widget it is in
                // a view controller's view.
                if let node = item.view { try views.paint(node, canvas) }
            case .plainTitle, .label, .flexibleSpace, .fixedSpace:
                break
            }
            if let label = item.label { drawText(label, font: BarText.buttonFont, typesetter: typesetter, on: canvas) }
            for line in item.lines { drawText(line, font: BarText.buttonFont, typesetter: typesetter, on: canvas) }
        }
    }

    /// An item in a bar of `size` (the canvas in the bar's coordinates): an image taller than its bar
    /// is cut at the bar's edges (a warning says so), not drawn over the status bar or the content.
    /// The opacity of a button on a bar made `translucent` (seed 004): the body alpha of Apple's
    /// translucent bar, rows 22–41 of `UINavigationBarBlackTranslucentBackground.png` (153 of 255).
    package static let translucentButtonAlpha = ChromeColors.translucentAlphaLower

    /// Whether `item` is one of the "buttons in the bar" seed 004 makes partially opaque on a bar
    /// of `look`: a bar made translucent other than the black translucent style (whose own art is
    /// the translucent look), and an item UIKit draws (a custom view keeps its own alpha).
    static func isMadePartiallyOpaque(_ item: LaidOutBarItem, look: BarLook) -> Bool {
        guard look.translucent, look.style != .blackTranslucent else { return false }
        switch item.face {
        case .segmentedControl, .view, .label, .flexibleSpace, .fixedSpace: return false
        default: return true
        }
    }

    static func draw(_ item: LaidOutBarItem, inBar size: Size, look: BarLook, images: ImageProvider,
                     typesetter: Typesetter, views: CustomViewPainter, on canvas: Canvas) throws {
        if isMadePartiallyOpaque(item, look: look), item.alpha > 0 {
            // One layer: the art, its label and glyph composited together, so the label does not
            // show the art through itself.
            let layer = try Canvas(bitmap: Bitmap(width: canvas.bitmap.width, height: canvas.bitmap.height),
                                   scale: canvas.scale)
            layer.transform = canvas.transform
            var opaque = look
            opaque.translucent = false
            try draw(item, inBar: size, look: opaque, images: images, typesetter: typesetter, views: views, on: layer)
            canvas.withState {
                canvas.transform = .identity
                canvas.globalAlpha *= translucentButtonAlpha
                canvas.draw(layer.bitmap, in: Rect(x: 0, y: 0, width: Double(layer.bitmap.width),
                                                   height: Double(layer.bitmap.height)))
            }
            return
        }
        switch item.face {
        case .imageButton, .plainImage, .view:
            try canvas.withState {
                canvas.clip(to: Rect(origin: .zero, size: size))
                try draw(item, look: look, images: images, typesetter: typesetter, views: views, on: canvas)
            }
        default:
            try draw(item, look: look, images: images, typesetter: typesetter, views: views, on: canvas)
        }
    }

    static func role(_ style: ItemFace.ButtonStyle) -> ButtonPalette.Role { style == .done ? .done : .bordered }

    /// The background at `frame`, then `items` with the canvas in the bar's own coordinates.
    private static func drawBar(_ kind: BarBackground.Kind, size: Size, look: BarLook, at frame: Rect?, alpha: Double,
                                on canvas: Canvas, items: () throws -> Void) throws {
        guard let frame, alpha > 0 else { return }
        try canvas.withState {
            canvas.globalAlpha *= alpha
            BarBackground.draw(look, kind: kind, in: Rect(origin: frame.origin, size: size), on: canvas)
            try canvas.withState {
                canvas.translate(frame.x, frame.y)
                try items()
            }
        }
    }

    /// Text as layout cut and placed it, at its own opacity.
    private static func drawText(_ text: LaidOutText, font: Font, typesetter: Typesetter, on canvas: Canvas) {
        guard text.alpha > 0 else { return }
        canvas.withState {
            canvas.globalAlpha *= text.alpha
            BarText.draw(text.text, font: font, at: Point(text.frame.minX, text.baseline), typesetter: typesetter,
                         on: canvas)
        }
    }
}

/// How a bar paints the custom views it holds (a title view, a bar button item's `customView`):
/// the view tree's painter, handed in by whoever paints the bar (`Chevron`'s), so that a view is
/// painted in one place. The canvas is in the bar's coordinates, where the view's frame is.
package struct CustomViewPainter: Sendable {
    package let paint: @Sendable (ViewNode, Canvas) throws -> Void

    package init(_ paint: @escaping @Sendable (ViewNode, Canvas) throws -> Void) { self.paint = paint }

    /// For bars painted without the view tree (the widgets' own tests): a custom view is a
    /// programming error there.
    package static let unavailable = CustomViewPainter { node, _ in
        preconditionFailure("a bar holding a \(node.className) was painted without the view tree's painter")
    }
}

extension LaidOutBarItem {
    /// A plain glyph or image: EmbossedGlyph fades it, shadow and glow included, as one layer.
    var fadesAsOneLayer: Bool {
        switch face {
        case .plainGlyph, .plainImage: return true
        default: return false
        }
    }
}
