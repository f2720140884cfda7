import Raster

/// Something `assertGolden` can turn into pixels. `Bitmap` is one.
///
/// This is the overload point for rendered scenes: ChevronTesting (which re-exports this module)
/// makes `Scene`, `SceneFileImage` and `TransitionStill` renderable, so that
/// `assertGolden(scene, named: ...)` works with every option below. This module itself needs
/// only Raster, RasterPNG and ImageDiff, so that the raster tests build without fonts or YAML.
public protocol GoldenRenderable {
    func goldenBitmap() throws -> Bitmap
}

extension Bitmap: GoldenRenderable {
    public func goldenBitmap() throws -> Bitmap { self }
}

/// Compares `value`'s pixels with the golden PNG `Goldens/<name>.png` next to the calling test
/// file, and fails the current test (Swift Testing or XCTest) when they differ.
///
/// - On a mismatch it writes `<name>.actual.png`, `.expected.png`, `.diff.png` and
///   `.side-by-side.png` to `<package root>/Output/Failures/<TestFile>.<test>/` and names them in
///   the failure message.
/// - A missing golden is recorded (written, and the test still fails) unless recording is off:
///   see `GoldenRecordMode` (`CHEVRON_RECORD=missing|all|never`; `never` when `CI` is set).
///
/// - Parameters:
///   - name: the golden's name, a relative path without `.png` (`"bars/default"`).
///   - tolerance: `.default` is pixelmatch at threshold 0.1 with no differing pixel allowed;
///     `.exact` wants the same RGBA pixels (decoded, not the PNG bytes);
///     `.pixelmatch(threshold:maxDiffPixels:...)` loosens it.
///   - record: overrides the record mode from the environment.
///   - goldensFolder: overrides `<folder of the test file>/Goldens`.
///   - failuresFolder: overrides `<package root>/Output/Failures`.
/// - Returns: the outcome, for callers that want the numbers.
@discardableResult
public func assertGolden(
    _ value: some GoldenRenderable,
    named name: String,
    tolerance: GoldenTolerance = .default,
    record: GoldenRecordMode? = nil,
    goldensFolder: String? = nil,
    failuresFolder: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> GoldenOutcome {
    let outcome = verifyGolden(value, named: name, tolerance: tolerance, record: record,
                               goldensFolder: goldensFolder, failuresFolder: failuresFolder,
                               filePath: "\(filePath)", testName: "\(function)")
    if let message = outcome.failureMessage {
        IssueReporter.fail("assertGolden(\"\(name)\"): " + message,
                           fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}

/// `assertGolden` without failing the test: the outcome only.
package func verifyGolden(
    _ value: some GoldenRenderable,
    named name: String,
    tolerance: GoldenTolerance = .default,
    record: GoldenRecordMode? = nil,
    goldensFolder: String? = nil,
    failuresFolder: String? = nil,
    filePath: String = #filePath,
    testName: String = #function
) -> GoldenOutcome {
    do {
        if let problem = tolerance.options?.problem { throw GoldenError("bad tolerance: \(problem)") }
        let mode = try record ?? GoldenRecordMode.fromEnvironment()
        let paths = try GoldenPaths(name: name, testFilePath: filePath, testName: testName,
                                    goldensFolder: goldensFolder, failuresFolder: failuresFolder)
        let bitmap = try value.goldenBitmap()
        let verifier = GoldenVerifier(paths: paths, tolerance: tolerance, mode: mode, isCI: GoldenRecordMode.isCI())
        return verifier.verify(bitmap)
    } catch {
        return .failed(ArtifactFile.message(error))
    }
}
