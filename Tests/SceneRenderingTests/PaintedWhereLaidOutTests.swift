import Chevron
import Foundation
import Testing

/// What `render` paints is where the scene's layout (the one `resolve` reports) says: every example
/// scene and every gallery cell, at @1x, @2x and @3x. An item's painted extent is the box of the
/// pixels that change when the item alone is faded out (its opacity set to 0): for an item with art
/// (a back button, a bordered or done button, a segmented control) and for a whole bar it is exactly
/// the item's frame; for one without art (a title, a plain glyph, word or image) it lies inside it,
/// and a button's label (the pixels that change when its text is taken away) lies inside the label
/// frame layout gave it.
struct PaintedWhereLaidOutTests {
    /// A box of pixels, inclusive of `minX`/`minY`, exclusive of `maxX`/`maxY`.
    struct PixelBox: Equatable, CustomStringConvertible {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        var description: String { "[\(minX)..<\(maxX)] x [\(minY)..<\(maxY)]" }

        init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        /// A frame in points at `scale`, clipped to the canvas (a frame is whole points, so exact).
        init(_ f: Rect, scale: Int, canvas: Bitmap) {
            let s = Double(scale)
            minX = max(0, Int((f.minX * s).rounded(.down)))
            minY = max(0, Int((f.minY * s).rounded(.down)))
            maxX = min(canvas.width, Int((f.maxX * s).rounded(.up)))
            maxY = min(canvas.height, Int((f.maxY * s).rounded(.up)))
        }

        func contains(_ other: PixelBox) -> Bool {
            other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
        }
    }

    /// One thing the layout placed, and the same layout without it.
    struct Part {
        var name: String
        var frame: Rect
        var hasArt: Bool
        var without: SceneLayout
    }

    /// Where an item may paint: its frame; for a custom view holding a button or a slider, a
    /// point more (their art casts a shadow a point past the frame UIKit gives them, as
    /// `ViewTreeInkTests` allows).
    static func inkFrame(_ item: LaidOutBarItem) -> Rect {
        var shadowed = false
        item.view?.walk { node, _, _, _ in shadowed = shadowed || ["button", "slider"].contains(node.className) }
        return shadowed ? Rect(x: item.frame.x - 1, y: item.frame.y - 1, width: item.frame.width + 2,
                               height: item.frame.height + 2) : item.frame
    }

