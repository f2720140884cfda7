import Chevron
import CommandSupport

/// The shards' blobs (`chevron diff … --shard K/N --blob FILE`) merged into what one unsharded
/// run gives: the same records in the same order, the report's images handed to `report`. Refuses
/// blobs of another Chevron version, of another run (other folders, options or number of shards),
/// and an incomplete or overlapping set.
///
/// Each machine lists its own folders, so the images only one machine has (new ones: only its
/// actual folder holds them) are in that shard's listing alone. The records are therefore put in
/// path order again here and numbered by their place in the whole run, as one unsharded run
/// numbers them; each blob's images follow their record.
package enum ShardMerge {
    /// The merged records and the run's context; nil when no blob is given.
    package static func merge(_ blobs: [String], report: FolderReportWriter?) throws
        -> (records: FolderRecords, context: FolderRunContext)?
    {
        var first: Blob.Contents?
        var read: [(path: String, blob: Blob.Contents)] = []
        var shards: [Int: String] = [:]
        for path in blobs {
            let blob = try Blob.read(path)
            if blob.version != ChevronVersion.string {
                throw ChevronFailure(message: "\(path) was written by Chevron \(blob.version); this is Chevron "
                                     + "\(ChevronVersion.string): run every shard and the merge with one version",
                                     exitCode: .dataError)
            }
            if let first {
                guard blob.context == first.context, blob.shard.total == first.shard.total else {
                    throw ChevronFailure(message: "\(path) is a shard of another run than \(blobs[0]) (other folders, "
                                         + "options, rules or number of shards)", exitCode: .dataError)
                }
            } else {
                first = blob
            }
            if let other = shards[blob.shard.index] {
                throw ChevronFailure(message: "\(path) and \(other) are both shard \(blob.shard)", exitCode: .dataError)
            }
            shards[blob.shard.index] = path
            guard blob.records.allSatisfy({ blob.shard.contains($0.path) }) else {
                throw ChevronFailure(message: "\(path): its records are not those of shard \(blob.shard)",
                                     exitCode: .dataError)
            }
            read.append((path, blob))
        }
        guard let first else { return nil }
        let missing = (1...first.shard.total).filter { shards[$0] == nil }
        if !missing.isEmpty {
            throw ChevronFailure(message: "shard" + (missing.count == 1 ? " " : "s ")
                                 + missing.map { "\($0)/\(first.shard.total)" }.joined(separator: ", ")
                                 + " missing: give every shard's blob", exitCode: .dataError)
        }
        // Every record with the blob it came from, in the order of one run: by path's UTF-8 bytes.
        var all: [(record: ImageRecord, blob: Int)] = []
        for (n, entry) in read.enumerated() { all += entry.blob.records.map { ($0, n) } }
        all.sort { FileName.precedes($0.record.path, $1.record.path) }
        for i in all.indices.dropFirst() where all[i].record.path == all[i - 1].record.path {
            throw ChevronFailure(message: "\(all[i].record.path) is in two shards (\(read[all[i - 1].blob].path) and "
                                 + "\(read[all[i].blob].path))", exitCode: .dataError)
        }
        var records = FolderRecords()
        for (index, (record, n)) in all.enumerated() {
            if let report, let files = read[n].blob.files[record.index] {
                report.add(index: index, path: record.path, files: files, approvable: record.status != .passed)
            }
            var renumbered = record
            renumbered.index = index
            records.append(renumbered)
        }
        return (records, first.context)
    }
}
