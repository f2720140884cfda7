// The fuzz targets' bodies, shared by the libFuzzer executables (Fuzz/run.sh compiles this file
// into them) and by `FuzzRegressionTests`, which replays every stored input through the same code.
//
// Each entry takes arbitrary bytes and returns the broken promises it found (empty when the input
// was handled as docs/DESIGN.md §Command line and §Limits ask): an accepted input must give a
// well-formed result, a refused one a clean error — one non-empty line and exit code 65. A crash, a
// sanitizer report, a hang or a memory blow-up is found by the harness around it.

import Chevron
@testable import ChevronCLI
@testable import Regression
import CommandSupport
import PreviewHTTP
@testable import RasterPNG
import SceneFile
#if canImport(Glibc)
import Glibc
#endif

public enum FuzzEntry {
    /// Image limits while fuzzing: the standard ones scaled down so that one input costs at most
    /// a few megabytes (the code that checks them is the same).
    static let limits = ImageLimits(maxSide: 4096, maxPixels: 4 * 1024 * 1024)
    /// The largest canvas the render target draws, in pixels a side.
    static let renderSide = 480.0

    // MARK: PNG decoding

    /// PNG bytes → `PNG.decodeStraight`, `PNG.size(of:)`, the fast reader against libpng, and, for
    /// small images, an encode → decode round trip and a diff of the image with itself.
    public static func png(_ data: [UInt8]) -> [String] {
        var problems: [String] = []
        _ = try? PNG.size(of: data)
        let fast = PNGReader.decode(data, limits: limits)
        let image: StraightImage
        do {
            image = try PNG.decodeStraight(data, limits: limits)
        } catch {
            problems += cleanError(error, "PNG.decodeStraight")
            if fast != nil { problems.append("the fast reader decoded an image that libpng refuses: \(error)") }
            return problems
        }
        if image.width < 1 || image.height < 1 || image.width > limits.maxSide || image.height > limits.maxSide
            || image.width * image.height > limits.maxPixels || image.rgba.count != image.width * image.height * 4
        {
            problems.append("decoded a \(image.width) x \(image.height) image with \(image.rgba.count) bytes")
            return problems
        }
        if let fast {
            if let reference = try? PNG.decodeWithLibpng(data, limits: limits) {
                if reference != fast { problems.append("the fast reader and libpng decode different pixels") }
            } else {
                problems.append("the fast reader decoded an image that libpng refuses")
            }
        }
        guard image.width * image.height <= 65_536 else { return problems }
        do {
            let again = try PNG.decodeStraight(try PNG.encodeStraight(image))
            if again != image { problems.append("encode → decode changed the pixels") }
        } catch {
            problems.append("a decoded image does not round-trip: \(error)")
        }
        if let diffImage = DiffImage(width: image.width, height: image.height, rgba: image.rgba) {
            let result = ImageDiffer.compare(diffImage, diffImage, options: DiffOptions())
            if result.counts?.mismatched != 0 { problems.append("an image differs from itself: \(result)") }
        } else {
            problems.append("a decoded image is not a DiffImage")
        }
        return problems
    }

    // MARK: Scene parsing

    /// Scene bytes → `SceneParser.parse`: a `Scene` or a `SceneError` naming the file.
    public static func scene(_ data: [UInt8]) -> [String] {
        do {
            let scene = try SceneParser.parse(data, file: "fuzz.yaml")
            var problems: [String] = []
            if let w = scene.canvas.width, let h = scene.canvas.height,
               let why = SceneLimits.canvasProblem(width: w, height: h, scale: scene.canvas.scale ?? 1)
            {
                problems.append("a scene over the canvas limits was accepted: \(why)")
            }
            if let scale = scene.canvas.scale, !(1...3).contains(scale) { problems.append("scale \(scale) accepted") }
            for warning in scene.warnings where String(describing: warning).isEmpty {
                problems.append("an empty warning")
            }
            return problems
        } catch {
            var problems = cleanError(error, "SceneParser.parse")
            if !error.description.hasPrefix("fuzz.yaml:") {
                problems.append("a scene error that does not name the file: \(error.description)")
            }
            return problems
        }
    }

