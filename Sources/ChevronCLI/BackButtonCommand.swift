import ArgumentParser
import Chevron

/// `chevron back-button --title T -o OUT.png`: one back button, its label included, on a
/// transparent background — the chevron art stretched to the label as UIKit would.
struct BackButtonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "back-button",
        abstract: "Draws one back button with its label into a PNG.",
        discussion: """
            The button is as wide as its label needs (label + 20 pt, never narrower than the 20-pt art) \
            and 30 pt tall, on a transparent background. For the stretchable art without a label, \
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
        try reportingFailures {
            let typesetter = try Typesetter.bundled()
            let width = BackButton.width(for: title, typesetter: typesetter)
            let canvas = try Canvas(width: width, height: ChromeMetrics.buttonArtHeight, scale: Double(scale.value))
            try BackButton.draw(title: title, frame: Rect(x: 0, y: 0, width: width, height: ChromeMetrics.buttonArtHeight),
                                look: style.look, highlighted: highlighted, typesetter: typesetter, on: canvas)
            try FileIO.writeAtomically(try PNG.encode(canvas.bitmap), to: output)
            print(WroteLine.file(output))
        }
    }
}
