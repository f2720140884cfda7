import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// A tab bar painted where `TabBarLayout` placed its items (docs/DESIGN.md §Tab bar): the black
/// glossy bar, the selected item's lighter rounded highlight, each icon — a system item's glyph or
/// an image used as a template (its alpha is the shape) — through a grey gradient, or the selected
/// one's glossy blue, the titles (bold 10) and the red badges.
public struct TabBarView: Sendable {
    public var layout: TabBarLayout
    public var images: ImageProvider

    public init(layout: TabBarLayout, images: ImageProvider = .none) {
        self.layout = layout
        self.images = images
    }

    // MARK: Colours (the grey and blue read off Apple's tab bar images; the bar chosen)

    /// The bar: a 1-row light line, a glossy upper half, black below.
    static let barRamp = RowRamp(segments: [
        .row(Color(rgb: 0x434343)),
        .ramp(count: 23, first: Color(rgb: 0x2e2e2e), last: Color(rgb: 0x1c1c1c)),
        .ramp(count: 25, first: Color(rgb: 0x0c0c0c), last: Color(rgb: 0x000000)),
    ])
    /// The bar at @2x, pixel row by pixel row (98 rows for 49 pt), measured on the Music
    /// screenshot's tab bar (retina-music-albums@2x.png rows 862–959, between the icons): a 1-pt
    /// dark line `#1c1c1c` on top, then `#565656` and `#444444` (a 1-pt highlight under it), an
    /// upper ramp `#303030` → `#141414` to pixel row 49 that bends a level low through the middle
    /// (`#212121` on row 26, `#202020` on row 27: two ramps, every row within a level of the phone's,
    /// where one straight ramp was a level light on 30 of its 46 rows), black below. The 1x rows
    /// above were chosen before any reference; they stay (no 1x screenshot of a tab bar) — at 1x, a
    /// light line on top.
    static let barPixels2x = RowRamp(segments: [
        .rows(count: 2, Color(rgb: 0x1c1c1c)),
        .row(Color(rgb: 0x565656)), .row(Color(rgb: 0x444444)),
        .ramp(count: 23, first: Color(rgb: 0x303030), last: Color(rgb: 0x212121)),
        .ramp(count: 23, first: Color(rgb: 0x202020), last: Color(rgb: 0x141414)),
        .rows(count: 48, Color(rgb: 0x000000)),
    ])
    static let highlight = Color.white.withAlpha(0.14)
    /// The highlight at @2x, measured on the Music screenshot's selected item (column 395, clear
    /// of its icon and title): every row of it is 37.1 + 0.798 × the bar's own (within half a
    /// level, rows 7–92) — a grey `#b8b8b8` at alpha 0.2 over the bar, not white, whose alpha 0.14
    /// made the upper half 2–3 levels lighter than the phone's. The 1x highlight was chosen before
    /// this reference and stays (no 1x screenshot of a tab bar).
    static let highlight2x = Color(rgb: 0xb8b8b8).withAlpha(0.2)
    static let highlightRadius = 3.0
    /// At @2x the highlight's outermost pixels — columns 388 and 507, rows 6 and 93 of the Music
    /// screenshot's bar — are 70 % of its inside, on every side: its edges lie 0.3 px (0.15 pt)
    /// inside the item's inset box, not on its pixel boundaries.
    static let highlightInset2x = 0.15
    /// An unselected icon: #a7a7a7 at its top to #575757 at its bottom.
    static let greyStops = [GradientStop(0, Color(rgb: 0xa7a7a7)), GradientStop(1, Color(rgb: 0x575757))]
    /// The selected icon: light blue to a gloss line at the middle, a deeper blue below it rising
    /// to cyan at the bottom.
    static let blueStops = [
        GradientStop(0, Color(rgb: 0xc4e3f8)), GradientStop(0.45, Color(rgb: 0x86b8ec)),
        GradientStop(0.47, Color(rgb: 0x2c8ce3)), GradientStop(1, Color(rgb: 0x5fdbfa)),
    ]
    /// The dark edge beside an icon.
    static let edge = Color.black.withAlpha(0.4)
    static let unselectedTitle = Color(rgb: 0x999999)
    static let selectedTitle = Color.white
    static let badgeRed = Color(rgb: 0xe0201e)

