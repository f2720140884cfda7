import ImageDiff
import ImageDiffReports
import Raster
import RasterPNG

/// The work behind `assertGolden`, without reporting: compares an image with its golden PNG,
/// records goldens as the mode says, and on failure writes the artifacts. Tests of the helper (and
/// anyone wrapping it) call this and look at the outcome.
package struct GoldenVerifier: Sendable {
    package var paths: GoldenPaths
    package var tolerance: GoldenTolerance
    package var mode: GoldenRecordMode
    /// Only changes the wording when a golden is missing.
    package var isCI: Bool

    package init(paths: GoldenPaths, tolerance: GoldenTolerance = .default, mode: GoldenRecordMode,
                isCI: Bool = false) {
        self.paths = paths
        self.tolerance = tolerance
        self.mode = mode
        self.isCI = isCI
    }

    package func verify(_ bitmap: Bitmap) -> GoldenOutcome {
        let actual = StraightImage(bitmap)
        let exists = ArtifactFile.exists(paths.golden)

        if mode == .all || (mode == .missing && !exists) {
            do {
                try write(try PNG.encode(bitmap), to: paths.golden)
            } catch {
                return .failed("Could not record the golden \(paths.golden): \(ArtifactFile.message(error))")
            }
            return .recorded(golden: paths.golden, mode: mode, replaced: exists)
        }
        guard exists else { return .missing(golden: paths.golden, ci: isCI, actual: writeMissingActual(bitmap)) }

        let goldenBytes: [UInt8]
        let golden: StraightImage
        do {
            goldenBytes = try ArtifactFile.read(paths.golden)
            golden = try PNG.decodeStraight(goldenBytes)
        } catch {
            return .failed("The golden \(paths.golden) cannot be used: \(ArtifactFile.message(error))")
        }
        guard let expectedImage = DiffImage(width: golden.width, height: golden.height, rgba: golden.rgba),
              let actualImage = DiffImage(width: actual.width, height: actual.height, rgba: actual.rgba) else {
            return .failed("The golden \(paths.golden) or the image to compare with it has no pixels")
        }

        // Exact: same size, same straight RGBA bytes per pixel; the pixelmatch counts (threshold 0, anti-aliasing
        // counted) only describe the failure. Otherwise the tolerance's own options decide.
        let options = tolerance.options ?? DiffOptions(threshold: 0, includeAntialiased: true)
        let (result, diffImage) = ImageDiffer.compare(expectedImage, actualImage, options: options, drawing: .pixelmatch)
        var exactMismatches: Int?
        if tolerance.options == nil {
            if golden.width == actual.width && golden.height == actual.height {
                let count = Self.differingPixels(golden.rgba, actual.rgba)
                if count == 0 {
                    removeStaleArtifacts()
                    return .matched(nil)
                }
                exactMismatches = count
            }
        } else if result.isMatch {
            removeStaleArtifacts()
            return .matched(result)
        }

        let artifacts = writeArtifacts(actual: bitmap, actualImage: actualImage, expectedImage: expectedImage,
                                       goldenBytes: goldenBytes, diffImage: diffImage)
        return .mismatched(result, exactMismatchedPixels: exactMismatches, artifacts: artifacts)
    }

    /// The failure artifacts: actual, expected (a copy of the golden), diff and side by side.
    private func writeArtifacts(actual: Bitmap, actualImage: DiffImage, expectedImage: DiffImage,
                                goldenBytes: [UInt8], diffImage: DiffImage?) -> GoldenArtifacts {
        var artifacts = GoldenArtifacts(golden: paths.golden)
        func attempt(_ path: String, _ bytes: () throws -> [UInt8]) -> String? {
            do {
                try write(try bytes(), to: path)
                return path
            } catch {
                artifacts.problems.append("could not write \(path): \(ArtifactFile.message(error))")
                return nil
            }
        }
        artifacts.actual = attempt(paths.actual) { try PNG.encode(actual) }
        artifacts.expected = attempt(paths.expected) { goldenBytes }
        // The same pair where `chevron diff --report` finds every failure of the run.
        if let actualPNG = artifacts.actual.flatMap({ try? ArtifactFile.read($0) }) {
            _ = attempt(paths.reportActual) { actualPNG }
            _ = attempt(paths.reportExpected) { goldenBytes }
        }
        if let diffImage {
            artifacts.diff = attempt(paths.diff) { try Self.png(diffImage) }
        } else {
            ArtifactFile.remove(paths.diff)
        }
        let composite = SideBySide.compose(expected: expectedImage, actual: actualImage, diff: diffImage)
        artifacts.sideBySide = attempt(paths.sideBySide) { try Self.png(composite) }
        return artifacts
    }

    /// The image of a missing golden, where a failure's actual image goes and where `chevron diff
    /// --report` finds it (as a new image); the path, or nil when it could not be written.
    private func writeMissingActual(_ bitmap: Bitmap) -> String? {
        guard let png = try? PNG.encode(bitmap), (try? write(png, to: paths.actual)) != nil else { return nil }
        try? write(png, to: paths.reportActual)
        return paths.actual
    }

    /// A passing check leaves no artifacts from an earlier failure behind.
    private func removeStaleArtifacts() {
        for path in [paths.actual, paths.expected, paths.diff, paths.sideBySide, paths.reportActual, paths.reportExpected]
        where ArtifactFile.exists(path) {
            ArtifactFile.remove(path)
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try ArtifactFile.write(bytes, to: path)
    }

    /// `image` as PNG bytes; `package` so that ChevronSnapshotTesting writes its diffs the same way.
    package static func png(_ image: DiffImage) throws -> [UInt8] {
        guard let straight = StraightImage(width: image.width, height: image.height, rgba: image.rgba) else {
            throw GoldenError("cannot encode a \(image.width) x \(image.height) image")
        }
        return try PNG.encodeStraight(straight)
    }

    /// Pixels whose four bytes differ.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var count = 0
        var i = 0
        while i + 4 <= min(a.count, b.count) {
            if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] { count += 1 }
            i += 4
        }
        return count
    }
}
