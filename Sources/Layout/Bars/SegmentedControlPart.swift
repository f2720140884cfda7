import ChevronSupport
import Geometry
import NavigationModel
import Scene

extension SceneLayout {
    /// A segmented control on its own.
    public struct SegmentedControlPart: Hashable, Sendable {
        public package(set) var control: SegmentedControl
        /// The look of the bar it is drawn for (its unselected segments take the bar's tint).
        public package(set) var barAppearance: BarAppearance
        public package(set) var frame: Rect
        /// One per segment, on the canvas.
        public package(set) var segments: [Rect]

        /// `control` laid out in `frame` (on the canvas).
        package init(_ control: SegmentedControl, barAppearance: BarAppearance, frame: Rect) {
            self.control = control
            self.barAppearance = barAppearance
            self.frame = frame
            segments = SegmentedControlLayout.segmentFrames(of: control, in: frame)
        }
    }
}

extension SceneLayout {
    /// Segmented controls on their own: a `segmentedControl` scene's one, centred on its canvas.
    public package(set) var segmentedControls: [SegmentedControlPart] {
        get { parts(SegmentedControlPart.self) }
        set { setAll(newValue) }
    }

    /// The first segmented control on its own.
    public package(set) var segmentedControl: SegmentedControlPart? {
        get { part(SegmentedControlPart.self) }
        set { set(newValue) }
    }
}

extension SceneLayout.SegmentedControlPart: ScenePart {
    package static let name = "segmentedControl"
    package var nodeFrame: Rect? { frame }

    package func json() -> JSONValue {
        .object([
            ("control", ReportJSON.segmentedControl(control)), ("frame", .frame(frame)),
            ("segments", .array(segments.map(JSONValue.frame))),
        ])
    }

    package func textLines() -> [String] {
        var lines = [ReportText.row("control", "segmented control, \(control.style.rawValue)", frame)]
        for (i, (segment, box)) in zip(control.segments, segments).enumerated() {
            let content: String = switch segment.content {
            case .title(let t): "\"\(t)\""
            case .image(let p): "image \(p)"
            }
            let selected = control.displayedSelectedIndex == i ? " (selected)" : ""
            lines.append(ReportText.row("segment", content + selected, box))
        }
        return lines
    }
}
