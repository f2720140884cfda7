import Geometry

/// The outlines of bar button art (docs/DESIGN.md §Back button, §Button gloss), in points, for a
/// body box 29 pt tall.
package enum ButtonShape {
    /// A bordered button: a rounded rectangle, radius ≈ 5.
    package static func rounded(_ box: Rect, radius: Double = ChromeMetrics.buttonCornerRadius) -> Path {
        Path.roundedRect(box, radius: radius)
    }

    /// A back button, as `UINavigationBarDefaultBack.png` measures (`ButtonArtMetrics.BackOutline`):
    /// the tip at the left edge, half a row below the vertical centre; straight diagonals that would
    /// meet the top and bottom edges at x = 10.2 and 10.5, each turning into the flat edge through
    /// a curve (the shoulder) from 8 rows off the edge to x = 13 on it; the right end rounded
    /// (r = 5). A shorter body (a landscape bar's 24-pt buttons) keeps the tip's angle and scales
    /// the shoulder.
    ///
    /// `inset` gives the inside of a border that wide: the top, bottom and right edges move in by
    /// it, the diagonals move right by it (Apple's border is 1 px wide across a diagonal's rows,
    /// not across the diagonal).
    package static func chevron(_ box: Rect, radius: Double = ChromeMetrics.buttonCornerRadius,
                               inset d: Double = 0) -> Path {
        typealias O = ButtonArtMetrics.BackOutline
        let l = box.minX, t = box.minY, r = box.maxX, b = box.maxY
        let k0 = min(1, box.height / ChromeMetrics.buttonBodyHeight)
        let tip = Point(l + O.tipInset * k0, box.midY + O.tipDrop * k0)
        // Both straight diagonals would meet their edges at x = reach: the lower one, shorter (the
        // tip is below the centre), is the steeper.
        let reach = l + O.diagonalReach * k0, lowerReach = l + O.lowerDiagonalReach * k0
        func upper(_ y: Double) -> Double { d + tip.x + (reach - tip.x) * (tip.y - y) / (tip.y - t) }
        func lower(_ y: Double) -> Double { d + tip.x + (lowerReach - tip.x) * (y - tip.y) / (b - tip.y) }
        let top = t + d, bottom = b - d, right = r - d
        let bend = O.shoulderRows * k0, flat = l + O.flatStart * k0 + d
        let rr = max(0, min(radius, r - flat, box.height / 2) - d)
        let k = circleKappa * rr
        var p = Path()
        p.move(to: Point(tip.x + d, tip.y))
        p.line(to: Point(upper(top + bend), top + bend))
        p.quad(to: Point(flat, top), control: Point(upper(top), top))
        p.line(to: Point(right - rr, top))
        p.cubic(to: Point(right, top + rr), control1: Point(right - rr + k, top), control2: Point(right, top + rr - k))
        p.line(to: Point(right, bottom - rr))
        p.cubic(to: Point(right - rr, bottom), control1: Point(right, bottom - rr + k),
                control2: Point(right - rr + k, bottom))
        p.line(to: Point(flat, bottom))
        p.quad(to: Point(lower(bottom - bend), bottom - bend), control: Point(lower(bottom), bottom))
        p.close()
        return p
    }

    /// The part of a back button's border drawn in the top border's colour: the upper diagonal, from
    /// the tip to the shoulder (Apple's back art is as dark along it as along its top edge, and
    /// lighter, like its sides, below the tip).
    package static func chevronUpperEdge(_ box: Rect) -> Rect {
        let k0 = min(1, box.height / ChromeMetrics.buttonBodyHeight)
        return Rect(x: box.minX - 1, y: box.minY - 1, width: ButtonArtMetrics.BackOutline.flatStart * k0 + 1,
                    height: box.height / 2 + 1)
    }
}
