import Foundation
import RasterPNG
import Testing

/// A large render's PNG is compressed in two parts at once (`PNGWriter`: the first part ends with a
/// sync flush, the Adler-32s are combined). Other decoders must read it as Chevron's reader does:
/// Python's zlib, Pillow and headless Chromium, driven by `Browser/png_in_browser.py`; and every run
/// must write the same bytes.
@Suite("a PNG in two parts, in other decoders")
struct SplitPNGDecoderTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/png_in_browser.py")

    /// A screen with the keyboard up at @2x (the benchmark's scene): 640 × 960 px, opaque.
    static let scene = """
        canvas: { scale: 2 }
        navigationController:
          viewControllers:
            - title: New Message
              content:
                background: "#ffffff"
                rows: false
                subviews:
                  - textField: { frame: [37, 7, 250, 31], text: kate, firstResponder: true, keyboardType: emailAddress }

        """

    @Test func zlibPillowAndChromiumDecodeTheSamePixels() throws {
        let dir = try ChevronProcess.scratch()
        try Self.scene.write(to: dir.appendingPathComponent("k.yaml"), atomically: true, encoding: .utf8)
        let first = try ChevronProcess.run(["render", "k.yaml", "-o", "k.png"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let png = Array(try Data(contentsOf: dir.appendingPathComponent("k.png")))
        let again = try ChevronProcess.run(["render", "k.yaml", "-o", "again.png"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Array(try Data(contentsOf: dir.appendingPathComponent("again.png"))) == png, "the same bytes every run")
        // The sync flush that ends the first part: an empty stored block (LEN 0000, NLEN ffff).
        #expect(png.indices.dropLast(3).contains { png[$0] == 0 && png[$0 + 1] == 0 && png[$0 + 2] == 0xff && png[$0 + 3] == 0xff })

        let image = try PNG.decodeStraight(png)
        #expect(image.width == 640 && image.height == 960)
        try Data(image.rgba).write(to: dir.appendingPathComponent("k.rgba"))
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", Self.script.path, dir.appendingPathComponent("k.png").path,
                            dir.appendingPathComponent("k.rgba").path]
        let errFile = dir.appendingPathComponent("browser-stderr.txt")
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let out = Pipe()
        python.standardOutput = out
        python.standardError = try FileHandle(forWritingTo: errFile)
        try python.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        #expect(python.terminationStatus == 0, "\(String(decoding: errData, as: UTF8.self))")
        let verdict = try #require(try JSONSerialization.jsonObject(with: outData) as? [String: Any],
                                   "\(String(decoding: outData, as: UTF8.self))")
        #expect(verdict["zlib"] as? Bool == true)
        #expect(verdict["pillow"] as? Bool != false)
        #expect(verdict["chromium"] as? Bool == true)
    }
}
