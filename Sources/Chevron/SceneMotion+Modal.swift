import Layout
import NavigationModel
import Raster
import RasterPNG
import Scene

/// A present or a dismiss in motion (docs/DESIGN.md §Modal screens): the screen before and the
/// screen after, each exactly as `render` draws it, composed at an instant as `ModalMotion` moves
/// them — the presented screen sliding over the presenter, both turning about the vertical axis, or
/// one fading into the other. The status bar stays where it is; only what is below it moves.
/// Every frame is written into one reused bitmap: rows are copied, columns of the flip drawn as
/// spans, nothing allocated a pixel.
package struct ModalTransitionFrames: Sendable {
    package let motion: ModalMotion
    /// `render` of the scene without its last operation, and of the whole scene.
    package let before: Bitmap
    package let after: Bitmap
    /// The first pixel row that moves: the status bar's bottom (0 without a status bar).
    let top: Int
    /// What shows behind a turning page: the phone's window.
    let window: UInt32
    /// Pixels a point.
    let scale: Int

    package var duration: Double { motion.duration }

    /// The frame at `seconds`: exactly `before` at 0 and before, exactly `after` at the duration
    /// and after.
    package func frame(at seconds: Double) -> Bitmap {
        var out = before
        draw(at: seconds, into: &out)
        return out
    }

    /// Draws the frame at `seconds` into `out` (a bitmap of the screens' size).
    package func draw(at seconds: Double, into out: inout Bitmap) {
        guard seconds > 0 else { return copy(before, into: &out) }
        guard seconds < duration else { return copy(after, into: &out) }
        let e = motion.progress(at: seconds)
        // The presenter is under, the presented screen over it: after a present, before a dismiss.
        let (under, over) = motion.isPresenting ? (before, after) : (after, before)
        switch motion.style {
        case .coverVertical:
            copy(under, into: &out)
            let covered = under.height - top
            let offset = Int((Double(covered) * motion.coverOffset(progress: e)).rounded())
            copyRows(of: over, from: top, to: under.height - offset, shiftedBy: offset, into: &out)
        case .crossDissolve:
            blend(under, over, weight: Int((motion.presentedOpacity(progress: e) * 256).rounded()), into: &out)
        case .flipHorizontal:
            copyRows(of: before, from: 0, to: top, shiftedBy: 0, into: &out)
            fillRows(from: top, into: &out)
            let page = motion.flipPage(progress: e)
            turn(page.isAfter ? after : before, angle: page.angle, scale: page.scale, into: &out)
        }
    }

    // MARK: Composition

    private func copy(_ source: Bitmap, into out: inout Bitmap) {
        copyRows(of: source, from: 0, to: source.height, shiftedBy: 0, into: &out)
    }

    /// Rows `from..<to` of `source` to rows `from + shift..<to + shift` of `out`, clipped to it.
    private func copyRows(of source: Bitmap, from: Int, to: Int, shiftedBy shift: Int, into out: inout Bitmap) {
        let first = max(from, -shift, 0), last = min(to, out.height - shift, source.height)
        guard first < last, source.width == out.width else { return }
        let width = out.width
        source.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                (d + (first + shift) * width).update(from: s + first * width, count: (last - first) * width)
            }
        }
    }

    private func fillRows(from: Int, into out: inout Bitmap) {
        let start = max(0, from) * out.width, color = window
        out.pixels.withUnsafeMutableBufferPointer { dst in
            guard start < dst.count else { return }
            for i in start..<dst.count { dst[i] = color }
        }
    }

    /// `out` = `a` + (`b` − `a`) · weight / 256, channel by channel (premultiplied, two channels a
    /// multiply).
    private func blend(_ a: Bitmap, _ b: Bitmap, weight: Int, into out: inout Bitmap) {
        let w = UInt32(max(0, min(256, weight))), v = 256 - w
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    for i in 0..<min(dst.count, pa.count, pb.count) {
                        let x = pa[i], y = pb[i]
                        let lo = ((x & 0x00ff_00ff) &* v &+ (y & 0x00ff_00ff) &* w) >> 8 & 0x00ff_00ff
                        let hi = (((x >> 8) & 0x00ff_00ff) &* v &+ ((y >> 8) & 0x00ff_00ff) &* w) & 0xff00_ff00
                        dst[i] = lo | hi
                    }
                }
            }
        }
    }

    /// `page`'s rows below the status bar, turned by `angle` about the vertical axis through their
    /// centre and scaled by `scale`, in perspective (`ModalMotion.flipColumn`): each column of
    /// `out` is one column of the page, stretched about the middle row — a span of rows.
    private func turn(_ page: Bitmap, angle: Double, scale: Double, into out: inout Bitmap) {
        let width = out.width, height = out.height
        guard page.width == width, page.height == height, top < height else { return }
        let px = Double(self.scale)
        let centreX = Double(width) / 2, centreY = Double(top) + Double(height - top) / 2
        let halfHeight = Double(height - top) / 2
        let d = ModalMotion.perspective * px
        page.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for column in 0..<width {
                    guard let (source, stretch) = ModalMotion.flipColumn(Double(column) + 0.5 - centreX, angle: angle,
                                                                         scale: scale, perspective: d)
                    else { continue }
                    let u = Int((source + centreX).rounded(.down))
                    guard u >= 0, u < width, stretch > 1e-6 else { continue }
                    let half = halfHeight * stretch
                    let firstRow = max(top, Int((centreY - half).rounded(.up)))
                    let lastRow = min(height, Int((centreY + half).rounded(.up)))
                    guard firstRow < lastRow else { continue }
                    let step = 1 / stretch
                    var v = centreY + (Double(firstRow) + 0.5 - centreY) * step
                    for row in firstRow..<lastRow {
                        let sourceRow = min(height - 1, max(top, Int(v)))
                        dst[row * width + column] = src[sourceRow * width + u]
                        v += step
                    }
                }
            }
        }
    }
}

