import Foundation
import Raster
import RasterPNG
import Testing

/// What does not fit warns in `render` exactly as in `resolve`: the same lines, from the same layout,
/// one each on stderr; the scene is still drawn and the exit code is 0.
struct LayoutWarningTests {
    /// `resolve --json`'s warnings, and `render`'s stderr.
    static func both(_ scene: String, files: [String: [UInt8]] = [:]) throws -> (resolve: [String], render: String) {
        let dir = try ChevronProcess.scratch()
        try scene.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        for (name, bytes) in files { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        let resolve = try ChevronProcess.run(["resolve", "s.yaml", "--json"], in: dir)
        #expect(resolve.status == 0, "\(resolve.stderr)")
        let json = (try? JSONSerialization.jsonObject(with: Data(resolve.stdout.utf8))) as? [String: Any] ?? [:]
        let render = try ChevronProcess.run(["render", "s.yaml", "-o", "s.png"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
        return (json["warnings"] as? [String] ?? [], render.stderr)
    }

    static func lines(_ warnings: [String]) -> String { warnings.map { "chevron: \($0)\n" }.joined() }

    @Test func toolbarItemsWiderThanTheBar() throws {
        let scene = """
            toolbar:
              items:
                - { systemItem: action }
                - { title: Something long, style: bordered }
                - { title: Something longer, style: bordered }
                - { title: More, style: bordered }
                - { systemItem: trash }
            """
        let (resolve, render) = try Self.both(scene)
        #expect(resolve.count == 1)
        #expect(resolve.first?.hasPrefix("s.yaml: warning at toolbar: the toolbar items need ") == true, "\(resolve)")
        #expect(resolve.first?.hasSuffix(" pt more than the bar's 320") == true, "\(resolve)")
        #expect(render == Self.lines(resolve))
    }

    /// A 400 × 400 image item would be drawn over the status bar: both say so.
    @Test func anImageItemLargerThanTheBar() throws {
        let png = try PNG.encode(try Bitmap(width: 400, height: 400, fill: Color(rgb: 0x336699).premultiplied))
        let scene = """
            canvas: { statusBar: default }
            navigationController:
              viewControllers:
                - { title: Photo, navigationItem: { rightBarButtonItem: { image: big.png, style: bordered } } }
            """
        let (resolve, render) = try Self.both(scene, files: ["big.png": png])
        #expect(resolve.contains("s.yaml: warning at navigationBar: the image big.png (400 x 400 pt) is taller and "
                                 + "wider than the bar (320 x 44 pt)"), "\(resolve)")
        #expect(resolve.contains("s.yaml: warning at navigationBar: the items need 110 pt more than the bar's 320"),
                "\(resolve)")
        #expect(render == Self.lines(resolve))
        #expect(render.split(separator: "\n").count == resolve.count)
    }

    @Test func aTitleWithNoRoomLeft() throws {
        let scene = """
            navigationBar:
              items:
                - title: Inbox
                  leftBarButtonItem: { title: A rather long left button, style: bordered }
                  rightBarButtonItem: { title: A rather long right button, style: bordered }
            """
        let (resolve, render) = try Self.both(scene)
        #expect(resolve.contains { $0.hasPrefix("s.yaml: warning at navigationBar: the title \"Inbox\" has no room left") },
                "\(resolve)")
        #expect(render == Self.lines(resolve))
    }

    /// Scene warnings (operations UIKit ignores) and layout warnings come in one list, in one order.
    @Test func sceneAndLayoutWarningsTogether() throws {
        let scene = """
            navigationController:
              viewControllers:
                - title: A
                  toolbarItems: [ { title: Something long, width: 400 } ]
              toolbarHidden: false
              operations: [pop]
            """
        let (resolve, render) = try Self.both(scene)
        #expect(resolve.count == 2, "\(resolve)")
        #expect(resolve.first?.contains("pop ignored") == true)
        #expect(resolve.last?.contains("warning at toolbar") == true)
        #expect(render == Self.lines(resolve))
    }

    @Test func aSceneThatFitsIsSilent() throws {
        let (resolve, render) = try Self.both(RenderCommandTests.bar)
        #expect(resolve.isEmpty && render.isEmpty)
    }
}
