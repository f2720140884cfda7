import Chevron

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The lines every command writes: errors and warnings on stderr, results on stdout.

/// `chevron: error: MESSAGE`, or `chevron: FILE:LINE:COL: error …` when the failure already says
/// where and that it is an error (a scene error), so that it never says "error" twice.
package func errorLine(_ failure: ChevronFailure) -> String {
    failure.isLocated ? "chevron: \(failure.message)" : "chevron: error: \(failure.message)"
}

/// A warning of the command line's own: `chevron: warning: MESSAGE`.
package func warningLine(_ message: String) -> String { "chevron: warning: \(message)" }

/// A scene's diagnostic: `chevron: FILE:LINE:COL: warning at KEYPATH: MESSAGE`.
package func diagnosticLine(_ diagnostic: Diagnostic) -> String { "chevron: " + diagnostic.description }

/// Writes one line to standard error (file descriptor 2): control characters in it (from a file
/// name or a scene's text) are escaped, so it stays one line.
package func printError(_ line: String) {
    let text = ChevronFailure.oneLine(line.hasSuffix("\n") ? String(line.dropLast()) : line) + "\n"
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { buffer -> Int in
            guard let start = buffer.baseAddress else { return -1 }
            return write(2, start + offset, buffer.count - offset)
        }
        if n <= 0 { break }
        offset += n
    }
}

/// One line on stdout, written at once (stdout may be a pipe, which C's stdio would hold back).
package func printOut(_ line: String) {
    let bytes = Array((ChevronFailure.oneLine(line) + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(1, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        offset += n
    }
}
