// Only with the SnapshotTesting trait (on by default; Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
import Chevron
import ChevronSnapshotTesting
import ChevronTesting
import Foundation
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategy `.chevronPNG`, driven through `verifySnapshot` into a
/// scratch snapshot folder.
@Suite("snapshot strategy")
struct SnapshotStrategyTests {
    @Test func recordsThenMatchesThenReportsADifference() throws {
        let folder = try TestImages.scratchFolder()
        defer { TestImages.remove(folder) }
        let image = try TestImages.dotted(16, 12, [(3, 3)])
        let first = verifySnapshot(of: image, as: .chevronPNG, named: "dot", record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk") == true)
        let stored = try PNG.decodeStraight(try FileReading.read(folder + "/recordsThenMatchesThenReportsADifference.dot.png"))
        #expect(stored.bitmap == image)

        #expect(verifySnapshot(of: image, as: .chevronPNG, named: "dot", record: .never, snapshotDirectory: folder) == nil)

        let changed = try TestImages.dotted(16, 12, [(3, 3), (9, 9)])
        let failure = try #require(verifySnapshot(of: changed, as: .chevronPNG, named: "dot", record: .never,
                                                  snapshotDirectory: folder))
        #expect(failure.contains("Chevron image snapshot does not match: 1 of 192 pixels differ"))
        if let line = failure.split(separator: "\n").first(where: { $0.hasPrefix("  diff: ") }) {
            try? FileManager.default.removeItem(atPath: FileReading.directory(of: String(line.dropFirst("  diff: ".count))))
        }
        #expect(verifySnapshot(of: changed, as: .chevronPNG(maxDiffPixels: 1), named: "dot", record: .never,
                               snapshotDirectory: folder) == nil)
    }

    @Test func theDiffingNamesItsDiffImages() throws {
        let reference = Data(try PNG.encode(try TestImages.dotted()))
        let actual = Data(try PNG.encode(try TestImages.dotted(16, 12, [(1, 2)])))
        let diffing = Diffing<Data>.chevronPNG()
        #expect(diffing.diffV2(reference, reference) == nil)
        let (message, attachments) = try #require(diffing.diffV2(reference, actual))
        #expect(attachments.count == 2)
        let lines = message.split(separator: "\n")
        let diffPath = try #require(lines.first { $0.hasPrefix("  diff: ") }).dropFirst("  diff: ".count)
        let diff = try PNG.decodeStraight(try FileReading.read(String(diffPath)))
        #expect(Array(diff.rgba[(2 * 16 + 1) * 4..<(2 * 16 + 1) * 4 + 4]) == [255, 0, 0, 255])
        #expect(lines.contains { $0.hasPrefix("  side-by-side: ") })
        try? FileManager.default.removeItem(atPath: FileReading.directory(of: String(diffPath)))
    }

    @Test func unreadableDataIsAMessageNotACrash() throws {
        let reference = Data(try PNG.encode(try TestImages.dotted()))
        let (message, _) = try #require(Diffing<Data>.chevronPNG().diffV2(reference, Data([1, 2, 3])))
        #expect(message == "the new snapshot is not a readable PNG: not a PNG file (bad signature)")
    }

    @Test func differentSizesAreReported() throws {
        let reference = Data(try PNG.encode(try TestImages.dotted(16, 12)))
        let actual = Data(try PNG.encode(try TestImages.dotted(12, 16)))
        let (message, _) = try #require(Diffing<Data>.chevronPNG().diffV2(reference, actual))
        #expect(message.hasPrefix("Chevron image snapshot does not match: image sizes differ: 16 x 12 against 12 x 16"))
        let composite = try #require(message.split(separator: "\n").first { $0.hasPrefix("  side-by-side: ") })
        #expect(!message.contains("  diff: "))
        try? FileManager.default.removeItem(atPath: FileReading.directory(of: String(composite.dropFirst("  side-by-side: ".count))))
    }
}
#endif
