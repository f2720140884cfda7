import Geometry
import NavigationModel

/// Where a transition is at an instant, as every part's `transition` reads it: which transition
/// (a part moves in those it knows and otherwise stays as the arriving scene has it), how far it has
/// gone (eased), and how the screens slide.
package struct TransitionMotion: Hashable, Sendable {
    package var transition: Transition
    /// 0…1, already eased.
    package var progress: Double
    /// The canvas's width: how far a screen slides.
    package var width: Double
    /// Seconds since the transition began (not eased): how far what moves by itself — a spinner's
    /// spokes — has gone.
    package var seconds: Double = 0
    /// A push or a pop that hides or shows the navigation bar or the toolbar: where the content
    /// area is on both screens, whose content follows the bars' edges (`ContentEdges`); nil in the
    /// others.
    package var contentEdges: ContentEdges?

    /// Whether the screens slide: a push or a pop.
    package var slides: Bool { transition == .push || transition == .pop }

    /// Where a frame that slides with the content is: push moves the old screen to −W and brings
    /// the new one in from +W; pop the mirror image.
    package func slide(_ frame: Rect, arriving: Bool) -> Rect {
        SceneTransition.slide(frame, width: width, progress: progress, isPush: transition == .push, arriving: arriving)
    }

    /// How far a frame that slides with the content has moved.
    package func dx(_ frame: Rect, arriving: Bool) -> Double {
        slide(frame, arriving: arriving).x - frame.x
    }
}

/// How long a transition runs and on which curve: push and pop's own (`SceneTransition`), or what
/// the family whose parts move in it says (`ScenePart.timing(of:)`).
package struct TransitionTiming: Hashable, Sendable {
    package var length: Double
    package var curve: TimingCurve

    package init(length: Double, curve: TimingCurve) {
        self.length = length
        self.curve = curve
    }
}

/// A transition between two laid-out scenes: push or pop, 0.35 s on the CSS `ease` curve, all moves
/// and fades together, as Apple's own replica (PastryKit's navigation bar) choreographs them
/// (docs/DESIGN.md §Motion), or one a family defines (`setEditing`, a sheet's or an alert's
/// showing). An instant of it is a `SceneLayout` — the arriving scene's frames and opacities moved
/// and faded toward where they come from, with what is leaving as departing nodes — so the ordinary
/// painter draws it. Pure: frames in, frames out.
public struct SceneTransition: Hashable, Sendable {
    /// The length of a push or a pop, in seconds.
    public static let duration = 0.35

    public package(set) var from: SceneLayout
    public package(set) var to: SceneLayout
    public package(set) var transition: Transition
    public package(set) var curve: TimingCurve
    /// This transition's length in seconds: 0.35 for push and pop, 0.3 for editing…
    public package(set) var length: Double

    /// The transition from `from` to `to` that `transition` names; nil for one that does not move
    /// the layout (`none`, and `present` and `dismiss`, which move whole pictures: `ModalMotion`).
    public init?(from: SceneLayout, to: SceneLayout, transition: Transition) {
        guard let timing = SceneTransition.timing(of: transition) else { return nil }
        self.from = from
        self.to = to
        self.transition = transition
        self.curve = timing.curve
        self.length = timing.length
    }

    /// How long `transition` runs and on which curve; nil when no part moves in it.
    package static func timing(of transition: Transition) -> TransitionTiming? {
        if transition == .push || transition == .pop { return TransitionTiming(length: duration, curve: .ease) }
        return SceneParts.kinds.lazy.compactMap { $0.timing(of: transition) }.first
    }

    /// The scene at `seconds` into the transition: exactly `from` at 0 (and before), exactly `to` at
    /// its `length` (and after).
    public func layout(at seconds: Double) -> SceneLayout {
        let time = seconds / length
        if time <= 0 { return from }
        if time >= 1 { return to }
        return SceneTransition.instant(from: from, to: to, progress: curve.progress(time), transition: transition,
                                       seconds: seconds)
    }

    /// This transition's instants at `fps` frames a second (`instants(fps:duration:)`).
    package func instants(fps: Int) -> [Double] { SceneTransition.instants(fps: fps, duration: length) }

    /// The instants of a transition at `fps` frames a second: 0, 1/fps, 2/fps… and the end,
    /// exactly `duration` (at 60 fps, 22 instants including both ends of a push).
    package static func instants(fps: Int, duration: Double = duration) -> [Double] {
        guard fps > 0 else { return [0, duration] }
        var times: [Double] = []
        var i = 0
        while Double(i) / Double(fps) < duration - 1e-9 {
            times.append(Double(i) / Double(fps))
            i += 1
        }
        return times + [duration]
    }

    // MARK: The rules

