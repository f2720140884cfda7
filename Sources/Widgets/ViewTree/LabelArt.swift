import Geometry
import Layout
import Raster
import Typesetting

/// Draws a label's laid-out lines (docs/DESIGN.md §Views): each at its baseline in the label's
/// bounds, in the text colour (the highlighted one while highlighted; UILabel's default black),
/// over a hard shadow when the label has a `shadowColor`, at its `shadowOffset`. Nothing is
/// measured or cut here: the lines are drawn as layout made them.
package enum LabelArt {
    package static func draw(_ label: LaidOutLabel, typesetter: Typesetter, on canvas: Canvas) {
        let model = label.label
        let color = (model.isHighlighted ? model.highlightedTextColor : nil) ?? model.textColor
        let fill = color.map(Color.init) ?? Color(rgb: 0x000000)
        let shadow = model.shadowColor.map {
            TextShadow(color: Color($0), offset: Point(model.shadowOffset.width, model.shadowOffset.height))
        }
        let font = Font(label.font)
        for line in label.lines where !line.text.isEmpty {
            canvas.drawText(typesetter.run(line.text, font: font), at: line.origin, color: fill, shadow: shadow)
        }
    }
}
