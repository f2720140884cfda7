import Chevron
import CommandSupport

/// `chevron resolve SCENE... [--json]`: what each bar of a scene shows and where — the navigation
/// model's item resolution and the layout's frames, with the transition of the last operation and
/// the messages the stack changes send. No pixels (docs/DESIGN.md §From YAML to PNG).
struct Resolve: Subcommand {
    static let syntax = CommandSyntax(
        name: "resolve",
        abstract: "Prints what each bar of a scene shows and where (model + layout, no pixels).",
        discussion: """
            Applies the scene's operations, resolves the navigation bar's left, centre and right items and \
            the toolbar by UIKit's rules, lays them out with the bundled fonts and prints the result: \
            readable text, or with --json one JSON object (an array of them for several scenes; stack, topViewController, transition, warnings, \
            events, navigationBar with left/center/right and their frames, toolbar with its items and frames). \
            Frames are in points in each bar's own coordinates (a bar's own frame and standalone components on the canvas), the same layout `render` paints; its warnings are those `render` prints. A bad scene exits 65 with FILE:LINE:COL and \
            the key path; an unreadable file or image exits 66.
            """,
        arguments: [ArgumentSyntax(valueName: "SCENE", help: "Scene files (YAML or JSON; - for standard input).",
                                   isRepeating: true)],
        options: [.flag("json", help: "Print one JSON object (an array for several scenes) instead of text."), FontDirectoryOption.option])

    let scenes: [String]
    let json: Bool
    let fontDirectories: [String]

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        fontDirectories = try FontDirectoryOption.folders(arguments)
        scenes = arguments.positionals
        json = arguments.flag("json")
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
        if scenes.filter({ $0 == StandardStreams.dash }).count > 1 {
            throw ValidationError("- (standard input) can be given once")
        }
    }

    /// Each scene in the order given: its report, or its error on stderr (the others are still
    /// reported; the exit code is the first failure's). Several scenes' text reports follow one
    /// another, a blank line apart; with --json several scenes make one JSON array.
    func run() throws {
        FontDirectoryOption.use(fontDirectories)
        let renderer = try reportingFailures { try SceneRenderer.bundled() }
        var objects: [JSONValue] = []
        var texts: [String] = []
        var firstFailure: ChevronFailure?
        for scene in scenes {
            do {
                // Loaded as `render` loads it, images at the scene's scale, so frames match the pixels.
                let loaded = try StandardStreams.loadScene(scene, scale: nil)
                let report = try ResolveReport(loaded.scene, layout: renderer.layout(loaded.scene, images: loaded.images))
                if json { objects.append(ResolveJSON.object(report)) } else { texts.append(ResolveText.render(report)) }
            } catch {
                var failure = ChevronFailure(error)
                if scenes.count > 1 { failure = ChevronCLI.failure(failure, namedBy: scene) }
                printError(errorLine(failure))
                if firstFailure == nil { firstFailure = failure }
            }
        }
        if json {
            if scenes.count == 1 {
                if let object = objects.first { print(object.rendered()) }
            } else {
                print(JSONValue.array(objects).rendered())
            }
        } else {
            print(texts.joined(separator: "\n"), terminator: "")
        }
        if let firstFailure { throw ExitCode(firstFailure.exitCode.rawValue) }
    }
}
