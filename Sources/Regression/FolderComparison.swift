import Chevron
import CommandSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One relative path and the file on each side, if any.
package struct FolderPair: Sendable {
    package var index: Int
    package var path: String
    package var expected: FolderListing.Entry?
    package var actual: FolderListing.Entry?

    /// Both listings (each sorted) merged into one sorted list of pairs.
    package static func pairs(expected: [FolderListing.Entry], actual: [FolderListing.Entry]) -> [FolderPair] {
        Array(FolderPairing(expected: expected.makeIterator(), actual: actual.makeIterator()))
    }
}

/// Two sorted listings merged, one pair at a time, into the sorted pairs of their paths (numbered
/// from 0 in that order): the pairs of two folders of any size, holding one entry of each.
package struct FolderPairing<Expected: IteratorProtocol, Actual: IteratorProtocol>: Sequence, IteratorProtocol
where Expected.Element == FolderListing.Entry, Actual.Element == FolderListing.Entry {
    private var expected: Expected
    private var actual: Actual
    private var e: FolderListing.Entry?
    private var a: FolderListing.Entry?
    private var index = 0

    package init(expected: Expected, actual: Actual) {
        self.expected = expected
        self.actual = actual
        e = self.expected.next()
        a = self.actual.next()
    }

    package mutating func next() -> FolderPair? {
        let pair: FolderPair
        if let e, let a, e.path == a.path {
            pair = FolderPair(index: index, path: e.path, expected: e, actual: a)
            self.e = expected.next()
            self.a = actual.next()
        } else if let e, a.map({ FileName.precedes(e.path, $0.path) }) ?? true {
            pair = FolderPair(index: index, path: e.path, expected: e, actual: nil)
            self.e = expected.next()
        } else if let a {
            pair = FolderPair(index: index, path: a.path, expected: nil, actual: a)
            self.a = actual.next()
        } else {
            return nil
        }
        index += 1
        return pair
    }
}

extension FolderPairing where Expected == FolderWalk, Actual == FolderWalk {
    /// Every pair of two folders' PNGs, listed as they are merged (66 when a folder cannot be read).
    package init(expectedRoot: String, actualRoot: String) throws {
        self.init(expected: try FolderWalk(expectedRoot), actual: try FolderWalk(actualRoot))
    }
}

/// Which rules' globs matched an image of the run, image by image.
package struct RuleUse: Sendable {
    private var unmatched: [ImageRule]
    package private(set) var images = 0

    package init(_ rules: [ImageRule]) { unmatched = rules }

    package mutating func note(_ path: String) {
        images += 1
        if !unmatched.isEmpty { unmatched.removeAll { FileName.matches(glob: $0.match, path) } }
    }

    /// A warning for each rule whose glob matches none of the run's images (all of them, whatever
    /// the shard): most likely a typo or a renamed folder, and otherwise silent.
    package var warnings: [Diagnostic] {
        var warned: Set<String> = []
        return unmatched.compactMap { rule in
            guard !warned.contains(rule.match) else { return nil }
            warned.insert(rule.match)
            return .warning(.rulesMatchNothing, "the rule `\(rule.match)` (\(rule.location.file):\(rule.location.line)) "
                            + "matches none of the \(images) image\(images == 1 ? "" : "s")")
        }
    }
}

extension FolderPair {
    /// Why a run compares nothing, as the one line that fails it (`--allow-empty` accepts it).
    static func emptyRunFailure(shard: Shard, of count: Int, expected: String, actual: String) -> ChevronFailure {
        let why = count == 0 || shard.isWhole
            ? "no images to compare: neither \(expected) nor \(actual) holds a PNG"
            : "no images to compare: shard \(shard) holds none of the run's \(count) image\(count == 1 ? "" : "s")"
        return ChevronFailure(message: why + " (--allow-empty accepts an empty run)", exitCode: .imagesDiffer)
    }
}

/// The images a report or a blob keeps of an image that did not pass: the files as they are
/// (expected, actual) and the drawn diff.
package struct ImageFiles: Sendable, Equatable {
    package var expected: [UInt8]?
    package var actual: [UInt8]?
    package var diff: [UInt8]?

    package var isEmpty: Bool { expected == nil && actual == nil && diff == nil }
}

