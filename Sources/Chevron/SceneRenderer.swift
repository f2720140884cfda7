import BarLayout
import Geometry
import NavigationModel
import Raster
import SceneFile
import Typesetting
import Widgets

/// Draws a parsed scene (docs/DESIGN.md §From YAML to PNG) into a bitmap: lays out its bars with
/// the model's resolution and the bundled fonts' measurements, then paints them. Pure apart from
/// the typesetter and the images handed in; the same scene always gives the same pixels.
public struct SceneRenderer: Sendable {
    public let typesetter: Typesetter

    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// Text measurement for layout, from the bundled fonts.
    public var measurer: TextMeasurer {
        let typesetter = self.typesetter
        return TextMeasurer { text, font in typesetter.advance(of: text, size: font.size, bold: font.weight == .bold) }
    }

    public func context(_ scene: Scene, images: SceneImages?) -> LayoutContext {
        let sizer = ImageSizer { path in images?.pointSize(path).map { BarSize(width: $0.width, height: $0.height) } }
        return LayoutContext(measurer: measurer, images: sizer, orientation: scene.canvas.orientation)
    }

    /// The size the scene is drawn at, in points: the canvas's, or the root's natural size.
    public func size(of scene: Scene, images: SceneImages? = nil) -> Size {
        let context = self.context(scene, images: images)
        let screen = ScreenLayout.screenSize(scene.canvas.orientation)
        let natural: Size
        switch scene.root {
        case .navigationController:
            natural = Size(width: screen.width, height: screen.height)
        case .navigationBar(let bar):
            natural = Size(width: screen.width, height: NavigationBarLayout.height(
                hasPrompt: bar.bar.resolved.hasPrompt, orientation: scene.canvas.orientation))
        case .toolbar:
            natural = Size(width: screen.width, height: ToolbarLayout.height(orientation: scene.canvas.orientation))
        case .segmentedControl(let s):
            let size = SegmentedControlLayout.size(of: s.control, context: context)
            natural = Size(width: size.width, height: size.height)
        case .backButton(let b):
            natural = Size(width: BackButton.width(for: b.title, typesetter: typesetter),
                           height: BarMetrics.buttonHeight)
        }
        return Size(width: scene.canvas.width ?? natural.width, height: scene.canvas.height ?? natural.height)
    }

    /// Renders the scene at `scale` pixels per point. Throws when the canvas is too large
    /// (docs/DESIGN.md §Limits, checked before any pixel is allocated) or an image is missing.
    public func render(_ scene: Scene, scale: Int, images: SceneImages? = nil) throws -> Bitmap {
        let size = self.size(of: scene, images: images)
        let canvas = try Canvas(width: size.width, height: size.height, scale: Double(scale),
                                background: Color(scene.canvas.background))
        let provider = images?.provider ?? .none
        let context = self.context(scene, images: images)
        switch scene.root {
        case .navigationController(let nc):
            try drawScreen(nc.controller, scene: scene, size: size, context: context, images: provider, on: canvas)
        case .navigationBar(let bar):
            let layout = NavigationBarLayout(bar.bar.resolved, width: size.width, context: context)
            try BarPainter.draw(BarContent(layout, look: BarLook(bar.bar.appearance), images: provider),
                                at: .zero, typesetter: typesetter, on: canvas)
        case .toolbar(let toolbar):
            let layout = ToolbarLayout(items: toolbar.items, width: size.width, context: context)
            try BarPainter.draw(BarContent(layout, look: BarLook(toolbar.appearance), images: provider),
                                at: .zero, typesetter: typesetter, on: canvas)
        case .segmentedControl(let s):
            let natural = SegmentedControlLayout.size(of: s.control, context: context)
            let view = SegmentedControlView(s.control, images: provider)
            let frame = Rect(x: ((size.width - natural.width) / 2).rounded(), y: ((size.height - natural.height) / 2).rounded(),
                             width: natural.width, height: natural.height)
            view.draw(in: frame, look: BarLook(s.barAppearance), typesetter: typesetter, on: canvas)
        case .backButton(let b):
            let width = BackButton.width(for: b.title, typesetter: typesetter)
            let top = ((size.height - BarMetrics.buttonHeight) / 2).rounded()
            try BackButton.draw(title: b.title, frame: Rect(x: 0, y: top, width: width, height: BarMetrics.buttonHeight),
                                look: BarLook(b.appearance), highlighted: b.isHighlighted, typesetter: typesetter, on: canvas)
        }
        return canvas.bitmap
    }

