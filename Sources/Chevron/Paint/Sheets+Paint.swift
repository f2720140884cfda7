import Geometry
import Layout
import Raster
import Widgets

extension SceneLayout.ActionSheetPart: PaintedPart {
    /// The dim over the canvas, then the sheet (slid down by `slide` while it comes up) with its
    /// title and buttons, or its picker and done button.
    package func paint(with p: PartPainter) throws {
        let canvas = p.canvas
        SheetArt.drawDim(in: self.canvas, alpha: SheetMetrics.sheetDimAlpha * dim, on: canvas)
        canvas.withState {
            canvas.translate(0, slide)
            SheetArt.drawSheet(in: layout.frame, style: style, on: canvas)
            for line in layout.title { SheetArt.drawAlertText(line, typesetter: p.typesetter, on: canvas) }
            for button in layout.buttons {
                SheetArt.drawSheetButton(in: button.frame, look: button.look, on: canvas)
                SheetArt.drawSheetLabel(button.label, look: button.look, typesetter: p.typesetter, on: canvas)
            }
        }
        // A picker's sheet: its subviews (the picker, the done button), painted as a view tree.
        if let picker = layout.picker {
            try canvas.withState {
                canvas.translate(0, slide)
                try ViewTreePainter.paint(picker.root, with: p)
            }
        }
    }
}

extension SceneLayout.AlertPart: PaintedPart {
    /// The radial dim, then the panel with its text and buttons (unless the panel moves as a group
    /// node of its own while it pops up: `AlertPart.transitionGroups`).
    package func paint(with p: PartPainter) throws {
        let canvas = p.canvas
        SheetArt.drawRadialDim(centre: Point(layout.panel.midX, layout.panel.midY), alpha: dim, on: canvas)
        if showsPanel { drawPanel(p, on: canvas) }
    }

    private func drawPanel(_ p: PartPainter, on canvas: Canvas) {
        SheetArt.drawAlertPanel(in: layout.panel, on: canvas)
        for line in layout.title { SheetArt.drawAlertText(line, typesetter: p.typesetter, on: canvas) }
        if let box = layout.messageBox {
            SheetArt.drawScrollingMessage(layout.message, in: box, typesetter: p.typesetter, on: canvas)
        } else {
            for line in layout.message { SheetArt.drawAlertText(line, typesetter: p.typesetter, on: canvas) }
        }
        for button in layout.buttons {
            SheetArt.drawAlertButton(in: button.frame, look: button.look, on: canvas)
            SheetArt.drawAlertText(button.label, typesetter: p.typesetter, on: canvas)
        }
    }
}
