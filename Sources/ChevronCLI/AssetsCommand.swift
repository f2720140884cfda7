import Chevron
import CommandSupport

/// `chevron assets`: the back-button art set, ready to drop into a project.
struct AssetsCommand: Subcommand {
    static let syntax = CommandSyntax(
        name: "assets",
        abstract: "Writes the stretchable back-button art: normal and highlighted, @1x/@2x/@3x, with cap insets.",
        discussion: """
            Writes BackButton[@2x|@3x].png and BackButtonHighlighted[@2x|@3x].png, an Xcode asset \
            catalog folder per image (BackButton.imageset/Contents.json with its resizing cap \
            insets), and caps.json with the caps in points (left 13, right 6; UIKit's \
            stretchableImageWithLeftCapWidth:13 topCapHeight:0).
            """,
        arguments: [],
        options: [.value("output-dir", help: "The folder to write into (created if missing).", default: "Output/Assets")]
            + BarLookOptions.syntax)

    let outputDir: String
    let style: BarLookOptions

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        outputDir = arguments.string("output-dir") ?? "Output/Assets"
        style = try BarLookOptions(arguments)
        try validateOutputs([("--output-dir", outputDir)])
    }

    func run() throws {
        try reportingFailures {
            let files = try BackButtonAssetSet(look: style.look).files()
            for file in files {
                try FileIO.writeAtomically(file.bytes, to: "\(outputDir)/\(file.path)")
            }
            print(WroteLine.folder(outputDir, files: files.count))
        }
    }
}
