import Geometry

/// A scroll view's `contentInset` (top and bottom, in points) as a navigation controller sets it
/// under its translucent bars (docs/DESIGN.md §Content, "Scroll views under translucent bars").
///
/// Apple's guide (seeds 000, 001, 002): "For translucent styles, it is worth noting that if the main
/// view of the underlying view controller is a scroll view, the navigation bar automatically adjusts
/// the content inset value to allow content to scroll out from under the navigation bar. It does not
/// make this adjustment for other types of views." The toolbar is adjusted alike (UIKit insets the
/// bottom by a translucent toolbar's height). The scroll view itself keeps its frame under the bars;
/// only where its content starts moves.
public struct ContentInset: Hashable, Sendable {
    public var top: Double
    public var bottom: Double

    public init(top: Double = 0, bottom: Double = 0) {
        self.top = top
        self.bottom = bottom
    }

    public static let zero = ContentInset()

    public var isZero: Bool { top == 0 && bottom == 0 }

    /// The inset of a view in `frame` (on the canvas) under the navigation bar and toolbar (their
    /// frames, nil when hidden; each with whether it is translucent): the part of the frame each
    /// translucent bar covers, for a scroll view; zero for any other view ("It does not make this
    /// adjustment for other types of views"), and for an opaque bar, which the content never
    /// underlaps.
    public static func adjusted(frame: Rect, isScrollView: Bool,
                                navigationBar: (frame: Rect, isTranslucent: Bool)?,
                                toolbar: (frame: Rect, isTranslucent: Bool)?) -> ContentInset {
        guard isScrollView, frame.height > 0 else { return .zero }
        var inset = ContentInset.zero
        if let bar = navigationBar, bar.isTranslucent {
            inset.top = min(frame.height, max(0, bar.frame.maxY - frame.minY))
        }
        if let bar = toolbar, bar.isTranslucent {
            inset.bottom = min(frame.height, max(0, frame.maxY - bar.frame.minY))
        }
        return inset
    }
}
