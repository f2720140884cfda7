import ChevronSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a golden check, through the C library (no Foundation; reading is
/// `ChevronSupport.FileReading`'s, as the library reads a scene): reading a golden, writing
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

    /// The bytes of the file at `path` (`FileReading`, as a scene is read).
    static func read(_ path: String) throws -> [UInt8] {
        do { return try FileReading.read(path, maxBytes: maxBytes) } catch { throw GoldenError(error.description) }
    }

    static func exists(_ path: String) -> Bool { FileReading.fileExists(path) }

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

    static func directory(of path: String) -> String { FileReading.directory(of: path) }

    static func baseName(of path: String) -> String { FileReading.baseName(of: path) }

    /// An error as one readable line.
    package static func message(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: "; ")
    }

    static func errnoText() -> String { FileReading.errnoText() }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
