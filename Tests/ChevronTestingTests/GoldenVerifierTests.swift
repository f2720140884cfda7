import Chevron
import ChevronTesting
import Foundation
import Testing

/// The golden check end to end, in scratch folders: recording, comparing, artifacts.
@Suite("golden verifier")
final class GoldenVerifierTests {
    let scratch: String
    let paths: GoldenPaths

    init() throws {
        scratch = try TestImages.scratchFolder("verifier")
        paths = try GoldenPaths(name: "bars/plain", testFilePath: scratch + "/Tests/SomeTests/BarTests.swift",
                                testName: "plainBar()", goldensFolder: scratch + "/Goldens",
                                failuresFolder: scratch + "/Failures")
    }

    deinit { TestImages.remove(scratch) }

    func verifier(_ mode: GoldenRecordMode, _ tolerance: GoldenTolerance = .default, ci: Bool = false) -> GoldenVerifier {
        GoldenVerifier(paths: paths, tolerance: tolerance, mode: mode, isCI: ci)
    }

    func recordGolden(_ bitmap: Bitmap) throws {
        let outcome = verifier(.missing).verify(bitmap)
        #expect(outcome == .recorded(golden: paths.golden, mode: .missing, replaced: false))
    }

    @Test func aMissingGoldenIsRecordedAndTheTestStillFails() throws {
        let image = try TestImages.dotted(16, 12, [(3, 4)])
        let outcome = verifier(.missing).verify(image)
        #expect(!outcome.passed)
        #expect(outcome == .recorded(golden: paths.golden, mode: .missing, replaced: false))
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("Recorded a new golden \(paths.golden)"))
        #expect(message.contains("CHEVRON_RECORD=missing"))
        let written = try TestImages.decode(paths.golden)
        #expect(written.bitmap == image)
        // The next run compares against it and passes.
        #expect(verifier(.missing).verify(image).passed)
    }

    @Test func withRecordingOffAMissingGoldenFailsAndOnlyItsImageIsWritten() throws {
        let outcome = verifier(.never, ci: true).verify(try TestImages.dotted())
        #expect(outcome == .missing(golden: paths.golden, ci: true, actual: paths.actual))
        // Under CI the image is still written where the failure says, and where a report finds it.
        #expect(outcome.failureMessage?.contains("The image is at \(paths.actual)") == true)
        #expect(try TestImages.decode(paths.actual).bitmap == (try TestImages.dotted()))
        #expect(FileReading.fileExists(paths.reportActual))
        #expect(outcome.failureMessage?.contains("recording is off because CI is set") == true)
        #expect(outcome.failureMessage?.contains("CHEVRON_RECORD=missing") == true)
        #expect(!FileReading.fileExists(paths.golden))
        let local = verifier(.never).verify(try TestImages.dotted())
        #expect(local.failureMessage?.contains("(CHEVRON_RECORD=never)") == true)
    }

    @Test func recordModeAllRewritesAnExistingGoldenAndFails() throws {
        try recordGolden(try TestImages.dotted())
        let changed = try TestImages.dotted(16, 12, [(1, 1)])
        let outcome = verifier(.all).verify(changed)
        #expect(outcome == .recorded(golden: paths.golden, mode: .all, replaced: true))
        #expect(outcome.failureMessage?.hasPrefix("Rewrote golden") == true)
        #expect(try TestImages.decode(paths.golden).bitmap == changed)
    }

    @Test func aMatchingImagePassesAndLeavesNoArtifacts() throws {
        let image = try TestImages.dotted(16, 12, [(5, 5)])
        try recordGolden(image)
        // An earlier failure's artifacts are cleaned up by a passing run.
        _ = verifier(.never).verify(try TestImages.dotted(16, 12, [(9, 9)]))
        #expect(FileReading.fileExists(paths.actual))
        let outcome = verifier(.never).verify(image)
        #expect(outcome.passed)
        #expect(outcome.failureMessage == nil)
        for path in [paths.actual, paths.expected, paths.diff, paths.sideBySide] {
            #expect(!FileReading.fileExists(path), "\(path) left behind")
        }
    }

    @Test func aMismatchWritesAndNamesEveryArtifact() throws {
        let golden = try TestImages.dotted(16, 12, [(5, 5)])
        try recordGolden(golden)
        let actual = try TestImages.dotted(16, 12, [(5, 5), (10, 2)])
        let outcome = verifier(.never).verify(actual)
        guard case let .mismatched(result, exact, artifacts) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(exact == nil)
        #expect(result.counts?.mismatched == 1)
        #expect(artifacts.actual == paths.actual && artifacts.expected == paths.expected)
        #expect(artifacts.diff == paths.diff && artifacts.sideBySide == paths.sideBySide)
        #expect(artifacts.problems.isEmpty)
        #expect(try TestImages.decode(paths.actual).bitmap == actual)
        #expect(try FileReading.read(paths.expected) == FileReading.read(paths.golden))
        let diff = try TestImages.decode(paths.diff)
        #expect(Array(diff.rgba[(2 * 16 + 10) * 4..<(2 * 16 + 10) * 4 + 4]) == [255, 0, 0, 255])
        let composite = try TestImages.decode(paths.sideBySide)
        #expect(composite.width == 3 * 16 + 4 * SideBySide.gap)
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("1 of 192 pixels differ"))
        for path in [paths.golden, paths.actual, paths.expected, paths.diff, paths.sideBySide] {
            #expect(message.contains(path), "the message does not name \(path)")
        }
    }

    @Test func aMismatchIsAlsoWrittenWhereTheFolderReportReadsIt() throws {
        let golden = try TestImages.dotted(16, 12, [(5, 5)])
        try recordGolden(golden)
        let actual = try TestImages.dotted(16, 12, [(5, 5), (10, 2)])
        #expect(!verifier(.never).verify(actual).passed)
        // `chevron diff Failures/expected Failures/actual --report …` pairs these by relative path.
        #expect(paths.reportExpected == scratch + "/Failures/expected/BarTests.plainBar/bars/plain.png")
        #expect(paths.reportActual == scratch + "/Failures/actual/BarTests.plainBar/bars/plain.png")
        #expect(try FileReading.read(paths.reportExpected) == FileReading.read(paths.golden))
        #expect(try TestImages.decode(paths.reportActual).bitmap == actual)
        // Once the image matches again, the pair is gone from the report's folders.
        #expect(verifier(.never).verify(golden).passed)
        #expect(!FileReading.fileExists(paths.reportExpected))
        #expect(!FileReading.fileExists(paths.reportActual))
    }

    @Test func tolerancesLetSmallDifferencesPass() throws {
        try recordGolden(try TestImages.dotted())
        let twoDots = try TestImages.dotted(16, 12, [(2, 2), (12, 8)])
        #expect(!verifier(.never).verify(twoDots).passed)
        #expect(verifier(.never, .pixelmatch(maxDiffPixels: 2)).verify(twoDots).passed)
        #expect(!verifier(.never, .pixelmatch(maxDiffPixels: 1)).verify(twoDots).passed)
        #expect(verifier(.never, .pixelmatch(maxDiffPixelRatio: 0.011)).verify(twoDots).passed)
        let region = try #require(DiffRegion(x: 0, y: 0, width: 13, height: 9))
        #expect(verifier(.never, .pixelmatch(ignoring: [region])).verify(twoDots).passed)
    }

    @Test func exactComparisonCatchesWhatPixelmatchForgives() throws {
        try recordGolden(try TestImages.dotted())
        // Off-white by one level: far below pixelmatch's threshold, but not the same bytes.
        let faint = try TestImages.dotted(16, 12, [(7, 7)], color: Color(r: 254, g: 255, b: 255))
        #expect(verifier(.never).verify(faint).passed)
        let outcome = verifier(.never, .exact).verify(faint)
        guard case let .mismatched(_, exact, _) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(exact == 1)
        #expect(outcome.failureMessage?.contains("1 pixel is not byte-identical") == true)
        #expect(verifier(.never, .exact).verify(try TestImages.dotted()).passed)
    }

    @Test func aSizeMismatchFailsWithoutADiffImage() throws {
        try recordGolden(try TestImages.dotted(16, 12))
        let outcome = verifier(.never).verify(try TestImages.dotted(12, 16))
        guard case let .mismatched(result, _, artifacts) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(result.isSizeMismatch)
        #expect(artifacts.diff == nil)
        #expect(artifacts.sideBySide != nil)
        #expect(outcome.failureMessage?.contains("image sizes differ: 16 x 12 against 12 x 16") == true)
    }

    @Test func aCorruptGoldenIsAClearFailure() throws {
        try FileManager.default.createDirectory(atPath: FileReading.directory(of: paths.golden), withIntermediateDirectories: true)
        try Data(Array("not a png".utf8)).write(to: URL(fileURLWithPath: paths.golden))
        let outcome = verifier(.never).verify(try TestImages.dotted())
        #expect(outcome == .failed("The golden \(paths.golden) cannot be used: not a PNG file (bad signature)"))
    }

    @Test func anUnwritableArtifactFolderIsReportedNotFatal() throws {
        try recordGolden(try TestImages.dotted())
        // A file where the failure folder should be.
        try FileManager.default.createDirectory(atPath: scratch + "/Failures", withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: paths.failureFolder))
        let outcome = verifier(.never).verify(try TestImages.dotted(16, 12, [(1, 1)]))
        guard case let .mismatched(_, _, artifacts) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(artifacts.actual == nil)
        #expect(artifacts.problems.count == 4)
        #expect(outcome.failureMessage?.contains("could not write") == true)
    }
}
