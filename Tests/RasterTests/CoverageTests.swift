import Geometry
import Raster
import Testing

/// Numbers, not pictures: exact-area coverage, fill rules and compositing.
struct CoverageTests {
    func canvas(_ w: Int = 20, _ h: Int = 20, scale: Double = 1) throws -> Canvas {
        Canvas(bitmap: try Bitmap(width: w, height: h), scale: scale)
    }

    @Test func pixelAlignedRectCoversWholePixels() throws {
        let c = try canvas()
        c.fill(Path.rect(Rect(x: 2, y: 3, width: 5, height: 4)), with: .solid(.black))
        let b = c.bitmap
        #expect(b[2, 3].a == 255 && b[6, 6].a == 255)
        #expect(b[1, 3].a == 0 && b[7, 3].a == 0 && b[2, 2].a == 0 && b[2, 7].a == 0)
        #expect(b.pixels.filter { $0 != 0 }.count == 20)
    }

    @Test("an edge at a fractional x covers that fraction", arguments: [0.25, 0.5, 0.75, 0.1])
    func fractionalEdge(f: Double) throws {
        let c = try canvas()
        c.fill(Path.rect(Rect(x: 5 + f, y: 0, width: 10, height: 20)), with: .solid(.black))
        let expected = UInt8(((1 - f) * 255).rounded())
        #expect(abs(Int(c.bitmap[5, 10].a) - Int(expected)) <= 1)
        #expect(c.bitmap[6, 10].a == 255)
        let right = UInt8((f * 255).rounded())
        #expect(abs(Int(c.bitmap[15, 10].a) - Int(right)) <= 1)
    }

