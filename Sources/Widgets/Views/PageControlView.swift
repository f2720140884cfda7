import Geometry
import Raster

/// UIPageControl (docs/DESIGN.md §Standard controls): a row of dots centred in the control, the
/// current page's opaque white, the others white at 30 %: the dot (6 pt), the pitch (16 pt) and
/// the dim dots' opacity as Nimbus's launcher screenshot shows them (`ControlMetrics`; its four
/// dots on black, MAE 0.00 by the fidelity check).
///
/// Use: `PageControlView(numberOfPages: 3, currentPage: 0).draw(in: frame, on: canvas)`;
/// `size(forNumberOfPages:)` is UIKit's `sizeForNumberOfPages:`. One page and
/// `hidesForSinglePage` draw nothing.
public struct PageControlView: Hashable, Sendable {
    public var numberOfPages: Int
    public var currentPage: Int
    public var hidesForSinglePage: Bool

    public init(numberOfPages: Int, currentPage: Int = 0, hidesForSinglePage: Bool = false) {
        self.numberOfPages = max(0, numberOfPages)
        self.currentPage = currentPage
        self.hidesForSinglePage = hidesForSinglePage
    }

    /// The dimmed dots' opacity.
    public static let dimOpacity = 0.3

    /// The smallest box that holds `pages` dots (UIKit's `sizeForNumberOfPages:`): the dots at
    /// their pitch, 36 tall.
    public static func size(forNumberOfPages pages: Int) -> Size {
        let n = Double(max(0, pages))
        let width = n > 0 ? (n - 1) * ControlMetrics.pageDotPitch + ControlMetrics.pageDotDiameter : 0
        return Size(width: width, height: ControlMetrics.pageControlHeight)
    }

    /// The current page clamped to the pages there are.
    public var shownPage: Int { min(max(0, currentPage), max(0, numberOfPages - 1)) }

    /// The dots' boxes in `frame`, left to right, centred and snapped to the pixels of `scale`.
    public func dotRects(in frame: Rect, scale: Double = 1) -> [Rect] {
        let d = ControlMetrics.pageDotDiameter, pitch = ControlMetrics.pageDotPitch
        let width = Self.size(forNumberOfPages: numberOfPages).width
        let left = snap(frame.midX - width / 2, scale), top = snap(frame.midY - d / 2, scale)
        return (0..<numberOfPages).map { Rect(x: left + Double($0) * pitch, y: top, width: d, height: d) }
    }

    public func draw(in frame: Rect, on canvas: Canvas) {
        if numberOfPages == 0 || (numberOfPages == 1 && hidesForSinglePage) { return }
        for (i, dot) in dotRects(in: frame, scale: canvas.scale).enumerated() {
            let alpha = i == shownPage ? 1 : Self.dimOpacity
            canvas.fill(.ellipse(in: dot), with: .solid(Color.white.withAlpha(alpha)))
        }
    }
}
