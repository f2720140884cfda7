import Chevron
import CommandSupport

/// The records of a folder comparison in path order, packed: each one a few bytes (varints, like
/// a blob's fields but binary) and its name front-coded against the one before (sorted names
/// share most of their start: `g012/i012345.png` after `g012/i012344.png` costs its last five
/// bytes), so that a run of 100 000 images keeps about 20 bytes an image to the end, for the
/// lines, JSON, JUnit, blob and report made from them. The bytes go in chunks of 64 KiB, so that
/// growing never copies them all (an array doubling would hold both copies at its peak).
/// Options and rules, the same for most images, are kept once each and numbered; the rare
/// problem of an unreadable image is kept aside, by the record's place.
///
/// Reading goes front to back (`Sequence`): every output walks the records in order.
package struct FolderRecords: Sequence, Sendable {
    private static let chunkSize = 1 << 16
    private var chunks: [[UInt8]] = []
    private var lastName: [UInt8] = []
    private var options: [DiffOptions] = []
    private var optionNumbers: [DiffOptions: Int] = [:]
    private var rules: [String] = []
    private var ruleNumbers: [String: Int] = [:]
    private var problems: [Int: ImageProblem] = [:]
    package private(set) var count = 0

    package init() {}

    package init(_ records: some Sequence<ImageRecord>) {
        for record in records { append(record) }
    }

    package var isEmpty: Bool { count == 0 }

    private enum Has {
        static let mismatched: UInt8 = 1, antialiased: UInt8 = 2, allowed: UInt8 = 4
        static let expectedSize: UInt8 = 8, actualSize: UInt8 = 16, rule: UInt8 = 32
    }

    package mutating func append(_ r: ImageRecord) {
        var bytes: [UInt8] = []
        Self.put(zigzag: r.index, &bytes)
        let name = Array(r.path.utf8)
        let shared = zip(name, lastName).prefix { $0 == $1 }.count
        Self.put(UInt64(shared), &bytes)
        Self.put(UInt64(name.count - shared), &bytes)
        bytes += name[shared...]
        lastName = name
        bytes.append(UInt8(ImageStatus.allCases.firstIndex(of: r.status) ?? 0))
        var has: UInt8 = 0
        if r.mismatched != nil { has |= Has.mismatched }
        if r.antialiased != nil { has |= Has.antialiased }
        if r.allowed != nil { has |= Has.allowed }
        if r.expectedSize != nil { has |= Has.expectedSize }
        if r.actualSize != nil { has |= Has.actualSize }
        if r.rule != nil { has |= Has.rule }
        bytes.append(has)
        for value in [r.mismatched, r.antialiased, r.allowed].compactMap({ $0 }) { Self.put(zigzag: value, &bytes) }
        for size in [r.expectedSize, r.actualSize].compactMap({ $0 }) {
            Self.put(zigzag: size.width, &bytes)
            Self.put(zigzag: size.height, &bytes)
        }
        Self.put(UInt64(Self.number(of: r.options, in: &options, &optionNumbers)), &bytes)
        if let rule = r.rule { Self.put(UInt64(Self.number(of: rule, in: &rules, &ruleNumbers)), &bytes) }
        if let problem = r.problem { problems[count] = problem }
        // A record never spans two chunks (one longer than a chunk has its own).
        if chunks.isEmpty || chunks[chunks.count - 1].count + bytes.count > Self.chunkSize {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(Swift.max(Self.chunkSize, bytes.count))
            chunks.append(chunk)
        }
        chunks[chunks.count - 1] += bytes
        count += 1
    }

    private static func number<T: Hashable>(of value: T, in list: inout [T], _ numbers: inout [T: Int]) -> Int {
        if let n = numbers[value] { return n }
        list.append(value)
        numbers[value] = list.count - 1
        return list.count - 1
    }

    private static func put(_ value: UInt64, _ out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    private static func put(zigzag value: Int, _ out: inout [UInt8]) {
        put(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))), &out)
    }

    package struct Iterator: IteratorProtocol {
        fileprivate let records: FolderRecords
        fileprivate var chunk = 0
        fileprivate var position = 0
        fileprivate var ordinal = 0
        fileprivate var name: [UInt8] = []

        package mutating func next() -> ImageRecord? {
            guard ordinal < records.count else { return nil }
            if position == records.chunks[chunk].count {
                chunk += 1
                position = 0
            }
            let b = records.chunks[chunk]
            func varint() -> UInt64 {
                var value: UInt64 = 0, shift: UInt64 = 0
                while true {
                    let byte = b[position]
                    position += 1
                    value |= UInt64(byte & 0x7F) << shift
                    if byte < 0x80 { return value }
                    shift += 7
                }
            }
            func zigzag() -> Int {
                let v = varint()
                return Int(Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1))))
            }
            let index = zigzag()
            let shared = Int(varint()), length = Int(varint())
            name.removeSubrange(shared...)
            name += b[position..<(position + length)]
            position += length
            let path = String(decoding: name, as: UTF8.self)
            let status = ImageStatus.allCases[Int(b[position])]
            let has = b[position + 1]
            position += 2
            let mismatched = has & Has.mismatched != 0 ? zigzag() : nil
            let antialiased = has & Has.antialiased != 0 ? zigzag() : nil
            let allowed = has & Has.allowed != 0 ? zigzag() : nil
            let expectedSize = has & Has.expectedSize != 0 ? DiffSize(width: zigzag(), height: zigzag()) : nil
            let actualSize = has & Has.actualSize != 0 ? DiffSize(width: zigzag(), height: zigzag()) : nil
            let options = records.options[Int(varint())]
            let rule = has & Has.rule != 0 ? records.rules[Int(varint())] : nil
            var record = ImageRecord(index: index, path: path, status: status, options: options, rule: rule)
            (record.mismatched, record.antialiased, record.allowed) = (mismatched, antialiased, allowed)
            (record.expectedSize, record.actualSize) = (expectedSize, actualSize)
            record.problem = records.problems[ordinal]
            ordinal += 1
            return record
        }
    }

    package func makeIterator() -> Iterator { Iterator(records: self) }
}