    // MARK: Scene rendering

    static let renderer: SceneRenderer? = try? SceneRenderer.bundled()

    /// Scene bytes → parse → `SceneRenderer.render` on a canvas of at most 480 px a side (the
    /// scene's own size when smaller), then PNG encoding. Image items name files in `imageFolder`
    /// (relative names only, so that an input never reads an arbitrary file).
    public static func render(_ data: [UInt8], imageFolder: String) -> [String] {
        guard let renderer else { return ["the bundled fonts cannot be loaded (set CHEVRON_FONTS_DIR)"] }
        guard var scene = try? SceneParser.parse(data, file: "fuzz.yaml") else { return [] }
        let scale = scene.canvas.scale ?? 1
        let safePaths = scene.imagePaths.allSatisfy { !$0.hasPrefix("/") && !$0.contains("..") && !$0.contains("\0") }
        let images: SceneImages?
        do {
            images = safePaths ? try SceneImages(paths: scene.imagePaths, folder: imageFolder, scale: scale) : nil
        } catch {
            return cleanError(error, "SceneImages")
        }
        let natural = renderer.size(of: scene, images: images)
        let side = renderSide / Double(scale)
        scene.canvas.width = max(1, min(natural.width.isFinite ? natural.width : 1, side))
        scene.canvas.height = max(1, min(natural.height.isFinite ? natural.height : 1, side))
        do {
            let bitmap = try renderer.render(scene, scale: scale, images: images)
            let w = Int((scene.canvas.width! * Double(scale)).rounded(.up))
            let h = Int((scene.canvas.height! * Double(scale)).rounded(.up))
            var problems: [String] = []
            if bitmap.width != w || bitmap.height != h {
                problems.append("rendered \(bitmap.width) x \(bitmap.height) px for a \(w) x \(h) px canvas")
            }
            let png = try PNG.encode(bitmap)
            if try PNG.size(of: png) != (bitmap.width, bitmap.height) { problems.append("the PNG has another size") }
            return problems
        } catch {
            return cleanError(error, "SceneRenderer.render")
        }
    }

    // MARK: Command-line options

