import ArgumentParser
import Chevron

/// `chevron back-button --title T -o OUT.png`: one back button, its label included, on a
/// transparent background — the chevron art stretched to the label as UIKit would.
struct BackButtonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "back-button",
        _superCommandName: ChevronCommand.name,
        abstract: "Draws one back button with its label into a PNG.",
        discussion: """
            The button is as wide as its label needs (label + 20 pt in whole points, never narrower \
            than the 20-pt art; the same width as in a bar) and 30 pt tall, on a transparent background. For the stretchable art without a label, \
            use `chevron assets`.
            """)

    @Option(help: "The label.")
    var title: String

    @OptionGroup var style: BarLookOptions

    @Flag(help: "Draw the pressed (highlighted) state.")
    var highlighted = false

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
    var scale: ScaleFactor = ScaleFactor(2)

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the PNG.", valueName: "OUT.png"))
    var output: String

    func validate() throws {
        try validateOutputs([("-o", output)])
    }

    func run() throws {
        warnUnlessNamedPNG(output)
        try reportingFailures {
            // The button laid out as a `backButton` scene is, so that it is the same as in a bar.
            let renderer = try SceneRenderer.bundled()
            let scene = Scene(file: "back-button", canvas: SceneCanvas(),
                              root: .backButton(BackButtonScene(title: title, appearance: style.appearance,
                                                                isHighlighted: highlighted)))
            let bitmap = try renderer.render(renderer.layout(scene), scale: scale.value, images: .none)
            try FileIO.writeAtomically(try PNG.encode(bitmap), to: output)
            print(WroteLine.file(output))
        }
    }
}
