import ImageDiff

/// A glyph compared by shape: Chevron's coverage against the mask's alpha, and the two ink boxes.
///
/// Both are placed on one grid with their ink boxes' centres together, then Chevron's is moved by
/// every shift of at most 2 px in x and y and the best shift counts. The MAE is the mean absolute
/// difference of coverage and alpha (0–255) over the union of the two ink boxes after the shift
/// (not the whole grid, whose empty margin would water the figure down); pixelmatch's count is of
/// the same area drawn white on black. The ink box is the bounding box of the pixels with at least
/// a quarter coverage (`inkThreshold`), so a faint anti-aliased fringe does not widen it.
struct GlyphComparison {
    static let maxShift = 2
    static let inkThreshold: UInt8 = 64

    struct Box: Equatable, CustomStringConvertible {
        var x0: Int, y0: Int, x1: Int, y1: Int  // inclusive
        var width: Int { x1 - x0 + 1 }
        var height: Int { y1 - y0 + 1 }
        var description: String { "\(width) x \(height)" }
        var region: DiffRegion? { DiffRegion(x: x0, y: y0, width: width, height: height) }
    }

    var score: Score
    var chevronBox: Box?
    var maskBox: Box?
    /// The aligned pictures (white on black), for the side-by-side.
    var outcome: Comparison.Outcome

    /// Every ink box within 1 px of the mask's in width and height.
    var boxMatches: Bool {
        guard let c = chevronBox, let m = maskBox else { return false }
        return abs(c.width - m.width) <= 1 && abs(c.height - m.height) <= 1
    }

    static func inkBox(_ alpha: [UInt8], width: Int, height: Int) -> Box? {
        var box: Box?
        for y in 0..<height {
            for x in 0..<width where alpha[y * width + x] >= inkThreshold {
                if var b = box {
                    b.x0 = min(b.x0, x); b.y0 = min(b.y0, y); b.x1 = max(b.x1, x); b.y1 = max(b.y1, y)
                    box = b
                } else {
                    box = Box(x0: x, y0: y, x1: x, y1: y)
                }
            }
        }
        return box
    }

    /// `chevron` and `mask` are alpha planes (0–255) of the given sizes.
    init(chevron: [UInt8], width cw: Int, height ch: Int, mask: [UInt8], width mw: Int, height mh: Int) {
        chevronBox = Self.inkBox(chevron, width: cw, height: ch)
        maskBox = Self.inkBox(mask, width: mw, height: mh)
        let pad = Self.maxShift + 2
        let gw = max(cw, mw) + 2 * pad, gh = max(ch, mh) + 2 * pad
        // Offsets that put each ink box's centre at the grid's centre (whole pixels).
        func offset(_ box: Box?, _ w: Int, _ h: Int) -> (Int, Int) {
            guard let box else { return ((gw - w) / 2, (gh - h) / 2) }
            return (gw / 2 - (box.x0 + box.x1 + 1) / 2, gh / 2 - (box.y0 + box.y1 + 1) / 2)
        }
        let (mx, my) = offset(maskBox, mw, mh)
        let (cx, cy) = offset(chevronBox, cw, ch)
        func plane(_ a: [UInt8], _ w: Int, _ h: Int, _ ox: Int, _ oy: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: gw * gh)
            for y in 0..<h {
                for x in 0..<w {
                    let gx = x + ox, gy = y + oy
                    if gx >= 0, gy >= 0, gx < gw, gy < gh { out[gy * gw + gx] = a[y * w + x] }
                }
            }
            return out
        }
        let m = plane(mask, mw, mh, mx, my)
        var best: (mae: Double, plane: [UInt8], region: Box)?
        for dy in -Self.maxShift...Self.maxShift {
            for dx in -Self.maxShift...Self.maxShift {
                let c = plane(chevron, cw, ch, cx + dx, cy + dy)
                guard let region = Self.union(Self.inkBox(c, width: gw, height: gh), Self.inkBox(m, width: gw, height: gh))
                else { continue }
                var sum = 0
                for y in region.y0...region.y1 {
                    for x in region.x0...region.x1 { sum += abs(Int(c[y * gw + x]) - Int(m[y * gw + x])) }
                }
                let mae = Double(sum) / Double(region.width * region.height)
                if best.map({ mae < $0.mae }) ?? true { best = (mae, c, region) }
            }
        }
        func picture(_ a: [UInt8]) -> Picture {
            var p = Picture(width: gw, height: gh, fill: (0, 0, 0, 255))
            for i in 0..<(gw * gh) { p.rgba[4 * i] = a[i]; p.rgba[4 * i + 1] = a[i]; p.rgba[4 * i + 2] = a[i] }
            return p
        }
        let chevronPlane = best?.plane ?? plane(chevron, cw, ch, cx, cy)
        let r = picture(m), c = picture(chevronPlane)
        let region = best.flatMap { $0.region.region }
        let (s, diff) = Comparison.opaque(r, c, region: region)
        score = Score(mae: best?.mae ?? 255, mismatchPercent: s.mismatchPercent)
        outcome = Comparison.Outcome(score: score, strips: [(r, c, diff)])
    }

    static func union(_ a: Box?, _ b: Box?) -> Box? {
        guard let a else { return b }
        guard let b else { return a }
        return Box(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
    }
}

