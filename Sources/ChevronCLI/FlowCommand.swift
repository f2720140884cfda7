import ArgumentParser
import Chevron

/// `chevron flow SCENE`: the scene's storyboard — the screen before any operation and after each,
/// left to right, captioned and joined by arrows.
struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        _superCommandName: ChevronCommand.name,
        abstract: "Draws a scene's storyboard: the screen before any operation and after each one.",
        discussion: """
            Left to right on a light grey sheet, each screen captioned with the operation that led \
            to it ("push Detail", "pop", "setViewControllers [A, C]") and joined to the next by an \
            arrow. Written to <output-dir>/<scene name>-flow[@Nx].png unless -o is given.
            """)

    @Argument(help: ArgumentHelp("The scene file.", valueName: "SCENE"))
    var scene: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG to write.", valueName: "OUT.png"))
    var output: String?

    @Option(name: .customLong("output-dir"), help: "The folder for the PNG when -o is not given.")
    var outputDir = "Output"

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3 (overrides the scene's canvas.scale).")
    var scale: ScaleFactor?

    func validate() throws {
        try validateOutputs([("-o", output), ("--output-dir", outputDir)], inputs: [scene])
    }

    func run() throws {
        warnUnlessNamedPNG(output)
        try reportingFailures {
            let renderer = try SceneRenderer.bundled()
            let input = try SceneInput(scene, scale: scale?.value)
            let png = try PNG.encode(try renderer.storyboard(input.scene, scale: input.scale, images: input.images))
            for warning in renderer.layout(input.scene, images: input.images).warnings {
                printError(warningLine(warning))
            }
            let target = output ?? SceneInput.destination(of: scene, suffix: "-flow", scale: input.scale,
                                                          outputDir: outputDir)
            try FileIO.writeAtomically(png, to: target)
            print(WroteLine.file(target))
        }
    }
}
