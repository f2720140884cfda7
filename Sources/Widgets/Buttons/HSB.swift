import Raster

/// Hue, saturation and brightness (HSV), each 0…1: the space of the button-tint rule
/// (docs/DESIGN.md §Button gloss).
struct HSB: Hashable, Sendable {
    var h: Double, s: Double, b: Double

    init(h: Double, s: Double, b: Double) {
        self.h = h
        self.s = s
        self.b = b
    }

    init(_ c: Color) {
        let r = Double(c.r) / 255, g = Double(c.g) / 255, bl = Double(c.b) / 255
        let mx = max(r, g, bl), mn = min(r, g, bl), d = mx - mn
        b = mx
        s = mx > 0 ? d / mx : 0
        if d == 0 {
            h = 0
        } else if mx == r {
            h = ((g - bl) / d).truncatingRemainder(dividingBy: 6) / 6
        } else if mx == g {
            h = ((bl - r) / d + 2) / 6
        } else {
            h = ((r - g) / d + 4) / 6
        }
        if h < 0 { h += 1 }
    }

    var color: Color {
        let s = max(0, min(1, self.s)), v = max(0, min(1, b))
        let hh = (h - h.rounded(.down)) * 6
        let i = Int(hh) % 6, f = hh - Double(Int(hh))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, bl): (Double, Double, Double)
        switch i {
        case 0: (r, g, bl) = (v, t, p)
        case 1: (r, g, bl) = (q, v, p)
        case 2: (r, g, bl) = (p, v, t)
        case 3: (r, g, bl) = (p, q, v)
        case 4: (r, g, bl) = (t, p, v)
        default: (r, g, bl) = (v, p, q)
        }
        return Color(r: Color.unit(r), g: Color.unit(g), b: Color.unit(bl))
    }
}
