import Foundation
import Scene
import Testing
@testable import SceneFile

/// docs/scenes.md and the README, read as a user reads them: every YAML example parses, and every
/// root and canvas key the parser knows is named in the guide.
struct SceneGuideTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8)
    }

    /// The ```yaml blocks of a Markdown file, with the line each starts on.
    static func yamlBlocks(_ markdown: String) -> [(line: Int, text: String)] {
        var blocks: [(Int, String)] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                current = []
                start = index + 2
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append((start, current.map { $0.joined(separator: "\n") } ?? ""))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func indented(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }

    /// A whole scene as it stands, or a fragment placed where the guide says it goes: a canvas
    /// over a navigation controller, a view controller's keys, its operations, or more operations
    /// after an alert. Nil for a block the test does not know how to place (the test fails then).
    static func scene(_ block: String) -> String? {
        let firstKeys = block.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ":").first.map(String.init) }
        let screen = "navigationController:\n  viewControllers: [ { id: a, title: A } ]\n"
        if firstKeys.contains(where: SceneRoot.names.contains) { return block }
        if firstKeys == ["canvas"] { return block + "\n" + screen }
        if firstKeys.allSatisfy(["content", "toolbarItems"].contains), !firstKeys.isEmpty {
            return "navigationController:\n  toolbarHidden: false\n  viewControllers:\n    - title: A\n"
                + indented(block, by: 6)
        }
        if firstKeys == ["operations"] { return screen + indented(block, by: 2) }
        if block.hasPrefix("  - ") {
            return screen + "  operations:\n    - showAlert: { title: A, buttons: [B], cancelButtonTitle: OK }\n"
                + indented(block, by: 2)
        }
        return nil
    }

    @Test(arguments: ["docs/scenes.md", "README.md"])
    func everyExampleParses(_ path: String) throws {
        let blocks = Self.yamlBlocks(try Self.text(path))
        #expect(!blocks.isEmpty, "\(path) shows no scene")
        for block in blocks {
            guard let scene = Self.scene(block.text) else {
                Issue.record("\(path):\(block.line): a YAML block that is neither a scene nor a fragment this test can place")
                continue
            }
            do {
                _ = try SceneParser.parse(scene, file: "\(path):\(block.line)")
            } catch {
                Issue.record("\(path):\(block.line): the example does not parse: \(error)\n\(scene)")
            }
        }
    }

    /// The fragment placing above is not a way to pass anything: a misspelt key in a fragment fails.
    @Test func aMisspeltKeyInAnExampleIsCaught() throws {
        let scene = try #require(Self.scene("content:\n  table: { stlye: grouped }"))
        #expect(throws: SceneError.self) { try SceneParser.parse(scene, file: "fragment") }
    }

    /// Every root and every `canvas` key the parser reads is named in the guide, in backticks.
    @Test func theGuideNamesEveryRootAndCanvasKey() throws {
        let guide = try Self.text("docs/scenes.md")
        for key in SceneRoot.names + SceneParser.canvasKeys {
            #expect(guide.contains("`\(key)`"), "docs/scenes.md does not name `\(key)`")
        }
    }

    /// Every operation a navigation controller's `operations` take is in the guide, by its name.
    @Test func theGuideNamesEveryOperation() throws {
        let guide = try Self.text("docs/scenes.md")
        for name in SceneNode.operationNames {
            #expect(guide.contains("`\(name)") || guide.contains("`- \(name)"),
                    "docs/scenes.md does not name the operation `\(name)`")
        }
    }
}
