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
        try FileIO.refuseNUL(in: root)
        var info = stat()
        guard FileName.withPath(root, { stat($0, &info) }) == 0 else {
            throw ChevronFailure(message: "cannot read \(root): \(FileIO.errnoText())", exitCode: .noInput)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ChevronFailure(message: "cannot read \(root) as a folder: it is a file", exitCode: .noInput)
        }
        var entries: [Entry] = []
        guard let top = open(root) else {
            throw ChevronFailure(message: "cannot read \(root): \(FileIO.errnoText())", exitCode: .noInput)
        }
        walk(top, root: root, relative: "", depth: 0, into: &entries)
        entries.sort { FileName.precedes($0.path, $1.path) }
        return entries
    }

    /// The deepest folder walked; deeper ones are listed as a problem.
    package static let maxDepth = 64

    private static func open(_ path: String) -> OpaquePointer? {
        let fd = FileName.withPath(path) { Glibc.open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW) }
        guard fd >= 0 else { return nil }
        guard let dir = fdopendir(fd) else {
            close(fd)
            return nil
        }
        return dir
    }

    private static func walk(_ dir: OpaquePointer, root: String, relative: String, depth: Int, into entries: inout [Entry]) {
        defer { closedir(dir) }
        var children: [(name: String, kind: UInt8)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in FileName.decode(raw.prefix { $0 != 0 }) }
            if name == "." || name == ".." { continue }
            children.append((name, entry.pointee.d_type))
        }
        for child in children {
            let rel = relative.isEmpty ? child.name : relative + "/" + child.name
            let full = root + "/" + rel
            var kind = child.kind
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
            let isPNG = child.name.lowercased().hasSuffix(".png")
            switch kind {
            case UInt8(DT_DIR):
                guard depth + 1 < maxDepth, let sub = open(full) else {
                    entries.append(Entry(path: rel, problem: depth + 1 < maxDepth
                                         ? .folderUnreadable(FileIO.errnoText()) : .nestedTooDeep(maxDepth)))
                    continue
                }
                walk(sub, root: root, relative: rel, depth: depth + 1, into: &entries)
            case UInt8(DT_LNK) where isPNG:
                entries.append(Entry(path: rel, problem: .symbolicLink))
            case UInt8(DT_REG) where isPNG:
                entries.append(Entry(path: rel, problem: nil))
            case _ where isPNG && kind != UInt8(DT_LNK):
                entries.append(Entry(path: rel, problem: .notRegularFile))
            default:
                continue
            }
        }
    }
}

extension FolderListing {
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
