import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting
import Widgets

/// The gallery of `chevron gallery`: every bar style and a set of tints × every widget, each as its
/// own image, and one contact sheet of them all. Bars are built from the navigation model and laid
/// out like any scene, so the gallery shows exactly what scenes draw.
package struct Gallery: Sendable {
    package struct Look: Sendable {
        package var name: String
        package var appearance: BarAppearance
    }

    package struct Entry: Sendable {
        /// `<look>/<widget>`.
        package var name: String
        /// What the cell shows, laid out like any scene.
        package var layout: SceneLayout
        /// Painted over stripes (a translucent bar shows what it lets through).
        package var striped: Bool
        package var bitmap: Bitmap
    }

    package static let looks: [Look] = [
        Look(name: "default", appearance: BarAppearance()),
        Look(name: "black", appearance: BarAppearance(barStyle: .black)),
        Look(name: "blackTranslucent", appearance: BarAppearance(barStyle: .blackTranslucent)),
        Look(name: "defaultTranslucent", appearance: BarAppearance(translucent: true)),
        Look(name: "tint-orange", appearance: BarAppearance(tintColor: RGBAColor(hex: "#ff8000"))),
        Look(name: "tint-green", appearance: BarAppearance(tintColor: RGBAColor(hex: "#3a8f3a"))),
        Look(name: "tint-red", appearance: BarAppearance(tintColor: RGBAColor(hex: "#8b1a1a"))),
        Look(name: "tint-purple", appearance: BarAppearance(tintColor: RGBAColor(hex: "#5b3a8f"))),
        Look(name: "tint-grey", appearance: BarAppearance(tintColor: RGBAColor(hex: "#5a5a5a"))),
    ]

    package static let widgets = ["navigation-bar", "prompt-bar", "toolbar", "buttons", "segmented-controls",
                                 "search-bar"]

    package let renderer: SceneRenderer
    package let scale: Int

    package init(renderer: SceneRenderer, scale: Int) {
        self.renderer = renderer
        self.scale = scale
    }

    var context: LayoutContext { LayoutContext(measurer: renderer.measurer) }
    var typesetter: Typesetter { renderer.typesetter }
    static let width = 320.0
    /// Content behind translucent bars, so that it shows through.
    static let backdrop = Color(rgb: 0xd9a441)

    /// Every widget in every look, in a fixed order.
    package func entries() throws -> [Entry] {
        var out: [Entry] = []
        for look in Self.looks {
            let a = look.appearance
            let cells: [(String, SceneLayout)] = [
                ("navigation-bar", try navigationBar(a, prompt: nil)),
                ("prompt-bar", try navigationBar(a, prompt: "Choose a photo to share")),
                ("toolbar", toolbar(a)),
                ("buttons", buttons(a)),
                ("segmented-controls", segmented(a)),
                ("search-bar", searchBar(a)),
            ]
            for (widget, layout) in cells {
                let striped = a.isTranslucent && widget != "segmented-controls"
                out.append(Entry(name: "\(look.name)/\(widget)", layout: layout, striped: striped,
                                 bitmap: try paint(layout, striped: striped)))
            }
        }
        return out
    }

    /// Paints a cell's layout on a transparent canvas; under a translucent bar, stripes show what it
    /// lets through.
    package func paint(_ layout: SceneLayout, striped: Bool) throws -> Bitmap {
        let c = try Canvas(width: layout.canvas.width, height: layout.canvas.height, scale: Double(scale),
                           background: .clear)
        if striped {
            for i in stride(from: 0.0, to: layout.canvas.width, by: 20) {
                c.fill(Rect(x: i, y: 0, width: 10, height: layout.canvas.height), with: .solid(Self.backdrop))
            }
        }
        try renderer.paint(layout, images: .none, on: c)
        return c.bitmap
    }

    func navigationBar(_ appearance: BarAppearance, prompt: String?) throws -> SceneLayout {
        let bar = try NavigationBar(entries: [
            .init(id: "albums", item: NavigationItem(title: "Albums")),
            .init(id: "photos", item: NavigationItem(title: "Summer 2009", prompt: prompt,
                                                     rightBarButtonItems: [.system(.edit)])),
        ], appearance: appearance)
        let scene = Scene(file: "gallery", canvas: SceneCanvas(),
                          root: .navigationBar(NavigationBarScene(initial: bar, bar: bar)))
        return SceneLayout(scene, context: context)
    }

    func toolbar(_ appearance: BarAppearance) -> SceneLayout {
        let sort = SegmentedControl(segments: [.title("Ascending"), .title("Descending")], selectedSegmentIndex: 0,
                                    style: .bar)
        let items: [BarButtonItem] = [.system(.action), .system(.flexibleSpace)]
            + (sort.map { [.segmentedControl($0)] } ?? []) + [.system(.flexibleSpace), .system(.trash)]
        let scene = Scene(file: "gallery", canvas: SceneCanvas(),
                          root: .toolbar(ToolbarScene(appearance: appearance, items: items)))
        return SceneLayout(scene, context: context)
    }

    /// A back button normal and pressed, bordered, done, pressed, disabled and glyph buttons, on an
    /// 88-pt bar: two rows, each item as wide as layout makes it, 6 pt apart.
    func buttons(_ appearance: BarAppearance) -> SceneLayout {
        let rows: [[(face: ItemFace, pressed: Bool, enabled: Bool)]] = [
            [(.backButton(title: "Back", image: nil), false, true), (.backButton(title: "Back", image: nil), true, true),
             (.button(title: "Edit", style: .bordered), false, true), (.button(title: "Done", style: .done), false, true)],
            [(.button(title: "Edit", style: .bordered), true, true), (.button(title: "Save", style: .done), false, false),
             (.glyphButton(.add, style: .bordered), false, true), (.glyphButton(.compose, style: .bordered), false, true),
             (.glyphButton(.search, style: .done), false, true)],
        ]
        var bar = NavigationBarLayout(ResolvedNavigationBar(), width: Self.width, context: context)
        bar.size.height = 88
        bar.left = rows.enumerated().flatMap { row, cells in
            var x = 5.0
            return cells.map { cell in
                let width = ItemSizing.width(of: cell.face, context: context)
                var item = ItemSizing.place(cell.face, x: x, width: width, rowTop: Double(row) * 44,
                                            isEnabled: cell.enabled, context: context)
                item.isHighlighted = cell.pressed
                x += width + 6
                return item
            }
        }
        var layout = SceneLayout(file: "gallery", canvas: Size(width: Self.width, height: 88))
        layout.navigationBar = SceneLayout.NavigationBarPart(
            resolved: ResolvedNavigationBar(), layout: bar, appearance: appearance,
            frame: Rect(x: 0, y: 0, width: Self.width, height: 88), alpha: 1)
        return layout
    }

    /// The four segmented control styles, for the look's tint: a bar-style control on a toolbar, the
    /// large ones below it.
    func segmented(_ appearance: BarAppearance) -> SceneLayout {
        let titles: [SegmentedControl.Segment] = [.title("Day"), .title("Week"), .title("Month")]
        let tint = appearance.tintColor
        // The bar-style control takes the bar's look; the large ones the look's tint.
        func control(_ style: SegmentedControlStyle, selected: Int, width: Double) -> SegmentedControl? {
            SegmentedControl(segments: titles, selectedSegmentIndex: selected, style: style,
                             tintColor: style == .bar ? nil : tint, width: width)
        }
        var layout = SceneLayout(file: "gallery", canvas: Size(width: Self.width, height: 44 + 52 + 52))
        let items: [BarButtonItem] = [.system(.flexibleSpace)]
            + (control(.bar, selected: 1, width: 200).map { [.segmentedControl($0)] } ?? []) + [.system(.flexibleSpace)]
        let toolbar = ToolbarLayout(items: items, width: Self.width, context: context)
        layout.toolbar = SceneLayout.ToolbarPart(
            resolved: ResolvedToolbar(items: items), layout: toolbar, appearance: appearance,
            frame: Rect(x: 0, y: 0, width: Self.width, height: 44), alpha: 1)
        let large: [(SegmentedControlStyle, Int, Rect)] = [
            (.plain, 0, Rect(x: 5, y: 48, width: 150, height: 44)),
            (.bordered, 2, Rect(x: 165, y: 48, width: 150, height: 44)),
            (.bezeled, 1, Rect(x: 60, y: 100, width: 200, height: 40)),
        ]
        layout.segmentedControls = large.compactMap { style, selected, frame in
            control(style, selected: selected, width: frame.width).map {
                SceneLayout.SegmentedControlPart($0, barAppearance: appearance, frame: frame)
            }
        }
        return layout
    }

    /// A search bar in use, in the look: typed text with its clear button, Cancel, and a scope bar
    /// below.
    func searchBar(_ look: BarAppearance) -> SceneLayout {
        var layout = SceneLayout(file: "gallery", canvas: Size(width: Self.width, height: 88))
        if let bar = SearchBar(text: "Apple", appearance: look, showsCancelButton: true,
                               scopeButtonTitles: ["All", "Name", "Company"], selectedScopeButtonIndex: 0) {
            layout.searchBar = SceneLayout.SearchBarPart(bar, at: (0, 0), width: Self.width, context: context)
        }
        return layout
    }

    /// All entries on one sheet: a row per look, labelled, the widgets side by side.
    package func contactSheet(_ entries: [Entry]) throws -> Bitmap {
        let s = Double(scale)
        let gap = 10.0, label = 18.0
        let columns = Self.widgets.count
        var rowHeights: [Double] = []
        for row in 0..<Self.looks.count {
            let cells = entries[(row * columns)..<min(entries.count, (row + 1) * columns)]
            rowHeights.append(cells.map { Double($0.bitmap.height) / s }.max() ?? 0)
        }
        let width = gap + Double(columns) * (Self.width + gap)
        let height = rowHeights.reduce(gap) { $0 + label + $1 + gap }
        let c = try Canvas(width: width, height: height, scale: s, background: Color(rgb: 0xf2f2f2))
        var y = gap
        for (row, look) in Self.looks.enumerated() {
            let run = typesetter.run(look.name, font: .bold(13))
            c.drawText(run, at: Point(gap, y + 13), color: Color(rgb: 0x333333))
            y += label
            for column in 0..<columns where row * columns + column < entries.count {
                let image = entries[row * columns + column].bitmap
                c.draw(image, at: Point(gap + Double(column) * (Self.width + gap), y))
            }
            y += rowHeights[row] + gap
        }
        return c.bitmap
    }
}
