import Geometry
import Raster

/// The pieces of a table view, each drawn alone into the frame layout gave it (docs/DESIGN.md
/// §Table views): procedural shapes fitted to Apple's art, never the art itself.
public enum TableArt {
    /// The grouped background: `TableColors.pinstripe` repeated across, 1 pt a column, from `originX`
    /// (the table's left edge), filling `rect`.
    public static func drawPinstripe(in rect: Rect, originX: Double, on canvas: Canvas) {
        let n = TableColors.pinstripe.count
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.fill(rect, with: .solid(TableColors.pinstripe[0]))
        canvas.withState {
            canvas.clip(to: rect)
            let first = Int(((rect.minX - originX) / Double(n)).rounded(.down))
            var period = first
            while originX + Double(period * n) < rect.maxX {
                let x = originX + Double(period * n)
                for (i, color) in TableColors.pinstripe.enumerated() where color != TableColors.pinstripe[0] {
                    canvas.fill(Rect(x: x + Double(i), y: rect.minY, width: 1, height: rect.height), with: .solid(color))
                }
                period += 1
            }
        }
    }

    /// The blue selection ramp over `rect` (its 43 rows stretched to the rect's height).
    public static func drawSelection(in rect: Rect, on canvas: Canvas) {
        canvas.fill(rect, with: .verticalGradient(TableColors.selectionTop, TableColors.selectionBottom,
                                                 y0: rect.minY + 0.5, y1: rect.maxY - 0.5))
    }

    /// A plain section header strip, 23 pt: one band per measured row.
    public static func drawPlainHeaderStrip(in rect: Rect, on canvas: Canvas) {
        let rows = TableColors.plainHeaderRows
        let step = rect.height / Double(rows.count)
        for (i, color) in rows.enumerated() {
            canvas.fill(Rect(x: rect.minX, y: rect.minY + Double(i) * step, width: rect.width, height: step),
                        with: .solid(color))
        }
    }

    /// The disclosure chevron in its 10 × 13 box: a polygon fitted to `UITableNext.png`'s alpha
    /// (within 1.4 of 255 over the box).
    static let chevron: [Point] = [
        Point(2.61, -0.05), Point(9.18, 6.43), Point(2.59, 12.92), Point(0.56, 10.94), Point(5.03, 6.41), Point(0.63, 2.03),
    ]

    public static func drawDisclosureIndicator(in box: Rect, selected: Bool, on canvas: Canvas) {
        let sx = box.width / 10, sy = box.height / 13
        let points = chevron.map { Point(box.minX + $0.x * sx, box.minY + $0.y * sy) }
        canvas.fill(.polygon(points), with: .solid(selected ? TableColors.disclosureSelected : TableColors.disclosure))
    }

    /// The checkmark in its 13 × 13 box: a polygon fitted to Chameleon's `accessoryCheckmark.png`'s
    /// alpha (within 0.6 of 255).
    static let check: [Point] = [
        Point(-0.05, 5.97), Point(2.97, 5.97), Point(4.93, 9.14), Point(9.25, -0.08), Point(12.5, 0.01),
        Point(6.17, 12.13), Point(5.03, 14.04), Point(3.83, 12.19),
    ]

    public static func drawCheckmark(in box: Rect, selected: Bool, on canvas: Canvas) {
        let sx = box.width / 13, sy = box.height / 13
        let points = check.map { Point(box.minX + $0.x * sx, box.minY + $0.y * sy) }
        canvas.fill(.polygon(points), with: .solid(selected ? .white : TableColors.checkmark))
    }

    /// The detail disclosure button: a shadowed white ring around a blue disc with a white chevron,
    /// centred in `box` (28 pt across, as Chameleon's art; PastryKit's box is 29 × 31).
    public static func drawDetailDisclosureButton(in box: Rect, on canvas: Canvas) {
        let d = 28.0 * min(box.width / 29, box.height / 31)
        let disc = Rect(x: box.midX - d / 2, y: box.midY - d / 2, width: d, height: d)
        let u = d / 28
        // A soft shadow under the ring, heavier below.
        canvas.fill(.ellipse(in: disc.insetBy(dx: 0.5 * u, dy: 0.5 * u).offsetBy(dx: 0, dy: 0.8 * u)),
                    with: .solid(Color.black.withAlpha(0.28)))
        canvas.fill(.ellipse(in: disc.insetBy(dx: 1.5 * u, dy: 1.5 * u)), with: .solid(.white))
        let inner = disc.insetBy(dx: 3.5 * u, dy: 3.5 * u)
        let gradient = LinearGradient(start: Point(0, inner.minY), end: Point(0, inner.maxY), stops: [
            GradientStop(0, TableColors.detailTop), GradientStop(0.5, TableColors.detailMiddle),
            GradientStop(1, TableColors.detailBottom),
        ])
        if let gradient { canvas.fill(.ellipse(in: inner), with: .linearGradient(gradient)) }
        // The chevron: the disclosure's shape, white, 9 × 12 across the middle.
        let chevronBox = Rect(x: disc.minX + 11 * u, y: disc.minY + 8 * u, width: 8.5 * u, height: 12 * u)
        let sx = chevronBox.width / 10, sy = chevronBox.height / 13
        let points = chevron.map { Point(chevronBox.minX + $0.x * sx, chevronBox.minY + $0.y * sy) }
        canvas.fill(.polygon(points), with: .solid(.white))
    }
}
