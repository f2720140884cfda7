import Chevron
import CommandSupport

/// `chevron back-button --title T -o OUT.png`: one back button, its label included, on a
/// transparent background — the chevron art stretched to the label as UIKit would.
struct BackButtonCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "back-button",
        abstract: "Draws one back button with its label into a PNG.",
        discussion: """
            The button is as wide as its label needs (label + 20 pt in whole points, never narrower \
            than the 20-pt art; the same width as in a bar) and 30 pt tall, on a transparent \
            background. For the stretchable art without a label, use `chevron assets`.
            """,
        arguments: [],
        options: [.value("title", help: "The label.", required: true)] + BarLookOptions.syntax + [
            .flag("highlighted", help: "Draw the pressed (highlighted) state."),
            ScaleFactor.option(help: "Pixels per point: 1, 2 or 3.", default: 2),
            .value("output", short: "o", valueName: "OUT.png", help: "Where to write the PNG (- for standard output).",
                   required: true),
        ])

    let title: String
    let style: BarLookOptions
    let highlighted: Bool
    let scale: ScaleFactor
    let output: String

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        title = arguments.string("title") ?? ""
        style = try BarLookOptions(arguments)
        highlighted = arguments.flag("highlighted")
        scale = try arguments.value("scale", ScaleFactor.init(argument:)) ?? ScaleFactor(2)
        output = arguments.string("output") ?? ""
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
            try StandardStreams.write(try PNG.encode(bitmap), to: output)
        }
    }
}
