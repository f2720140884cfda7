import Geometry
import Layout
import Raster
import Typesetting

/// A laid-out picker drawn in its bounds (docs/DESIGN.md §Pickers): the glossy frame, each wheel's
/// dark edges, blue-grey sides and white face, the rows' titles where `LaidOutPicker` put them, the
/// wheel's curvature shading over them, and the glass selection bar. The colours are
/// `PickerColors`' measured rows; nothing is placed here that layout did not place.
package enum PickerArt {
    /// The wheels' outer corners (chosen: the references' corner pixels fit 3).
    static let cornerRadius = 5.0

    package static func draw(_ picker: LaidOutPicker, in bounds: Rect, typesetter: Typesetter, on canvas: Canvas) {
        typealias M = PickerMetrics
        canvas.withState {
            canvas.clip(to: bounds)
            canvas.fill(bounds, with: .linearGradient(PickerColors.frame.gradient(top: bounds.minY, height: bounds.height)))
            let span = picker.wheelsFrame
            guard !picker.wheels.isEmpty else { return }
            // The wheel's ramps were measured on the 216-pt picker; a shorter one (162 in
            // landscape) shows the same wheel about its selection bar, cut equally above and below.
            let shift = picker.selectedRowTop - M.selectedRowTop
            let rampTop = span.minY + shift
            canvas.fill(Rect(x: span.minX, y: span.maxY, width: span.width, height: bounds.maxY - span.maxY),
                        with: .linearGradient(PickerColors.bottom.gradient(top: span.maxY)))
            let line = PickerColors.outerLine, upper = PickerColors.upperLine
            for x in [span.minX - 1, span.maxX] {
                let (top, bottom) = (upper.top + shift, upper.bottom + shift)
                canvas.fill(Rect(x: x, y: top, width: 1, height: bottom - top),
                            with: .verticalGradient(upper.first, upper.last, y0: top, y1: bottom))
                let (lineTop, full) = (line.top + shift, line.full + shift)
                canvas.fill(Rect(x: x, y: lineTop, width: 1, height: span.maxY - 3 - lineTop),
                            with: .verticalGradient(line.first, line.last, y0: lineTop, y1: full))
            }
            canvas.clip(to: Path.roundedRect(span, radius: cornerRadius))
            let inset = M.wheelEdge + M.wheelSide
            for wheel in picker.wheels {
                let f = wheel.frame
                let face = Rect(x: f.minX + inset, y: f.minY, width: max(0, f.width - 2 * inset), height: f.height)
                canvas.fill(face, with: .solid(PickerColors.face))
                canvas.withState {
                    canvas.clip(to: face)
                    for row in wheel.rows {
                        for text in row.texts where !text.isToday { draw(text, typesetter: typesetter, on: canvas) }
                    }
                }
            }
            canvas.fill(span, with: .linearGradient(PickerColors.shading.gradient(top: rampTop)))
            if let bar = picker.selectionBar {
                let ramp = PickerColors.selectionBar
                canvas.fill(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: Double(ramp.rowCount)),
                            with: .linearGradient(ramp.gradient(top: bar.minY)))
            }
            // "Today" over the bar, cut at its wheel's face (PickerColors.todayTitle).
            for wheel in picker.wheels {
                let f = wheel.frame
                canvas.withState {
                    canvas.clip(to: Rect(x: f.minX + inset, y: f.minY, width: max(0, f.width - 2 * inset), height: f.height))
                    for row in wheel.rows {
                        for text in row.texts where text.isToday { draw(text, typesetter: typesetter, on: canvas) }
                    }
                }
            }
            // The edges and sides, each its own measured column (the bar's ends included).
            let bar = picker.selectionBar != nil
            let edge = Paint.linearGradient(PickerColors.edge(bar: bar).gradient(top: rampTop))
            let side = Paint.linearGradient(PickerColors.side(bar: bar).gradient(top: rampTop))
            for wheel in picker.wheels {
                let f = wheel.frame
                for x in [f.minX, f.maxX - M.wheelEdge] {
                    canvas.fill(Rect(x: x, y: f.minY, width: M.wheelEdge, height: f.height), with: edge)
                }
                for x in [f.minX + M.wheelEdge, f.maxX - inset] {
                    canvas.fill(Rect(x: x, y: f.minY, width: M.wheelSide, height: f.height), with: side)
                }
            }
            for wheel in picker.wheels {
                if let label = wheel.label { draw(label, typesetter: typesetter, on: canvas) }
            }
        }
    }

    static func draw(_ text: LaidOutPicker.PickerText, typesetter: Typesetter, on canvas: Canvas) {
        let run = typesetter.run(text.text, font: Font(text.font))
        canvas.drawText(run, at: Point(text.x, text.baseline),
                        color: text.isToday ? PickerColors.todayTitle
                            : text.isSecondary ? PickerColors.secondaryTitle : PickerColors.title)
    }
}
