import ChevronSupport
import Geometry

extension JSONValue {
    /// A frame as `{ "x", "y", "width", "height" }` in points.
    package static func frame(_ f: Rect) -> JSONValue {
        .object([("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)), ("height", .number(f.height))])
    }
}
