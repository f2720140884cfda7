import Chevron
@_exported import GoldenTesting

/// A parsed scene renders itself for a golden at its own `canvas.scale` (1 when it has none), with
/// images read relative to its file.
extension Scene: GoldenRenderable {
    public func goldenBitmap() throws -> Bitmap {
        let renderer = try SceneRenderer.bundled()
        let scale = canvas.scale ?? 1
        let images = try SceneImages(scene: self, folder: FileReading.directory(of: file), scale: scale)
        return try renderer.render(self, scale: scale, images: images)
    }
}

/// A scene file to render for a golden:
/// `assertGolden(SceneFileImage("Assets/Scenes/photos.yaml", scale: 2), named: "photos@2x")`.
public struct SceneFileImage: GoldenRenderable, Sendable {
    public var path: String
    /// Overrides the scene's `canvas.scale`.
    public var scale: Int?

    public init(_ path: String, scale: Int? = nil) {
        self.path = path
        self.scale = scale
    }

    public func goldenBitmap() throws -> Bitmap {
        try SceneRenderer.bundled().render(sceneFile: path, scale: scale).bitmap
    }
}

/// One instant of a scene file's last transition (push, pop…) for a golden, as `chevron animate
/// --at` draws it: `assertGolden(TransitionStill("Assets/Scenes/settings-push.yaml", at: 0.1,
/// scale: 2), named: "push-at-0.1@2x")`.
public struct TransitionStill: GoldenRenderable, Sendable {
    public var path: String
    /// Seconds into the 0.35-s transition.
    public var seconds: Double
    /// Overrides the scene's `canvas.scale`.
    public var scale: Int?

    public init(_ path: String, at seconds: Double, scale: Int? = nil) {
        self.path = path
        self.seconds = seconds
        self.scale = scale
    }

    public func goldenBitmap() throws -> Bitmap {
        let scene = try SceneParser.parse(try FileReading.read(path, maxBytes: SceneLimits.maxFileBytes), file: path)
        let s = scale ?? scene.canvas.scale ?? 1
        let images = try SceneImages(scene: scene, folder: FileReading.directory(of: path), scale: s)
        return try SceneRenderer.bundled().still(scene, at: seconds, scale: s, images: images)
    }
}
