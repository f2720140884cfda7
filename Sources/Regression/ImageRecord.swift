import Chevron
import CommandSupport

/// What became of one image of a folder comparison (`chevron diff EXPECTED_DIR ACTUAL_DIR`).
package enum ImageStatus: String, CaseIterable, Sendable {
    case passed, changed, new, deleted, resized, unreadable
}

/// One image's result: small, so that a run over any number of images keeps only these.
package struct ImageRecord: Sendable, Equatable {
    /// The image's place in the sorted list of every relative path of both folders: the same in
    /// every shard, so that the report's file names agree however the run was split.
    package var index: Int
    package var path: String
    package var status: ImageStatus
    package var mismatched: Int?
    package var antialiased: Int?
    package var allowed: Int?
    package var expectedSize: DiffSize?
    package var actualSize: DiffSize?
    package var options: DiffOptions
    /// The glob of the `--rules` entry that set the options, nil for the command line's.
    package var rule: String?
    /// Why an unreadable image could not be compared.
    package var problem: ImageProblem?

    package var total: Int? { mismatched == nil ? nil : expectedSize.map { $0.width * $0.height } }

    package var ratio: Double? {
        guard let mismatched, let total, total > 0 else { return mismatched == nil ? nil : 0 }
        return Double(mismatched) / Double(total)
    }

    /// The one line a non-passing image gets: `changed  icons/a.png: 12 of 1024 pixels differ (1.18 %)`.
    package var line: String {
        let name = ChevronFailure.oneLine(path)
        let padded = status.rawValue + String(repeating: " ", count: max(1, 11 - status.rawValue.count))
        return padded + name + (detail.map { ": " + ChevronFailure.oneLine($0) } ?? "")
    }

    /// What to say after the name, nil when the status says it all.
    package var detail: String? {
        switch status {
        case .passed, .changed:
            guard let mismatched, let antialiased, let allowed, let size = expectedSize else { return nil }
            let counts = DiffCounts(width: size.width, height: size.height, mismatched: mismatched,
                                    antialiased: antialiased, allowed: allowed)
            return DiffResult.compared(counts).summary
        case .resized:
            guard let e = expectedSize, let a = actualSize else { return nil }
            return "\(e) against \(a)"
        case .unreadable: return problem?.description
        case .new, .deleted: return nil
        }
    }

    /// Whether the image fails the run (`--allow-new` lets new images pass).
    package func fails(allowNew: Bool) -> Bool {
        switch status {
        case .passed: return false
        case .new: return !allowNew
        case .changed, .deleted, .resized, .unreadable: return true
        }
    }
}

/// The totals of a run and the line that says them.
package struct FolderTotals: Sendable {
    package var counts: [ImageStatus: Int] = [:]
    package var images = 0

    package init(_ records: some Sequence<ImageRecord>) {
        for record in records {
            counts[record.status, default: 0] += 1
            images += 1
        }
    }

    package subscript(status: ImageStatus) -> Int { counts[status] ?? 0 }

    /// `N images: P passed, C changed, A new, D deleted, R resized, U unreadable`.
    package var line: String {
        "\(images) image\(images == 1 ? "" : "s"): "
            + ImageStatus.allCases.map { "\(self[$0]) \($0.rawValue)" }.joined(separator: ", ")
    }

    /// 65 when an image could not be read, else 1 when any image fails (`ImageRecord.fails`:
    /// by its status alone), else 0.
    package func exitStatus(allowNew: Bool) -> ExitStatus {
        if self[.unreadable] > 0 { return .dataError }
        let failing = ImageStatus.allCases.filter { self[$0] > 0 }.contains { status in
            switch status {
            case .passed: false
            case .new: !allowNew
            case .changed, .deleted, .resized, .unreadable: true
            }
        }
        return failing ? .imagesDiffer : .success
    }
}
