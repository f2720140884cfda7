import GoldenTesting
import Geometry
import Raster
import Testing

/// One byte-exact golden picture per raster feature (Goldens/*.png), each looked at when recorded.
struct GoldenTests {
    static let ink = Color(rgb: 0x1d2b44)
    static let orange = Color(rgb: 0xff8000)

    func canvas(_ w: Double, _ h: Double, scale: Double = 1) throws -> Canvas {
        let c = try Canvas(width: w, height: h, scale: scale, background: .white)
        return c
    }

    static func star(center: Point, r: Double) -> Path {
        let pts = (0..<5).map { i -> Point in
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return Point(center.x + r * cos(a), center.y + r * sin(a))
        }
        return Path.polygon(pts)
    }

    @Test func fillRules() throws {
        let c = try canvas(120, 60)
        c.fill(Self.star(center: Point(30, 32), r: 26), with: .solid(Self.ink), rule: .nonZero)
        c.fill(Self.star(center: Point(90, 32), r: 26), with: .solid(Self.ink), rule: .evenOdd)
        assertGolden(c.bitmap, named: "fill-rules", tolerance: .exact)
    }

    @Test func antialiasedEdges() throws {
        let c = try canvas(120, 60)
        for i in 0..<8 {
            let x = 4 + Double(i) * 14.3
            c.fill(Path.rect(Rect(x: x, y: 4 + Double(i) * 0.125, width: 0.25 + Double(i) * 0.25, height: 24)), with: .solid(.black))
        }
        var slanted = Path()
        slanted.move(to: Point(4, 56))
        slanted.line(to: Point(116, 34))
        slanted.line(to: Point(116, 36))
        slanted.line(to: Point(4, 57))
        slanted.close()
        c.fill(slanted, with: .solid(.black))
        c.fill(Path.polygon([Point(10.3, 33), Point(40.7, 31.2), Point(25.1, 50.9)]), with: .solid(Self.orange))
        assertGolden(c.bitmap, named: "aa-edges", tolerance: .exact)
    }

    @Test func beziersAndArcs() throws {
        let c = try canvas(120, 60)
        var q = Path()
        q.move(to: Point(5, 55))
        q.quad(to: Point(55, 55), control: Point(30, -10))
        q.close()
        c.fill(q, with: .solid(Self.ink))
        var cu = Path()
        cu.move(to: Point(60, 30))
        cu.cubic(to: Point(115, 30), control1: Point(70, -15), control2: Point(105, 75))
        cu.cubic(to: Point(60, 30), control1: Point(100, 55), control2: Point(75, 5))
        c.fill(cu, with: .solid(Self.orange))
        var arc = Path()
        arc.move(to: Point(30, 40))
        arc.addArc(center: Point(30, 40), radius: 14, startAngle: 0, endAngle: 1.5 * Double.pi)
        arc.close()
        c.fill(arc, with: .solid(Color(rgb: 0x2463de)))
        assertGolden(c.bitmap, named: "beziers-arcs", tolerance: .exact)
    }

    @Test func strokesCapsAndJoins() throws {
        let c = try canvas(150, 90)
        let joins: [LineJoin] = [.miter, .round, .bevel]
        let caps: [LineCap] = [.butt, .round, .square]
        for (i, join) in joins.enumerated() {
            var zig = Path()
            let x0 = 10 + Double(i) * 48
            zig.move(to: Point(x0, 40))
            zig.line(to: Point(x0 + 12, 10))
            zig.line(to: Point(x0 + 24, 40))
            zig.line(to: Point(x0 + 36, 18))
            c.stroke(zig, with: .solid(Self.ink), style: StrokeStyle(width: 6, cap: caps[i], join: join))
        }
        for (i, w) in [0.5, 1, 1.5, 2, 3].enumerated() {
            var line = Path()
            line.move(to: Point(10, 55.5 + Double(i) * 6))
            line.line(to: Point(70, 55.5 + Double(i) * 6))
            c.stroke(line, with: .solid(.black), style: StrokeStyle(width: w))
        }
        c.stroke(Path.roundedRect(Rect(x: 80.5, y: 52.5, width: 60, height: 30), radius: 8),
                 with: .solid(Color(rgb: 0x2d3a4f)), style: StrokeStyle(width: 1))
        c.stroke(Path.ellipse(in: Rect(x: 88, y: 58, width: 44, height: 18)),
                 with: .solid(Self.orange.withAlpha(0.7)), style: StrokeStyle(width: 2.5))
        assertGolden(c.bitmap, named: "strokes-joins", tolerance: .exact)
    }

    @Test func gradients() throws {
        let c = try canvas(160, 60)
        // The default navigation bar's two-part gloss (docs/DESIGN.md §Bar rows) as stops.
        let bar = LinearGradient(start: Point(0, 0), end: Point(0, 44), stops: [
            GradientStop(0, Color(rgb: 0xcdd5df)), GradientStop(1.0 / 44, Color(rgb: 0xcdd5df)),
            GradientStop(1.0 / 44, Color(rgb: 0xb0bccd)), GradientStop(22.0 / 44, Color(rgb: 0x889bb3)),
            GradientStop(22.0 / 44, Color(rgb: 0x8195af)), GradientStop(43.0 / 44, Color(rgb: 0x6d84a2)),
            GradientStop(43.0 / 44, Color(rgb: 0x2d3642)), GradientStop(1, Color(rgb: 0x2d3642)),
        ])!
        c.fill(Rect(x: 0, y: 0, width: 60, height: 44), with: .linearGradient(bar))
        let h = LinearGradient(start: Point(64, 0), end: Point(156, 0), stops: [
            GradientStop(0, .black), GradientStop(0.5, Self.orange), GradientStop(1, .white)])!
        c.fill(Rect(x: 64, y: 4, width: 92, height: 20), with: .linearGradient(h))
        let d = LinearGradient(start: Point(64, 28), end: Point(156, 56), stops: [
            GradientStop(0, Color(rgb: 0x2463de)), GradientStop(1, Color(rgb: 0x2463de, alpha: 0))])!
        c.fill(Path.roundedRect(Rect(x: 64, y: 28, width: 92, height: 28), radius: 6), with: .linearGradient(d))
        assertGolden(c.bitmap, named: "gradients", tolerance: .exact)
    }

