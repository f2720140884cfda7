import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `-` as a scene names standard input, and `-o -` standard output (`render`, `animate`, `flow`,
/// `back-button`), so that Chevron fits in a pipe: `generate | chevron render - -o - | upload`.
package enum StandardStreams {
    /// The name that means a standard stream.
    package static let dash = "-"
    /// How a scene read from standard input is named in messages (`<stdin>:3:7: error …`).
    package static let inputName = "<stdin>"

    /// Loads a scene the one way (`LoadedScene`): from the file at `path`, or from standard input
    /// when `path` is `-` (its images relative to the working folder).
    package static func loadScene(_ path: String, scale: Int?) throws -> LoadedScene {
        guard path == dash else { return try LoadedScene(path: path, scale: scale) }
        return try LoadedScene(bytes: try readInput(maxBytes: SceneLimits.maxFileBytes), file: inputName, folder: ".",
                               scale: scale)
    }

    /// All of standard input; more than `maxBytes` is refused as invalid data (65), as a file is.
    package static func readInput(maxBytes: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw ChevronFailure(message: "cannot read standard input: \(String(cString: strerror(errno)))",
                                     exitCode: .noInput)
            }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes {
                throw ChevronFailure(message: "standard input is larger than \(maxBytes / (1024 * 1024)) MiB",
                                     exitCode: .dataError)
            }
        }
        return bytes
    }

    /// Writes `bytes` whole to standard output (73 when it cannot: a closed pipe, a full disk).
    package static func writeOutput(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw ChevronFailure(message: "cannot write to standard output: \(String(cString: strerror(errno)))",
                                     exitCode: .cannotCreate)
            }
            offset += n
        }
    }

    /// Writes a PNG where `-o` (or the default name) says: standard output for `-` (and no
    /// `wrote` line, since standard output is the PNG), else the file, atomically, and says so.
    package static func write(_ png: [UInt8], to target: String) throws {
        if target == dash {
            try writeOutput(png)
        } else {
            try FileIO.writeAtomically(png, to: target)
            print(WroteLine.file(target))
        }
    }
}
