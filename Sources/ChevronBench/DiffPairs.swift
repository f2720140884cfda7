import Foundation
import ImageDiff
import Raster
import RasterPNG

/// The three diff pairs of the peers' diff_bench.py (identical, title changed, toolbar shifted by
/// 1 px), as PNG files: the peers' own files (drawn by Skia) when a run of run_all.sh left them,
/// else Chevron's drawing of the same variants (SCENE.md §5), written by Chevron.
struct DiffPair {
    let name: String
    let pathA: String
    let pathB: String

    static let names = ["identical", "title", "toolbar"]

    /// diff_bench.py's `<name>_a.png` and `<name>_b.png` in `folder`, nil if any is missing.
    static func peers(in folder: String) -> [DiffPair]? {
        let pairs = names.map { DiffPair(name: $0, pathA: "\(folder)/\($0)_a.png", pathB: "\(folder)/\($0)_b.png") }
        let all = pairs.allSatisfy {
            FileManager.default.fileExists(atPath: $0.pathA) && FileManager.default.fileExists(atPath: $0.pathB)
        }
        return all ? pairs : nil
    }

    /// The pairs drawn by Chevron into `folder`: base against base (two separate drawings), base
    /// against the title variant, base against the toolbar variant.
    static func draw(text: SceneText, into folder: String) throws -> [DiffPair] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func png(_ variant: StandardScene.Variant) throws -> Data {
            let canvas = Canvas(bitmap: try Bitmap(width: StandardScene.width, height: StandardScene.height), scale: 1)
            StandardScene.draw(variant, on: canvas, label: text.drawer)
            return Data(try PNG.encode(canvas.bitmap))
        }
        let variants: [String: StandardScene.Variant] = ["identical": .base, "title": .title, "toolbar": .toolbar]
        return try names.map { name in
            let pair = DiffPair(name: name, pathA: "\(folder)/\(name)_a.png", pathB: "\(folder)/\(name)_b.png")
            try png(.base).write(to: URL(fileURLWithPath: pair.pathA))
            try png(variants[name] ?? .base).write(to: URL(fileURLWithPath: pair.pathB))
            return pair
        }
    }

    /// Reads and decodes one file for the differ (straight RGBA, as pixelmatch reads PNGs).
    static func load(_ path: String) throws -> DiffImage {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let decoded = try PNG.decodeStraight(bytes)
        guard let image = DiffImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba) else {
            throw BenchError("\(path): decoded pixels do not fill the image")
        }
        return image
    }
}