    @Test func clipping() throws {
        let c = try canvas(120, 60)
        c.save()
        c.clip(to: Path.ellipse(in: Rect(x: 5, y: 5, width: 50, height: 50)))
        for i in 0..<10 {
            c.fill(Rect(x: 0, y: Double(i) * 6, width: 60, height: 3), with: .solid(Self.ink))
        }
        c.restore()
        c.save()
        c.clip(to: Rect(x: 65, y: 10, width: 40, height: 40))
        c.clip(to: Rect(x: 75.5, y: 0, width: 40, height: 60))
        c.fill(Path.ellipse(in: Rect(x: 60, y: 5, width: 55, height: 50)), with: .solid(Self.orange))
        c.restore()
        c.stroke(Path.rect(Rect(x: 64.5, y: 9.5, width: 41, height: 41)), with: .solid(.black), style: StrokeStyle(width: 1))
        assertGolden(c.bitmap, named: "clipping", tolerance: .exact)
    }

    @Test func compositing() throws {
        let c = try canvas(120, 60)
        for y in 0..<6 {
            for x in 0..<12 where (x + y) % 2 == 0 {
                c.fill(Rect(x: Double(x) * 10, y: Double(y) * 10, width: 10, height: 10), with: .solid(Color(rgb: 0xcccccc)))
            }
        }
        c.fill(Path.ellipse(in: Rect(x: 10, y: 5, width: 40, height: 40)), with: .solid(Color(r: 255, g: 0, b: 0, a: 160)))
        c.fill(Path.ellipse(in: Rect(x: 30, y: 15, width: 40, height: 40)), with: .solid(Color(r: 0, g: 160, b: 0, a: 160)))
        c.globalAlpha = 0.4
        c.fill(Path.ellipse(in: Rect(x: 65, y: 10, width: 45, height: 45)), with: .solid(.black))
        assertGolden(c.bitmap, named: "compositing", tolerance: .exact)
    }

    /// A chevron-shaped art, 20 x 15, stretched to three widths with a 9-px left cap.
    @Test func ninePatch() throws {
        let art = try Canvas(width: 20, height: 15, scale: 1)
        var chevron = Path()
        chevron.move(to: Point(0.5, 7.5))
        chevron.line(to: Point(7, 0.5))
        chevron.line(to: Point(16, 0.5))
        chevron.addArc(center: Point(16, 4.5), radius: 4, startAngle: -Double.pi / 2, endAngle: 0)
        chevron.line(to: Point(20, 10.5))
        chevron.addArc(center: Point(16, 10.5), radius: 4, startAngle: 0, endAngle: Double.pi / 2)
        chevron.line(to: Point(7, 14.5))
        chevron.close()
        art.fill(chevron, with: .verticalGradient(Color(rgb: 0x8a9cb5), Color(rgb: 0x4a6690), y0: 0, y1: 15))
        art.stroke(chevron, with: .solid(Color(rgb: 0x2d3a4f)), style: StrokeStyle(width: 1))
        let c = try canvas(120, 60)
        c.draw(art.bitmap, at: Point(4, 4))
        c.drawStretchable(art.bitmap, leftCap: 9, topCap: 0, in: Rect(x: 30, y: 4, width: 45, height: 15))
        c.drawStretchable(art.bitmap, leftCap: 9, topCap: 0, in: Rect(x: 4, y: 22, width: 90, height: 15))
        c.drawStretchable(art.bitmap, leftCap: 9, topCap: 7, in: Rect(x: 30, y: 40, width: 80, height: 18))
        assertGolden(c.bitmap, named: "nine-patch", tolerance: .exact)
    }

    @Test("the same drawing at @1x, @2x and @3x", arguments: [1.0, 2.0, 3.0])
    func scales(scale: Double) throws {
        let c = try canvas(60, 30, scale: scale)
        c.fill(Path.roundedRect(Rect(x: 5, y: 7, width: 50, height: 16),
                                radii: CornerRadii(topLeft: 8, topRight: 2, bottomRight: 8, bottomLeft: 0)),
               with: .verticalGradient(Color(rgb: 0x4a6c9b), Color(rgb: 0x273f6d), y0: 7, y1: 23))
        c.stroke(Path.roundedRect(Rect(x: 5.5, y: 7.5, width: 49, height: 15), radius: 5),
                 with: .solid(Color(rgb: 0x375073)), style: StrokeStyle(width: 1))
        c.fill(Self.star(center: Point(30, 15), r: 6), with: .solid(.white))
        assertGolden(c.bitmap, named: "scale-\(Int(scale))x", tolerance: .exact)
    }
}

#if canImport(Glibc)
import Glibc
#endif
