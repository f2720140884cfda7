import Geometry
import Raster

/// One part of a tab bar icon and how opaque it is. Most icons are one opaque part; Featured's
/// spotlight beams fade in along their length, as in Apple's image.
package struct TabBarGlyphLayer: Hashable, Sendable {
    package enum Opacity: Hashable, Sendable {
        /// The same opacity (0–1) everywhere.
        case uniform(Double)
        /// `start` at the point `from` to `end` at the point `to`, linearly along that segment and
        /// held beyond its ends (as a linear gradient is padded).
        case ramp(from: Point, start: Double, to: Point, end: Double)
    }

    /// Filled with the non-zero rule.
    package var path: Path
    package var opacity: Opacity

    package init(_ path: Path, opacity: Opacity = .uniform(1)) {
        self.path = path
        self.opacity = opacity
    }

    func transformed(by t: Transform) -> TabBarGlyphLayer {
        switch opacity {
        case .uniform: return TabBarGlyphLayer(path.transformed(by: t), opacity: opacity)
        case .ramp(let from, let start, let to, let end):
            return TabBarGlyphLayer(path.transformed(by: t),
                                    opacity: .ramp(from: t.apply(from), start: start, to: t.apply(to), end: end))
        }
    }
}

extension TabBarGlyphLayer {
    /// The paint of this part: `colors`, the icon's top-to-bottom gradient, at the part's
    /// opacity. A ramp becomes a gradient along the ramp's axis whose colours are those of
    /// `colors` at each point of the axis (with a stop wherever the axis crosses one of its
    /// stops), faded as the ramp says: a fading part takes its colours along its length, so
    /// across a slanting beam they follow the beam rather than the rows.
    package func paint(_ colors: LinearGradient) -> Paint {
        switch opacity {
        case .uniform(let o):
            guard o < 1, let faded = LinearGradient(start: colors.start, end: colors.end,
                                                    stops: colors.stops.map { Self.fade($0, by: o) })
            else { return .linearGradient(colors) }
            return .linearGradient(faded)
        case .ramp(let from, let start, let to, let end):
            // t along the colours' axis of the point `from` + u (`to` − `from`), u along the ramp.
            let axis = colors.end - colors.start
            let length2 = axis.dot(axis)
            guard length2 > 0 else { return .linearGradient(colors) }
            func t(_ u: Double) -> Double { (from.lerp(to: to, u) - colors.start).dot(axis) / length2 }
            let t0 = t(0), t1 = t(1)
            var us = (0...8).map { Double($0) / 8 }
            if t1 != t0 {
                us += colors.stops.map { ($0.offset - t0) / (t1 - t0) }.filter { $0 > 0 && $0 < 1 }
            }
            let stops = us.sorted().map { u in
                Self.fade(GradientStop(u, colors.color(at: t(u))), by: start + (end - start) * u)
            }
            guard let g = LinearGradient(start: from, end: to, stops: stops) else { return .linearGradient(colors) }
            return .linearGradient(g)
        }
    }

    static func fade(_ stop: GradientStop, by opacity: Double) -> GradientStop {
        GradientStop(stop.offset, stop.color.withAlpha(Double(stop.color.a) / 255 * max(0, min(1, opacity))))
    }
}