    /// The scene at `progress` (0…1, already eased) between `from` and `to`: every kind of part
    /// moved by its own rule (`ScenePart.transition`), paired by kind.
    static func instant(from a: SceneLayout, to b: SceneLayout, progress e: Double, transition: Transition,
                        seconds: Double = 0) -> SceneLayout
    {
        var result = b
        var motion = TransitionMotion(transition: transition, progress: e, width: b.canvas.width, seconds: seconds)
        if motion.slides { motion.contentEdges = ContentEdges(from: a, to: b) }
        for kind in SceneParts.kinds {
            kind.transitionNodes(from: a, to: b, motion: motion, into: &result)
        }
        return result
    }

    /// Where a frame that slides with the content is at `progress`: push moves the old screen to
    /// −W and brings the new one in from +W; pop the mirror image.
    static func slide(_ frame: Rect, width: Double, progress e: Double, isPush: Bool, arriving: Bool) -> Rect {
        let sign = isPush ? -1.0 : 1.0
        // Whole points: the two screens meet on a pixel boundary, never sharing a pixel between them.
        let dx = (arriving ? -sign * width * (1 - e) : sign * width * e).rounded()
        return frame.offsetBy(dx: dx, dy: 0)
    }

    static func lerp(_ a: Double, _ b: Double, _ e: Double) -> Double { a + (b - a) * e }

    /// A navigation bar's items between two top items.
    ///
    /// Push (A on top, B pushed): A's title moves to x = 5, where B's back button will sit, and
    /// fades out; A's back button slides to x = −(its width) − 5 and fades out; A's other left items
    /// fade out in place, and so do its right items unless B shows the same item there. B's back
    /// button starts where A's title was and moves to its place as it fades in; B's other left
    /// items fade in in place; B's title comes from x = W to its place as it fades in; B's right
    /// items fade in in place.
    ///
    /// Pop (A on top, B revealed) is the mirror image: A's title moves to x = W and fades out; A's
    /// back button moves to where B's title will be and fades out; B's title comes from x = 5 and
    /// B's back button from −(its width) − 5 as they fade in.
    static func barItems(from a: NavigationBarLayout, to b: NavigationBarLayout, width: Double, progress e: Double,
                         isPush: Bool) -> (departing: NavigationBarLayout, arriving: NavigationBarLayout) {
        let margin = BarMetrics.edgeMargin
        var leaving = a, coming = b
        leaving.prompt = nil  // the same prompt: the arriving bar draws it
        let unchanged = Set(a.right).intersection(b.right)

        leaving.left = a.left.map { item in
            var moved = item
            if case .backButton = item.face {
                let target = isPush ? -item.frame.width - margin : b.center?.frame.x ?? item.frame.x
                moved = item.offsetBy(dx: lerp(item.frame.x, target, e) - item.frame.x, dy: 0)
            }
            moved.alpha *= 1 - e
            return moved
        }
        leaving.center = a.center.map { center in
            var moved = center
            if case .title = center {
                let target = isPush ? margin : width
                moved = offset(center, by: lerp(center.frame.x, target, e) - center.frame.x)
            }
            moved.alpha *= 1 - e
            return moved
        }
        leaving.right = a.right.filter { !unchanged.contains($0) }.map { item in
            var faded = item
            faded.alpha *= 1 - e
            return faded
        }

        coming.left = b.left.map { item in
            var moved = item
            if case .backButton = item.face {
                let start = isPush ? a.center?.frame.x ?? item.frame.x : -item.frame.width - margin
                moved = item.offsetBy(dx: lerp(start, item.frame.x, e) - item.frame.x, dy: 0)
            }
            moved.alpha *= e
            return moved
        }
        coming.center = b.center.map { center in
            let start = isPush ? width : margin
            var moved = offset(center, by: lerp(start, center.frame.x, e) - center.frame.x)
            moved.alpha *= e
            return moved
        }
        coming.right = b.right.map { item in
            var faded = item
            if !unchanged.contains(item) { faded.alpha *= e }
            return faded
        }
        return (leaving, coming)
    }

    /// Toolbar items cross-fade: the leaving ones fade out and the arriving ones in, in place; an
    /// item the same in both (the same face in the same place) stays as it is.
    static func crossFade(from a: [LaidOutBarItem], to b: [LaidOutBarItem], progress e: Double)
        -> (departing: [LaidOutBarItem], arriving: [LaidOutBarItem])
    {
        let unchanged = Set(a).intersection(b)
        let leaving = a.filter { !unchanged.contains($0) }.map { item in
            var faded = item
            faded.alpha *= 1 - e
            return faded
        }
        let coming = b.map { item in
            var faded = item
            if !unchanged.contains(item) { faded.alpha *= e }
            return faded
        }
        return (leaving, coming)
    }

    /// A bar's centre moved across by `dx`.
    static func offset(_ center: LaidOutCenter, by dx: Double) -> LaidOutCenter {
        switch center {
        case .title(var text):
            text.frame = text.frame.offsetBy(dx: dx, dy: 0)
            return .title(text)
        case .view(let item):
            return .view(item.offsetBy(dx: dx, dy: 0))
        }
    }
}
