/// A scene or image file that could not be read: it is missing, unreadable or a directory, too
/// large to read whole, or its path holds a NUL (which would name another file).
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The system's reason (`No such file or directory`, `Permission denied`, …).
        case cannotRead(String)
        case isDirectory
        /// Larger than the limit, named as a readable size.
        case tooLarge(limit: String)
        case nulInPath
    }

    public var path: String
    public var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// True when there was nothing to read (missing, unreadable, a directory); false when what
    /// was there is refused as data (too large, a NUL in the path).
    public var isUnreadable: Bool {
        switch reason {
        case .cannotRead, .isDirectory: true
        case .tooLarge, .nulInPath: false
        }
    }

    /// Whether `description` opens with the path (`PATH is larger than …`) rather than saying it
    /// later (`cannot read PATH: …`).
    public var opensWithPath: Bool {
        switch reason {
        case .cannotRead, .isDirectory: false
        case .tooLarge, .nulInPath: true
        }
    }

    public var description: String {
        switch reason {
        case .cannotRead(let why): "cannot read \(path): \(why)"
        case .isDirectory: "cannot read \(path): it is a directory"
        case .tooLarge(let limit): "\(path) is larger than the limit of \(limit)"
        case .nulInPath: "\(path): a path cannot contain a NUL character"
        }
    }
}