    /// Draws the bar with its top-left corner at `origin` (points).
    public func draw(at origin: Point, typesetter: Typesetter, on canvas: Canvas) {
        canvas.withState {
            canvas.translate(origin.x, origin.y)
            let h = layout.size.height
            // At @2x and up the measured pixel rows, spread over the bar's height (one a pixel at @2x).
            let ramp = canvas.scale >= 2 ? Self.barPixels2x : Self.barRamp
            canvas.fill(Rect(x: 0, y: 0, width: layout.size.width, height: h),
                        with: .linearGradient(ramp.gradient(top: 0, height: h)))
            if var box = layout.highlight {
                if canvas.scale >= 2 { box = box.insetBy(dx: Self.highlightInset2x, dy: Self.highlightInset2x) }
                canvas.fill(Path.roundedRect(box, radius: Self.highlightRadius),
                            with: .solid(canvas.scale >= 2 ? Self.highlight2x : Self.highlight))
            }
            for item in layout.items { draw(item, typesetter: typesetter, on: canvas) }
        }
    }

    func draw(_ item: TabBarLayout.Item, typesetter: Typesetter, on canvas: Canvas) {
        let stops = item.isSelected ? Self.blueStops : Self.greyStops
        let icon = item.icon
        guard let gradient = LinearGradient(start: Point(0, icon.minY), end: Point(0, icon.maxY), stops: stops) else {
            return
        }
        switch item.item.kind {
        case .system(let system):
            let layers = TabBarGlyphs.layers(system, in: icon)
            // A dark edge: above the grey icons (engraved), below the blue one (raised); a part
            // that is partly transparent has its edge as transparent.
            let edge = LinearGradient.vertical(from: Self.edge, to: Self.edge, y0: icon.minY, y1: icon.maxY)
            canvas.withState {
                canvas.translate(0, item.isSelected ? 1 : -1)
                for layer in layers { canvas.fill(layer.path, with: layer.paint(edge)) }
            }
            for layer in layers { canvas.fill(layer.path, with: layer.paint(gradient)) }
        case .custom(_, let image):
            guard let image, let bitmap = images.bitmap(image) else { break }
            // The image's own size (loaded at the canvas's scale), centred on the icon area, its
            // alpha the shape.
            let w = Double(bitmap.width) / canvas.scale, hgt = Double(bitmap.height) / canvas.scale
            let box = Rect(x: (icon.midX - w / 2).rounded(), y: (icon.midY - hgt / 2).rounded(), width: w, height: hgt)
            canvas.draw(Self.template(bitmap, gradient: stops), in: box)
        }
        if let title = item.title {
            // At @2x and up the retina phone's Helvetica Neue (`RetinaFont`): a narrower run, centred
            // again on the item as layout centres the 1x one (at the nearest whole point).
            let run = RetinaFont.run(title.text, font: Font(title.font), scale: canvas.scale, typesetter: typesetter)
            let x = canvas.scale >= 2 ? (item.frame.midX - run.width / 2).rounded() : title.frame.x
            canvas.drawText(run, at: Point(x, title.baseline),
                            color: item.isSelected ? Self.selectedTitle : Self.unselectedTitle, shadow: nil)
        }
        if let badge = item.badge, let text = item.badgeText {
            canvas.fill(Path.roundedRect(badge.insetBy(dx: -1, dy: -1), radius: (badge.height + 2) / 2),
                        with: .solid(.white))
            canvas.fill(Path.roundedRect(badge, radius: badge.height / 2), with: .solid(Self.badgeRed))
            let run = typesetter.run(text.text, font: Font(text.font))
            canvas.drawText(run, at: Point(text.frame.x, text.baseline), color: .white, shadow: nil)
        }
    }

    /// `image` as a template: every pixel the gradient's colour for its row, at the pixel's alpha.
    static func template(_ image: Bitmap, gradient stops: [GradientStop]) -> Bitmap {
        var out = image
        let top = stops.first?.color ?? .white, bottom = stops.last?.color ?? .white
        for y in 0..<image.height {
            let t = image.height > 1 ? Double(y) / Double(image.height - 1) : 0
            let c = RowRamp.mix(top, bottom, t)
            for x in 0..<image.width {
                let a = image[x, y].a
                out[x, y] = c.withAlpha(Double(a) / 255 * Double(c.a) / 255).premultiplied
            }
        }
        return out
    }
}
