import BarLayout
import Geometry
import NavigationModel
import Raster
import SceneFile
import SceneLayout
import Typesetting
import Widgets

/// Draws a parsed scene (docs/DESIGN.md §From YAML to PNG) into a bitmap in two steps: `layout` (the scene's one
/// `SceneLayout`, from the model's resolution and the bundled fonts' measurements), then `paint`
/// (exactly that layout's frames). Pure apart from the typesetter and the images handed in; the
/// same scene always gives the same pixels.
public struct SceneRenderer: Sendable {
    public let typesetter: Typesetter

    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// Text measurement for layout, from the bundled fonts.
    public var measurer: TextMeasurer { TextMeasurer(typesetter) }

    public func context(_ scene: Scene, images: SceneImages?) -> LayoutContext {
        let sizer = ImageSizer { path in images?.pointSize(path) }
        return LayoutContext(measurer: measurer, images: sizer, orientation: scene.canvas.orientation)
    }

    /// The scene laid out: every frame, label, state and warning, as every command reads it.
    public func layout(_ scene: Scene, images: SceneImages? = nil) -> SceneLayout {
        SceneLayout(scene, context: context(scene, images: images))
    }

    /// The size the scene is drawn at, in points: the canvas's, or the root's natural size.
    public func size(of scene: Scene, images: SceneImages? = nil) -> Size {
        layout(scene, images: images).canvas
    }

    /// Renders the scene at `scale` pixels per point. Throws when the canvas is too large
    /// (docs/DESIGN.md §Limits, checked before any pixel is allocated) or an image is missing.
    public func render(_ scene: Scene, scale: Int, images: SceneImages? = nil) throws -> Bitmap {
        try render(layout(scene, images: images), scale: scale, images: images?.provider ?? .none)
    }

    /// Paints a laid-out scene on a new canvas of its size and background.
    public func render(_ layout: SceneLayout, scale: Int, images: ImageProvider) throws -> Bitmap {
        let canvas = try Canvas(width: layout.canvas.width, height: layout.canvas.height, scale: Double(scale),
                                background: Color(layout.background))
        try paint(layout, images: images, on: canvas)
        return canvas.bitmap
    }

    /// Paints a laid-out scene on `canvas`: exactly its frames, nothing sized or placed again.
    /// A navigation interface (Figure 3-1) is its content, navigation bar, toolbar and status bar;
    /// the content runs under translucent bars, so it shows through them.
    public func paint(_ layout: SceneLayout, images: ImageProvider, on canvas: Canvas) throws {
        let departing = layout.departing
        for content in [departing?.content, layout.content].compactMap({ $0 }) {
            ContentPainter.draw(content, images: images, on: canvas)
            if let table = content.table { TablePainter.draw(table, images: images, typesetter: typesetter, on: canvas) }
        }
        for search in [departing?.searchBar, layout.searchBar].compactMap({ $0 }) {
            try SearchBarView(search.bar, layout: search.layout, images: images)
                .draw(at: Point(search.frame.x, search.frame.y), typesetter: typesetter, on: canvas)
        }
        // Bars: a whole bar leaving first, then the bar with the leaving items under its own.
        if let toolbar = departing?.toolbar {
            try paint(BarContent(toolbar.layout, look: BarLook(toolbar.appearance), images: images),
                      at: toolbar.frame, alpha: toolbar.alpha, on: canvas)
        }
        if let toolbar = layout.toolbar {
            let look = BarLook(toolbar.appearance)
            try paint(BarContent(toolbar.layout, look: look, images: images),
                      leaving: departing?.toolbarItems.map { BarContent($0, look: look, images: images) },
                      at: toolbar.frame, alpha: toolbar.alpha, on: canvas)
        }
        if let bar = departing?.navigationBar {
            try paint(BarContent(bar.layout, look: BarLook(bar.appearance), images: images), at: bar.frame,
                      alpha: bar.alpha, on: canvas)
        }
        if let bar = layout.navigationBar {
            let look = BarLook(bar.appearance)
            try paint(BarContent(bar.layout, look: look, images: images),
                      leaving: departing?.navigationBarItems.map { BarContent($0, look: look, images: images) },
                      at: bar.frame, alpha: bar.alpha, on: canvas)
        }
        if let status = layout.statusBar {
            let style: StatusBarStyle = switch status.style {
            case .black: .black
            case .blackTranslucent: .blackTranslucent
            default: .default
            }
            StatusBarView(style: style, fields: status.fields, layout: status.layout)
                .draw(at: Point(status.frame.x, status.frame.y), typesetter: typesetter, on: canvas)
        }
        for tab in [departing?.tabBar, layout.tabBar].compactMap({ $0 }) {
            guard let frame = tab.frame else { continue }
            TabBarView(layout: tab.layout, images: images).draw(at: Point(frame.x, frame.y), typesetter: typesetter,
                                                                 on: canvas)
        }
        for s in layout.segmentedControls {
            SegmentedControlView(s.control, images: images, segmentWidths: s.segments.map(\.width))
                .draw(in: s.frame, look: BarLook(s.barAppearance), typesetter: typesetter, on: canvas)
        }
        if let b = layout.backButton {
            try BarPainter.draw(BarContent.Placed(.backButton(title: b.item.label?.text ?? b.title),
                                                  frame: b.item.frame, enabled: b.item.isEnabled,
                                                  pressed: b.item.isHighlighted, baseline: b.item.label?.baseline,
                                                  alpha: b.item.alpha),
                                look: BarLook(b.appearance), typesetter: typesetter, on: canvas)
        }
    }

    /// A bar at `frame` (nil: hidden), faded by `alpha`, with the `leaving` items of a transition
    /// drawn over its background, under its own items.
    private func paint(_ content: BarContent, leaving: BarContent? = nil, at frame: Rect?, alpha: Double,
                       on canvas: Canvas) throws {
        guard let frame, alpha > 0 else { return }
        var content = content
        if let leaving { content.items = leaving.items + content.items }
        try canvas.withState {
            canvas.globalAlpha *= alpha
            try BarPainter.draw(content, at: Point(frame.x, frame.y), typesetter: typesetter, on: canvas)
        }
    }
}