extension SceneRenderer {
    /// The present or dismiss that is `scene`'s last operation, rendered at `scale`; nil when its
    /// last operation is something else (a push, a pop…) or it has none.
    package func modalTransition(_ scene: Scene, scale: Int, images: SceneImages? = nil) throws
        -> ModalTransitionFrames?
    {
        let stages = scene.stages
        // Not animated (`animated: false`): `transition` below says so.
        guard stages.count >= 2, let last = stages.last, last.isAnimated else { return nil }
        let before = stages[stages.count - 2]
        let isPresenting: Bool
        let presented: Scene
        if last.transition == .present {
            (isPresenting, presented) = (true, last.scene)
        } else if last.transition == .dismiss {
            (isPresenting, presented) = (false, before.scene)
        } else {
            return nil
        }
        guard let style = SceneRenderer.topPresented(presented)?.style else { return nil }
        let provider = images?.provider ?? .none
        let from = layout(before.scene, images: images), to = layout(last.scene, images: images)
        let statusBar = from.part(SceneLayout.StatusBarPart.self)?.frame.maxY ?? 0
        return ModalTransitionFrames(motion: ModalMotion(style: style, isPresenting: isPresenting),
                                     before: try render(from, scale: scale, images: provider),
                                     after: try render(to, scale: scale, images: provider),
                                     top: Int((statusBar * Double(scale)).rounded()),
                                     window: Color(from.background).premultiplied.packed, scale: scale)
    }

    /// The top-most screen presented in `scene` (by its navigation controller, or by the selected
    /// tab's).
    static func topPresented(_ scene: Scene) -> PresentedScreen? {
        scene.root.shownController?.presented.last
    }

    /// How long `animate` runs for `scene`: its present's or dismiss's duration, else its last
    /// transition's own length (`SceneTransition.timing(of:)`: 0.3 s for editing, 0.35 s for a push,
    /// a pop or a sheet), or a push's when it does not animate.
    package func transitionDuration(_ scene: Scene) -> Double {
        let stages = scene.stages
        guard let last = stages.last, last.transition == .present || last.transition == .dismiss else {
            return stages.last.flatMap { SceneTransition.timing(of: $0.transition)?.length } ?? SceneTransition.duration
        }
        let presented = last.transition == .present ? last.scene : stages[max(0, stages.count - 2)].scene
        return SceneRenderer.topPresented(presented).map { ModalMotion.duration($0.style) } ?? SceneTransition.duration
    }

    /// The modal transition as an animated PNG, timed as `animation` times a push.
    func modalAnimation(_ modal: ModalTransitionFrames, fps: Int, hold: Double, lead: Double) throws -> [UInt8] {
        var frame = modal.before
        let opaque = modal.before.isOpaque && modal.after.isOpaque && modal.window >> 24 == 255
        let encoder = AnimationEncoder(width: frame.width, height: frame.height, opaque: opaque)
        let instants = SceneTransition.instants(fps: fps, duration: modal.duration)
        let times = instants.map { Int(($0 * 1000).rounded()) }
        for (i, t) in instants.enumerated() {
            modal.draw(at: t, into: &frame)
            var ticks = i + 1 < times.count ? times[i + 1] - times[i] : Int((hold * 1000).rounded())
            if i == 0 { ticks += Int((lead * 1000).rounded()) }
            try encoder.add(frame, timing: FrameTiming(ticks: ticks, ticksPerSecond: 1000))
        }
        return try encoder.finish()
    }
}
