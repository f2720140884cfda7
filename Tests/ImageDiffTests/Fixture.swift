import Foundation
import ImageDiff
import RasterPNG

/// The fixture pairs in Fixtures/ (drawn by Fixtures/make_fixtures.py), read next to this file.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func image(_ file: String) throws -> DiffImage {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
        let decoded = try PNG.decodeStraight(bytes)
        guard let image = DiffImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba) else {
            throw FixtureError.badImage(file)
        }
        return image
    }

    /// `<name>-a.png` (pixelmatch's img1, the expected image) and `<name>-b.png` (img2).
    static func pair(_ name: String) throws -> (DiffImage, DiffImage) {
        (try image("\(name)-a.png"), try image("\(name)-b.png"))
    }

    enum FixtureError: Error { case badImage(String) }
}
