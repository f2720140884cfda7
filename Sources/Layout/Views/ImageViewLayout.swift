import ChevronSupport
import Geometry
import NavigationModel

/// An image view's picture: the image shown and where, in the view's bounds, its content mode
/// puts it (`ContentLayout.imageFrame`, the content image's rule; the overflow is cut at the
/// bounds, as UIImageView's layer does with `clipsToBounds` — UIKit draws it past them otherwise,
/// which no screen of the phone's relies on).
public struct LaidOutImage: ViewDrawing {
    public var image: String
    public var frame: Rect

    package func json() -> [(String, JSONValue)] { [("image", .string(image)), ("imageFrame", .frame(frame))] }
    package var summary: String { "image \(image)" }
}

extension ImageView: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        guard let shown else { return (nil, []) }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return (LaidOutImage(image: shown, frame: ContentLayout.imageFrame(context.images.size(shown), in: bounds,
                                                                           mode: contentMode)), [])
    }
}

/// A segmented control at a view's frame: its segments' frames in the view's bounds.
public struct LaidOutSegmentedControl: ViewDrawing {
    public var control: SegmentedControl
    public var segments: [Rect]

    package func json() -> [(String, JSONValue)] {
        [("selectedSegmentIndex", .integer(control.selectedSegmentIndex ?? -1)),
         ("segments", .array(segments.map(JSONValue.frame)))]
    }

    package var summary: String {
        "(" + control.segments.map { segment in
            switch segment.content {
            case .title(let t): ViewTextEscaping.escaped(t)
            case .image(let p): p
            }
        }.joined(separator: " | ") + ")"
    }
}

extension SegmentedControl: LaysOutView {
    /// The frame's width (unless the control sets its own) at the control's own height: UIKit
    /// draws a segmented control's style at its fixed height (44 pt plain and bordered, 30 bar).
    package func size(for size: Size, context: LayoutContext) -> Size {
        let natural = SegmentedControlLayout.size(of: self, context: context)
        return Size(width: width ?? size.width, height: natural.height)
    }

    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return (LaidOutSegmentedControl(control: self, segments: SegmentedControlLayout.segmentFrames(of: self, in: bounds)),
                [])
    }
}

/// A table view at a view's frame: the table laid out in the view's bounds (its rows' frames in
/// them), as `content.table` is in the content's.
extension TableLayout: ViewDrawing {
    package func json() -> [(String, JSONValue)] {
        [("style", .string(style.rawValue)), ("rowCount", .integer(rowCount)),
         ("rows", .array(rows.map { row in
             .object([("section", .integer(row.section)), ("row", .integer(row.index)), ("frame", .frame(row.frame)),
                      ("labels", .array(row.labels.map { .string($0.text) }))])
         }))]
    }

    package var summary: String { "\(style.rawValue), \(rowCount) row\(rowCount == 1 ? "" : "s"), \(rows.count) visible" }
}

extension TableView: LaysOutView {
    package func layOut(in size: Size, context: LayoutContext) -> (drawing: (any ViewDrawing)?, warnings: [Diagnostic]) {
        (TableLayout(self, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), context: context), [])
    }
}
