import Geometry
import Raster
import Testing

struct StrokeTests {
    @Test func hairlineOnHalfPixelCentresIsCrisp() throws {
        let c = Canvas(bitmap: try Bitmap(width: 20, height: 20))
        c.stroke(Path.rect(Rect(x: 2.5, y: 3.5, width: 10, height: 8)), with: .solid(.black), style: StrokeStyle(width: 1))
        let b = c.bitmap
        for y in 0..<20 {
            for x in 0..<20 {
                let onEdge = ((x == 2 || x == 12) && (3...11).contains(y)) || ((y == 3 || y == 11) && (2...12).contains(x))
                #expect(b[x, y].a == (onEdge ? 255 : 0), "pixel \(x), \(y)")
            }
        }
    }

    @Test func hairlineAt2xCoversTwoPixels() throws {
        let c = Canvas(bitmap: try Bitmap(width: 20, height: 20), scale: 2)
        var p = Path()
        p.move(to: Point(1, 2.5))
        p.line(to: Point(8, 2.5))
        c.stroke(p, with: .solid(.black), style: StrokeStyle(width: 1))
        #expect(c.bitmap[5, 4].a == 255 && c.bitmap[5, 5].a == 255)
        #expect(c.bitmap[5, 3].a == 0 && c.bitmap[5, 6].a == 0)
    }

    @Test("caps extend the line as specified", arguments: [(LineCap.butt, 0.0), (.square, 2.0), (.round, 2.0)])
    func caps(cap: LineCap, extent: Double) throws {
        let c = Canvas(bitmap: try Bitmap(width: 30, height: 20))
        var p = Path()
        p.move(to: Point(10, 10))
        p.line(to: Point(20, 10))
        c.stroke(p, with: .solid(.black), style: StrokeStyle(width: 4, cap: cap))
        let b = c.bitmap
        #expect(b[15, 9].a == 255 && b[15, 8].a == 255 && b[15, 7].a == 0)
        let leftmost = (0..<30).first { b[$0, 10].a > 127 } ?? 99
        #expect(leftmost == 10 - Int(extent), "\(cap) starts at \(leftmost)")
    }

    @Test func miterJoinMakesASquareCornerAndLimitBevels() throws {
        var corner = Path()
        corner.move(to: Point(5, 15))
        corner.line(to: Point(15, 15))
        corner.line(to: Point(15, 5))
        let miter = Canvas(bitmap: try Bitmap(width: 20, height: 20))
        miter.stroke(corner, with: .solid(.black), style: StrokeStyle(width: 4, join: .miter))
        #expect(miter.bitmap[16, 16].a == 255, "the miter fills the outer corner")
        let bevel = Canvas(bitmap: try Bitmap(width: 20, height: 20))
        bevel.stroke(corner, with: .solid(.black), style: StrokeStyle(width: 4, join: .bevel))
        #expect(bevel.bitmap[16, 16].a < 128, "a bevel cuts it")
        let limited = Canvas(bitmap: try Bitmap(width: 20, height: 20))
        limited.stroke(corner, with: .solid(.black), style: StrokeStyle(width: 4, join: .miter, miterLimit: 1.2))
        #expect(limited.bitmap[16, 16].a < 128, "a 90° miter (ratio 1.41) beyond the limit 1.2 bevels")
    }

    @Test func closedStrokeLeavesTheInsideEmpty() throws {
        let c = Canvas(bitmap: try Bitmap(width: 40, height: 40))
        c.stroke(Path.ellipse(in: Rect(x: 5, y: 5, width: 30, height: 30)), with: .solid(.black), style: StrokeStyle(width: 3))
        #expect(c.bitmap[20, 20].a == 0)
        #expect(c.bitmap[20, 5].a > 200)
    }

    @Test func zeroLengthSubpathsDrawCapsOnly() throws {
        var dot = Path()
        dot.move(to: Point(10, 10))
        dot.line(to: Point(10, 10))
        for (cap, expectInk) in [(LineCap.butt, false), (.round, true), (.square, true)] {
            let c = Canvas(bitmap: try Bitmap(width: 20, height: 20))
            c.stroke(dot, with: .solid(.black), style: StrokeStyle(width: 6, cap: cap))
            #expect((c.bitmap[10, 10].a > 0) == expectInk, "\(cap)")
        }
    }
}
