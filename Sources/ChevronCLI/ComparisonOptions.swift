import Chevron

/// The options that say when two images match, read the same way by `diff` (two images or two
/// folders) and `approve` (which compares before it copies): `--threshold`, `--include-aa`,
/// `--ignore X,Y,W,H` (repeatable), `--max-diff-pixels` and `--max-diff-ratio`.
enum ComparisonOptions {
    static let syntax: [OptionSyntax] = [
        .value("threshold", help: "Matching threshold, 0 to 1; smaller is more sensitive.", default: "0.1"),
        .flag("include-aa", help: "Count anti-aliased pixels as differences too."),
        .value("ignore", valueName: "X,Y,W,H",
               help: "Leave out a rectangle: columns X…X+W-1, rows Y…Y+H-1 (repeatable).", repeats: true),
        .value("max-diff-pixels", help: "Still a match with up to this many differing pixels."),
        .value("max-diff-ratio", help: "Still a match with up to this share (0 to 1) of the pixels differing."),
    ]

    /// The options given, or the one-line reason they make no sense.
    static func parse(_ arguments: ParsedArguments) throws(ValidationError) -> DiffOptions {
        var regions: [DiffRegion] = []
        for text in arguments.strings("ignore") {
            guard let region = DiffRegion(parsing: text) else {
                throw ValidationError(
                    "--ignore wants X,Y,W,H with X, Y ≥ 0 and W, H ≥ 1 (a rectangle of pixels), not '\(text)'")
            }
            regions.append(region)
        }
        let options = DiffOptions(
            threshold: try arguments.value("threshold") { Double($0) } ?? 0.1,
            includeAntialiased: arguments.flag("include-aa"),
            ignoredRegions: regions,
            maxDiffPixels: try arguments.value("max-diff-pixels") { Int($0) },
            maxDiffPixelRatio: try arguments.value("max-diff-ratio") { Double($0) })
        if let problem = options.problem { throw ValidationError(problem.description) }
        return options
    }
}
