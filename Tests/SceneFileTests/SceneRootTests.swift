import Foundation
import Testing

import NavigationModel
import Scene
@testable import SceneFile

/// The roots are listed once (`SceneRoot.kinds`): each has a reader, and each scene's root says the
/// key it was written under.
struct SceneRootTests {
    @Test func everyKindOfRootHasAReader() {
        #expect(Set(SceneParser.rootReaders.keys) == Set(SceneRoot.names))
        #expect(Set(SceneRoot.names).count == SceneRoot.kinds.count)
    }

    /// Every example scene: its root's name is the top-level key of the file, and its value is the root.
    @Test func aScenesRootIsTheKeyItWasWrittenUnder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count > 10)
        var seen: Set<String> = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let top = text.split(separator: "\n").compactMap { line -> String? in
                guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else { return nil }
                return String(line[..<colon])
            }.filter { !["canvas", "systemVersion"].contains($0) }
            let scene = try SceneParser.parse(Array(text.utf8), file: file)
            #expect(top == [scene.root.name], "\(file)")
            #expect(scene.root.value.asRoot == scene.root)
            seen.insert(scene.root.name)
        }
        #expect(seen.isSubset(of: Set(SceneRoot.names)))
    }
}
