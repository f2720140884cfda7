import Geometry
import Layout
import Raster

/// The pieces of a table view, each drawn alone into the frame layout gave it (docs/DESIGN.md
/// §Table views): procedural shapes fitted to Apple's art, never the art itself.
package enum TableArt {
    /// The grouped background: `TableColors.pinstripe` repeated across, 1 pt a column, from `originX`
    /// (the table's left edge), filling `rect`.
    package static func drawPinstripe(in rect: Rect, originX: Double, on canvas: Canvas) {
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
    package static func drawSelection(in rect: Rect, on canvas: Canvas) {
        let ramp = LinearGradient(start: Point(0, rect.minY + 0.5), end: Point(0, rect.maxY - 0.5), stops: [
            GradientStop(0, TableColors.selectionTop), GradientStop(0.5, TableColors.selectionMiddle),
            GradientStop(1, TableColors.selectionBottom),
        ])
        if let ramp { canvas.fill(rect, with: .linearGradient(ramp)) }
    }

    /// A plain section header strip, 23 pt: one band per measured row.
    package static func drawPlainHeaderStrip(in rect: Rect, on canvas: Canvas) {
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

    /// `UITableNextSelected.png`'s chevron, fitted on its own (within 1.9 of 255): the white one is a
    /// hair wider at the tip.
    static let selectedChevron: [Point] = [
        Point(2.54, -0.08), Point(9.17, 6.46), Point(2.61, 12.95), Point(0.56, 10.86), Point(5.02, 6.47), Point(0.61, 2.09),
    ]

    package static func drawDisclosureIndicator(in box: Rect, selected: Bool, on canvas: Canvas) {
        let sx = box.width / 10, sy = box.height / 13
        let points = (selected ? selectedChevron : chevron).map { Point(box.minX + $0.x * sx, box.minY + $0.y * sy) }
        canvas.fill(.polygon(points), with: .solid(selected ? TableColors.disclosureSelected : TableColors.disclosure))
    }

    /// iOS 5's grouped section (`systemVersion: 5.0`; colours in `TableColors`, measured on
    /// xamarin-tables-01): an etched white line under the outline, the outline black at 18 % over
    /// the pinstripe, the `#f7f7f7` cell inside with a `#e4e4e4` first row. A `separatorColor`
    /// is the border's colour, as at 3.0.
    package static func drawGroupedOutline5(_ outline: Rect, tableX: Double, border: Color?, on canvas: Canvas) {
        let r = TableMetrics.groupedCornerRadius
        let shape = Path.roundedRect(outline, radius: r)
        canvas.fill(.roundedRect(outline.offsetBy(dx: 0, dy: 1), radius: r), with: .solid(TableColors.groupedEtch5))
        // The pinstripe again inside the outline: the etch must not show through the border.
        canvas.withState {
            canvas.clip(to: shape)
            drawPinstripe(in: outline, originX: tableX, on: canvas)
        }
        canvas.fill(shape, with: .solid(border ?? TableColors.groupedBorder5))
        let inner = outline.insetBy(dx: 1, dy: 1)
        canvas.fill(.roundedRect(inner, radius: r - 1), with: .solid(TableColors.groupedCellTop5))
        canvas.fill(.roundedRect(Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1), radius: r - 1),
                    with: .solid(TableColors.groupedCell5))
    }

    /// The index's `{search}` (UITableViewIndexSearch), procedurally: a ring (radius 3, 1.5 pt
    /// wide) and a handle down to the right, in the index's colour, in the 9 × 10 box whose bottom
    /// left is `origin` (the title's baseline).
    package static func drawIndexSearch(at origin: Point, on canvas: Canvas) {
        let size = TableMetrics.indexSearchSize
        let top = origin.y - size.height
        let c = Point(origin.x + 3.75, top + 3.75)
        let ring = Path.ellipse(in: Rect(x: c.x - 3, y: c.y - 3, width: 6, height: 6))
        let paint = Paint.solid(TableColors.index)
        canvas.stroke(ring, with: paint, style: StrokeStyle(width: 1.5))
        let handle = Path.polygon([Point(c.x + 2.2, c.y + 1.6), Point(c.x + 1.6, c.y + 2.2),
                                   Point(origin.x + size.width - 1.2, origin.y), Point(origin.x + size.width, origin.y - 1.2)])
        canvas.fill(handle, with: paint)
    }

    /// The checkmark in its 13 × 13 box: a polygon fitted to Chameleon's `accessoryCheckmark.png`'s
    /// alpha (within 0.6 of 255).
    static let check: [Point] = [
        Point(-0.05, 5.97), Point(2.97, 5.97), Point(4.93, 9.14), Point(9.25, -0.08), Point(12.5, 0.01),
        Point(6.17, 12.13), Point(5.03, 14.04), Point(3.83, 12.19),
    ]

    package static func drawCheckmark(in box: Rect, selected: Bool, on canvas: Canvas) {
        let sx = box.width / 13, sy = box.height / 13
        let points = check.map { Point(box.minX + $0.x * sx, box.minY + $0.y * sy) }
        canvas.fill(.polygon(points), with: .solid(selected ? .white : TableColors.checkmark))
    }

    /// The detail disclosure button, fitted to Chameleon's `detailDisclosureButton.png` (28 × 28)
    /// drawn in PastryKit's 29 × 31 box: three soft shadows below a white disc (radius 12.1) around a
    /// blue one (radius 10.15) from `#7aace9` at the top through `#4f97e3` to `#2f83df`, with a white
    /// chevron (the disclosure's shape, 10.2 × 13).
    package static func drawDetailDisclosureButton(in box: Rect, on canvas: Canvas) {
        let u = min(box.width / 29, box.height / 31)
        // The centre, from the box's middle (the fit: 14.15, 13.5 in the art's 28 × 28).
        let c = Point(box.midX + 0.15 * u, box.midY - 0.5 * u)
        func disc(_ r: Double, dy: Double = 0) -> Path {
            .ellipse(in: Rect(x: c.x - r * u, y: c.y + dy * u - r * u, width: 2 * r * u, height: 2 * r * u))
        }
        canvas.fill(disc(14.12, dy: 1.03), with: .solid(Color.black.withAlpha(0.05)))
        canvas.fill(disc(13.44, dy: 0.98), with: .solid(Color.black.withAlpha(0.08)))
        canvas.fill(disc(12.49, dy: 0.85), with: .solid(Color.black.withAlpha(0.24)))
        canvas.fill(disc(12.13, dy: -0.02), with: .solid(.white))
        let top = c.y - 8.47 * u, bottom = c.y + 10.07 * u
        let gradient = LinearGradient(start: Point(0, top), end: Point(0, bottom), stops: [
            GradientStop(0, TableColors.detailTop), GradientStop(0.5, TableColors.detailMiddle),
            GradientStop(1, TableColors.detailBottom),
        ])
        if let gradient { canvas.fill(disc(10.15), with: .linearGradient(gradient)) }
        let chevronBox = Rect(x: c.x - 3.49 * u, y: c.y - 6.52 * u, width: 10.21 * u, height: 12.97 * u)
        let sx = chevronBox.width / 10, sy = chevronBox.height / 13
        let points = chevron.map { Point(chevronBox.minX + $0.x * sx, chevronBox.minY + $0.y * sy) }
        canvas.fill(.polygon(points), with: .solid(.white))
    }
}
