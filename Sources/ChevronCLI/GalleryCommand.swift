import ArgumentParser
import Chevron

/// `chevron gallery`: every bar style and a set of tints × every widget, and one contact sheet.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        _superCommandName: ChevronCommand.name,
        abstract: "Draws every bar style and a set of tints × every widget, and one contact sheet.",
        discussion: """
            Writes <output-dir>/<look>/<widget>.png for each look (default, black, blackTranslucent, \
            a translucent default bar, five tints) and widget (navigation bar, prompt bar, toolbar, \
            buttons, segmented controls), and <output-dir>/contact-sheet.png with all of them.
            """)

    @Option(name: .customLong("output-dir"), help: "The folder to write into (created if missing).")
    var outputDir = "Output/Gallery"

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
    var scale: ScaleFactor = ScaleFactor(2)

    func validate() throws {
        try validateOutputs([("--output-dir", outputDir)])
    }

    func run() throws {
        try reportingFailures {
            let gallery = Gallery(renderer: try SceneRenderer.bundled(), scale: scale.value)
            let entries = try gallery.entries()
            for entry in entries {
                try FileIO.writeAtomically(try PNG.encode(entry.bitmap), to: "\(outputDir)/\(entry.name).png")
            }
            let sheet = "\(outputDir)/contact-sheet.png"
            try FileIO.writeAtomically(try PNG.encode(try gallery.contactSheet(entries)), to: sheet)
            print(WroteLine.folder(outputDir, files: entries.count + 1))
        }
    }
}
