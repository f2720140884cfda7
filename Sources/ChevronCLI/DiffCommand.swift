import Chevron

/// `chevron diff A.png B.png`: compares two PNGs with pixelmatch's metric (docs/DESIGN.md §Differ)
/// and says so with the exit code: 0 match, 1 differ, 2 sizes differ (64 usage, 65 a corrupt PNG,
/// 66 an unreadable input, 73 an unwritable output). Thin: the differ is `ImageDiffer`.
struct Diff: Subcommand {
    static let syntax = CommandSyntax(
        name: "diff",
        abstract: "Compares two PNG images pixel by pixel, the way pixelmatch does.",
        discussion: """
            A pixel differs when its perceived colour difference (YIQ, semi-transparent pixels \
            blended over white) is above the threshold and it is not anti-aliasing. Images of \
            different sizes are not compared. Exit codes: 0 the images match, 1 they differ, \
            2 their sizes differ; 64 usage error, 65 a corrupt PNG, 66 an input cannot be read, \
            73 an output cannot be written.
            """,
        arguments: [ArgumentSyntax(valueName: "A.png", help: "The expected image (pixelmatch's first image)."),
                    ArgumentSyntax(valueName: "B.png", help: "The actual image.")],
        options: [
            .value("threshold", help: "Matching threshold, 0 to 1; smaller is more sensitive.", default: "0.1"),
            .flag("include-aa", help: "Count anti-aliased pixels as differences too."),
            .value("ignore", valueName: "X,Y,W,H",
                   help: "Leave out a rectangle: columns X…X+W-1, rows Y…Y+H-1 (repeatable).", repeats: true),
            .value("max-diff-pixels", help: "Still a match with up to this many differing pixels."),
            .value("max-diff-ratio", help: "Still a match with up to this share (0 to 1) of the pixels differing."),
            .value("output", short: "o", valueName: "DIFF.png",
                   help: "Write the diff image: red differences, yellow anti-aliasing, over a faded copy of A."),
            .flag("mask", help: "Draw the diff image as a mask: only the differences, on transparency."),
            .value("side-by-side", valueName: "PNG", help: "Write A | B | diff side by side in one PNG."),
            .value("html", valueName: "REPORT.html",
                   help: "Write a single-file HTML report (images embedded, with a slider)."),
            .flag("json", help: "Print the result as one JSON object."),
        ])