/// A `--rules` entry made into the differ's options (the command line's fill in what it leaves out).
package struct DiffRule: Sendable {
    package var rule: ImageRule
    package var options: DiffOptions

    package init(_ rule: ImageRule, base: DiffOptions) throws {
        self.rule = rule
        var options = base
        if let t = rule.threshold { options.threshold = t }
        if let aa = rule.includeAA { options.includeAntialiased = aa }
        if let n = rule.maxDiffPixels { options.maxDiffPixels = n }
        if let r = rule.maxDiffRatio { options.maxDiffPixelRatio = r }
        if !rule.ignore.isEmpty {
            options.ignoredRegions = rule.ignore.compactMap { r in
                DiffRegion(x: r[0], y: r[1], width: r[2], height: r[3])
            }
        }
        self.options = options
    }

    /// Whether the glob matches the relative path (`fnmatch` without flags: `*` also matches `/`).
    package func matches(_ path: String) -> Bool {
        FileName.matches(glob: rule.match, path)
    }
}

/// Compares one pair of a folder comparison: reads both files, passes byte-identical ones without
/// decoding, decodes the others and counts with pixelmatch's metric. Never throws: whatever goes
/// wrong with one image is that image's status (`unreadable`), and the others go on.
package struct FolderComparison: Sendable {
    package var expectedRoot: String
    package var actualRoot: String
    package var options: DiffOptions
    package var rules: [DiffRule]
    /// Keep the files of the images (for `--report` and `--blob`): every file of an image that did
    /// not pass, and of a passed one its actual file (and its expected one when some pixel differs),
    /// so that the report shows the passed images too.
    package var keepsImages: Bool

    /// The options for `path`: the first rule whose glob matches, else the command line's.
    package func options(for path: String) -> (DiffOptions, String?) {
        for rule in rules where rule.matches(path) { return (rule.options, rule.rule.match) }
        return (options, nil)
    }

    package func compare(_ pair: FolderPair) -> (ImageRecord, ImageFiles?) {
        let (options, rule) = self.options(for: pair.path)
        var record = ImageRecord(index: pair.index, path: pair.path, status: .unreadable, options: options, rule: rule)
        func unreadable(_ side: ImageProblem.Side, _ reason: ImageProblem.Reason) -> (ImageRecord, ImageFiles?) {
            record.status = .unreadable
            record.problem = ImageProblem(side, reason)
            return (record, nil)
        }
        if let problem = pair.expected?.problem { return unreadable(.expected, problem) }
        if let problem = pair.actual?.problem { return unreadable(.actual, problem) }

        func read(_ root: String) -> Result<[UInt8], ChevronFailure> {
            Result { try FileIO.read(root + "/" + pair.path) }.mapError { ChevronFailure($0) }
        }
        func size(_ bytes: [UInt8]) -> Result<DiffSize, ChevronFailure> {
            Result { try PNG.checkedSize(of: bytes) }.map { DiffSize(width: $0.width, height: $0.height) }
                .mapError { ChevronFailure($0) }
        }
        func decode(_ bytes: [UInt8]) -> Result<DiffImage, ChevronFailure> {
            Result {
                let decoded = try PNG.decodeStraight(bytes)
                guard let image = DiffImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba) else {
                    throw ChevronFailure(message: "the decoded pixels do not fill the image", exitCode: .dataError)
                }
                return image
            }.mapError { ChevronFailure($0) }
        }

        switch (pair.expected, pair.actual) {
        case (nil, nil):
            return unreadable(.both, .noFile)
        case (nil, _?), (_?, nil):
            let isNew = pair.expected == nil
            let side: ImageProblem.Side = isNew ? .actual : .expected
            let bytes: [UInt8]
            switch read(isNew ? actualRoot : expectedRoot) {
            case .failure(let f): return unreadable(side, .failed(f.message))
            case .success(let b): bytes = b
            }
            switch decode(bytes) {
            case .failure(let f): return unreadable(side, .failed(f.message))
            case .success(let image):
                let imageSize = DiffSize(width: image.width, height: image.height)
                record.status = isNew ? .new : .deleted
                if isNew { record.actualSize = imageSize } else { record.expectedSize = imageSize }
                let files = keepsImages ? (isNew ? ImageFiles(actual: bytes) : ImageFiles(expected: bytes)) : nil
                return (record, files)
            }
        case (_?, _?):
            let e: [UInt8], a: [UInt8]
            switch read(expectedRoot) {
            case .failure(let f): return unreadable(.expected, .failed(f.message))
            case .success(let b): e = b
            }
            switch read(actualRoot) {
            case .failure(let f): return unreadable(.actual, .failed(f.message))
            case .success(let b): a = b
            }
            if e == a {
                // The same bytes are the same pixels: passed without decoding (as `cmp` would),
                // once every chunk's CRC says the file is whole (two copies of one corrupt file
                // are unreadable, not passed).
                switch size(e) {
                case .failure(let f): return unreadable(.expected, .failed(f.message))
                case .success(let s):
                    record.status = .passed
                    record.expectedSize = s
                    record.actualSize = s
                    record.mismatched = 0
                    record.antialiased = 0
                    record.allowed = options.allowedMismatches(total: s.width * s.height)
                    return (record, keepsImages ? ImageFiles(actual: a) : nil)
                }
            }
            let expectedImage: DiffImage, actualImage: DiffImage
            switch decode(e) {
            case .failure(let f): return unreadable(.expected, .failed(f.message))
            case .success(let image): expectedImage = image
            }
            switch decode(a) {
            case .failure(let f): return unreadable(.actual, .failed(f.message))
            case .success(let image): actualImage = image
            }
            record.expectedSize = DiffSize(width: expectedImage.width, height: expectedImage.height)
            record.actualSize = DiffSize(width: actualImage.width, height: actualImage.height)
            let result = ImageDiffer.compare(expectedImage, actualImage, options: options)
            guard let counts = result.counts else {
                record.status = .resized
                return (record, keepsImages ? ImageFiles(expected: e, actual: a) : nil)
            }
            record.mismatched = counts.mismatched
            record.antialiased = counts.antialiased
            record.allowed = counts.allowed
            record.status = counts.isMatch ? .passed : .changed
            guard keepsImages else { return (record, nil) }
            // Pixels that all match are one picture: a passed image whose bytes differ keeps its
            // expected file only when some pixel differs (within what its options allow).
            if record.status == .passed && counts.mismatched == 0 && counts.antialiased == 0 {
                return (record, ImageFiles(actual: a))
            }
            var files = ImageFiles(expected: e, actual: a)
            guard record.status == .changed else { return (record, files) }
            if let diff = ImageDiffer.compare(expectedImage, actualImage, options: options, drawing: .pixelmatch).image,
               let straight = StraightImage(width: diff.width, height: diff.height, rgba: diff.rgba) {
                files.diff = try? PNG.encodeStraight(straight)
            }
            return (record, files)
        }
    }
}

