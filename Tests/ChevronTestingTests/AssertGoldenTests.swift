import Foundation
import Chevron
import ChevronTesting
import Testing

/// `assertGolden` reports to the running test: these use Swift Testing's `withKnownIssue` to see
/// the failures it records.
@Suite("assertGolden")
struct AssertGoldenTests {
    @Test func aMatchRecordsNoIssue() throws {
        let scratch = try TestImages.scratchFolder()
        defer { TestImages.remove(scratch) }
        let image = try TestImages.dotted(8, 8, [(2, 2)])
        withKnownIssue {
            assertGolden(image, named: "dot", record: .missing, goldensFolder: scratch, failuresFolder: scratch + "/F")
        }
        let outcome = assertGolden(image, named: "dot", record: .never, goldensFolder: scratch,
                                   failuresFolder: scratch + "/F")
        #expect(outcome.passed)
    }

    @Test func aMismatchIsReportedWithTheArtifactPaths() throws {
        let scratch = try TestImages.scratchFolder()
        defer { TestImages.remove(scratch) }
        let golden = try TestImages.dotted()
        let changed = try TestImages.dotted(16, 12, [(4, 4)])
        withKnownIssue {
            assertGolden(golden, named: "plain", record: .missing, goldensFolder: scratch, failuresFolder: scratch + "/F")
        }
        var outcome: GoldenOutcome?
        withKnownIssue {
            outcome = assertGolden(changed, named: "plain", record: .never, goldensFolder: scratch,
                                   failuresFolder: scratch + "/F")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("assertGolden(\"plain\"): The image does not match its golden")
                && text.contains(scratch + "/F/AssertGoldenTests.aMismatchIsReportedWithTheArtifactPaths/plain.diff.png")
        }
        #expect(outcome.map { !$0.passed } == true)
    }

    @Test func aRenderingErrorFailsTheTest() {
        struct Broken: GoldenRenderable {
            func goldenBitmap() throws -> Bitmap { throw GoldenError("the scene has no root") }
        }
        withKnownIssue {
            assertGolden(Broken(), named: "broken", record: .never, goldensFolder: "/nonexistent")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "assertGolden(\"broken\"): the scene has no root"
        }
    }

    @Test func aBadToleranceFailsTheTest() throws {
        let outcome = verifyGolden(try TestImages.dotted(), named: "x", tolerance: .pixelmatch(threshold: 3),
                                   record: .never, goldensFolder: "/nonexistent")
        #expect(outcome == .failed("bad tolerance: the threshold must be between 0 and 1, not 3.0"))
    }

    @Test func goldensDefaultToAFolderNextToTheTestFile() throws {
        // Recording is off, so nothing is written next to this file; the message names the path.
        let outcome = verifyGolden(try TestImages.dotted(), named: "never-recorded", record: .never)
        let folder = FileReading.directory(of: #filePath)
        guard case let .missing(golden, ci, actual) = outcome else {
            Issue.record("not missing: \(outcome)")
            return
        }
        #expect(golden == folder + "/Goldens/never-recorded.png" && ci == GoldenRecordMode.isCI())
        #expect(actual?.hasSuffix("/Output/Failures/AssertGoldenTests.goldensDefaultToAFolderNextToTheTestFile/never-recorded.actual.png") == true,
                "\(String(describing: actual))")
    }
}
