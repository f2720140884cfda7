import Raster
import RasterPNG
import Scene
import Typesetting

/// A scene file rendered: the layout painted, the pixels, the scale they were drawn at.
public struct RenderedScene: Sendable {
    public var scene: Scene
    public var layout: SceneLayout
    public var bitmap: Bitmap
    public var scale: Int

    /// The layout's warnings (operations UIKit would ignore, what does not fit), as `resolve` lists them.
    public var diagnostics: [Diagnostic] { layout.diagnostics }
}

extension SceneRenderer {
    /// Parses scene text and renders it; images are read relative to `folder`.
    /// - Parameter scale: overrides the scene's own `canvas.scale`; without either, 1.
    public func render(sceneBytes bytes: [UInt8], file: String, folder: String, scale: Int? = nil) throws -> RenderedScene {
        try render(try LoadedScene(bytes: bytes, file: file, folder: folder, scale: scale))
    }

    /// Reads, parses and renders a scene file: a `FileReadError` when it cannot be read, a
    /// `SceneError` when it is bad, a `SceneImageError` for an image it names.
    public func render(sceneFile path: String, scale: Int? = nil) throws -> RenderedScene {
        try render(try LoadedScene(path: path, scale: scale))
    }

    /// Lays out and paints a loaded scene at its scale.
    public func render(_ loaded: LoadedScene) throws -> RenderedScene {
        let layout = self.layout(loaded.scene, images: loaded.images)
        return RenderedScene(scene: loaded.scene, layout: layout,
                             bitmap: try render(layout, scale: loaded.scale, images: loaded.images.provider),
                             scale: loaded.scale)
    }
}

extension SceneRenderer {
    /// The renderer over the bundled fonts.
    public static func bundled() throws -> SceneRenderer {
        SceneRenderer(typesetter: try Typesetter.bundled())
    }
}
