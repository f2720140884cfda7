import Foundation
import Geometry
import NavigationModel

/// The icons of the twelve tab bar system items (docs/DESIGN.md §Tab bar), designed on a 30 × 30
/// grid after Apple's tab bar images (../shared/fidelity/tabbar, compared by bench/fidelity.sh):
/// filled shapes, to be painted through the tab bar's grey or blue gradient. Recents and Top Rated
/// have no reference: the clock of History and the star of Favorites, as UIKit drew them.
///
/// Sizes and positions are measured from the images' alpha at 1x, which includes their engraved
/// edge (a dark line above each upper edge), so an upper edge sits a little higher than the
/// image's grey fill. An image that is an odd number of pixels wide has its ink centred on a pixel
/// (x = 14.5), as UIKit's whole-pixel placement of it puts it, so that the edges fall where the
/// art's do at 1x.
public enum TabBarGlyphs {
    public static let size = 30.0

    /// The icon of `item` in `rect` (30 × 30 at its natural size; scaled uniformly otherwise),
    /// to be filled with the non-zero rule: every part of it, whatever its opacity.
    public static func path(_ item: TabBarSystemItem, in rect: Rect) -> Path {
        var p = Path()
        for layer in layers(item, in: rect) { p.append(layer.path) }
        return p
    }

    /// The parts of the icon of `item` in `rect`, each with its opacity, to be painted in order.
    public static func layers(_ item: TabBarSystemItem, in rect: Rect) -> [TabBarGlyphLayer] {
        let t = GlyphGeometry.fit(Size(width: size, height: size), into: rect)
        return design(item).map { $0.transformed(by: t) }
    }

    /// The design's parts on the 30 × 30 grid: one opaque shape, or Featured's lights and beams.
    static func design(_ item: TabBarSystemItem) -> [TabBarGlyphLayer] {
        let shape: Path
        switch item {
        case .featured: return featured
        case .more: shape = more
        case .favorites, .topRated: shape = star
        case .recents, .history: shape = clock
        case .contacts: shape = contact
        case .bookmarks: shape = book
        case .search: shape = magnifier
        case .downloads: shape = download
        case .mostRecent: shape = mostRecent
        case .mostViewed: shape = people
        }
        return [TabBarGlyphLayer(shape)]
    }

    /// Three dots 11 apart, 7.1 wide and 7.7 tall: the image's dots are 7 px round, and their
    /// engraved edge makes its alpha 7.7 tall.
    static var more: Path {
        var p = Path()
        for x in [3.5, 14.5, 25.5] {
            p.append(Path.ellipse(in: Rect(x: x - 3.55, y: 15.1 - 3.85, width: 7.1, height: 7.7)))
        }
        return p
    }

    /// A five-pointed star, its inner corners at 0.46 of its outer radius (fuller than a regular
    /// star's 0.38, as Apple's), drawn 4.5 % taller than wide: 29 × 28 at 1x, as the image.
    static var star: Path {
        let c = Point(14.5, 16.2), outer = 15.25, inner = 6.95, stretch = 1.045
        let points = (0..<10).map { i -> Point in
            let r = i.isMultiple(of: 2) ? outer : inner
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            return Point(c.x + r * cos(a), c.y + stretch * r * sin(a))
        }
        return GlyphGeometry.polygon(points)
    }

    /// Two spotlights at the top corners, the left one larger, whose beams cross and run on to a
    /// point under the other light: each beam a narrowing quadrilateral that fades in along its
    /// length, from 39 % (left) or 11 % (right) at the light to opaque at its foot, as the beams
    /// of Apple's image. Wider than the grid, as the image (38 pt), from x = −5.1 to 33.1.
    static var featured: [TabBarGlyphLayer] {
        func beam(_ top: (Point, Point), _ foot: (Point, Point), from start: Double) -> TabBarGlyphLayer {
            TabBarGlyphLayer(GlyphGeometry.polygon([top.0, top.1, foot.0, foot.1]),
                             opacity: .ramp(from: top.0.lerp(to: top.1, 0.5), start: start,
                                            to: foot.0.lerp(to: foot.1, 0.5), end: 1))
        }
        var lights = Path.ellipse(in: Rect(x: -5.1, y: 4.45, width: 15.4, height: 7.5))
        lights.append(Path.ellipse(in: Rect(x: 20, y: 6.45, width: 13.1, height: 6.5)))
        return [
            beam((Point(-2.75, 11.3), Point(12.4, 11.35)), (Point(23.05, 29.3), Point(22.9, 29.5)), from: 0.39),
            beam((Point(18.9, 10.7), Point(29.35, 13.35)), (Point(8.2, 27.9), Point(6, 28.7)), from: 0.11),
            TabBarGlyphLayer(lights),
        ]
    }