    /// A navigation interface (Figure 3-1): status bar, navigation bar, content, toolbar. Content
    /// runs under translucent bars, so it shows through them.
    func drawScreen(_ controller: NavigationController, scene: Scene, size: Size, context: LayoutContext,
                    images: ImageProvider, on canvas: Canvas) throws {
        let orientation = scene.canvas.orientation
        let navBar = controller.resolvedNavigationBar
        let toolbar = controller.resolvedToolbar
        let showsStatusBar = scene.canvas.statusBar != .none
        let screen = ScreenLayout(
            canvas: BarSize(width: size.width, height: size.height), showsStatusBar: showsStatusBar,
            navigationBarHeight: navBar.isHidden ? nil
                : NavigationBarLayout.height(hasPrompt: navBar.hasPrompt, orientation: orientation),
            toolbarHeight: toolbar.isVisible ? ToolbarLayout.height(orientation: orientation) : nil)
        let navLook = BarLook(controller.navigationBar), toolLook = BarLook(controller.toolbar)
        // Content: from under a translucent navigation bar to under a translucent toolbar.
        var contentTop = screen.content.minY, contentBottom = screen.content.maxY
        if let f = screen.navigationBar, navLook.translucent { contentTop = f.minY }
        if let f = screen.toolbar, toolLook.translucent { contentBottom = f.maxY }
        ContentPlaceholder.draw(in: Rect(x: 0, y: contentTop, width: size.width, height: max(0, contentBottom - contentTop)),
                                background: Color(scene.canvas.background), on: canvas)
        if let f = screen.navigationBar {
            let layout = NavigationBarLayout(navBar, width: f.width, context: context)
            try BarPainter.draw(BarContent(layout, look: navLook, images: images), at: Point(f.x, f.y),
                                typesetter: typesetter, on: canvas)
        }
        if let f = screen.toolbar {
            let layout = ToolbarLayout(items: toolbar.items, width: f.width, context: context)
            try BarPainter.draw(BarContent(layout, look: toolLook, images: images), at: Point(f.x, f.y),
                                typesetter: typesetter, on: canvas)
        }
        if let f = screen.statusBar {
            let style: StatusBarStyle = switch scene.canvas.statusBar {
            case .black: .black
            case .blackTranslucent: .blackTranslucent
            default: .default
            }
            StatusBarView(style: style, time: scene.canvas.statusBarTime)
                .draw(in: Rect(f), typesetter: typesetter, on: canvas)
        }
    }
}

/// The content view of a mockup: the canvas background with the separators of a plain table's
/// 44-pt rows (#e0e0e0, the standard scene's row lines) when the background is light.
enum ContentPlaceholder {
    static let rowHeight = 44.0
    static let separator = Color(rgb: 0xe0e0e0)

    static func draw(in rect: Rect, background: Color, on canvas: Canvas) {
        guard rect.height > 0 else { return }
        let light = background.a == 255 && Int(background.r) + Int(background.g) + Int(background.b) > 3 * 230
        guard light else { return }
        var y = rect.minY + rowHeight - 1
        while y < rect.maxY {
            canvas.fill(Rect(x: 0, y: y, width: rect.width, height: 1), with: .solid(separator))
            y += rowHeight
        }
    }
}
