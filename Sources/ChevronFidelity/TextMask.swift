import Chevron
import ImageDiff

/// The text's share of a keyboard or picker case (docs/fidelity.md §keyboard): the MAE with the
/// labels' ink left out, to tell the font (Heros against the phone's Helvetica) from the drawing.
///
/// Nothing is boxed by hand. Each label is looked for where Chevron lays it out — its line box
/// round its baseline, `reach` px wider each way, within its key's face or its wheel's face — in
/// the reference and in Chevron's drawing alike: a pixel is ink where its grey level (the mean of
/// R, G and B) differs from its row's background by more than `threshold` (darker for dark ink,
/// lighter for white), the background being the median of the row over columns beside the label
/// that no label reaches. The ink's rows split into bands where two rows in a row have none (a
/// pad's digit and its letters), and each band's box, from both pictures, grown by `dilation` px
/// (the shadow line a point above or below the glyphs), is left out.
enum TextMask {
    /// Where a label is looked for, in the compared picture's pixels.
    struct Label {
        /// The box searched: the label's laid-out frame grown by `reach`, cut to its face.
        var x: Int, y: Int, width: Int, height: Int
        /// The columns whose rows give the background (inside the face, beside the label).
        var background: [Int]
        /// White or light ink on a darker face (the function keys' titles, the pads' digits).
        var isLight: Bool
    }

    static let reach = 2
    static let dilation = 1
    static let threshold = 30

    /// A label laid out in `frame` (its advance box and line box, points = pixels at 1x), to be
    /// searched within `face`, with `background` columns, moved by `dx`, `dy` into the compared
    /// picture.
    static func label(frame: Rect, face: Rect, background: [Int], isLight: Bool, dx: Int = 0, dy: Int = 0) -> Label {
        let x0 = max(Int(frame.minX.rounded(.down)) - reach, Int(face.minX.rounded(.up)))
        let x1 = min(Int(frame.maxX.rounded(.up)) + reach, Int(face.maxX.rounded(.down)))
        let y0 = max(Int(frame.minY.rounded(.down)) - reach, Int(face.minY.rounded(.up)))
        let y1 = min(Int(frame.maxY.rounded(.up)) + reach, Int(face.maxY.rounded(.down)))
        return Label(x: x0 + dx, y: y0 + dy, width: max(0, x1 - x0), height: max(0, y1 - y0),
                     background: background.map { $0 + dx }, isLight: isLight)
    }

    static func grey(_ p: Picture, _ x: Int, _ y: Int) -> Int {
        let i = 4 * (y * p.width + x)
        return (Int(p.rgba[i]) + Int(p.rgba[i + 1]) + Int(p.rgba[i + 2])) / 3
    }

    /// One band of ink: its box and its ink's centroid (weighted by how far each pixel is from
    /// the background).
    struct Ink {
        var box: DiffRegion
        var centroid: (x: Double, y: Double)
    }

    /// The bands of `label`'s ink in `p`.
    static func ink(_ p: Picture, _ label: Label) -> [Ink] {
        var rows: [(y: Int, columns: [(x: Int, weight: Int)])] = []
        let xs = max(0, label.x)..<max(max(0, label.x), min(p.width, label.x + label.width))
        for y in max(0, label.y)..<max(max(0, label.y), min(p.height, label.y + label.height)) {
            let levels = label.background.filter { $0 >= 0 && $0 < p.width }.map { grey(p, $0, y) }.sorted()
            guard !levels.isEmpty else { continue }
            let background = levels[levels.count / 2]
            var columns: [(Int, Int)] = []
            for x in xs {
                let off = label.isLight ? grey(p, x, y) - background : background - grey(p, x, y)
                if off > threshold { columns.append((x, off)) }
            }
            if !columns.isEmpty { rows.append((y, columns)) }
        }
        var bands: [[(y: Int, columns: [(x: Int, weight: Int)])]] = []
        for row in rows {
            if let last = bands.last?.last, row.y - last.y <= 2 { bands[bands.count - 1].append(row) } else { bands.append([row]) }
        }
        return bands.compactMap { band in
            let xs = band.flatMap { $0.columns.map(\.x) }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = band.first?.y, let y1 = band.last?.y,
                  let box = DiffRegion(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
            else { return nil }
            var sum = 0.0, sx = 0.0, sy = 0.0
            for row in band {
                for c in row.columns {
                    sum += Double(c.weight)
                    sx += Double(c.weight * c.x)
                    sy += Double(c.weight * row.y)
                }
            }
            return Ink(box: box, centroid: (sx / sum, sy / sum))
        }
    }

    /// Every band of every label in both pictures, grown by `dilation` and cut to the picture.
    static func boxes(reference: Picture, chevron: Picture, labels: [Label]) -> [DiffRegion] {
        labels.flatMap { label in
            (ink(reference, label) + ink(chevron, label)).compactMap { ink in
                let b = ink.box, x0 = max(0, b.x - dilation), y0 = max(0, b.y - dilation)
                return DiffRegion(x: x0, y: y0, width: min(reference.width, b.maxX + 1 + dilation) - x0,
                                  height: min(reference.height, b.maxY + 1 + dilation) - y0)
            }
        }
    }

    /// The MAE of `reference` against `chevron` with the labels' ink (and `ignored`) left out.
    static func outside(reference: Picture, chevron: Picture, labels: [Label], ignored: [DiffRegion] = []) -> Double {
        let text = boxes(reference: reference, chevron: chevron, labels: labels)
        return Comparison.opaque(reference.over(255), chevron.over(255), ignored: ignored + text).0.mae
    }

    /// The MAE outside the text and the row's note: that MAE, and how far the labels' ink is
    /// placed from the reference's.
    static func figures(reference: Picture, chevron: Picture, labels: [Label], ignored: [DiffRegion] = [])
        -> (outside: Double, note: String)
    {
        let outside = outside(reference: reference, chevron: chevron, labels: labels, ignored: ignored)
        return (outside, "outside the text MAE " + Output.number("%.2f", outside) + "; "
                    + placement(reference: reference, chevron: chevron, labels: labels))
    }

    /// How far Chevron's ink is from the reference's, band by band where both find the same
    /// number of bands in a label: the mean distance of the ink centroids (x and y apart) and the
    /// mean difference of the boxes' heights, for the notes.
    static func placement(reference: Picture, chevron: Picture, labels: [Label]) -> String {
        var dx: [Double] = [], dy: [Double] = [], dh: [Double] = []
        for label in labels {
            let r = ink(reference, label), c = ink(chevron, label)
            guard r.count == c.count else { continue }
            for (a, b) in zip(r, c) {
                dx.append(abs(b.centroid.x - a.centroid.x))
                dy.append(abs(b.centroid.y - a.centroid.y))
                dh.append(Double(b.box.height - a.box.height))
            }
        }
        guard !dx.isEmpty else { return "no labels" }
        func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
        let bands = dx.count == 1 ? "1 band" : "\(dx.count) bands"
        return bands + " of ink: centroids off by " + Output.number("%.2f", mean(dx)) + ", "
            + Output.number("%.2f", mean(dy)) + " px on average, heights by " + Output.number("%+.2f", mean(dh)) + " px"
    }
}
