import Raster
import RasterPNG
import Scene
import Widgets

/// Loads the images a scene names (image items, image segments, image back buttons), relative to
/// the scene file's folder, as UIKit's `imageNamed:` does: at scale s it prefers `name@sx.png` and
/// falls back to the plain file, scaled. Every image is returned at the scale being drawn, so the
/// widgets can draw it one pixel per device pixel. Unreadable or corrupt images are errors (they are
/// input data), found before drawing starts.
public struct SceneImages: Sendable {
    public let folder: String
    public let scale: Int
    private let images: [String: Bitmap]

    /// All of a scene's images together, at the scale drawn, may come to this many pixels (the
    /// largest canvas; 256 MB): each image is checked against what is left from its PNG header,
    /// before it is decoded. Without it, one legal 64 Mi px PNG named by several spellings (`x.png`,
    /// `./x.png`, …), or several small PNGs of that size, took gigabytes.
    package static let pixelBudget = ImageLimits.standard.maxPixels

    /// Reads every path in `paths` (relative to `folder`, or absolute). An image that cannot be
    /// used is a `SceneImageError`, located at its entry in `references` (the scene's `image` keys,
    /// `Scene.imageReferences`) when there is one.
    public init(paths: [String], folder: String, scale: Int,
                references: [String: ImageReference] = [:]) throws(SceneImageError) {
        self.folder = folder
        self.scale = scale
        var loaded: [String: Bitmap] = [:]
        var budget = Self.pixelBudget
        // In the scene's order, not a Set's (whose order changes from run to run): with two bad
        // images, every run reports the same one, with the same exit code.
        for path in paths where loaded[path] == nil {
            do {
                loaded[path] = try Self.load(path, folder: folder, scale: scale, budget: &budget)
            } catch {
                throw SceneImageError(path: error.path, reference: references[path], message: error.message,
                                      isUnreadable: error.isUnreadable)
            }
        }
        images = loaded
    }

    /// The images of `scene`, read relative to `folder`, errors located in the scene.
    public init(scene: Scene, folder: String, scale: Int) throws(SceneImageError) {
        try self.init(paths: scene.imagePaths, folder: folder, scale: scale, references: scene.imageReferences)
    }

    public var provider: ImageProvider {
        let images = self.images
        return ImageProvider { images[$0] }
    }

    /// The size of an image in points.
    public func pointSize(_ path: String) -> Size? {
        images[path].map { Size(width: Double($0.width) / Double(scale), height: Double($0.height) / Double(scale)) }
    }

    static func resolve(_ path: String, folder: String) -> String {
        path.hasPrefix("/") ? path : (folder == "." ? path : "\(folder)/\(path)")
    }

    /// What is wrong with one image file, before the scene's location is added.
    struct Problem: Error {
        var path: String
        var message: String
        var isUnreadable: Bool
    }

    static func load(_ path: String, folder: String, scale: Int, budget: inout Int) throws(Problem) -> Bitmap {
        let full = resolve(path, folder: folder)
        if scale > 1, let dot = full.lastIndex(of: "."), full[dot...].lowercased() == ".png" {
            let variant = String(full[..<dot]) + "@\(scale)x.png"
            if FileReading.fileExists(variant) { return try decode(variant, magnified: 1, budget: &budget) }
        }
        let base = try decode(full, magnified: scale, budget: &budget)
        guard scale > 1 else { return base }
        // A 1x image drawn at a higher scale: resampled to the device pixels it covers.
        let magnified: Bitmap
        do {
            magnified = try Bitmap(width: base.width * scale, height: base.height * scale)
        } catch {
            throw Problem(path: full, message: "\(full): \(error)", isUnreadable: false)
        }
        let canvas = Canvas(bitmap: magnified, scale: Double(scale))
        canvas.draw(base, in: Rect(x: 0, y: 0, width: Double(base.width), height: Double(base.height)))
        return canvas.bitmap
    }

    /// Decodes the PNG at `path`, to be drawn `magnified` times its size, once its header shows that
    /// it fits in what is left of `budget` (which it then takes).
    static func decode(_ path: String, magnified: Int, budget: inout Int) throws(Problem) -> Bitmap {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(path)
        } catch {
            throw Problem(path: path, message: error.description, isUnreadable: error.isUnreadable)
        }
        do {
            let size = try PNG.size(of: bytes)
            let (pixels, overflow) = (size.width * magnified).multipliedReportingOverflow(by: size.height * magnified)
            // An image over the limits by itself is left to the decoder, which says which limit.
            let withinLimits = ImageLimits.standard.refusal(width: size.width, height: size.height) == nil
            if withinLimits && (overflow || pixels > budget) {
                throw Problem(
                    path: path,
                    message: "\(path): \(size.width * magnified) x \(size.height * magnified) px at @\(magnified)x: "
                        + "the scene's images would come to more than \(pixelBudget / (1024 * 1024)) Mi pixels",
                    isUnreadable: false)
            }
            let bitmap = try PNG.decode(bytes)
            budget -= pixels
            return bitmap
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(path: path, message: "\(path): \(error)", isUnreadable: false)
        }
    }
}
