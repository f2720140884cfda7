import Geometry
import NavigationModel

/// The content area during a push or a pop that hides or shows a bar — the pushed view controller's
/// `navigationBarHidden` or `toolbarHidden`, seed 000's "the navigation controller animates the
/// appearance or disappearance of the bar to coincide with the appearance of the new view
/// controller" (docs/DESIGN.md §Motion, "Bars hidden and shown").
///
/// UIKit's navigation controller keeps both view controllers' views in one container that fills
/// what the bars leave, and resizes it along with the bars as they slide: the views' tops follow the
/// navigation bar's bottom edge, and what they draw comes with their tops (a view's subviews keep
/// their place from its top-left corner). So the screen that slides away and the one that slides
/// in both have their content's top where the bar's edge is at that instant — never the window
/// behind them in the strip the bar leaves or has still to cover — and the content reaches down
/// to the lower of the two bottoms (under a toolbar that slides away, the content it uncovers).
package struct ContentEdges: Hashable, Sendable {
    /// The content area's top on the screen before and after the transition.
    package var fromTop: Double
    package var toTop: Double
    /// The lower of the two content areas' bottoms.
    package var bottom: Double

    /// The edges of a push or pop from `a` to `b`, when it hides or shows the navigation bar or
    /// (by `toolbarHidden`) the toolbar and the content area moves; nil otherwise.
    package init?(from a: SceneLayout, to b: SceneLayout) {
        guard let ca = a.content?.frame, let cb = b.content?.frame, ca.minY != cb.minY || ca.maxY != cb.maxY
        else { return nil }
        func shown(_ frame: Rect?) -> Bool { frame != nil }
        let navigationBar = shown(a.navigationBar?.frame) != shown(b.navigationBar?.frame)
        let toolbar = shown(a.toolbar?.frame) != shown(b.toolbar?.frame)
            && (a.toolbar?.resolved.hiddenReason == .toolbarHidden || b.toolbar?.resolved.hiddenReason == .toolbarHidden)
        guard navigationBar || toolbar else { return nil }
        fromTop = ca.minY
        toTop = cb.minY
        bottom = max(ca.maxY, cb.maxY)
    }

    /// The content's top at `progress`: the edge of the bar as it slides, in whole points as the
    /// bar moves (`SceneTransition.slideOut`: a bar hiding is `e` of the way out, one showing
    /// `1 − e`).
    package func top(progress e: Double) -> Double {
        if toTop < fromTop { return fromTop - SceneTransition.slideOut(fromTop - toTop, progress: e) }
        return toTop - SceneTransition.slideOut(toTop - fromTop, progress: 1 - e)
    }

    /// How far down a part of the screen before (`arriving` false) or after is moved at `progress`.
    package func dy(progress e: Double, arriving: Bool) -> Double {
        top(progress: e) - (arriving ? toTop : fromTop)
    }
}

extension TransitionMotion {
    /// How far down content that slides with its screen is moved as the bars' edges move (0 when
    /// no bar hides or shows: `ContentEdges`).
    package func contentDy(arriving: Bool) -> Double {
        contentEdges?.dy(progress: progress, arriving: arriving) ?? 0
    }
}
