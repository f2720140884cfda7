/// Why an image of a folder comparison could not be compared (`unreadable`): which side, and what
/// was wrong, as values until a line, a report or a blob says them (`description`).
package struct ImageProblem: Sendable, Equatable, CustomStringConvertible {
    package enum Side: String, Sendable {
        case expected, actual, both
    }

    package enum Reason: Sendable, Equatable {
        /// A PNG name on something that is not a regular file (a device, a FIFO).
        case notRegularFile
        /// A symbolic link: never followed.
        case symbolicLink
        /// A folder below the deepest one walked (`FolderListing.maxDepth`).
        case nestedTooDeep(Int)
        /// A folder that cannot be read, with the system's reason.
        case folderUnreadable(String)
        /// Neither folder has the file.
        case noFile
        /// The file could not be read, or is no PNG: the failure's one line.
        case failed(String)
        /// An image no job compared (an internal error).
        case notCompared
        /// Said by the shard that compared the image, read back from its blob as it said it.
        case reported(String)
    }

    /// Which folder's file; nil when the problem is not one side's.
    package var side: Side?
    package var reason: Reason

    package init(_ side: Side?, _ reason: Reason) {
        self.side = side
        self.reason = reason
    }

    /// `expected: a symbolic link, not followed`.
    package var description: String {
        let what = switch reason {
        case .notRegularFile: "not a regular file"
        case .symbolicLink: "a symbolic link, not followed"
        case .nestedTooDeep(let depth): "nested deeper than \(depth) folders"
        case .folderUnreadable(let why): "cannot read the folder: \(why)"
        case .noFile: "no file"
        case .failed(let message): message
        case .notCompared: "internal error: not compared"
        case .reported(let text): text
        }
        return side.map { "\($0.rawValue): \(what)" } ?? what
    }

    /// Two problems are equal when they say the same: one read back from a blob equals the one written.
    package static func == (a: ImageProblem, b: ImageProblem) -> Bool { a.description == b.description }
}
