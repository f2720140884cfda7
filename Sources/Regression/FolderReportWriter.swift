import Chevron
import CommandSupport

/// Writes `--report DIR`: each non-passing image's files as `images/<index>/<role>.png` while the
/// run goes on (staged beside their targets, put in place together at the end), then `index.html`
/// (`FolderReport`). File names are numbers, never the images' own names, so no name can lead out
/// of the folder or need escaping in a URL.
package final class FolderReportWriter: @unchecked Sendable {
    package let folder: String
    private let staged = Locked<[FileIO.StagedFile]>([])
    private let failure = Locked<ChevronFailure?>(nil)

    package init(folder: String) {
        self.folder = folder
    }

    package static func url(index: Int, role: String) -> String { "images/\(index)/\(role).png" }

    package func add(index: Int, files: ImageFiles) {
        for (role, data) in [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)] {
            guard let data else { continue }
            do {
                let file = try FileIO.stage(data, to: folder + "/" + Self.url(index: index, role: role), durable: false)
                staged.withLock { $0.append(file) }
            } catch {
                failure.withLock { $0 = $0 ?? ChevronFailure(error) }
            }
        }
    }

    /// Puts the images in place and writes the page; the first failure is thrown (73).
    package func finish(records: [ImageRecord], title: String) throws {
        if let first = failure.withLock({ $0 }) {
            abandon()
            throw first
        }
        let files = staged.withLock { $0 }
        let present = Set(files.map(\.target))
        if let failed = FileIO.commit(files, synced: false).compactMap({ $0 }).first { throw failed }
        func url(_ r: ImageRecord, _ role: String) -> String? {
            let u = Self.url(index: r.index, role: role)
            return present.contains(folder + "/" + u) ? u : nil
        }
        let entries = records.map { r in
            FolderReport.Entry(name: ChevronFailure.oneLine(r.path), status: r.status.rawValue, detail: r.detail,
                               expected: url(r, "expected"), actual: url(r, "actual"), diff: url(r, "diff"))
        }
        let page = FolderReport(title: title, summary: FolderTotals(records).line, entries: entries,
                                statuses: ImageStatus.allCases.map(\.rawValue))
        try FileIO.writeAtomically(Array(page.html.utf8), to: folder + "/index.html")
    }

    package func abandon() {
        for file in staged.withLock({ $0 }) { TemporaryFiles.remove(file.temporary) }
    }
}

/// Runs a folder comparison over the shard's pairs on `jobs` threads. Each image is read,
/// compared and its files handed on (to the report, to the blob) before the next is taken, so a
/// run holds at most `jobs` images' pixels at once whatever the folder's size; only the small
/// records are kept, in the pairs' order.
package struct FolderRun {
    package var comparison: FolderComparison
    package var jobs: Int
    package var report: FolderReportWriter?
    package var blob: BlobWriter?
    package var progress: Bool

    package func run(_ pairs: [FolderPair]) -> [ImageRecord] {
        let results = SceneBatch(count: pairs.count, jobs: jobs, progress: progress).run { i -> ImageRecord in
            let (record, files) = comparison.compare(pairs[i])
            if let files, !files.isEmpty {
                report?.add(index: record.index, files: files)
                blob?.add(index: record.index, files: files)
            }
            return record
        }
        return zip(pairs, results).map { pair, result in
            (try? result.get()) ?? ImageRecord(index: pair.index, path: pair.path, status: .unreadable,
                                               options: comparison.options, problem: "internal error: not compared")
        }
    }
}
