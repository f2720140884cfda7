import Foundation
import RasterPNG
import Testing

/// Every command reads the one layout: `chevron back-button` draws a button exactly as wide as the
/// same button in a bar (`resolve`), in whole points, so at @2x an even number of pixels.
struct OneLayoutTests {
    static func backWidthInABar(_ title: String, in dir: URL) throws -> Double {
        let scene = "navigationBar:\n  items:\n    - { title: \"\(title)\" }\n    - { title: Next }\n"
        try scene.write(to: dir.appendingPathComponent("bar.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "bar.yaml", "--json"], in: dir)
        let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
        let frames = (json?["navigationBar"] as? [String: Any])?["frames"] as? [String: Any]
        let left = frames?["left"] as? [[String: Any]]
        return left?.first?["width"] as? Double ?? -1
    }

    @Test("back-button is as wide as in a bar", arguments: ["Menu", "Settings", "Back", "QuickForms!"])
    func backButtonAsInABar(title: String) throws {
        let dir = try ChevronProcess.scratch()
        let inBar = try Self.backWidthInABar(title, in: dir)
        #expect(inBar == inBar.rounded() && inBar > 20, "\(inBar)")
        for scale in [1, 2, 3] {
            let r = try ChevronProcess.run(["back-button", "--title", title, "--scale", "\(scale)", "-o", "b.png"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            let size = try PNG.size(of: [UInt8](try Data(contentsOf: dir.appendingPathComponent("b.png"))))
            #expect(size.width == Int(inBar) * scale && size.height == 30 * scale, "\(title) @\(scale)x: \(size)")
        }
    }

    /// A standalone back button or segmented control is reported where render draws it: centred.
    @Test func standaloneComponentsAreReportedWhereDrawn() throws {
        let dir = try ChevronProcess.scratch()
        try "canvas: { width: 300, height: 100 }\nbackButton: { title: Menu }\n"
            .write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "b.yaml", "--json"], in: dir)
        let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
        let frame = (json?["backButton"] as? [String: Any])?["frame"] as? [String: Any]
        let width = frame?["width"] as? Double ?? -1
        #expect(frame?["x"] as? Double == ((300 - width) / 2).rounded())
        #expect(frame?["y"] as? Double == 35)
    }

    /// A navigation interface's status bar and content area are reported as laid out.
    @Test func statusBarAndContent() throws {
        let dir = try ChevronProcess.scratch()
        try "canvas: { statusBar: default }\nnavigationController: { viewControllers: [ { title: A } ] }\n"
            .write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let r = try ChevronProcess.run(["resolve", "s.yaml", "--json"], in: dir)
        let json = (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) as? [String: Any]
        let status = json?["statusBar"] as? [String: Any]
        #expect(status?["style"] as? String == "default")
        #expect((status?["frame"] as? [String: Any])?["height"] as? Double == 20)
        let content = json?["content"] as? [String: Any]
        #expect(content?["y"] as? Double == 64 && content?["height"] as? Double == 416)
    }
}
