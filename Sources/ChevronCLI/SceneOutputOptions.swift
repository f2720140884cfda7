import Chevron
import CommandSupport

/// The command line of a command that draws one scene into one PNG (`animate`, `flow`): the scene,
/// where the PNG goes, the scale.
struct SceneOutputOptions {
    static let arguments = [ArgumentSyntax(valueName: "SCENE", help: "The scene file (- for standard input).")]
    static let options: [OptionSyntax] = [
        .value("output", short: "o", valueName: "OUT.png", help: "The PNG to write (- for standard output)."),
        .value("output-dir", help: "The folder for the PNG when -o is not given.", default: "Output"),
        ScaleFactor.option(help: "Pixels per point: 1, 2 or 3 (overrides the scene's canvas.scale)."),
        FontDirectoryOption.option,
    ]

    let scene: String
    let output: String?
    let outputDir: String
    let scale: ScaleFactor?
    let fontDirectories: [String]

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        scene = arguments.positionals.first ?? ""
        fontDirectories = try FontDirectoryOption.folders(arguments)
        output = arguments.string("output")
        outputDir = arguments.string("output-dir") ?? "Output"
        scale = try arguments.value("scale", ScaleFactor.init(argument:))
        try validateOutputs([("-o", output), ("--output-dir", outputDir)], inputs: [scene])
    }

    /// Reads the scene (exit 66 when it cannot be read, 65 when it is bad) at `--scale`, else the
    /// scene's own `canvas.scale`, else 1; its layout's warnings go to stderr.
    func read(with renderer: SceneRenderer) throws -> LoadedScene {
        FontDirectoryOption.use(fontDirectories)
        let input = try StandardStreams.loadScene(scene, scale: scale?.value)
        for diagnostic in renderer.layout(input.scene, images: input.images).diagnostics {
            printError(diagnosticLine(diagnostic))
        }
        return input
    }

    /// Writes `png` to `-o`, else to `<output-dir>/<scene name><suffix>[@Nx].png`, and says where.
    func write(_ png: [UInt8], suffix: String, scale: Int) throws {
        let target = output ?? OutputNaming.destination(of: scene, suffix: suffix, scale: scale, outputDir: outputDir)
        try StandardStreams.write(png, to: target)
    }
}

/// Where a command writes a scene's PNG when `-o` does not say: the one naming rule.
enum OutputNaming {
    /// `<output-dir>/<scene name><suffix>[@Nx].png`: the scene's file name without its `.yaml`,
    /// `.yml` or `.json` (`stdin` for a scene read from standard input), `@Nx` when drawn at N > 1.
    static func destination(of path: String, suffix: String = "", scale: Int, outputDir: String) -> String {
        var name = path == StandardStreams.dash ? "stdin" : FileIO.baseName(of: path)
        for ext in [".yaml", ".yml", ".json"] where name.lowercased().hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
        }
        return "\(outputDir)/\(name)\(suffix)\(scale > 1 ? "@\(scale)x" : "").png"
    }
}
