import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system-item glyphs that picture things: pencil and paper, book, magnifier, camera, trash
/// can. Same grid and conventions as the symbols (natural size, 1x points, holes counter-clockwise).
extension SystemIconDesigns {
    /// A 2-pt square outline 18 pt wide, cut open at its top-right corner along a pencil that lies
    /// across that corner at 45°: a sharpened point inside the square, a hairline of background,
    /// the 2.5-pt body and, past another hairline, the end outside the square (Mail's compose
    /// glyph, `UIButtonBarCompose.png`, 22 × 18).
    static func compose() -> Path {
        // The cuts are parallel to the pencil: the top edge stops at x + y = 18.5 and the right
        // side starts at x + y = 26.5, leaving a gap of background either side of the pencil.
        // Its outer corners are rounded by 2 pt, its inner ones by 1.
        var p = GlyphGeometry.roundedPolygon([
            (Point(1, 0), 2), (Point(18.5, 0), 0), (Point(16.5, 2), 0), (Point(3, 2), 1), (Point(3, 16), 1),
            (Point(17, 16), 1), (Point(17, 9.5), 0), (Point(19, 7.5), 0), (Point(19, 18), 2), (Point(1, 18), 2),
        ])
        // The pencil's axis runs up and to the right at 45° from its point.
        let tip = Point(8, 14.5)
        let d = Point(1, -1) * (0.5.squareRoot())  // along the pencil
        let n = Point(1, 1) * (0.5.squareRoot())  // across it
        let half = 1.25
        func at(_ s: Double, _ w: Double) -> Point { tip + d * s + n * w }
        p.append(GlyphGeometry.polygon([tip, at(3.8, -half), at(3.8, half)]))
        p.append(GlyphGeometry.polygon([at(4.7, -half), at(14.8, -half), at(14.8, half), at(4.7, half)]))
        p.append(GlyphGeometry.polygon([at(15.75, -half), at(18.4, -half), at(18.4, half), at(15.75, half)]))
        return p
    }

    /// An open book drawn in 2-pt outline: two pages 11 pt wide whose top and bottom edges arch
    /// up towards their middles, higher at the spine (2.2 pt down) than at the outer edge (3), each
    /// page's outline 13 pt tall measured down from its arch, and a 2-pt spine between them
    /// (Safari's bookmarks glyph, `UIButtonBarBookmarks.png`, 24 × 16).
    static func bookmarks() -> Path {
        let w = 24.0, page = 11.0, line = 2.0, height = 13.0
        let top = CubicSegment(p0: Point(0, 3), c1: Point(2.3, -0.7), c2: Point(9.1, -0.8), p1: Point(page, 2.2))
        var p = GlyphGeometry.openBookPages(top: top, height: height, side: line, edge: line, width: w)
        p.addRect(Rect(x: page, y: 2.7, width: w - 2 * page, height: 16 - 2.7))
        return p
    }

    /// A magnifying glass: a 2-pt ring of outer radius 7.5 in the upper left of the 20-pt box and
    /// a 3-pt handle with a square end running down to the lower right corner
    /// (`UIButtonBarSearch.png`). The ring's outside and the handle are one outline (overlapping
    /// parts would brighten the pixels where their edges cross).
    static func search() -> Path {
        let c = Point(7.5, 7.5), r = 7.5, h = 1.5, length = 15.3
        let axis = Double.pi / 4  // down and to the right
        let spread = asin(h / r)  // where the handle's sides meet the ring
        let d = Point(cos(axis), sin(axis)), side = Point(d.y, -d.x)  // side: up and to the right
        // The outside of the ring from the handle's lower side round to its upper side, in pieces
        // that end at the quarter turns so that the ring's extremes lie on the circle.
        let quarter = Double.pi / 2
        let stops = [axis + spread, quarter, 2 * quarter, 3 * quarter, 4 * quarter, axis - spread + 4 * quarter]
        var p = Path()
        for (from, to) in zip(stops, stops.dropFirst()) {
            p.addArc(center: c, radius: r, startAngle: from, endAngle: to, clockwise: true)
        }
        p.line(to: c + d * length + side * h)
        p.line(to: c + d * length - side * h)
        p.close()
        p.append(GlyphGeometry.circle(center: c, radius: r - 2, hole: true))
        return p
    }

    /// A solid camera body 24 × 16 pt with slightly rounded corners, a hump for the viewfinder
    /// on top with slanted sides, and a round lens: a 2-pt gap round a solid disc of radius 3.9
    /// (the Photos camera glyph, `UIButtonBarCamera.png`, 24 × 18).
    static func camera() -> Path {
        var p = GlyphGeometry.roundedRect(Rect(x: 0, y: 2, width: 24, height: 16), radius: 1.5)
        p.append(GlyphGeometry.polygon([Point(5.2, 2.5), Point(7, 0), Point(17, 0), Point(18.8, 2.5)]))
        let lens = Point(12, 10)
        p.append(GlyphGeometry.circle(center: lens, radius: 5.95, hole: true))
        p.append(GlyphGeometry.circle(center: lens, radius: 3.9))
        return p
    }

    /// A trash can: a 2-pt arched handle on a lid 16 pt wide whose upper corners are rounded, and
    /// below it a 2-pt outline of the can, 14 wide with well rounded bottom corners, holding three
    /// upright 2-pt slats with round ends, 1 pt apart and 1 pt from the sides
    /// (`UIButtonBarTrash.png`, 16 × 21).
    static func trash() -> Path {
        var p = GlyphGeometry.roundedPolygon([
            (Point(3, 0), 3.5), (Point(13, 0), 3.5), (Point(13, 5), 0), (Point(3, 5), 0),
        ])
        p.append(GlyphGeometry.roundedRect(Rect(x: 5, y: 2, width: 6, height: 2), radius: 0.5, hole: true))
        p.append(GlyphGeometry.roundedPolygon([
            (Point(0, 4), 2), (Point(16, 4), 2), (Point(16, 6), 0.3), (Point(0, 6), 0.3),
        ]))
        p.append(GlyphGeometry.roundedPolygon([
            (Point(1, 5.5), 0), (Point(15, 5.5), 0), (Point(15, 21), 2.5), (Point(1, 21), 2.5),
        ]))
        p.append(GlyphGeometry.roundedRect(Rect(x: 3, y: 6, width: 10, height: 13), radius: 0.5, hole: true))
        for x in [4.0, 7.0, 10.0] {
            p.append(GlyphGeometry.roundedRect(Rect(x: x, y: 7.8, width: 2, height: 9.2), radius: 1))
        }
        return p
    }
}
