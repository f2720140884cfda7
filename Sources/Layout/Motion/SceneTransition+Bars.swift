import Geometry
import NavigationModel

/// The screen's own changes while its view controller stays on top (docs/DESIGN.md §Motion, "Item
/// changes" and "Bars hidden and shown"): the items of its bars cross-fade (`Transition.barItems`),
/// and a bar hidden or shown slides out or in as the content follows its edge
/// (`Transition.navigationBarVisibility`, `toolbarVisibility`).
///
/// Durations, all on UIView's default curve `UIViewAnimationCurveEaseInOut`:
/// - a bar hidden or shown: **0.2 s**, UIKit's `UINavigationControllerHideShowBarDuration` ("For
///   animated transitions, the duration of the animation is specified by the value in the
///   hideShowBarDuration constant", `setNavigationBarHidden:animated:`; the same constant for
///   `setToolbarHidden:animated:`), whose value is 0.2;
/// - items swapped: **0.2 s**, UIView's animation block default ("The default value is 0.2
///   seconds", `setAnimationDuration:`): no source gives the bar's own figure for
///   `setLeftBarButtonItem:animated:` and its kin (chosen, not measured).
extension SceneTransition {
    /// `UINavigationControllerHideShowBarDuration`.
    package static let hideShowBarDuration = 0.2
    /// UIView's default animation length, for the item setters.
    package static let itemChangeDuration = 0.2

    /// A bar's items as they cross-fade in place: what only `a` shows fades out (as the bar's
    /// leaving items), what only `b` shows fades in; an item the same in both stays. The title
    /// cross-fades when it changes (it may move as the items beside it change width).
    static func itemsCrossFade(from a: NavigationBarLayout, to b: NavigationBarLayout, progress e: Double)
        -> (departing: NavigationBarLayout, arriving: NavigationBarLayout)
    {
        var leaving = a, coming = b
        leaving.prompt = nil  // the arriving bar draws its prompt (a prompt change is at once)
        let left = crossFade(from: a.left, to: b.left, progress: e)
        let right = crossFade(from: a.right, to: b.right, progress: e)
        (leaving.left, coming.left) = (left.departing, left.arriving)
        (leaving.right, coming.right) = (right.departing, right.arriving)
        if a.center == b.center {
            leaving.center = nil
        } else {
            leaving.center?.alpha *= 1 - e
            coming.center?.alpha *= e
        }
        return (leaving, coming)
    }

    /// How far (whole points) a bar `height` tall has slid out of its place, `e` of the way out.
    static func slideOut(_ height: Double, progress e: Double) -> Double { (height * e).rounded() }
}

extension SceneLayout.NavigationBarPart {
    /// `setLeftBarButtonItem:animated:` and its kin: the items cross-fade over the one bar.
    static func itemsTransition(from a: Self?, to b: Self?, progress e: Double) -> (departing: Self?, arriving: Self?) {
        guard let barA = a, let frame = barA.frame, var barB = b, barB.frame == frame else { return (nil, b) }
        let items = SceneTransition.itemsCrossFade(from: barA.layout, to: barB.layout, progress: e)
        barB.layout = items.arriving
        barB.leavingItems = items.departing
        return (nil, barB)
    }

    /// `setNavigationBarHidden:animated:`: the bar slides up by its height, under the status bar,
    /// as it hides; down from there as it shows.
    static func visibilityTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        switch (a?.frame, b?.frame) {
        case (let f?, nil):
            var leaving = a
            leaving?.frame = f.offsetBy(dx: 0, dy: -SceneTransition.slideOut(f.height, progress: e))
            return (leaving, b)
        case (nil, let f?):
            var coming = b
            coming?.frame = f.offsetBy(dx: 0, dy: -SceneTransition.slideOut(f.height, progress: 1 - e))
            return (nil, coming)
        default:
            return (nil, b)
        }
    }
}

extension SceneLayout.ToolbarPart {
    /// `setToolbarItems:animated:`: the items cross-fade over the one toolbar.
    static func itemsTransition(from a: Self?, to b: Self?, progress e: Double) -> (departing: Self?, arriving: Self?) {
        guard let toolA = a, let frame = toolA.frame, var toolB = b, toolB.frame == frame else { return (nil, b) }
        let items = SceneTransition.crossFade(from: toolA.layout.items, to: toolB.layout.items, progress: e)
        toolB.layout.items = items.arriving
        var leaving = toolA.layout
        leaving.items = items.departing
        toolB.leavingItems = leaving
        return (nil, toolB)
    }

    /// `setToolbarHidden:animated:`: the toolbar slides down off the screen as it hides, up into
    /// place as it shows.
    static func visibilityTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        switch (a?.frame, b?.frame) {
        case (let f?, nil):
            var leaving = a
            leaving?.frame = f.offsetBy(dx: 0, dy: SceneTransition.slideOut(f.height, progress: e))
            return (leaving, b)
        case (nil, let f?):
            var coming = b
            coming?.frame = f.offsetBy(dx: 0, dy: SceneTransition.slideOut(f.height, progress: 1 - e))
            return (nil, coming)
        default:
            return (nil, b)
        }
    }
}

extension ContentLayout {
    /// The content while a bar slides in or out: the taller of the two screens' content is drawn,
    /// its top following the bar's edge from where one screen has it to where the other does (its
    /// bottom runs under the bar, which covers it). A content whose frame does not change (under a
    /// translucent bar) stays: "It does not make this adjustment for other types of views."
    static func barVisibilityTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        guard let a, let b, a.frame != b.frame else { return (nil, b) }
        if b.frame.height >= a.frame.height {
            return (nil, b.offsetBy(dx: 0, dy: ((a.frame.minY - b.frame.minY) * (1 - e)).rounded()))
        }
        return (a.offsetBy(dx: 0, dy: ((b.frame.minY - a.frame.minY) * e).rounded()), nil)
    }
}

extension TableLayout {
    /// The table while a bar slides in or out, as the content (`ContentLayout`): under an opaque
    /// bar its frame follows the bar's edge; under a translucent one the frame stays and its rows
    /// move as the content inset changes (`ContentInset`), the table with rows higher up drawn.
    static func barVisibilityTransition(from a: Self?, to b: Self?, progress e: Double)
        -> (departing: Self?, arriving: Self?)
    {
        guard let a, let b else { return (nil, b) }
        if a.frame == b.frame {
            let topA = a.frame.minY - a.contentOffset, topB = b.frame.minY - b.contentOffset
            guard topA != topB else { return (nil, b) }
            if topB < topA { return (nil, b.scrolled(dy: ((topA - topB) * (1 - e)).rounded())) }
            return (a.scrolled(dy: ((topB - topA) * e).rounded()), nil)
        }
        if b.frame.height >= a.frame.height {
            return (nil, b.offsetBy(dx: 0, dy: ((a.frame.minY - b.frame.minY) * (1 - e)).rounded()))
        }
        return (a.offsetBy(dx: 0, dy: ((b.frame.minY - a.frame.minY) * e).rounded()), nil)
    }
}

extension Transition {
    /// Whether a bar slides in or out in it.
    var isBarVisibility: Bool { self == .navigationBarVisibility || self == .toolbarVisibility }
}
