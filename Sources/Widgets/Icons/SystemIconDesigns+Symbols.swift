import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The designs of the system-item glyphs, each at its natural size (`SystemIcon.naturalSize`, the
/// size of UIKit's mask for the item) with the origin at the top-left corner, in 1x points.
///
/// Each design names the mask it was measured against. The figures are solid white shapes whose
/// strokes are 2–5 pt wide, filling their box to its edges as the masks do.
/// This file holds the symbols (transport controls and arrows); `+Objects` the pictures of things.
enum SystemIconDesigns {
    static func deg(_ d: Double) -> Double { d * Double.pi / 180 }

    // MARK: - Transport and marks

    /// A plus 16 pt across and 16.5 tall with square ends: a 4-pt upright and a 4.5-pt crossbar
    /// whose top edge sits half a point lower than the upright's half-point top, as in
    /// `UIButtonBarPlus.png` (16 × 17; both fall on whole pixels at @2x).
    static func add() -> Path {
        var p = Path()
        p.addRect(Rect(x: 6, y: 0.5, width: 4, height: 16.5))
        p.addRect(Rect(x: 0, y: 6.5, width: 16, height: 4.5))
        return p
    }

    /// An X of two 3.2-pt bars with square ends, corner to corner of the 17-pt box
    /// (`UIButtonBarStop.png`: a plain, heavy saltire). One outline, a plus turned by 45°, rather
    /// than two crossing bars: where two filled parts overlap, the pixels their edges share would
    /// count both parts' coverage and show bright notches at the crossing.
    static func stop() -> Path {
        let c = Point(8.5, 8.5), h = 1.6
        let arm = (7.2 * 7.2 * 2).squareRoot()  // from the centre to the end of a bar at (1.3, 1.3)
        let u = Point(1, 1) * (0.5.squareRoot()), v = Point(1, -1) * (0.5.squareRoot())
        let plus: [(Double, Double)] = [
            (arm, h), (h, h), (h, arm), (-h, arm), (-h, h), (-arm, h), (-arm, -h), (-h, -h), (-h, -arm),
            (h, -arm), (h, -h), (arm, -h),
        ]
        return GlyphGeometry.polygon(plus.map { c + u * $0.0 + v * $0.1 })
    }

    /// A right-pointing triangle filling its 15 × 18 box, its back upright on the left edge
    /// (`UIButtonBarPlay.png`).
    static func play() -> Path {
        GlyphGeometry.polygon([Point(0, 0), Point(15, 9), Point(0, 18)])
    }

    /// Two upright bars 5 × 16 pt, 4 pt apart (`UIButtonBarPause.png`).
    static func pause() -> Path {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 5, height: 16))
        p.addRect(Rect(x: 9, y: 0, width: 5, height: 16))
        return p
    }

    /// Two right-pointing triangles 17.7 pt tall and 9 deep, the tip of the first touching the back
    /// of the second, and a 2-pt bar after them: skip to the end, as `UIButtonBarFastForward.png`
    /// (21 × 19, the ink in its top 18 rows). `rewind` is its mirror image, as its mask is.
    static func fastForward() -> Path {
        var p = Path()
        p.append(GlyphGeometry.polygon([Point(0, 0.6), Point(9, 9.45), Point(0, 18.3)]))
        p.append(GlyphGeometry.polygon([Point(9, 0.6), Point(18, 9.45), Point(9, 18.3)]))
        p.addRect(Rect(x: 19, y: 1, width: 2, height: 17))
        return p
    }

    // MARK: - Arrows

    /// A 3-pt ring of outer radius 9 round (9, 13), open in its upper right quarter: swept
    /// clockwise from its tail (cut level with the centre, on the right) round the bottom and the
    /// left to the top, where it runs into an arrowhead 10.3 pt tall pointing right and a little
    /// down, its tip 1 pt short of the right edge (`UIButtonBarRefresh.png`, 18 × 22: the
    /// arrowhead stands above the ring's gap).
    static func refresh() -> Path {
        var p = GlyphGeometry.band(center: Point(9, 13), inner: 6, outer: 9, start: 0, end: deg(270))
        p.append(GlyphGeometry.polygon([Point(9, 0.5), Point(16.9, 6.2), Point(9, 10.8)]))
        return p
    }

    /// A broad arrowhead pointing left, 12 pt deep and 17 tall, whose 5-pt shaft runs right from
    /// the upper half of its back and bends down, narrowing to a point at the lower right corner
    /// (Mail's reply arrow, `UIButtonBarReply.png`, 25 × 20 with the ink in the top 18 rows).
    static func reply() -> Path {
        var p = Path()
        p.move(to: Point(0, 9))
        p.line(to: Point(12, 0.5))
        p.line(to: Point(12, 6))
        p.cubic(to: Point(24.6, 19), control1: Point(19.8, 6), control2: Point(24.6, 11))
        p.cubic(to: Point(12, 11.2), control1: Point(24.3, 13.3), control2: Point(19.2, 11.2))
        p.line(to: Point(12, 17.5))
        p.close()
        return p
    }

    /// A 2-pt box open at the top right (its top edge stops 5 pt in, its right side 4.5 pt below
    /// the top) and an arrow that springs from a point inside it, curves up and out to the right
    /// and ends in a broad arrowhead 8 pt deep and 13 tall, reaching the right edge
    /// (`UIButtonBarAction.png`, 23 × 18).
    static func action() -> Path {
        var p = GlyphGeometry.polygon([
            Point(0, 4), Point(7, 4), Point(5, 6), Point(2, 6), Point(2, 16), Point(17, 16),
            Point(17, 13.5), Point(19, 13.5), Point(19, 18), Point(0, 18),
        ])
        var arrow = Path()
        arrow.move(to: Point(5, 13.75))
        arrow.cubic(to: Point(15, 4), control1: Point(4.8, 6), control2: Point(10.3, 4))
        arrow.line(to: Point(15, 0))
        arrow.line(to: Point(23, 6.5))
        arrow.line(to: Point(15, 13))
        arrow.line(to: Point(15, 9))
        arrow.cubic(to: Point(5, 13.75), control1: Point(10.5, 9), control2: Point(6.7, 10.1))
        arrow.close()
        p.append(arrow)
        return p
    }

    /// A folder seen from the front, open: the back in 2-pt outline (its left side, a tab at the
    /// top left, a top edge rising to the right), the front flap solid and tilted back with its
    /// top edge rising from 7.8 to 4.3, and an arrow pointing down into the folder cut out of the
    /// flap (Mail's organize / move-to-mailbox glyph, `UIButtonBarOrganize.png`, 19 × 19).
    static func organize() -> Path {
        // Parts overlap without sharing an edge (a shared edge's partly covered pixels would add up).
        var p = GlyphGeometry.polygon([Point(0, 3), Point(2, 3), Point(2, 17), Point(0, 18.3)])
        // The tab and, from under it, the back's top edge rising to the right, as one outline: the
        // tab's right side meets the edge's top at (6.27, 2.7), the edge's top meets the tab's
        // underside at (5.55, 2.86). The flap hides the back's right side below y = 4.2.
        p.append(GlyphGeometry.polygon([
            Point(0, 1.6), Point(4.5, 0.5), Point(5.7, 0.5), Point(6.27, 2.7), Point(14, 1), Point(14, 2.9),
            Point(4, 5.1), Point(4, 3.2), Point(5.55, 2.86), Point(0, 3.3),
        ]))
        p.append(GlyphGeometry.polygon([Point(13, 2), Point(14, 2), Point(14, 4.2), Point(13, 4.2)]))
        // The flap, its lower left corner joining the back's left side.
        p.append(GlyphGeometry.polygon([
            Point(4, 7.8), Point(18, 4.3), Point(18, 14.1), Point(16.8, 15), Point(2.6, 19), Point(0.5, 18.6),
            Point(1, 17.6), Point(2, 17.3), Point(4, 16.3),
        ]))
        // The arrow, drawn in the flap's perspective: a 2-pt shaft from just below the flap's top
        // edge and a head 7.4 pt wide pointing down, its top edge rising to the right.
        let left = Point(7.3, 11.7), right = Point(14.7, 9.2)
        func headTop(_ x: Double) -> Point { left.lerp(to: right, (x - left.x) / (right.x - left.x)) }
        p.append(GlyphGeometry.polygon([
            Point(10, 8), Point(12, 7.4), headTop(12), right, Point(11.4, 15), left, headTop(10),
        ], hole: true))
        return p
    }

    /// A U-turn: a broad arrowhead pointing left at the top, a 3.5-pt band that runs right, turns
    /// down round a half circle and comes back left at the bottom. In the style of the other
    /// arrows (UIKit of iPhone OS 3 titled this item "Undo"); `redo` is its mirror image.
    static func undo() -> Path {
        let c = Point(11, 11), outer = 8.0, inner = 4.5
        var p = Path()
        p.move(to: Point(1, 4.75))
        p.line(to: Point(7.5, 0.25))
        p.line(to: Point(7.5, c.y - outer))
        p.line(to: Point(c.x, c.y - outer))
        p.addArc(center: c, radius: outer, startAngle: deg(-90), endAngle: deg(90), clockwise: true)
        p.line(to: Point(6, c.y + outer))
        p.line(to: Point(6, c.y + inner))
        p.line(to: Point(c.x, c.y + inner))
        p.addArc(center: c, radius: inner, startAngle: deg(90), endAngle: deg(-90), clockwise: false)
        p.line(to: Point(7.5, c.y - inner))
        p.line(to: Point(7.5, 9.25))
        p.close()
        return p
    }
}
