import Geometry

/// A paint resolved to device pixels for one fill: either one colour per row (solid colours and
/// vertical gradients, the common case in bar chrome: a per-row colour fill) or one colour per pixel
/// (any other linear gradient, through a lookup table along the gradient).
struct Shader {
    enum Kind {
        case solid(UInt32)
        /// Colour depends on the row only: device start y, end y and the gradient.
        case vertical(y0: Double, y1: Double, LinearGradient)
        /// Colour depends on the projection of the pixel centre on start → end.
        case linear(start: Point, direction: Point, lut: [UInt32])
    }

    let kind: Kind
    /// Global alpha folded in, 0…255.
    let alpha: UInt32

    static let lutSize = 1024

    init(paint: Paint, transform: Transform, alpha: Double) {
        let a = UInt32(Color.unit(alpha))
        self.alpha = a
        switch paint {
        case .solid(let c):
            kind = .solid(Blend.scale(c.premultiplied.packed, a))
        case .linearGradient(let g):
            let s = transform.apply(g.start), e = transform.apply(g.end)
            if g.stops.count == 1 || (s.x == e.x && s.y == e.y) {
                kind = .solid(Blend.scale(g.stops[g.stops.count - 1].color.premultiplied.packed, a))
            } else if abs(s.x - e.x) < 1e-9 {
                kind = .vertical(y0: s.y, y1: e.y, g)
            } else {
                let d = e - s
                let n = Shader.lutSize
                var lut = [UInt32](repeating: 0, count: n)
                for i in 0..<n {
                    lut[i] = Blend.scale(g.color(at: Double(i) / Double(n - 1)).premultiplied.packed, a)
                }
                kind = .linear(start: s, direction: d * (1 / d.dot(d)), lut: lut)
            }
        }
    }

    /// The colour of a whole row, when the shader has one.
    func rowColor(_ y: Int) -> UInt32? {
        switch kind {
        case .solid(let c): return c
        case .vertical(let y0, let y1, let g):
            let t = (Double(y) + 0.5 - y0) / (y1 - y0)
            return Blend.scale(g.color(at: t).premultiplied.packed, alpha)
        case .linear: return nil
        }
    }

    /// Per-pixel colours of `count` pixels from (x, y) into `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch kind {
        case .solid, .vertical:
            out.update(repeating: rowColor(y) ?? 0, count: count)
        case .linear(let s, let dir, let lut):
            let n = Double(lut.count - 1)
            var t = ((Double(x) + 0.5 - s.x) * dir.x + (Double(y) + 0.5 - s.y) * dir.y)
            lut.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let k = Int(max(0, min(n, (t * n).rounded())))
                    out[i] = table[k]
                    t += dir.x
                }
            }
        }
    }
}
