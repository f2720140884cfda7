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

    /// `resolve --json` lists every warning as a value too — severity, a stable code, the message and
    /// where — in the same order as the `warnings` lines: one the parser placed at its line (a pop
    /// UIKit ignores) and two layout placed at the view controller whose bar they are about (items too wide, a title
    /// with no room).
    @Test func diagnosticsAreObjectsWithCodesAndLocations() throws {
        let scene = """
            navigationController:
              viewControllers:
                - { id: a, title: Inbox, navigationItem: { leftBarButtonItem: { title: A very long left button } ,
                    rightBarButtonItem: { title: Another very long right button } } }
              operations:
                - pop
            """
        let dir = try ChevronProcess.scratch()
        try scene.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "s.yaml", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any] ?? [:]
        let diagnostics = json["diagnostics"] as? [[String: Any]] ?? []
        let lines = json["warnings"] as? [String] ?? []
        #expect(diagnostics.count == 3 && lines.count == 3, "\(diagnostics)")
        #expect(diagnostics.map { $0["code"] as? String } == ["operation.ignored", "navigationBar.itemsTooWide",
                                                              "navigationBar.titleHasNoRoom"])
        let pop = diagnostics.first ?? [:]
        #expect(pop["severity"] as? String == "warning" && pop["code"] as? String == "operation.ignored")
        #expect(pop["file"] as? String == "s.yaml" && pop["line"] as? Int == 6 && pop["column"] as? Int == 7)
        #expect(pop["keyPath"] as? String == "navigationController.operations[0]")
        #expect(pop["message"] as? String == "pop ignored: the root view controller can never be removed")
        let title = diagnostics.last ?? [:]
        #expect(title["code"] as? String == "navigationBar.titleHasNoRoom", "\(title)")
        // Said where the view controller whose bar it is is written.
        #expect(title["keyPath"] as? String == "navigationController.viewControllers[0]"
                    && title["line"] as? Int == 3 && title["column"] as? Int == 7, "\(title)")
        // The lines are the same diagnostics, said as the command line says them.
        #expect(lines.first == "s.yaml:6:7: warning at navigationController.operations[0]: "
                    + "pop ignored: the root view controller can never be removed")
        #expect(lines.last?.hasPrefix("s.yaml:3:7: warning at navigationController.viewControllers[0]: the title \"Inbox\" has no room") == true,
                "\(lines)")
    }

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
        #expect(resolve.first?.hasPrefix("s.yaml:1:1: warning at toolbar: the toolbar items need ") == true, "\(resolve)")
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
        #expect(resolve.contains("s.yaml:4:7: warning at navigationController.viewControllers[0]: the image big.png (400 x 400 pt) is taller and "
                                 + "wider than the bar (320 x 44 pt)"), "\(resolve)")
        #expect(resolve.contains("s.yaml:4:7: warning at navigationController.viewControllers[0]: the items need 110 pt more than the bar's 320"),
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
        #expect(resolve.contains { $0.hasPrefix("s.yaml:3:7: warning at navigationBar.items[0]: the title \"Inbox\" has no room left") },
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
        #expect(resolve.last?.hasPrefix("s.yaml:4:7: warning at navigationController.viewControllers[0].toolbarItems: ") == true,
                "\(resolve)")
        #expect(render == Self.lines(resolve))
    }

    @Test func aSceneThatFitsIsSilent() throws {
        let (resolve, render) = try Self.both(RenderCommandTests.bar)
        #expect(resolve.isEmpty && render.isEmpty)
    }
}
