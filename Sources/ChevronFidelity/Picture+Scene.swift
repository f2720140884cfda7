import Chevron

extension Picture {
    /// A scene file's text drawn whole by the project's own renderer, as `chevron render` draws it
    /// (`file` names it in messages; images are looked up beside the working folder).
    init(scene: String, file: String, typesetter: Typesetter) throws {
        let renderer = SceneRenderer(typesetter: typesetter)
        self.init(try renderer.render(sceneBytes: Array(scene.utf8), file: file, folder: ".").bitmap)
    }
}
