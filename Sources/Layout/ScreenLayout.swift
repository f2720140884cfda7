import Geometry
import NavigationModel

/// Where the bars of a navigation interface sit on the screen (Figure 3-1, "The views of a
/// navigation interface"): the status bar on top (20 pt), the navigation bar below it, the toolbar
/// at the bottom; hidden bars take no room. Frames in points on the canvas.
public struct ScreenLayout: Hashable, Sendable {
    public var statusBar: Rect?
    public var navigationBar: Rect?
    public var toolbar: Rect?
    /// The content view between the bars.
    public var content: Rect

    /// - Parameters:
    ///   - canvas: the canvas size in points.
    ///   - showsStatusBar: whether a status bar is drawn.
    ///   - navigationBarHeight: nil when the navigation bar is hidden.
    ///   - toolbarHeight: nil when the toolbar is hidden.
    /// `statusBarHeight`: 20 pt by default; 40 for the in-call bar.
    public init(canvas: Size, showsStatusBar: Bool, statusBarHeight: Double? = nil, navigationBarHeight: Double?,
                toolbarHeight: Double?) {
        var top = 0.0
        if showsStatusBar {
            let height = statusBarHeight ?? BarMetrics.statusBarHeight
            statusBar = Rect(x: 0, y: 0, width: canvas.width, height: height)
            top = height
        } else {
            statusBar = nil
        }
        if let h = navigationBarHeight {
            navigationBar = Rect(x: 0, y: top, width: canvas.width, height: h)
            top += h
        } else {
            navigationBar = nil
        }
        var bottom = canvas.height
        if let h = toolbarHeight {
            toolbar = Rect(x: 0, y: canvas.height - h, width: canvas.width, height: h)
            bottom -= h
        } else {
            toolbar = nil
        }
        content = Rect(x: 0, y: top, width: canvas.width, height: max(0, bottom - top))
    }

    /// The phone's screen in an orientation: 320 × 480, or 480 × 320 in landscape.
    public static func screenSize(_ orientation: InterfaceOrientation) -> Size {
        let s = BarMetrics.screenSize
        return orientation == .portrait ? s : Size(width: s.height, height: s.width)
    }
}
