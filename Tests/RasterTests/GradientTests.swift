import Geometry
import Raster
import Testing

struct GradientTests {
    /// The benchmark's standard scene's gradient rule (docs/DESIGN.md §Benchmark):
    /// c = c0 + (c1 − c0) · clamp((j + 0.5 − y0) / (y1 − y0), 0, 1), rounded.
    @Test func verticalGradientFollowsThePixelCentreRule() throws {
        let c = Canvas(bitmap: try Bitmap(width: 4, height: 100))
        let top = Color(rgb: 0xb0bccd), bottom = Color(rgb: 0x6d84a2)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 88), with: .verticalGradient(top, bottom, y0: 0, y1: 88))
        for j in 0..<88 {
            let t = (Double(j) + 0.5) / 88
            func ch(_ a: UInt8, _ b: UInt8) -> Int { Int((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            let p = c.bitmap[2, j]
            #expect(abs(Int(p.r) - ch(top.r, bottom.r)) <= 1 && abs(Int(p.g) - ch(top.g, bottom.g)) <= 1
                    && abs(Int(p.b) - ch(top.b, bottom.b)) <= 1, "row \(j)")
        }
        #expect(c.bitmap[0, 0].unpremultiplied.hexString == "#b0bccd")
        #expect(c.bitmap[0, 43].unpremultiplied.hexString == "#8fa0b8")
        #expect(c.bitmap[0, 86].unpremultiplied.hexString == "#6e85a3")
    }

    @Test func multipleStopsAndHardSteps() throws {
        let g = LinearGradient(start: Point(0, 0), end: Point(0, 10), stops: [
            GradientStop(0, .black), GradientStop(0.5, .black), GradientStop(0.5, .white), GradientStop(1, .white),
        ])!
        let c = Canvas(bitmap: try Bitmap(width: 2, height: 10))
        c.fill(Rect(x: 0, y: 0, width: 2, height: 10), with: .linearGradient(g))
        #expect(c.bitmap[0, 4].r == 0 && c.bitmap[0, 5].r == 255)
    }

    @Test func gradientsArePaddedOutsideTheirEnds() throws {
        let c = Canvas(bitmap: try Bitmap(width: 2, height: 30))
        c.fill(Rect(x: 0, y: 0, width: 2, height: 30), with: .verticalGradient(.black, .white, y0: 10, y1: 20))
        #expect(c.bitmap[0, 0].r == 0 && c.bitmap[0, 29].r == 255)
    }

    @Test func horizontalAndDiagonalGradients() throws {
        let c = Canvas(bitmap: try Bitmap(width: 100, height: 4))
        let g = LinearGradient(start: Point(0, 0), end: Point(100, 0), stops: [GradientStop(0, .black), GradientStop(1, .white)])!
        c.fill(Rect(x: 0, y: 0, width: 100, height: 4), with: .linearGradient(g))
        #expect(abs(Int(c.bitmap[50, 1].r) - 129) <= 2)
        #expect(c.bitmap[0, 1].r < 4 && c.bitmap[99, 1].r > 251)
    }

    @Test func gradientInPointsAtScale() throws {
        // A gradient given in points spans the same element at @2x.
        let c = Canvas(bitmap: try Bitmap(width: 2, height: 88), scale: 2)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 44), with: .verticalGradient(.black, .white, y0: 0, y1: 44))
        #expect(c.bitmap[0, 0].r == 1 && c.bitmap[0, 87].r == 254)
    }

    @Test func stopsNeedAtLeastOneFiniteEntry() {
        #expect(LinearGradient(start: .zero, end: Point(0, 1), stops: []) == nil)
        #expect(LinearGradient(start: .zero, end: Point(0, 1), stops: [GradientStop(.nan, .black)]) == nil)
    }
}
