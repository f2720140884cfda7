import Chevron

/// A scene file read for a command that draws it several ways (`animate`, `flow`): parsed, its
/// images read at the scale it is drawn at.
struct SceneInput {
    var scene: Scene
    var images: SceneImages
    var scale: Int

    /// Reads and parses `path` (exit 66 when it cannot be read, 65 when it is bad); `scale`
    /// overrides the scene's own `canvas.scale` (without either, 1).
    init(_ path: String, scale: Int?) throws {
        scene = try SceneParser.parse(try FileIO.read(path, maxBytes: SceneLimits.maxFileBytes), file: path)
        self.scale = scale ?? scene.canvas.scale ?? 1
        images = try SceneImages(scene: scene, folder: FileIO.directory(of: path), scale: self.scale)
    }

    /// `<output-dir>/<scene name><suffix>[@Nx].png`.
    static func destination(of path: String, suffix: String, scale: Int, outputDir: String) -> String {
        var name = FileIO.baseName(of: path)
        for ext in [".yaml", ".yml", ".json"] where name.lowercased().hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
        }
        return "\(outputDir)/\(name)\(suffix)\(scale > 1 ? "@\(scale)x" : "").png"
    }
}
