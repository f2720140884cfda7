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
        for x in [4.5, 15, 25.5] { p.append(GlyphGeometry.circle(center: Point(x, 15), radius: 4)) }
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

    /// Two spotlights whose beams cross: their lamps (flat ovals) at the top corners.
    static var featured: Path {
        var p = Path.ellipse(in: Rect(x: 1, y: 4, width: 12, height: 6))
        p.append(Path.ellipse(in: Rect(x: 19, y: 7, width: 10, height: 5)))
        p.append(GlyphGeometry.polygon([Point(3, 9), Point(11, 8), Point(21, 27), Point(17, 28)]))
        p.append(GlyphGeometry.polygon([Point(21, 11), Point(27, 11), Point(14, 28), Point(10, 27)]))
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

    /// Three people, the middle one in front.
    static var people: Path {
        var p = person(center: 7, scale: 0.62, baseline: 24)
        p.append(person(center: 23, scale: 0.62, baseline: 24))
        p.append(person(center: 15, scale: 0.8, baseline: 26))
        return p
    }

    /// An open book: two pages as outlines meeting at the spine.
    static var book: Path {
        func page(_ x0: Double, _ x1: Double) -> Path {
            var outer = GlyphGeometry.polygon([Point(x0, 7), Point(x1, 8), Point(x1, 25), Point(x0, 24)])
            let inset = x1 > x0 ? 1.8 : -1.8
            outer.append(GlyphGeometry.polygon([Point(x0 + inset, 9), Point(x1 - inset, 9.8), Point(x1 - inset, 22.8),
                                                Point(x0 + inset, 22)], hole: true))
            return outer
        }
        var p = page(15, 2)
        p.append(page(15, 28))
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

    /// Two sheets, the front one with a plus on it.
    static var mostRecent: Path {
        var p = GlyphGeometry.polygon([Point(2, 2), Point(20, 2), Point(20, 4), Point(4, 4), Point(4, 20), Point(2, 20)])
        var sheet = GlyphGeometry.polygon([Point(7, 7), Point(28, 7), Point(28, 28), Point(7, 28)])
        sheet.append(GlyphGeometry.polygon([Point(16, 11), Point(19, 11), Point(19, 16), Point(24, 16), Point(24, 19),
                                            Point(19, 19), Point(19, 24), Point(16, 24), Point(16, 19), Point(11, 19),
                                            Point(11, 16), Point(16, 16)], hole: true))
        p.append(sheet)
        return p
    }
}
