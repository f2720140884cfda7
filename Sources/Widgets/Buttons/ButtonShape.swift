import Geometry

/// The outlines of bar button art (docs/DESIGN.md §Back button, §Button gloss), in points, for a
/// body box 29 pt tall.
public enum ButtonShape {
    /// A bordered button: a rounded rectangle, radius ≈ 5.
    public static func rounded(_ box: Rect, radius: Double = ChromeMetrics.buttonCornerRadius) -> Path {
        Path.roundedRect(box, radius: radius)
    }

    /// A back button: "Chevron-shaped: the tip at x = 0 on the vertical centre, the diagonals
    /// reaching the top and bottom edges at x ≈ 10, a flat top and bottom from x ≈ 13, the right
    /// end rounded (r ≈ 5)" (docs/DESIGN.md §Back button). The diagonal turns into the flat edge
    /// through a short curve (the shoulder) between x ≈ 8.6 and 13, as on the phone's art.
    public static func chevron(_ box: Rect, radius: Double = ChromeMetrics.buttonCornerRadius) -> Path {
        let l = box.minX, t = box.minY, r = box.maxX, b = box.maxY, mid = box.midY
        // A shorter body (a landscape bar's 24-pt buttons) keeps the tip's angle.
        let k0 = min(1, box.height / ChromeMetrics.buttonBodyHeight)
        let corner = ChromeMetrics.backButtonDiagonalEnd * k0, flat = ChromeMetrics.backButtonShoulderEnd * k0
        let shoulder = 0.86  // where the straight diagonal hands over to the curve, as a fraction of x ≈ 10
        let rr = min(radius, (r - l - flat) / 1, box.height / 2)
        let k = circleKappa * rr
        var p = Path()
        p.move(to: Point(l, mid))
        p.line(to: Point(l + corner * shoulder, t + (mid - t) * (1 - shoulder)))
        p.quad(to: Point(l + flat, t), control: Point(l + corner, t))
        p.line(to: Point(r - rr, t))
        p.cubic(to: Point(r, t + rr), control1: Point(r - rr + k, t), control2: Point(r, t + rr - k))
        p.line(to: Point(r, b - rr))
        p.cubic(to: Point(r - rr, b), control1: Point(r, b - rr + k), control2: Point(r - rr + k, b))
        p.line(to: Point(l + flat, b))
        p.quad(to: Point(l + corner * shoulder, b - (b - mid) * (1 - shoulder)), control: Point(l + corner, b))
        p.close()
        return p
    }
}