extension ImageRecord {
    /// A warning for each `--ignore` region (or a rule's `ignore` region) that lies outside every
    /// image it was applied to, as `diff` of two files says it: such a region leaves out nothing,
    /// and is most likely written for another size. Images without a size (unreadable) say nothing.
    /// A region is a rule's only when that rule names `ignore`; otherwise it is the command line's.
    package static func ignoredOutsideWarnings(_ records: FolderRecords, rules: [DiffRule]) -> [Diagnostic] {
        // By glob, whether the entry that applies names `ignore`: the first of a glob, as `options(for:)`.
        var namesIgnore: [String: Bool] = [:]
        for rule in rules where namesIgnore[rule.rule.match] == nil {
            namesIgnore[rule.rule.match] = !rule.rule.ignore.isEmpty
        }
        struct Use: Hashable {
            package var region: DiffRegion
            package var rule: String?
        }
        var touched: [Use: Bool] = [:]
        // The largest image each region was applied to (a rule's regions replace the command line's
        // on its images, so each region has its own images).
        var largest: [Use: DiffSize] = [:]
        var order: [Use] = []
        for record in records {
            let sizes = [record.expectedSize, record.actualSize].compactMap { $0 }
            guard !sizes.isEmpty else { continue }
            for region in record.options.ignoredRegions {
                let rule = record.rule.flatMap { namesIgnore[$0] == true ? $0 : nil }
                let use = Use(region: region, rule: rule)
                let inside = sizes.contains { region.touches(width: $0.width, height: $0.height) }
                if touched[use] == nil { order.append(use) }
                touched[use] = (touched[use] ?? false) || inside
                for size in sizes {
                    let known = largest[use] ?? DiffSize(width: 0, height: 0)
                    if size.width * size.height > known.width * known.height { largest[use] = size }
                }
            }
        }
        return order.filter { touched[$0] == false }.map { use in
            let whose = use.rule.map { "the rule `\($0)`'s ignore region \(use.region)" } ?? "--ignore \(use.region)"
            let largest = largest[use] ?? DiffSize(width: 0, height: 0)
            return .warning(.diffIgnoreOutside, "\(whose) lies outside every image it was applied to (the largest "
                            + "\(largest.width) x \(largest.height) px): it leaves out nothing")
        }
    }
}