    /// Bytes → lines (the first four), each line one option value given to every value parser of the command line
    /// through chevron's own command-line parser, as a user would type it (`--tint`, `--ignore`, `--scale`, `--jobs`,
    /// `--threshold`, `--max-diff-pixels`, `--max-diff-ratio`), and the whole input as one command
    /// line, NUL-separated. An accepted value must give a value in range; a refused one a usage
    /// error (64) with a message. Nothing is run and nothing is written.
    public static func options(_ data: [UInt8]) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        var problems: [String] = []
        let values = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(4).map(String.init)
        for value in values {
            problems += colour(value)
            problems += region(value)
            problems += parse(["back-button", "--title", "A", "--tint", value, "--scale", value, "-o", "fuzz.png"])
            problems += parse(["assets", "--tint", value, "--output-dir", "fuzz"])
            problems += parse(["diff", "a.png", "b.png", "--ignore", value, "--threshold", value])
            problems += parse(["diff", "a.png", "b.png", "--max-diff-pixels", value, "--max-diff-ratio", value])
            problems += parse(["render", "s.yaml", "--scale", value, "--jobs", value])
        }
        problems += parse(text.split(separator: "\0", omittingEmptySubsequences: false).prefix(32).map(String.init))
        return problems
    }

    /// The one colour parser: what it accepts is ASCII hex and reads back the same.
    static func colour(_ text: String) -> [String] {
        guard let colour = RGBAColor(hex: text) else { return [] }
        var problems: [String] = []
        if RGBAColor(hex: colour.hexString) != colour { problems.append("\(text): \(colour) does not read back") }
        if !text.unicodeScalars.allSatisfy({ $0 == "#" || $0.properties.isASCIIHexDigit }) {
            problems.append("\(text) was read as the colour \(colour)")
        }
        return problems
    }

    static func region(_ text: String) -> [String] {
        guard let region = DiffRegion(parsing: text) else { return [] }
        if region.x < 0 || region.y < 0 || region.width < 1 || region.height < 1 || region.maxX < region.x
            || region.maxY < region.y
        {
            return ["--ignore \(text) gave the region \(region)"]
        }
        return DiffRegion(parsing: region.description) == region ? [] : ["--ignore \(text) does not read back"]
    }

    /// One command line as `chevron` parses it, without running it: a refusal must be a usage error
    /// with a message; an accepted command must hold values in range.
    static func parse(_ arguments: [String]) -> [String] {
        let command: any Subcommand
        do {
            switch try ChevronCommand.parse(arguments) {
            case .run(let parsed): command = parsed
            case .help, .version: return []
            }
        } catch {
            return error.message.isEmpty ? ["\(arguments): a usage error without a message"] : []
        }
        var problems: [String] = []
        func check(_ ok: Bool, _ what: String) { if !ok { problems.append("\(arguments): accepted \(what)") } }
        func checkComparison(_ o: DiffOptions) {
            check(o.problem == nil, "options with a problem: \(o.problem?.description ?? "")")
            check(o.threshold.isFinite && (0...1).contains(o.threshold), "threshold \(o.threshold)")
            check(o.ignoredRegions.count == arguments.filter { $0 == "--ignore" || $0.hasPrefix("--ignore=") }.count, "an --ignore it cannot read")
            check(o.maxDiffPixelRatio.map { $0.isFinite && (0...1).contains($0) } ?? true, "ratio \(o.maxDiffPixelRatio ?? 0)")
            check(o.maxDiffPixels.map { $0 >= 0 } ?? true, "max diff pixels \(o.maxDiffPixels ?? 0)")
        }
        switch command {
        case let c as BackButtonCommand:
            check((1...3).contains(c.scale.value), "scale \(c.scale.value)")
            check(c.style.tint.map { $0.color.a == 255 } ?? true, "a tint with alpha")
        case let c as AssetsCommand:
            check(c.style.tint.map { $0.color.a == 255 } ?? true, "a tint with alpha")
        case let c as Diff:
            checkComparison(c.options)
        case let c as ApproveCommand:
            checkComparison(c.options)
        case let c as RenderCommand:
            check(c.scale.map { (1...3).contains($0.value) } ?? true, "scale \(c.scale?.value ?? 0)")
            check(c.jobs.map { $0 >= 1 } ?? true, "jobs \(c.jobs ?? 0)")
        default:
            break
        }
        return problems
    }

    // MARK: Blobs (merge-reports)

    /// Bytes → `Blob.parse`, as `chevron merge-reports` reads a shard's blob from another machine,
    /// then what merge-reports does with it (the shard's range of its pairs, the records' indexes).
    /// An accepted blob must write back to the same records and context; a refused one is a clean
    /// error naming the blob.
    public static func blob(_ data: [UInt8]) -> [String] {
        let contents: Blob.Contents
        do {
            contents = try Blob.parse(data, path: "fuzz.blob")
        } catch {
            var problems = cleanError(error, "Blob.parse")
            if !ChevronFailure(error).message.hasPrefix("fuzz.blob") {
                problems.append("a blob error that does not name the blob: \(ChevronFailure(error).message)")
            }
            return problems
        }
        var problems: [String] = []
        let text = Blob.magic + "\nchevron \(contents.version)\nshard \(contents.shard) pairs \(contents.pairs)\n"
            + Blob.contextLines(contents.context) + contents.records.map(Blob.recordLine).joined()
            + "end \(contents.records.count)\n"
        do {
            let again = try Blob.parse(Array(text.utf8), path: "again.blob")
            if again.context != contents.context { problems.append("the context does not write back") }
            if again.records != contents.records { problems.append("the records do not write back") }
        } catch {
            problems.append("an accepted blob does not write back: \(error)")
        }
        return problems
    }

    // MARK: Rules files (--rules)

    /// Bytes → `ImageRulesFile.parse`, as `chevron diff --rules FILE` reads it, then each rule made
    /// into the differ's options and tried against a few paths, and the rules through a blob's
    /// context and back (merge-reports compares them). A refused file is a clean error naming it.
    public static func rules(_ data: [UInt8]) -> [String] {
        let rules: [ImageRule]
        do {
            rules = try ImageRulesFile.parse(data, file: "fuzz-rules.yaml")
        } catch {
            var problems = cleanError(error, "ImageRulesFile.parse")
            if !error.description.hasPrefix("fuzz-rules.yaml:") {
                problems.append("a rules error that does not name the file: \(error.description)")
            }
            return problems
        }
        var problems: [String] = []
        if rules.count > ImageRulesFile.maxRules { problems.append("\(rules.count) rules accepted") }
        var diffRules: [DiffRule] = []
        for rule in rules {
            if rule.match.isEmpty { problems.append("an empty glob accepted") }
            guard let made = try? DiffRule(rule, base: DiffOptions()) else {
                problems.append("an accepted rule makes no options: \(rule)")
                continue
            }
            if let why = made.options.problem { problems.append("an accepted rule gives options with a problem: \(why)") }
            if made.options.ignoredRegions.count != rule.ignore.count { problems.append("a region was dropped: \(rule.ignore)") }
            diffRules.append(made)
        }
        let comparison = FolderComparison(expectedRoot: "e", actualRoot: "a", options: DiffOptions(), rules: diffRules,
                                          keepsImages: false)
        for path in ["a.png", "deep/er/b.png", String(repeating: "ab/", count: 40) + "c.png"] {
            _ = comparison.options(for: path)
        }
        let context = FolderRunContext(expectedRoot: "e", actualRoot: "a", options: DiffOptions(), rules: rules, allowNew: false)
        let text = Blob.magic + "\nchevron \(ChevronVersion.string)\nshard 1/1 pairs 0\n" + Blob.contextLines(context) + "end 0\n"
        do {
            let again = try Blob.parse(Array(text.utf8), path: "rules.blob")
            if again.context != context { problems.append("the rules do not go through a blob unchanged") }
        } catch {
            problems.append("accepted rules make a blob that cannot be read back: \(error)")
        }
        return problems
    }

    // MARK: Folder trees (the folder diff)

    /// A 2 x 2 PNG and another of other pixels, the files the folder target puts in its trees.
    static let treePNGs: [[UInt8]] = [[255, 0, 0, 255], [0, 0, 255, 255]].compactMap { pixel in
        StraightImage(width: 2, height: 2, rgba: Array([[UInt8]](repeating: pixel, count: 4).joined()))
            .flatMap { try? PNG.encodeStraight($0) }
    }

    /// Where a symbolic link of the folder target points: up, out, at itself, at the root, at a sibling.
    static let linkTargets = ["..", "/", ".", "../..", "self", "x.png", "/dev/null", "e", "../a"]

    /// Bytes → a tree under `scratch` (its own folder, emptied first and after, links never
    /// followed), then what `chevron diff e a` does with it: list both folders, pair, compare.
    /// Each line of the input is one entry: its first byte the kind (PNG A, PNG B, folder, link,
    /// bytes that are no PNG), its second the side (e, a or both), its third a link's target, the
    /// rest a relative path of any bytes but NUL (`/` separates folders; empty, `.` and `..`
    /// components become `x`). Every pair must get a status; every listed path must be relative,
    /// inside its folder and name the file it was listed from.
    public static func folder(_ data: [UInt8], scratch: String) -> [String] {
        let root = scratch + "/chevron-fuzz-folder-\(getpid())"
        removeTree(root)
        defer { removeTree(root) }
        guard mkdir(root, 0o755) == 0, mkdir(root + "/e", 0o755) == 0, mkdir(root + "/a", 0o755) == 0 else {
            return ["cannot make \(root)"]
        }
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: true).prefix(48) where line.count >= 4 {
            let bytes = Array(line)
            let kind = bytes[0] % 5, side = bytes[1] % 3, target = linkTargets[Int(bytes[2]) % linkTargets.count]
            var components: [[UInt8]] = bytes[3...].prefix(200).split(separator: 0x2F, omittingEmptySubsequences: false).map { part in
                let clean = part.map { $0 == 0 ? UInt8(ascii: "n") : $0 }
                return clean.isEmpty || clean == [0x2E] || clean == [0x2E, 0x2E] ? [UInt8(ascii: "x")] : Array(clean.prefix(200))
            }
            if components.count > 80 { components = Array(components.prefix(80)) }
            for folder in side == 2 ? ["e", "a"] : [side == 0 ? "e" : "a"] {
                var path = Array((root + "/" + folder).utf8)
                for component in components.dropLast() {
                    path += [0x2F] + component
                    _ = withCString(path) { mkdir($0, 0o755) }
                }
                path += [0x2F] + components.last!
                switch kind {
                case 2:
                    _ = withCString(path) { mkdir($0, 0o755) }
                case 3:
                    let destination = target == "self" ? path : Array(target.utf8)
                    _ = withCString(destination) { d in withCString(path) { symlink(d, $0) } }
                default:
                    let contents = kind < 2 && treePNGs.count == 2 ? treePNGs[Int(kind)] : Array(bytes.prefix(16))
                    let fd = withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644) }
                    if fd >= 0 {
                        _ = contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                        close(fd)
                    }
                }
            }
        }
        var problems: [String] = []
        let expected: [FolderListing.Entry], actual: [FolderListing.Entry]
        do {
            expected = try FolderListing.list(root + "/e")
            actual = try FolderListing.list(root + "/a")
        } catch {
            return ["a folder that exists could not be listed: \(error)"]
        }
        for entry in expected + actual {
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            if entry.path.hasPrefix("/") || parts.contains("..") || parts.contains("") || parts.contains(".") {
                problems.append("a listed path that is not a plain relative path: \(entry.path.debugDescription)")
            }
        }
        let pairs = FolderPair.pairs(expected: expected, actual: actual)
        if pairs.count < Set(expected.map(\.path)).union(actual.map(\.path)).count {
            problems.append("\(pairs.count) pairs for \(expected.count) and \(actual.count) images")
        }
        let comparison = FolderComparison(expectedRoot: root + "/e", actualRoot: root + "/a", options: DiffOptions(),
                                          rules: [], keepsImages: true)
        for pair in pairs {
            let (record, _) = comparison.compare(pair)
            if record.path != pair.path { problems.append("a record of another path") }
            if record.status == .unreadable && (record.problem?.description ?? "").isEmpty {
                problems.append("\(pair.path.debugDescription) is unreadable without a reason")
            }
            // A file both folders hold under one name, as written (no link, no odd type), is read.
            if record.status == .unreadable, pair.expected?.problem == nil, pair.actual?.problem == nil,
               pair.expected != nil, pair.actual != nil,
               (record.problem?.description ?? "").contains("No such file") {
                // (Names that are not UTF-8 too: they are kept as bytes, `FileName`.)
                problems.append("\(pair.path.debugDescription) was listed but cannot be opened: \(record.problem?.description ?? "")")
            }
        }
        return problems
    }

    // MARK: HTTP requests (the preview server)

    /// What the `http` target publishes: a preview's addresses as `chevron preview` names them
    /// (decoded), with a space, a percent sign and a non-ASCII letter among them.
    static let published: [String: (type: String, body: [UInt8])] = [
        "/": ("text/html; charset=utf-8", Array("<!doctype html><title>grid</title>".utf8)),
        "/preview.js": ("text/javascript; charset=utf-8", Array("// script".utf8)),
        "/scenes.json": ("application/json", Array("[]".utf8)),
        "/render/inbox.png": ("image/png", [0x89, 0x50, 0x4E, 0x47, 1]),
        "/scene/inbox.yaml": ("text/html; charset=utf-8", Array("scene page".utf8)),
        "/render/sub dir/caf\u{E9} 100%.png": ("image/png", [0x89, 0x50, 0x4E, 0x47, 2]),
        "/info/sub dir/caf\u{E9} 100%.yaml.json": ("application/json", Array("{}".utf8)),
    ]
    static let httpHosts: Set<String> = ["127.0.0.1:8040", "localhost:8040"]

    /// Raw bytes → `RawHTTP.parse` (a pipeline of request heads) → `PreviewSite.respond`
    /// for each, against `published`. Nothing outside the published set is ever served, and a
    /// published body only at its exact address (the target's path, percent-decoded once — decoded
    /// here again by other code), to GET or HEAD with one allowed Host; every refusal is a short
    /// fixed text that repeats nothing of the request; no header carries a line break; what is
    /// read round-trips (written back and read again, the same request).
    public static func http(_ data: [UInt8]) -> [String] {
        let parsed = RawHTTP.parse(data)
        var problems: [String] = []
        if parsed.requests.count > RawHTTP.maxPipelined { problems.append("\(parsed.requests.count) requests read") }
        let site = PreviewSite(allowedHosts: httpHosts)
        var sent = 0
        for request in parsed.requests {
            problems += requestProblems(request)
            let response = site.respond(to: request) { published[$0] }
            for (name, value) in response.headers where (name + value).utf8.contains(where: { $0 == 10 || $0 == 13 || $0 == 0 }) {
                problems.append("a header with a line break: \(name)")
            }
            let hosts = request.values("host").map { String(decoding: $0.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self) }
            let readable = (request.method == "GET" || request.method == "HEAD") && hosts.count == 1 && httpHosts.contains(hosts[0])
            let decoded = percentDecoded(request.target)
            switch response.content {
            case .resource(let address, let type, let body):
                guard let resource = published[address] else {
                    problems.append("served \(address.debugDescription), which is not published")
                    break
                }
                if address != decoded { problems.append("served \(address.debugDescription) for \(request.target.debugDescription)") }
                if body != resource.body || type != resource.type { problems.append("served another body at \(address)") }
                if !readable || response.status != 200 { problems.append("served \(address) to \(request.method) with Host \(hosts)") }
                sent += body.count
            case .events:
                if decoded != PreviewSite.eventsAddress || !readable { problems.append("the event stream for \(request.target.debugDescription)") }
            case .text(let text):
                if ![403, 404, 405].contains(response.status) || response.keepAlive {
                    problems.append("a refusal with status \(response.status), keep-alive \(response.keepAlive)")
                }
                if readable, let decoded, published[decoded] != nil || decoded == PreviewSite.eventsAddress {
                    problems.append("\(decoded.debugDescription) is published but was refused \(response.status)")
                }
                if text.utf8.count > 256 || text.utf8.filter({ $0 == 10 }).count != 1 || !text.hasSuffix("\n") {
                    problems.append("a refusal that is not one short line: \(text.debugDescription)")
                }
                if request.target.hasPrefix("/"), text.contains(request.target) { problems.append("a refusal that repeats the target") }
                sent += text.utf8.count
            }
        }
        // Bounded: no answer is larger than what was published, whatever was asked.
        let largest = published.values.map(\.body.count).max() ?? 0
        if sent > parsed.requests.count * max(largest, 256) { problems.append("\(sent) bytes answered") }
        return problems
    }

    /// A request as read must be well formed and read back the same when written out again.
    static func requestProblems(_ request: PreviewRequest) -> [String] {
        var problems: [String] = []
        if request.method.isEmpty || request.method.utf8.contains(where: { $0 <= 32 || $0 >= 127 }) {
            problems.append("a method read with odd bytes: \(request.method.debugDescription)")
        }
        if request.target.isEmpty || request.target.utf8.contains(where: { $0 <= 32 || $0 >= 127 }) {
            problems.append("a target read with odd bytes: \(request.target.debugDescription)")
        }
        var text = "\(request.method) \(request.target) HTTP/1.1\r\n"
        for header in request.headers {
            if (header.name + header.value).utf8.contains(where: { $0 == 10 || $0 == 13 || $0 == 0 }) {
                problems.append("a header read with a line break: \(header.name.debugDescription)")
            }
            text += "\(header.name): \(header.value)\r\n"
        }
        text += "\r\n"
        let again = RawHTTP.parse(Array(text.utf8))
        if again.requests.count != 1 || again.requests.first.map({ ($0.method, $0.target, $0.headers) })
            .map({ $0 != request.method || $1 != request.target || $2 != request.headers }) ?? true {
            problems.append("a request that does not read back the same: \(text.debugDescription)")
        }
        return problems
    }

    /// `%XX` decoded once, by other code than `PreviewSite.address`: nil for a target that is not a
    /// path, holds a bad escape, a NUL or bytes that are not UTF-8.
    static func percentDecoded(_ target: String) -> String? {
        let path = String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
            .split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard path.hasPrefix("/") else { return nil }
        let pieces = path.split(separator: "%", omittingEmptySubsequences: false)
        var bytes = Array(pieces[0].utf8)
        for piece in pieces.dropFirst() {
            let utf8 = Array(piece.utf8)
            guard utf8.count >= 2, let byte = UInt8(String(decoding: utf8[0..<2], as: UTF8.self), radix: 16),
                  utf8[0] != UInt8(ascii: "+"), utf8[0] != UInt8(ascii: "-")
            else { return nil }
            bytes += [byte] + utf8[2...]
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    static func withCString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    /// Removes `path` and everything under it, never following a symbolic link.
    static func removeTree(_ path: String) { removeTreeBytes(Array(path.utf8)) }

    static func removeTreeBytes(_ path: [UInt8]) {
        var info = stat()
        guard withCString(path, { lstat($0, &info) }) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            guard let dir = withCString(path, { opendir($0) }) else { return }
            var names: [[UInt8]] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
            }
            closedir(dir)
            for name in names { removeTreeBytes(path + [0x2F] + name) }
            _ = withCString(path) { rmdir($0) }
        } else {
            _ = withCString(path) { unlink($0) }
        }
    }

    // MARK: -

    /// What the CLI would print for `error`: one non-empty line and exit code 65 (66 for a missing
    /// image file, which the render target may name).
    static func cleanError(_ error: any Error, _ what: String) -> [String] {
        let failure = ChevronFailure(error)
        var problems: [String] = []
        if failure.message.allSatisfy({ $0 == " " }) {
            problems.append("\(what): an empty error message (\(error))")
        }
        if failure.message.contains(where: \.isNewline) { problems.append("\(what): a message of several lines") }
        if failure.exitCode != .dataError && failure.exitCode != .noInput {
            problems.append("\(what): exit code \(failure.exitCode.rawValue) for bad input: \(failure.message)")
        }
        return problems
    }
}

// MARK: HTTP requests from raw bytes

/// The `http` target's reader of raw bytes into `PreviewRequest`s — the harness's, not the
/// server's: `chevron-preview` reads requests with SwiftNIO's decoder (docs/DESIGN.md §Live preview), and both hand
/// what they read to the same `PreviewSite.respond(to:)`.
enum RawHTTP {
    /// The longest request head read (NIO's decoder refuses longer ones too: 80 KiB).
    static let maxHeadLength = 80 * 1024
    /// The most requests one read of pipelined bytes yields.
    static let maxPipelined = 64

    /// What `parse` makes of bytes: the requests read in order, and why it stopped early (a
    /// malformed or oversized head, answered 400 and the connection closed), if it did.
    struct Parsed: Equatable, Sendable {
        var requests: [PreviewRequest]
        var malformed: Bool
    }

    /// HTTP/1.x request heads, one after another (a pipeline), from raw bytes: the request line
    /// (`METHOD SP TARGET SP HTTP/1.x`), header lines (`name: value`, a token name, no obsolete line
    /// folding), an empty line; a `Content-Length` body is skipped. Strict in what RFC 9112 lets a
    /// server refuse: bare CR, a space before the colon, `Transfer-Encoding` at all (no address
    /// takes a body, and with `Content-Length` it is the classic smuggling pair), two differing
    /// `Content-Length`s. A head not ended within the bytes is left unread (the rest of a request
    /// still on its way).
    static func parse(_ bytes: [UInt8]) -> Parsed {
        var requests: [PreviewRequest] = []
        var at = 0
        while at < bytes.count, requests.count < maxPipelined {
            // RFC 9112 §2.2: empty lines before a request line are ignored.
            while at + 1 < bytes.count, bytes[at] == 13, bytes[at + 1] == 10 { at += 2 }
            guard let end = headEnd(bytes, from: at) else {
                return Parsed(requests: requests, malformed: bytes.count - at > maxHeadLength)
            }
            guard end - at <= maxHeadLength, let (request, bodyLength) = head(Array(bytes[at..<end])) else {
                return Parsed(requests: requests, malformed: true)
            }
            requests.append(request)
            at = end + 4
            guard bodyLength <= bytes.count - at else { break }
            at += bodyLength
        }
        return Parsed(requests: requests, malformed: false)
    }

    /// The index of the CR LF CR LF that ends the head starting at `from`.
    private static func headEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var i = from
        let limit = min(bytes.count, from + maxHeadLength + 4)
        while i + 3 < limit {
            if bytes[i] == 13, bytes[i + 1] == 10, bytes[i + 2] == 13, bytes[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    private static func head(_ bytes: [UInt8]) -> (PreviewRequest, Int)? {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 13 {
                guard i + 1 < bytes.count, bytes[i + 1] == 10 else { return nil }  // a bare CR
                lines.append(bytes[start..<i])
                i += 2
                start = i
            } else if bytes[i] == 10 || bytes[i] == 0 {
                return nil  // a bare LF or a NUL
            } else {
                i += 1
            }
        }
        lines.append(bytes[start..<bytes.count])
        let words = lines[0].split(separator: 32, omittingEmptySubsequences: false)
        guard words.count == 3, !words[0].isEmpty, words[0].allSatisfy(isToken), !words[1].isEmpty,
              words[1].allSatisfy({ $0 > 32 && $0 < 127 })
        else { return nil }
        let version = String(decoding: words[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return nil }
        var headers: [PreviewRequest.Header] = []
        var lengths: Set<Int> = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: 58) else { return nil }
            let name = line[line.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy(isToken) else { return nil }  // also: no space before the colon
            var value = line[(colon + 1)...]
            while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
            while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
            guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else { return nil }
            let header = PreviewRequest.Header(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
            switch PreviewRequest.lowercased(header.name) {
            case "transfer-encoding": return nil
            case "content-length":
                guard !value.isEmpty, value.count <= 18, value.allSatisfy({ (48...57).contains($0) }),
                      let n = Int(header.value)
                else { return nil }
                lengths.insert(n)
            default: break
            }
            headers.append(header)
        }
        guard lengths.count <= 1 else { return nil }
        let connection = headers.filter { PreviewRequest.lowercased($0.name) == "connection" }.map { PreviewRequest.lowercased($0.value) }
        let keepAlive = version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
        let request = PreviewRequest(method: String(decoding: words[0], as: UTF8.self),
                                     target: String(decoding: words[1], as: UTF8.self), headers: headers,
                                     keepAlive: keepAlive)
        return (request, lengths.first ?? 0)
    }

    /// RFC 9110 §5.6.2 `tchar`.
    private static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: true
        case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: true
        default: false
        }
    }
}
