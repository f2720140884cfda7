// Only with the SnapshotTesting trait (on by default; Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
import Chevron
import ChevronTesting
import Foundation
import SnapshotTesting

/// swift-snapshot-testing strategies for Chevron images, so image snapshots work on Linux (the
/// library's own image strategies need UIKit or AppKit). A product of its own, so that a user of
/// `assertGolden` (ChevronTesting) never builds swift-snapshot-testing and swift-syntax:
///
/// ```swift
/// assertSnapshot(of: bitmap, as: .chevronPNG)
/// assertSnapshot(of: bitmap, as: .chevronPNG(threshold: 0.2, maxDiffPixels: 10))
/// ```
///
/// The snapshot is a PNG file (`__Snapshots__/<TestFile>/<test>.<n>.png`); comparing decodes both
/// PNGs and runs ImageDiff with the given options. On a mismatch the message gives the counts and
/// the paths of a diff image and an expected | actual | diff composite written to
/// `$SNAPSHOT_ARTIFACTS` (or the temporary folder), which are also attached.
extension Snapshotting where Value == Bitmap, Format == Data {
    /// pixelmatch's defaults: threshold 0.1, anti-aliasing forgiven, no differing pixel allowed.
    public static var chevronPNG: Snapshotting<Bitmap, Data> { chevronPNG() }

    public static func chevronPNG(threshold: Double = 0.1, includeAntialiased: Bool = false,
                                  maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
                                  ignoring regions: [DiffRegion] = []) -> Snapshotting<Bitmap, Data> {
        let options = DiffOptions(threshold: threshold, includeAntialiased: includeAntialiased,
                                  ignoredRegions: regions, maxDiffPixels: maxDiffPixels,
                                  maxDiffPixelRatio: maxDiffPixelRatio)
        return Snapshotting(pathExtension: "png", diffing: .chevronPNG(options)) { bitmap in
            // A valid bitmap always encodes; should it not, the empty data fails the comparison
            // with a message instead of crashing the test run.
            (try? PNG.encode(bitmap)).map { Data($0) } ?? Data()
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared with ImageDiff: (reference, actual) → nil when they match.
    public static func chevronPNG(_ options: DiffOptions = DiffOptions()) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            ChevronPNGDiff.compare(reference: reference, actual: actual, options: options)
        }
    }
}

/// The comparison behind `Diffing.chevronPNG`.
enum ChevronPNGDiff {
    static func compare(reference: Data, actual: Data, options: DiffOptions) -> (String, [DiffAttachment])? {
        if reference == actual { return nil }
        let expectedImage: DiffImage
        let actualImage: DiffImage
        do {
            expectedImage = try decode(reference, "the reference snapshot")
            actualImage = try decode(actual, "the new snapshot")
        } catch {
            return ("\(error)", [])
        }
        let (result, diff) = ImageDiffer.compare(expectedImage, actualImage, options: options, drawing: .pixelmatch)
        if result.isMatch { return nil }

        var attachments: [DiffAttachment] = []
        var lines = ["Chevron image snapshot does not match: \(result.summary)."]
        let composite = SideBySide.compose(expected: expectedImage, actual: actualImage, diff: diff)
        let folder = artifactsFolder(reference: reference, actual: actual)
        for (role, image) in [("diff", diff), ("side-by-side", composite)] {
            guard let image, let png = try? GoldenVerifier.png(image) else { continue }
            attachments.append(.data(Data(png), name: "\(role).png"))
            let path = folder + "/" + role + ".png"
            do {
                try ArtifactFile.write(png, to: path)
                lines.append("  \(role): \(path)")
            } catch {
                lines.append("  (could not write \(path): \(ArtifactFile.message(error)))")
            }
        }
        return (lines.joined(separator: "\n"), attachments)
    }

    private static func decode(_ data: Data, _ what: String) throws -> DiffImage {
        do {
            let image = try PNG.decodeStraight([UInt8](data))
            guard let diffImage = DiffImage(width: image.width, height: image.height, rgba: image.rgba) else {
                throw GoldenError("\(what) has no pixels")
            }
            return diffImage
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError("\(what) is not a readable PNG: \(ArtifactFile.message(error))")
        }
    }

    /// `$SNAPSHOT_ARTIFACTS/chevron-diffs/<hash of both PNGs>` (the temporary folder without it),
    /// named by content so that reruns of the same failure land in the same place.
    private static func artifactsFolder(reference: Data, actual: Data) -> String {
        let environment = ProcessInfo.processInfo.environment
        var base = environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        // FNV-1a over both files, as 16 hex digits.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in reference + [0] + actual {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return base + "/chevron-diffs/" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
#endif
