import Chevron
import Foundation

/// Small bitmaps and a scratch folder for the helper's tests.
enum TestImages {
    /// A white `width` x `height` bitmap with black dots.
    static func dotted(_ width: Int = 16, _ height: Int = 12, _ dots: [(Int, Int)] = [],
                       color: Color = .black) throws -> Bitmap {
        var bitmap = try Bitmap(width: width, height: height, fill: Color.white.premultiplied)
        for (x, y) in dots { bitmap[x, y] = color.premultiplied }
        return bitmap
    }

    /// A fresh empty folder under the temporary folder.
    static func scratchFolder(_ label: String = #function) throws -> String {
        let safe = label.filter { $0.isLetter || $0.isNumber }
        let path = NSTemporaryDirectory() + "/chevron-testing-\(safe)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes a scratch folder made by `scratchFolder` (and nothing else).
    static func remove(_ folder: String) {
        guard folder.contains("/chevron-testing-") else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func decode(_ path: String) throws -> StraightImage {
        try PNG.decodeStraight(try FileReading.read(path))
    }
}
