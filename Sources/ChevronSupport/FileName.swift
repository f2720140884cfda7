#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file name as the file system gives it — any bytes but `/` and NUL — carried in a `String`
/// without loss, so that a name that is not UTF-8 (legal on Linux: `\xff\xfe-bad.png`) can be
/// listed, compared, reported and opened again.
///
/// Like Python's `surrogateescape` (PEP 383), but with code points a Swift `String` can hold: a
/// byte that is not part of valid UTF-8 is carried as U+10FE00 + byte (plane 16, private use);
/// a name that really holds one of those 256 code points has that code point's own four bytes
/// carried the same way, so that the mapping is one to one. A valid UTF-8 name is carried as it
/// is: for every name that `String(decoding:as:)` kept intact, nothing changes.
package enum FileName {
    /// The first of the 256 code points that carry raw bytes.
    static let base: UInt32 = 0x10FE00

    /// The name's bytes as a `String` (lossless; see the type's note).
    package static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        // The common case: valid UTF-8 without a carrier code point.
        if let text = String(validating: array, as: UTF8.self),
           !text.unicodeScalars.contains(where: { isCarrier($0.value) }) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < array.count {
            let length = sequenceLength(array, at: i)
            if length > 0, let scalar = scalarOf(array[i..<(i + length)]), !isCarrier(scalar.value) {
                scalars.append(scalar)
                i += length
            } else {
                let count = length > 0 ? length : 1  // a carrier's own bytes, or one stray byte
                for byte in array[i..<(i + count)] { scalars.append(carrier(byte)) }
                i += count
            }
        }
        return String(scalars)
    }

    /// The bytes `name` carries: what to hand the file system.
    package static func bytes(_ name: String) -> [UInt8] {
        guard name.unicodeScalars.contains(where: { isCarrier($0.value) }) else { return Array(name.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if isCarrier(scalar.value) {
                out.append(UInt8(scalar.value - base))
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// Calls `body` with `path` as the file system's NUL-terminated bytes.
    package static func withPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard path.unicodeScalars.contains(where: { isCarrier($0.value) }) else { return try body(path) }
        let text = bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try text.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return try body("") }
            return try body(start)
        }
    }

    /// Whether `glob` matches `name` as `fnmatch(3)` without flags matches them (`*` also matches
    /// `/`), on the bytes both carry: a byte that is not UTF-8 is one byte to `?` and `[…]`, and a
    /// raw byte in the glob matches that byte.
    package static func matches(glob: String, _ name: String) -> Bool {
        withPath(glob) { pattern in withPath(name) { fnmatch(pattern, $0, 0) == 0 } }
    }

    /// Whether `name` carries bytes that are not UTF-8.
    package static func hasRawBytes(_ name: String) -> Bool {
        name.unicodeScalars.contains(where: { isCarrier($0.value) })
    }

    /// `name` as shown to people (lines, JSON, JUnit, the HTML report): each byte that is not UTF-8
    /// as `\xNN` (two lowercase hex digits, as `ls -b` and Python write them); the rest as it is.
    package static func shown(_ name: String) -> String {
        guard hasRawBytes(name) else { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            if isCarrier(scalar.value) {
                let byte = UInt8(scalar.value - base)
                out += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether two names sort as their bytes do (the order every machine lists and shards in).
    package static func precedes(_ a: String, _ b: String) -> Bool {
        if !hasRawBytes(a) && !hasRawBytes(b) { return a.utf8.lexicographicallyPrecedes(b.utf8) }
        return bytes(a).lexicographicallyPrecedes(bytes(b))
    }

    private static func isCarrier(_ value: UInt32) -> Bool { value >= base && value <= base + 0xFF }

    /// The code point that carries `byte` (U+10FE00 + byte: a valid scalar for every byte).
    private static func carrier(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}"
    }

    /// The length of the well-formed UTF-8 sequence at `i`, or 0 (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF).
    private static func sequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let lead = b[i]
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < b.count && range.contains(b[i + k])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    private static func scalarOf(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
    }
}