    static func parts(of layout: SceneLayout) -> [Part] {
        var out: [Part] = []
        func hasArt(_ face: ItemFace) -> Bool {
            switch face {
            case .backButton, .button, .glyphButton, .imageButton, .segmentedControl: return true
            case .plainTitle, .plainGlyph, .plainImage, .label, .view, .flexibleSpace, .fixedSpace: return false
            }
        }
        if let bar = layout.navigationBar, let frame = bar.frame {
            var without = layout
            without.navigationBar?.alpha = 0
            out.append(Part(name: "navigation bar", frame: frame, hasArt: true, without: without))
            for i in bar.layout.left.indices {
                var l = layout
                l.navigationBar?.layout.left[i].alpha = 0
                let item = bar.layout.left[i]
                out.append(Part(name: "left[\(i)]", frame: SceneLayout.canvasFrame(inkFrame(item), in: frame),
                                hasArt: hasArt(item.face), without: l))
                if let label = item.label, !label.text.isEmpty {
                    var l = layout
                    l.navigationBar?.layout.left[i].label?.text = ""
                    out.append(Part(name: "left[\(i)] label", frame: SceneLayout.canvasFrame(label.frame, in: frame),
                                    hasArt: false, without: l))
                }
            }
            for i in bar.layout.right.indices {
                var l = layout
                l.navigationBar?.layout.right[i].alpha = 0
                let item = bar.layout.right[i]
                out.append(Part(name: "right[\(i)]", frame: SceneLayout.canvasFrame(inkFrame(item), in: frame),
                                hasArt: hasArt(item.face), without: l))
                if let label = item.label, !label.text.isEmpty {
                    var l = layout
                    l.navigationBar?.layout.right[i].label?.text = ""
                    out.append(Part(name: "right[\(i)] label", frame: SceneLayout.canvasFrame(label.frame, in: frame),
                                    hasArt: false, without: l))
                }
            }
            if let center = bar.layout.center {
                var l = layout
                l.navigationBar?.layout.center?.alpha = 0
                let art: Bool = if case .view(let item) = center, case .segmentedControl = item.face { true } else { false }
                let placed: Rect = if case .view(let item) = center { inkFrame(item) } else { center.frame }
                out.append(Part(name: "center", frame: SceneLayout.canvasFrame(placed, in: frame), hasArt: art,
                                without: l))
            }
        }
        if let toolbar = layout.toolbar, let frame = toolbar.frame {
            var without = layout
            without.toolbar?.alpha = 0
            out.append(Part(name: "toolbar", frame: frame, hasArt: true, without: without))
            for (i, item) in toolbar.layout.items.enumerated() where item.face != .flexibleSpace && item.face != .fixedSpace {
                var l = layout
                l.toolbar?.layout.items[i].alpha = 0
                out.append(Part(name: "toolbar item[\(i)]", frame: SceneLayout.canvasFrame(inkFrame(item), in: frame),
                                hasArt: hasArt(item.face), without: l))
                if let label = item.label, !label.text.isEmpty {
                    var l = layout
                    l.toolbar?.layout.items[i].label?.text = ""
                    out.append(Part(name: "toolbar item[\(i)] label", frame: SceneLayout.canvasFrame(label.frame, in: frame),
                                    hasArt: false, without: l))
                }
            }
        }
        for (i, control) in layout.segmentedControls.enumerated() {
            var l = layout
            l.segmentedControls.remove(at: i)
            out.append(Part(name: "segmented control \(i)", frame: control.frame, hasArt: true, without: l))
        }
        if let tab = layout.tabBar, let frame = tab.frame {
            var without = layout
            without.tabBar = nil
            out.append(Part(name: "tab bar", frame: frame, hasArt: true, without: without))
        }
        if let search = layout.searchBar {
            var without = layout
            without.searchBar = nil
            out.append(Part(name: "search bar", frame: search.frame, hasArt: true, without: without))
            if let cancel = search.layout.cancelButton {
                var l = layout
                l.searchBar?.layout.cancelButton = nil
                out.append(Part(name: "search cancel", frame: SceneLayout.canvasFrame(cancel.frame, in: search.frame),
                                hasArt: true, without: l))
            }
            if let scope = search.layout.scopeFrame {
                var l = layout
                l.searchBar?.layout.scopeBar = nil
                out.append(Part(name: "search scope bar", frame: SceneLayout.canvasFrame(scope, in: search.frame),
                                hasArt: true, without: l))
            }
            if let text = search.layout.text {
                var l = layout
                l.searchBar?.layout.text = nil
                out.append(Part(name: "search text", frame: SceneLayout.canvasFrame(text.frame, in: search.frame),
                                hasArt: false, without: l))
            }
            if let clear = search.layout.clearButton {
                var l = layout
                l.searchBar?.layout.clearButton = nil
                out.append(Part(name: "search clear button", frame: SceneLayout.canvasFrame(clear, in: search.frame),
                                hasArt: false, without: l))
            }
        }
        // A table's rows: everything a row draws (its selection, texts, image, accessory, controls)
        // lies inside the row's frame (rows wholly on the canvas: the last may show only its top).
        if let table = layout.table {
            for (i, row) in table.rows.enumerated() where row.frame.maxY <= layout.canvas.height {
                var l = layout
                l.table?.rows.remove(at: i)
                out.append(Part(name: "table row \(row.section).\(row.index)", frame: row.frame, hasArt: false, without: l))
            }
        }
        if let back = layout.backButton {
            var l = layout
            l.backButton?.item.alpha = 0
            out.append(Part(name: "back button", frame: back.item.frame, hasArt: true, without: l))
        }
        if let keyboard = layout.keyboard {
            var l = layout
            l.keyboard = nil
            out.append(Part(name: "keyboard", frame: keyboard.frame, hasArt: true, without: l))
        }
        return out
    }