    @Test func diagonalHalfPixel() throws {
        // A triangle covering exactly half of each pixel on its diagonal.
        let c = try canvas()
        c.fill(Path.polygon([Point(0, 0), Point(10, 10), Point(0, 10)]), with: .solid(.black))
        for i in 0..<10 { #expect(abs(Int(c.bitmap[i, i].a) - 128) <= 1) }
        #expect(c.bitmap[0, 9].a == 255)
        #expect(c.bitmap[9, 0].a == 0)
    }

    @Test func circleAreaIsExact() throws {
        let c = try canvas(64, 64)
        c.fill(Path.ellipse(in: Rect(x: 7.3, y: 9.1, width: 40, height: 40)), with: .solid(.black))
        let total = c.bitmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        #expect(abs(total - Double.pi * 400) < 1.5, "area \(total)")
    }

    @Test func nonZeroAndEvenOddDifferOnNestedSquares() throws {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(Rect(x: 5, y: 5, width: 10, height: 10))  // same direction
        let nz = try canvas(), eo = try canvas()
        nz.fill(path, with: .solid(.black), rule: .nonZero)
        eo.fill(path, with: .solid(.black), rule: .evenOdd)
        #expect(nz.bitmap[10, 10].a == 255)
        #expect(eo.bitmap[10, 10].a == 0)
        #expect(eo.bitmap[2, 2].a == 255)
    }

    @Test func oppositeWindingMakesAHoleUnderNonZero() throws {
        var path = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20))
        path.append(Path.polygon([Point(5, 5), Point(5, 15), Point(15, 15), Point(15, 5)]))
        let c = try canvas()
        c.fill(path, with: .solid(.black))
        #expect(c.bitmap[10, 10].a == 0)
        #expect(c.bitmap[2, 10].a == 255)
    }

    @Test func shapesOutsideAndAcrossTheCanvasEdges() throws {
        let c = try canvas()
        c.fill(Path.rect(Rect(x: -50, y: -50, width: 60, height: 60)), with: .solid(.black))
        #expect(c.bitmap[0, 0].a == 255 && c.bitmap[9, 9].a == 255 && c.bitmap[10, 10].a == 0)
        c.fill(Path.rect(Rect(x: 15, y: -5, width: 100, height: 10)), with: .solid(.black))
        #expect(c.bitmap[19, 4].a == 255 && c.bitmap[14, 4].a == 0)
        // Non-finite and empty paths draw nothing and do not trap.
        c.fill(Path.polygon([Point(.nan, 0), Point(5, 5), Point(0, 5)]), with: .solid(.black))
        c.fill(Path.polygon([Point(0, 0), Point(.infinity, 5), Point(0, 5)]), with: .solid(.black))
        c.fill(Path(), with: .solid(.black))
        c.fill(Path.polygon([Point(1e12, 1e12), Point(-1e12, 1e12), Point(0, -1e12)]), with: .solid(.black))
        #expect(c.bitmap[19, 19].a == 255)
    }

    @Test func sourceOverPremultiplied() throws {
        let c = try canvas()
        c.fillAll(with: .solid(.white))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .solid(Color(r: 255, g: 0, b: 0, a: 128)))
        let p = c.bitmap[5, 5]
        #expect(p == PremultipliedColor(r: 255, g: 127, b: 127, a: 255))
        c.globalAlpha = 0.5
        c.fill(Rect(x: 10, y: 0, width: 10, height: 10), with: .solid(.black))
        #expect(c.bitmap[15, 5] == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
    }

    @Test func translucentOverTransparentStaysPremultiplied() throws {
        let c = try canvas()
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .solid(Color(r: 200, g: 100, b: 50, a: 100)))
        let p = c.bitmap[1, 1]
        #expect(p.a == 100 && p.r <= p.a && p.unpremultiplied.r >= 199)
    }

    @Test func scalesMapPointsToPixels() throws {
        for s in [1.0, 2.0, 3.0] {
            let c = Canvas(bitmap: try Bitmap(width: 30, height: 30), scale: s)
            c.fill(Rect(x: 1, y: 2, width: 3, height: 4), with: .solid(.black))
            let covered = c.bitmap.pixels.filter { $0 != 0 }.count
            #expect(covered == Int(12 * s * s))
            #expect(c.bitmap[Int(s), Int(2 * s)].a == 255)
        }
    }

    @Test func blendScaleIsExactDivisionBy255() {
        for a in stride(from: 0, through: 255, by: 5) {
            for b in stride(from: 0, through: 255, by: 3) {
                let expected = UInt8((Double(a * b) / 255).rounded())
                #expect(mulDiv255(UInt8(a), UInt8(b)) == expected)
            }
        }
    }
}

/// Regression: a curve whose leftmost point lies exactly on the fill region's left edge once
/// produced x ≈ −1e-17, wrote into column −1 (the row above) and left a streak and a stale cell.
/// A shape must come out the same whether or not its fill region starts at its own left edge.
struct EdgeRoundingRegressionTests {
    @Test("a shape's pixels do not depend on where its fill region starts", arguments: [1.0, 2.0, 3.0])
    func regionStartDoesNotMatter(scale: Double) throws {
        var failures = 0
        for r in stride(from: 2.0, through: 14, by: 0.5) {
            for ox in stride(from: 20.0, through: 28, by: 1) {
                let shape = Path.ellipse(in: Rect(x: ox / scale, y: 20 / scale, width: 2 * r / scale, height: (2 * r + 3) / scale))
                let alone = Canvas(bitmap: try Bitmap(width: 64, height: 64), scale: scale)
                alone.fill(shape, with: .solid(.black))
                var withAnchor = shape
                withAnchor.addRect(Rect(x: 0, y: 0, width: 1 / scale, height: 1 / scale))
                let anchored = Canvas(bitmap: try Bitmap(width: 64, height: 64), scale: scale)
                anchored.fill(withAnchor, with: .solid(.black))
                var a = alone.bitmap, b = anchored.bitmap
                a[0, 0] = .clear
                b[0, 0] = .clear
                if a != b { failures += 1 }
            }
        }
        #expect(failures == 0, "\(failures) shapes differ")
    }
}