    let expected: String
    let actual: String
    let threshold: Double
    let includeAA: Bool
    let ignore: [String]
    let maxDiffPixels: Int?
    let maxDiffRatio: Double?
    let output: String?
    let mask: Bool
    let sideBySide: String?
    let html: String?
    let json: Bool

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        expected = arguments.positionals[0]
        actual = arguments.positionals[1]
        threshold = try arguments.value("threshold") { Double($0) } ?? 0.1
        includeAA = arguments.flag("include-aa")
        ignore = arguments.strings("ignore")
        maxDiffPixels = try arguments.value("max-diff-pixels") { Int($0) }
        maxDiffRatio = try arguments.value("max-diff-ratio") { Double($0) }
        output = arguments.string("output")
        mask = arguments.flag("mask")
        sideBySide = arguments.string("side-by-side")
        html = arguments.string("html")
        json = arguments.flag("json")
        try validate()
    }

    var options: DiffOptions {
        DiffOptions(threshold: threshold, includeAntialiased: includeAA,
                    ignoredRegions: ignore.compactMap { DiffRegion(parsing: $0) },
                    maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio)
    }

    func validate() throws(ValidationError) {
        for text in ignore where DiffRegion(parsing: text) == nil {
            throw ValidationError(
                "--ignore wants X,Y,W,H with X, Y ≥ 0 and W, H ≥ 1 (a rectangle of pixels), not '\(text)'")
        }
        if let problem = options.problem { throw ValidationError(problem) }
        if mask && output == nil { throw ValidationError("--mask draws the --output image; give --output too") }
        try validateOutputs([("-o", output), ("--side-by-side", sideBySide), ("--html", html)],
                            inputs: [expected, actual])
    }

    func run() throws {
        warnUnlessNamedPNG(output)
        warnUnlessNamedPNG(sideBySide)
        try reportingFailures {
            let ((expectedBytes, a), (actualBytes, b)) = try Self.load(expected, actual)
            let options = self.options
            for region in options.ignoredRegions where !Self.touches(region, a) && !Self.touches(region, b) {
                printError(warningLine("--ignore \(region) lies outside both images (\(a.width) x \(a.height) and "
                                       + "\(b.width) x \(b.height) px): it leaves out nothing"))
            }

            // Draw only what is asked for: the pixelmatch-style diff for the composite and the
            // report (and --output), the mask for --output --mask.
            let needsPixelmatchStyle = sideBySide != nil || html != nil || (output != nil && !mask)
            let result: DiffResult
            var diffImage: DiffImage?
            if needsPixelmatchStyle {
                (result, diffImage) = ImageDiffer.compare(a, b, options: options, drawing: .pixelmatch)
            } else if output != nil {
                (result, diffImage) = ImageDiffer.compare(a, b, options: options, drawing: .mask)
            } else {
                result = ImageDiffer.compare(a, b, options: options)
            }

            var written: [(key: String, path: String)] = []
            if let output {
                if result.isSizeMismatch {
                    printError("chevron: note: no diff image written to \(output): the sizes differ")
                } else {
                    let image = mask && needsPixelmatchStyle
                        ? ImageDiffer.compare(a, b, options: options, drawing: .mask).image : diffImage
                    if let image {
                        try FileIO.writeAtomically(try Self.encode(image), to: output)
                        written.append(("diff", output))
                    }
                }
            }
            if let sideBySide {
                let composite = SideBySide.compose(expected: a, actual: b, diff: diffImage)
                try FileIO.writeAtomically(try Self.encode(composite), to: sideBySide)
                written.append(("sideBySide", sideBySide))
            }
            if let html {
                let report = HTMLReport(
                    title: "chevron diff", expectedName: expected, actualName: actual, result: result, options: options,
                    expectedPNG: expectedBytes, actualPNG: actualBytes,
                    diffPNG: try diffImage.map { try Self.encode($0) })
                try FileIO.writeAtomically(Array(report.html.utf8), to: html)
                written.append(("html", html))
            }

            if json {
                print(DiffJSON.object(result, options: options, expected: expected, actual: actual, outputs: written))
            } else {
                print(result.summary)
                for (_, path) in written { print(WroteLine.file(path)) }
            }
            switch result {
            case .sizeMismatch: throw ExitCode(ExitStatus.sizesDiffer.rawValue)
            case .compared(let counts) where !counts.isMatch: throw ExitCode(ExitStatus.imagesDiffer.rawValue)
            case .compared: break
            }
        }
    }

    /// Whether `region` covers any pixel of `image`.
    static func touches(_ region: DiffRegion, _ image: DiffImage) -> Bool {
        region.x < image.width && region.y < image.height
    }

    /// Reads both inputs, then decodes them, one on each of two threads: decoding a 640 x 960 PNG
    /// takes far longer than comparing it, and the whole process is timed against its peers
    /// (docs/DESIGN.md §Benchmark). Byte-identical files are decoded once. Errors are reported for
    /// the first input before the second, as if handled in turn.
    static func load(_ first: String, _ second: String) throws
        -> (([UInt8], DiffImage), ([UInt8], DiffImage))
    {
        let bytes = [try FileIO.read(first), try FileIO.read(second)]
        let paths = [first, second]
        if bytes[0] == bytes[1] {
            let image = try decode(bytes[0], path: first)
            return ((bytes[0], image), (bytes[1], image))
        }
        let results = ResultSlots<DiffImage>(count: 2)
        SecondThread.run({ results.set(0, Result { try decode(bytes[0], path: paths[0]) }) },
                         alongside: { results.set(1, Result { try decode(bytes[1], path: paths[1]) }) })
        return ((bytes[0], try results.get(0)), (bytes[1], try results.get(1)))
    }

    /// Any PNG (grey, palette, RGB, with or without alpha, 1 to 16 bits) as straight RGBA8; a
    /// corrupt one is bad data (65), named in the message.
    static func decode(_ bytes: [UInt8], path: String) throws -> DiffImage {
        let decoded: StraightImage
        do {
            decoded = try PNG.decodeStraight(bytes)
        } catch {
            throw ChevronFailure(message: "\(path): \(ChevronFailure(error).message)", exitCode: .dataError)
        }
        guard let image = DiffImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba) else {
            throw ChevronFailure(message: "\(path): the decoded pixels do not fill the image", exitCode: .dataError)
        }
        return image
    }

    static func encode(_ image: DiffImage) throws -> [UInt8] {
        guard let straight = StraightImage(width: image.width, height: image.height, rgba: image.rgba) else {
            throw ChevronFailure(message: "cannot encode a \(image.width) x \(image.height) image", exitCode: .cannotCreate)
        }
        return try PNG.encodeStraight(straight)
    }
}
