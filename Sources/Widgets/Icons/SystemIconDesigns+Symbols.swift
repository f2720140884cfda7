import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The designs of the system-item glyphs, each at its natural size (`SystemIcon.naturalSize`,
/// 20 pt tall) with the origin at the top-left corner, in 1x points.
///
/// The figures are our own, drawn from memory of the iPhone OS 3 toolbars: solid, slightly chunky
/// white shapes whose strokes are 2–4 pt wide, filling the 20-pt box to within a point or two.
/// This file holds the symbols (transport controls and arrows); `+Objects` the pictures of things.
enum SystemIconDesigns {
    static func deg(_ d: Double) -> Double { d * Double.pi / 180 }

    // MARK: - Transport and marks

    /// A plus, 16 pt across with 4-pt arms (iPhone OS 3's "+" was a square-ended, heavy cross that
    /// filled most of its box). Centred on (10, 10) so that the arms sit on whole points.
    static func add() -> Path {
        var p = Path()
        p.addRect(Rect(x: 8, y: 2, width: 4, height: 16))
        p.addRect(Rect(x: 2, y: 8, width: 16, height: 4))
        return p
    }

    /// An X of two 3.6-pt bars with square ends, reaching 14 pt across (Safari's stop-loading
    /// glyph on iPhone OS 3: a plain, heavy saltire).
    static func stop() -> Path {
        var p = Path()
        p.append(GlyphGeometry.bar(from: Point(4, 4), to: Point(16, 16), width: 3.6))
        p.append(GlyphGeometry.bar(from: Point(16, 4), to: Point(4, 16), width: 3.6))
        return p
    }

    /// A right-pointing triangle 16 pt tall and 14 pt deep (nearly equilateral, as the iPod
    /// toolbar's play glyph).
    static func play() -> Path {
        GlyphGeometry.polygon([Point(4, 2), Point(18, 10), Point(4, 18)])
    }

    /// Two upright bars 5 × 16 pt, 4 pt apart (the iPod pause glyph: bars as wide as the gap or a
    /// little wider).
    static func pause() -> Path {
        var p = Path()
        p.addRect(Rect(x: 3, y: 2, width: 5, height: 16))
        p.addRect(Rect(x: 12, y: 2, width: 5, height: 16))
        return p
    }

    /// Two right-pointing triangles 14 pt tall and 11 pt deep, the tip of the first touching the
    /// back of the second (iPod's fast-forward). `rewind` is its mirror image.
    static func fastForward() -> Path {
        var p = Path()
        p.append(GlyphGeometry.polygon([Point(1, 3), Point(12, 10), Point(1, 17)]))
        p.append(GlyphGeometry.polygon([Point(12, 3), Point(23, 10), Point(12, 17)]))
        return p
    }

    // MARK: - Arrows

    /// A 3-pt ring of radius 8 open at the upper right, swept clockwise from the tail (at −15°,
    /// right of centre) round the bottom to a broad arrowhead just right of the top that points on
    /// clockwise (Safari's reload arrow on iPhone OS 3).
    static func refresh() -> Path {
        let c = Point(10, 11), inner = 5.0, outer = 8.0
        let head = deg(285)
        var p = GlyphGeometry.band(center: c, inner: inner, outer: outer, start: deg(-15), end: head)
        let u = Point(cos(head), sin(head))  // outwards from the centre
        let t = Point(-sin(head), cos(head))  // along the sweep (clockwise)
        let mid = (inner + outer) / 2
        p.append(GlyphGeometry.polygon([c + u * (inner - 2.6), c + u * (outer + 2.6), c + u * mid + t * 6]))
        return p
    }

    /// A left-pointing arrowhead at the upper left whose 6-pt shaft runs right and bends down to a
    /// square end at the bottom right (Mail's reply arrow on iPhone OS 2–3).
    static func reply() -> Path {
        var p = Path()
        p.move(to: Point(1, 7.5))
        p.line(to: Point(9, 0.5))
        p.line(to: Point(9, 4.5))
        p.cubic(to: Point(21, 19), control1: Point(16.5, 4.5), control2: Point(21, 9.5))
        p.line(to: Point(15, 19))
        p.cubic(to: Point(9, 10.5), control1: Point(15, 13.5), control2: Point(13, 10.5))
        p.line(to: Point(9, 14.5))
        p.close()
        return p
    }

    /// A 2-pt open box (no top-right corner) with a thick arrow springing from inside it and
    /// curving up and out to the right (the iPhone OS 3 action glyph of Safari and Photos).
    static func action() -> Path {
        var p = GlyphGeometry.polygon([
            Point(1, 7), Point(5, 7), Point(5, 9), Point(3, 9), Point(3, 17), Point(15, 17),
            Point(15, 14), Point(17, 14), Point(17, 19), Point(1, 19),
        ])
        var arrow = Path()
        arrow.move(to: Point(6, 16))
        arrow.cubic(to: Point(14.5, 4), control1: Point(6, 9), control2: Point(9.5, 4))
        arrow.line(to: Point(14.5, 0.5))
        arrow.line(to: Point(21, 5.75))
        arrow.line(to: Point(14.5, 11))
        arrow.line(to: Point(14.5, 7.5))
        arrow.cubic(to: Point(9.5, 16), control1: Point(11.5, 7.5), control2: Point(9.5, 10.5))
        arrow.close()
        p.append(arrow)
        return p
    }

    /// A tray (a box with 3-pt walls, open at the top) and a broad arrow pointing down into it
    /// (Mail's organize / "move to mailbox" glyph).
    static func organize() -> Path {
        var p = GlyphGeometry.polygon([
            Point(1, 9), Point(4, 9), Point(4, 16), Point(18, 16), Point(18, 9), Point(21, 9),
            Point(21, 19), Point(1, 19),
        ])
        p.append(GlyphGeometry.polygon([
            Point(8.5, 0), Point(13.5, 0), Point(13.5, 6), Point(17, 6), Point(11, 13), Point(5, 6), Point(8.5, 6),
        ]))
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
