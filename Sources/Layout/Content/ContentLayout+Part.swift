import ChevronSupport
import Geometry

extension SceneLayout {
    /// The content view of a navigation interface: from under a translucent navigation bar (else
    /// below it; from the top of the canvas when the top view controller `wantsFullScreenLayout`)
    /// to under a translucent toolbar (else above it), with the top view controller's content over
    /// the canvas's. Behind a standalone component, the whole canvas, when the canvas has content.
    public package(set) var content: ContentLayout? {
        get { part(ContentLayout.self) }
        set { set(newValue) }
    }
}

extension ContentLayout: ScenePart {
    package static let name = "content"
    package var nodeFrame: Rect? { frame }
    package static var jsonWhenAbsent: JSONValue? { .null }

    /// The content area's frame first, at the top level (x, y, width, height), then its fill, image
    /// (and where it is drawn, possibly past the frame) and the placeholder row lines.
    package func json() -> JSONValue {
        .object([
            ("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)),
            ("height", .number(frame.height)), ("background", .optional(background?.hexString)),
            ("image", .optional(image)), ("imageFrame", imageFrame.map(JSONValue.frame) ?? .null),
            ("rows", .bool(!rowLines.isEmpty)), ("rowLines", .array(rowLines.map(JSONValue.frame))),
        ])
    }

    package func reportLines() -> [ReportLine] {
        typealias R = ReportText
        var parts = [rowLines.isEmpty ? "no rows" : "\(rowLines.count) row lines"]
        if let background { parts.insert("background \(background.hexString)", at: 0) }
        if let image, let f = imageFrame { parts.insert("image \(image) drawn at \(f.pointsDescription)", at: 0) }
        return [.text("content: \(R.size(Size(width: frame.width, height: frame.height))) "
                + "at (\(R.n(frame.x)), \(R.n(frame.y))), " + parts.joined(separator: ", "))]
    }

    /// "The content under the bars slides": push, the old to −W and the new in from +W; pop, the
    /// other way.
    package static func transition(from a: Self?, to b: Self?, motion m: TransitionMotion)
        -> (departing: Self?, arriving: Self?)
    {
        if m.transition.isBarVisibility { return barVisibilityTransition(from: a, to: b, progress: m.progress) }
        guard m.slides else { return (nil, b) }
        // Following the bars' edges when a bar hides or shows with the screen (`ContentEdges`):
        // its top at the bar's edge, reaching down to the lower of the two screens' bottoms.
        func moved(_ c: Self, arriving: Bool) -> Self {
            let slid = c.offsetBy(dx: m.dx(c.frame, arriving: arriving), dy: m.contentDy(arriving: arriving))
            return m.contentEdges.map { slid.extended(toBottom: $0.bottom) } ?? slid
        }
        return (a.map { moved($0, arriving: false) }, b.map { moved($0, arriving: true) })
    }
}
