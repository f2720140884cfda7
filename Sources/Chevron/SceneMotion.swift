import Geometry
import Layout
import Raster
import RasterPNG
import Scene
import SceneFile
import Typesetting

/// A scene that `animate` cannot animate: its last operation does not change the top (or it has
/// none). Bad data: the command line exits 65.
public struct MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and where (code `animate.nothingToAnimate` or `animate.doesNotAnimate`).
    public var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    public var description: String { diagnostic.message }
}

/// The scene in motion (`chevron animate`, `chevron flow`): the transition of its last operation as
/// frames or as a still at an instant, and its storyboard. Every frame is the one scene layout at an
/// instant (`SceneTransition`), painted by the ordinary painter.
extension SceneRenderer {
    /// The transition of `scene`'s last operation: from the scene without it to the whole scene.
    /// Throws `MotionError` when the last operation does not animate.
    public func transition(_ scene: Scene, images: SceneImages? = nil) throws -> SceneTransition {
        let stages = scene.stages
        guard stages.count >= 2, let last = stages.last else {
            if case .tabBarController(let root) = scene.root, let selected = root.tabBar.selectedIndex,
               let (tab, step) = root.tabs.enumerated().lazy.compactMap({ tab -> (Int, SceneStep<NavigationOperation>)? in
                   guard case .navigationController(let nav) = tab.element.screen, let step = nav.steps.first
                   else { return nil }
                   return (tab.offset, step)
               }).first {
                throw MotionError(Diagnostic(
                    .error, code: .animateNothingToAnimate,
                    "nothing to animate: animate follows the selected tab (\(selected)), which has no operation; "
                        + "these are tab \(tab)'s (select it with `selectedIndex: \(tab)`)",
                    file: step.location.file, line: step.location.line, column: step.location.column,
                    keyPath: step.keyPath))
            }
            throw MotionError(Diagnostic(.error, code: .animateNothingToAnimate,
                                         "nothing to animate: the scene has no push, pop, present or other "
                                             + "operation that changes the screen (add one under `operations`)",
                                         file: scene.file))
        }
        let before = stages[stages.count - 2]
        // An operation asked for without animation (`animated: false`) changes the screen at once.
        guard last.isAnimated,
              let transition = SceneTransition(from: layout(before.scene, images: images),
                                               to: layout(last.scene, images: images), transition: last.transition)
        else {
            // An operation UIKit ignores (a pop of the root, a dismissal with nothing shown) warned
            // at its line: say that rather than what the screen kept.
            let ignored = last.scene.warnings.contains { $0.code == .operationIgnored && $0.keyPath == last.keyPath }
            let shown = SceneParser.animatedOperationNames
            let why = ignored ? "UIKit ignores it (the warning at its line says why)"
                : !last.isAnimated ? "it is not animated (`animated: false`)"
                : last.operationName.map(SceneParser.immediateOperationNames.contains) == true
                    ? "UIKit changes it at once (it has no animated setter)"
                : "it leaves the same view controller on top"
            let list = shown.dropLast().joined(separator: ", ") + (shown.count > 1 ? " or " : "") + (shown.last ?? "")
            throw MotionError(Diagnostic(.error, code: .animateDoesNotAnimate,
                                         "the last operation, \(last.caption ?? "?"), does not animate: \(why) "
                                             + "(animate shows \(list), each when animated)",
                                         file: last.location?.file ?? scene.file, line: last.location?.line,
                                         column: last.location?.column,
                                         keyPath: last.location == nil ? "" : last.keyPath ?? "operations"))
        }
        return transition
    }

    /// The last operation's motion as layouts: a present's or a dismiss's (`ModalTransition`, the
    /// screens as group nodes) or any other transition's (`SceneTransition`), with its length.
    func motion(_ scene: Scene, images: SceneImages?) throws
        -> (length: Double, layout: (Double) -> SceneLayout)
    {
        if let modal = modalTransition(scene, images: images) { return (modal.duration, modal.layout(at:)) }
        let transition = try self.transition(scene, images: images)
        return (transition.length, transition.layout(at:))
    }

    /// The transition at `fps` frames a second, both ends included: the first frame is exactly
    /// `render` of the scene without its last operation, the last exactly `render` of the scene.
    public func animationFrames(_ scene: Scene, scale: Int, fps: Int = 60, images: SceneImages? = nil) throws
        -> [Bitmap]
    {
        let (length, layout) = try motion(scene, images: images)
        let provider = images?.provider ?? .none
        return try SceneTransition.instants(fps: fps, duration: length).map { t in
            try render(layout(t), scale: scale, images: provider)
        }
    }

    /// The transition of the scene's last operation at `seconds` (clamped to 0…its length).
    public func still(_ scene: Scene, at seconds: Double, scale: Int, images: SceneImages? = nil) throws -> Bitmap {
        try render(try motion(scene, images: images).layout(seconds), scale: scale, images: images?.provider ?? .none)
    }

