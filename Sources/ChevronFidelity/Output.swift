#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's output through the C library (no Foundation): numbers as `printf` formats them, the
/// side-by-side PNGs, messages on standard error and the exit.
enum Output {
    /// `value` formatted by one `printf` conversion of a `Double` (`"%6.2f"`).
    static func number(_ conversion: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, conversion, arguments) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `path` and its missing parents as folders.
    static func createFolders(_ path: String) throws {
        if path.isEmpty || isFolder(path) { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createFolders(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FidelityError("\(path): \(String(cString: strerror(errno)))") }
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else { throw FidelityError("\(path): \(String(cString: strerror(errno)))") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if fclose(file) != 0 || written != bytes.count {
            throw FidelityError("\(path): \(String(cString: strerror(errno)))")
        }
    }

    static func fail(_ message: String, code: Int32 = 1) -> Never {
        fflush(nil)
        let line = Array("ChevronFidelity: \(message)\n".utf8)
        _ = line.withUnsafeBytes { systemWrite(2, $0.baseAddress, $0.count) }
        exit(code)
    }

    static func exit(_ code: Int32) -> Never {
        fflush(nil)  // standard output, which `print` writes through
        #if canImport(Glibc)
        Glibc.exit(code)
        #elseif canImport(Darwin)
        Darwin.exit(code)
        #endif
    }

    /// Whether `CI` is set to anything but an empty string, `0`, `false` or `no` (as
    /// `GoldenRecordMode.isCI` reads it).
    static var isCI: Bool {
        guard let value = getenv("CI").map({ String(cString: $0).lowercased() }) else { return false }
        return !["", "0", "false", "no"].contains(value.filter { $0 != " " && $0 != "\t" })
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
