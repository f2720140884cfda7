import Geometry
import NavigationModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a present or a dismiss moves (docs/DESIGN.md §Modal screens): whole screens, not parts —
/// the presented screen slides, turns or fades over the presenter as one picture, as UIKit moved
/// the presented view controller's view. Pure: times in, positions and angles out; `Chevron`
/// composes the two rendered screens from these.
///
/// Durations and curves are those of the web replicas of the iPhone's transitions, in the code
/// corpus: mgwt's animation style sheet (`com.googlecode.mgwt.mvp.client.resources`, after jQTouch)
/// runs its slide-up and fade in 300 ms and its flip in 0.65 s, every one `ease-in-out`; the flip
/// turns each page 180° about its vertical axis, shrinking it to 0.8 at the far side, its back face
/// hidden, in a perspective of 800 px (jQTouch's `#jqt { -webkit-perspective: 800 }`). WinObjC's
/// UIKit (`UIViewController.mm`) slides a presented view by the screen's height, ease-in-ease-out,
/// up to present and down to dismiss.
package struct ModalMotion: Hashable, Sendable {
    package var style: ModalTransitionStyle
    /// True for a present, false for a dismiss.
    package var isPresenting: Bool

    package init(style: ModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    /// Seconds: the flip 0.65, the slide and the fade 0.3 (mgwt).
    package var duration: Double { ModalMotion.duration(style) }

    package static func duration(_ style: ModalTransitionStyle) -> Double {
        style == .flipHorizontal ? 0.65 : 0.3
    }

    /// The flip's far page scale and perspective distance in points (mgwt, jQTouch).
    package static let flipFarScale = 0.8
    package static let perspective = 800.0

    /// Progress 0…1 on `ease-in-out` at `seconds` (clamped).
    package func progress(at seconds: Double) -> Double {
        TimingCurve.easeInOut.progress(seconds / duration)
    }

    /// coverVertical: how far below its place the presented screen is, as a fraction of the
    /// covered height: from 1 to 0 on a present, from 0 to 1 on a dismiss.
    package func coverOffset(progress e: Double) -> Double { isPresenting ? 1 - e : e }

    /// crossDissolve: the presented screen's opacity over the presenter.
    package func presentedOpacity(progress e: Double) -> Double { isPresenting ? e : 1 - e }

    /// flipHorizontal: the one page facing the viewer at `progress` — the screen before until
    /// half-way, then the screen after — turned by `angle` radians about the vertical axis through
    /// its centre (positive: its right edge toward the viewer) and scaled by `scale`.
    package func flipPage(progress e: Double) -> (isAfter: Bool, angle: Double, scale: Double) {
        // A present turns the right edge toward the viewer and away to the left; a dismiss back.
        let sign = isPresenting ? 1.0 : -1.0
        if e < 0.5 {
            return (false, sign * Double.pi * e, 1 - (1 - ModalMotion.flipFarScale) * e)
        }
        return (true, -sign * Double.pi * (1 - e), ModalMotion.flipFarScale + (1 - ModalMotion.flipFarScale) * e)
    }

    /// Where a page turned by `angle` and scaled by `scale` shows in column `x` (measured from the
    /// page's centre, in the same unit as `perspective`): the page's own column (from its centre,
    /// unscaled) and how much taller than the page's own height the column is drawn; nil where the
    /// page does not reach. A page point at x·scale turns to (x·scale·cos a, depth x·scale·sin a)
    /// and projects by d / (d − depth).
    package static func flipColumn(_ x: Double, angle: Double, scale: Double, perspective d: Double)
        -> (source: Double, stretch: Double)?
    {
        let denominator = d * cos(angle) + x * sin(angle)
        guard denominator > 1e-9 else { return nil }
        let scaled = x * d / denominator
        let depth = scaled * sin(angle)
        guard depth < d else { return nil }
        return (scaled / scale, scale * d / (d - depth))
    }
}