    /// A clock: a ring 3.45 thick (the image's is 3 px, with the engraved edge above its upper
    /// half) and two hands 3.2 wide with round ends, at three o'clock.
    static var clock: Path {
        let c = Point(14.5, 15.25)
        var p = GlyphGeometry.circle(center: c, radius: 14.7)
        p.append(GlyphGeometry.circle(center: c, radius: 11.25, hole: true))
        p.append(GlyphGeometry.bar(from: Point(c.x, 7.1), to: c, width: 3.2, roundStart: true, roundEnd: true))
        p.append(GlyphGeometry.bar(from: c, to: Point(20.5, c.y), width: 3.2, roundEnd: true))
        return p
    }

    /// A head and shoulders: a head 11.8 wide with a round crown, narrowing at the jaw to a neck
    /// 8 wide, and shoulders sloping out to a bust 31 wide with a flat base, as Apple's image.
    static var contact: Path {
        let x = 14.9
        func side(_ s: Double) -> [(Point, Double)] {
            [(Point(x + s * 5.9, 12.45), 2.55), (Point(x + s * 4, 15.65), 1), (Point(x + s * 4, 18.3), 1.5),
             (Point(x + s * 15.5, 22.8), 3.1), (Point(x + s * 15.5, 29.2), 0)]
        }
        return GlyphGeometry.roundedPolygon([(Point(x - 5.9, 0.4), 5.8), (Point(x + 5.9, 0.4), 5.8)] + side(1)
                                            + side(-1).reversed())
    }

    /// Three people, the middle one in front and taller; the outer two reach past the grid, as in
    /// Apple's image (35 pt wide).
    static var people: Path {
        func figure(headX: Double, headWidth: Double, headY: Double, headHeight: Double, body: Rect) -> Path {
            var p = Path.ellipse(in: Rect(x: headX, y: headY, width: headWidth, height: headHeight))
            let r = min(body.height, body.width / 2)
            p.append(Path.roundedRect(body, radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)))
            return p
        }
        var p = figure(headX: 2.5, headWidth: 5.5, headY: 7.5, headHeight: 9,
                       body: Rect(x: -2.5, y: 16.5, width: 11.5, height: 4.5))
        p.append(figure(headX: 23.5, headWidth: 5.5, headY: 7.5, headHeight: 9,
                        body: Rect(x: 22, y: 16.5, width: 11.5, height: 4.5)))
        p.append(figure(headX: 10.5, headWidth: 9, headY: 3.5, headHeight: 11,
                        body: Rect(x: 3.5, y: 16, width: 23, height: 9)))
        return p
    }

    /// An open book: two pages as 2-pt outlines meeting at the spine, which runs on below them.
    static var book: Path {
        func page(_ x0: Double) -> Path {
            var p = GlyphGeometry.polygon([Point(x0, 6.5), Point(x0 + 15, 6.5), Point(x0 + 15, 24.5), Point(x0, 24.5)])
            p.append(GlyphGeometry.polygon([Point(x0 + 2, 8.5), Point(x0 + 13, 8.5), Point(x0 + 13, 21.8),
                                            Point(x0 + 2, 21.8)], hole: true))
            return p
        }
        var p = page(1)
        p.append(page(14))
        p.append(GlyphGeometry.polygon([Point(14.5, 24), Point(15.5, 24), Point(15.5, 26), Point(14.5, 26)]))
        return p
    }

    static var magnifier: Path {
        var p = GlyphGeometry.circle(center: Point(12.5, 12.5), radius: 9.5)
        p.append(GlyphGeometry.circle(center: Point(12.5, 12.5), radius: 7.3, hole: true))
        p.append(GlyphGeometry.bar(from: Point(18.5, 18.5), to: Point(25.5, 25.5), width: 3.2))
        return p
    }

    /// A ring with an arrow pointing down inside it.
    static var download: Path {
        var p = GlyphGeometry.circle(center: Point(15, 15), radius: 14.7)
        p.append(GlyphGeometry.circle(center: Point(15, 15), radius: 12.3, hole: true))
        p.append(GlyphGeometry.polygon([Point(12.5, 5), Point(17.5, 5), Point(17.5, 15), Point(22.5, 15),
                                        Point(15, 24), Point(7.5, 15), Point(12.5, 15)]))
        return p
    }

    /// Two sheets, the front one with a plus cut out of it; of the back one only its top and
    /// left edges show.
    static var mostRecent: Path {
        var p = GlyphGeometry.polygon([Point(4, 4.5), Point(23, 4.5), Point(23, 7), Point(6, 7), Point(6, 24),
                                       Point(4, 24)])
        var sheet = GlyphGeometry.polygon([Point(8, 8.5), Point(27, 8.5), Point(27, 28), Point(8, 28)])
        sheet.append(GlyphGeometry.polygon([Point(16, 12), Point(19, 12), Point(19, 17), Point(24, 17), Point(24, 20),
                                            Point(19, 20), Point(19, 25), Point(16, 25), Point(16, 20), Point(11, 20),
                                            Point(11, 17), Point(16, 17)], hole: true))
        p.append(sheet)
        return p
    }
}
