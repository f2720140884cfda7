import Chevron
import ChevronSupport
import CommandSupport
import Regression

/// `chevron diff A.png B.png`: compares two PNGs with pixelmatch's metric (docs/DESIGN.md §Differ)
/// and says so with the exit code: 0 match, 1 differ, 2 sizes differ (64 usage, 65 a corrupt PNG,
/// 66 an unreadable input, 73 an unwritable output). Thin: the differ is `ImageDiffer`. Given two
/// folders, it compares every PNG in them (`FolderDiff`).
struct Diff: Subcommand {
    static let syntax = CommandSyntax(
        name: "diff",
        abstract: "Compares two PNG images (or two folders of them) pixel by pixel, the way pixelmatch does.",
        discussion: """
            A pixel differs when its perceived colour difference (YIQ, semi-transparent pixels \
            blended over white) is above the threshold and it is not anti-aliasing. Images of \
            different sizes are not compared. Exit codes: 0 the images match, 1 they differ, \
            2 their sizes differ; 64 usage error, 65 a corrupt PNG, 66 an input cannot be read, \
            73 an output cannot be written. Given two folders, every PNG is paired by its relative \
            path and is passed, changed, new, deleted, resized or unreadable: exit 0 when all pass, \
            1 when any differ, 65 when one cannot be read, 66 when a folder cannot be read.
            """,
        arguments: [ArgumentSyntax(valueName: "A.png", help: "The expected image (pixelmatch's first image), or folder."),
                    ArgumentSyntax(valueName: "B.png", help: "The actual image, or folder.")],
        options: ComparisonOptions.syntax + [
            .value("output", short: "o", valueName: "DIFF.png",
                   help: "Write the diff image: red differences, yellow anti-aliasing, over a faded copy of A."),
            .flag("mask", help: "Draw the diff image as a mask: only the differences, on transparency."),
            .value("side-by-side", valueName: "PNG", help: "Write A | B | diff side by side in one PNG."),
            .value("html", valueName: "REPORT.html",
                   help: "Write a single-file HTML report (images embedded, with a slider)."),
            .flagOrFile("json", suffix: ".json",
                        help: "Print the result as one JSON object; --json FILE.json or --json=FILE writes it to FILE instead (the lines stay on stdout)."),
            .value("report", valueName: "DIR", help: "Folders: write an HTML report (index.html and its images) into DIR."),
            .value("junit", valueName: "FILE", help: "Folders: write a JUnit XML file, one test case per image."),
            .flag("github", help: "Folders: print GitHub Actions error annotations and append a summary to $GITHUB_STEP_SUMMARY."),
            .value("rules", valueName: "FILE", help: "Folders: per-image options from a YAML list of { match: GLOB, threshold, … }."),
            .flag("allow-new", help: "Folders: images only in the actual folder do not fail the run."),
            .flag("allow-empty", help: "Folders: a run (or shard) with no image to compare passes instead of failing."),
            .value("jobs", help: "Folders: how many images to compare at once (default: one per core)."),
            ShardOption.syntax,
            .value("blob", valueName: "FILE", help: "Folders: write this run's result for 'chevron merge-reports'."),
        ])

    let expected: String
    let actual: String
    let options: DiffOptions
    let output: String?
    let mask: Bool
    let sideBySide: String?
    let html: String?
    let json: Bool
    /// `--json FILE`: the JSON goes to FILE, the lines stay on stdout.
    let jsonFile: String?
    /// Set when both arguments are folders.
    private(set) var folder: FolderDiff?

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        expected = arguments.positionals[0]
        actual = arguments.positionals[1]
        options = try ComparisonOptions.parse(arguments)
        output = arguments.string("output")
        mask = arguments.flag("mask")
        sideBySide = arguments.string("side-by-side")
        html = arguments.string("html")
        json = arguments.flag("json")
        jsonFile = arguments.string("json").flatMap { $0.isEmpty ? nil : $0 }
        let folderOptions = ["report", "junit", "github", "rules", "allow-new", "allow-empty", "jobs", "shard", "blob"]
        if FolderListing.isDirectory(expected) || FolderListing.isDirectory(actual) {
            for (option, given) in [("-o", output != nil), ("--mask", mask), ("--side-by-side", sideBySide != nil),
                                    ("--html", html != nil)] where given {
                throw ValidationError("\(option) is for two images; for folders use --report DIR")
            }
            let jobs = try arguments.value("jobs") { Int($0) }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            let shard = try ShardOption(arguments)
            let outputs = try FolderOutputRequest(json: json && jsonFile == nil, jsonFile: jsonFile, junit: arguments.string("junit"),
                                                  github: arguments.flag("github"), report: arguments.string("report"),
                                                  blob: arguments.string("blob"))
            folder = FolderDiff(expected: expected, actual: actual, options: options, rulesFile: arguments.string("rules"),
                                allowNew: arguments.flag("allow-new"), jobs: jobs ?? Cores.online, shard: shard,
                                allowEmpty: arguments.flag("allow-empty"), outputs: outputs)
            try validateOutputs([("--report", outputs.report), ("--junit", outputs.junit), ("--blob", outputs.blob),
                                 ("--json", outputs.jsonFile)], inputs: [expected, actual])
            // An output inside a compared folder would be compared by the next run (its PNGs as new images).
            for (option, path) in [("--report", outputs.report), ("--blob", outputs.blob)] {
                guard let path else { continue }
                for input in [expected, actual] where FolderListing.isInside(path, folder: input) {
                    throw ValidationError("\(option) \(path) is inside \(input), which is compared: write it elsewhere")
                }
            }
        } else {
            if let given = folderOptions.first(where: { arguments.values[$0] != nil }) {
                throw ValidationError("--\(given) is for two folders (chevron diff EXPECTED_DIR ACTUAL_DIR)")
            }
            folder = nil
        }
        try validate()
    }

    func validate() throws(ValidationError) {
        if folder != nil { return }
        if mask && output == nil { throw ValidationError("--mask draws the --output image; give --output too") }
        try validateOutputs([("-o", output), ("--side-by-side", sideBySide), ("--html", html), ("--json", jsonFile)],
                            inputs: [expected, actual])
    }

    func run() throws {
        if let folder { return try folder.run() }
        warnUnlessNamedPNG(output)
        warnUnlessNamedPNG(sideBySide)
        try reportingFailures {
            let ((expectedBytes, a), (actualBytes, b)) = try Self.load(expected, actual)
            let options = self.options
            for region in options.ignoredRegions
            where !region.touches(width: a.width, height: a.height) && !region.touches(width: b.width, height: b.height) {
                printError(diagnosticLine(.warning(.diffIgnoreOutside, "--ignore \(region) lies outside both images "
                                                   + "(\(a.width) x \(a.height) and \(b.width) x \(b.height) px): it leaves out nothing")))
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

            if let jsonFile {
                written.append(("json", jsonFile))
                let object = DiffJSON.object(result, options: options, expected: expected, actual: actual, outputs: written)
                try FileIO.writeAtomically(Array((object + "\n").utf8), to: jsonFile)
            }
            if json && jsonFile == nil {
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
