import Geometry
import Layout
import Raster
import Typesetting

/// The controls a table row holds (docs/DESIGN.md §Table views): the iPhone OS 3 switch, the
/// editing controls, the reorder grip and a badge. Designed after the references named in
/// `TableColors`; sizes are `TableMetrics`'.
public enum TableControls {
    /// UISwitch of iPhone OS 3: a rounded rectangle (radius 5), never iOS 5's pill. ON: the blue
    /// half with a white bold "ON" and the thumb at the right; OFF: the thumb at the left and a
    /// grey "OFF" on the light body.
    public static func drawSwitch(in box: Rect, isOn: Bool, typesetter: Typesetter, on canvas: Canvas) {
        let u = box.height / 27
        let radius = 5 * u
        let thumbWidth = (40 * u).rounded()
        let body = Path.roundedRect(box, radius: radius)
        canvas.withState {
            canvas.clip(to: body)
            // The blue ON half and the light OFF half slide under the thumb.
            let thumbX = isOn ? box.maxX - thumbWidth : box.minX
            let onRect = Rect(x: box.minX, y: box.minY, width: thumbX + radius - box.minX, height: box.height)
            let offRect = Rect(x: thumbX + thumbWidth - radius, y: box.minY, width: box.maxX - (thumbX + thumbWidth - radius),
                               height: box.height)
            if isOn, let blue = LinearGradient(start: Point(0, box.minY), end: Point(0, box.maxY), stops: [
                GradientStop(0, TableColors.switchOnTop), GradientStop(0.48, TableColors.switchOnMiddle),
                GradientStop(0.52, TableColors.switchOnLower), GradientStop(1, TableColors.switchOnBottom),
            ]) {
                canvas.fill(onRect, with: .linearGradient(blue))
            }
            if !isOn {
                canvas.fill(offRect, with: .verticalGradient(TableColors.switchOffTop, TableColors.switchOffBottom,
                                                             y0: box.minY, y1: box.midY))
            }
            // The thumb: a light ramp with a grey edge either side.
            let thumb = Rect(x: thumbX, y: box.minY, width: thumbWidth, height: box.height)
            canvas.fill(Path.roundedRect(thumb, radius: radius), with: .solid(TableColors.switchOffEdge))
            canvas.fill(Path.roundedRect(thumb.insetBy(dx: u, dy: u), radius: max(0, radius - u)),
                        with: .verticalGradient(TableColors.thumbTop, TableColors.thumbBottom, y0: box.minY, y1: box.maxY))
            let font = Font(size: 17 * u, bold: true)
            if isOn {
                let run = typesetter.run("ON", font: font)
                let label = Rect(x: box.minX, y: box.minY, width: thumbX - box.minX, height: box.height)
                canvas.drawText(run, at: Point((label.midX - run.width / 2).rounded(), box.minY + 19 * u), color: .white,
                                shadow: TextShadow(color: Color.black.withAlpha(0.4), offset: Point(0, -1)))
            } else {
                let run = typesetter.run("OFF", font: font)
                let label = Rect(x: thumb.maxX, y: box.minY, width: box.maxX - thumb.maxX, height: box.height)
                canvas.drawText(run, at: Point((label.midX - run.width / 2).rounded(), box.minY + 19 * u),
                                color: TableColors.switchOffText)
            }
        }
        // The edge: dark blue on the ON side, grey on the OFF side, 1 pt inside the body.
        let edge = isOn ? TableColors.switchOnEdge : TableColors.switchOffEdge
        var ring = Path.roundedRect(box, radius: radius)
        ring.append(Path.roundedRect(box.insetBy(dx: u, dy: u), radius: max(0, radius - u)))
        canvas.fill(ring, with: .solid(edge), rule: .evenOdd)
    }

