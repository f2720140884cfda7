#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs and writing outputs at the edge, with the exit codes of
/// docs/DESIGN.md §Command line:
/// an input that cannot be read is 66, an output that cannot be written is 73.
///
/// Every output is written atomically: the bytes go to a temporary file in the same folder, which
/// is renamed over the target only once complete, so a failed or killed run never leaves a partial
/// file behind and never damages an existing one.
public enum FileIO {
    /// The largest input file read whole (a scene or a PNG); larger files are refused as invalid data.
    public static let maxInputBytes = 256 * 1024 * 1024

    /// The bytes of the file at `path`. A file larger than `maxBytes` is invalid data (65), refused
    /// before it is read when it is a regular file (its size is known), else once that much is read.
    public static func read(_ path: String, maxBytes: Int = maxInputBytes) throws -> [UInt8] {
        let limit = maxBytes % (1024 * 1024) == 0 ? "\(maxBytes / (1024 * 1024)) MiB" : "\(maxBytes) bytes"
        let tooLarge = ChevronFailure(message: "\(path) is larger than the limit of \(limit)", exitCode: .dataError)
        try refuseNUL(in: path)
        // Opened without blocking, so that a FIFO nobody writes to does not hang the open (it then
        // reads as empty); reads block again, for a pipe that is being written (`<(…)`).
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            throw ChevronFailure(message: "cannot read \(path): \(errnoText())", exitCode: .noInput)
        }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw ChevronFailure(message: "cannot read \(path): \(errnoText())", exitCode: .noInput)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw ChevronFailure(message: "cannot read \(path): it is a directory", exitCode: .noInput)
        }
        if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > maxBytes { throw tooLarge }
        var bytes: [UInt8] = []
        if info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), maxBytes) + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ChevronFailure(message: "cannot read \(path): \(errnoText())", exitCode: .noInput)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes { throw tooLarge }
        }
        return bytes
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
    /// A device, a FIFO or a socket at `path` is refused, never replaced (`-o /dev/null` run as
    /// root would otherwise replace the device with a regular file).
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try refuseNUL(in: path)
        var existing = stat()
        if lstat(path, &existing) == 0 {
            let kind = existing.st_mode & S_IFMT
            if kind != S_IFREG && kind != S_IFLNK && kind != S_IFDIR {
                throw ChevronFailure(message: "cannot write \(path): it is not a regular file (a device, FIFO or socket)",
                                     exitCode: .cannotCreate)
            }
        }
        let folder = directory(of: path)
        // The temporary name carries the first bytes of the target's (at most 64), so that a name
        // as long as the file system allows still leaves room for ".….tmp-XXXXXX".
        var stem = ""
        for scalar in baseName(of: path).unicodeScalars {
            if stem.utf8.count + String(scalar).utf8.count > 64 { break }
            stem.unicodeScalars.append(scalar)
        }
        var template = Array("\(folder)/.\(stem).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw ChevronFailure(message: "cannot write \(path): \(errnoText())", exitCode: .cannotCreate)
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += n
            }
        }
        if failure == 0, fchmod(fd, 0o644) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            throw ChevronFailure(
                message: "cannot write \(path): \(String(cString: strerror(failure)))", exitCode: .cannotCreate)
        }
        guard rename(temporary, path) == 0 else {
            throw ChevronFailure(message: "cannot write \(path): \(errnoText())", exitCode: .cannotCreate)
        }
        ok = true
    }

    /// A NUL ends a C path early, so another file would be read or written: refused as bad data.
    static func refuseNUL(in path: String) throws {
        if path.utf8.contains(0) {
            throw ChevronFailure(message: "\(path): a path cannot contain a NUL character", exitCode: .dataError)
        }
    }

    /// Whether `a` and `b` name one existing file (the same device and inode), however spelt.
    public static func isSameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Creates a folder and its parents, like `mkdir -p`.
    public static func createDirectory(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") where !part.isEmpty {
            prefix += part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw ChevronFailure(message: "cannot create folder \(prefix): \(errnoText())", exitCode: .cannotCreate)
            }
            var info = stat()
            if stat(prefix, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                throw ChevronFailure(message: "cannot create folder \(prefix): a file is in the way", exitCode: .cannotCreate)
            }
            prefix += "/"
        }
    }

    public static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }

    public static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif
