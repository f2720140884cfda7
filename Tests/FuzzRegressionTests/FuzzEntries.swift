// The fuzz targets' bodies, shared by the libFuzzer executables (Fuzz/run.sh compiles this file
// into them) and by `FuzzRegressionTests`, which replays every stored input through the same code.
//
// Each entry takes arbitrary bytes and returns the broken promises it found (empty when the input
// was handled as docs/DESIGN.md §Command line and §Limits ask): an accepted input must give a
// well-formed result, a refused one a clean error — one non-empty line and exit code 65. A crash, a
// sanitizer report, a hang or a memory blow-up is found by the harness around it.

import Chevron
@testable import ChevronCLI
import Regression
import CommandSupport
@testable import RasterPNG

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
            check(o.problem == nil, "options with a problem: \(o.problem ?? "")")
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
