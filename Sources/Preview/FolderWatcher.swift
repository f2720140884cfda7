import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#endif

/// Folders watched with inotify: what was written, created, moved or deleted in them, as full
/// paths. A file counts as changed once it is closed after writing or moved into place (an editor's
/// save either way), not at each write, so a half-written scene is never rendered.
package final class FolderWatcher {
    package struct Change {
        package enum Kind { case written, created, removed, overflow }
        package var kind: Kind
        /// The folder's path (as watched) and the entry's name in it.
        package var folder: String
        package var name: String
        package var isFolder: Bool
        package var path: String { name.isEmpty ? folder : folder + "/" + name }
    }

    package let fd: Int32
    private var folders: [Int32: String] = [:]
    private var watches: [String: Int32] = [:]

    // <sys/inotify.h>
    private static let closeWrite: UInt32 = 0x8, movedFrom: UInt32 = 0x40, movedTo: UInt32 = 0x80,
                       create: UInt32 = 0x100, delete: UInt32 = 0x200, deleteSelf: UInt32 = 0x400,
                       moveSelf: UInt32 = 0x800, overflow: UInt32 = 0x4000, ignored: UInt32 = 0x8000,
                       onlyDir: UInt32 = 0x0100_0000, isDir: UInt32 = 0x4000_0000

    package init() throws {
        fd = inotify_init1(Int32(O_CLOEXEC | O_NONBLOCK))
        guard fd >= 0 else {
            throw ChevronFailure(message: "cannot watch files (inotify): \(FileIO.errnoText())", exitCode: .unavailable)
        }
    }

    deinit { close(fd) }

    package var watchedFolders: Dictionary<String, Int32>.Keys { watches.keys }

    /// Watches `folder` (a real path, no symbolic link in it). False when it cannot be (gone, or
    /// the system's limit of watches reached).
    @discardableResult
    package func watch(_ folder: String) -> Bool {
        if watches[folder] != nil { return true }
        let mask = Self.closeWrite | Self.movedFrom | Self.movedTo | Self.create | Self.delete | Self.deleteSelf
            | Self.moveSelf | Self.onlyDir
        let wd = FileName.withPath(folder) { inotify_add_watch(fd, $0, mask) }
        guard wd >= 0 else { return false }
        folders[wd] = folder
        watches[folder] = wd
        return true
    }

    /// The changes waiting now (none when there are none: the descriptor does not block).
    package func changes() -> [Change] {
        var result: [Change] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            var offset = 0
            while offset + 16 <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(n, offset + 16 + length)].prefix { $0 != 0 }
                let name = FileName.decode(nameBytes)
                offset += 16 + length
                if mask & Self.overflow != 0 {
                    result.append(Change(kind: .overflow, folder: "", name: "", isFolder: true))
                    continue
                }
                guard let folder = folders[wd] else { continue }
                let isFolder = mask & Self.isDir != 0
                if mask & Self.ignored != 0 {
                    folders[wd] = nil
                    watches[folder] = nil
                } else if mask & (Self.deleteSelf | Self.moveSelf) != 0 {
                    result.append(Change(kind: .removed, folder: folder, name: "", isFolder: true))
                } else if mask & (Self.delete | Self.movedFrom) != 0 {
                    result.append(Change(kind: .removed, folder: folder, name: name, isFolder: isFolder))
                } else if mask & (Self.closeWrite | Self.movedTo) != 0 {
                    result.append(Change(kind: .written, folder: folder, name: name, isFolder: isFolder))
                } else if mask & Self.create != 0 {
                    result.append(Change(kind: .created, folder: folder, name: name, isFolder: isFolder))
                }
            }
        }
        return result
    }

    /// Stops watching `folder` and every folder under it (it was deleted or moved away).
    package func unwatch(under folder: String) {
        for (path, wd) in watches where path == folder || path.hasPrefix(folder + "/") {
            inotify_rm_watch(fd, wd)
            watches[path] = nil
            folders[wd] = nil
        }
    }
}
