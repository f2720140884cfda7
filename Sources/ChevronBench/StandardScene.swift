import Geometry
import Raster

/// The standard scene of the peer benchmark (version 1, docs/DESIGN.md §Benchmark; defined by the
/// peers' own description), drawn with Chevron's raster exactly as specified there: device pixels,
/// no scale, the same geometry and colours. Text goes through `drawLabel`, supplied by the caller
/// (the scene's font is the benchmark's own).
struct StandardScene {
    enum Variant: String, CaseIterable { case base, title, toolbar }

    static let width = 640, height = 960
    static let white = Color(rgb: 0xffffff)
    static let barTop = Color(rgb: 0xb0bccd), barBottom = Color(rgb: 0x6d84a2), barLine = Color(rgb: 0x2d3642)
    static let buttonTop = Color(rgb: 0x8a9cb5), buttonBottom = Color(rgb: 0x4a6690), buttonStroke = Color(rgb: 0x2d3a4f)
    static let selectedTop = Color(rgb: 0x5b6f8f), selectedBottom = Color(rgb: 0x2e4466)
    static let rowLine = Color(rgb: 0xe0e0e0)
    static let hairline = StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 4)

    /// Draws a label: text, pixel size, start x, baseline y (all whole pixels, from SCENE.md §4).
    typealias LabelDrawer = (_ canvas: Canvas, _ text: String, _ size: Double, _ x: Double, _ baseline: Double) -> Void

    static func roundRect(_ l: Double, _ t: Double, _ r: Double, _ b: Double, _ rad: Double) -> Path {
        Path.roundedRect(Rect(left: l, top: t, right: r, bottom: b), radius: rad)
    }

    static func backPath() -> Path {
        let (l, t, r, b, tipY, shoulder, rad) = (10.5, 14.5, 129.5, 73.5, 44.0, 30.5, 10.0)
        let k = circleKappa * rad
        var p = Path()
        p.move(to: Point(shoulder, t))
        p.line(to: Point(r - rad, t))
        p.cubic(to: Point(r, t + rad), control1: Point(r - rad + k, t), control2: Point(r, t + rad - k))
        p.line(to: Point(r, b - rad))
        p.cubic(to: Point(r - rad, b), control1: Point(r, b - rad + k), control2: Point(r - rad + k, b))
        p.line(to: Point(shoulder, b))
        p.line(to: Point(l, tipY))
        p.close()
        return p
    }

    static func editPath() -> Path { roundRect(530.5, 14.5, 629.5, 73.5, 10) }
    static func segmentedPath() -> Path { roundRect(120.5, 886.5, 519.5, 945.5, 10) }

    /// The three stroked outlines of the base scene (back button, edit button, segmented control):
    /// where its anti-aliased edges are, which SCENE.md §6 leaves unpinned.
    static func outlines() -> [Path] { [backPath(), editPath(), segmentedPath()] }

    static func draw(_ variant: Variant, on canvas: Canvas, label: LabelDrawer) {
        // 1. Background.
        canvas.fill(Rect(x: 0, y: 0, width: 640, height: 960), with: .solid(white))
        // 2. Table row separators that land above the toolbar.
        for k in 0..<20 {
            let y = 175 + 88 * k
            if y < 872 { canvas.fill(Rect(x: 0, y: Double(y), width: 640, height: 1), with: .solid(rowLine)) }
        }
        // 3. Navigation bar.
        canvas.fill(Rect(x: 0, y: 0, width: 640, height: 88), with: .verticalGradient(barTop, barBottom, y0: 0, y1: 88))
        canvas.fill(Rect(x: 0, y: 87, width: 640, height: 1), with: .solid(barLine))
        // 5. Back button.
        let back = backPath()
        canvas.fill(back, with: .verticalGradient(buttonTop, buttonBottom, y0: 14, y1: 74))
        canvas.stroke(back, with: .solid(buttonStroke), style: hairline)
        label(canvas, "Back", 24, 48, 53)
        // 6. Edit button.
        let edit = editPath()
        canvas.fill(edit, with: .verticalGradient(buttonTop, buttonBottom, y0: 14, y1: 74))
        canvas.stroke(edit, with: .solid(buttonStroke), style: hairline)
        label(canvas, "Edit", 24, 553, 53)
        // 7. Title.
        if variant == .title { label(canvas, "Albums", 40, 236, 59) } else { label(canvas, "Photos", 40, 242, 59) }
        // 4 and 8: toolbar and segmented control (moved down 1 px in the toolbar variant).
        let dy = variant == .toolbar ? 1.0 : 0.0
        canvas.save()
        canvas.translate(0, dy)
        canvas.fill(Rect(x: 0, y: 872, width: 640, height: 88), with: .verticalGradient(barTop, barBottom, y0: 872, y1: 960))
        canvas.fill(Rect(x: 0, y: 872, width: 640, height: 1), with: .solid(barLine))
        let outer = segmentedPath()
        canvas.fill(outer, with: .verticalGradient(buttonTop, buttonBottom, y0: 886, y1: 946))
        canvas.fill(Rect(x: 253, y: 887, width: 134, height: 58), with: .verticalGradient(selectedTop, selectedBottom, y0: 886, y1: 946))
        canvas.stroke(outer, with: .solid(buttonStroke), style: hairline)
        canvas.fill(Rect(x: 253, y: 887, width: 1, height: 58), with: .solid(buttonStroke))
        canvas.fill(Rect(x: 386, y: 887, width: 1, height: 58), with: .solid(buttonStroke))
        label(canvas, "One", 24, 160, 925)
        label(canvas, "Two", 24, 292, 925)
        label(canvas, "Three", 24, 414, 925)
        canvas.restore()
    }
}
