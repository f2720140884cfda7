import Chevron

/// The tab bar system items' icons against Apple's tab bar images (../shared/fidelity/tabbar): the
/// icon as `TabBarGlyphs` designs it at its natural 30 × 30, each part filled white at its opacity,
/// by shape against the unselected image's alpha, stretched to full at its peak (`GlyphComparison`,
/// aligned by the best shift). The images carry their engraved edge in their alpha, so the ink
/// boxes are reported, not gated.
enum TabBarCases {
    static let factor = 10

    static let images: [(TabBarSystemItem, String)] = [
        (.more, "More"), (.favorites, "Favorites"), (.featured, "Featured"), (.contacts, "Contacts"),
        (.history, "History"), (.bookmarks, "Bookmarks"), (.search, "Search"), (.downloads, "Downloads"),
        (.mostRecent, "MostRecent"), (.mostViewed, "MostViewed"),
    ]

    static var all: [FidelityCase] {
        images.map { item, name in
            FidelityCase(name: "tab \(item.rawValue)", group: .tabbar) { refs, _ in
                // Featured reaches 5.1 pt past the grid on either side.
                let margin = 6.0, side = TabBarGlyphs.size
                let canvas = try Canvas(width: side + 2 * margin, height: side + 2 * margin, scale: 1)
                let white = LinearGradient.vertical(from: .white, to: .white, y0: 0, y1: side + 2 * margin)
                for layer in TabBarGlyphs.layers(item, in: Rect(x: margin, y: margin, width: side, height: side)) {
                    canvas.fill(layer.path, with: layer.paint(white))
                }
                let bitmap = canvas.bitmap
                let coverage = bitmap.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
                let reference = try refs.picture("tabbar/UITabBar\(name).png")
                // Some images are not fully opaque anywhere (More's dots peak at 65 %): their alpha is
                // stretched to full at its peak, so that the shape is compared, not the opacity.
                let raw = (0..<(reference.width * reference.height)).map { Int(reference.rgba[4 * $0 + 3]) }
                let peak = max(1, raw.max() ?? 255)
                let alpha = raw.map { UInt8(min(255, $0 * 255 / peak)) }
                let g = GlyphComparison(chevron: coverage, width: bitmap.width, height: bitmap.height,
                                        mask: alpha, width: reference.width, height: reference.height)
                let c = g.chevronBox.map(\.description) ?? "none", m = g.maskBox.map(\.description) ?? "none"
                return FidelityCase.Result(score: g.score, outcome: g.outcome, note: "ink \(c), image \(m)",
                                           factor: factor)
            }
        }
    }
}
