import BarLayout
import Geometry
import NavigationModel
import Raster
import Typesetting
import Widgets

/// The gallery of `chevron gallery`: every bar style and a set of tints × every widget, each as its
/// own image, and one contact sheet of them all. Bars are built from the navigation model and laid
/// out like any scene, so the gallery shows exactly what scenes draw.
public struct Gallery: Sendable {
    public struct Look: Sendable {
        public var name: String
        public var appearance: BarAppearance
    }

    public struct Entry: Sendable {
        /// `<look>/<widget>`.
        public var name: String
        public var bitmap: Bitmap
    }

    public static let looks: [Look] = [
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

    public static let widgets = ["navigation-bar", "prompt-bar", "toolbar", "buttons", "segmented-controls"]

    public let renderer: SceneRenderer
    public let scale: Int

    public init(renderer: SceneRenderer, scale: Int) {
        self.renderer = renderer
        self.scale = scale
    }

    var context: LayoutContext { LayoutContext(measurer: renderer.measurer) }
    var typesetter: Typesetter { renderer.typesetter }
    static let width = 320.0
    /// Content behind translucent bars, so that it shows through.
    static let backdrop = Color(rgb: 0xd9a441)

    /// Every widget in every look, in a fixed order.
    public func entries() throws -> [Entry] {
        var out: [Entry] = []
        for look in Self.looks {
            out.append(Entry(name: "\(look.name)/navigation-bar", bitmap: try navigationBar(look.appearance, prompt: nil)))
            out.append(Entry(name: "\(look.name)/prompt-bar",
                             bitmap: try navigationBar(look.appearance, prompt: "Choose a photo to share")))
            out.append(Entry(name: "\(look.name)/toolbar", bitmap: try toolbar(look.appearance)))
            out.append(Entry(name: "\(look.name)/buttons", bitmap: try buttons(look.appearance)))
            out.append(Entry(name: "\(look.name)/segmented-controls", bitmap: try segmented(look.appearance)))
        }
        return out
    }

    func canvas(height: Double, translucent: Bool) throws -> Canvas {
        let c = try Canvas(width: Self.width, height: height, scale: Double(scale), background: .clear)
        if translucent {
            // Stripes under a translucent bar show what it lets through.
            for i in stride(from: 0.0, to: Self.width, by: 20) {
                c.fill(Rect(x: i, y: 0, width: 10, height: height), with: .solid(Self.backdrop))
            }
        }
        return c
    }

    func navigationBar(_ appearance: BarAppearance, prompt: String?) throws -> Bitmap {
        let bar = try NavigationBar(entries: [
            .init(id: "albums", item: NavigationItem(title: "Albums")),
            .init(id: "photos", item: NavigationItem(title: "Summer 2009", prompt: prompt,
                                                     rightBarButtonItems: [.system(.edit)])),
        ], appearance: appearance)
        let layout = NavigationBarLayout(bar.resolved, width: Self.width, context: context)
        let c = try canvas(height: layout.size.height, translucent: appearance.isTranslucent)
        try BarPainter.draw(BarContent(layout, look: BarLook(appearance)), at: .zero, typesetter: typesetter, on: c)
        return c.bitmap
    }

    func toolbar(_ appearance: BarAppearance) throws -> Bitmap {
        let sort = SegmentedControl(segments: [.title("Ascending"), .title("Descending")], selectedSegmentIndex: 0,
                                    style: .bar)
        let items: [BarButtonItem] = [.system(.action), .system(.flexibleSpace)]
            + (sort.map { [.segmentedControl($0)] } ?? []) + [.system(.flexibleSpace), .system(.trash)]
        let layout = ToolbarLayout(items: items, width: Self.width, context: context)
        let c = try canvas(height: layout.size.height, translucent: appearance.isTranslucent)
        try BarPainter.draw(BarContent(layout, look: BarLook(appearance)), at: .zero, typesetter: typesetter, on: c)
        return c.bitmap
    }

    /// A back button normal and pressed, bordered, done, pressed, disabled and glyph buttons, on a bar.
    func buttons(_ appearance: BarAppearance) throws -> Bitmap {
        let look = BarLook(appearance)
        let c = try canvas(height: 88, translucent: appearance.isTranslucent)
        var items: [BarContent.Placed] = []
        var x = 5.0
        func add(_ item: BarContent.Item, width: Double, row: Double, pressed: Bool = false, enabled: Bool = true) {
            items.append(.init(item, frame: Rect(x: x, y: row * 44 + 7, width: width, height: 30), enabled: enabled,
                               pressed: pressed))
            x += width + 6
        }
        let back = BackButton.width(for: "Back", typesetter: typesetter)
        add(.backButton(title: "Back"), width: back, row: 0)
        add(.backButton(title: "Back"), width: back, row: 0, pressed: true)
        add(.button(title: "Edit", role: .bordered), width: BorderedButton.width(for: "Edit", typesetter: typesetter), row: 0)
        add(.button(title: "Done", role: .done), width: BorderedButton.width(for: "Done", typesetter: typesetter), row: 0)
        x = 5
        add(.button(title: "Edit", role: .bordered), width: BorderedButton.width(for: "Edit", typesetter: typesetter),
            row: 1, pressed: true)
        add(.button(title: "Save", role: .done), width: BorderedButton.width(for: "Save", typesetter: typesetter),
            row: 1, enabled: false)
        add(.iconButton(.add, role: .bordered), width: 40, row: 1)
        add(.iconButton(.compose, role: .bordered), width: 40, row: 1)
        add(.iconButton(.search, role: .done), width: 40, row: 1)
        let content = BarContent(kind: .navigationBar, look: look, size: Size(width: Self.width, height: 88), items: items)
        try BarPainter.draw(content, at: .zero, typesetter: typesetter, on: c)
        return c.bitmap
    }

    /// The four segmented control styles, for the look's tint.
    func segmented(_ appearance: BarAppearance) throws -> Bitmap {
        let look = BarLook(appearance)
        let c = try canvas(height: 44 + 52 + 52, translucent: false)
        BarBackground.draw(look, kind: .toolbar, in: Rect(x: 0, y: 0, width: Self.width, height: 44), on: c)
        let titles: [SegmentedControlView.Segment] = [.init(.title("Day")), .init(.title("Week")), .init(.title("Month"))]
        SegmentedControlView(segments: titles, style: .bar, selectedIndex: 1)
            .draw(in: Rect(x: 60, y: 7, width: 200, height: 30), look: look, typesetter: typesetter, on: c)
        let tint = look.tint
        SegmentedControlView(segments: titles, style: .plain, selectedIndex: 0, tint: tint)
            .draw(in: Rect(x: 5, y: 48, width: 150, height: 44), look: look, typesetter: typesetter, on: c)
        SegmentedControlView(segments: titles, style: .bordered, selectedIndex: 2, tint: tint)
            .draw(in: Rect(x: 165, y: 48, width: 150, height: 44), look: look, typesetter: typesetter, on: c)
        SegmentedControlView(segments: titles, style: .bezeled, selectedIndex: 1, tint: tint)
            .draw(in: Rect(x: 60, y: 100, width: 200, height: 40), look: look, typesetter: typesetter, on: c)
        return c.bitmap
    }

    /// All entries on one sheet: a row per look, labelled, the widgets side by side.
    public func contactSheet(_ entries: [Entry]) throws -> Bitmap {
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
