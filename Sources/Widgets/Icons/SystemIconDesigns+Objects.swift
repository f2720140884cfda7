import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system-item glyphs that picture things: pencil and paper, book, magnifier, camera, trash
/// can. Same grid and conventions as the symbols (natural size, 1x points, holes counter-clockwise).
extension SystemIconDesigns {
    /// A 2-pt square outline, open at its top-right corner, with a pencil lying across it from a
    /// point inside the square out past that corner (Mail's compose glyph on iPhone OS 2–3: the
    /// pencil is broad, with a sharpened point and a separate cap at its far end).
    static func compose() -> Path {
        var p = GlyphGeometry.polygon([
            Point(1, 4), Point(8, 4), Point(8, 6), Point(3, 6), Point(3, 17), Point(14, 17),
            Point(14, 12), Point(16, 12), Point(16, 19), Point(1, 19),
        ])
        // The pencil's axis runs up and to the right at 45° from its point.
        let tip = Point(6.5, 14)
        let d = Point(1, -1) * (0.5.squareRoot())  // along the pencil
        let n = Point(1, 1) * (0.5.squareRoot())  // across it
        let half = 2.3, length = 17.0
        func at(_ s: Double, _ w: Double) -> Point { tip + d * s + n * w }
        // The sharpened point, then a hairline of background, then the body, then the cap.
        p.append(GlyphGeometry.polygon([tip, at(4.6, -half), at(4.6, half)]))
        p.append(GlyphGeometry.polygon([at(5.6, -half), at(13.2, -half), at(13.2, half), at(5.6, half)]))
        p.append(GlyphGeometry.polygon([at(14.2, -half), at(length, -half), at(length, half), at(14.2, half)]))
        return p
    }

    /// An open book seen from the front: two pages whose top and bottom edges curve up towards the
    /// outer corners, 1 pt apart at the spine, on a cover that shows as a rim below them (Safari's
    /// bookmarks glyph on iPhone OS 2–3).
    static func bookmarks() -> Path {
        let w = 24.0
        // The left page: its outer edge on x = 2, 1 pt inside the cover's rim, its top and bottom
        // edges rising by 2.5 pt from the spine to the outer corners.
        var page = Path()
        page.move(to: Point(2, 2.5))
        page.cubic(to: Point(11.5, 5), control1: Point(5.5, 1.5), control2: Point(9, 2.5))
        page.line(to: Point(11.5, 17))
        page.cubic(to: Point(2, 14.5), control1: Point(9, 14.5), control2: Point(5.5, 13.5))
        page.close()
        // The cover: a 1-pt rim left of the page and a rim below it, 1 pt thick at the outside and
        // 1.5 pt at the spine, where the two halves meet.
        var cover = Path()
        cover.move(to: Point(0, 4.5))
        cover.line(to: Point(1, 4.5))
        cover.line(to: Point(1, 15.8))
        cover.cubic(to: Point(12, 18), control1: Point(4.5, 15), control2: Point(9, 15.5))
        cover.line(to: Point(12, 19.5))
        cover.cubic(to: Point(0, 17), control1: Point(9.5, 17), control2: Point(4.5, 16))
        cover.close()
        var half = page
        half.append(cover)
        var p = half
        p.append(GlyphGeometry.mirrored(half, width: w))
        return p
    }

    /// A magnifying glass: a 2.4-pt ring of outer radius 7 at the upper left and a 4-pt handle
    /// with a round end pointing to the lower right (Safari's search glyph).
    static func search() -> Path {
        let c = Point(8, 8)
        var p = GlyphGeometry.circle(center: c, radius: 7)
        p.append(GlyphGeometry.circle(center: c, radius: 4.6, hole: true))
        let d = Point(1, 1) * (0.5.squareRoot())
        p.append(GlyphGeometry.bar(from: c + d * 5.8, to: c + d * 12.4, width: 4, roundEnd: true))
        return p
    }

    /// A camera body 22 × 13 pt with rounded corners, a hump for the viewfinder on top, a round lens
    /// (a 1.6-pt gap round a solid disc) and a small flash window (the Photos camera glyph).
    static func camera() -> Path {
        var p = GlyphGeometry.roundedRect(Rect(x: 1, y: 5, width: 22, height: 14), radius: 2.5)
        var hump = Path()
        hump.move(to: Point(6, 6))
        hump.line(to: Point(8, 2.5))
        hump.quad(to: Point(9.5, 2), control: Point(8.3, 2))
        hump.line(to: Point(14.5, 2))
        hump.quad(to: Point(16, 2.5), control: Point(15.7, 2))
        hump.line(to: Point(18, 6))
        hump.close()
        p.append(hump)
        let lens = Point(12, 12)
        p.append(GlyphGeometry.circle(center: lens, radius: 5.2, hole: true))
        p.append(GlyphGeometry.circle(center: lens, radius: 3.4))
        p.append(GlyphGeometry.roundedRect(Rect(x: 18, y: 7, width: 3, height: 2), radius: 0.5, hole: true))
        return p
    }

    /// A trash can: a small handle on a lid 16 pt wide, a 1-pt gap, and a body that narrows a
    /// little towards its rounded bottom, cut by three upright slots (the Mail and Photos trash).
    static func trash() -> Path {
        var p = GlyphGeometry.roundedRect(Rect(x: 6, y: 0, width: 6, height: 4), radius: 1)
        p.append(GlyphGeometry.roundedRect(Rect(x: 7.5, y: 1.5, width: 3, height: 3), radius: 0.5, hole: true))
        p.append(GlyphGeometry.roundedRect(Rect(x: 1, y: 3, width: 16, height: 3), radius: 1))
        var body = Path()
        body.move(to: Point(2.5, 7))
        body.line(to: Point(15.5, 7))
        body.line(to: Point(14.4, 18.4))
        body.quad(to: Point(12.8, 20), control: Point(14.25, 20))
        body.line(to: Point(5.2, 20))
        body.quad(to: Point(3.6, 18.4), control: Point(3.75, 20))
        body.close()
        p.append(body)
        for x in [6.0, 9.0, 12.0] {
            let slot = Rect(x: x - 0.75, y: 9, width: 1.5, height: 9)
            p.append(GlyphGeometry.roundedRect(slot, radius: 0.75, hole: true))
        }
        return p
    }
}
