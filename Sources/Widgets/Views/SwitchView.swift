import Geometry
import Layout
import Raster
import Typesetting

/// UISwitch of iPhone OS 3 (docs/DESIGN.md §Standard controls): the rectangular on/off switch,
/// always 94 × 27 — never iOS 5's pill. The art is the table's (`TableControls.drawSwitch`, after
/// jQTouch's recreation of the switch: the fidelity references hold no Apple image of it).
///
/// Use: `SwitchView(isOn: true).draw(in: frame, typesetter: t, on: canvas)`; the switch takes its
/// fixed size at the frame's top left, as UIKit ignores the frame's size.
public struct SwitchView: Hashable, Sendable {
    public var isOn: Bool

    public init(isOn: Bool) {
        self.isOn = isOn
    }

    /// UISwitch's fixed size (points).
    public static let size = ControlSizes.switchSize

    public func draw(in frame: Rect, typesetter: Typesetter, on canvas: Canvas) {
        let box = Rect(x: snap(frame.minX, canvas.scale), y: snap(frame.minY, canvas.scale), width: Self.size.width,
                       height: Self.size.height)
        TableControls.drawSwitch(in: box, isOn: isOn, typesetter: typesetter, on: canvas)
    }
}
