import Geometry
import Layout
import Raster
import Widgets

extension SceneLayout.ActionSheetPart: PaintedPart {
    /// The dim over the canvas, then the sheet (slid down by `slide` while it comes up) with its
    /// title and buttons.
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
    }
}

extension SceneLayout.AlertPart: PaintedPart {
    /// The radial dim, then the panel with its text and buttons. While it pops up (scale or alpha
    /// not 1) the panel is drawn once at rest into a picture of its own, then that picture scaled
    /// about the panel's centre and faded, as Core Animation scales the alert's layer.
    package func paint(with p: PartPainter) throws {
        let canvas = p.canvas
        SheetArt.drawRadialDim(centre: Point(layout.panel.midX, layout.panel.midY), alpha: dim, on: canvas)
        guard alpha > 0, scale > 0 else { return }
        if alpha == 1, scale == 1 {
            drawPanel(p, on: canvas)
            return
        }
        // The panel and its shadow (up to 10 pt below it and 5 pt beside).
        let box = Rect(x: layout.panel.x - 5, y: layout.panel.y - 5, width: layout.panel.width + 10,
                       height: layout.panel.height + 15)
        let picture = try Canvas(width: box.width, height: box.height, scale: canvas.scale)
        picture.translate(-box.x, -box.y)
        drawPanel(p, on: picture)
        let c = Point(layout.panel.midX, layout.panel.midY)
        let scaled = Rect(x: c.x + (box.x - c.x) * scale, y: c.y + (box.y - c.y) * scale, width: box.width * scale,
                          height: box.height * scale)
        canvas.withState {
            canvas.globalAlpha *= alpha
            canvas.draw(picture.bitmap, in: scaled)
        }
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
