import Chevron

/// `chevron flow SCENE`: the scene's storyboard — the screen before any operation and after each,
/// left to right, captioned and joined by arrows.
struct FlowCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "flow",
        abstract: "Draws a scene's storyboard: the screen before any operation and after each one.",
        discussion: """
            Left to right on a light grey sheet, each screen captioned with the operation that led \
            to it ("push Detail", "pop", "setViewControllers [A, C]") and joined to the next by an \
            arrow. Written to <output-dir>/<scene name>-flow[@Nx].png unless -o is given.
            """,
        arguments: SceneOutputOptions.arguments,
        options: SceneOutputOptions.options + [
            .value("columns", valueName: "N",
                   help: "Screens a row, 1 to 256 (default: one row, wrapped where the sheet would pass 16384 px)."),
        ])

    let input: SceneOutputOptions
    let columns: Int?

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        input = try SceneOutputOptions(arguments)
        columns = try arguments.value("columns") { Int($0) }
        if let columns, !(1...256).contains(columns) {
            throw ValidationError("--columns must be 1 to 256, not \(columns)")
        }
    }

    func run() throws {
        warnUnlessNamedPNG(input.output)
        try reportingFailures {
            let renderer = try SceneRenderer.bundled()
            let scene = try input.read(with: renderer)
            let board = try renderer.storyboard(scene.scene, scale: scene.scale, columns: columns, images: scene.images)
            try input.write(try PNG.encode(board), suffix: "-flow", scale: scene.scale)
        }
    }
}
