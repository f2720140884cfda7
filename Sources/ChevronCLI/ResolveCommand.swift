import Chevron

/// `chevron resolve SCENE [--json]`: what each bar of a scene shows and where — the navigation
/// model's item resolution and the layout's frames, with the transition of the last operation and
/// the messages the stack changes send. No pixels (docs/DESIGN.md §From YAML to PNG).
struct Resolve: Subcommand {
    static let syntax = CommandSyntax(
        name: "resolve",
        abstract: "Prints what each bar of a scene shows and where (model + layout, no pixels).",
        discussion: """
            Applies the scene's operations, resolves the navigation bar's left, centre and right items and \
            the toolbar by UIKit's rules, lays them out with the bundled fonts and prints the result: \
            readable text, or with --json one JSON object (stack, topViewController, transition, warnings, \
            events, navigationBar with left/center/right and their frames, toolbar with its items and frames). \
            Frames are in points in each bar's own coordinates (a bar's own frame and standalone components on the canvas), the same layout `render` paints; its warnings are those `render` prints. A bad scene exits 65 with FILE:LINE:COL and \
            the key path; an unreadable file or image exits 66.
            """,
        arguments: [ArgumentSyntax(valueName: "SCENE", help: "The scene file (YAML or JSON).")],
        options: [.flag("json", help: "Print one JSON object instead of text."), FontDirectoryOption.option])

    let scene: String
    let json: Bool
    let fontDirectories: [String]

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        fontDirectories = try FontDirectoryOption.folders(arguments)
        scene = arguments.positionals.first ?? ""
        json = arguments.flag("json")
    }

    func run() throws {
        FontDirectoryOption.use(fontDirectories)
        try reportingFailures {
            // Loaded as `render` loads it, images at the scene's scale, so frames match the pixels.
            let loaded = try LoadedScene(path: scene)
            let renderer = try SceneRenderer.bundled()
            let report = try ResolveReport(loaded.scene, layout: renderer.layout(loaded.scene, images: loaded.images))
            print(json ? ResolveJSON.object(report).rendered() : ResolveText.render(report), terminator: json ? "\n" : "")
        }
    }
}
