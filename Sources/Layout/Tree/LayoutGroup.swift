import Geometry
import NavigationModel

/// A group node of the layout tree: a laid-out screen or part of one — its own tree of parts —
/// moved, scaled, faded, cut and turned as one, as UIKit moves a presented view controller's view
/// and everything in it (docs/DESIGN.md §The layout tree). An instant of a present or a dismiss is
/// a layout of two such groups (`ModalTransition`); the alert's panel is one while it pops up
/// (`AlertPart.transitionGroups`). Painting walks into each as it walks the parts.
package struct LayoutGroup: Hashable, Sendable {
    /// The screen inside the group, in its own coordinates (the canvas's, at rest).
    package var layout: SceneLayout
    /// How far the group is moved, in points. The painter moves it by whole device pixels, as the
    /// screen's layer lands on the display's pixels (`snapped(scale:)`).
    package var offset: Point
    /// The group's opacity over what is under it, 0…1: the group is drawn whole, then faded as one.
    package var opacity: Double
    /// What of the group shows, in its own coordinates (nil: all of it).
    package var clip: Rect?
    /// Filled over the clip (or the canvas) before the group's parts: the window the screen is
    /// drawn on, so that the group covers what is under it as the screen's own picture does.
    package var backdrop: RGBAColor?
    /// A turn about the vertical axis in perspective (the flip), applied to the group's picture.
    package var turn: PageTurn?
    /// An affine transform of the group's own coordinates (after `offset`; the clip is in the
    /// coordinates it transforms), as a view's `transform`: the alert's panel scaled about its
    /// centre as it pops up. Its parts are drawn through it, not their picture scaled.
    package var transform: Transform

    package init(_ layout: SceneLayout, offset: Point = Point(0, 0), opacity: Double = 1, clip: Rect? = nil,
                 backdrop: RGBAColor? = nil, turn: PageTurn? = nil, transform: Transform = .identity) {
        self.layout = layout
        self.offset = offset
        self.opacity = opacity
        self.clip = clip
        self.backdrop = backdrop
        self.turn = turn
        self.transform = transform
    }

    /// The offset in points that moves the group by whole pixels at `scale`.
    package func snapped(scale: Double) -> Point {
        Point((offset.x * scale).rounded() / scale, (offset.y * scale).rounded() / scale)
    }

    /// Whether it must be drawn into a picture of its own first: faded, or turned in perspective
    /// (not an affine transform of the canvas).
    package var needsPicture: Bool { opacity < 1 || turn != nil }
}

/// A page turned about the vertical axis through the centre of its clip, in perspective
/// (`ModalMotion.flipPage`, `ModalMotion.flipColumn`): `angle` radians (positive: its right edge
/// toward the viewer), scaled by `scale`, seen from `perspective` points away.
package struct PageTurn: Hashable, Sendable {
    package var angle: Double
    package var scale: Double
    package var perspective: Double

    package init(angle: Double, scale: Double, perspective: Double = ModalMotion.perspective) {
        self.angle = angle
        self.scale = scale
        self.perspective = perspective
    }
}

extension SceneLayout {
    /// A layout of groups alone, on a canvas of `canvas` filled with `background`: an instant of a
    /// motion that moves whole screens.
    package init(file: String, canvas: Size, background: RGBAColor, groups: [LayoutGroup]) {
        self.init(file: file, canvas: canvas, background: background)
        self.groups = groups
    }
}
