import Foundation
import Geometry
import NavigationModel

/// The icons of the twelve tab bar system items (docs/DESIGN.md §Tab bar), designed on a 30 × 30
/// grid after Apple's tab bar images (../shared/fidelity/tabbar, compared by bench/fidelity.sh):
/// filled shapes, to be painted through the tab bar's grey or blue gradient. Recents and Top Rated
/// have no reference: the clock of History and the star of Favorites, as UIKit drew them.
public enum TabBarGlyphs {
    public static let size = 30.0

    /// The icon of `item` in `rect` (30 × 30 at its natural size; scaled uniformly otherwise),
    /// to be filled with the non-zero rule.
    public static func path(_ item: TabBarSystemItem, in rect: Rect) -> Path {
        let t = GlyphGeometry.fit(Size(width: size, height: size), into: rect)
        return design(item).transformed(by: t)
    }

    static func design(_ item: TabBarSystemItem) -> Path {
        switch item {
        case .more: return more
        case .favorites, .topRated: return star
        case .featured: return featured
        case .recents, .history: return clock
        case .contacts: return person(center: 15, scale: 1)
        case .bookmarks: return book
        case .search: return magnifier
        case .downloads: return download
        case .mostRecent: return mostRecent
        case .mostViewed: return people
        }
    }

    static var more: Path {
        var p = Path()
        for x in [3.6, 14.5, 25.4] { p.append(GlyphGeometry.circle(center: Point(x, 15), radius: 3.6)) }
        return p
    }

    static var star: Path {
        let c = Point(15, 16.2), outer = 15.2, inner = 5.8
        let points = (0..<10).map { i -> Point in
            let r = i.isMultiple(of: 2) ? outer : inner
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            return Point(c.x + r * cos(a), c.y + r * sin(a))
        }
        return GlyphGeometry.polygon(points)
    }

    /// Two spotlights at the top corners whose beams (narrowed: Apple's are faint and wide) cross
    /// into a stand below; wider than the grid, as Apple's image (38 pt).
    static var featured: Path {
        var p = Path.ellipse(in: Rect(x: -3.5, y: 4.5, width: 15, height: 7.5))
        p.append(Path.ellipse(in: Rect(x: 21.5, y: 6.5, width: 13, height: 6)))
        p.append(GlyphGeometry.polygon([Point(2, 10.5), Point(6, 11), Point(15, 19), Point(12.5, 20)]))
        p.append(GlyphGeometry.polygon([Point(24, 11), Point(28, 11.5), Point(18, 20), Point(15.5, 19)]))
        p.append(GlyphGeometry.polygon([Point(13.5, 13.5), Point(15.5, 14), Point(18.5, 17.5), Point(20, 20.5), Point(21, 23.5), Point(23, 26.5), Point(24, 28.5), Point(22.5, 28.5), Point(19, 24.5), Point(14.5, 24), Point(11, 25.5), Point(8.5, 28.5), Point(7.5, 28.5), Point(10, 24.5), Point(11, 22), Point(12, 20.5), Point(10.5, 18), Point(10, 16.5), Point(11.5, 15)]))
        return p
    }

    /// A clock: a ring and two hands at three o'clock.
    static var clock: Path {
        var p = GlyphGeometry.circle(center: Point(15, 15), radius: 14.7)
        p.append(GlyphGeometry.circle(center: Point(15, 15), radius: 11.9, hole: true))
        p.append(GlyphGeometry.bar(from: Point(15, 6), to: Point(15, 16.4), width: 2.8))
        p.append(GlyphGeometry.bar(from: Point(13.6, 15), to: Point(22, 15), width: 2.8))
        return p
    }

    /// A head and shoulders, `scale` times the Contacts figure, centred at x = `center`.
    static func person(center: Double, scale s: Double, baseline: Double = 29.5) -> Path {
        var p = Path.ellipse(in: Rect(x: center - 7 * s, y: baseline - 28 * s, width: 14 * s, height: 16 * s))
        p.append(Path.roundedRect(Rect(x: center - 15 * s, y: baseline - 12 * s, width: 30 * s, height: 12 * s),
                                  radii: CornerRadii(topLeft: 8 * s, topRight: 8 * s, bottomRight: 0, bottomLeft: 0)))
        return p
    }

