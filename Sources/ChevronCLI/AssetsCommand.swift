import ArgumentParser
import Chevron

/// `chevron assets`: the back-button art set, ready to drop into a project.
struct AssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        _superCommandName: ChevronCommand.name,
        abstract: "Writes the stretchable back-button art: normal and highlighted, @1x/@2x/@3x, with cap insets.",
        discussion: """
            Writes BackButton[@2x|@3x].png and BackButtonHighlighted[@2x|@3x].png, an Xcode asset \
            catalog folder per image (BackButton.imageset/Contents.json with its resizing cap \
            insets), and caps.json with the caps in points (left 13, right 6; UIKit's \
            stretchableImageWithLeftCapWidth:13 topCapHeight:0).
            """)

    @Option(name: .customLong("output-dir"), help: "The folder to write into (created if missing).")
    var outputDir = "Output/Assets"

    @OptionGroup var style: BarLookOptions

    func validate() throws {
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
