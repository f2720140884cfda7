import Geometry
import Layout
import NavigationModel
import Raster
import Widgets

/// What a view's class draws, painted in the view's bounds (the canvas already in the view's own
/// coordinates): one conformance per class, beside the others here.
package protocol PaintedViewDrawing: ViewDrawing {
    func paint(in bounds: Rect, with painter: PartPainter) throws
}

extension SceneLayout.ViewTreePart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        try ViewTreePainter.paint(root, with: p)
    }
}

/// Walks a view tree back to front as Core Animation composites layers: each view in its
/// superview's coordinates moved by its frame, transform and bounds origin; its background, then
/// what its class draws, then its subviews, cut at its bounds when it clips them; a view of alpha
/// below 1 drawn whole into a layer of its own and composited at that alpha, so that what
/// overlaps inside it does not show through itself. A hidden view draws nothing, subviews included.
enum ViewTreePainter {
    static func paint(_ node: ViewNode, with p: PartPainter) throws {
        guard !node.isHidden, node.alpha > 0 else { return }
        let canvas = p.canvas
        guard node.alpha < 1 else {
            try canvas.withState { try paintOpaque(node, with: p) }
            return
        }
        let device = try Canvas(bitmap: Bitmap(width: canvas.bitmap.width, height: canvas.bitmap.height),
                                scale: canvas.scale)
        device.transform = canvas.transform
        try paintOpaque(node, with: PartPainter(typesetter: p.typesetter, images: p.images, canvas: device))
        canvas.withState {
            canvas.transform = .identity
            canvas.globalAlpha *= node.alpha
            canvas.draw(device.bitmap, in: Rect(x: 0, y: 0, width: Double(device.bitmap.width),
                                                height: Double(device.bitmap.height)))
        }
    }

    /// The view at full opacity, on a canvas in its superview's coordinates.
    private static func paintOpaque(_ node: ViewNode, with p: PartPainter) throws {
        let canvas = p.canvas
        canvas.concatenate(node.localTransform)
        let bounds = node.bounds
        if let color = node.backgroundColor, color.a > 0 { canvas.fill(bounds, with: .solid(Color(color))) }
        if let drawing = node.drawing?.base {
            guard let painted = drawing as? any PaintedViewDrawing else {
                preconditionFailure("\(type(of: drawing)) has no painter: conform it to PaintedViewDrawing")
            }
            try canvas.withState {
                canvas.translate(bounds.x, bounds.y)
                try painted.paint(in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), with: p)
            }
        }
        if node.clipsToBounds { canvas.clip(to: bounds) }
        for child in node.subviews { try paint(child, with: p) }
    }
}

extension LaidOutLabel: PaintedViewDrawing {
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        LabelArt.draw(self, typesetter: p.typesetter, on: p.canvas)
    }
}

extension LaidOutTextView: PaintedViewDrawing {
    /// The text, then the insertion point over it.
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        LabelArt.draw(text, typesetter: p.typesetter, on: p.canvas)
        if let caret = insertionPoint { p.canvas.fill(caret, with: .solid(ControlMetrics.insertionPoint)) }
    }
}

extension LaidOutImage: PaintedViewDrawing {
    /// The picture cut at the view's bounds.
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        guard let bitmap = p.images.bitmap(image) else { return }
        p.canvas.withState {
            p.canvas.clip(to: bounds)
            p.canvas.draw(bitmap, in: frame)
        }
    }
}

extension LaidOutSegmentedControl: PaintedViewDrawing {
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        SegmentedControlView(control, images: p.images, segmentWidths: segments.map(\.width))
            .draw(in: bounds, look: BarLook(BarAppearance()), typesetter: p.typesetter, on: p.canvas)
    }
}

extension TableLayout: PaintedViewDrawing {
    /// As a table filling the content paints, custom cells included, cut at the view's bounds.
    package func paint(in bounds: Rect, with p: PartPainter) throws {
        try p.canvas.withState {
            p.canvas.clip(to: bounds)
            try paint(with: p)
        }
    }
}
