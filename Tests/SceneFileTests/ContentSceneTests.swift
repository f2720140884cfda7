import NavigationModel
import Scene
import Testing
@testable import SceneFile

/// `content: { image, rows, background }` of a view controller and of the canvas.
struct ContentSceneTests {
    @Test func contentIsRead() throws {
        let scene = try SceneParser.parse("""
            canvas: { content: { rows: false } }
            navigationController:
              viewControllers:
                - { title: A, wantsFullScreenLayout: true, content: { image: p.png, background: "#000" } }
            """, file: "s.yaml")
        #expect(scene.canvas.content == ContentView(rows: false))
        guard case .navigationController(let nc) = scene.root else { Issue.record("root"); return }
        #expect(nc.controller.topViewController.content == ContentView(image: "p.png", background: RGBAColor(r: 0, g: 0, b: 0)))
        #expect(nc.controller.topViewController.wantsFullScreenLayout)
    }

    static let cases: [(yaml: String, message: String)] = [
        ("navigationController: { viewControllers: [ { title: A, content: { imgae: p.png } } ] }",
         "s.yaml:1:67: error at navigationController.viewControllers[0].content: unknown key `imgae` — did you mean `image`?"),
        ("navigationController: { viewControllers: [ { title: A, content: { rows: 3 } } ] }",
         "s.yaml:1:73: error at navigationController.viewControllers[0].content.rows: expected true or false, found the number 3"),
        ("navigationController: { viewControllers: [ { title: A, content: { image: \"\" } } ] }",
         "s.yaml:1:74: error at navigationController.viewControllers[0].content.image: expected an image path, found an empty string"),
        ("canvas: { content: { background: blue } }\ntoolbar: { items: [] }",
         "s.yaml:1:34: error at canvas.content.background: `blue` is not a colour: write #rgb, #rrggbb, #rrggbbaa or transparent"),
        ("canvas: { content: photo.png }\ntoolbar: { items: [] }",
         "s.yaml:1:20: error at canvas.content: expected a mapping, found the string \"photo.png\""),
    ]

    @Test("bad content", arguments: cases.indices)
    func badContent(index: Int) {
        let c = Self.cases[index]
        #expect {
            _ = try SceneParser.parse(c.yaml, file: "s.yaml")
        } throws: { error in
            (error as? SceneError)?.description == c.message
        }
    }
}
