import Chevron

/// The command line of a command that draws one scene into one PNG (`animate`, `flow`): the scene,
/// where the PNG goes, the scale.
struct SceneOutputOptions {
    static let arguments = [ArgumentSyntax(valueName: "SCENE", help: "The scene file.")]
    static let options: [OptionSyntax] = [
        .value("output", short: "o", valueName: "OUT.png", help: "The PNG to write."),
        .value("output-dir", help: "The folder for the PNG when -o is not given.", default: "Output"),
        ScaleFactor.option(help: "Pixels per point: 1, 2 or 3 (overrides the scene's canvas.scale)."),
    ]

    let scene: String
    let output: String?
    let outputDir: String
    let scale: ScaleFactor?

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        scene = arguments.positionals.first ?? ""
        output = arguments.string("output")
        outputDir = arguments.string("output-dir") ?? "Output"
        scale = try arguments.value("scale", ScaleFactor.init(argument:))
        try validateOutputs([("-o", output), ("--output-dir", outputDir)], inputs: [scene])
    }

    /// Reads the scene (exit 66 when it cannot be read, 65 when it is bad) at `--scale`, else the
    /// scene's own `canvas.scale`, else 1; its layout's warnings go to stderr.
    func read(with renderer: SceneRenderer) throws -> SceneInput {
        let input = try SceneInput(scene, scale: scale?.value)
        for diagnostic in renderer.layout(input.scene, images: input.images).diagnostics {
            printError(diagnosticLine(diagnostic))
        }
        return input
    }

    /// Writes `png` to `-o`, else to `<output-dir>/<scene name><suffix>[@Nx].png`, and says where.
    func write(_ png: [UInt8], suffix: String, scale: Int) throws {
        let target = output ?? SceneInput.destination(of: scene, suffix: suffix, scale: scale, outputDir: outputDir)
        try FileIO.writeAtomically(png, to: target)
        print(WroteLine.file(target))
    }
}

/// A scene file read for a command that draws it several ways: parsed, its images read at the
/// scale it is drawn at.
struct SceneInput {
    var scene: Scene
    var images: SceneImages
    var scale: Int

    /// Reads and parses `path` (exit 66 when it cannot be read, 65 when it is bad); `scale`
    /// overrides the scene's own `canvas.scale` (without either, 1).
    init(_ path: String, scale: Int?) throws {
        scene = try SceneParser.parse(try FileIO.read(path, maxBytes: SceneLimits.maxFileBytes), file: path)
        self.scale = scale ?? scene.canvas.scale ?? 1
        images = try SceneImages(scene: scene, folder: FileIO.directory(of: path), scale: self.scale)
    }

    /// `<output-dir>/<scene name><suffix>[@Nx].png`.
    static func destination(of path: String, suffix: String, scale: Int, outputDir: String) -> String {
        var name = FileIO.baseName(of: path)
        for ext in [".yaml", ".yml", ".json"] where name.lowercased().hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
        }
        return "\(outputDir)/\(name)\(suffix)\(scale > 1 ? "@\(scale)x" : "").png"
    }
}
