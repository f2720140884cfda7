import Chevron
import CommandSupport

/// `chevron animate SCENE`: the scene's last operation (a push or a pop) as an animated PNG, or
/// one still frame of it with `--at`.
struct AnimateCommand: Subcommand {
    /// The operations' names and the transitions' lengths, from the scene file's operations and the
    /// motions' own timings, so that the help cannot drift from them.
    private static let slide = seconds(SceneTransition.duration)
    private static let editing = seconds(SceneTransition.editingDuration)
    private static let alertDismissal = SceneTransition.timing(of: .dismissAlert).map { seconds($0.length) } ?? "?"
    private static let sliding = SceneParser.slidingOperationNames
    private static let sheets = SceneParser.sheetOperationNames
    private static let present = SceneParser.presentOperationName, dismiss = SceneParser.dismissOperationName
    private static let setEditing = SceneParser.editingOperationName

    static let syntax = CommandSyntax(
        name: "animate",
        abstract: "Animates a scene's last operation (push, pop…) into an animated PNG.",
        discussion: """
            The transition of the scene's last operation — \(sliding.dropLast().joined(separator: ", ")) or \
            \(sliding.last ?? ""), as the model animates it — \(slide) s on the ease curve (a \
            \(present) or \(dismiss): its style's slide, flip or fade; an animated \(setEditing): \(editing) s; a \
            \(sheets.dropLast().joined(separator: " or ")): the sheet sliding up, the alert popping; a \
            \(sheets.last ?? ""): the sheet sliding down, the alert fading in \(alertDismissal) s), as \
            an APNG (every browser plays it) held on its first frame (--lead) and its last (--hold), looped. Its first frame is \
            `render` of the scene without its last operation, its last frame `render` of the whole \
            scene. With --at, the still frame at that instant as a plain PNG. Written to \
            <output-dir>/<scene name>-animated[@Nx].png (--at: -at-<T>s) unless -o is given.
            """,
        arguments: SceneOutputOptions.arguments,
        options: SceneOutputOptions.options + [
            .value("fps", help: "Frames a second, 1 to 120.", default: "60"),
            .value("hold", help: "Seconds the last frame is held before the loop starts again, 0 to 60.",
                   default: "1.0"),
            .value("lead", valueName: "SECONDS",
                   help: "Seconds the first frame is held longer, 0 to 60, so that a loop shows the screen before.",
                   default: "0.5"),
            .value("at", valueName: "SECONDS",
                   help: "Write only the still frame at this many seconds (0 to \(slide); \(setEditing)'s \(editing), an "
                       + "alert's dismissal's \(alertDismissal), a \(present)'s or \(dismiss)'s own length)."),
        ])

    let input: SceneOutputOptions
    let fps: Int
    let hold: Double
    let lead: Double
    let at: Double?

    init(_ arguments: ParsedArguments) throws(ValidationError) {
        input = try SceneOutputOptions(arguments)
        fps = try arguments.value("fps") { Int($0) } ?? 60
        hold = try arguments.value("hold") { Double($0) } ?? 1
        lead = try arguments.value("lead") { Double($0) } ?? 0.5
        at = try arguments.value("at") { Double($0) }
        try validate()
    }

    func validate() throws(ValidationError) {
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be 1 to 120, not \(fps)") }
        guard hold.isFinite, (0...60).contains(hold) else { throw ValidationError("--hold must be 0 to 60 seconds") }
        guard lead.isFinite, (0...60).contains(lead) else { throw ValidationError("--lead must be 0 to 60 seconds") }
        // `--at`'s range depends on the scene's transition (a flip is longer than a push, an alert's
        // dismissal shorter): checked in `run`, once the scene is read, `nan` and `inf` included (no
        // range contains them), so that the message names that transition's length.
    }

    func run() throws {
        warnUnlessNamedPNG(input.output)
        try reportingFailures {
            let renderer = try SceneRenderer.bundled()
            let scene = try input.read(with: renderer)
            if let at {
                let duration = renderer.transitionDuration(scene.scene)
                guard (0...duration).contains(at) else {
                    throw ChevronFailure(message: AnimateCommand.atRange(duration) + " (see 'chevron animate --help')",
                                         exitCode: .usage)
                }
                let still = try renderer.still(scene.scene, at: at, scale: scene.scale, images: scene.images)
                try input.write(try PNG.encode(still), suffix: "-at-\(Self.seconds(at))s", scale: scene.scale)
            } else {
                let apng = try renderer.animation(scene.scene, scale: scene.scale, fps: fps, hold: hold, lead: lead,
                                                  images: scene.images)
                try input.write(apng, suffix: "-animated", scale: scene.scale)
            }
        }
    }

    /// `--at`'s range, the transition's length: 0.35 s for a push or a pop, a present's or
    /// dismiss's own (docs/DESIGN.md §Modal screens).
    static func atRange(_ duration: Double) -> String {
        "--at must be 0 to \(seconds(duration)) seconds (the transition's length)"
    }

    /// Seconds as a file name shows them: `0.1`, `0.35`, `0`.
    static func seconds(_ value: Double) -> String {
        let ms = Int((value * 1000).rounded())
        let whole = ms / 1000, fraction = ms % 1000
        guard fraction > 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
