import Chevron
import ChevronSupport
import CommandSupport
import Dispatch
import Regression

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `chevron render SCENE...`: one PNG per scene. Several scenes render in parallel on every core,
/// each on its own: a bad scene fails alone, the others are written, and the exit code says that
/// something failed (the first failure's code, in the order the scenes were given).
struct RenderCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "render",
        abstract: "Renders scene files (YAML) into PNG mockups.",
        discussion: """
            Without -o, each scene is written to <output-dir>/<scene name>.png, or \
            <scene name>@<N>x.png when drawn at scale N > 1. --scale overrides the scenes' own \
            canvas.scale (default 1). Warnings (operations UIKit ignores) go to stderr.
            """,
        arguments: [ArgumentSyntax(valueName: "SCENE", help: "Scene files (- for standard input).", isRepeating: true)],
        options: [
            .value("output", short: "o", valueName: "OUT.png", help: "The PNG to write (one scene only; - for standard output)."),
            .value("output-dir", help: "The folder for scenes rendered without -o.", default: "Output"),
            ScaleFactor.option(help: "Pixels per point: 1, 2 or 3 (overrides the scenes' canvas.scale)."),
            .value("jobs", help: "How many scenes to render at once (default: one per core)."),
            ShardOption.syntax,
            FontDirectoryOption.option,
        ])

    let scenes: [String]
    let output: String?
    let outputDir: String
    let scale: ScaleFactor?
    let jobs: Int?
    let fontDirectories: [String]
    let shard: ShardOption

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        if arguments.positionals.isEmpty { throw ValidationError("give at least one scene file") }
        fontDirectories = try FontDirectoryOption.folders(arguments)
        // --shard K/N (or auto: Bazel's TEST_TOTAL_SHARDS / TEST_SHARD_INDEX): this machine's part only.
        shard = try ShardOption(arguments)
        scenes = shard.select(arguments.positionals)
        output = arguments.string("output")
        outputDir = arguments.string("output-dir") ?? "Output"
        scale = try arguments.value("scale", ScaleFactor.init(argument:))
        jobs = try arguments.value("jobs") { Int($0) }
        try validate()
    }

    func validate() throws(ValidationError) {
        if output != nil && scenes.count > 1 {
            throw ValidationError("-o names one file; use --output-dir for several scenes")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if scenes.filter({ $0 == StandardStreams.dash }).count > 1 {
            throw ValidationError("- (standard input) can be given once")
        }
        try validateOutputs([("-o", output), ("--output-dir", outputDir)], inputs: scenes)
        // Two scenes of one name would race for one file (which one ends up there would depend on
        // timing): refused, so that every run writes the same bytes.
        if output == nil {
            var seen: [String: String] = [:]
            for scene in scenes {
                let stem = destination(of: scene, scale: 1)
                if let first = seen[stem] {
                    throw ValidationError("\(first) and \(scene) would both be written to \(stem.dropLast(4))[@Nx].png; "
                        + "render them with different --output-dir")
                }
                seen[stem] = scene
            }
        }
    }

    /// Where a scene's PNG goes.
    func destination(of scene: String, scale: Int) -> String {
        output ?? OutputNaming.destination(of: scene, scale: scale, outputDir: outputDir)
    }

    func run() throws {
        warnUnlessNamedPNG(output)
        shard.announce()
        FontDirectoryOption.use(fontDirectories)
        // One scene, then the process exits: what it read and drew is kept to the exit, not freed.
        if scenes.count == 1 { KeptToExit.turnOn() }
        let renderer = try reportingFailures { try SceneRenderer.bundled() }
        if output == StandardStreams.dash {
            // One scene (-o names one), its PNG on standard output, its warnings on stderr.
            try reportingFailures {
                let rendered = try renderer.render(try StandardStreams.loadScene(scenes[0], scale: scale?.value))
                KeptToExit.keep(rendered)
                for diagnostic in rendered.layout.diagnostics { printError(diagnosticLine(diagnostic)) }
                try StandardStreams.writeOutput(try PNG.encode(rendered.bitmap))
            }
            return
        }
        let batch = SceneBatch(count: scenes.count, jobs: jobs ?? Cores.online,
                               progress: scenes.count > 1 && isatty(2) != 0)
        // One scene at a time: a large PNG's second half is compressed on the idle core.
        let encoding = PNGEncodeOptions(parallel: batch.workers == 1 && Cores.online > 1)
        let results = batch.run { index in
            let path = scenes[index]
            let rendered = try renderer.render(try StandardStreams.loadScene(path, scale: scale?.value))
            let target = destination(of: path, scale: rendered.scale)
            let png = try PNG.encode(rendered.bitmap, options: encoding)
            // Several scenes wait for the disk once, when every PNG is written (FileIO.commit).
            let staged = try FileIO.stage(png, to: target, durable: scenes.count == 1)
            KeptToExit.keep(rendered)
            return (staged, rendered.layout.diagnostics)
        }
        let written = results.compactMap { try? $0.get().0 }
        var failures = FileIO.commit(written, synced: scenes.count == 1)[...]
        var firstFailure: ChevronFailure?
        var failed: [String: Int] = [:]
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let (staged, diagnostics)):
                for diagnostic in diagnostics { printError(diagnosticLine(diagnostic)) }
                if let failure = failures.popFirst() ?? nil {
                    report(failure, scene: scenes[index])
                    failed[Self.countedAs(failure), default: 0] += 1
                    if firstFailure == nil { firstFailure = failure }
                } else {
                    print(WroteLine.file(staged.target))
                }
            case .failure(let error):
                let failure = ChevronFailure(error)
                report(failure, scene: scenes[index])
                failed[Self.countedAs(failure), default: 0] += 1
                if firstFailure == nil { firstFailure = failure }
            }
        }
        // A batch (several scenes, or a shard of them) ends with its count, failures included, as
        // `diff` and `approve` end theirs: `rendered 2 of 3 scenes: 1 invalid`.
        if scenes.count > 1 || !shard.shard.isWhole {
            print((shard.shard.isWhole ? "" : "shard \(shard.shard): ") + Self.summary(of: scenes.count, failed: failed))
        }
        if let firstFailure { throw ExitCode(firstFailure.exitCode.rawValue) }
    }

    /// The kinds of failure a batch's summary counts, in its order.
    static let failureKinds = ["could not be read", "invalid", "could not be written", "failed"]

    /// What a batch's summary counts a failure as, by its exit code.
    static func countedAs(_ failure: ChevronFailure) -> String {
        switch failure.exitCode {
        case .noInput: "could not be read"
        case .dataError: "invalid"
        case .cannotCreate: "could not be written"
        default: "failed"
        }
    }

    /// `rendered 3 scenes`, or with failures `rendered 1 of 3 scenes: 1 invalid, 1 could not be written`.
    static func summary(of count: Int, failed: [String: Int]) -> String {
        let failures = failed.values.reduce(0, +), plural = count == 1 ? "" : "s"
        guard failures > 0 else { return "rendered \(count) scene\(plural)" }
        return "rendered \(count - failures) of \(count) scene\(plural): "
            + failureKinds.compactMap { kind in failed[kind].map { "\($0) \(kind)" } }.joined(separator: ", ")
    }

    /// A scene's failure on its line, named by the scene.
    private func report(_ failure: ChevronFailure, scene: String) {
        printError(errorLine(ChevronCLI.failure(failure, namedBy: scene)))
    }
}