    /// The box of the pixels that differ between `a` and `b`.
    static func changed(_ a: Bitmap, _ b: Bitmap) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * b.width + x] {
                if var bx = box {
                    bx.minX = min(bx.minX, x); bx.maxX = max(bx.maxX, x + 1)
                    bx.minY = min(bx.minY, y); bx.maxY = max(bx.maxY, y + 1)
                    box = bx
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                }
            }
        }
        return box
    }

    static func check(_ layout: SceneLayout, name: String, scale: Int,
                      paint: (SceneLayout) throws -> Bitmap) throws {
        // Over a window of a colour no part is drawn in, so that a bar's black edge row over the
        // black window still counts as painted.
        var layout = layout
        layout.background = RGBAColor(r: 255, g: 0, b: 255)
        // And a content of that colour: a black translucent bar's edge over a black content (the
        // iPod's Now Playing) still counts as painted.
        layout.content?.fill = RGBAColor(r: 255, g: 0, b: 255)
        let full = try paint(layout)
        // An action sheet or alert dims the whole canvas and covers what is under it (a sheet its
        // toolbar): it paints every pixel of the canvas, and the parts under it are checked
        // without it.
        if layout.actionSheet != nil || layout.alert != nil {
            var under = layout
            under.actionSheet = nil
            under.alert = nil
            let painted = changed(full, try paint(under))
            let canvas = Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
            #expect(painted == PixelBox(canvas, scale: scale, canvas: full), "\(name) @\(scale)x: the sheet or alert")
            try check(under, name: name, scale: scale, paint: paint)
            return
        }
        // The keyboard covers the bottom of the window (a tab bar, a toolbar): it paints exactly its
        // frame, and the parts under it are checked without it.
        if let keyboard = layout.keyboard {
            var under = layout
            under.keyboard = nil
            let painted = changed(full, try paint(under))
            #expect(painted == PixelBox(keyboard.frame, scale: scale, canvas: full), "\(name) @\(scale)x: the keyboard")
            try check(under, name: name, scale: scale, paint: paint)
            return
        }
        for part in parts(of: layout) {
            let painted = changed(full, try paint(part.without))
            let expected = PixelBox(part.frame, scale: scale, canvas: full)
            guard let painted else {
                Issue.record("\(name) @\(scale)x \(part.name): nothing painted in \(part.frame)")
                continue
            }
            if part.hasArt {
                #expect(painted == expected, "\(name) @\(scale)x \(part.name): painted \(painted), laid out \(expected)")
            } else {
                #expect(expected.contains(painted),
                        "\(name) @\(scale)x \(part.name): painted \(painted), outside \(expected)")
            }
        }
    }

    static let folder = ExampleSceneTests.folder

    @Test("example scenes", arguments: ExampleSceneTests.scenes)
    func exampleScene(name: String) throws {
        let renderer = try SceneRenderer.bundled()
        let path = Self.folder.appendingPathComponent(name).path
        let scene = try SceneParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: name)
        for scale in [1, 2, 3] {
            let images = try SceneImages(paths: scene.imagePaths, folder: Self.folder.path, scale: scale)
            let layout = renderer.layout(scene, images: images)
            #expect(!Self.parts(of: layout).isEmpty, "\(name)")
            try Self.check(layout, name: name, scale: scale) {
                try renderer.render($0, scale: scale, images: images.provider)
            }
        }
    }

    @Test("table scenes", arguments: TableGoldenTests.scenes.indices)
    func tableScene(index: Int) throws {
        let renderer = try SceneRenderer.bundled()
        let (name, yaml) = TableGoldenTests.scenes[index]
        let scene = try SceneParser.parse(Array(yaml.utf8), file: name)
        for scale in [1, 2, 3] {
            let images = try SceneImages(paths: scene.imagePaths, folder: TableGoldenTests.folder, scale: scale)
            let layout = renderer.layout(scene, images: images)
            #expect(Self.parts(of: layout).contains { $0.name.hasPrefix("table row") }, "\(name)")
            try Self.check(layout, name: name, scale: scale) {
                try renderer.render($0, scale: scale, images: images.provider)
            }
        }
    }

    @Test("gallery cells", arguments: [1, 2, 3])
    func galleryCells(scale: Int) throws {
        let gallery = Gallery(renderer: try SceneRenderer.bundled(), scale: scale)
        for entry in try gallery.entries() + gallery.tableEntries() {
            try Self.check(entry.layout, name: entry.name, scale: scale) {
                try gallery.paint($0, striped: entry.striped)
            }
        }
    }

    @Test("landscape scenes", arguments: LandscapeScenes.names)
    func landscapeScene(name: String) throws {
        let renderer = try SceneRenderer.bundled()
        let yaml = try #require(LandscapeScenes.all.first { $0.name == name }).yaml
        let scene = try SceneParser.parse(Array(yaml.utf8), file: "landscape.yaml")
        let layout = renderer.layout(scene)
        #expect(layout.diagnostics.isEmpty, "\(name): \(layout.diagnostics)")
        for scale in [1, 2, 3] {
            try Self.check(layout, name: name, scale: scale) { try renderer.render($0, scale: scale, images: .none) }
        }
    }
}

/// Landscape scenes (32-pt bars, 24-pt buttons) for the same check: segmented controls in a title
/// view, as a right item and in a toolbar, glyph items, a back button and titled buttons.
enum LandscapeScenes {
    static let all: [(name: String, yaml: String)] = [
        ("segmented title view and right item", """
        canvas: { orientation: landscape }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { title: Mail }
            - title: Inbox
              navigationItem:
                titleView: { segmentedControl: { items: [Day, Week, Month], selectedSegmentIndex: 1, segmentedControlStyle: bar } }
                rightBarButtonItem: { customView: { segmentedControl: { items: [Up, Down], segmentedControlStyle: bar } } }
              toolbarItems:
                - { systemItem: refresh }
                - { systemItem: flexibleSpace }
                - customView: { segmentedControl: { items: [Ascending, Descending], selectedSegmentIndex: 0, segmentedControlStyle: bar } }
                - { systemItem: flexibleSpace }
                - { systemItem: compose }
        """),
        ("glyphs and buttons", """
        canvas: { orientation: landscape }
        navigationController:
          toolbarHidden: false
          viewControllers:
            - { title: Photos }
            - title: Album
              navigationItem:
                rightBarButtonItem: { systemItem: action }
              toolbarItems:
                - { systemItem: trash }
                - { systemItem: flexibleSpace }
                - { systemItem: play }
                - { systemItem: flexibleSpace }
                - { title: Edit, style: bordered }
        """),
    ]
    static let names = all.map { $0.name }
}
