import NavigationModel

extension SceneNode {
    static let contentKeys = ["image", "rows", "background"]

    /// `content: { image, rows, background }` of a view controller or the canvas.
    func contentView() throws(SceneError) -> ContentView {
        let map = try mapping(keys: SceneNode.contentKeys)
        return ContentView(image: try map["image"]?.imagePath(), rows: try map["rows"]?.bool(),
                           background: try map["background"]?.color())
    }
}
