import ChevronSupport
import Geometry
import Layout
import NavigationModel
import Raster
import Scene
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
        return LayoutContext(measurer: measurer, images: sizer, orientation: scene.canvas.orientation,
                             systemVersion: scene.systemVersion)
    }

    /// The scene laid out: every frame, label, state and warning, as every command reads it. A
    /// character no font has (drawn as the missing-glyph box) is a warning naming it.
    public func layout(_ scene: Scene, images: SceneImages? = nil) -> SceneLayout {
        var context = context(scene, images: images)
        let missing = Locked<[Unicode.Scalar]>([])
        context.measurer = SceneRenderer.measurer(typesetter, recordingInto: missing, joined: context.measurer.joined)
        var layout = SceneLayout(scene, context: context)
        for scalar in missing.withLock({ $0 }) {
            layout.diagnostics.append(Diagnostic(
                .warning, code: .textMissingCharacter,
                "no font has \(SceneRenderer.name(scalar)): it is drawn as a box; "
                    + "install a font that has it, or name its folder with --font-dir",
                file: scene.file))
        }
        return layout
    }

    /// The typesetter's measurer, recording the characters no font has into `missing`, each once, in
    /// the order met; a fork records into a list of its own, appended to `missing` when it joins.
    static func measurer(_ typesetter: Typesetter, recordingInto missing: Locked<[Unicode.Scalar]>,
                         joined: @escaping @Sendable (String, FontSpec) -> [Int]) -> TextMeasurer {
        TextMeasurer(
            width: { text, font in
                let (width, lacking) = typesetter.measured(text, font: Font(font))
                if !lacking.isEmpty { record(lacking, into: missing) }
                return width
            },
            joined: joined,
            fork: {
                let own = Locked<[Unicode.Scalar]>([])
                return (measurer(typesetter, recordingInto: own, joined: joined), {
                    record(own.withLock { $0 }, into: missing)
                })
            })
    }

    /// Appends to `missing` each of `scalars` it does not hold yet, in order.
    private static func record(_ scalars: [Unicode.Scalar], into missing: Locked<[Unicode.Scalar]>) {
        missing.withLock { list in
            for scalar in scalars where !list.contains(scalar) { list.append(scalar) }
        }
    }

    /// `U+4E00 (一)`.
    static func name(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "U+\(hex) (\(Character(scalar)))"
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

    /// Paints a laid-out scene on `canvas`: exactly its frames, nothing sized or placed again. It
    /// walks the layout's nodes back to front, each painted by its kind's `PaintedPart`, then its
    /// group nodes (whole screens moved as one during a present or a dismiss: `GroupPainter`).
    public func paint(_ layout: SceneLayout, images: ImageProvider, on canvas: Canvas) throws {
        let painter = PartPainter(typesetter: typesetter, images: images, canvas: canvas)
        for node in layout.nodes {
            guard let part = node.part as? any PaintedPart else {
                preconditionFailure("\(node.kind.name) has no painter: conform it to PaintedPart")
            }
            try part.paint(with: painter)
        }
        for group in layout.groups {
            try GroupPainter.paint(group, on: canvas) { inner, on in try paint(inner, images: images, on: on) }
        }
    }
}
