import Foundation
import Raster
import RasterPNG
import Testing

/// Byte-exact raster goldens (STYLE habit 9): Goldens/<name>.png next to the test file that asks.
///
/// `CHEVRON_RECORD=missing` writes goldens that do not exist yet, `all` rewrites every golden;
/// the default is `never` (always `never` when `CI` is set). A recorded golden still fails the test,
/// so that nobody records by accident. On a mismatch the actual image is written to
/// Output/Failures/<test folder>/<name>.png and named in the failure.
public enum GoldenCheck {
    /// The package root, found from this file's place in it (Tests/TestSupport/).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var mode: String {
        let env = ProcessInfo.processInfo.environment
        if env["CI"] != nil { return "never" }
        return env["CHEVRON_RECORD"] ?? "never"
    }

    public static func check(_ bitmap: Bitmap, _ name: String, filePath: String = #filePath,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let testFolder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let folder = testFolder.appendingPathComponent("Goldens")
        let failures = packageRoot.appendingPathComponent("Output/Failures").appendingPathComponent(testFolder.lastPathComponent)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name + ".png")
        let exists = FileManager.default.fileExists(atPath: url.path)
        if mode == "all" || (mode == "missing" && !exists) {
            try Data(try PNG.encode(bitmap)).write(to: url)
            Issue.record("recorded golden \(url.path); run again without CHEVRON_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard exists else {
            Issue.record("missing golden \(url.path) (record with CHEVRON_RECORD=missing)", sourceLocation: sourceLocation)
            return
        }
        let expected = try PNG.decode([UInt8](try Data(contentsOf: url)))
        if expected != bitmap {
            try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            let actual = failures.appendingPathComponent(name + ".png")
            try Data(try PNG.encode(bitmap)).write(to: actual)
            var differing = 0
            if expected.width == bitmap.width && expected.height == bitmap.height {
                differing = zip(expected.pixels, bitmap.pixels).filter { $0 != $1 }.count
            }
            Issue.record("\(name) differs from its golden (\(differing) pixels); actual: \(actual.path), expected: \(url.path)",
                         sourceLocation: sourceLocation)
        }
    }
}
