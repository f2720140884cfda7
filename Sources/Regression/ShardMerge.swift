import Chevron
import CommandSupport

/// The shards' blobs (`chevron diff … --shard K/N --blob FILE`) merged into what one unsharded
/// run gives: the same records in the same order, the report's images handed to `report`. Refuses
/// blobs of another Chevron version, of another run (other folders or options), and an incomplete
/// or overlapping set.
package enum ShardMerge {
    /// The merged records and the run's context; nil when no blob is given.
    package static func merge(_ blobs: [String], report: FolderReportWriter?) throws
        -> (records: [ImageRecord], context: FolderRunContext)?
    {
        var first: Blob.Contents?
        var records: [ImageRecord] = []
        var shards: [Int: String] = [:]
        do {
            try read(blobs, into: &records, first: &first, shards: &shards, report: report)
        } catch {
            report?.abandon()  // no staged image left behind
            throw error
        }
        guard let first else { return nil }
        let missing = (1...first.shard.total).filter { shards[$0] == nil }
        if !missing.isEmpty {
            report?.abandon()
            throw ChevronFailure(message: "shard" + (missing.count == 1 ? " " : "s ")
                                 + missing.map { "\($0)/\(first.shard.total)" }.joined(separator: ", ")
                                 + " missing: give every shard's blob", exitCode: .dataError)
        }
        records.sort { $0.index < $1.index }
        return (records, first.context)
    }

    /// Reads every blob, checking that it belongs with the first, into the records and the report.
    private static func read(_ blobs: [String], into records: inout [ImageRecord], first: inout Blob.Contents?, shards: inout [Int: String],
                      report: FolderReportWriter?) throws {
        for path in blobs {
            let blob = try Blob.read(path)
            if blob.version != ChevronVersion.string {
                throw ChevronFailure(message: "\(path) was written by Chevron \(blob.version); this is Chevron "
                                     + "\(ChevronVersion.string): run every shard and the merge with one version",
                                     exitCode: .dataError)
            }
            if let first {
                guard blob.context == first.context, blob.pairs == first.pairs, blob.shard.total == first.shard.total else {
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
            let expected = blob.shard.range(of: blob.pairs)
            guard blob.records.map(\.index) == Array(expected) else {
                throw ChevronFailure(message: "\(path): its records are not those of shard \(blob.shard)",
                                     exitCode: .dataError)
            }
            records += blob.records
            if let report {
                for (index, files) in blob.files.sorted(by: { $0.key < $1.key }) { report.add(index: index, files: files) }
            }
        }
    }
}
