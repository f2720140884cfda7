import ChevronSupport
import Geometry

/// Points written the way people write them, for what layout reports (frames, warnings):
/// `49`, `12.5`. Layout's frames and sizes are `Geometry`'s `Rect` and `Size`, in points, in a bar's
/// own coordinates (origin at its top-left corner) or on the canvas.
package enum Points {
    /// A number of points as people write it: `49`, `12.5`.
    package static func format(_ v: Double) -> String {
        NumberText.points(v)
    }
}

extension Rect {
    /// `x 5 y 7 w 49 h 30`: a frame as a layout report prints it.
    public var pointsDescription: String {
        "x \(Points.format(x)) y \(Points.format(y)) w \(Points.format(width)) h \(Points.format(height))"
    }
}
