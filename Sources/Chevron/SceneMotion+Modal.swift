import Layout
import NavigationModel
import Raster
import Scene

extension SceneRenderer {
    /// The present or dismiss that is `scene`'s last operation, as a transition between its two
    /// layouts (`ModalTransition`: the screens as group nodes, moved, faded or turned); nil when its
    /// last operation is something else (a push, a pop…) or it has none.
    package func modalTransition(_ scene: Scene, images: SceneImages? = nil) -> ModalTransition? {
        let stages = scene.stages
        // Not animated (`animated: false`): `transition` says so.
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
        return ModalTransition(from: layout(before.scene, images: images), to: layout(last.scene, images: images),
                               motion: ModalMotion(style: style, isPresenting: isPresenting))
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
}

/// Painting a group node (`LayoutGroup`): its screen moved by whole device pixels and drawn through
/// its transform, cut at its clip over its backdrop; a faded or turned group drawn first into a picture of its own, then
/// composited at its opacity (as Core Animation composites a layer of opacity below 1) or turned
/// column by column.
enum GroupPainter {
    static func paint(_ group: LayoutGroup, on canvas: Canvas, parts: (SceneLayout, Canvas) throws -> Void) throws {
        guard group.opacity > 0 else { return }
        guard group.needsPicture else {
            try canvas.withState { try paintInPlace(group, on: canvas, parts: parts) }
            return
        }
        let picture = try Canvas(bitmap: try Bitmap(width: canvas.bitmap.width, height: canvas.bitmap.height),
                                 scale: canvas.scale)
        picture.transform = canvas.transform
        try paintInPlace(group, on: picture, parts: parts)
        var drawn = picture.bitmap
        if let turn = group.turn, let clip = group.clip {
            drawn = turned(drawn, turn, box: clip, scale: canvas.scale)
        }
        canvas.withState {
            canvas.transform = .identity
            canvas.globalAlpha *= group.opacity
            canvas.draw(drawn, in: Rect(x: 0, y: 0, width: Double(drawn.width), height: Double(drawn.height)))
        }
    }

    private static func paintInPlace(_ group: LayoutGroup, on canvas: Canvas,
                                     parts: (SceneLayout, Canvas) throws -> Void) throws {
        let offset = group.snapped(scale: canvas.scale)
        canvas.translate(offset.x, offset.y)
        if !group.transform.isIdentity { canvas.concatenate(group.transform) }
        let box = group.clip ?? Rect(x: 0, y: 0, width: group.layout.canvas.width, height: group.layout.canvas.height)
        if group.clip != nil { canvas.clip(to: box) }
        if let backdrop = group.backdrop { canvas.fill(box, with: .solid(Color(backdrop))) }
        try parts(group.layout, canvas)
    }

    /// `page`'s pixels in `box` (points), turned about the vertical axis through the box's centre
    /// and scaled, in perspective (`ModalMotion.flipColumn`): each pixel column of the result is one
    /// column of the page, stretched about the box's middle row — a span of rows. Transparent where
    /// the page does not reach.
    static func turned(_ page: Bitmap, _ turn: PageTurn, box: Rect, scale px: Double) -> Bitmap {
        let width = page.width, height = page.height
        var out = page
        out.pixels = [UInt32](repeating: 0, count: width * height)
        let top = max(0, min(height, Int((box.minY * px).rounded())))
        let bottom = max(top, min(height, Int((box.maxY * px).rounded())))
        guard top < bottom else { return out }
        let centreX = Double(width) / 2, centreY = Double(top) + Double(bottom - top) / 2
        let halfHeight = Double(bottom - top) / 2
        let d = turn.perspective * px
        page.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for column in 0..<width {
                    guard let (source, stretch) = ModalMotion.flipColumn(Double(column) + 0.5 - centreX,
                                                                         angle: turn.angle, scale: turn.scale,
                                                                         perspective: d)
                    else { continue }
                    let u = Int((source + centreX).rounded(.down))
                    guard u >= 0, u < width, stretch > 1e-6 else { continue }
                    let half = halfHeight * stretch
                    let firstRow = max(top, Int((centreY - half).rounded(.up)))
                    let lastRow = min(bottom, Int((centreY + half).rounded(.up)))
                    guard firstRow < lastRow else { continue }
                    let step = 1 / stretch
                    var v = centreY + (Double(firstRow) + 0.5 - centreY) * step
                    for row in firstRow..<lastRow {
                        let sourceRow = min(bottom - 1, max(top, Int(v)))
                        dst[row * width + column] = src[sourceRow * width + u]
                        v += step
                    }
                }
            }
        }
        return out
    }
}
