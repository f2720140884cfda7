import Chevron
import CommandSupport

/// `chevron gallery`: every bar style and a set of tints × every widget, and one contact sheet.
struct GalleryCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "gallery",
        abstract: "Draws every bar style and a set of tints × every widget, and one contact sheet.",
        discussion: """
            Writes <output-dir>/<look>/<widget>.png for each look (default, black, blackTranslucent, \
            a translucent default bar, five tints) and widget (navigation bar, prompt bar, toolbar, \
            buttons, segmented controls), and <output-dir>/contact-sheet.png with all of them; \
            <output-dir>/tables/<table>.png (plain, grouped, selection, editing) and \
            <output-dir>/table-sheet.png with those.
            """,
        arguments: [],
        options: [
            .value("output-dir", help: "The folder to write into (created if missing).", default: "Output/Gallery"),
            ScaleFactor.option(help: "Pixels per point: 1, 2 or 3.", default: 2),
        ])

    let outputDir: String
    let scale: ScaleFactor

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        outputDir = arguments.string("output-dir") ?? "Output/Gallery"
        scale = try arguments.value("scale", ScaleFactor.init(argument:)) ?? ScaleFactor(2)
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
            let tables = try gallery.tableEntries()
            for entry in tables {
                try FileIO.writeAtomically(try PNG.encode(entry.bitmap), to: "\(outputDir)/\(entry.name).png")
            }
            let tableSheet = "\(outputDir)/table-sheet.png"
            try FileIO.writeAtomically(try PNG.encode(try gallery.tableSheet(tables)), to: tableSheet)
            print(WroteLine.folder(outputDir, files: entries.count + 1 + tables.count + 1))
        }
    }
}
