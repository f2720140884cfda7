import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The PNG files under a folder, by relative path (`a/b.png`), sorted by their bytes so that
/// every machine pairs and shards them alike. Names are kept as the folder gives them, UTF-8 or
/// not (`FileName`: listed, compared, opened and copied by their exact bytes; shown escaped).
///
/// Hostile folders: names come from the folder's own entries, so a relative path never holds `..`
/// or an absolute part; symbolic links are not followed (a link could lead out of the folder or
/// into a loop): a link named `*.png` is listed as an entry that cannot be read, a link to a
/// folder is left out. Files that do not end in `.png` (any case) are left out.
package enum FolderListing {
    package struct Entry: Sendable {
        package var path: String
        /// Why the entry cannot be compared (a symbolic link, an unreadable subfolder), or nil.
        package var problem: ImageProblem.Reason?
    }

    /// Every PNG under `root`. A root that is missing, not a folder or unreadable is 66.
    package static func list(_ root: String) throws -> [Entry] {
        Array(try FolderWalk(root))
    }

    /// The deepest folder walked; deeper ones are listed as a problem.
    package static let maxDepth = 64

    static func open(_ path: String) -> OpaquePointer? {
        let fd = FileName.withPath(path) { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW) }
        guard fd >= 0 else { return nil }
        guard let dir = fdopendir(fd) else {
            close(fd)
            return nil
        }
        return dir
    }
}

/// The PNG files under a folder one at a time, in `FolderListing.list`'s order (by their paths'
/// bytes), holding only the folders on the way down: a tree of any number of images costs the
/// memory of its widest folders, not of its count.
///
/// Each folder's entries are read at once and sorted, a subfolder as its name and `/`; walking
/// them depth first then gives every path in byte order (all of `a/…` sorts where `a/` does
/// among `a`'s siblings). A subfolder that cannot be opened is an entry under its own name.
package struct FolderWalk: Sequence, IteratorProtocol {
    private struct Child {
        var name: String
        var key: [UInt8]
        /// A folder to walk into.
        var descends: Bool
        var problem: ImageProblem.Reason?
    }

    private struct Level {
        var relative: String
        var depth: Int
        var children: [Child]
        var next = 0
    }

    private let root: String
    private var stack: [Level] = []

    /// A root that is missing, not a folder or unreadable is 66.
    package init(_ root: String) throws {
        try FileIO.refuseNUL(in: root)
        var info = stat()
        guard FileName.withPath(root, { stat($0, &info) }) == 0 else {
            throw ChevronFailure(message: "cannot read \(root): \(FileIO.errnoText())", exitCode: .noInput)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ChevronFailure(message: "cannot read \(root) as a folder: it is a file", exitCode: .noInput)
        }
        guard let top = FolderListing.open(root) else {
            throw ChevronFailure(message: "cannot read \(root): \(FileIO.errnoText())", exitCode: .noInput)
        }
        self.root = root
        stack.append(Self.read(top, root: root, relative: "", depth: 0))
    }

    package mutating func next() -> FolderListing.Entry? {
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            let child = stack[top].children[stack[top].next]
            stack[top].next += 1
            let relative = stack[top].relative.isEmpty ? child.name : stack[top].relative + "/" + child.name
            guard child.descends else { return FolderListing.Entry(path: relative, problem: child.problem) }
            guard let dir = FolderListing.open(root + "/" + relative) else {
                // Removed (or replaced by a file) since its folder was read: it has no images now,
                // and those the other side has are reported as deleted or new. Closed since: unreadable.
                if FolderListing.vanished(errno) { continue }
                return FolderListing.Entry(path: relative, problem: .folderUnreadable(FileIO.errnoText()))
            }
            stack.append(Self.read(dir, root: root, relative: relative, depth: stack[top].depth + 1))
        }
        return nil
    }

    /// A folder's PNGs and subfolders, sorted; closes `dir`.
    private static func read(_ dir: OpaquePointer, root: String, relative: String, depth: Int) -> Level {
        var children: [Child] = []
        do {
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
                let name = FileName.decode(bytes)
                let full = root + "/" + (relative.isEmpty ? name : relative + "/" + name)
                if let child = classify(name, bytes: bytes, kind: entry.pointee.d_type, full: full, depth: depth) {
                    children.append(child)
                }
            }
        }
        children.sort { $0.key.lexicographicallyPrecedes($1.key) }
        return Level(relative: relative, depth: depth, children: children)
    }

    private static func classify(_ name: String, bytes: [UInt8], kind given: UInt8, full: String, depth: Int) -> Child? {
        var kind = given
        if kind == UInt8(DT_UNKNOWN) {
            var info = stat()
            if FileName.withPath(full, { lstat($0, &info) }) == 0 {
                switch info.st_mode & S_IFMT {
                case S_IFDIR: kind = UInt8(DT_DIR)
                case S_IFLNK: kind = UInt8(DT_LNK)
                case S_IFREG: kind = UInt8(DT_REG)
                default: break
                }
            }
        }
        let isPNG = name.lowercased().hasSuffix(".png")
        switch kind {
        case UInt8(DT_DIR):
            guard depth + 1 < FolderListing.maxDepth else {
                return Child(name: name, key: bytes, descends: false, problem: .nestedTooDeep(FolderListing.maxDepth))
            }
            // Opened once here, so that one that cannot be is sorted as an entry (by its name).
            guard let sub = FolderListing.open(full) else {
                if FolderListing.vanished(errno) { return nil }
                return Child(name: name, key: bytes, descends: false, problem: .folderUnreadable(FileIO.errnoText()))
            }
            closedir(sub)
            return Child(name: name, key: bytes + [0x2F], descends: true, problem: nil)
        case UInt8(DT_LNK) where isPNG:
            return Child(name: name, key: bytes, descends: false, problem: .symbolicLink)
        case UInt8(DT_REG) where isPNG:
            return Child(name: name, key: bytes, descends: false, problem: nil)
        case _ where isPNG && kind != UInt8(DT_LNK):
            return Child(name: name, key: bytes, descends: false, problem: .notRegularFile)
        default:
            return nil
        }
    }
}

