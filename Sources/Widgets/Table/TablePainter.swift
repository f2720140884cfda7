import Geometry
import Layout
import Raster
import Typesetting

/// Paints a table view where `TableLayout` put everything (docs/DESIGN.md §Table views): the
/// background (white, or the pinstripe of a grouped table), the sections' outlines, the rows —
/// selection, image, texts as laid out, accessory, editing controls — the plain header strips
/// and the index. Everything is clipped to the table's frame; nothing is sized or placed here.
package enum TablePainter {
    package static func draw(_ table: TableLayout, images: ImageProvider, typesetter: Typesetter, on canvas: Canvas) {
        let frame = table.frame
        guard frame.width > 0, frame.height > 0 else { return }
        canvas.withState {
            canvas.clip(to: frame)
            switch table.style {
            case .plain: canvas.fill(frame, with: .solid(TableColors.plainCell))
            case .grouped: TableArt.drawPinstripe(in: frame, originX: frame.minX, on: canvas)
            }
            let separator = table.separatorColor.map(Color.init)
            if table.systemVersion >= .v5 {
                for outline in table.outlines {
                    TableArt.drawGroupedOutline5(outline, tableX: frame.minX, border: separator, on: canvas)
                }
                for line in table.separators {
                    canvas.fill(line, with: .solid(separator ?? TableColors.groupedSeparator5))
                    canvas.fill(line.offsetBy(dx: 0, dy: 1), with: .solid(TableColors.groupedSeparatorEtch5))
                }
            } else {
                for outline in table.outlines {
                    canvas.fill(.roundedRect(outline, radius: TableMetrics.groupedCornerRadius),
                                with: .solid(separator ?? TableColors.groupedBorder))
                    canvas.fill(.roundedRect(outline.insetBy(dx: 1, dy: 1), radius: TableMetrics.groupedCornerRadius - 1),
                                with: .solid(TableColors.groupedCell))
                }
                for line in table.separators { canvas.fill(line, with: .solid(separator ?? TableColors.groupedBorder)) }
            }
            for line in table.rowLines { canvas.fill(line, with: .solid(separator ?? TableColors.plainSeparator)) }
            for row in table.rows {
                drawRow(row, in: table, images: images, typesetter: typesetter, on: canvas)
            }
            for strip in table.strips { TableArt.drawPlainHeaderStrip(in: strip, on: canvas) }
            for label in table.headers { draw(label, selected: false, typesetter: typesetter, on: canvas) }
            for label in table.index { draw(label, selected: false, typesetter: typesetter, on: canvas) }
        }
    }

    /// The rounded inside of the outline a grouped row belongs to, for clipping its selection.
    static func cellShape(_ row: TableLayout.Row) -> Path {
        let r = TableMetrics.groupedCornerRadius - 1
        let cell = row.cell
        switch row.position {
        case .plain, .middle: return .rect(cell)
        case .only: return .roundedRect(cell, radius: r)
        case .first: return .roundedRect(cell, radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0))
        case .last: return .roundedRect(cell, radii: CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r))
        }
    }

    static func drawRow(_ row: TableLayout.Row, in table: TableLayout, images: ImageProvider, typesetter: Typesetter,
                        on canvas: Canvas) {
        if let fill = row.backgroundColor, !row.isSelected {
            canvas.withState {
                canvas.clip(to: cellShape(row))
                canvas.fill(row.cell, with: .solid(Color(fill)))
            }
        }
        if row.isSelected {
            canvas.withState {
                canvas.clip(to: cellShape(row))
                TableArt.drawSelection(in: row.cell, on: canvas)
            }
        }
        if let control = row.editingControl, let box = row.editingControlFrame, control != .none {
            faded(row.editingOpacity, clip: row, on: canvas) {
                TableControls.drawEditingControl(in: box, insert: control == .insert, on: canvas)
            }
        }
        if let path = row.image, let box = row.imageFrame, let bitmap = images.bitmap(path) {
            canvas.withState {
                canvas.clip(to: row.cell)
                canvas.draw(bitmap, in: box)
            }
        }
        for label in row.labels {
            let isField = label.role == .fieldText || label.role == .placeholder
            faded(isField ? row.accessoryOpacity : 1, clip: nil, on: canvas) {
                draw(label, selected: row.isSelected, typesetter: typesetter, on: canvas)
            }
        }
        // A form row's text field being edited: its insertion point, as a view's text field draws it.
        if let caret = row.insertionPoint { canvas.fill(caret, with: .solid(ControlMetrics.insertionPoint)) }
        if let badge = row.badge, let box = row.badgeFrame {
            TableControls.drawBadge(in: box, selected: row.isSelected, on: canvas)
            let run = typesetter.run(badge.text, font: Font(badge.font))
            canvas.drawText(run, at: badge.origin, color: row.isSelected ? TableColors.selectionBottom : .white)
        }
        if let accessory = row.accessory, let box = row.accessoryFrame {
            faded(row.accessoryOpacity, clip: nil, on: canvas) {
                switch accessory {
                case .disclosureIndicator:
                    TableArt.drawDisclosureIndicator(in: box, selected: row.isSelected, on: canvas)
                case .detailDisclosureButton: TableArt.drawDetailDisclosureButton(in: box, on: canvas)
                case .checkmark: TableArt.drawCheckmark(in: box, selected: row.isSelected, on: canvas)
                case .switch(let isOn) where table.systemVersion >= .v5:
                    TableControls.drawSwitch5(in: box, isOn: isOn, typesetter: typesetter, on: canvas)
                case .switch(let isOn): TableControls.drawSwitch(in: box, isOn: isOn, typesetter: typesetter, on: canvas)
                }
            }
        }
        if let grip = row.reorderFrame {
            faded(row.editingOpacity, clip: row, on: canvas) { TableControls.drawReorderGrip(in: grip, on: canvas) }
        }
    }

    /// Draws `body` at `opacity` (a piece fading during a `setEditing` transition), clipped to the
    /// row's cell while it slides in from outside it; at rest (opacity 1) exactly as it is.
    static func faded(_ opacity: Double, clip row: TableLayout.Row?, on canvas: Canvas, _ body: () -> Void) {
        guard opacity < 1 else { return body() }
        guard opacity > 0 else { return }
        canvas.withState {
            canvas.globalAlpha *= opacity
            if let row { canvas.clip(to: cellShape(row)) }
            body()
        }
    }

    /// A text as laid out, in its role's colour (white on a selected row) and shadow.
    /// A label UIKit centres at a fractional baseline (`centredBaseline`: a cell's texts, a grouped
    /// header) lands as the phone rounds it to its pixels, as a bar's: at @2x half a point above the
    /// layout's whole points (`BarText.deviceBaseline`; measured on both retina screenshots,
    /// docs/DESIGN.md §Table views). At @2x and up its glyphs follow the retina phone's font as
    /// the layout says (`Label.retinaGlyphs`, `RetinaFont`); at 1x they are Heros's as set.
    static func draw(_ label: TableLayout.Label, selected: Bool, typesetter: Typesetter, on canvas: Canvas) {
        guard !label.text.isEmpty else { return }
        var origin = label.origin
        if label.centredBaseline { origin.y = BarText.deviceBaseline(origin.y, scale: canvas.scale) }
        // At @2x and up a `scaled` label is set smaller, advances and all (`RetinaFont.run`).
        let font = Font(label.font)
        let run = label.retinaGlyphs == .scaled
            ? RetinaFont.run(label.text, font: font, scale: canvas.scale, typesetter: typesetter)
            : typesetter.run(label.text, font: font)
        var shadow: TextShadow?
        var color: Color
        switch label.role {
        case .text: color = selected ? .white : TableColors.text
        case .blueDetail: color = selected ? .white : TableColors.blueDetail
        case .greyDetail: color = selected ? .white : TableColors.greyDetail
        case .fieldText: color = selected ? .white : TableColors.fieldText
        case .placeholder: color = TableColors.placeholder
        case .groupedHeader:
            color = TableColors.groupedHeaderText
            shadow = TextShadow(color: TableColors.groupedHeaderShadow, offset: Point(0, 1))
        case .plainHeader:
            color = TableColors.plainHeaderText
            shadow = TextShadow(color: TableColors.plainHeaderShadow, offset: Point(0, 1))
        case .index: color = TableColors.index
        case .indexSearch:
            TableArt.drawIndexSearch(at: origin, on: canvas)
            return
        case .badge: color = .white
        }
        if !selected, let own = label.color { color = Color(own) }
        if selected, let highlighted = label.highlightedColor { color = Color(highlighted) }
        if label.retinaGlyphs == .capHeight {
            RetinaFont.draw(run, at: origin, color: color, shadow: shadow, typesetter: typesetter, on: canvas)
        } else {
            canvas.drawText(run, at: origin, color: color, shadow: shadow)
        }
    }
}
