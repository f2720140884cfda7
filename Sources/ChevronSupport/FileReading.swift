#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files a scene is made of — the scene itself and the images it names — whole, with
/// a size limit. Writing, and every other process concern (exit codes, signals), belongs to the
/// command line; this is not package API.
package enum FileReading {
    /// The largest input file read whole (a scene or a PNG); larger files are refused as invalid data.
    package static let maxInputBytes = 256 * 1024 * 1024

    /// The bytes of the file at `path`. A file larger than `maxBytes` is refused before it is read
    /// when it is a regular file (its size is known), else once that much is read.
    package static func read(_ path: String, maxBytes: Int = maxInputBytes) throws(FileReadError) -> [UInt8] {
        let limit = maxBytes % (1024 * 1024) == 0 ? "\(maxBytes / (1024 * 1024)) MiB" : "\(maxBytes) bytes"
        let tooLarge = FileReadError(path: path, reason: .tooLarge(limit: limit))
        if path.utf8.contains(0) { throw FileReadError(path: path, reason: .nulInPath) }
        // Opened without blocking, so that a FIFO nobody writes to does not hang the open (it then
        // reads as empty); reads block again, for a pipe that is being written (`<(…)`).
        let fd = FileName.withPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw FileReadError(path: path, reason: .cannotRead(errnoText())) }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileReadError(path: path, reason: .cannotRead(errnoText())) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileReadError(path: path, reason: .isDirectory) }
        if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > maxBytes { throw tooLarge }
        var bytes: [UInt8] = []
        if info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), maxBytes) + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: .cannotRead(errnoText()))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes { throw tooLarge }
        }
        return bytes
    }

    package static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return FileName.withPath(path) { stat($0, &info) } == 0
    }

    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }

    package static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    package static func errnoText() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
