import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `--report DIR`: each image's files as `images/<index>/<role>.png` (a passed image's actual
/// file, and its expected one when some pixel differs; every file of the others) while the run goes on (staged beside their targets, put in place together at the end), then `index.html`
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

    /// Where an image's actual file is kept by its own relative path, so that `chevron approve
    /// EXPECTED_DIR DIR/actual` accepts what a CI run found (changed, resized and new images).
    package static func approvable(path: String) -> String { "actual/" + path }

    /// Stages `files` of the image at `index`; its actual file is also kept by its path under
    /// `actual/` when `approvable` (it did not pass: changed, resized or new).
    package func add(index: Int, path: String, files: ImageFiles, approvable: Bool) {
        var targets = [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)].compactMap { role, data in
            data.map { (Self.url(index: index, role: role), $0) }
        }
        if approvable, let actual = files.actual { targets.append((Self.approvable(path: path), actual)) }
        for (url, data) in targets {
            do {
                let file = try FileIO.stage(data, to: folder + "/" + url, durable: false)
                staged.withLock { $0.append(file) }
            } catch {
                failure.withLock { $0 = $0 ?? ChevronFailure(error) }
            }
        }
    }

    /// Puts the images in place and writes the page; the first failure is thrown (73).
    package func finish(records: FolderRecords, title: String) throws {
        if let first = failure.withLock({ $0 }) {
            abandon()
            throw first
        }
        let files = staged.withLock { $0 }
        let present = Set(files.map(\.target))
        if let failed = FileIO.commit(files, synced: false).compactMap({ $0 }).first { throw failed }
        removeStale(keeping: present)
        func url(_ r: ImageRecord, _ role: String) -> String? {
            let u = Self.url(index: r.index, role: role)
            return present.contains(folder + "/" + u) ? u : nil
        }
        let entries = records.map { r in
            FolderReport.Entry(name: ChevronFailure.oneLine(r.path), status: r.status.rawValue, detail: r.detail,
                               expected: url(r, "expected"), actual: url(r, "actual"), diff: url(r, "diff"),
                               changedPixels: r.mismatched)
        }
        let page = FolderReport(title: title, summary: FolderTotals(records).line, entries: entries,
                                statuses: ImageStatus.allCases.map(\.rawValue))
        try FileIO.writeAtomically(Array(page.html.utf8), to: folder + "/index.html")
    }

    /// A reused report folder holds only this run: the images an earlier run left under `images/`
    /// and `actual/` that this one did not write are removed (only PNGs named as this writer names them).
    private func removeStale(keeping present: Set<String>) {
        for entry in (try? FolderListing.list(folder + "/actual")) ?? [] where !present.contains(folder + "/actual/" + entry.path) {
            _ = FileName.withPath(folder + "/actual/" + entry.path) { unlink($0) }
            var parent = FileIO.directory(of: folder + "/actual/" + entry.path)
            while parent.hasPrefix(folder + "/actual/"), FileName.withPath(parent, { rmdir($0) }) == 0 {
                parent = FileIO.directory(of: parent)
            }
        }
        guard let entries = try? FolderListing.list(folder + "/images") else { return }
        var folders: Set<String> = []
        for entry in entries {
            let parts = entry.path.split(separator: "/")
            guard parts.count == 2, parts[0].allSatisfy(\.isASCII), Int(parts[0]) != nil,
                  ["expected.png", "actual.png", "diff.png"].contains(String(parts[1])) else { continue }
            let path = folder + "/images/" + entry.path
            if !present.contains(path) {
                unlink(path)
                folders.insert(folder + "/images/" + parts[0])
            }
        }
        for emptied in folders { rmdir(emptied) }  // only when nothing else is left in it
    }

    package func abandon() {
        for file in staged.withLock({ $0 }) { TemporaryFiles.remove(file.temporary) }
    }
}

/// Runs a folder comparison over the shard's pairs on `jobs` threads. Each image is read,
/// compared and its files handed on (to the report, to the blob) before the next is taken, so a
/// run holds at most `jobs` images' pixels at once whatever the folder's size. The pairs are taken
/// from their stream a batch at a time and only the packed records are kept (`FolderRecords`), in
/// the pairs' order: the memory of a run grows by those few bytes an image.
package struct FolderRun {
    package var comparison: FolderComparison
    package var jobs: Int
    package var report: FolderReportWriter?
    package var blob: BlobWriter?
    /// The bar on stderr, drawn across every batch; nil for none.
    package var progress: ProgressBar?

    /// How many pairs are taken from the stream at once.
    static let batch = 1024

    package func run(_ pairs: some Sequence<FolderPair>) -> FolderRecords {
        var records = FolderRecords()
        var stream = pairs.makeIterator()
        var batch: [FolderPair] = []
        batch.reserveCapacity(Self.batch)
        repeat {
            batch.removeAll(keepingCapacity: true)
            while batch.count < Self.batch, let pair = stream.next() { batch.append(pair) }
            let taken = batch
            let results = SceneBatch(count: taken.count, jobs: jobs, bar: progress).run { i -> ImageRecord in
                let (record, files) = comparison.compare(taken[i])
                if let files, !files.isEmpty {
                    report?.add(index: record.index, path: record.path, files: files, approvable: record.status != .passed)
                    blob?.add(index: record.index, files: files)
                }
                return record
            }
            for (pair, result) in zip(taken, results) {
                records.append((try? result.get()) ?? ImageRecord(index: pair.index, path: pair.path, status: .unreadable,
                                                                  options: comparison.options,
                                                                  problem: ImageProblem(nil, .notCompared)))
            }
        } while batch.count == Self.batch
        progress?.finish()
        return records
    }
}
