import Foundation
import Raster
import RasterPNG
import Testing

/// Golden images for text, kept in `Goldens/<feature>/<case>.png` beside these tests.
///
/// Text goldens are compared with a visible tolerance (STYLE "Goldens"): FreeType's anti-aliasing
/// may move an edge pixel by a level or two between versions, while a glyph moved by a pixel, a
/// wrong colour or a missing shadow changes pixels by far more. A golden matches when the two
/// images have the same size and no premultiplied channel of any pixel differs by more than
/// `tolerance`. (Until the project's differ-based helper is ready; it will replace this.)
///
/// Recording follows SPEC §5: `CHEVRON_RECORD=missing` writes goldens that do not exist yet,
/// `CHEVRON_RECORD=all` rewrites them all, anything else (and always when `CI` is set) records
/// nothing and a missing golden fails; a recorded golden fails too, so that nobody records by
/// accident (as TestSupport's byte-exact `GoldenCheck`). A failure writes the actual, expected and
/// diff images to `Output/Failures/TypesettingTests/<feature>/` in the checkout and names them.
enum GoldenImage {
    static let tolerance = 16

    enum RecordMode: Equatable { case never, missing, all }

    static var recordMode: RecordMode {
        let environment = ProcessInfo.processInfo.environment
        if environment["CI"] != nil { return .never }
        switch environment["CHEVRON_RECORD"] {
        case "all": return .all
        case "missing": return .missing
        default: return .never
        }
    }

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldens = testsFolder.appendingPathComponent("Goldens")
    static let artifacts = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Output/Failures/TypesettingTests")

    /// The largest premultiplied channel difference between two bitmaps of the same size.
    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        return zip(a.pixels, b.pixels).reduce(0) { max($0, channelDifference($1.0, $1.1)) }
    }

    /// The largest difference between the channels of two packed pixels.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        guard a != b else { return 0 }
        return stride(from: 0, to: 32, by: 8).map { shift in
            abs(Int((a >> UInt32(shift)) & 0xff) - Int((b >> UInt32(shift)) & 0xff))
        }.max()!
    }

    /// Compares `bitmap` with `Goldens/<feature>/<name>.png`, recording it when asked.
    static func check(_ bitmap: Bitmap, feature: String, name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = goldens.appendingPathComponent(feature).appendingPathComponent(name + ".png")
        let exists = FileManager.default.fileExists(atPath: file.path)
        let mode = recordMode
        if mode == .all || (mode == .missing && !exists) {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(PNG.encode(bitmap)).write(to: file)
            Issue.record("recorded golden \(file.path); look at it, then run again without CHEVRON_RECORD",
                         sourceLocation: sourceLocation)
            return
        }
        guard exists else {
            Issue.record("no golden at \(file.path); record it with CHEVRON_RECORD=missing",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = try PNG.decode([UInt8](Data(contentsOf: file)))
        let sameSize = expected.width == bitmap.width && expected.height == bitmap.height
        let difference = sameSize ? maxChannelDifference(expected, bitmap) : Int.max
        guard difference > tolerance else { return }

        let folder = artifacts.appendingPathComponent(feature)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualFile = folder.appendingPathComponent(name + ".actual.png")
        let expectedFile = folder.appendingPathComponent(name + ".expected.png")
        try Data(PNG.encode(bitmap)).write(to: actualFile)
        try Data(PNG.encode(expected)).write(to: expectedFile)
        var message = "\(feature)/\(name) differs from its golden"
        message += sameSize
            ? " by up to \(difference) levels (tolerance \(tolerance))"
            : ": \(bitmap.width)x\(bitmap.height) px, golden \(expected.width)x\(expected.height) px"
        message += "; actual \(actualFile.path), expected \(expectedFile.path)"
        if sameSize {
            let diffFile = folder.appendingPathComponent(name + ".diff.png")
            try Data(PNG.encode(diffImage(expected, bitmap))).write(to: diffFile)
            message += ", diff \(diffFile.path)"
        }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Red where a pixel differs beyond the tolerance, a faded grey copy of the expected image elsewhere.
    private static func diffImage(_ expected: Bitmap, _ actual: Bitmap) -> Bitmap {
        var out = expected
        for i in 0..<out.pixels.count {
            if channelDifference(expected.pixels[i], actual.pixels[i]) > tolerance {
                out.pixels[i] = Color(r: 255, g: 0, b: 0).premultiplied.packed
            } else {
                let c = expected.pixels[i]
                let grey = UInt8(((c & 0xff) + (c >> 8 & 0xff) + (c >> 16 & 0xff)) / 3)
                let faded = UInt8(255 - (255 - Int(grey)) / 10)
                out.pixels[i] = Color(r: faded, g: faded, b: faded).premultiplied.packed
            }
        }
        return out
    }
}
