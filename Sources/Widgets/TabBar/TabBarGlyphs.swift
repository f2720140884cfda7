import Geometry
import NavigationModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
package enum TabBarGlyphs {
    package static let size = 30.0

    /// The icon of `item` in `rect` (30 × 30 at its natural size; scaled uniformly otherwise),
    /// to be filled with the non-zero rule: every part of it, whatever its opacity.
    package static func path(_ item: TabBarSystemItem, in rect: Rect) -> Path {
        var p = Path()
        for layer in layers(item, in: rect) { p.append(layer.path) }
        return p
    }

    /// The parts of the icon of `item` in `rect`, each with its opacity, to be painted in order.
    package static func layers(_ item: TabBarSystemItem, in rect: Rect) -> [TabBarGlyphLayer] {
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
    /// engraved edge makes its alpha 7.7 tall. Where the phone put them at @2x (the Music
    /// screenshot's More item, retina-music-albums@2x.png): their ink (edge included) on the bar's
    /// pixel rows 24–39 and columns 548–605, centred 0.5 pt right of the item's middle and 2 pt
    /// above the icon area's: the dots' centres at x 4.5, 15.5 and 26.5, y 13.1 of the grid.
    static var more: Path {
        var p = Path()
        for x in [4.5, 15.5, 26.5] {
            p.append(Path.ellipse(in: Rect(x: x - 3.55, y: 13.1 - 3.85, width: 7.1, height: 7.7)))
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
        var p = GlyphGeometry.openBookPages(top: top, height: height, side: line, edge: edge, width: size)
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