    /// iOS 5's UISwitch (`systemVersion: 5.0`), a pill with a round knob, fitted to the switches of
    /// retina-settings-keyboard@2x (`TableColors.switch5…`): ON the blue body with a white bold
    /// "ON" left of the knob at the right; OFF the knob at the left and a grey "OFF" (chosen: no
    /// reference shows it).
    public static func drawSwitch5(in box: Rect, isOn: Bool, typesetter: Typesetter, on canvas: Canvas) {
        typealias C = TableColors
        let u = box.height / 27
        let body = Path.roundedRect(box, radius: box.height / 2)
        canvas.fill(body, with: .solid(isOn ? C.switch5Rim : C.switch5OffRim))
        let inside = box.insetBy(dx: u, dy: u)
        let face = Path.roundedRect(inside, radius: inside.height / 2)
        canvas.withState {
            canvas.clip(to: face)
            if isOn {
                let mid = box.midY
                canvas.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: mid - box.minY),
                            with: .verticalGradient(C.switch5Top, C.switch5Upper, y0: box.minY, y1: box.minY + 8 * u))
                canvas.fill(Rect(x: box.minX, y: mid, width: box.width, height: box.maxY - mid),
                            with: .verticalGradient(C.switch5Lower, C.switch5Bottom, y0: mid, y1: box.maxY))
            } else {
                canvas.fill(inside, with: .verticalGradient(C.switch5OffRim, C.switch5OffBody, y0: box.minY,
                                                            y1: box.minY + 6 * u))
            }
        }
        let d = box.height
        let knob = Rect(x: isOn ? box.maxX - d : box.minX, y: box.minY, width: d, height: d)
        canvas.fill(.ellipse(in: knob), with: .solid(C.switch5KnobEdge))
        canvas.fill(.ellipse(in: knob.insetBy(dx: u, dy: u)),
                    with: .verticalGradient(C.switch5KnobTop, C.switch5KnobBottom, y0: knob.minY + 2 * u,
                                            y1: knob.maxY - 1.5 * u))
        let font = Font(size: 17 * u, bold: true)
        if isOn {
            let run = typesetter.run("ON", font: font)
            // Centred 2.5 pt right of the room left of the knob (measured: "ON" inked over columns
            // 478–520 of a switch from 446, its knob from 548).
            let room = Rect(x: box.minX, y: box.minY, width: knob.minX - box.minX, height: d)
            canvas.drawText(run, at: Point((room.midX + 2.5 * u - run.width / 2).rounded(), box.minY + 19.5 * u), color: .white,
                            shadow: TextShadow(color: Color.black.withAlpha(0.3), offset: Point(0, -1)))
        } else {
            let run = typesetter.run("OFF", font: font)
            let room = Rect(x: knob.maxX, y: box.minY, width: box.maxX - knob.maxX, height: d)
            canvas.drawText(run, at: Point((room.midX - run.width / 2).rounded(), box.minY + 19.5 * u),
                            color: C.switchOffText)
        }
    }

    /// The red delete control (a white bar across) or the green insert control (a white plus):
    /// a disc with a white ring and a faint shadow, in `box`.
    public static func drawEditingControl(in box: Rect, insert: Bool, on canvas: Canvas) {
        let u = box.width / 29
        canvas.fill(.ellipse(in: box.insetBy(dx: 2 * u, dy: 2 * u).offsetBy(dx: 0, dy: u)),
                    with: .solid(Color.black.withAlpha(0.25)))
        canvas.fill(.ellipse(in: box.insetBy(dx: 2 * u, dy: 2 * u)), with: .solid(.white))
        let disc = box.insetBy(dx: 4 * u, dy: 4 * u)
        let color = insert ? TableColors.insertControl : TableColors.deleteControl
        canvas.fill(.ellipse(in: disc), with: .verticalGradient(color.lighter(0.35), color, y0: disc.minY, y1: disc.midY))
        let bar = Rect(x: disc.minX + 4 * u, y: disc.midY - 1.5 * u, width: disc.width - 8 * u, height: 3 * u)
        canvas.fill(bar, with: .solid(.white))
        if insert {
            canvas.fill(Rect(x: disc.midX - 1.5 * u, y: disc.minY + 4 * u, width: 3 * u, height: disc.height - 8 * u),
                        with: .solid(.white))
        }
    }

    /// The reorder grip: three grey lines, 2 pt thick, 4 pt apart.
    public static func drawReorderGrip(in box: Rect, on canvas: Canvas) {
        let u = box.height / 10
        for i in 0..<3 {
            canvas.fill(Rect(x: box.minX, y: box.minY + Double(i) * 4 * u, width: box.width, height: 2 * u),
                        with: .solid(TableColors.reorderGrip))
        }
    }

    /// A badge's pill.
    public static func drawBadge(in box: Rect, selected: Bool, on canvas: Canvas) {
        canvas.fill(.roundedRect(box, radius: box.height / 2), with: .solid(selected ? .white : TableColors.badge))
    }
}

extension Color {
    /// The colour taken `amount` (0…1) of the way to white.
    func lighter(_ amount: Double) -> Color {
        func up(_ c: UInt8) -> UInt8 { UInt8((Double(c) + (255 - Double(c)) * amount).rounded()) }
        return Color(r: up(r), g: up(g), b: up(b), a: a)
    }
}
