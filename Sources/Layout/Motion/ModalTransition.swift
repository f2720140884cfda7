import Geometry
import NavigationModel

/// A present or a dismiss between two laid-out scenes (docs/DESIGN.md §Modal screens): an instant
/// of it is one layout whose two group nodes are the screens before and after, moved as
/// `ModalMotion` says — the presented screen's group sliding over the presenter's (coverVertical),
/// fading over it (crossDissolve), or the one page facing the viewer turned in perspective
/// (flipHorizontal). Nothing is drawn here: the painter walks the groups as it walks the parts.
/// The status bar stays where it is; only what is below it moves.
package struct ModalTransition: Hashable, Sendable {
    package let from: SceneLayout
    package let to: SceneLayout
    package let motion: ModalMotion

    package init(from: SceneLayout, to: SceneLayout, motion: ModalMotion) {
        self.from = from
        self.to = to
        self.motion = motion
    }

    package var duration: Double { motion.duration }

    /// The status bar's bottom, in points: what is above it does not move.
    package var top: Double { from.part(SceneLayout.StatusBarPart.self)?.frame.maxY ?? 0 }

    /// The scene at `seconds`: exactly `from` at 0 and before, exactly `to` at the duration and after.
    package func layout(at seconds: Double) -> SceneLayout {
        guard seconds > 0 else { return from }
        guard seconds < duration else { return to }
        let e = motion.progress(at: seconds)
        // The presenter is under, the presented screen over it: after a present, before a dismiss.
        let (under, over) = motion.isPresenting ? (from, to) : (to, from)
        let canvas = to.canvas
        let below = Rect(x: 0, y: top, width: canvas.width, height: max(0, canvas.height - top))
        let groups: [LayoutGroup]
        switch motion.style {
        case .coverVertical:
            // The presented screen below the status bar, moved down by the part of the covered
            // height it has still to climb.
            groups = [LayoutGroup(under),
                      LayoutGroup(over, offset: Point(0, below.height * motion.coverOffset(progress: e)), clip: below,
                                  backdrop: over.background)]
        case .crossDissolve:
            groups = [LayoutGroup(under),
                      LayoutGroup(over, opacity: motion.presentedOpacity(progress: e), backdrop: over.background)]
        case .flipHorizontal:
            let page = motion.flipPage(progress: e)
            groups = [LayoutGroup(from, clip: Rect(x: 0, y: 0, width: canvas.width, height: top)),
                      LayoutGroup(page.isAfter ? to : from, clip: below, backdrop: from.background,
                                  turn: PageTurn(angle: page.angle, scale: page.scale))]
        }
        return SceneLayout(file: to.file, canvas: canvas, background: from.background, groups: groups)
    }
}
