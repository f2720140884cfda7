import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs and writing outputs at the edge, with the exit codes of
/// docs/DESIGN.md §Command line: an input that cannot be read is 66, an output that cannot be
/// written is 73. Reading is the library's (`FileReading`, which `render(sceneFile:)` and
/// `SceneImages` use too).
///
/// Every output is written atomically: the bytes go to a temporary file in the same folder, which
/// is renamed over the target only once complete, so a failed or killed run never leaves a partial
/// file behind and never damages an existing one.
package enum FileIO {
    /// The bytes of the file at `path` (see `FileReading.read`).
    package static func read(_ path: String, maxBytes: Int = FileReading.maxInputBytes) throws -> [UInt8] {
        try FileReading.read(path, maxBytes: maxBytes)
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, creating
    /// the folder and its parents when missing (the one rule for every output of every command).
    /// A device, a FIFO or a socket at `path` is refused, never replaced (`-o /dev/null` run as
    /// root would otherwise replace the device with a regular file). The file is on the disk
    /// (fsync) before it takes the target's name, and the folder's entry after: after a power cut
    /// the target is the old file or the whole new one, as after a killed process.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let staged = try stage(bytes, to: path, durable: true)
        if let failure = commit([staged], synced: true)[0] { throw failure }
    }

    /// A file written under its temporary name beside its target, not yet in place.
    package struct StagedFile: Sendable {
        package var temporary: String
        package var target: String
    }

    /// Writes `bytes` to a temporary file beside `path` (refusing what `writeAtomically` refuses);
    /// `durable` syncs it to the disk. `commit` puts it in place.
    package static func stage(_ bytes: [UInt8], to path: String, durable: Bool) throws -> StagedFile {
        try refuseNUL(in: path)
        var existing = stat()
        if FileName.withPath(path, { lstat($0, &existing) }) == 0 {
            let kind = existing.st_mode & S_IFMT
            if kind != S_IFREG && kind != S_IFLNK && kind != S_IFDIR {
                throw ChevronFailure(message: "cannot write \(path): it is not a regular file (a device, FIFO or socket)",
                                     exitCode: .cannotCreate)
            }
        }
        let folder = directory(of: path)
        if !fileExists(folder) { try createDirectory(folder) }
        // The temporary name carries the first bytes of the target's (at most 64), so that a name
        // as long as the file system allows still leaves room for ".….tmp-XXXXXX".
        var stem = ""
        for scalar in baseName(of: path).unicodeScalars {
            if stem.utf8.count + String(scalar).utf8.count > 64 { break }
            stem.unicodeScalars.append(scalar)
        }
        var template = (FileName.bytes("\(folder)/.\(stem).tmp-XXXXXX") + [0]).map { CChar(bitPattern: $0) }
        guard let (fd, temporary) = TemporaryFiles.create(&template) else {
            throw ChevronFailure(message: "cannot write \(path): \(errnoText())", exitCode: .cannotCreate)
        }
        var ok = false
        defer {
            if !ok { TemporaryFiles.remove(temporary) }
        }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            guard let start = raw.baseAddress else { return }
            while written < raw.count {
                let n = systemWrite(fd, start + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += n
            }
        }
        if failure == 0, fchmod(fd, 0o644) != 0 { failure = errno }
        // On the disk before it takes the target's name: after a power cut the target is the old
        // file or the whole new one, as after a killed process.
        if failure == 0, durable, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            throw ChevronFailure(
                message: "cannot write \(path): \(String(cString: strerror(failure)))", exitCode: .cannotCreate)
        }
        ok = true
        return StagedFile(temporary: temporary, target: path)
    }

    /// Puts staged files in place, one failure (or nil) per file: unless each was `synced` when
    /// staged, one `sync` puts their bytes on the disk first (a batch of many files waits for the
    /// disk once, not once a file); then each is renamed over its target, and each folder's
    /// entries are synced once.
    package static func commit(_ files: [StagedFile], synced: Bool) -> [ChevronFailure?] {
        var folders: [String] = []
        var seen: Set<String> = []
        for file in files {
            let folder = directory(of: file.target)
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        if !synced { sync() }
        let failures = files.map { file -> ChevronFailure? in
            let renamed = TemporaryFiles.rename(file.temporary, to: file.target)
            guard renamed != 0 else { return nil }
            TemporaryFiles.remove(file.temporary)
            return ChevronFailure(message: "cannot write \(file.target): \(String(cString: strerror(renamed)))",
                                  exitCode: .cannotCreate)
        }
        for folder in folders { syncFolder(folder) }
        return failures
    }

    /// The folder's entry for a renamed file made durable. Best effort: the file is complete and
    /// in place either way, and some file systems cannot sync a folder.
    package static func syncFolder(_ folder: String) {
        let fd = FileName.withPath(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// A NUL ends a C path early, so another file would be read or written: refused as bad data.
    package static func refuseNUL(in path: String) throws {
        if path.utf8.contains(0) {
            throw ChevronFailure(message: "\(path): a path cannot contain a NUL character", exitCode: .dataError,
                                 namesFile: path)
        }
    }

    /// Whether `a` and `b` name one existing file (the same device and inode), however spelt.
    package static func isSameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return FileName.withPath(a, { stat($0, &x) }) == 0 && FileName.withPath(b, { stat($0, &y) }) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Creates a folder and its parents, like `mkdir -p`.
    package static func createDirectory(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") where !part.isEmpty {
            prefix += part
            if FileName.withPath(prefix, { mkdir($0, 0o755) }) != 0 && errno != EEXIST {
                throw ChevronFailure(message: "cannot create folder \(prefix): \(errnoText())", exitCode: .cannotCreate)
            }
            var info = stat()
            if FileName.withPath(prefix, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                throw ChevronFailure(message: "cannot create folder \(prefix): a file is in the way", exitCode: .cannotCreate)
            }
            prefix += "/"
        }
    }

    package static func fileExists(_ path: String) -> Bool { FileReading.fileExists(path) }

    package static func directory(of path: String) -> String { FileReading.directory(of: path) }

    package static func baseName(of path: String) -> String { FileReading.baseName(of: path) }

    package static func errnoText() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
