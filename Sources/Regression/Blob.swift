import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shard's result (`chevron diff … --shard K/N --blob FILE`), for `chevron merge-reports`: the
/// run's context, every record of the shard, and the files a report shows of the images that did
/// not pass. A text header and records, with the PNGs as length-prefixed byte runs:
///
/// ```
/// chevron-blob 1
/// chevron 0.1.0
/// shard 2/4 pairs 1000
/// context expected=…	actual=…	threshold=0.1	…
/// rule match=…	threshold=…	…
/// file 12 diff 3417
/// <3417 bytes>
/// record index=12	path=…	status=changed	…
/// end 250
/// ```
///
/// Values are percent-escaped (`%`, tab, CR, LF), so any file name survives the trip. The blob is
/// written as the shard runs (the files as each image is compared), through a temporary file that
/// is renamed into place at the end.
package enum Blob {
    package static let magic = "chevron-blob 1"

    // MARK: Fields

    package static func escape(_ text: String) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\t": out += "%09"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            case "=": out += "%3D"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    package static func unescape(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let b = utf8.popFirst() {
            if b == UInt8(ascii: "%"), utf8.count >= 2,
               let v = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(v)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func line(_ kind: String, _ fields: [(String, String)]) -> String {
        kind + " " + fields.map { $0.0 + "=" + escape($0.1) }.joined(separator: "\t") + "\n"
    }

    /// A line's `key=value` fields, tab-separated (`KeyValueText.split`: by Unicode scalar).
    package static func fields(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for part in text.unicodeScalars.split(separator: "\t", omittingEmptySubsequences: true) {
            guard let (name, value) = KeyValueText.split(Substring(part)) else { continue }
            result[name] = unescape(Substring(value))
        }
        return result
    }

    package static func optionsFields(_ o: DiffOptions) -> [(String, String)] {
        [
            ("threshold", String(o.threshold)),
            ("includeAA", o.includeAntialiased ? "true" : "false"),
            ("ignore", o.ignoredRegions.map(\.description).joined(separator: ";")),
            ("maxDiffPixels", o.maxDiffPixels.map(String.init) ?? ""),
            ("maxDiffRatio", o.maxDiffPixelRatio.map { String($0) } ?? ""),
        ]
    }

    package static func options(_ f: [String: String]) throws -> DiffOptions {
        guard let t = f["threshold"].flatMap(Double.init) else { throw corrupt("a threshold") }
        var o = DiffOptions(threshold: t, includeAntialiased: f["includeAA"] == "true")
        o.ignoredRegions = try (f["ignore"] ?? "").split(separator: ";").map { text in
            guard let region = DiffRegion(parsing: String(text)) else { throw corrupt("an ignore region") }
            return region
        }
        o.maxDiffPixels = f["maxDiffPixels"].flatMap { Int($0) }
        o.maxDiffPixelRatio = f["maxDiffRatio"].flatMap { Double($0) }
        // Options no command line could give (a NaN threshold, a negative count) are a bad blob.
        if o.problem != nil { throw corrupt("the options") }
        return o
    }

    package static func contextLines(_ c: FolderRunContext) -> String {
        var text = line("context", [("expected", c.expectedRoot), ("actual", c.actualRoot),
                                    ("allowNew", c.allowNew ? "true" : "false")] + optionsFields(c.options))
        for rule in c.rules {
            text += line("rule", [
                ("match", rule.match),
                ("threshold", rule.threshold.map { String($0) } ?? ""),
                ("maxDiffPixels", rule.maxDiffPixels.map(String.init) ?? ""),
                ("maxDiffRatio", rule.maxDiffRatio.map { String($0) } ?? ""),
                ("ignore", rule.ignore.map { $0.map(String.init).joined(separator: ",") }.joined(separator: ";")),
                ("includeAA", rule.includeAA.map { $0 ? "true" : "false" } ?? ""),
                ("at", "\(rule.location.file)\t\(rule.location.line)\t\(rule.location.column)"),
            ])
        }
        return text
    }

    package static func recordLine(_ r: ImageRecord) -> String {
        func size(_ s: DiffSize?) -> String { s.map { "\($0.width)x\($0.height)" } ?? "" }
        return line("record", [
            ("index", String(r.index)), ("path", r.path), ("status", r.status.rawValue),
            ("mismatched", r.mismatched.map(String.init) ?? ""),
            ("antialiased", r.antialiased.map(String.init) ?? ""),
            ("allowed", r.allowed.map(String.init) ?? ""),
            ("expectedSize", size(r.expectedSize)), ("actualSize", size(r.actualSize)),
            ("rule", r.rule ?? ""), ("hasRule", r.rule == nil ? "false" : "true"),
            ("problem", r.problem?.description ?? ""), ("hasProblem", r.problem == nil ? "false" : "true"),
        ] + optionsFields(r.options))
    }

    package static func record(_ f: [String: String]) throws -> ImageRecord {
        guard let index = f["index"].flatMap({ Int($0) }), let path = f["path"],
              let status = f["status"].flatMap(ImageStatus.init(rawValue:)) else { throw corrupt("a record") }
        func size(_ text: String?) -> DiffSize? {
            guard let text, let x = text.firstIndex(of: "x"), let w = Int(text[..<x]),
                  let h = Int(text[text.index(after: x)...]) else { return nil }
            return DiffSize(width: w, height: h)
        }
        var r = ImageRecord(index: index, path: path, status: status, options: try options(f))
        r.mismatched = f["mismatched"].flatMap { Int($0) }
        r.antialiased = f["antialiased"].flatMap { Int($0) }
        r.allowed = f["allowed"].flatMap { Int($0) }
        r.expectedSize = size(f["expectedSize"])
        r.actualSize = size(f["actualSize"])
        r.rule = f["hasRule"] == "true" ? f["rule"] : nil
        r.problem = f["hasProblem"] == "true" ? f["problem"].map { ImageProblem(nil, .reported($0)) } : nil
        return r
    }

    package static func corrupt(_ what: String) -> ChevronFailure {
        ChevronFailure(message: "not a chevron blob: \(what) cannot be read", exitCode: .dataError)
    }

    // MARK: Reading

    /// A blob read back.
    package struct Contents {
        package var version: String
        package var shard: Shard
        package var pairs: Int
        package var context: FolderRunContext
        package var records: [ImageRecord]
        package var files: [Int: ImageFiles]
    }

    package static func read(_ path: String) throws -> Contents {
        try parse(try FileIO.read(path, maxBytes: Int(Int32.max)), path: path)
    }

    /// A blob's bytes read back; `path` names it in messages. Everything in it is outside input
    /// (blobs come from other machines): a bad one is a clean error, exit 65 (the `blob` fuzz target).
    package static func parse(_ bytes: [UInt8], path: String) throws -> Contents {
        var position = 0
        func nextLine() -> Substring? {
            guard position < bytes.count else { return nil }
            var end = position
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end + 1
            return text[...]
        }
        func fail(_ what: String) -> ChevronFailure {
            ChevronFailure(message: "\(path): not a chevron blob: \(what)", exitCode: .dataError, namesFile: path)
        }
        guard nextLine() == Substring(magic) else { throw fail("it does not start with '\(magic)'") }
        guard let versionLine = nextLine(), versionLine.hasPrefix("chevron ") else { throw fail("no version") }
        let version = String(versionLine.dropFirst(8))
        guard let shardLine = nextLine() else { throw fail("no shard") }
        let shardWords = shardLine.split(separator: " ")
        guard shardWords.count == 4, shardWords[0] == "shard", let shard = Shard(parsing: String(shardWords[1])),
              shardWords[2] == "pairs", let pairs = Int(shardWords[3]),
              // Bounded, so that the shard's range (pairs × index) cannot overflow or run backwards.
              (0...Int(Int32.max)).contains(pairs), shard.total <= Int(Int32.max) else { throw fail("no shard") }
        var context: FolderRunContext?
        var rules: [ImageRule] = []
        var records: [ImageRecord] = []
        var files: [Int: ImageFiles] = [:]
        var ended = false
        do {
            while let line = nextLine() {
                guard let space = line.firstIndex(of: " ") else { throw fail("a line without a kind") }
                let kind = line[..<space], rest = line[line.index(after: space)...]
                switch kind {
                case "context":
                    let f = fields(rest)
                    guard let e = f["expected"], let a = f["actual"] else { throw fail("no folders") }
                    context = FolderRunContext(expectedRoot: e, actualRoot: a, options: try options(f), rules: [],
                                               allowNew: f["allowNew"] == "true")
                case "rule":
                    let f = fields(rest)
                    guard let match = f["match"] else { throw fail("a rule without match") }
                    let at = (f["at"] ?? "").split(separator: "\t", omittingEmptySubsequences: false)
                    let location = SourceLocation(file: at.first.map(String.init) ?? "",
                                                  line: at.count > 1 ? Int(at[1]) ?? 0 : 0,
                                                  column: at.count > 2 ? Int(at[2]) ?? 0 : 0)
                    var rule = ImageRule(match: match, location: location)
                    rule.threshold = f["threshold"].flatMap { Double($0) }
                    rule.maxDiffPixels = f["maxDiffPixels"].flatMap { Int($0) }
                    rule.maxDiffRatio = f["maxDiffRatio"].flatMap { Double($0) }
                    rule.includeAA = f["includeAA"].flatMap { $0 == "" ? nil : $0 == "true" }
                    rule.ignore = (f["ignore"] ?? "").split(separator: ";").map { $0.split(separator: ",").compactMap { Int($0) } }
                    // As the rules file allows them: [x, y, width, height], x, y ≥ 0, sides ≥ 1.
                    guard rule.ignore.allSatisfy({ $0.count == 4 && $0[0] >= 0 && $0[1] >= 0 && $0[2] >= 1 && $0[3] >= 1 }),
                          rule.threshold.map({ (0...1).contains($0) }) ?? true,
                          rule.maxDiffRatio.map({ (0...1).contains($0) }) ?? true,
                          rule.maxDiffPixels.map({ $0 >= 0 }) ?? true
                    else { throw fail("a rule") }
                    rules.append(rule)
                case "file":
                    let words = rest.split(separator: " ")
                    guard words.count == 3, let index = Int(words[0]), let length = Int(words[2]), length >= 0,
                          position <= bytes.count, length <= bytes.count - position
                    else { throw fail("a file entry") }
                    let data = Array(bytes[position..<(position + length)])
                    position += length + 1
                    var entry = files[index] ?? ImageFiles()
                    switch words[1] {
                    case "expected": entry.expected = data
                    case "actual": entry.actual = data
                    case "diff": entry.diff = data
                    default: throw fail("a file of an unknown role")
                    }
                    files[index] = entry
                case "record":
                    records.append(try record(fields(rest)))
                case "end":
                    guard Int(rest) == records.count else { throw fail("it holds fewer records than it says") }
                    ended = true
                default:
                    throw fail("an unknown line '\(kind)'")
                }
            }
        } catch let failure as ChevronFailure where failure.namesFile != path {
            throw ChevronFailure(message: "\(path): \(failure.message)", exitCode: .dataError, namesFile: path)
        }
        guard ended else { throw fail("it was cut short (no end line)") }
        guard var context else { throw fail("no context") }
        context.rules = rules
        return Contents(version: version, shard: shard, pairs: pairs, context: context, records: records, files: files)
    }
}