    /// Three people, the middle one in front and taller; the outer two reach past the grid, as in
    /// Apple's image (35 × 22 ink). Each is an egg of a head over a body whose shoulders slope down
    /// from a neck and are rounded where they turn down. The middle one is a bell 23.5 wide at its
    /// foot; an outer one's body stops 0.85 short of the middle one's shoulder (the thin dark line
    /// between them in the image, widening to a notch at the neck) and 4 above its foot. Fitted to
    /// `UITabBarMostViewed.png`.
    static var people: Path {
        let center = 15.5
        var p = Path.ellipse(in: Rect(x: center - 4.7, y: 3.9, width: 9.4, height: 13.7))
        let neck = (half: 2.2, y: 16.7), shoulder = (half: 11.75, y: 21.55), foot = 26.0
        p.append(GlyphGeometry.roundedPolygon([
            (Point(center - neck.half, neck.y), 0), (Point(center + neck.half, neck.y), 0),
            (Point(center + shoulder.half, shoulder.y), 2.45), (Point(center + shoulder.half, foot), 0),
            (Point(center - shoulder.half, foot), 0), (Point(center - shoulder.half, shoulder.y), 2.45),
        ]))
        // The left figure's body ends at the middle one's left shoulder line moved 0.85 up and out.
        let a = Point(center - neck.half, neck.y), b = Point(center - shoulder.half, shoulder.y)
        let gap = 0.85
        guard let along = (b - a).normalized else { return p }
        let out = Point(-along.y, along.x)  // up and to the left of a → b
        let a2 = a + out * gap, b2 = b + out * gap
        func cut(_ y: Double) -> Point { Point(a2.x + (y - a2.y) * (b2.x - a2.x) / (b2.y - a2.y), y) }
        let x = 5.5, sideNeck = (half: 2.7, y: 16.75), sideFoot = 22.0
        var side = Path.ellipse(in: Rect(x: x - 2.95, y: 7.85, width: 5.9, height: 9.2))
        // The inner shoulder, where the top meets the cut, is rounded well (4.5), leaving the
        // image's dark notch between it and the middle one's neck.
        side.append(GlyphGeometry.roundedPolygon([
            (Point(x - sideNeck.half, sideNeck.y), 0), (cut(sideNeck.y), 4.5), (cut(sideFoot), 0),
            (Point(x - 7.65, sideFoot), 0), (Point(x - 7.65, 18.9), 2.25),
        ]))
        p.append(side)
        p.append(GlyphGeometry.mirrored(side, width: 2 * center))
        return p
    }

    /// An open book: two pages whose top and bottom edges arch up, highest a little spine-side of
    /// their middles (at 4.9), lower at the outer edge (8.2) than at the spine (7); 2-pt sides, the
    /// arched edges 2.55 deep and 17.55 apart top to foot, and a 2-pt spine from 7.25 to 25.5, below
    /// the pages. Fitted to `UITabBarBookmarks.png` (28 × 21 ink).
    static var book: Path {
        let line = 2.0, edge = 2.55, height = 17.55
        let top = CubicSegment(p0: Point(1, 8.2), c1: Point(2.3, 6), c2: Point(10.2, 3.85), p1: Point(14, 7))
        var left = Path()
        left.move(to: top.p0)
        left.cubic(along: top)
        left.line(to: top.p1 + Point(0, height))
        left.cubic(along: top.offsetBy(dy: height).reversed)
        left.close()
        // The inside of the page, right of its outer side: counter-clockwise, a hole.
        let inner = top.tail(from: top.parameter(atX: top.p0.x + line))
        var hole = Path()
        hole.move(to: inner.p0 + Point(0, edge))
        hole.line(to: inner.p0 + Point(0, height - edge))
        hole.cubic(along: inner.offsetBy(dy: height - edge))
        hole.line(to: inner.p1 + Point(0, edge))
        hole.cubic(along: inner.offsetBy(dy: edge).reversed)
        hole.close()
        left.append(hole)
        var p = left
        p.append(GlyphGeometry.mirrored(left, width: size))
        p.addRect(Rect(x: 14, y: 7.25, width: 2, height: 25.5 - 7.25))
        return p
    }

