#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a golden check, through the C library (no Foundation): reading a golden, writing
/// a golden or a failure artifact, removing a stale artifact. A file is written atomically — its
/// folder and the folder's parents created, the bytes written to a temporary file beside it and
/// renamed over it — so that a golden is never half written. Package access: ChevronSnapshotTesting
/// writes its artifacts through it too.
package enum ArtifactFile {
    /// The largest golden read (a PNG of 16384 × 16384 compresses to far less).
    static let maxBytes = 256 * 1024 * 1024

    package static func write(_ bytes: [UInt8], to path: String) throws {
        try createDirectories(directory(of: path))
        var template = Array("\(directory(of: path))/.\(baseName(of: path)).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw GoldenError("cannot write \(path): \(errnoText())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { raw in
            guard let start = raw.baseAddress else { return }
            while written < raw.count {
                let n = systemWrite(fd, start + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errnoText()
                    return
                }
                written += n
            }
        }
        // mkstemp makes the file 0600; a golden is an ordinary checked-in file.
        if failure == nil && fchmod(fd, 0o644) != 0 { failure = errnoText() }
        if close(fd) != 0 && failure == nil { failure = errnoText() }
        if failure == nil && rename(temporary, path) != 0 { failure = errnoText() }
        if let failure {
            unlink(temporary)
            throw GoldenError("cannot write \(path): \(failure)")
        }
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw GoldenError("cannot read \(path): \(errnoText())") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes { throw GoldenError("cannot read \(path): larger than 256 MiB") }
            if n < chunk.count {
                if ferror(file) != 0 { throw GoldenError("cannot read \(path): \(errnoText())") }
                return bytes
            }
        }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Removes the file at `path` if there is one.
    static func remove(_ path: String) {
        unlink(path)
    }

    /// `path` and its missing parents as folders.
    static func createDirectories(_ path: String) throws {
        if path.isEmpty || exists(path) { return }
        let parent = directory(of: path)
        if parent != path { try createDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw GoldenError("cannot create the folder \(path): \(errnoText())")
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }

    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// An error as one readable line.
    package static func message(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: "; ")
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
