import Scene
import SceneFile

/// A scene file loaded the one way every command loads it: read whole (with the scene size limit),
/// parsed (its operations applied once, by the parser), and its images read at the scale it is
/// drawn at. `render`, `resolve`, `animate` and `flow` all start here.
public struct LoadedScene: Sendable {
    public var scene: Scene
    public var images: SceneImages
    /// Pixels per point: the caller's, else the scene's own `canvas.scale`, else 1.
    public var scale: Int

    /// Parses scene text; its images are read relative to `folder`.
    /// - Parameter scale: overrides the scene's own `canvas.scale`; without either, 1.
    /// - Throws: a `SceneError` when the scene is bad, a `SceneImageError` for an image it names.
    public init(bytes: [UInt8], file: String, folder: String, scale: Int? = nil) throws {
        scene = try SceneParser.parse(bytes, file: file)
        self.scale = scale ?? scene.canvas.scale ?? 1
        images = try SceneImages(scene: scene, folder: folder, scale: self.scale)
    }

    /// Reads, parses and loads the scene file at `path`: a `FileReadError` when it cannot be read,
    /// then as `init(bytes:file:folder:scale:)`.
    public init(path: String, scale: Int? = nil) throws {
        try self.init(bytes: try FileReading.read(path, maxBytes: SceneLimits.maxFileBytes), file: path,
                      folder: FileReading.directory(of: path), scale: scale)
    }
}
