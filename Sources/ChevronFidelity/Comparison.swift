import ImageDiff
import ImageDiffReports

/// How far one picture is from its reference: the mean absolute channel difference (0–255, over
/// R, G and B of every compared pixel) and pixelmatch's count at threshold 0.1, as a percentage of
/// the compared pixels.
struct Score: Sendable {
    var mae: Double
    var mismatchPercent: Double

    static let zero = Score(mae: 0, mismatchPercent: 0)

    func worse(_ other: Score) -> Score {
        Score(mae: max(mae, other.mae), mismatchPercent: max(mismatchPercent, other.mismatchPercent))
    }
}

/// Compares pictures as docs/DESIGN.md §Fidelity references describes: where either has alpha,
/// both are composited over white and over black and the worse of the two counts (a translucent
/// colour can match over one and not the other); opaque pictures are compared as they are.
enum Comparison {
    /// One comparison and the pictures a person looks at: reference | Chevron | pixelmatch's diff,
    /// one strip per backdrop.
    struct Outcome: Sendable {
        var score: Score
        var strips: [(reference: Picture, chevron: Picture, diff: Picture)]
    }

    /// `ignored` boxes are left out of the MAE and of pixelmatch's count (what is an app's own in a
    /// screenshot).
    static func compare(reference: Picture, chevron: Picture, region: DiffRegion? = nil,
                        ignored masked: [DiffRegion] = []) -> Outcome {
        precondition(reference.width == chevron.width && reference.height == chevron.height,
                     "compare pictures of one size")
        let backdrops: [UInt8] = reference.isOpaque && chevron.isOpaque ? [255] : [255, 0]
        var score = Score.zero
        var strips: [(Picture, Picture, Picture)] = []
        for level in backdrops {
            let r = reference.over(level), c = chevron.over(level)
            let (s, diff) = opaque(r, c, region: region, ignored: masked)
            score = score.worse(s)
            strips.append((r, c, diff))
        }
        return Outcome(score: score, strips: strips)
    }

    /// MAE and pixelmatch over two opaque pictures, within `region` when given, leaving out the
    /// `ignored` boxes.
    static func opaque(_ r: Picture, _ c: Picture, region: DiffRegion? = nil,
                       ignored masked: [DiffRegion] = []) -> (Score, Picture) {
        let x0 = region?.x ?? 0, y0 = region?.y ?? 0
        let x1 = region.map { $0.maxX + 1 } ?? r.width, y1 = region.map { $0.maxY + 1 } ?? r.height
        var sum = 0, n = 0
        for y in y0..<y1 {
            for x in x0..<x1 where !masked.contains(where: { $0.contains(x: x, y: y) }) {
                let i = 4 * (y * r.width + x)
                for ch in 0..<3 { sum += abs(Int(r.rgba[i + ch]) - Int(c.rgba[i + ch])) }
                n += 3
            }
        }
        let mae = n > 0 ? Double(sum) / Double(n) : 0
        var percent = 0.0
        var diffPicture = Picture(width: r.width, height: r.height, fill: (255, 255, 255, 255))
        if let a = r.diffImage, let b = c.diffImage {
            // Outside the region counts as ignored: pixelmatch leaves it out of the count.
            var ignored = masked
            if let region {
                ignored = [
                    DiffRegion(x: 0, y: 0, width: r.width, height: region.y),
                    DiffRegion(x: 0, y: region.maxY + 1, width: r.width, height: r.height - region.maxY - 1),
                    DiffRegion(x: 0, y: 0, width: region.x, height: r.height),
                    DiffRegion(x: region.maxX + 1, y: 0, width: r.width - region.maxX - 1, height: r.height),
                ].compactMap { $0 } + masked
            }
            let (result, image) = ImageDiffer.compare(a, b, options: DiffOptions(threshold: 0.1, ignoredRegions: ignored),
                                                      drawing: .pixelmatch)
            if let counts = result.counts {
                let compared = n / 3
                percent = compared > 0 ? 100 * Double(counts.mismatched) / Double(compared) : 0
            }
            if let image { diffPicture = Picture(width: image.width, height: image.height, rgba: image.rgba) }
        }
        return (Score(mae: mae, mismatchPercent: percent), diffPicture)
    }

    /// The side-by-side picture of an outcome, each panel enlarged `factor` times.
    static func sideBySide(_ outcome: Outcome, factor: Int) -> Picture {
        let rows = outcome.strips.compactMap { strip -> Picture? in
            guard let r = strip.reference.enlarged(factor).diffImage, let c = strip.chevron.enlarged(factor).diffImage,
                  let d = strip.diff.enlarged(factor).diffImage
            else { return nil }
            let s = SideBySide.compose(expected: r, actual: c, diff: d)
            return Picture(width: s.width, height: s.height, rgba: s.rgba)
        }
        return Picture.stacked(rows)
    }
}
