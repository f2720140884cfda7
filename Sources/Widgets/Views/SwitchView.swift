import Geometry
import Layout
import NavigationModel
import Raster
import Typesetting

/// UISwitch of iPhone OS 3 (docs/DESIGN.md §Standard controls): the rectangular on/off switch,
/// always 94 × 27. The art is the table's (`TableControls.drawSwitch`, after jQTouch's recreation
/// of the switch: the fidelity references hold no Apple image of it). At `systemVersion` 5.0 it
/// is iOS 5's 77 × 27 pill with a round knob, the table's at 5.0 (`TableControls.drawSwitch5`).
///
/// Use: `SwitchView(isOn: true).draw(in: frame, typesetter: t, on: canvas)`; the switch takes its
/// fixed size at the frame's top left, as UIKit ignores the frame's size.
public struct SwitchView: Hashable, Sendable {
    public var isOn: Bool
    public var systemVersion: SystemVersion

    public init(isOn: Bool, systemVersion: SystemVersion = .v3) {
        self.isOn = isOn
        self.systemVersion = systemVersion
    }

    /// UISwitch's fixed size (points) in iPhone OS 3.
    public static let size = ControlSizes.switchSize

    public func draw(in frame: Rect, typesetter: Typesetter, on canvas: Canvas) {
        let size = ControlSizes.switchSize(systemVersion)
        let box = Rect(x: snap(frame.minX, canvas.scale), y: snap(frame.minY, canvas.scale), width: size.width,
                       height: size.height)
        if systemVersion >= .v5 {
            TableControls.drawSwitch5(in: box, isOn: isOn, typesetter: typesetter, on: canvas)
        } else {
            TableControls.drawSwitch(in: box, isOn: isOn, typesetter: typesetter, on: canvas)
        }
    }
}