    /// The animated PNG of the scene's last operation: the transition's frames at `fps`, the last
    /// held for `hold` seconds and the first for `lead` seconds more than its own (so that a loop
    /// shows the screen before the operation, not only the jump back to it), looped. Every frame is
    /// drawn into one canvas, cleared to the
    /// background between frames, and handed to the encoder, which keeps only what changed.
    public func animation(_ scene: Scene, scale: Int, fps: Int = 60, hold: Double = 1, lead: Double = 0.5,
                          images: SceneImages? = nil) throws -> [UInt8]
    {
        let (length, layout) = try motion(scene, images: images)
        let provider = images?.provider ?? .none
        let first = layout(0)
        let background = Color(first.background)
        let canvas = try Canvas(width: first.canvas.width, height: first.canvas.height,
                                scale: Double(scale), background: background)
        // Painting over an opaque background keeps every pixel opaque: then the file is RGB.
        let encoder = AnimationEncoder(width: canvas.bitmap.width, height: canvas.bitmap.height,
                                       opaque: background.a == 255)
        // Milliseconds, from the instants' own times, so that the frames add up to its length exactly.
        let instants = SceneTransition.instants(fps: fps, duration: length)
        let times = instants.map { Int(($0 * 1000).rounded()) }
        for (i, t) in instants.enumerated() {
            let frame = layout(t)
            if i > 0 { canvas.clear(Color(frame.background)) }
            try paint(frame, images: provider, on: canvas)
            var ticks = i + 1 < times.count ? times[i + 1] - times[i] : Int((hold * 1000).rounded())
            if i == 0 { ticks += Int((lead * 1000).rounded()) }
            try encoder.add(canvas.bitmap, timing: FrameTiming(ticks: ticks, ticksPerSecond: 1000))
        }
        return try encoder.finish()
    }

    /// The storyboard: the screen before any operation and after each, left to right on a light
    /// grey sheet, captioned with the operation and joined by arrows, `columns` to a row (by
    /// default as many as fit the size limit, 16384 px a side). Throws when the sheet would be
    /// over the size limits (checked before any pixel is allocated).
    public func storyboard(_ scene: Scene, scale: Int, columns: Int? = nil, images: SceneImages? = nil) throws
        -> Bitmap
    {
        let stages = scene.stages
        let layouts = stages.map { layout($0.scene, images: images) }
        // By default one row, wrapped into as many columns as fit the size limit at this scale.
        let widest = layouts.map(\.canvas.width).max() ?? 0
        let fit = StoryboardLayout.columns(fitting: Double(SceneLimits.maxCanvasSide) / Double(scale),
                                           screenWidth: widest)
        let board = StoryboardLayout(screens: layouts.map(\.canvas), captions: stages.map { $0.caption ?? "start" },
                                     measurer: measurer, columns: columns ?? min(layouts.count, fit))
        if let problem = SceneLimits.canvasProblem(width: board.size.width, height: board.size.height, scale: scale) {
            throw MotionError(Diagnostic(.error, code: .flowTooLarge,
                                         "the storyboard of \(stages.count) screens: \(problem)", file: scene.file))
        }
        let canvas = try Canvas(width: board.size.width, height: board.size.height, scale: Double(scale),
                                background: Storyboard.sheet)
        let provider = images?.provider ?? .none
        for (panel, layout) in zip(board.panels, layouts) {
            canvas.draw(try render(layout, scale: scale, images: provider), in: panel.frame)
            let font = Font(size: panel.caption.font.size, bold: panel.caption.font.weight == .bold)
            canvas.drawText(typesetter.run(panel.caption.text, font: font),
                            at: Point(panel.caption.frame.x, panel.caption.baseline), color: Storyboard.ink)
        }
        for arrow in board.arrows {
            canvas.fill(Storyboard.arrow(arrow), with: .solid(Storyboard.arrowColor))
        }
        return canvas.bitmap
    }
}

/// The storyboard's look: a light grey sheet, dark grey captions, mid-grey arrows.
enum Storyboard {
    static let sheet = Color(rgb: 0xe6e6e6)
    static let ink = Color(rgb: 0x3c3c3c)
    static let arrowColor = Color(rgb: 0x8c8c8c)
    /// The shaft's thickness and the head's length and half-height, in points.
    static let shaft = 2.0
    static let headLength = 10.0
    static let headHalfHeight = 6.0

    /// One arrow as a filled outline: a shaft and a triangular head at `endX`.
    static func arrow(_ a: StoryboardLayout.Arrow) -> Path {
        var p = Path()
        let neck = a.endX - headLength
        p.move(to: Point(a.startX, a.y - shaft / 2))
        p.line(to: Point(neck, a.y - shaft / 2))
        p.line(to: Point(neck, a.y - headHalfHeight))
        p.line(to: Point(a.endX, a.y))
        p.line(to: Point(neck, a.y + headHalfHeight))
        p.line(to: Point(neck, a.y + shaft / 2))
        p.line(to: Point(a.startX, a.y + shaft / 2))
        p.close()
        return p
    }
}
