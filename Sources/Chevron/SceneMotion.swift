import Geometry
import Raster
import RasterPNG
import SceneFile
import SceneLayout
import Typesetting

/// A scene that `animate` cannot animate: its last operation does not change the top (or it has
/// none). Bad data: the command line exits 65.
public struct MotionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
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
            throw MotionError("\(scene.file): nothing to animate: the scene has no push, pop or other operation "
                              + "that changes the top (add one under `operations`)")
        }
        let before = stages[stages.count - 2]
        guard let transition = SceneTransition(from: layout(before.scene, images: images),
                                               to: layout(last.scene, images: images), transition: last.transition)
        else {
            let place = last.location.map { "\($0): error at \(last.keyPath ?? "operations")" } ?? "\(scene.file): error"
            throw MotionError("\(place): the last operation, \(last.caption ?? "?"), does not animate: it leaves "
                              + "the same view controller on top (animate shows a push or a pop)")
        }
        return transition
    }

    /// The transition at `fps` frames a second, both ends included: the first frame is exactly
    /// `render` of the scene without its last operation, the last exactly `render` of the scene.
    public func animationFrames(_ scene: Scene, scale: Int, fps: Int = 60, images: SceneImages? = nil) throws
        -> [Bitmap]
    {
        let transition = try self.transition(scene, images: images)
        let provider = images?.provider ?? .none
        return try SceneTransition.instants(fps: fps).map { t in
            try render(transition.layout(at: t), scale: scale, images: provider)
        }
    }

    /// The transition of the scene's last operation at `seconds` (clamped to 0…0.35).
    public func still(_ scene: Scene, at seconds: Double, scale: Int, images: SceneImages? = nil) throws -> Bitmap {
        try render(try transition(scene, images: images).layout(at: seconds), scale: scale,
                   images: images?.provider ?? .none)
    }

    /// The animated PNG of the scene's last operation: the transition's frames at `fps`, the last
    /// held for `hold` seconds, looped.
    public func animation(_ scene: Scene, scale: Int, fps: Int = 60, hold: Double = 1, images: SceneImages? = nil)
        throws -> [UInt8]
    {
        let frames = try animationFrames(scene, scale: scale, fps: fps, images: images)
        // Milliseconds, from the instants' own times, so that the frames add up to 0.35 s exactly.
        let times = SceneTransition.instants(fps: fps).map { Int(($0 * 1000).rounded()) }
        var timings = zip(times, times.dropFirst()).map { FrameTiming(ticks: $1 - $0, ticksPerSecond: 1000) }
        timings.append(FrameTiming(ticks: Int((hold * 1000).rounded()), ticksPerSecond: 1000))
        return try PNG.encodeAnimation(frames, timings: timings)
    }

    /// The storyboard: the screen before any operation and after each, left to right on a light
    /// grey sheet, captioned with the operation and joined by arrows. Throws when the sheet would be
    /// over the size limits (checked before any pixel is allocated).
    public func storyboard(_ scene: Scene, scale: Int, images: SceneImages? = nil) throws -> Bitmap {
        let stages = scene.stages
        let layouts = stages.map { layout($0.scene, images: images) }
        let board = StoryboardLayout(screens: layouts.map(\.canvas), captions: stages.map { $0.caption ?? "start" },
                                     measurer: measurer)
        if let problem = SceneLimits.canvasProblem(width: board.size.width, height: board.size.height, scale: scale) {
            throw MotionError("\(scene.file): the storyboard of \(stages.count) screens: \(problem)")
        }
        let canvas = try Canvas(width: board.size.width, height: board.size.height, scale: Double(scale),
                                background: Storyboard.sheet)
        let provider = images?.provider ?? .none
        for (panel, layout) in zip(board.panels, layouts) {
            canvas.draw(try render(layout, scale: scale, images: provider), in: Rect(panel.frame))
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