extension FolderListing {
    /// Whether a folder that was listed could not be opened because it is no longer there (removed,
    /// or replaced by a file, while the listing ran), rather than because it cannot be read.
    static func vanished(_ error: Int32) -> Bool { error == ENOENT || error == ENOTDIR }

    /// Whether `path` names a folder (following a link given on the command line).
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return !path.utf8.contains(0) && FileName.withPath(path, { stat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

extension FolderListing {
    /// The first folder on the way from `root` to `relative` that is a symbolic link, if any:
    /// writing through it would put a file outside the root.
    package static func linkedFolder(under root: String, on relative: String) -> String? {
        var path = root
        for part in relative.split(separator: "/").dropLast() {
            path += "/" + part
            var info = stat()
            if FileName.withPath(path, { lstat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFLNK { return path }
        }
        return nil
    }
}

extension FolderListing {
    /// Whether `path` (which may not exist yet) is `folder` or lies inside it, however spelt: the
    /// nearest existing ancestor of `path` is resolved and compared with the resolved folder.
    package static func isInside(_ path: String, folder: String) -> Bool {
        guard let root = resolved(folder) else { return false }
        var existing = path.isEmpty ? "." : path
        var rest: [String] = []
        while resolved(existing) == nil {
            let parent = FileIO.directory(of: existing)
            rest.insert(FileIO.baseName(of: existing), at: 0)
            if parent == existing { return false }
            existing = parent
        }
        guard let base = resolved(existing) else { return false }
        let full = ([base] + rest).joined(separator: "/")
        return full == root || full.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    private static func resolved(_ path: String) -> String? {
        guard !path.utf8.contains(0), let pointer = FileName.withPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return FileName.decode(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
    }
}