extension FileIO {
    /// Writes every byte to `fd` (again after an interruption); 0, or the errno of the failure.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var written = 0
        return bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return 0 }
            while written < raw.count {
                let n = write(fd, base + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += n
            }
            return 0
        }
    }
}

/// Writes a blob as the shard runs: header first, each image's files as they come (from any
/// thread), the records at the end; then the temporary file is renamed over the target.
package final class BlobWriter: @unchecked Sendable {
    package let target: String
    private let fd: Int32
    private let temporary: String
    private let lock = Locked<Int32>(0)  // the first errno
    /// Where the header's pair count starts: the count is known only when the run has listed every
    /// pair, so the header holds a field of `pairsWidth` spaces that `finish` fills in.
    private let pairsOffset: Int
    private static let pairsWidth = 10  // Int32.max's digits

    package init(path: String, shard: Shard, context: FolderRunContext) throws {
        target = path
        try FileIO.refuseNUL(in: path)
        let folder = FileIO.directory(of: path)
        if !FileIO.fileExists(folder) { try FileIO.createDirectory(folder) }
        var template = Array("\(folder)/.\(String(FileIO.baseName(of: path).prefix(64))).tmp-XXXXXX".utf8CString)
        guard let (fd, temporary) = TemporaryFiles.create(&template) else {
            throw ChevronFailure(message: "cannot write \(path): \(FileIO.errnoText())", exitCode: .cannotCreate)
        }
        self.fd = fd
        self.temporary = temporary
        // 0644 as every output (mkstemp makes 0600: another user of the runner could not read it).
        if fchmod(fd, 0o644) != 0 {
            let failure = errno
            close(fd)
            TemporaryFiles.remove(temporary)
            throw ChevronFailure(message: "cannot write \(path): \(String(cString: strerror(failure)))", exitCode: .cannotCreate)
        }
        let lead = Blob.magic + "\nchevron \(ChevronVersion.string)\nshard \(shard) pairs "
        pairsOffset = lead.utf8.count
        append(Array((lead + String(repeating: " ", count: Self.pairsWidth) + "\n" + Blob.contextLines(context)).utf8))
    }

    package func add(index: Int, files: ImageFiles) {
        var chunk: [UInt8] = []
        for (role, data) in [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)] {
            guard let data else { continue }
            chunk += Array("file \(index) \(role) \(data.count)\n".utf8) + data + [0x0A]
        }
        append(chunk)
    }

    private func append(_ bytes: [UInt8]) {
        lock.withLock { failure in
            if failure == 0 { failure = FileIO.writeAll(bytes, to: fd) }
        }
    }

    /// Writes the records and the number of pairs in the whole run (every shard's), and puts the
    /// blob in place; throws (73) if anything could not be written.
    package func finish(records: FolderRecords, pairs: Int) throws {
        // A few hundred records a write: the lines of a large run are never all held at once.
        var text = ""
        for r in records {
            text += Blob.recordLine(r)
            if text.utf8.count >= 1 << 16 {
                append(Array(text.utf8))
                text = ""
            }
        }
        text += "end \(records.count)\n"
        append(Array(text.utf8))
        // Right-aligned in its field: the reader splits on runs of spaces.
        let count = Array(String(pairs).utf8)
        let field = [UInt8](repeating: UInt8(ascii: " "), count: max(0, Self.pairsWidth - count.count)) + count
        let failure = lock.withLock { failure -> Int32 in
            if failure == 0 {
                let written = field.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(pairsOffset)) }
                if written != field.count { failure = written < 0 ? errno : EIO }
            }
            if failure == 0, fsync(fd) != 0 { failure = errno }
            if close(fd) != 0, failure == 0 { failure = errno }
            if failure == 0 { failure = TemporaryFiles.rename(temporary, to: target) }
            return failure
        }
        if failure != 0 {
            TemporaryFiles.remove(temporary)
            throw ChevronFailure(message: "cannot write \(target): \(String(cString: strerror(failure)))", exitCode: .cannotCreate)
        }
        FileIO.syncFolder(FileIO.directory(of: target))
    }

    /// Closes and removes the temporary file of a blob that will not be finished (instead of `finish`).
    package func abandon() {
        _ = lock.withLock { _ in close(fd) }
        TemporaryFiles.remove(temporary)
    }

}
