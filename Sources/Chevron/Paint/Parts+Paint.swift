import Geometry
import Layout
import Raster
import Widgets

extension ContentLayout: PaintedPart {
    package func paint(with p: PartPainter) throws {
        ContentPainter.draw(self, images: p.images, on: p.canvas)
    }
}

extension SceneLayout.SearchBarPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        try SearchBarView(bar, layout: layout, images: p.images)
            .draw(at: Point(frame.x, frame.y), typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.StatusBarPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        let look: StatusBarStyle = switch style {
        case .black: .black
        case .blackTranslucent: .blackTranslucent
        default: .default
        }
        StatusBarView(style: look, fields: fields, layout: layout)
            .draw(at: Point(frame.x, frame.y), typesetter: p.typesetter, on: p.canvas)
    }
}

extension SceneLayout.TabBarPart: PaintedPart {
    /// Nothing while hidden (`hidesBottomBarWhenPushed`).
    package func paint(with p: PartPainter) throws {
        guard let frame else { return }
        TabBarView(layout: layout, images: p.images).draw(at: Point(frame.x, frame.y), typesetter: p.typesetter,
                                                           on: p.canvas)
    }
}

extension SceneLayout.SegmentedControlPart: PaintedPart {
    package func paint(with p: PartPainter) throws {
        SegmentedControlView(control, images: p.images, segmentWidths: segments.map(\.width))
            .draw(in: frame, look: BarLook(barAppearance), typesetter: p.typesetter, on: p.canvas)
    }
}