    /// A magnifying glass: a ring a little taller than wide (its outside 19.1 × 19.6, its inside
    /// 14.7 × 14.4, as Apple's), and a handle 3.7 thick down at 45° whose end is cut square to the
    /// grid (vertical on its right, level at its foot). Fitted to `UITabBarSearch.png` (24 × 25 ink).
    static var magnifier: Path {
        let c = Point(12.5, 12.2)
        var p = Path.ellipse(in: Rect(x: c.x - 9.55, y: c.y - 9.8, width: 19.1, height: 19.6))
        p.append(GlyphGeometry.reversed(Path.ellipse(in: Rect(x: c.x - 7.35, y: c.y - 7.2, width: 14.7, height: 14.4))))
        // The handle's sides are the lines y − c.y = x − c.x ∓ k, from inside the ring out to x = 26.9
        // and y = 26.9.
        let k = 2.6, s = 5.5, end = 26.9
        p.append(GlyphGeometry.polygon([
            Point(c.x + s + k / 2, c.y + s - k / 2), Point(end, c.y + end - c.x - k), Point(end, end),
            Point(c.x + end - c.y - k, end), Point(c.x + s - k / 2, c.y + s + k / 2),
        ]))
        return p
    }

    /// A ring, a little taller than wide (outside 29.25 × 29.55, inside 24.7 × 24.4, as Apple's), with
    /// an arrow pointing down inside it: a shaft 5.2 wide and a head 14.4 wide at its top, 9.5 tall.
    /// Fitted to `UITabBarDownloads.png` (29 × 30 ink).
    static var download: Path {
        let c = Point(15.5, 15.2)
        var p = Path.ellipse(in: Rect(x: c.x - 14.62, y: c.y - 14.78, width: 29.25, height: 29.55))
        p.append(GlyphGeometry.reversed(Path.ellipse(in: Rect(x: c.x - 12.35, y: c.y - 12.2, width: 24.7, height: 24.4))))
        let shaft = 2.6, head = 7.2, top = 6.45, shoulder = 15.5, tip = 25.0
        p.append(GlyphGeometry.polygon([
            Point(c.x - shaft, top), Point(c.x + shaft, top), Point(c.x + shaft, shoulder), Point(c.x + head, shoulder),
            Point(c.x, tip), Point(c.x - head, shoulder), Point(c.x - shaft, shoulder),
        ]))
        return p
    }

    /// Two sheets, the front one with a plus cut out of it; of the back one only its top and
    /// left edges show. Every edge with ink below it — the sheets' tops and the plus's lower ends —
    /// sits half a pixel down, as Apple's image (`UITabBarMostRecent.png`) begins each such run of
    /// ink with a row at 57 %; the plus's arms are 3 wide.
    static var mostRecent: Path {
        var p = GlyphGeometry.polygon([Point(4, 4.5), Point(23, 4.5), Point(23, 7), Point(6, 7), Point(6, 24),
                                       Point(4, 24)])
        var sheet = GlyphGeometry.polygon([Point(8, 8.5), Point(27, 8.5), Point(27, 28), Point(8, 28)])
        sheet.append(GlyphGeometry.polygon([Point(16, 12), Point(19, 12), Point(19, 17), Point(24, 17),
                                            Point(24, 19.5), Point(19, 19.5), Point(19, 24.5), Point(16, 24.5),
                                            Point(16, 19.5), Point(11, 19.5), Point(11, 17), Point(16, 17)],
                                           hole: true))
        p.append(sheet)
        return p
    }
}
